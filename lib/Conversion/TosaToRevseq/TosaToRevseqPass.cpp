//===- TosaToRevseqPass.cpp - the convert-tosa-reverse-to-revseq pass -----===//

#include "revseq/Conversion/Passes.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_CONVERTTOSAREVERSETOREVSEQ
#include "revseq/Conversion/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

namespace {
struct ConvertTosaReverseToRevseqPass
    : public revseq::impl::ConvertTosaReverseToRevseqBase<
          ConvertTosaReverseToRevseqPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    revseq::populateTosaReverseToRevseqPatterns(patterns);
    // Only the one rewrite: no folding, so the pass changes nothing else.
    GreedyRewriteConfig config;
    config.enableFolding(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
