//===- FuseElementwise.cpp - the revseq-fuse-elementwise pass -------------===//

#include "revseq/Dialect/Revseq/Transforms/Passes.h"

#include "revseq/Dialect/Revseq/Transforms/ElementwiseFusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_REVSEQFUSEELEMENTWISE
#include "revseq/Dialect/Revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

namespace {
struct RevseqFuseElementwisePass
    : public revseq::impl::RevseqFuseElementwiseBase<
          RevseqFuseElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    RevseqLoweringOptions options;
    options.runtimeChecks = runtimeChecks;
    // The fused ops of a block share their reverse_dynamic flags.
    IndexMapInvariantsCache cache;
    RewritePatternSet patterns(&getContext());
    populateRevseqExporterIdiomPatterns(patterns);
    populateRevseqElementwiseFusionPatterns(patterns, options, &cache,
                                            fuseGathers);
    // No folding: the revseq folders use the clamped semantics and would
    // drop ops whose run-time checks were asked for.
    GreedyRewriteConfig config;
    config.enableFolding(false);
    config.setListener(&cache);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
  }
};
} // namespace
