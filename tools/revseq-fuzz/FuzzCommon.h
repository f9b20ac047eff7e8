//===- FuzzCommon.h - What the MLIR fuzz targets share ----------*- C++ -*-===//
//
// The context every input of revseq-fuzz and revseq-fuzz-programs is parsed
// in (every upstream and revseq dialect, extension and pass registered, as in
// revseq-opt), the REVSEQ_FUZZ_* switches, and running one pass pipeline with
// the IR verified after every pass that succeeds.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_REVSEQ_FUZZ_FUZZCOMMON_H
#define REVSEQ_TOOLS_REVSEQ_FUZZ_FUZZCOMMON_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <memory>
#include <string>

namespace mlir::revseq::fuzz {

/// State shared by every input of a target: one context (types and
/// attributes are uniqued across inputs).
struct FuzzContext {
  /// The target's name, the prefix of what it prints.
  std::string tool;
  mlir::DialectRegistry registry;
  std::unique_ptr<mlir::MLIRContext> context;
  /// REVSEQ_FUZZ_VERBOSE=1: print each input's pipeline, its outcome and
  /// the diagnostics (to see what a reproducer exercises).
  bool verbose = false;
};

/// Whether the environment variable `name` is set to something other than
/// empty or "0".
bool envFlag(const char *name);

/// Registers every upstream and revseq dialect, extension and pass and
/// creates the context (single-threaded). Diagnostics are dropped, or
/// printed with REVSEQ_FUZZ_VERBOSE=1.
std::unique_ptr<FuzzContext> createFuzzContext(llvm::StringRef tool);

/// Verifies `op` and, when it does not verify, prints the verifier's
/// diagnostics and "<tool>: <what> left IR that does not verify", and
/// aborts.
void verifyOrAbort(FuzzContext &fuzz, mlir::Operation *op,
                   const llvm::Twine &what);

/// Runs the textual pass pipeline `pipeline` (`builtin.module(...)`) on
/// `module` and returns whether it succeeded. A failing pass is an ordinary
/// outcome; a pass that succeeds but leaves IR that does not verify aborts,
/// and so does a pipeline that does not parse (a bug of the target).
mlir::LogicalResult runPipeline(FuzzContext &fuzz, mlir::ModuleOp module,
                                llvm::StringRef pipeline);

} // namespace mlir::revseq::fuzz

#endif // REVSEQ_TOOLS_REVSEQ_FUZZ_FUZZCOMMON_H
