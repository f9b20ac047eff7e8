//===- ImportReverseOps.cpp - ReverseSequence, Transpose and Slice --------===//
//
// The ops exporters spell reverses with. A whole-axis reverse (Slice with
// step -1 over the whole axis, torch.flip's export; ReverseSequence whose
// lengths are all the time axis's size, tf2onnx's tf.reverse) and Transpose
// change the input's view (ONNXImporter.h), so that a chain of them becomes
// one `revseq.reverse`. A partial Slice becomes `tensor.extract_slice` of the
// view, reversed along its negative-step axes.
//
//===----------------------------------------------------------------------===//

#include "ONNXImporter.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/StringExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::revseq::onnx_import;

static constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();
static constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();

FailureOr<std::optional<TensorView>>
ONNXImporter::matchWholeAxisLengths(const Node &node, const TensorView &input,
                                    int64_t batchAxis, int64_t timeAxis) {
  int64_t rank = input.getRank();
  std::optional<TensorView> none;
  if (batchAxis < 0 || batchAxis >= rank || timeAxis < 0 || timeAxis >= rank ||
      batchAxis == timeAxis)
    return none;
  FailureOr<std::optional<ShapeVector>> lengths = inputShape(node, 1);
  if (failed(lengths))
    return failure();
  if (!*lengths || (*lengths)->scalar || (*lengths)->elements.empty() ||
      !(*lengths)->elementType.isInteger(64))
    return none;
  const ShapeVector &shape = **lengths;
  SymbolicDim length = shape.elements.front();
  if (!llvm::all_of(shape.elements,
                    [&](const SymbolicDim &d) { return d == length; }))
    return none;
  SymbolicDim count = shape.splatCount
                          ? *shape.splatCount
                          : SymbolicDim{int64_t(shape.elements.size()), {}, 0};
  if (!(length == input.getDim(timeAxis)) ||
      !(count == input.getDim(batchAxis)))
    return none;
  TensorView result = input;
  result.reversed[input.perm[timeAxis]] =
      !result.reversed[input.perm[timeAxis]];
  return std::optional<TensorView>(result);
}

LogicalResult ONNXImporter::importReverseSequence(const Node &node) {
  if (failed(requireOpset(node, 10)))
    return failure();
  if (node.proto.input_size() != 2 || node.proto.output_size() != 1)
    return error(node) << "expected two inputs (input, sequence_lens) and one "
                          "output";
  if (failed(checkSignature(node, 2, 2, {"batch_axis", "time_axis"})))
    return failure();
  // ONNX's defaults: batch axis 1, time axis 0.
  FailureOr<int64_t> batchAxis = getIntAttr(node, "batch_axis", 1);
  FailureOr<int64_t> timeAxis = getIntAttr(node, "time_axis", 0);
  if (failed(batchAxis) || failed(timeAxis))
    return failure();
  FailureOr<TensorView> view = inputView(node, 0);
  if (failed(view))
    return failure();
  // tf2onnx's tf.reverse: every length is the time axis's size.
  FailureOr<std::optional<TensorView>> whole =
      matchWholeAxisLengths(node, *view, *batchAxis, *timeAxis);
  if (failed(whole))
    return failure();
  if (*whole) {
    define(node, **whole);
    return success();
  }
  FailureOr<Value> input = this->input(node, 0);
  FailureOr<Value> lengths = this->input(node, 1);
  if (failed(input) || failed(lengths))
    return failure();
  if (*batchAxis < std::numeric_limits<int32_t>::min() ||
      *batchAxis > std::numeric_limits<int32_t>::max() ||
      *timeAxis < std::numeric_limits<int32_t>::min() ||
      *timeAxis > std::numeric_limits<int32_t>::max())
    return error(node) << "axis out of range";
  // The op's verifier checks ranks, axes and sizes; its message is followed
  // by one that names the node.
  auto op =
      revseq::ReverseSequenceOp::create(builder, node.loc, *input, *lengths,
                                        builder.getI64IntegerAttr(*batchAxis),
                                        builder.getI64IntegerAttr(*timeAxis));
  if (failed(verify(op)))
    return error(node) << "invalid ReverseSequence (batch_axis " << *batchAxis
                       << ", time_axis " << *timeAxis << ")";
  define(node, op.getResult());
  return success();
}

