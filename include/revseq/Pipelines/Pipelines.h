//===- Pipelines.h - revseq end-to-end pipelines ----------------*- C++ -*-===//

#ifndef REVSEQ_PIPELINES_PIPELINES_H
#define REVSEQ_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
namespace revseq {

/// Options of `revseq-cpu-pipeline`.
struct CPUPipelineOptions : public PassPipelineOptions<CPUPipelineOptions> {
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Stop with a message on out-of-range lengths, axes and "
                     "masks instead of clamping or ignoring them"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> emitCInterface{
      *this, "emit-c-interface",
      llvm::cl::desc("Give every function a C-callable `_mlir_ciface_` "
                     "wrapper taking memref descriptors by pointer"),
      llvm::cl::init(false)};
};

/// Lowers a module of `func.func`s on tensors (revseq mixed with upstream
/// tensor, arith, func, linalg and bufferization ops) to the LLVM dialect.
void buildCPUPipeline(OpPassManager &pm, const CPUPipelineOptions &options);

/// Registers the named pipelines (`revseq-cpu-pipeline`).
void registerPipelines();

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_PIPELINES_PIPELINES_H
