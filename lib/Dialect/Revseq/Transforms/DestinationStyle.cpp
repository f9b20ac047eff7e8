//===- DestinationStyle.cpp - revseq ops to destination-passing forms -----===//

#include "revseq/Dialect/Revseq/Transforms/Passes.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/Dialect/Revseq/Transforms/BufferizableOpInterfaceImpl.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_REVSEQDESTINATIONSTYLE
#include "revseq/Dialect/Revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

namespace {
/// `op` becomes its destination-passing form writing into a `tensor.empty`.
template <typename OpTy>
struct ToDestinationForm : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    FailureOr<Value> init = tensor::getOrCreateDestination(
        rewriter, op.getLoc(), cast<OpResult>(op.getResult()));
    if (failed(init))
      return rewriter.notifyMatchFailure(op, "result shape not reifiable");
    rewriter.replaceOp(op, buildDestinationForm(rewriter, op, *init));
    return success();
  }
};

struct RevseqDestinationStylePass
    : public revseq::impl::RevseqDestinationStyleBase<
          RevseqDestinationStylePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRevseqDestinationStylePatterns(patterns);
    // No folding: the folders would drop ops the pipeline asked to lower
    // with run-time checks.
    GreedyRewriteConfig config;
    config.enableFolding(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace

void revseq::populateRevseqDestinationStylePatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<ToDestinationForm<ReverseSequenceOp>, ToDestinationForm<ReverseOp>,
           ToDestinationForm<ReverseDynamicOp>,
           ToDestinationForm<ReverseSubsequencesOp>>(patterns.getContext());
}
