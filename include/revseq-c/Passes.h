//===-- revseq-c/Passes.h - C API for the revseq passes -----------*- C -*-===//
//
// Generated from include/revseq/Conversion/Passes.td,
// include/revseq/Codegen/{CPU,GPU}/Passes.td,
// include/revseq/Dialect/Revseq/Transforms/Passes.td and
// include/revseq/Transforms/Passes.td like upstream's mlir-c/Conversion.h:
//
//   void mlirRegisterRevseqConversionPasses(void);
//   MlirPass mlirCreateRevseqConversion<Pass>(void);
//   void mlirRegisterRevseqConversion<Pass>(void);
//
// and the same with RevseqCodegenCPU and RevseqCodegenGPU (code generation
// for each target), RevseqDialectTransforms (the dialect's passes) and
// RevseqTransforms (the target-free passes on upstream IR), where
// <Pass> is a def name of the Passes.td, e.g.
// mlirCreateRevseqConversionConvertRevseqToLinalg() or
// mlirCreateRevseqDialectTransformsRevseqDestinationStyle(). The pass manager
// takes ownership of a created pass (mlirOpPassManagerAddOwnedPass). The named
// pipelines are registered by revseqRegisterAllPasses
// (revseq-c/RegisterEverything.h).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_C_PASSES_H
#define REVSEQ_C_PASSES_H

#include "mlir-c/Pass.h"

#include "revseq-c/CodegenCPU.capi.h.inc"
#include "revseq-c/CodegenGPU.capi.h.inc"
#include "revseq-c/DialectTransforms.capi.h.inc"
#include "revseq-c/Passes.capi.h.inc"
#include "revseq-c/Transforms.capi.h.inc"

#endif // REVSEQ_C_PASSES_H
