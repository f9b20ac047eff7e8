//===- RevseqCommon.h - pieces shared by the revseq lowerings ---*- C++ -*-===//
//
// The skeleton of the revseq lowering patterns and their driver. The
// semantics they emit (index maps, clamps, run-time checks) come from
// revseq/Dialect/Revseq/Utils/Utils.h.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_CONVERSION_REVSEQCOMMON_REVSEQCOMMON_H
#define REVSEQ_CONVERSION_REVSEQCOMMON_REVSEQCOMMON_H

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir {
class ConversionTarget;
class RewritePatternSet;
} // namespace mlir

namespace mlir::revseq {

/// The skeleton every revseq lowering pattern shares, for either form of an
/// op: the run-time checks, the destination and its sizes, then `lower`,
/// whose result (tensors; null for memrefs) replaces the op. `OpTy` is an op
/// class, or an op interface with `Base` an `OpInterfaceRewritePattern`.
template <typename OpTy, typename Options = RevseqLoweringOptions,
          typename Base = OpRewritePattern<OpTy>>
class RevseqLoweringPattern : public Base {
public:
  RevseqLoweringPattern(MLIRContext *context, const Options &options,
                        PatternBenefit benefit = 1)
      : Base(context, benefit), options(options) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const final {
    if (!accepts(op))
      return rewriter.notifyMatchFailure(op, "not handled by this lowering");
    emitRuntimeChecks(rewriter, op, op->getOperands(), options);
    Value dest = getDestination(rewriter, op);
    SmallVector<Value> sizes = getDimSizes(rewriter, op.getLoc(), dest);
    Value result = lower(rewriter, op, dest, sizes);
    if (op->getNumResults() != 0)
      rewriter.replaceOp(op, result);
    else
      rewriter.eraseOp(op);
    return success();
  }

protected:
  /// Whether this lowering takes `op` (element type, layout, ...).
  virtual bool accepts(OpTy op) const { return true; }
  /// Writes the result of `op` into `dest` (of sizes `sizes`); returns the
  /// new tensor value of `dest`, or null for a memref.
  virtual Value lower(OpBuilder &b, OpTy op, Value dest,
                      ArrayRef<Value> sizes) const = 0;

  Options options;
};

/// Applies a revseq lowering as a partial conversion without folding: the
/// folders use the clamped semantics and would drop the run-time checks the
/// lowering was asked to emit.
LogicalResult applyRevseqLowering(Operation *root,
                                  const ConversionTarget &target,
                                  RewritePatternSet &&patterns);

} // namespace mlir::revseq

#endif // REVSEQ_CONVERSION_REVSEQCOMMON_REVSEQCOMMON_H
