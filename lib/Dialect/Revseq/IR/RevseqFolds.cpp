//===- RevseqFolds.cpp - revseq folders and canonicalization patterns -----===//
//
// Folds never change what an op computes under the clamped-length semantics
// (docs/Semantics.md); each one is tested in
// test/Dialect/Revseq/canonicalize.mlir.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/STLExtras.h"

#include <complex>
#include <limits>

using namespace mlir;
using namespace mlir::revseq;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// True when reversing `dims` of a value of `type` (constant `inputAttr`, if
/// any) cannot change it: zero elements, a splat, or every reversed dim of
/// static size 1.
static bool isReversalNoOp(RankedTensorType type, ArrayRef<int64_t> dims,
                           Attribute inputAttr) {
  if (llvm::is_contained(type.getShape(), 0))
    return true;
  if (auto dense = dyn_cast_if_present<DenseElementsAttr>(inputAttr);
      dense && dense.isSplat())
    return true;
  return llvm::all_of(dims, [&](int64_t d) { return type.getDimSize(d) == 1; });
}

/// True when `input` is `result` itself: an op that uses its own result,
/// which only a graph region allows. Folding such an op to its input would
/// return its own result, which the greedy driver takes for an in-place
/// change and revisits forever
/// (test/Regression/canonicalize-graph-cycle.mlir).
static bool isGraphCycle(Value input, Value result) { return input == result; }

/// Reads a length as a signed integer of its width, clamped to [0, size].
/// A dynamic `size` only bounds it by INT64_MAX, which still tells lengths
/// <= 1 (no-ops whatever the size) from the others.
static int64_t clampLength(const APInt &length, int64_t size) {
  if (ShapedType::isDynamic(size))
    size = std::numeric_limits<int64_t>::max();
  if (length.isNegative())
    return 0;
  if (length.getActiveBits() > 63)
    return size;
  return std::min<int64_t>(length.getZExtValue(), size);
}

/// The clamped values of a constant lengths tensor, in row-major order.
static std::optional<SmallVector<int64_t>> getClampedLengths(Attribute attr,
                                                             int64_t size) {
  auto dense = dyn_cast_if_present<DenseIntElementsAttr>(attr);
  if (!dense)
    return std::nullopt;
  return llvm::map_to_vector(dense.getValues<APInt>(), [&](const APInt &v) {
    return clampLength(v, size);
  });
}

template <typename T>
static DenseElementsAttr gatherValues(DenseElementsAttr input,
                                      ArrayRef<int64_t> sources) {
  auto values = llvm::to_vector(input.getValues<T>());
  SmallVector<T> result = llvm::map_to_vector(
      sources, [&](int64_t source) { return values[source]; });
  return DenseElementsAttr::get(input.getType(), result);
}

/// Builds the constant whose element `i` is `input[toSource(coords(i))]`,
/// or returns null when `input` is not a foldable constant.
static Attribute
permuteConstant(Attribute inputAttr,
                function_ref<void(MutableArrayRef<int64_t>)> toSource) {
  auto input = dyn_cast_if_present<DenseElementsAttr>(inputAttr);
  if (!input || input.getNumElements() > kConstantFoldElementLimit)
    return {};
  ShapedType type = input.getType();
  SmallVector<int64_t> strides = computeStrides(type.getShape());
  SmallVector<int64_t> sources;
  sources.reserve(input.getNumElements());
  for (int64_t i = 0, e = input.getNumElements(); i < e; ++i) {
    SmallVector<int64_t> coords = delinearize(i, strides);
    toSource(coords);
    sources.push_back(linearize(coords, strides));
  }
  Type elementType = type.getElementType();
  if (isa<IntegerType, IndexType>(elementType))
    return gatherValues<APInt>(input, sources);
  if (isa<FloatType>(elementType))
    return gatherValues<APFloat>(input, sources);
  auto complexType = dyn_cast<ComplexType>(elementType);
  if (complexType && isa<FloatType>(complexType.getElementType()))
    return gatherValues<std::complex<APFloat>>(input, sources);
  if (complexType && isa<IntegerType>(complexType.getElementType()))
    return gatherValues<std::complex<APInt>>(input, sources);
  return {};
}

/// The axes each op reverses, in [0, rank).
static int64_t getReversedAxis(ReverseSequenceOp op) {
  return op.getNormalizedSeqAxis();
}
static int64_t getReversedAxis(ReverseSubsequencesOp op) {
  return op.getNormalizedAxis();
}

