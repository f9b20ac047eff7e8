//===- ONNXImporter.h - the ONNX importer's state and op handlers -*- C++
//-*-===//
//
// Private to lib/Import/ONNX: the importer class that ImportONNX.cpp drives
// and the op handlers of ImportShapeOps.cpp, ImportReverseOps.cpp and
// ImportElementwise.cpp implement.
//
// Exporters spell reverses with other ops (torch.flip as Slice with negative
// steps, tf.reverse as Transpose, Shape, Gather, Expand and ReverseSequence),
// so the importer keeps two kinds of values lazily and builds IR only when a
// value is used as a tensor:
//
// * a tensor view, `transpose(reverse(base, axes), perm)`: Transpose and a
//   whole-axis reverse change the view, not the IR, so that a chain of them
//   becomes one `revseq.reverse` (and a transpose only when the chain does
//   not restore the order);
// * a shape vector, an integer tensor of rank 0 or 1 whose elements are
//   constants or sizes of dims (Shape, Gather, Concat, Expand, ...): a
//   ReverseSequence whose lengths are all its time axis's size and whose
//   count is its batch size is a whole-axis reverse.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_IMPORT_ONNX_ONNXIMPORTER_H
#define REVSEQ_LIB_IMPORT_ONNX_ONNXIMPORTER_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include "onnx/onnx_pb.h"

#include <optional>
#include <string>

namespace mlir::revseq::onnx_import {

/// A size known at import time: a constant, or the size of dim `dim` of
/// `base` (whose type has it dynamic).
struct SymbolicDim {
  std::optional<int64_t> constant;
  Value base;
  int64_t dim = 0;

  static SymbolicDim of(Value tensor, int64_t dim);
  bool operator==(const SymbolicDim &other) const {
    return constant == other.constant && base == other.base &&
           (constant || dim == other.dim);
  }
};

/// An integer tensor of rank 0 or 1 computed from shapes. A splat holds
/// `elements[0]` `*splatCount` times.
struct ShapeVector {
  Type elementType;
  bool scalar = false;
  SmallVector<SymbolicDim> elements;
  std::optional<SymbolicDim> splatCount;

  /// The number of elements when it is known at import time.
  std::optional<int64_t> getStaticSize() const;
};

/// `transpose(reverse(base, reversed axes), perm)`: result dim `i` is dim
/// `perm[i]` of `base`, and `reversed` is indexed by `base`'s dims.
struct TensorView {
  Value base;
  SmallVector<int64_t> perm;
  SmallVector<bool> reversed;

  static TensorView of(Value tensor);
  int64_t getRank() const { return perm.size(); }
  SymbolicDim getDim(int64_t i) const { return SymbolicDim::of(base, perm[i]); }
};

/// What an ONNX value name holds: a tensor value, or a view or shape vector
/// whose IR is built (once) when the value is first used as a tensor.
struct ImportedValue {
  Value value;
  std::optional<TensorView> view;
  std::optional<ShapeVector> shape;
};

/// Builds the function of one ONNX graph.
class ONNXImporter {
public:
  ONNXImporter(MLIRContext *context, StringRef bufferName)
      : context(context), builder(context),
        fileLoc(FileLineColLoc::get(context, bufferName, 0, 0)) {}

  OwningOpRef<ModuleOp> importModel(const onnx::ModelProto &model);

  FailureOr<DenseElementsAttr> convertTensor(const onnx::TensorProto &tensor,
                                             Location loc, const Twine &what);

  /// The node being imported: its location, its description for
  /// diagnostics and the proto. Handlers report through `error()`.
  struct Node {
    const onnx::NodeProto &proto;
    Location loc;
    std::string what;
  };
  using Handler = LogicalResult (ONNXImporter::*)(const Node &);

  // Op handlers (the dispatch table in ImportONNX.cpp names them).
  LogicalResult importConstant(const Node &node);
  LogicalResult importIdentity(const Node &node);
  LogicalResult importReverseSequence(const Node &node);
  LogicalResult importTranspose(const Node &node);
  LogicalResult importSlice(const Node &node);
  LogicalResult importShape(const Node &node);
  LogicalResult importGather(const Node &node);
  LogicalResult importExpandOrTile(const Node &node);
  LogicalResult importSqueezeOrUnsqueeze(const Node &node);
  LogicalResult importConcat(const Node &node);
  LogicalResult importCast(const Node &node);
  /// Add, Sub, Mul, Div, Neg, Relu.
  LogicalResult importArithmetic(const Node &node);

private:
  /// The location of a node: its name (or op type and index) in the file.
  Location nodeLoc(const onnx::NodeProto &node, int index);
  /// Describes a node for diagnostics: `node 'name' (Op)` or `node #i (Op)`.
  std::string describe(const onnx::NodeProto &node, int index);

  FailureOr<Type> convertElementType(int32_t onnxType, Location loc,
                                     const Twine &what);
  FailureOr<RankedTensorType> convertValueType(const onnx::ValueInfoProto &info,
                                               Location loc);

