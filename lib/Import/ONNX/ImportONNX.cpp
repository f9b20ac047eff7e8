//===- ImportONNX.cpp - ONNX ModelProto to func.func on tensors -----------===//
//
// Reads the model with the protobuf classes of Debian's libonnx-dev and
// builds the function op by op in graph order (ONNX requires nodes to be
// topologically sorted). Every error names the node it is about.
//
//===----------------------------------------------------------------------===//

#include "revseq/Import/ONNX.h"

#include "ONNXImporter.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <cstring>
#include <limits>
#include <optional>

using namespace mlir;

using namespace mlir::revseq::onnx_import;

Location ONNXImporter::nodeLoc(const onnx::NodeProto &node, int index) {
  std::string name = node.name().empty()
                         ? node.op_type() + "#" + std::to_string(index)
                         : node.name();
  return NameLoc::get(StringAttr::get(context, name), fileLoc);
}

std::string ONNXImporter::describe(const onnx::NodeProto &node, int index) {
  if (node.name().empty())
    return "node #" + std::to_string(index) + " (" + node.op_type() + ")";
  return "node '" + node.name() + "' (" + node.op_type() + ")";
}

FailureOr<Type> ONNXImporter::convertElementType(int32_t onnxType, Location loc,
                                                 const Twine &what) {
  // Unsigned ONNX types become signless integers of the same width: the
  // bits are kept, and arith and revseq take signless integers only.
  switch (onnxType) {
  case onnx::TensorProto::FLOAT:
    return Type(builder.getF32Type());
  case onnx::TensorProto::DOUBLE:
    return Type(builder.getF64Type());
  case onnx::TensorProto::FLOAT16:
    return Type(builder.getF16Type());
  case onnx::TensorProto::BFLOAT16:
    return Type(builder.getBF16Type());
  case onnx::TensorProto::BOOL:
    return Type(builder.getI1Type());
  case onnx::TensorProto::INT8:
  case onnx::TensorProto::UINT8:
    return Type(builder.getIntegerType(8));
  case onnx::TensorProto::INT16:
  case onnx::TensorProto::UINT16:
    return Type(builder.getIntegerType(16));
  case onnx::TensorProto::INT32:
  case onnx::TensorProto::UINT32:
    return Type(builder.getIntegerType(32));
  case onnx::TensorProto::INT64:
  case onnx::TensorProto::UINT64:
    return Type(builder.getIntegerType(64));
  case onnx::TensorProto::COMPLEX64:
    return Type(ComplexType::get(builder.getF32Type()));
  case onnx::TensorProto::COMPLEX128:
    return Type(ComplexType::get(builder.getF64Type()));
  default:
    break;
  }
  std::string name = onnx::TensorProto::DataType_IsValid(onnxType)
                         ? onnx::TensorProto::DataType_Name(
                               onnx::TensorProto::DataType(onnxType))
                         : std::to_string(onnxType);
  return emitError(loc) << what << ": unsupported element type " << name;
}

FailureOr<RankedTensorType>
ONNXImporter::convertValueType(const onnx::ValueInfoProto &info, Location loc) {
  if (!info.has_type() || !info.type().has_tensor_type())
    return emitError(loc) << "graph value '" << info.name()
                          << "': only tensor types are supported";
  const onnx::TypeProto::Tensor &tensorType = info.type().tensor_type();
  FailureOr<Type> elementType = convertElementType(
      tensorType.elem_type(), loc, "graph value '" + info.name() + "'");
  if (failed(elementType))
    return failure();
  if (!tensorType.has_shape())
    return emitError(loc) << "graph value '" << info.name()
                          << "' has no shape (unranked tensors are not "
                             "supported)";
  SmallVector<int64_t> shape;
  for (const onnx::TensorShapeProto::Dimension &dim :
       tensorType.shape().dim()) {
    // A symbolic (dim_param) or unknown dimension is dynamic.
    if (dim.has_dim_value() && dim.dim_value() >= 0)
      shape.push_back(dim.dim_value());
    else
      shape.push_back(ShapedType::kDynamic);
  }
  return RankedTensorType::get(shape, *elementType);
}

template <typename T, typename Field>
static void appendBytes(std::vector<char> &bytes, const Field &field) {
  for (auto value : field) {
    T narrowed = static_cast<T>(value);
    const char *begin = reinterpret_cast<const char *>(&narrowed);
    bytes.insert(bytes.end(), begin, begin + sizeof(T));
  }
}

