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
/// A value form of the family (an op with an index map that is not in
/// destination-passing style) becomes its destination-passing form writing
/// into a `tensor.empty`.
struct ToDestinationForm
    : public OpInterfaceRewritePattern<IndexMapOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(IndexMapOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (isa<DestinationStyleOpInterface>(op.getOperation()))
      return rewriter.notifyMatchFailure(op, "already destination-passing");
    FailureOr<Value> init = tensor::getOrCreateDestination(
        rewriter, op.getLoc(), cast<OpResult>(op->getResult(0)));
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
  patterns.add<ToDestinationForm>(patterns.getContext());
}
