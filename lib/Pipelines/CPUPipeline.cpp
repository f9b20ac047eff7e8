//===- CPUPipeline.cpp - revseq-cpu-pipeline: tensors to LLVM -------------===//

#include "revseq/Codegen/CPU/Passes.h"
#include "revseq/Conversion/Passes.h"
#include "revseq/Dialect/Revseq/Transforms/Passes.h"
#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/Transforms/RequestCWrappers.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <limits>

using namespace mlir;

void revseq::addTensorPasses(OpPassManager &pm,
                             const TensorStageOptions &options) {
  // Elementwise ops become linalg, revseq ops next to them are fused into
  // their loops, the others take a destination; empty destinations are
  // replaced by the buffers the surrounding IR provides (insert_slice and
  // materialize_in_destination targets, ...). No canonicalisation here: the
  // folders would drop ops whose run-time checks were asked for, and
  // folding a tensor.cast into a destination-passing form can make a size
  // rule that is only checked at run time (a dynamic mask longer than the
  // rank) a static verifier error.
  pm.addPass(revseq::createConvertElementwiseToLinalgWithoutFolding());
  if (options.fuse) {
    RevseqFuseElementwiseOptions fusion;
    fusion.runtimeChecks = options.runtimeChecks;
    fusion.fuseGathers = options.fuseGathers;
    pm.addPass(revseq::createRevseqFuseElementwise(fusion));
  }
  // Arguments that many ops read (lengths, axes) are read through one
  // buffer: one-shot analysis is quadratic in the uses of a value.
  pm.addNestedPass<func::FuncOp>(revseq::createReadArgumentsThroughBuffers());
  if (options.inPlace)
    return;
  pm.addPass(revseq::createRevseqDestinationStyle());
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
}

void revseq::addBufferizationPasses(OpPassManager &pm, bool outParams) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // A loop may carry a result that cannot be written over its own input (a
  // revseq op on its iter_arg): yield a new buffer instead of failing.
  bufferize.allowReturnAllocsFromLoops = true;
  // A tensor returned or yielded by a loop twice gets a copy: bufferization
  // takes such results for distinct buffers.
  pm.addPass(revseq::createCopyRepeatedResults());
  // A loop whose init is an empty that something else writes gets an empty
  // of its own: bufferization let that write land in the loop's buffer.
  pm.addPass(revseq::createSeparateEmptyLoopInits());
  // Module bufferization names the globals of tensor constants in an order
  // that changes from run to run: create them first, in module order.
  pm.addPass(revseq::createConstantsToGlobals());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  if (outParams)
    pm.addPass(revseq::createResultsToOutParams());
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
  // Copies between identical views (a result written in place into a
  // subview) fold away.
  pm.addPass(createCanonicalizerPass());
}

void revseq::addLinalgToLoopsPasses(OpPassManager &pm, bool parallel) {
  if (parallel)
    pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  else
    pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // One lower-affine after expand-strided-metadata lowers the affine.apply
  // ops of the three passes; the first keeps LLVM 22's
  // expand-strided-metadata from crashing on some expand_shapes.
  pm.addPass(revseq::createExpandShapesAsReinterpretCasts());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
}