LogicalResult ONNXImporter::importTranspose(const Node &node) {
  if (failed(checkSignature(node, 1, 1, {"perm"})))
    return failure();
  FailureOr<TensorView> view = inputView(node, 0);
  FailureOr<std::optional<SmallVector<int64_t>>> perm =
      getIntsAttr(node, "perm");
  if (failed(view) || failed(perm))
    return failure();
  int64_t rank = view->getRank();
  // ONNX's default reverses the dims.
  SmallVector<int64_t> q = perm->value_or(
      llvm::to_vector(llvm::reverse(llvm::seq<int64_t>(0, rank))));
  SmallVector<bool> seen(rank, false);
  bool valid = int64_t(q.size()) == rank;
  for (int64_t i = 0; valid && i < rank; ++i) {
    valid = q[i] >= 0 && q[i] < rank && !seen[q[i]];
    if (valid)
      seen[q[i]] = true;
  }
  if (!valid)
    return error(node) << "perm ["
                       << llvm::join(llvm::map_range(q,
                                                     [](int64_t v) {
                                                       return std::to_string(v);
                                                     }),
                                     ", ")
                       << "] is not a permutation of the input's " << rank
                       << " dims";
  TensorView result = *view;
  for (int64_t i = 0; i < rank; ++i)
    result.perm[i] = view->perm[q[i]];
  define(node, result);
  return success();
}

namespace {
/// One axis of a Slice, its axis normalised, in the input view's dims.
struct AxisSlice {
  int64_t axis, start, end, step;
};
/// Where the slice of one axis starts in the (maybe reversed) axis and how
/// many elements it takes.
struct SliceBounds {
  OpFoldResult offset, size;
};
} // namespace

/// Whether the slice takes the whole axis of size `dim`, in order or
/// reversed. For a dynamic size this holds for every size below INT64_MAX
/// (no dim reaches it): starts -1 or INT64_MAX, ends INT64_MIN or
/// -INT64_MAX (torch's export) for a reverse.
static bool coversWholeAxis(const SymbolicDim &dim, const AxisSlice &s) {
  if (s.step != 1 && s.step != -1)
    return false;
  if (!dim.constant) {
    if (s.step == 1)
      return (s.start == 0 || s.start <= -kInt64Max) && s.end >= kInt64Max - 1;
    return (s.start == -1 || s.start >= kInt64Max - 2) && s.end <= -kInt64Max;
  }
  int64_t d = *dim.constant;
  int64_t start = s.start < 0 ? s.start + d : s.start;
  int64_t end = s.end < 0 ? s.end + d : s.end;
  if (s.step == 1)
    return std::max<int64_t>(0, std::min(start, d)) == 0 &&
           std::max<int64_t>(0, std::min(end, d)) == d;
  return d == 0 || (std::max<int64_t>(0, std::min(start, d - 1)) == d - 1 &&
                    std::max<int64_t>(-1, std::min(end, d - 1)) == -1);
}

/// ONNX's Slice rule on a static size: starts and ends count from the end
/// when negative and are clamped to the axis ([0, d] for positive steps,
/// [0, d - 1] and [-1, d - 1] for negative ones). For a negative step the
/// offset is in the reversed axis.
static std::pair<int64_t, int64_t> staticBounds(int64_t d, const AxisSlice &s) {
  int64_t start = s.start < 0 ? s.start + d : s.start;
  int64_t end = s.end < 0 ? s.end + d : s.end;
  // |step| without overflow: INT64_MIN is refused before.
  int64_t k = s.step < 0 ? -s.step : s.step;
  int64_t diff, offset;
  if (s.step > 0) {
    start = std::max<int64_t>(0, std::min(start, d));
    end = std::max<int64_t>(0, std::min(end, d));
    diff = std::max<int64_t>(0, end - start);
    offset = start;
  } else {
    start = std::max<int64_t>(0, std::min(start, d - 1));
    end = std::max<int64_t>(-1, std::min(end, d - 1));
    diff = d == 0 ? 0 : std::max<int64_t>(0, start - end);
    offset = std::max<int64_t>(0, d - 1 - start);
  }
  int64_t count = diff / k + (diff % k != 0);
  // An empty slice starts at 0: an offset at the end is out of bounds.
  return {count == 0 ? 0 : offset, count};
}

