//===- InitAll.cpp - register every revseq dialect, pass and pipeline -----===//

#include "revseq/InitAll.h"

#include "revseq/Conversion/Passes.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/Dialect/Revseq/Transforms/BufferizableOpInterfaceImpl.h"
#include "revseq/Dialect/Revseq/Transforms/TilingInterfaceImpl.h"
#include "revseq/Pipelines/GPUPipeline.h"
#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void mlir::revseq::registerAllDialects(DialectRegistry &registry) {
  registry.insert<RevseqDialect>();
  registerBufferizableOpInterfaceExternalModels(registry);
  registerTilingInterfaceExternalModels(registry);
  // gpu-module-to-binary translates gpu.module contents to LLVM IR.
  registerAllGPUToLLVMIRTranslations(registry);
}

void mlir::revseq::registerAllPasses() {
  registerRevseqConversionPasses();
  registerRevseqTransformsPasses();
  registerPipelines();
  registerGPUPipelines();
}