void revseq::addLoopsToLLVMPasses(OpPassManager &pm,
                                  const CPUPipelineOptions &options) {
  // Loops (parallel ones when threads are requested), then LLVM.
  bool threaded = options.numThreads > 1;
  pm.addPass(createForallToParallelLoopPass());
  // The allocations made since bufferization (the kernels' scratch
  // buffers, the emulated device buffers) fail with a message too.
  if (options.runtimeChecks)
    pm.addNestedPass<func::FuncOp>(revseq::createCheckAllocations());
  addLinalgToLoopsPasses(pm, threaded);
  if (threaded) {
    ConvertSCFToOpenMPPassOptions openmp;
    openmp.numThreads = options.numThreads;
    pm.addPass(createConvertSCFToOpenMPPass(openmp));
    // Before the fences: the pass gives up on regions with writes it cannot
    // follow, and an llvm.fence is one.
    revseq::SequentialSmallParallelRegionsOptions small;
    small.minParallelBytes = options.minParallelBytes;
    pm.addPass(revseq::createSequentialSmallParallelRegions(small));
  } else {
    pm.addPass(createParallelForToNestedForsPass());
  }
  // Non-temporal stores need fences (once per thread or per call).
  if (options.vectorize && options.nontemporalBytes != 0)
    pm.addPass(revseq::createFenceNontemporalStores());
  if (threaded) {
    // scf-to-openmp wraps each parallel body in a memref.alloca_scope, which
    // must stay a single block: lower it before scf-to-cf splits the body.
    pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  }
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(revseq::createLowerAssertsToStderr());
  if (options.emitCInterface)
    pm.addNestedPass<func::FuncOp>(LLVM::createLLVMRequestCWrappersPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void revseq::buildCPUPipeline(OpPassManager &pm,
                              const CPUPipelineOptions &options) {
  addTensorPasses(pm, {options.fuse, options.runtimeChecks, options.inPlace,
                       options.fuseGathers});
  addBufferizationPasses(pm, options.outParams);
  // An allocation that fails stops the program with a message; checked
  // here, the ops that write the results still name them.
  if (options.runtimeChecks)
    pm.addNestedPass<func::FuncOp>(revseq::createCheckAllocations());
  // Kernels on the buffers bufferization chose: vector loops where the
  // element type and layout allow, linalg otherwise.
  if (options.vectorize) {
    ConvertRevseqToVectorOptions toVector;
    toVector.runtimeChecks = options.runtimeChecks;
    toVector.vectorBits = options.vectorBits;
    toVector.nontemporalBytes = options.nontemporalBytes;
    pm.addPass(createConvertRevseqToVector(toVector));
  }
  ConvertRevseqToLinalgOptions toLinalg;
  toLinalg.runtimeChecks = options.runtimeChecks;
  pm.addPass(createConvertRevseqToLinalg(toLinalg));
  // The elementwise generics (fused revseq ops among them) as vector loops.
  if (options.vectorize) {
    VectorizeElementwiseOptions elementwise;
    elementwise.vectorBits = options.vectorBits;
    elementwise.nontemporalBytes = options.nontemporalBytes;
    pm.addPass(revseq::createVectorizeElementwise(elementwise));
  }
  addLoopsToLLVMPasses(pm, options);
}

/// The most OpenMP threads a pipeline asks for.
static constexpr unsigned kMaxThreads = 1024;

/// The largest `min-parallel-bytes`: the largest byte count an index holds.
static constexpr uint64_t kMaxMinParallelBytes =
    std::numeric_limits<int64_t>::max();

void revseq::registerCPUPipeline() {
  // PassPipelineRegistration, plus a check of the options that the passes
  // would not see (vector-bits with vectorize=false, num-threads).
  registerPassPipeline(
      "revseq-cpu-pipeline",
      "Lower revseq and upstream tensor code to the LLVM dialect for the CPU",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        CPUPipelineOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (!isValidVectorBits(options.vectorBits))
          return errorHandler(
              "revseq-cpu-pipeline: vector-bits=" + Twine(options.vectorBits) +
              " is invalid: expected 0 (the host CPU's "
              "width) or a power of two in [" +
              Twine(kMinVectorBits) + ", " + Twine(kMaxVectorBits) + "]");
        if (options.numThreads < 1 || options.numThreads > kMaxThreads)
          return errorHandler(
              "revseq-cpu-pipeline: num-threads=" + Twine(options.numThreads) +
              " is invalid: expected 1 to " + Twine(kMaxThreads));
        if (options.minParallelBytes > kMaxMinParallelBytes)
          return errorHandler("revseq-cpu-pipeline: min-parallel-bytes=" +
                              Twine(uint64_t(options.minParallelBytes)) +
                              " is invalid: expected 0 to 2^63 - 1 (bytes)");
        buildCPUPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(CPUPipelineOptions());
      });
}