/// Whether two lengths ops of one kind reverse along the same axes.
static bool haveSameAxes(ReverseSequenceOp a, ReverseSequenceOp b) {
  return a.getNormalizedBatchAxis() == b.getNormalizedBatchAxis() &&
         a.getNormalizedSeqAxis() == b.getNormalizedSeqAxis();
}
static bool haveSameAxes(ReverseSubsequencesOp a, ReverseSubsequencesOp b) {
  return a.getNormalizedAxis() == b.getNormalizedAxis();
}

/// Shared folds of the two lengths ops. `lengthIndex` maps an input
/// coordinate to the row-major position of its length in `lengths`.
template <typename OpTy>
static OpFoldResult
foldLengthsOp(OpTy op, Attribute inputAttr, Attribute lengthsAttr,
              function_ref<int64_t(ArrayRef<int64_t>)> lengthIndex) {
  if (isGraphCycle(op.getInput(), op.getResult()))
    return {};
  RankedTensorType type = op.getInput().getType();
  int64_t axis = getReversedAxis(op);
  if (isReversalNoOp(type, {axis}, inputAttr))
    return op.getInput();
  // Applying the same lengths twice restores every slice.
  if (auto inner = op.getInput().template getDefiningOp<OpTy>();
      inner && inner.getLengths() == op.getLengths() &&
      haveSameAxes(inner, op) &&
      !isGraphCycle(inner.getInput(), op.getResult()))
    return inner.getInput();
  std::optional<SmallVector<int64_t>> lengths =
      getClampedLengths(lengthsAttr, type.getDimSize(axis));
  if (!lengths)
    return {};
  if (llvm::all_of(*lengths, [](int64_t l) { return l <= 1; }))
    return op.getInput();
  return permuteConstant(inputAttr, [&](MutableArrayRef<int64_t> coords) {
    int64_t length = (*lengths)[lengthIndex(coords)];
    if (coords[axis] < length)
      coords[axis] = length - 1 - coords[axis];
  });
}

namespace {
/// Constant lengths that are all >= T reverse every slice entirely: the op
/// is a plain `revseq.reverse` of the reversed axis.
template <typename OpTy>
struct FullLengthsToReverse : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    int64_t axis = getReversedAxis(op);
    int64_t size = op.getInput().getType().getDimSize(axis);
    Attribute lengthsAttr;
    if (ShapedType::isDynamic(size) ||
        !matchPattern(op.getLengths(), m_Constant(&lengthsAttr)))
      return failure();
    std::optional<SmallVector<int64_t>> lengths =
        getClampedLengths(lengthsAttr, size);
    if (!lengths || lengths->empty() ||
        !llvm::all_of(*lengths, [&](int64_t l) { return l == size; }))
      return failure();
    rewriter.replaceOpWithNewOp<ReverseOp>(op, op.getInput(),
                                           ArrayRef<int64_t>{axis});
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// ReverseSequenceOp
//===----------------------------------------------------------------------===//

OpFoldResult ReverseSequenceOp::fold(FoldAdaptor adaptor) {
  int64_t batchAxis = getNormalizedBatchAxis();
  if (OpFoldResult folded = foldLengthsOp(
          *this, adaptor.getInput(), adaptor.getLengths(),
          [&](ArrayRef<int64_t> coords) { return coords[batchAxis]; }))
    return folded;
  // Canonical form: non-negative axes.
  if (getBatchAxis() >= 0 && getSeqAxis() >= 0)
    return {};
  setBatchAxis(batchAxis);
  setSeqAxis(getNormalizedSeqAxis());
  return getResult();
}

void ReverseSequenceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                    MLIRContext *context) {
  results.add<FullLengthsToReverse<ReverseSequenceOp>>(context);
}

//===----------------------------------------------------------------------===//
// ReverseSubsequencesOp
//===----------------------------------------------------------------------===//

OpFoldResult ReverseSubsequencesOp::fold(FoldAdaptor adaptor) {
  int64_t axis = getNormalizedAxis();
  SmallVector<int64_t> lengthsStrides;
  if (getLengths().getType().hasStaticShape())
    lengthsStrides = computeStrides(getLengths().getType().getShape());
  if (OpFoldResult folded =
          foldLengthsOp(*this, adaptor.getInput(), adaptor.getLengths(),
                        [&](ArrayRef<int64_t> coords) {
                          SmallVector<int64_t> lengthCoords(coords);
                          lengthCoords[axis] = 0;
                          return linearize(lengthCoords, lengthsStrides);
                        }))
    return folded;
  if (getAxis() >= 0)
    return {};
  setAxis(axis);
  return getResult();
}

void ReverseSubsequencesOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  results.add<FullLengthsToReverse<ReverseSubsequencesOp>>(context);
}

//===----------------------------------------------------------------------===//
// ReverseOp
//===----------------------------------------------------------------------===//

/// Axes in canonical form: non-negative, sorted, without dims of static size
/// 1 (reversing those is a no-op).
static SmallVector<int64_t> canonicalizeAxes(ArrayRef<int64_t> normalized,
                                             RankedTensorType type) {
  return llvm::filter_to_vector(
      normalized, [&](int64_t d) { return type.getDimSize(d) != 1; });
}

OpFoldResult ReverseOp::fold(FoldAdaptor adaptor) {
  if (isGraphCycle(getInput(), getResult()))
    return {};
  RankedTensorType type = getInput().getType();
  SmallVector<int64_t> axes = getNormalizedAxes();
  if (isReversalNoOp(type, axes, adaptor.getInput()))
    return getInput();
  // reverse(reverse(x, A), B) == reverse(x, A xor B). Not through a cycle
  // of one or two ops, where merging would never reach a fixed point.
  if (auto inner = getInput().getDefiningOp<ReverseOp>();
      inner && !isGraphCycle(inner.getInput(), getResult()) &&
      !isGraphCycle(inner.getInput(), inner.getResult())) {
    SmallVector<int64_t> innerAxes = inner.getNormalizedAxes();
    SmallVector<int64_t> merged;
    std::set_symmetric_difference(axes.begin(), axes.end(), innerAxes.begin(),
                                  innerAxes.end(), std::back_inserter(merged));
    if (merged.empty())
      return inner.getInput();
    getInputMutable().assign(inner.getInput());
    setAxes(merged);
    return getResult();
  }
  if (Attribute folded =
          permuteConstant(adaptor.getInput(), [&](MutableArrayRef<int64_t> c) {
            for (int64_t d : axes)
              c[d] = type.getDimSize(d) - 1 - c[d];
          }))
    return folded;
  SmallVector<int64_t> canonical = canonicalizeAxes(axes, type);
  if (ArrayRef<int64_t>(canonical) == getAxes())
    return {};
  setAxes(canonical);
  return getResult();
}

//===----------------------------------------------------------------------===//
// ReverseDynamicOp
//===----------------------------------------------------------------------===//

OpFoldResult ReverseDynamicOp::fold(FoldAdaptor adaptor) {
  if (isGraphCycle(getInput(), getResult()))
    return {};
  RankedTensorType type = getInput().getType();
  SmallVector<int64_t> allDims =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  if (isReversalNoOp(type, allDims, adaptor.getInput()))
    return getInput();
  return {};
}

/// The axes a constant `axes` operand names, or nullopt when a value breaks
/// a run-time rule (left to the lowering, which may check it).
static std::optional<SmallVector<int64_t>>
getConstantAxes(ReverseDynamicOp op, DenseIntElementsAttr attr) {
  int64_t rank = op.getInput().getType().getRank();
  SmallVector<int64_t> axes;
  if (op.getMode() == ReverseMode::mask) {
    if (attr.getNumElements() != rank)
      return std::nullopt;
    for (auto [d, flag] : llvm::enumerate(attr.getValues<bool>()))
      if (flag)
        axes.push_back(d);
    return axes;
  }
  for (const APInt &value : attr.getValues<APInt>()) {
    if (value.getSignificantBits() > 64)
      return std::nullopt;
    int64_t axis = value.getSExtValue();
    if (axis < -rank || axis >= rank)
      return std::nullopt;
    axes.push_back(normalizeAxis(axis, rank));
  }
  llvm::sort(axes);
  axes.erase(llvm::unique(axes), axes.end());
  return axes;
}

namespace {
/// `reverse_dynamic` with constant axes or mask is a `reverse`.
struct ConstantAxesToReverse : public OpRewritePattern<ReverseDynamicOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReverseDynamicOp op,
                                PatternRewriter &rewriter) const override {
    DenseIntElementsAttr attr;
    if (!matchPattern(op.getAxes(), m_Constant(&attr)))
      return failure();
    std::optional<SmallVector<int64_t>> axes = getConstantAxes(op, attr);
    if (!axes)
      return failure();
    rewriter.replaceOpWithNewOp<ReverseOp>(op, op.getInput(), *axes);
    return success();
  }
};
} // namespace

void ReverseDynamicOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                   MLIRContext *context) {
  results.add<ConstantAxesToReverse>(context);
}
