//===- ImportShapeOps.cpp - Shape, Gather, Expand, Tile, (Un)squeeze, Concat
//===//
//
// The ops exporters compute lengths and sizes with (tf2onnx's tf.reverse:
// `Expand(Gather(Shape(x), [axis]), Gather(Shape(x'), [1]))`). They work on
// shape vectors (ONNXImporter.h), small integer tensors whose elements are
// constants or dim sizes, so that ReverseSequence can see lengths that are
// all its axis's size. A shape vector is built as IR only when some other op
// reads it; these ops on any other tensor are refused with the rule.
//
//===----------------------------------------------------------------------===//

#include "ONNXImporter.h"

using namespace mlir;
using namespace mlir::revseq::onnx_import;

/// Counts above this stay splats rather than lists of elements.
static constexpr int64_t kMaxExplicitElements = 1 << 16;

LogicalResult ONNXImporter::importShape(const Node &node) {
  if (failed(checkSignature(node, 1, 1, {"start", "end"})))
    return failure();
  FailureOr<TensorView> view = inputView(node, 0);
  if (failed(view))
    return failure();
  int64_t rank = view->getRank();
  // Opset 15's start and end count from the back when negative and are
  // clamped to [0, rank].
  FailureOr<int64_t> start = getIntAttr(node, "start", 0);
  FailureOr<int64_t> end = getIntAttr(node, "end", rank);
  if (failed(start) || failed(end))
    return failure();
  auto clampToRank = [&](int64_t v) {
    if (v < 0)
      v = v < -rank ? 0 : v + rank;
    return std::min(v, rank);
  };
  ShapeVector shape{builder.getI64Type(), false, {}, {}};
  for (int64_t i = clampToRank(*start), e = clampToRank(*end); i < e; ++i)
    shape.elements.push_back(view->getDim(i));
  define(node, shape);
  return success();
}

/// The input `i` of `node` as a shape vector, or an error saying that the op
/// works on shape vectors only.
static FailureOr<ShapeVector>
requireShape(FailureOr<std::optional<ShapeVector>> shape,
             function_ref<InFlightDiagnostic()> error, StringRef role) {
  if (failed(shape))
    return failure();
  if (!*shape)
    return error() << role
                   << " must be a shape vector (computed by Shape, Gather, "
                      "Concat, ... or an integer constant of rank 0 or 1): "
                      "the importer reads this op only where exporters use "
                      "it on sizes";
  return **shape;
}

LogicalResult ONNXImporter::importGather(const Node &node) {
  if (failed(checkSignature(node, 2, 2, {"axis"})))
    return failure();
  auto report = [&] { return error(node); };
  FailureOr<ShapeVector> data =
      requireShape(inputShape(node, 0), report, "data");
  FailureOr<ShapeVector> indices =
      requireShape(inputShape(node, 1), report, "indices");
  FailureOr<int64_t> axis = getIntAttr(node, "axis", 0);
  if (failed(data) || failed(indices) || failed(axis))
    return failure();
  if (data->scalar)
    return error(node) << "data must have rank 1, not 0";
  if (*axis != 0 && *axis != -1)
    return error(node) << "axis " << *axis
                       << " is out of range for rank 1 (expected [-1, 0])";
  if (data->splatCount)
    return error(node) << "Gather from a vector whose length is only known "
                          "at run time is not supported";
  FailureOr<SmallVector<int64_t>> positions = constantInts(node, 1, "indices");
  if (failed(positions))
    return failure();
  int64_t size = data->elements.size();
  ShapeVector result{data->elementType, indices->scalar, {}, {}};
  for (auto [i, position] : llvm::enumerate(*positions)) {
    if (position < -size || position >= size)
      return error(node) << "indices[" << i << "] = " << position
                         << " is out of range for the " << size
                         << " elements of data";
    result.elements.push_back(
        data->elements[position < 0 ? position + size : position]);
  }
  define(node, result);
  return success();
}