  /// Reports `message` at the node: `<node>: <message>`.
  InFlightDiagnostic error(const Node &node);
  /// Checks the counts of inputs (between `minInputs` and `maxInputs`) and
  /// outputs (one), and that the node has no attribute outside `allowed`.
  LogicalResult checkSignature(const Node &node, int minInputs, int maxInputs,
                               ArrayRef<StringRef> allowed = {});
  /// The integer attribute `name` of the node, or `defaultValue`.
  FailureOr<int64_t> getIntAttr(const Node &node, StringRef name,
                                int64_t defaultValue);
  /// The integer list attribute `name`, or std::nullopt when absent.
  FailureOr<std::optional<SmallVector<int64_t>>> getIntsAttr(const Node &node,
                                                             StringRef name);
  /// The opset of the default domain the node is imported under; an error
  /// when the model imports none or one below `minimum`.
  FailureOr<int64_t> requireOpset(const Node &node, int64_t minimum);

  FailureOr<ImportedValue *> find(StringRef name, Location loc,
                                  const Twine &user);
  /// The tensor `name` holds, its IR built if it was a view or shape.
  FailureOr<Value> lookup(StringRef name, Location loc, const Twine &user);
  /// Input `i` of the node as a tensor.
  FailureOr<Value> input(const Node &node, int i);
  /// Input `i` of the node as a view (a plain tensor is a view of itself).
  FailureOr<TensorView> inputView(const Node &node, int i);
  /// Input `i` as a shape vector: a shape vector or an integer constant of
  /// rank 0 or 1; std::nullopt for any other tensor.
  FailureOr<std::optional<ShapeVector>> inputShape(const Node &node, int i);
  /// Input `i` as a constant integer list (rank 0 or 1), named `role` in
  /// errors (`starts`, `axes`...).
  FailureOr<SmallVector<int64_t>> constantInts(const Node &node, int i,
                                               StringRef role);
  /// Whether input `i` is present (optional inputs may be named "").
  static bool hasInput(const Node &node, int i) {
    return node.proto.input_size() > i && !node.proto.input(i).empty();
  }
  void define(const Node &node, Value value);
  void define(const Node &node, const TensorView &view);
  void define(const Node &node, const ShapeVector &shape);

  /// Builds the IR of a view or of a shape vector.
  Value materialize(const TensorView &view, Location loc);
  Value materialize(const ShapeVector &shape, Location loc);
  /// The size `dim` as an index value (a constant or a tensor.dim).
  Value materializeIndex(const SymbolicDim &dim, Location loc);
  /// `axis` in `[0, rank)` from ONNX's `[-rank, rank)`; an error naming
  /// `role` otherwise.
  FailureOr<int64_t> normalizeAxis(const Node &node, int64_t axis, int64_t rank,
                                   StringRef role);

  // Pieces of the handlers.
  FailureOr<std::optional<SmallVector<int64_t>>>
  readSqueezeAxes(const Node &node);
  LogicalResult importSliceOfView(const Node &node, const TensorView &view,
                                  ArrayRef<int64_t> starts,
                                  ArrayRef<int64_t> ends,
                                  ArrayRef<int64_t> axes,
                                  ArrayRef<int64_t> steps);
  FailureOr<std::optional<TensorView>>
  matchWholeAxisLengths(const Node &node, const TensorView &input,
                        int64_t batchAxis, int64_t timeAxis);
  /// The result sizes of elementwise `operands` (numpy's broadcast along
  /// static dims), with a run-time check of each dynamic size that must
  /// equal another.
  LogicalResult broadcastSizes(const Node &node, ArrayRef<Value> operands,
                               SmallVector<OpFoldResult> &sizes);
  FailureOr<Value>
  buildElementwise(const Node &node, ArrayRef<Value> operands,
                   Type resultElementType,
                   function_ref<Value(OpBuilder &, Location, ValueRange)> body);

  MLIRContext *context;
  OpBuilder builder;
  Location fileLoc;
  /// The ai.onnx opset the model imports; std::nullopt when it imports
  /// none of the default domain.
  std::optional<int64_t> opsetVersion;
  llvm::StringMap<ImportedValue> values;
  /// Names of values of unsigned ONNX types (kept as signless integers):
  /// arithmetic and Cast refuse them, data movement passes the mark on.
  llvm::StringSet<> unsignedValues;

  /// The function of `graph`, its arguments named and entered in `values`,
  /// with the builder at the start of its body.
  FailureOr<func::FuncOp> createGraphFunction(const onnx::GraphProto &graph);
  LogicalResult importInitializers(const onnx::GraphProto &graph);
  /// The graph's outputs, cast to `func`'s result types, returned.
  LogicalResult importOutputs(const onnx::GraphProto &graph, func::FuncOp func);
  LogicalResult importNode(const onnx::NodeProto &node, int index);
};

/// Whether ONNX element type `onnxType` is an unsigned integer.
bool isUnsignedONNXType(int32_t onnxType);

} // namespace mlir::revseq::onnx_import

#endif // REVSEQ_LIB_IMPORT_ONNX_ONNXIMPORTER_H