/// The bytes of `tensor`'s values: its raw data, or its typed field
/// (`float_data`, `int32_data`, ...) in the element's storage width.
static std::vector<char> getValueBytes(const onnx::TensorProto &tensor) {
  std::vector<char> bytes;
  if (tensor.has_raw_data()) {
    // raw_data is little-endian, the host's order on every supported target.
    const std::string &raw = tensor.raw_data();
    bytes.assign(raw.begin(), raw.end());
    return bytes;
  }
  switch (tensor.data_type()) {
  case onnx::TensorProto::FLOAT:
  case onnx::TensorProto::COMPLEX64:
    appendBytes<float>(bytes, tensor.float_data());
    break;
  case onnx::TensorProto::DOUBLE:
  case onnx::TensorProto::COMPLEX128:
    appendBytes<double>(bytes, tensor.double_data());
    break;
  case onnx::TensorProto::INT64:
    appendBytes<int64_t>(bytes, tensor.int64_data());
    break;
  case onnx::TensorProto::UINT64:
    appendBytes<uint64_t>(bytes, tensor.uint64_data());
    break;
  case onnx::TensorProto::UINT32:
    appendBytes<uint32_t>(bytes, tensor.uint64_data());
    break;
  case onnx::TensorProto::INT32:
    appendBytes<int32_t>(bytes, tensor.int32_data());
    break;
  case onnx::TensorProto::INT16:
  case onnx::TensorProto::UINT16:
  case onnx::TensorProto::FLOAT16:
  case onnx::TensorProto::BFLOAT16:
    // 16-bit values (and the bits of half floats) sit in int32_data.
    appendBytes<uint16_t>(bytes, tensor.int32_data());
    break;
  default: // INT8, UINT8.
    appendBytes<uint8_t>(bytes, tensor.int32_data());
    break;
  }
  return bytes;
}

FailureOr<DenseElementsAttr>
ONNXImporter::convertTensor(const onnx::TensorProto &tensor, Location loc,
                            const Twine &what) {
  if (tensor.data_location() == onnx::TensorProto::EXTERNAL)
    return emitError(loc) << what << ": external tensor data is not supported";
  if (tensor.segment().begin() || tensor.segment().end())
    return emitError(loc) << what << ": segmented tensors are not supported";
  FailureOr<Type> elementType =
      convertElementType(tensor.data_type(), loc, what);
  if (failed(elementType))
    return failure();
  SmallVector<int64_t> shape(tensor.dims().begin(), tensor.dims().end());
  int64_t byteWidth = *revseq::getExchangeElementBytes(*elementType);
  if (failed(revseq::checkTensorBytes(shape, byteWidth, loc)))
    return emitError(loc) << what << ": invalid shape";
  int64_t numElements = ShapedType::getNumElements(shape);
  auto type = RankedTensorType::get(shape, *elementType);
  int32_t dataType = tensor.data_type();

  auto wrongCount = [&](int64_t count) {
    return emitError(loc) << what << ": holds " << count
                          << " values but its shape has " << numElements;
  };

  if (dataType == onnx::TensorProto::BOOL) {
    SmallVector<bool> flags;
    if (tensor.has_raw_data()) {
      for (char c : tensor.raw_data())
        flags.push_back(c != 0);
    } else {
      for (int32_t v : tensor.int32_data())
        flags.push_back(v != 0);
    }
    if (int64_t(flags.size()) != numElements)
      return wrongCount(flags.size());
    return DenseElementsAttr::get(type, ArrayRef<bool>(flags));
  }

  std::vector<char> bytes = getValueBytes(tensor);
  if (int64_t(bytes.size()) != numElements * byteWidth)
    return wrongCount(int64_t(bytes.size()) / byteWidth);
  if (numElements == 0)
    return DenseElementsAttr::get(type, ArrayRef<Attribute>());
  return DenseElementsAttr::getFromRawBuffer(type, bytes);
}

bool mlir::revseq::onnx_import::isUnsignedONNXType(int32_t onnxType) {
  return onnxType == onnx::TensorProto::UINT8 ||
         onnxType == onnx::TensorProto::UINT16 ||
         onnxType == onnx::TensorProto::UINT32 ||
         onnxType == onnx::TensorProto::UINT64;
}

