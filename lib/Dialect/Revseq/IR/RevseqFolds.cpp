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

/// Whether `a` and `b` are one map fixed at compile time (Axes, Prefix):
/// such a map is its own inverse. A map that reads its axes at run time is
/// not compared.
static bool isSameStaticMap(const ReverseIndexMap &a,
                            const ReverseIndexMap &b) {
  if (a.kind != b.kind)
    return false;
  switch (a.kind) {
  case ReverseIndexMap::Kind::Axes:
    return a.axes == b.axes;
  case ReverseIndexMap::Kind::DynamicAxes:
    return false;
  case ReverseIndexMap::Kind::Prefix:
    return a.seqAxis == b.seqAxis && a.lengths == b.lengths &&
           a.lengthsMap == b.lengthsMap;
  }
  llvm_unreachable("unknown index map kind");
}

/// The row-major position in the constant `lengths` of the length of the
/// input coordinates `coords` under the prefix map `map`.
static int64_t getLengthPosition(const ReverseIndexMap &map,
                                 ArrayRef<int64_t> lengthsStrides,
                                 ArrayRef<int64_t> coords) {
  SmallVector<int64_t> lengthCoords;
  for (AffineExpr expr : map.lengthsMap.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      lengthCoords.push_back(coords[dim.getPosition()]);
    else
      lengthCoords.push_back(cast<AffineConstantExpr>(expr).getValue());
  }
  return linearize(lengthCoords, lengthsStrides);
}

/// The folds of a prefix map with constant lengths `lengthsAttr`: lengths
/// that are all <= 1 leave the input unchanged, and a constant input is
/// permuted.
static OpFoldResult foldConstantLengths(const ReverseIndexMap &map, Value input,
                                        Attribute inputAttr,
                                        Attribute lengthsAttr) {
  auto type = cast<RankedTensorType>(input.getType());
  int64_t axis = map.seqAxis;
  std::optional<SmallVector<int64_t>> lengths =
      getClampedLengths(lengthsAttr, type.getDimSize(axis));
  if (!lengths)
    return {};
  if (llvm::all_of(*lengths, [](int64_t l) { return l <= 1; }))
    return input;
  SmallVector<int64_t> lengthsStrides = computeStrides(
      cast<DenseIntElementsAttr>(lengthsAttr).getType().getShape());
  return permuteConstant(inputAttr, [&](MutableArrayRef<int64_t> coords) {
    int64_t length = (*lengths)[getLengthPosition(map, lengthsStrides, coords)];
    if (coords[axis] < length)
      coords[axis] = length - 1 - coords[axis];
  });
}

OpFoldResult revseq::foldIndexMapOp(IndexMapOpInterface op,
                                    ArrayRef<Attribute> operands) {
  Value input = op.getMappedInput();
  Value result = op->getResult(0);
  if (isGraphCycle(input, result))
    return {};
  auto type = cast<RankedTensorType>(input.getType());
  ReverseIndexMap map = op.getIndexMap();
  if (isReversalNoOp(type, map.getMirroredDims(type.getRank()), operands[0]))
    return input;
  // Applying the same static map twice restores the input.
  if (auto inner = input.getDefiningOp<IndexMapOpInterface>();
      inner && inner->getName() == op->getName() &&
      isSameStaticMap(inner.getIndexMap(), map) &&
      !isGraphCycle(inner.getMappedInput(), result))
    return inner.getMappedInput();
  switch (map.kind) {
  case ReverseIndexMap::Kind::Axes:
    return permuteConstant(operands[0], [&](MutableArrayRef<int64_t> c) {
      for (int64_t d : map.axes)
        c[d] = type.getDimSize(d) - 1 - c[d];
    });
  case ReverseIndexMap::Kind::DynamicAxes:
    return {};
  case ReverseIndexMap::Kind::Prefix:
    return foldConstantLengths(map, input, operands[0], operands[1]);
  }
  llvm_unreachable("unknown index map kind");
}

namespace {
/// Constant lengths that are all >= T reverse every slice entirely: the op
/// is a plain `revseq.reverse` of the mirrored axis.
struct FullLengthsToReverse : public RewritePattern {
  FullLengthsToReverse(MLIRContext *context, StringRef rootName)
      : RewritePattern(rootName, /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    auto indexMapOp = cast<IndexMapOpInterface>(op);
    ReverseIndexMap map = indexMapOp.getIndexMap();
    if (map.kind != ReverseIndexMap::Kind::Prefix)
      return failure();
    Value input = indexMapOp.getMappedInput();
    int64_t size = cast<ShapedType>(input.getType()).getDimSize(map.seqAxis);
    Attribute lengthsAttr;
    if (ShapedType::isDynamic(size) ||
        !matchPattern(map.lengths, m_Constant(&lengthsAttr)))
      return failure();
    std::optional<SmallVector<int64_t>> lengths =
        getClampedLengths(lengthsAttr, size);
    if (!lengths || lengths->empty() ||
        !llvm::all_of(*lengths, [&](int64_t l) { return l == size; }))
      return failure();
    rewriter.replaceOpWithNewOp<ReverseOp>(op, input,
                                           ArrayRef<int64_t>{map.seqAxis});
    return success();
  }
};
} // namespace

void revseq::populateIndexMapCanonicalizationPatterns(
    RewritePatternSet &results, StringRef opName) {
  results.add<FullLengthsToReverse>(results.getContext(), opName);
}

//===----------------------------------------------------------------------===//
// ReverseSequenceOp
//===----------------------------------------------------------------------===//

OpFoldResult ReverseSequenceOp::fold(FoldAdaptor adaptor) {
  if (OpFoldResult folded = foldIndexMapOp(*this, adaptor.getOperands()))
    return folded;
  // Canonical form: non-negative axes.
  if (getBatchAxis() >= 0 && getSeqAxis() >= 0)
    return {};
  setBatchAxis(getNormalizedBatchAxis());
  setSeqAxis(getNormalizedSeqAxis());
  return getResult();
}

void ReverseSequenceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                    MLIRContext *context) {
  populateIndexMapCanonicalizationPatterns(results, getOperationName());
}

//===----------------------------------------------------------------------===//
// ReverseSubsequencesOp
//===----------------------------------------------------------------------===//

OpFoldResult ReverseSubsequencesOp::fold(FoldAdaptor adaptor) {
  if (OpFoldResult folded = foldIndexMapOp(*this, adaptor.getOperands()))
    return folded;
  if (getAxis() >= 0)
    return {};
  setAxis(getNormalizedAxis());
  return getResult();
}

void ReverseSubsequencesOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *context) {
  populateIndexMapCanonicalizationPatterns(results, getOperationName());
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
  if (OpFoldResult folded = foldIndexMapOp(*this, adaptor.getOperands()))
    return folded;
  // reverse(reverse(x, A), B) == reverse(x, A xor B). Not through a cycle
  // of one or two ops, where merging would never reach a fixed point.
  SmallVector<int64_t> axes = getNormalizedAxes();
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
  SmallVector<int64_t> canonical = canonicalizeAxes(axes, getInput().getType());
  if (ArrayRef<int64_t>(canonical) == getAxes())
    return {};
  setAxes(canonical);
  return getResult();
}

//===----------------------------------------------------------------------===//
// ReverseDynamicOp
//===----------------------------------------------------------------------===//

OpFoldResult ReverseDynamicOp::fold(FoldAdaptor adaptor) {
  return foldIndexMapOp(*this, adaptor.getOperands());
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
