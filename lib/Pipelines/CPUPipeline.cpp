//===- CPUPipeline.cpp - revseq-cpu-pipeline: tensors to LLVM -------------===//

#include "revseq/Conversion/Passes.h"
#include "revseq/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/Transforms/RequestCWrappers.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void revseq::buildCPUPipeline(OpPassManager &pm,
                              const CPUPipelineOptions &options) {
  // Tensor level: revseq and elementwise ops become linalg.
  ConvertRevseqToLinalgOptions toLinalg;
  toLinalg.runtimeChecks = options.runtimeChecks;
  pm.addPass(createConvertRevseqToLinalg(toLinalg));
  pm.addPass(createConvertElementwiseToLinalgPass());
  pm.addPass(createCanonicalizerPass());

  // Buffers: one-shot bufferization across calls, then deallocation.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());

  // Loops, then LLVM.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(revseq::createLowerAssertsToStderr());
  if (options.emitCInterface)
    pm.addNestedPass<func::FuncOp>(LLVM::createLLVMRequestCWrappersPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void revseq::registerPipelines() {
  PassPipelineRegistration<CPUPipelineOptions>(
      "revseq-cpu-pipeline",
      "Lower revseq and upstream tensor code to the LLVM dialect for the CPU",
      buildCPUPipeline);
}
