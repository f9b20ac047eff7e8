//===- ExpandShapesAsReinterpretCasts.cpp - LLVM 22 workaround ------------===//
//
// The revseq-expand-shapes-as-reinterpret-casts pass: a memref.expand_shape
// with several dynamic sizes in one reassociation group, on which LLVM 22's
// expand-strided-metadata crashes (llvm/llvm-project#186830), becomes the
// memref.reinterpret_cast that the fixed upstream pass produces.
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_EXPANDSHAPESASREINTERPRETCASTS
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// Whether a reassociation group of `op` has more than one dynamic size.
static bool hasGroupWithDynamicSizes(memref::ExpandShapeOp op) {
  MemRefType type = op.getResultType();
  return llvm::any_of(op.getReassociationIndices(),
                      [&](const ReassociationIndices &group) {
                        return llvm::count_if(group, [&](int64_t d) {
                                 return type.isDynamicDim(d);
                               }) > 1;
                      });
}

namespace {
struct ExpandShapeAsReinterpretCast
    : public OpRewritePattern<memref::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasGroupWithDynamicSizes(op))
      return rewriter.notifyMatchFailure(op, "at most one dynamic size per "
                                             "group: expand-strided-metadata");
    Location loc = op.getLoc();
    auto metadata =
        memref::ExtractStridedMetadataOp::create(rewriter, loc, op.getSrc());
    SmallVector<OpFoldResult> sourceStrides =
        metadata.getConstifiedMixedStrides();
    SmallVector<OpFoldResult> sizes = op.getMixedOutputShape();
    SmallVector<OpFoldResult> strides(sizes.size());
    AffineExpr s0, s1;
    bindSymbols(rewriter.getContext(), s0, s1);
    for (auto [sourceDim, group] :
         llvm::enumerate(op.getReassociationIndices())) {
      // The innermost dim has the source dim's stride, each dim outward
      // the next one's times its size.
      strides[group.back()] = sourceStrides[sourceDim];
      for (int64_t i = group.size() - 1; i > 0; --i)
        strides[group[i - 1]] = affine::makeComposedFoldedAffineApply(
            rewriter, loc, s0 * s1, {strides[group[i]], sizes[group[i]]});
    }
    rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
        op, op.getResultType(), metadata.getBaseBuffer(),
        metadata.getConstifiedMixedOffset(), sizes, strides);
    return success();
  }
};

struct ExpandShapesAsReinterpretCastsPass
    : public revseq::impl::ExpandShapesAsReinterpretCastsBase<
          ExpandShapesAsReinterpretCastsPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandShapeAsReinterpretCast>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