LogicalResult ONNXImporter::importConstant(const Node &node) {
  const onnx::NodeProto &proto = node.proto;
  if (proto.attribute_size() != 1 || proto.output_size() != 1)
    return error(node) << "expected exactly one value attribute and one "
                          "output";
  const onnx::AttributeProto &attr = proto.attribute(0);
  DenseElementsAttr value;
  if (attr.name() == "value" && attr.has_t()) {
    FailureOr<DenseElementsAttr> tensor =
        convertTensor(attr.t(), node.loc, node.what);
    if (failed(tensor))
      return failure();
    value = *tensor;
    if (isUnsignedONNXType(attr.t().data_type()))
      unsignedValues.insert(proto.output(0));
  } else if (attr.name() == "value_float") {
    value = DenseElementsAttr::get(
        RankedTensorType::get({}, builder.getF32Type()), attr.f());
  } else if (attr.name() == "value_int") {
    value = DenseElementsAttr::get(
        RankedTensorType::get({}, builder.getI64Type()), attr.i());
  } else if (attr.name() == "value_floats") {
    SmallVector<float> floats(attr.floats().begin(), attr.floats().end());
    value = DenseElementsAttr::get(
        RankedTensorType::get({int64_t(floats.size())}, builder.getF32Type()),
        ArrayRef<float>(floats));
  } else if (attr.name() == "value_ints") {
    SmallVector<int64_t> ints(attr.ints().begin(), attr.ints().end());
    value = DenseElementsAttr::get(
        RankedTensorType::get({int64_t(ints.size())}, builder.getI64Type()),
        ArrayRef<int64_t>(ints));
  } else {
    return error(node) << "unsupported attribute '" << attr.name() << "'";
  }
  define(node, arith::ConstantOp::create(builder, node.loc, value));
  return success();
}

LogicalResult ONNXImporter::importIdentity(const Node &node) {
  if (failed(checkSignature(node, 1, 1)))
    return failure();
  FailureOr<ImportedValue *> value =
      find(node.proto.input(0), node.loc, node.what);
  if (failed(value))
    return failure();
  // A copy first: the insertion below may grow the map.
  ImportedValue copy = **value;
  values[node.proto.output(0)] = copy;
  return success();
}

namespace {
struct HandlerEntry {
  StringLiteral opType;
  ONNXImporter::Handler handler;
};
} // namespace

/// The ops the importer knows, in the order the unsupported-op message
/// lists them.
static const HandlerEntry kHandlers[] = {
    {"ReverseSequence", &ONNXImporter::importReverseSequence},
    {"Constant", &ONNXImporter::importConstant},
    {"Identity", &ONNXImporter::importIdentity},
    {"Slice", &ONNXImporter::importSlice},
    {"Transpose", &ONNXImporter::importTranspose},
    {"Shape", &ONNXImporter::importShape},
    {"Gather", &ONNXImporter::importGather},
    {"Expand", &ONNXImporter::importExpandOrTile},
    {"Tile", &ONNXImporter::importExpandOrTile},
    {"Unsqueeze", &ONNXImporter::importSqueezeOrUnsqueeze},
    {"Squeeze", &ONNXImporter::importSqueezeOrUnsqueeze},
    {"Concat", &ONNXImporter::importConcat},
    {"Cast", &ONNXImporter::importCast},
    {"Add", &ONNXImporter::importArithmetic},
    {"Sub", &ONNXImporter::importArithmetic},
    {"Mul", &ONNXImporter::importArithmetic},
    {"Div", &ONNXImporter::importArithmetic},
    {"Neg", &ONNXImporter::importArithmetic},
    {"Relu", &ONNXImporter::importArithmetic},
};

/// Ops that move or select elements, and the arithmetic ONNX defines on
/// unsigned types: their output is unsigned when their data input is.
static bool keepsSignedness(StringRef opType) {
  return llvm::is_contained({"Identity", "Slice", "Transpose", "Gather",
                             "Expand", "Tile", "Unsqueeze", "Squeeze", "Concat",
                             "ReverseSequence", "Add", "Sub", "Mul", "Div"},
                            opType);
}

