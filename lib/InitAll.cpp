//===- InitAll.cpp - register every revseq dialect, pass and pipeline -----===//

#include "revseq/InitAll.h"

#include "revseq/Conversion/Passes.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"

void mlir::revseq::registerAllDialects(DialectRegistry &registry) {
  registry.insert<RevseqDialect>();
}

void mlir::revseq::registerAllPasses() {
  registerRevseqConversionPasses();
  registerPipelines();
}
