//===- Pipelines.h - revseq end-to-end pipelines ----------------*- C++ -*-===//

#ifndef REVSEQ_PIPELINES_PIPELINES_H
#define REVSEQ_PIPELINES_PIPELINES_H

#include "revseq/Codegen/CPU/RevseqToVector.h"

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
namespace revseq {

/// The default of `min-parallel-bytes`: below this many output bytes two
/// threads did not beat one on the benchmark machine
/// (docs/reports/2026-11-23-thread-threshold.md).
inline constexpr uint64_t kDefaultMinParallelBytes = 1 << 20;

/// The help text of every pipeline's `fuse-gathers` option, word for word
/// revseq-fuse-elementwise's (RevseqOptionText in Support/PassOptions.td).
inline constexpr const char *kFuseGathersDescription =
    "Also fuse the gather layouts (reverse_sequence with the batch axis "
    "innermost, reverse_subsequences of an outer axis), whose fused points "
    "each read a row of their own";

/// The help text of every pipeline's `in-place` option.
inline constexpr const char *kInPlaceDescription =
    "Let one-shot bufferization reverse an input that is not read again in "
    "its own buffer (the ops keep their value forms until bufferization, so "
    "a result is not written into a destination the surrounding IR "
    "provides)";

/// Options of `revseq-cpu-pipeline`.
struct CPUPipelineOptions : public PassPipelineOptions<CPUPipelineOptions> {
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks", llvm::cl::desc(kRuntimeChecksDescription),
      llvm::cl::init(RevseqLoweringOptions().runtimeChecks)};
  PassOptions::Option<bool> emitCInterface{
      *this, "emit-c-interface",
      llvm::cl::desc("Give every function a C-callable `_mlir_ciface_` "
                     "wrapper taking memref descriptors by pointer"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> fuse{
      *this, "fuse",
      llvm::cl::desc("Fuse revseq ops with their elementwise neighbours "
                     "(revseq-fuse-elementwise): no intermediate tensor "
                     "between them"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseGathers{*this, "fuse-gathers",
                                        llvm::cl::desc(kFuseGathersDescription),
                                        llvm::cl::init(false)};
  PassOptions::Option<bool> inPlace{*this, "in-place",
                                    llvm::cl::desc(kInPlaceDescription),
                                    llvm::cl::init(false)};
  PassOptions::Option<bool> vectorize{
      *this, "vectorize",
      llvm::cl::desc("Lower revseq ops with the vectorised loops of "
                     "convert-revseq-to-vector and elementwise linalg ops "
                     "(fused ones included) with those of "
                     "revseq-vectorize-elementwise (false: scalar loops "
                     "only)"),
      llvm::cl::init(true)};
  PassOptions::Option<unsigned> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Vector register width in bits (0: the host CPU's: "
                     "512 with AVX-512, 256 with AVX, else 128)"),
      llvm::cl::init(RevseqVectorOptions().vectorBits)};
  PassOptions::Option<uint64_t> nontemporalBytes{
      *this, "nontemporal-bytes",
      llvm::cl::desc("Store rows non-temporally (aligned, bypassing the "
                     "caches) when an op's output has at least this many "
                     "bytes; 0: never"),
      llvm::cl::init(RevseqVectorOptions().nontemporalBytes)};
  PassOptions::Option<bool> outParams{
      *this, "out-params",
      llvm::cl::desc("Destination-passing ABI: every result becomes a "
                     "trailing argument that the caller allocates "
                     "(revseq-results-to-out-params; static result shapes "
                     "only)"),
      llvm::cl::init(false)};
  PassOptions::Option<unsigned> numThreads{
      *this, "num-threads",
      llvm::cl::desc("Threads for the outer parallel loops (OpenMP through "
                     "convert-scf-to-openmp; link libomp), 1 to 1024. 1: "
                     "sequential"),
      llvm::cl::init(1)};
  PassOptions::Option<uint64_t> minParallelBytes{
      *this, "min-parallel-bytes",
      llvm::cl::desc("With num-threads > 1: a parallel loop nest that writes "
                     "fewer bytes than this (its output) runs on the "
                     "calling thread, without a fork "
                     "(revseq-sequential-small-parallel-regions; checked at "
                     "run time for dynamic shapes); 0: every loop nest "
                     "forks"),
      llvm::cl::init(kDefaultMinParallelBytes)};
};

/// Options of the tensor stage.
struct TensorStageOptions {
  /// Run revseq-fuse-elementwise.
  bool fuse = false;
  /// The fused ops' value checks (see RevseqLoweringOptions).
  bool runtimeChecks = false;
  /// Leave the revseq ops in their value forms, which one-shot
  /// bufferization may run in place (no revseq-destination-style).
  bool inPlace = false;
  /// Fuse the gather layouts too (revseq-fuse-elementwise's fuse-gathers).
  bool fuseGathers = false;
};

/// The tensor stage every revseq pipeline starts with:
/// convert-elementwise-to-linalg, with `options.fuse`
/// revseq-fuse-elementwise, revseq-read-arguments-through-buffers (one
/// buffer for an argument that many ops read element by element), then
/// (unless `options.inPlace`)
/// revseq-destination-style and eliminate-empty-tensors, so that
/// bufferization can write each revseq result where the surrounding IR
/// wants it; with `options.inPlace` the value forms stay, and bufferization
/// reverses an input that dies in its own buffer.
void addTensorPasses(OpPassManager &pm, const TensorStageOptions &options = {});

/// Adds revseq-constants-to-globals (deterministic names for the globals of
/// tensor constants), one-shot bufferization across function boundaries
/// (identity layouts), with `outParams` revseq-results-to-out-params, the
/// ownership-based deallocation pipeline, convert-bufferization-to-memref and
/// canonicalize (copies between identical views fold away): the
/// tensor-to-buffer stage every revseq pipeline shares.
void addBufferizationPasses(OpPassManager &pm, bool outParams = false);

/// Lowers linalg ops on buffers to loops (`scf.parallel` ones with
/// `parallel`), expands memref metadata and lowers the affine ops: the stage
/// after the kernels that the CPU and GPU pipelines share.
void addLinalgToLoopsPasses(OpPassManager &pm, bool parallel = false);

/// Lowers buffers and loops (revseq kernels already lowered) to the LLVM
/// dialect for the CPU, with `options`' threads, C wrappers and fences.
void addLoopsToLLVMPasses(OpPassManager &pm, const CPUPipelineOptions &options);

/// Lowers a module of `func.func`s on tensors (revseq mixed with upstream
/// tensor, arith, func, linalg and bufferization ops) to the LLVM dialect.
void buildCPUPipeline(OpPassManager &pm, const CPUPipelineOptions &options);

/// Registers `revseq-cpu-pipeline` (the GPU ones: registerGPUPipelines).
void registerCPUPipeline();

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_PIPELINES_PIPELINES_H
