//===- InitAll.cpp - register every revseq dialect, pass and pipeline -----===//

#include "revseq/InitAll.h"

#include "revseq/Codegen/CPU/Passes.h"
#include "revseq/Codegen/GPU/Passes.h"
#include "revseq/Conversion/Passes.h"
#include "revseq/Conversion/RevseqToLLVM/RevseqToLLVM.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/Dialect/Revseq/Transforms/BufferizableOpInterfaceImpl.h"
#include "revseq/Dialect/Revseq/Transforms/Passes.h"
#include "revseq/Dialect/Revseq/Transforms/ReductionPatterns.h"
#include "revseq/Dialect/Revseq/Transforms/TilingInterfaceImpl.h"
#include "revseq/Pipelines/GPUPipeline.h"
#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void mlir::revseq::registerAllDialects(DialectRegistry &registry) {
  registry.insert<RevseqDialect>();
  registerBufferizableOpInterfaceExternalModels(registry);
  registerTilingInterfaceExternalModels(registry);
  // convert-to-llvm lowers revseq.check.
  registerConvertRevseqToLLVMInterface(registry);
  // Reduction patterns for revseq-reduce.
  registerReducerExtension(registry);
  // gpu-module-to-binary translates gpu.module contents to LLVM IR.
  registerAllGPUToLLVMIRTranslations(registry);
}

void mlir::revseq::registerAllPasses() {
  registerRevseqDialectTransformsPasses();
  registerRevseqConversionPasses();
  registerRevseqCodegenCPUPasses();
  registerRevseqCodegenGPUPasses();
  registerRevseqTransformsPasses();
  registerCPUPipeline();
  registerGPUPipelines();
}

void mlir::revseq::registerAllDialectsWithUpstream(DialectRegistry &registry) {
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  revseq::registerAllDialects(registry);
}

void mlir::revseq::registerAllPassesWithUpstream() {
  mlir::registerAllPasses();
  revseq::registerAllPasses();
}