/// The same rule at run time on the dynamic size `d`.
static SliceBounds dynamicBounds(OpBuilder &b, Location loc, Value d,
                                 const AxisSlice &s) {
  auto constant = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  auto fromEnd = [&](int64_t v) -> Value {
    Value c = constant(v);
    if (v >= 0)
      return c;
    return arith::AddIOp::create(b, loc, d, c);
  };
  auto clamp = [&](Value v, Value lo, Value hi) -> Value {
    Value upper = arith::MinSIOp::create(b, loc, v, hi);
    return arith::MaxSIOp::create(b, loc, upper, lo);
  };
  Value zero = constant(0), one = constant(1);
  Value start = fromEnd(s.start), end = fromEnd(s.end);
  Value k = constant(s.step < 0 ? -s.step : s.step);
  Value diff, offset;
  if (s.step > 0) {
    start = clamp(start, zero, d);
    end = clamp(end, zero, d);
    Value span = arith::SubIOp::create(b, loc, end, start);
    diff = arith::MaxSIOp::create(b, loc, span, zero);
    offset = start;
  } else {
    Value last = arith::SubIOp::create(b, loc, d, one);
    Value minusOne = constant(-1);
    start = clamp(start, zero, last);
    end = clamp(end, minusOne, last);
    Value span = arith::SubIOp::create(b, loc, start, end);
    diff = arith::MaxSIOp::create(b, loc, span, zero);
    // An empty axis takes nothing (the clamps above assume d >= 1).
    Value empty =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, d, zero);
    diff = arith::SelectOp::create(b, loc, empty, zero, diff);
    Value fromStart = arith::SubIOp::create(b, loc, last, start);
    offset = arith::MaxSIOp::create(b, loc, fromStart, zero);
  }
  Value size = arith::CeilDivSIOp::create(b, loc, diff, k);
  // An empty slice starts at 0: an offset at the end is out of bounds.
  Value none =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, size, zero);
  Value inBounds = arith::SelectOp::create(b, loc, none, zero, offset);
  return {inBounds, size};
}

/// `min(k, max(d, 1))`: the stride `k` along a dynamic size `d`.
static Value capStride(OpBuilder &b, Location loc, Value d, int64_t k) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value stride = arith::ConstantIndexOp::create(b, loc, k);
  Value atLeastOne = arith::MaxSIOp::create(b, loc, d, one);
  return arith::MinSIOp::create(b, loc, stride, atLeastOne);
}

