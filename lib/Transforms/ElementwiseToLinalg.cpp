//===- ElementwiseToLinalg.cpp - elementwise ops to linalg, no folding ----===//
//
// The revseq-convert-elementwise-to-linalg pass: upstream's patterns of
// convert-elementwise-to-linalg in a conversion that never folds (some arith
// folders of LLVM 22.1.8 make constants of dynamic shape).
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_CONVERTELEMENTWISETOLINALGWITHOUTFOLDING
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// The ops upstream's pass converts: elementwise-mappable ops with a ranked
/// tensor operand.
static bool isElementwiseOnRankedTensors(Operation *op) {
  return OpTrait::hasElementwiseMappableTraits(op) &&
         llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>);
}

namespace {
struct ConvertElementwiseToLinalgWithoutFoldingPass
    : public revseq::impl::ConvertElementwiseToLinalgWithoutFoldingBase<
          ConvertElementwiseToLinalgWithoutFoldingPass> {
  void runOnOperation() override {
    ConversionTarget target(getContext());
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !isElementwiseOnRankedTensors(op); });
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseToLinalgConversionPatterns(patterns);
    ConversionConfig config;
    config.foldingMode = DialectConversionFoldingMode::Never;
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
