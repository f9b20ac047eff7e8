//===- RevseqCommon.h - pieces shared by the revseq lowerings ---*- C++ -*-===//
//
// The clamped-length semantics (docs/Semantics.md) and the run-time checks,
// emitted once here so every lowering (linalg, vector, GPU) computes the
// same indices and stops on the same conditions with the same messages.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_CONVERSION_REVSEQCOMMON_REVSEQCOMMON_H
#define REVSEQ_CONVERSION_REVSEQCOMMON_REVSEQCOMMON_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Value.h"

namespace mlir {
class ConversionTarget;
class RewritePatternSet;
} // namespace mlir

namespace mlir::revseq {

enum class ReverseMode : uint32_t;

/// Options shared by the revseq lowerings. The passes and pipelines take
/// their defaults from here.
struct RevseqLoweringOptions {
  /// Emit `revseq.check`s for out-of-range lengths, axes and masks.
  bool runtimeChecks = false;
};

/// The help text of every pipeline's `runtime-checks` option (the passes'
/// is RevseqRuntimeChecksOption in Conversion/Passes.td).
inline constexpr const char *kRuntimeChecksDescription =
    "Stop with a message on out-of-range lengths, axes and masks instead of "
    "clamping or ignoring them";

//===----------------------------------------------------------------------===//
// Index math
//===----------------------------------------------------------------------===//

/// Emits a loop nest over [0, ubs) (unit steps) calling `body` with the
/// induction variables.
void buildIndexLoopNest(
    OpBuilder &b, Location loc, ArrayRef<Value> ubs,
    function_ref<void(OpBuilder &, Location, ValueRange)> body);

/// Returns every dim of the ranked tensor or memref `value` as an index
/// value.
SmallVector<Value> getDimSizes(OpBuilder &b, Location loc, Value value);

/// The identity-layout memref `buffer` (rank at least 1) viewed as 1-D: a
/// `memref.collapse_shape` whose size is dynamic as soon as one dim is
/// (even next to a static 0); `buffer` itself when it is 1-D.
Value collapseToFlat(OpBuilder &b, Location loc, Value buffer);

/// Reads the element at `indices` of the ranked tensor or memref `shaped`.
Value extractElement(OpBuilder &b, Location loc, Value shaped,
                     ValueRange indices);

/// Reads the signless integer `value` (any width) as signed and converts it
/// to i64, saturating values outside the i64 range.
Value saturateToI64(OpBuilder &b, Location loc, Value value);

/// Returns `clamp(length, 0, size)` in the type of `size`; `length` is a
/// signless integer of any width read as signed, `size` an index or a
/// non-negative integer of at most 64 bits.
Value clampLength(OpBuilder &b, Location loc, Value length, Value size);

/// Returns `pos < length ? length - 1 - pos : pos` (values of one index or
/// integer type).
Value mirrorBelow(OpBuilder &b, Location loc, Value pos, Value length);

/// Returns `size - 1 - pos` (values of one index or integer type).
Value mirror(OpBuilder &b, Location loc, Value pos, Value size);

//===----------------------------------------------------------------------===//
// Checks and operand preparation
//===----------------------------------------------------------------------===//

/// Emits the run-time checks of the revseq op `op` (either form) on its
/// tensor or memref operands `operands`: the size rules the verifier could not
/// decide (always) and, with `options.runtimeChecks`, the value rules. Each
/// failing check stops the program with a message naming the rule.
void emitRuntimeChecks(OpBuilder &b, Operation *op, ValueRange operands,
                       const RevseqLoweringOptions &options);

/// One i1 per dim of a rank-`rank` input: whether `reverse_dynamic`
/// reverses it, read from the tensor or memref `axes` in `mode`. Index
/// values outside [-rank, rank) name no dim and missing mask flags are false
/// (or fail the run-time checks that `emitRuntimeChecks` emits).
SmallVector<Value> computeReverseFlags(OpBuilder &b, Location loc, int64_t rank,
                                       ReverseMode mode, Value axes,
                                       const RevseqLoweringOptions &options);

/// The buffer or tensor a lowering of `op` writes: `init` for a
/// destination-passing form, a new `tensor.empty` for a value form.
Value getDestination(OpBuilder &b, Operation *op);

/// The skeleton every revseq lowering pattern shares, for either form of an
/// op: the run-time checks, the destination and its sizes, then `lower`,
/// whose result (tensors; null for memrefs) replaces the op.
template <typename OpTy, typename Options = RevseqLoweringOptions>
class RevseqLoweringPattern : public OpRewritePattern<OpTy> {
public:
  RevseqLoweringPattern(MLIRContext *context, const Options &options,
                        PatternBenefit benefit = 1)
      : OpRewritePattern<OpTy>(context, benefit), options(options) {}

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