LogicalResult ONNXImporter::importNode(const onnx::NodeProto &proto,
                                       int index) {
  Node node{proto, nodeLoc(proto, index), describe(proto, index)};
  if (!proto.domain().empty() && proto.domain() != "ai.onnx")
    return error(node) << "unsupported op domain '" << proto.domain() << "'";
  const HandlerEntry *entry =
      llvm::find_if(kHandlers, [&](const HandlerEntry &e) {
        return e.opType == proto.op_type();
      });
  if (entry == std::end(kHandlers)) {
    std::string names = llvm::join(llvm::map_range(kHandlers,
                                                   [](const HandlerEntry &e) {
                                                     return StringRef(e.opType);
                                                   }),
                                   ", ");
    return error(node) << "unsupported op '" << proto.op_type()
                       << "' (supported: " << names << ")";
  }
  if (failed((this->*entry->handler)(node)))
    return failure();
  if (keepsSignedness(proto.op_type()) && proto.input_size() > 0 &&
      unsignedValues.contains(proto.input(0)))
    unsignedValues.insert(proto.output(0));
  return success();
}
FailureOr<func::FuncOp>
ONNXImporter::createGraphFunction(const onnx::GraphProto &graph) {
  // Initializers may also be listed as graph inputs (IR version < 4): those
  // are constants, not arguments.
  llvm::StringSet<> initializerNames;
  for (const onnx::TensorProto &init : graph.initializer())
    initializerNames.insert(init.name());

  SmallVector<Type> argTypes;
  SmallVector<std::string> argNames;
  for (const onnx::ValueInfoProto &input : graph.input()) {
    if (initializerNames.contains(input.name()))
      continue;
    FailureOr<RankedTensorType> type = convertValueType(input, fileLoc);
    if (failed(type))
      return failure();
    argTypes.push_back(*type);
    argNames.push_back(input.name());
    if (isUnsignedONNXType(input.type().tensor_type().elem_type()))
      unsignedValues.insert(input.name());
  }
  SmallVector<Type> resultTypes;
  for (const onnx::ValueInfoProto &output : graph.output()) {
    FailureOr<RankedTensorType> type = convertValueType(output, fileLoc);
    if (failed(type))
      return failure();
    resultTypes.push_back(*type);
  }

  std::string name = graph.name().empty() ? "main" : graph.name();
  auto func = func::FuncOp::create(
      builder, NameLoc::get(builder.getStringAttr(name), fileLoc), name,
      builder.getFunctionType(argTypes, resultTypes));
  Block *entry = func.addEntryBlock();
  for (auto [i, argName] : llvm::enumerate(argNames)) {
    entry->getArgument(i).setLoc(
        NameLoc::get(builder.getStringAttr(argName), fileLoc));
    values[argName] = ImportedValue{entry->getArgument(i), {}, {}};
  }
  builder.setInsertionPointToStart(entry);
  return func;
}

LogicalResult ONNXImporter::importInitializers(const onnx::GraphProto &graph) {
  for (const onnx::TensorProto &init : graph.initializer()) {
    Location loc = NameLoc::get(builder.getStringAttr(init.name()), fileLoc);
    FailureOr<DenseElementsAttr> value =
        convertTensor(init, loc, "initializer '" + init.name() + "'");
    if (failed(value))
      return failure();
    Value constant = arith::ConstantOp::create(builder, loc, *value);
    values[init.name()] = ImportedValue{constant, {}, {}};
    if (isUnsignedONNXType(init.data_type()))
      unsignedValues.insert(init.name());
  }
  return success();
}

LogicalResult ONNXImporter::importOutputs(const onnx::GraphProto &graph,
                                          func::FuncOp func) {
  // Results take the declared output types; where a computed type is less
  // (or more) static but compatible, a tensor.cast bridges the two.
  SmallVector<Value> results;
  for (auto [output, declared] :
       llvm::zip_equal(graph.output(), func.getResultTypes())) {
    Location loc = NameLoc::get(builder.getStringAttr(output.name()), fileLoc);
    FailureOr<Value> value =
        lookup(output.name(), loc, "graph output '" + output.name() + "'");
    if (failed(value))
      return failure();
    Value result = *value;
    if (result.getType() != declared) {
      if (!tensor::CastOp::areCastCompatible(result.getType(), declared))
        return emitError(loc)
               << "graph output '" << output.name() << "' is declared as "
               << declared << " but computed as " << result.getType();
      result = tensor::CastOp::create(builder, loc, declared, result);
    }
    results.push_back(result);
  }
  func::ReturnOp::create(builder, fileLoc, results);
  return success();
}