LogicalResult ONNXImporter::importSliceOfView(
    const Node &node, const TensorView &view, ArrayRef<int64_t> starts,
    ArrayRef<int64_t> ends, ArrayRef<int64_t> axes, ArrayRef<int64_t> steps) {
  int64_t rank = view.getRank();
  if (ends.size() != starts.size() || axes.size() != starts.size() ||
      steps.size() != starts.size())
    return error(node) << "starts, ends, axes and steps must have the same "
                          "length (got "
                       << starts.size() << ", " << ends.size() << ", "
                       << axes.size() << ", " << steps.size() << ")";
  SmallVector<bool> seen(rank, false);
  SmallVector<AxisSlice> slices;
  for (size_t i = 0; i < starts.size(); ++i) {
    FailureOr<int64_t> axis = normalizeAxis(node, axes[i], rank, "axis");
    if (failed(axis))
      return failure();
    if (seen[*axis])
      return error(node) << "axis " << axes[i] << " appears twice in axes";
    seen[*axis] = true;
    if (steps[i] == 0 || steps[i] == kInt64Min)
      return error(node) << "steps[" << i << "] = " << steps[i]
                         << " is not allowed (a step is nonzero and above "
                            "INT64_MIN)";
    slices.push_back({*axis, starts[i], ends[i], steps[i]});
  }
  // Negative steps reverse their axes in the view; what remains of each
  // slice is an offset, a size and a positive stride in that view.
  TensorView reversed = view;
  SmallVector<AxisSlice> partial;
  for (const AxisSlice &s : slices) {
    if (s.step < 0) {
      int64_t baseAxis = view.perm[s.axis];
      reversed.reversed[baseAxis] = !reversed.reversed[baseAxis];
    }
    if (!coversWholeAxis(view.getDim(s.axis), s))
      partial.push_back(s);
  }
  if (partial.empty()) {
    define(node, reversed);
    return success();
  }
  Value source = materialize(reversed, node.loc);
  SmallVector<OpFoldResult> offsets(rank, builder.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(rank, builder.getIndexAttr(1));
  for (int64_t i = 0; i < rank; ++i) {
    SymbolicDim dim = SymbolicDim::of(source, i);
    if (dim.constant)
      sizes.push_back(builder.getIndexAttr(*dim.constant));
    else
      sizes.push_back(materializeIndex(dim, node.loc));
  }
  for (const AxisSlice &s : partial) {
    SymbolicDim dim = SymbolicDim::of(source, s.axis);
    // A stride at or above the size takes at most one element: it is
    // capped at the size, so that no stride of the view overflows.
    int64_t k = s.step < 0 ? -s.step : s.step;
    if (dim.constant) {
      auto [offset, size] = staticBounds(*dim.constant, s);
      offsets[s.axis] = builder.getIndexAttr(offset);
      sizes[s.axis] = builder.getIndexAttr(size);
      strides[s.axis] = builder.getIndexAttr(
          std::min(k, std::max<int64_t>(*dim.constant, 1)));
      continue;
    }
    Value d = materializeIndex(dim, node.loc);
    SliceBounds bounds = dynamicBounds(builder, node.loc, d, s);
    offsets[s.axis] = bounds.offset;
    sizes[s.axis] = bounds.size;
    if (k > 1)
      strides[s.axis] = capStride(builder, node.loc, d, k);
  }
  Value slice = tensor::ExtractSliceOp::create(builder, node.loc, source,
                                               offsets, sizes, strides);
  define(node, slice);
  return success();
}

LogicalResult ONNXImporter::importSlice(const Node &node) {
  FailureOr<int64_t> opset = requireOpset(node, 1);
  if (failed(opset))
    return failure();
  SmallVector<int64_t> starts, ends, axes, steps;
  if (*opset < 10) {
    // Opsets 1 to 9: starts, ends and axes are attributes, steps are 1.
    if (failed(checkSignature(node, 1, 1, {"starts", "ends", "axes"})))
      return failure();
    auto s = getIntsAttr(node, "starts"), e = getIntsAttr(node, "ends"),
         a = getIntsAttr(node, "axes");
    if (failed(s) || failed(e) || failed(a))
      return failure();
    if (!*s || !*e)
      return error(node) << "the attributes starts and ends are required";
    starts = **s;
    ends = **e;
    axes = a->value_or(llvm::to_vector(llvm::seq<int64_t>(0, starts.size())));
  } else {
    if (failed(checkSignature(node, 3, 5)))
      return failure();
    auto s = constantInts(node, 1, "starts"), e = constantInts(node, 2, "ends");
    if (failed(s) || failed(e))
      return failure();
    starts = *s;
    ends = *e;
    axes = llvm::to_vector(llvm::seq<int64_t>(0, starts.size()));
    if (hasInput(node, 3)) {
      FailureOr<SmallVector<int64_t>> a = constantInts(node, 3, "axes");
      if (failed(a))
        return failure();
      axes = *a;
    }
  }
  steps.assign(starts.size(), 1);
  if (hasInput(node, 4)) {
    FailureOr<SmallVector<int64_t>> s = constantInts(node, 4, "steps");
    if (failed(s))
      return failure();
    steps = *s;
  }
  FailureOr<TensorView> view = inputView(node, 0);
  if (failed(view))
    return failure();
  return importSliceOfView(node, *view, starts, ends, axes, steps);
}
