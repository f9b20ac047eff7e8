//===- ParseLimits.h - limits on MLIR text read by the tools ----*- C++ -*-===//
//
// MLIR's parser, verifier and printer recurse once per nesting level of an
// attribute, type or region, so text nested a few thousand levels deep
// overflows the stack, and upstream's parsers of some linalg ops crash on a
// malformed dimension list. revseq's tools (revseq-opt, revseq-run,
// revseq-fuzz, revseq-reduce, revseq-lsp-server) check their input for both
// before they parse it.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_PARSELIMITS_H
#define REVSEQ_TOOLS_PARSELIMITS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>

namespace llvm {
class MemoryBuffer;
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

/// Returns the offset in `text` of the first `permutation` (of a
/// `linalg.transpose`) or `dimensions` (of a `linalg.broadcast` or
/// `linalg.reduce`) in custom form whose `=` is followed by anything but a
/// list of integers (`[1, 0]`), or std::nullopt. Upstream's parsers of those
/// ops (LLVM 22.1.8) crash on such a list: they store the null attribute of
/// the failed parse. The text is read as MLIR's lexer reads it: string
/// literals and `//` comments hold no code, NUL characters are blanks, and
/// only a whole bare identifier is an op name or the keyword.
std::optional<size_t> findMalformedLinalgDimsList(StringRef text);

/// Returns the offset in `text` of the first `<` right after the name of a
/// custom-form linalg op (`linalg.add<f64>`) that does not open a
/// dictionary (`<{...}>`), or std::nullopt. Upstream's parser of the named
/// linalg ops (LLVM 22.1.8) takes any attribute there for their properties
/// dictionary: undefined behaviour (a crash under ASan, silently accepted
/// otherwise). The text is read as findMalformedLinalgDimsList reads it.
std::optional<size_t> findNonDictionaryLinalgProperties(StringRef text);

/// Something in MLIR text that the parser cannot read without crashing: its
/// offset and the error that revseq's tools report for it.
struct ParseHazard {
  size_t offset;
  std::string message;
};

/// The first of the hazards above that `text` has, in this order: nesting
/// deeper than `maxDepth` (findExcessiveNesting), a malformed linalg
/// dimension list (findMalformedLinalgDimsList), linalg properties that are
/// not a dictionary (findNonDictionaryLinalgProperties); std::nullopt when
/// it has none. revseq-fuzz skips such input.
std::optional<ParseHazard>
findParseHazard(StringRef text, unsigned maxDepth = kMaxNestingDepth);

/// Checks every buffer of `sourceMgr` with findParseHazard and reports the
/// first hazard as an error through `sourceMgr`'s identifiers.
LogicalResult checkParseHazards(llvm::SourceMgr &sourceMgr,
                                unsigned maxDepth = kMaxNestingDepth);

/// Reads `filename` (`-`: stdin) as mlir::openInputFile does and checks it
/// with checkParseHazards. Reports a file that cannot be read or a hazard on
/// llvm::errs() and returns null; what revseq-opt and revseq-reduce do before
/// upstream's driver parses anything.
std::unique_ptr<llvm::MemoryBuffer> openScreenedInput(StringRef filename);

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_TOOLS_PARSELIMITS_H