OwningOpRef<ModuleOp> ONNXImporter::importModel(const onnx::ModelProto &model) {
  for (const onnx::OperatorSetIdProto &opset : model.opset_import())
    if (opset.domain().empty() || opset.domain() == "ai.onnx")
      opsetVersion = opset.version();
  if (!model.has_graph()) {
    emitError(fileLoc) << "the ONNX model has no graph";
    return nullptr;
  }
  const onnx::GraphProto &graph = model.graph();
  if (graph.sparse_initializer_size() != 0) {
    emitError(fileLoc) << "sparse initializers are not supported";
    return nullptr;
  }

  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  builder.setInsertionPointToEnd(module->getBody());
  FailureOr<func::FuncOp> func = createGraphFunction(graph);
  if (failed(func) || failed(importInitializers(graph)))
    return nullptr;
  for (auto [index, node] : llvm::enumerate(graph.node()))
    if (failed(importNode(node, index)))
      return nullptr;
  if (failed(importOutputs(graph, *func)) || failed(verify(*module)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> mlir::revseq::importONNXModel(StringRef bytes,
                                                    StringRef bufferName,
                                                    MLIRContext *context) {
  context->loadDialect<arith::ArithDialect, func::FuncDialect,
                       linalg::LinalgDialect, tensor::TensorDialect,
                       revseq::RevseqDialect>();
  Location fileLoc = FileLineColLoc::get(context, bufferName, 0, 0);
  onnx::ModelProto model;
  if (bytes.size() > size_t(std::numeric_limits<int>::max()) ||
      !model.ParseFromArray(bytes.data(), int(bytes.size()))) {
    emitError(fileLoc) << "not a valid ONNX model (malformed or truncated "
                          "protobuf)";
    return nullptr;
  }
  return ONNXImporter(context, bufferName).importModel(model);
}

FailureOr<DenseElementsAttr>
mlir::revseq::importONNXTensor(StringRef bytes, StringRef bufferName,
                               MLIRContext *context) {
  Location fileLoc = FileLineColLoc::get(context, bufferName, 0, 0);
  onnx::TensorProto tensor;
  if (bytes.size() > size_t(std::numeric_limits<int>::max()) ||
      !tensor.ParseFromArray(bytes.data(), int(bytes.size())))
    return emitError(fileLoc) << "not a valid ONNX tensor (malformed or "
                                 "truncated protobuf)";
  return ONNXImporter(context, bufferName)
      .convertTensor(tensor, fileLoc, "tensor '" + tensor.name() + "'");
}

FailureOr<std::string> mlir::revseq::exportONNXTensor(DenseElementsAttr value,
                                                      StringRef name) {
  Type elementType = value.getElementType();
  MLIRContext *ctx = elementType.getContext();
  int32_t dataType;
  if (elementType.isF32())
    dataType = onnx::TensorProto::FLOAT;
  else if (elementType.isF64())
    dataType = onnx::TensorProto::DOUBLE;
  else if (elementType.isF16())
    dataType = onnx::TensorProto::FLOAT16;
  else if (elementType.isBF16())
    dataType = onnx::TensorProto::BFLOAT16;
  else if (elementType.isInteger(1))
    dataType = onnx::TensorProto::BOOL;
  else if (elementType.isInteger(8))
    dataType = onnx::TensorProto::INT8;
  else if (elementType.isInteger(16))
    dataType = onnx::TensorProto::INT16;
  else if (elementType.isInteger(32))
    dataType = onnx::TensorProto::INT32;
  else if (elementType.isInteger(64))
    dataType = onnx::TensorProto::INT64;
  else if (elementType == ComplexType::get(Float32Type::get(ctx)))
    dataType = onnx::TensorProto::COMPLEX64;
  else if (elementType == ComplexType::get(Float64Type::get(ctx)))
    dataType = onnx::TensorProto::COMPLEX128;
  else
    return failure();
  onnx::TensorProto tensor;
  tensor.set_name(name.str());
  tensor.set_data_type(dataType);
  for (int64_t dim : value.getType().getShape())
    tensor.add_dims(dim);
  std::vector<char> raw = revseq::getExchangeBytes(value);
  tensor.set_raw_data(std::string(raw.begin(), raw.end()));
  return tensor.SerializeAsString();
}

void mlir::revseq::registerONNXImportDialects(DialectRegistry &registry) {
  registry.insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                  tensor::TensorDialect, revseq::RevseqDialect>();
}

void mlir::revseq::registerONNXImportTranslation() {
  TranslateToMLIRRegistration registration(
      "import-onnx", "Import an ONNX model (ModelProto) as func.func",
      [](llvm::SourceMgr &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        const llvm::MemoryBuffer *buffer =
            sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
        return importONNXModel(buffer->getBuffer(),
                               buffer->getBufferIdentifier(), context);
      },
      registerONNXImportDialects);
}
