//===- ParseLimits.h - limits on MLIR text read by the tools ----*- C++ -*-===//
//
// MLIR's parser, verifier and printer recurse once per nesting level of an
// attribute, type or region, so text nested a few thousand levels deep
// overflows the stack. revseq's tools (revseq-opt, revseq-run, revseq-fuzz)
// check the nesting of their input before they parse it.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_SUPPORT_PARSELIMITS_H
#define REVSEQ_SUPPORT_PARSELIMITS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
namespace revseq {

/// The deepest nesting of brackets (`(`, `[`, `{`, `<`) that revseq's tools
/// accept in MLIR text (docs/Reliability.md).
constexpr unsigned kMaxNestingDepth = 256;

/// Returns the offset in `text` of the first bracket that opens nesting level
/// `maxDepth + 1`, or std::nullopt when `text` stays within `maxDepth`.
/// String literals and `//` comments are skipped; `->` closes nothing.
std::optional<size_t>
findExcessiveNesting(StringRef text, unsigned maxDepth = kMaxNestingDepth);

/// Checks every buffer of `sourceMgr` with findExcessiveNesting and reports
/// the first offending bracket as an error through `sourceMgr`.
LogicalResult checkNestingDepth(llvm::SourceMgr &sourceMgr,
                                unsigned maxDepth = kMaxNestingDepth);

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_SUPPORT_PARSELIMITS_H
