//===- ApplyLowering.cpp - the driver of the revseq lowering passes -------===//

#include "revseq/Conversion/RevseqCommon/RevseqCommon.h"

#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;

LogicalResult revseq::applyRevseqLowering(Operation *root,
                                          const ConversionTarget &target,
                                          RewritePatternSet &&patterns) {
  ConversionConfig config;
  config.foldingMode = DialectConversionFoldingMode::Never;
  return applyPartialConversion(root, target, std::move(patterns), config);
}