LogicalResult ONNXImporter::importExpandOrTile(const Node &node) {
  if (failed(checkSignature(node, 2, 2)))
    return failure();
  bool isTile = node.proto.op_type() == "Tile";
  auto report = [&] { return error(node); };
  FailureOr<ShapeVector> value =
      requireShape(inputShape(node, 0), report, "input");
  FailureOr<ShapeVector> shape =
      requireShape(inputShape(node, 1), report, isTile ? "repeats" : "shape");
  if (failed(value) || failed(shape))
    return failure();
  // What tf2onnx writes: one value repeated along one dim.
  bool oneValue = value->getStaticSize() == 1 && !value->splatCount &&
                  (!isTile || !value->scalar);
  if (!oneValue || shape->scalar || shape->getStaticSize() != 1 ||
      shape->splatCount)
    return error(node) << "only one value repeated along one dim is "
                          "supported (input of one element, "
                       << (isTile ? "repeats" : "shape") << " of one element)";
  SymbolicDim count = shape->elements.front();
  if (count.constant && *count.constant < 0)
    return error(node) << (isTile ? "repeats" : "shape")
                       << "[0] = " << *count.constant << " is negative";
  ShapeVector result{value->elementType, false, {}, {}};
  result.elements.push_back(value->elements.front());
  if (count.constant && *count.constant <= kMaxExplicitElements)
    result.elements.assign(*count.constant, value->elements.front());
  else
    result.splatCount = count;
  define(node, result);
  return success();
}

FailureOr<std::optional<SmallVector<int64_t>>>
ONNXImporter::readSqueezeAxes(const Node &node) {
  // An attribute before opset 13, an optional input from it.
  if (!hasInput(node, 1))
    return getIntsAttr(node, "axes");
  FailureOr<SmallVector<int64_t>> axes = constantInts(node, 1, "axes");
  if (failed(axes))
    return failure();
  return std::optional<SmallVector<int64_t>>(*axes);
}

LogicalResult ONNXImporter::importSqueezeOrUnsqueeze(const Node &node) {
  if (failed(checkSignature(node, 1, 2, {"axes"})))
    return failure();
  bool squeeze = node.proto.op_type() == "Squeeze";
  FailureOr<std::optional<SmallVector<int64_t>>> axes = readSqueezeAxes(node);
  auto report = [&] { return error(node); };
  FailureOr<ShapeVector> value =
      requireShape(inputShape(node, 0), report, "data");
  if (failed(axes) || failed(value))
    return failure();
  // Between a rank-0 value and a vector of one element, along axis 0 (which
  // Squeeze may leave implicit).
  bool axisZero =
      *axes ? (*axes)->size() == 1 && ((**axes)[0] == 0 || (**axes)[0] == -1)
            : squeeze;
  bool supported = squeeze ? !value->scalar && value->getStaticSize() == 1 &&
                                 !value->splatCount
                           : value->scalar;
  if (!axisZero || !supported)
    return error(node) << "only a "
                       << (squeeze ? "rank-1 value of one element"
                                   : "rank-0 value")
                       << " with axes [0] is supported";
  ShapeVector result = *value;
  result.scalar = squeeze;
  define(node, result);
  return success();
}

LogicalResult ONNXImporter::importConcat(const Node &node) {
  if (failed(
          checkSignature(node, 1, std::numeric_limits<int>::max(), {"axis"})))
    return failure();
  FailureOr<int64_t> axis = getIntAttr(node, "axis", 0);
  if (failed(axis))
    return failure();
  if (*axis != 0 && *axis != -1)
    return error(node) << "axis " << *axis
                       << " is out of range for rank 1 (expected [-1, 0])";
  auto report = [&] { return error(node); };
  ShapeVector result{Type(), false, {}, {}};
  for (int i = 0; i < node.proto.input_size(); ++i) {
    FailureOr<ShapeVector> part =
        requireShape(inputShape(node, i), report, "every input");
    if (failed(part))
      return failure();
    if (part->scalar || part->splatCount)
      return error(node) << "input " << i
                         << " must have rank 1 and a length known at "
                            "import time";
    if (result.elementType && part->elementType != result.elementType)
      return error(node) << "inputs of different element types ("
                         << result.elementType << ", " << part->elementType
                         << ")";
    result.elementType = part->elementType;
    llvm::append_range(result.elements, part->elements);
  }
  define(node, result);
  return success();
}
