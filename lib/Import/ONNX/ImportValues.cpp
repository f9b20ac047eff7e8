//===- ImportValues.cpp - the ONNX importer's values, views and shapes ----===//
//
// What an ONNX value name holds while the graph is imported (a tensor, a
// lazy view or a shape vector, ONNXImporter.h), how the op handlers read
// their inputs and attributes, and how a lazy value becomes IR.
//
//===----------------------------------------------------------------------===//

#include "ONNXImporter.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::revseq::onnx_import;

/// The most elements a constant may have to be read as a shape vector or as
/// a list of starts, axes, indices...
static constexpr int64_t kMaxShapeVectorSize = 1 << 16;

SymbolicDim SymbolicDim::of(Value tensor, int64_t dim) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (!type.isDynamicDim(dim))
    return SymbolicDim{type.getDimSize(dim), Value(), 0};
  return SymbolicDim{std::nullopt, tensor, dim};
}

std::optional<int64_t> ShapeVector::getStaticSize() const {
  if (scalar)
    return 1;
  if (!splatCount)
    return int64_t(elements.size());
  return splatCount->constant;
}

TensorView TensorView::of(Value tensor) {
  int64_t rank = cast<RankedTensorType>(tensor.getType()).getRank();
  TensorView view{tensor, {}, SmallVector<bool>(rank, false)};
  view.perm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  return view;
}

InFlightDiagnostic ONNXImporter::error(const Node &node) {
  InFlightDiagnostic diag = emitError(node.loc);
  diag << node.what << ": ";
  return diag;
}

LogicalResult ONNXImporter::checkSignature(const Node &node, int minInputs,
                                           int maxInputs,
                                           ArrayRef<StringRef> allowed) {
  int inputs = node.proto.input_size();
  if (inputs < minInputs || inputs > maxInputs || node.proto.output_size() != 1)
    return error(node) << "expected " << minInputs
                       << (minInputs == maxInputs
                               ? ""
                               : " to " + std::to_string(maxInputs))
                       << " inputs and one output, got " << inputs
                       << " inputs and " << node.proto.output_size()
                       << " outputs";
  for (const onnx::AttributeProto &attr : node.proto.attribute())
    if (!llvm::is_contained(allowed, attr.name()))
      return error(node) << "unsupported attribute '" << attr.name() << "'";
  return success();
}

FailureOr<int64_t> ONNXImporter::getIntAttr(const Node &node, StringRef name,
                                            int64_t defaultValue) {
  for (const onnx::AttributeProto &attr : node.proto.attribute()) {
    if (attr.name() != name)
      continue;
    bool isInt =
        attr.type() == onnx::AttributeProto::INT ||
        (attr.type() == onnx::AttributeProto::UNDEFINED && attr.has_i());
    if (!isInt)
      return error(node) << "attribute '" << name << "' must be an integer";
    return attr.i();
  }
  return defaultValue;
}

FailureOr<std::optional<SmallVector<int64_t>>>
ONNXImporter::getIntsAttr(const Node &node, StringRef name) {
  for (const onnx::AttributeProto &attr : node.proto.attribute()) {
    if (attr.name() != name)
      continue;
    bool isInts = attr.type() == onnx::AttributeProto::INTS ||
                  attr.type() == onnx::AttributeProto::UNDEFINED;
    if (!isInts)
      return error(node) << "attribute '" << name
                         << "' must be a list of integers";
    return std::optional<SmallVector<int64_t>>(
        SmallVector<int64_t>(attr.ints().begin(), attr.ints().end()));
  }
  return std::optional<SmallVector<int64_t>>();
}

FailureOr<int64_t> ONNXImporter::requireOpset(const Node &node,
                                              int64_t minimum) {
  StringRef opType = node.proto.op_type();
  if (!opsetVersion)
    return error(node) << opType << " needs opset " << minimum
                       << " or later of the default domain (ai.onnx), and "
                          "the model imports no opset of that domain";
  if (*opsetVersion < minimum)
    return error(node) << opType << " needs opset " << minimum
                       << " or later, the model imports opset "
                       << *opsetVersion;
  return *opsetVersion;
}

FailureOr<ImportedValue *> ONNXImporter::find(StringRef name, Location loc,
                                              const Twine &user) {
  auto it = values.find(name);
  if (it == values.end())
    return emitError(loc) << user << " uses '" << name
                          << "', which no graph input, initializer or "
                             "earlier node defines";
  return &it->second;
}

FailureOr<Value> ONNXImporter::lookup(StringRef name, Location loc,
                                      const Twine &user) {
  FailureOr<ImportedValue *> found = find(name, loc, user);
  if (failed(found))
    return failure();
  ImportedValue &imported = **found;
  if (!imported.value && imported.view)
    imported.value = materialize(*imported.view, loc);
  if (!imported.value && imported.shape)
    imported.value = materialize(*imported.shape, loc);
  return imported.value;
}

FailureOr<Value> ONNXImporter::input(const Node &node, int i) {
  return lookup(node.proto.input(i), node.loc, node.what);
}

FailureOr<TensorView> ONNXImporter::inputView(const Node &node, int i) {
  FailureOr<ImportedValue *> found =
      find(node.proto.input(i), node.loc, node.what);
  if (failed(found))
    return failure();
  if ((*found)->view)
    return *(*found)->view;
  FailureOr<Value> value = input(node, i);
  if (failed(value))
    return failure();
  return TensorView::of(*value);
}

