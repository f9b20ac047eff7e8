//===- ExporterIdioms.cpp - fold the revseq idioms of model exporters -----===//
//
// Exporters spell a whole-axis reverse with the ops they have: tf2onnx
// writes `tf.reverse` as Transpose -> ReverseSequence with the full length
// computed at run time (`Expand(Shape(x)[t], [B])`) -> Transpose. Both halves
// are compositions of index maps that fold: a lengths op whose every length
// is the axis size is a `reverse`, and a transpose around a revseq op moves
// into the op's axes.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/Transforms/ElementwiseFusion.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::revseq;

/// The value every element of `lengths` holds, when it is a splat of one:
/// `tensor.splat`, `linalg.fill`, or a `tensor.generate` yielding a value
/// from above.
static Value getSplatValue(Value lengths) {
  if (auto splat = lengths.getDefiningOp<tensor::SplatOp>())
    return splat.getInput();
  if (auto fill = lengths.getDefiningOp<linalg::FillOp>())
    return fill.getInputs().front();
  if (auto generate = lengths.getDefiningOp<tensor::GenerateOp>()) {
    Value yielded = generate.getBody().front().getTerminator()->getOperand(0);
    if (!generate.getBody().isAncestor(yielded.getParentRegion()))
      return yielded;
  }
  return Value();
}

/// `(value, dim)` named through the transposes that produce `value`: the
/// dim of the tensor they transpose.
static std::pair<Value, int64_t> throughTransposes(Value value, int64_t dim) {
  while (auto transpose = value.getDefiningOp<linalg::TransposeOp>()) {
    if (!transpose.hasPureTensorSemantics())
      break;
    dim = transpose.getPermutation()[dim];
    value = transpose.getInput();
  }
  return {value, dim};
}

/// Whether `length` is the size of dimension `axis` of `input`: a
/// `tensor.dim` of it (or of a transpose of the same tensor), maybe cast to
/// a signed integer of at least 64 bits (narrower casts could wrap).
static bool isAxisSize(Value length, Value input, int64_t axis) {
  while (Operation *def = length.getDefiningOp()) {
    Type type = length.getType();
    unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
    bool widening = isa<arith::IndexCastOp, arith::ExtSIOp>(def) && width >= 64;
    if (!widening)
      break;
    length = def->getOperand(0);
  }
  auto dim = length.getDefiningOp<tensor::DimOp>();
  std::optional<int64_t> index = dim ? dim.getConstantIndex() : std::nullopt;
  return index && throughTransposes(dim.getSource(), *index) ==
                      throughTransposes(input, axis);
}

namespace {

/// A lengths op whose lengths are all the size of its axis, read at run
/// time, reverses the whole axis: a `revseq.reverse` (after the size rules
/// of the lengths, which still hold).
template <typename OpTy>
struct AxisSizeLengthsToReverse : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    ReverseIndexMap map = op.getIndexMap();
    Value length = getSplatValue(op.getLengths());
    if (!length || !isAxisSize(length, op.getInput(), map.seqAxis))
      return rewriter.notifyMatchFailure(op, "lengths not the axis size");
    emitRuntimeChecks(rewriter, op, op->getOperands(), {});
    rewriter.replaceOpWithNewOp<ReverseOp>(op, op.getInput(),
                                           ArrayRef<int64_t>{map.seqAxis});
    return success();
  }
};

/// `transpose(revseq(transpose(x, p)), q)` with `q` undoing `p` is the
/// revseq op on `x` with each axis `a` renamed `p[a]`.
struct FoldTransposesAroundRevseq
    : public OpRewritePattern<linalg::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::TransposeOp outer,
                                PatternRewriter &rewriter) const override {
    Operation *revseq = outer.getInput().getDefiningOp();
    if (!revseq || !isa<ReverseOp, ReverseSequenceOp>(revseq) ||
        !revseq->hasOneUse())
      return rewriter.notifyMatchFailure(outer, "not after a revseq op");
    auto inner = revseq->getOperand(0).getDefiningOp<linalg::TransposeOp>();
    if (!inner || !outer.hasPureTensorSemantics() ||
        !inner.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(outer, "no transpose before it");
    ArrayRef<int64_t> p = inner.getPermutation(), q = outer.getPermutation();
    for (auto [i, qi] : llvm::enumerate(q))
      if (p[qi] != int64_t(i))
        return rewriter.notifyMatchFailure(outer, "transposes do not cancel");
    Value x = inner.getInput();
    Location loc = revseq->getLoc();
    Value replacement;
    if (auto reverse = dyn_cast<ReverseOp>(revseq)) {
      SmallVector<int64_t> axes = llvm::map_to_vector(
          reverse.getNormalizedAxes(), [&](int64_t a) { return p[a]; });
      replacement = ReverseOp::create(rewriter, loc, x, axes);
    } else {
      auto sequence = cast<ReverseSequenceOp>(revseq);
      replacement =
          ReverseSequenceOp::create(rewriter, loc, x, sequence.getLengths(),
                                    p[sequence.getNormalizedBatchAxis()],
                                    p[sequence.getNormalizedSeqAxis()]);
    }
    rewriter.replaceOp(outer, replacement);
    return success();
  }
};

} // namespace

void mlir::revseq::populateRevseqExporterIdiomPatterns(
    RewritePatternSet &patterns) {
  patterns.add<AxisSizeLengthsToReverse<ReverseSequenceOp>,
               AxisSizeLengthsToReverse<ReverseSubsequencesOp>,
               FoldTransposesAroundRevseq>(patterns.getContext());
}
