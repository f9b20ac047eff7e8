//===- JitCall.h - JIT-compile, call a C interface --------------*- C++ -*-===//
//
// A function of tensors, lowered by revseq-cpu-pipeline with
// `llvm.emit_c_interface` and compiled by mlir::ExecutionEngine, is called
// through `_mlir_ciface_<name>`: its first argument points to the results'
// descriptors (a struct of them when there are several), the others to the
// arguments' (revseq/Tools/RankedMemRef.h). Errors are reported as
// `<tool>: error: ...` (revseq/Tools/CommandLine.h).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_JITCALL_H
#define REVSEQ_TOOLS_JITCALL_H

#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Tools/RankedMemRef.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"

#include <memory>
#include <vector>

namespace mlir::revseq {

/// Registers the translations to LLVM IR of the dialects that
/// revseq-cpu-pipeline's output holds (builtin, llvm, omp).
void registerJitTranslations(DialectRegistry &registry);

/// The function to run: @<name>, or with an empty `name` the module's only
/// defined function.
FailureOr<func::FuncOp> findEntryFunction(ModuleOp module, StringRef name,
                                          StringRef tool);

/// Checks that every argument and result of @<name> is a ranked tensor whose
/// elements have a buffer size (getExchangeElementBytes).
LogicalResult checkTensorSignature(StringRef name, FunctionType signature,
                                   StringRef tool);

/// Lowers `module` with revseq-cpu-pipeline, `entry` with its C interface,
/// and JIT-compiles it with the shared libraries `sharedLibPaths` loaded.
/// A non-null `abortHandler` replaces abort() in the compiled code (which
/// calls it when a run-time check fails).
FailureOr<std::unique_ptr<ExecutionEngine>> compileForJit(
    ModuleOp module, func::FuncOp entry, const CPUPipelineOptions &options,
    ArrayRef<StringRef> sharedLibPaths, void (*abortHandler)(), StringRef tool);

/// Calls `_mlir_ciface_<name>` of `engine` on the arguments `args` and
/// returns its results' descriptors, of ranks `resultRanks`. The caller
/// owns the results' memory (freeResults).
FailureOr<std::vector<RankedDescriptor>>
callCInterface(ExecutionEngine &engine, StringRef name,
               ArrayRef<int64_t> resultRanks,
               MutableArrayRef<RankedBuffer> args, StringRef tool);

/// Frees the memory of `results` that the compiled code allocated, each
/// allocation once; `args`' memory, which a result may alias, is not freed.
void freeResults(ArrayRef<RankedDescriptor> results,
                 ArrayRef<RankedBuffer> args);

} // namespace mlir::revseq

#endif // REVSEQ_TOOLS_JITCALL_H