FailureOr<std::optional<ShapeVector>> ONNXImporter::inputShape(const Node &node,
                                                               int i) {
  FailureOr<ImportedValue *> found =
      find(node.proto.input(i), node.loc, node.what);
  if (failed(found))
    return failure();
  if ((*found)->shape)
    return std::optional<ShapeVector>((*found)->shape);
  DenseIntElementsAttr attr;
  Value value = (*found)->value;
  if (!value || !matchPattern(value, m_Constant(&attr)))
    return std::optional<ShapeVector>();
  auto type = cast<RankedTensorType>(attr.getType());
  if (type.getRank() > 1 || type.getElementType().isInteger(1) ||
      type.getNumElements() > kMaxShapeVectorSize)
    return std::optional<ShapeVector>();
  ShapeVector shape{type.getElementType(), type.getRank() == 0, {}, {}};
  for (const APInt &element : attr.getValues<APInt>())
    shape.elements.push_back(SymbolicDim{element.getSExtValue(), Value(), 0});
  return std::optional<ShapeVector>(shape);
}

FailureOr<SmallVector<int64_t>>
ONNXImporter::constantInts(const Node &node, int i, StringRef role) {
  FailureOr<std::optional<ShapeVector>> shape = inputShape(node, i);
  if (failed(shape))
    return failure();
  bool constant = *shape && !(*shape)->splatCount &&
                  llvm::all_of((*shape)->elements, [](const SymbolicDim &d) {
                    return d.constant.has_value();
                  });
  if (!constant)
    return error(node) << role
                       << " must be a constant integer list (an initializer "
                          "or a Constant node of at most "
                       << kMaxShapeVectorSize << " elements)";
  return llvm::map_to_vector((*shape)->elements,
                             [](const SymbolicDim &d) { return *d.constant; });
}

void ONNXImporter::define(const Node &node, Value value) {
  values[node.proto.output(0)] = ImportedValue{value, {}, {}};
}

void ONNXImporter::define(const Node &node, const TensorView &view) {
  values[node.proto.output(0)] = ImportedValue{Value(), view, {}};
}

void ONNXImporter::define(const Node &node, const ShapeVector &shape) {
  values[node.proto.output(0)] = ImportedValue{Value(), {}, shape};
}

FailureOr<int64_t> ONNXImporter::normalizeAxis(const Node &node, int64_t axis,
                                               int64_t rank, StringRef role) {
  if (axis < -rank || axis >= rank)
    return error(node) << role << " " << axis << " is out of range for rank "
                       << rank << " (expected [" << -rank << ", " << rank - 1
                       << "])";
  return axis < 0 ? axis + rank : axis;
}

Value ONNXImporter::materializeIndex(const SymbolicDim &dim, Location loc) {
  if (dim.constant)
    return arith::ConstantIndexOp::create(builder, loc, *dim.constant);
  return tensor::DimOp::create(builder, loc, dim.base, dim.dim);
}

Value ONNXImporter::materialize(const TensorView &view, Location loc) {
  Value result = view.base;
  SmallVector<int64_t> axes;
  for (auto [axis, reversed] : llvm::enumerate(view.reversed))
    if (reversed)
      axes.push_back(axis);
  if (!axes.empty())
    result = revseq::ReverseOp::create(builder, loc, result, axes);
  if (llvm::equal(view.perm, llvm::seq<int64_t>(0, view.getRank())))
    return result;
  SmallVector<OpFoldResult> sizes;
  for (int64_t i = 0; i < view.getRank(); ++i) {
    SymbolicDim dim = view.getDim(i);
    if (dim.constant) {
      sizes.push_back(builder.getIndexAttr(*dim.constant));
      continue;
    }
    Value size = tensor::DimOp::create(builder, loc, result, dim.dim);
    sizes.push_back(size);
  }
  Type elementType = cast<RankedTensorType>(result.getType()).getElementType();
  Value init = tensor::EmptyOp::create(builder, loc, sizes, elementType);
  return linalg::TransposeOp::create(builder, loc, result, init, view.perm)
      .getResult()
      .front();
}

Value ONNXImporter::materialize(const ShapeVector &shape, Location loc) {
  Type elementType = shape.elementType;
  SmallVector<Value> elements;
  for (const SymbolicDim &dim : shape.elements) {
    if (dim.constant) {
      Value c = arith::ConstantOp::create(
          builder, loc, builder.getIntegerAttr(elementType, *dim.constant));
      elements.push_back(c);
      continue;
    }
    Value size = materializeIndex(dim, loc);
    Value cast = arith::IndexCastOp::create(builder, loc, elementType, size);
    elements.push_back(cast);
  }
  if (shape.scalar) {
    auto type = RankedTensorType::get({}, elementType);
    return tensor::FromElementsOp::create(builder, loc, type, elements);
  }
  if (!shape.splatCount) {
    auto type = RankedTensorType::get({int64_t(elements.size())}, elementType);
    return tensor::FromElementsOp::create(builder, loc, type, elements);
  }
  if (shape.splatCount->constant) {
    auto type =
        RankedTensorType::get({*shape.splatCount->constant}, elementType);
    return tensor::SplatOp::create(builder, loc, elements.front(), type);
  }
  Value count = materializeIndex(*shape.splatCount, loc);
  auto type = RankedTensorType::get({ShapedType::kDynamic}, elementType);
  return tensor::SplatOp::create(builder, loc, elements.front(), type,
                                 ValueRange{count});
}
