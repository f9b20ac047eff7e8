//===- TosaToRevseq.cpp - tosa.reverse to revseq.reverse ------------------===//

#include "revseq/Conversion/TosaToRevseq/TosaToRevseq.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace {
struct TosaReverseToRevseq : public OpRewritePattern<tosa::ReverseOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::ReverseOp op,
                                PatternRewriter &rewriter) const override {
    auto inputType = dyn_cast<RankedTensorType>(op.getInput1().getType());
    if (!inputType)
      return rewriter.notifyMatchFailure(op, "unranked input");
    // revseq.reverse holds what a memref can hold (reverse_c1); anything
    // else (quantized storage types, say) stays with TOSA's own lowering.
    if (!BaseMemRefType::isValidElementType(inputType.getElementType()))
      return rewriter.notifyMatchFailure(op, "element type not supported");
    int64_t rank = inputType.getRank();
    int64_t axis = op.getAxis();
    if (axis < 0 || axis >= rank)
      return rewriter.notifyMatchFailure(op, "axis out of range");

    Value reversed =
        revseq::ReverseOp::create(rewriter, op.getLoc(), op.getInput1(),
                                  rewriter.getDenseI64ArrayAttr({axis}));
    Type resultType = op.getType();
    if (reversed.getType() != resultType)
      reversed =
          tensor::CastOp::create(rewriter, op.getLoc(), resultType, reversed);
    rewriter.replaceOp(op, reversed);
    return success();
  }
};
} // namespace

void mlir::revseq::populateTosaReverseToRevseqPatterns(
    RewritePatternSet &patterns) {
  patterns.add<TosaReverseToRevseq>(patterns.getContext());
}
