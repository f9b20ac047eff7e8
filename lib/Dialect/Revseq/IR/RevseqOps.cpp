//===- RevseqOps.cpp - revseq verifiers and shape interfaces --------------===//
//
// Every diagnostic names the constraint it enforces with the label listed in
// the op's ODS description ("violates reverse_c3: ...").
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::detail;

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

LogicalResult mlir::revseq::detail::inferResultTypeFromInput(
    std::optional<Location> location, ValueRange operands,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  if (operands.empty())
    return emitOptionalError(location, "expected an input operand");
  inferredReturnTypes.push_back(operands.front().getType());
  return success();
}

int64_t mlir::revseq::detail::normalizeInputAxis(Value input, int64_t axis) {
  return normalizeAxis(axis, cast<ShapedType>(input.getType()).getRank());
}

SmallVector<int64_t>
mlir::revseq::detail::normalizeInputAxes(Value input, ArrayRef<int64_t> axes) {
  SmallVector<int64_t> normalized = llvm::map_to_vector(
      axes, [&](int64_t axis) { return normalizeInputAxis(input, axis); });
  llvm::sort(normalized);
  return normalized;
}

LogicalResult mlir::revseq::detail::reifyResultShapeFromInput(
    OpBuilder &builder, Value input,
    ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  reifiedReturnShapes.push_back(
      tensor::getMixedSizes(builder, input.getLoc(), input));
  return success();
}

/// Starts the diagnostic for constraint `<op mnemonic>_c<number>`.
InFlightDiagnostic mlir::revseq::detail::emitRuleError(Operation *op,
                                                       unsigned number) {
  return op->emitOpError("violates ")
         << op->getName().stripDialect() << "_c" << number << ": ";
}

/// The bytes one element of `type` takes in a buffer (whole bytes for
/// integers and floats, both parts of a complex, every lane of a vector; 1
/// for types of unknown size), or std::nullopt when that overflows int64.
static std::optional<int64_t> getStorageBytes(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type)) {
    std::optional<int64_t> part = getStorageBytes(complex.getElementType());
    return part ? llvm::checkedMul<int64_t>(*part, 2) : std::nullopt;
  }
  if (auto vector = dyn_cast<VectorType>(type)) {
    std::optional<int64_t> bytes = getStorageBytes(vector.getElementType());
    for (int64_t dim : vector.getShape())
      if (bytes)
        bytes = llvm::checkedMul<int64_t>(*bytes, dim);
    return bytes;
  }
  if (type.isIntOrFloat())
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  if (type.isIndex())
    return 8;
  return 1;
}

/// Checks rule `<op>_bytes`: the input's static size in bytes fits in
/// int64, so that no lowering overflows computing a size or a stride.
static LogicalResult verifyInputBytes(Operation *op, ShapedType inputType) {
  std::optional<int64_t> bytes = getStorageBytes(inputType.getElementType());
  for (int64_t dim : inputType.getShape())
    if (bytes && !ShapedType::isDynamic(dim))
      bytes = llvm::checkedMul<int64_t>(*bytes, std::max<int64_t>(dim, 1));
  if (bytes)
    return success();
  return op->emitOpError("violates ")
         << op->getName().stripDialect() << "_bytes: input type " << inputType
         << " holds more than 9223372036854775807 bytes";
}

/// Checks c1 (the input element type is one a memref can hold) and
/// `_bytes` (its size fits in int64).
static LogicalResult verifyElementType(Operation *op, ShapedType inputType) {
  if (!BaseMemRefType::isValidElementType(inputType.getElementType()))
    return emitRuleError(op, 1)
           << "input element type " << inputType.getElementType()
           << " cannot be held by a memref";
  return verifyInputBytes(op, inputType);
}

/// Checks c1 and c2 of a value form: the result type is the input type.
LogicalResult mlir::revseq::detail::verifyInputAndResult(Operation *op) {
  auto inputType = cast<RankedTensorType>(op->getOperand(0).getType());
  if (failed(verifyElementType(op, inputType)))
    return failure();
  Type resultType = op->getResult(0).getType();
  if (resultType != inputType)
    return emitRuleError(op, 2) << "result type " << resultType
                                << " differs from input type " << inputType;
  return success();
}

/// Checks c1, c2 and `kindRule` of a destination-passing form: `init` has
/// the input's shape and element type, and the operands are all tensors
/// (one result, `init`'s type) or all memrefs (no result).
LogicalResult
mlir::revseq::detail::verifyInputAndInit(DestinationStyleOpInterface op,
                                         Value input, Value init,
                                         unsigned kindRule) {
  auto inputType = cast<ShapedType>(input.getType());
  auto initType = cast<ShapedType>(init.getType());
  if (failed(verifyElementType(op, inputType)))
    return failure();
  bool tensors = isa<RankedTensorType>(inputType);
  for (Value operand : op->getOperands())
    if (isa<RankedTensorType>(operand.getType()) != tensors)
      return emitRuleError(op, kindRule)
             << "operand " << operand.getType() << " is not a "
             << (tensors ? "tensor" : "memref") << " like the input";
  if (op->getNumResults() != (tensors ? 1 : 0))
    return emitRuleError(op, kindRule)
           << (tensors ? "tensor operands need one result"
                       : "memref operands take no result");
  if (initType.getShape() != inputType.getShape() ||
      initType.getElementType() != inputType.getElementType())
    return emitRuleError(op, 2) << "init type " << initType
                                << " differs in shape or element type from "
                                << "input type " << inputType;
  if (tensors && op->getResult(0).getType() != initType)
    return emitRuleError(op, 2) << "result type " << op->getResult(0).getType()
                                << " differs from init type " << initType;
  return success();
}

/// Checks that `axis` (attribute `name`) is in [-rank, rank).
LogicalResult mlir::revseq::detail::verifyAxisInRange(
    Operation *op, unsigned rule, StringRef name, int64_t axis, int64_t rank) {
  if (axis >= -rank && axis < rank)
    return success();
  return emitRuleError(op, rule) << name << " " << axis << " is out of range ["
                                 << -rank << ", " << rank << ")";
}

/// Checks that `lengths` has a signless integer element type.
LogicalResult
mlir::revseq::detail::verifyLengthsElementType(Operation *op, unsigned rule,
                                               ShapedType lengthsType) {
  if (lengthsType.getElementType().isSignlessInteger())
    return success();
  return emitRuleError(op, rule)
         << "lengths element type " << lengthsType.getElementType()
         << " is not a signless integer";
}

/// Checks that `rank` is at least `minRank`.
LogicalResult mlir::revseq::detail::verifyMinRank(Operation *op, unsigned rule,
                                                  int64_t rank,
                                                  int64_t minRank) {
  if (rank >= minRank)
    return success();
  return emitRuleError(op, rule)
         << "input rank " << rank << " is below the minimum " << minRank;
}

/// Two sizes conflict only when both are static and differ.
bool mlir::revseq::detail::sizesConflict(int64_t a, int64_t b) {
  return !ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b;
}

LogicalResult mlir::revseq::verifyLengthsSizes(
    IndexMapOpInterface op,
    function_ref<LogicalResult(int64_t lengthsDim,
                               std::optional<int64_t> inputDim)>
        report) {
  ReverseIndexMap map = op.getIndexMap();
  auto inputType = cast<ShapedType>(op.getMappedInput().getType());
  auto lengthsType = cast<ShapedType>(map.lengths.getType());
  int64_t numRules = map.lengthsMap.getNumResults();
  for (bool unitRules : {true, false}) {
    for (int64_t j = 0; j < numRules; ++j) {
      std::optional<int64_t> inputDim = map.getLengthsSourceDim(j);
      if (inputDim.has_value() == unitRules)
        continue;
      int64_t expected = inputDim ? inputType.getDimSize(*inputDim) : 1;
      if (sizesConflict(lengthsType.getDimSize(j), expected))
        return report(j, inputDim);
    }
  }
  return success();
}

void mlir::revseq::detail::getDestinationEffects(
    DestinationStyleOpInterface op,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue;
    if (op.isDpsInit(&operand))
      effects.emplace_back(MemoryEffects::Write::get(), &operand,
                           SideEffects::DefaultResource::get());
    else
      effects.emplace_back(MemoryEffects::Read::get(), &operand,
                           SideEffects::DefaultResource::get());
  }
}

LogicalResult mlir::revseq::detail::reifyDestinationShape(
    OpBuilder &builder, Value init,
    ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  if (!isa<RankedTensorType>(init.getType()))
    return failure();
  return reifyResultShapeFromInput(builder, init, reifiedReturnShapes);
}

//===----------------------------------------------------------------------===//
// ReverseSequenceOp
//===----------------------------------------------------------------------===//

/// c3 to c9 of reverse_sequence, shared by both forms.
static LogicalResult verifyReverseSequence(Operation *op, ShapedType inputType,
                                           ShapedType lengthsType,
                                           int64_t batchAxisAttr,
                                           int64_t seqAxisAttr) {
  int64_t rank = inputType.getRank();
  if (failed(verifyMinRank(op, 3, rank, 2)) ||
      failed(verifyAxisInRange(op, 4, "batch_axis", batchAxisAttr, rank)) ||
      failed(verifyAxisInRange(op, 5, "seq_axis", seqAxisAttr, rank)))
    return failure();
  int64_t batchAxis = normalizeAxis(batchAxisAttr, rank);
  if (batchAxis == normalizeAxis(seqAxisAttr, rank))
    return emitRuleError(op, 6)
           << "batch_axis " << batchAxisAttr << " and seq_axis " << seqAxisAttr
           << " both name axis " << batchAxis;
  if (lengthsType.getRank() != 1)
    return emitRuleError(op, 7)
           << "lengths must be 1-D, got rank " << lengthsType.getRank();
  if (failed(verifyLengthsElementType(op, 8, lengthsType)))
    return failure();
  return verifyLengthsSizes(
      cast<IndexMapOpInterface>(op),
      [&](int64_t, std::optional<int64_t>) -> LogicalResult {
        return emitRuleError(op, 9)
               << "lengths has " << lengthsType.getDimSize(0)
               << " elements but input dim " << batchAxis << " (batch_axis) is "
               << inputType.getDimSize(batchAxis);
      });
}

LogicalResult ReverseSequenceOp::verify() {
  if (failed(verifyInputAndResult(*this)))
    return failure();
  return verifyReverseSequence(*this, getInput().getType(),
                               getLengths().getType(), getBatchAxis(),
                               getSeqAxis());
}

LogicalResult ReverseSequenceIntoOp::verify() {
  if (failed(verifyInputAndInit(*this, getInput(), getInit(), 10)))
    return failure();
  return verifyReverseSequence(*this, cast<ShapedType>(getInput().getType()),
                               cast<ShapedType>(getLengths().getType()),
                               getBatchAxis(), getSeqAxis());
}

//===----------------------------------------------------------------------===//
// ReverseOp
//===----------------------------------------------------------------------===//

/// c3 and c4 of reverse, shared by both forms.
static LogicalResult verifyReverse(Operation *op, ArrayRef<int64_t> axes,
                                   int64_t rank) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t axis : axes) {
    if (failed(verifyAxisInRange(op, 3, "axis", axis, rank)))
      return failure();
    if (!seen.insert(normalizeAxis(axis, rank)).second)
      return emitRuleError(op, 4)
             << "axis " << axis << " names axis " << normalizeAxis(axis, rank)
             << " which is already reversed";
  }
  return success();
}

LogicalResult ReverseOp::verify() {
  if (failed(verifyInputAndResult(*this)))
    return failure();
  return verifyReverse(*this, getAxes(), getInput().getType().getRank());
}

LogicalResult ReverseIntoOp::verify() {
  if (failed(verifyInputAndInit(*this, getInput(), getInit(), 5)))
    return failure();
  return verifyReverse(*this, getAxes(),
                       cast<ShapedType>(getInput().getType()).getRank());
}

//===----------------------------------------------------------------------===//
// ReverseDynamicOp
//===----------------------------------------------------------------------===//

/// c3 to c6 of reverse_dynamic, shared by both forms.
static LogicalResult verifyReverseDynamic(Operation *op, ShapedType axesType,
                                          ReverseMode mode, int64_t rank) {
  if (axesType.getRank() != 1)
    return emitRuleError(op, 3)
           << "axes must be 1-D, got rank " << axesType.getRank();
  Type elementType = axesType.getElementType();
  if (mode == ReverseMode::index) {
    if (!elementType.isSignlessInteger() || elementType.isInteger(1))
      return emitRuleError(op, 4)
             << "index mode needs a signless integer element type wider "
                "than i1, got "
             << elementType;
    return success();
  }
  if (!elementType.isInteger(1))
    return emitRuleError(op, 5)
           << "mask mode needs element type i1, got " << elementType;
  if (sizesConflict(axesType.getDimSize(0), rank))
    return emitRuleError(op, 6) << "mask has " << axesType.getDimSize(0)
                                << " elements but the input rank is " << rank;
  return success();
}

LogicalResult ReverseDynamicOp::verify() {
  if (failed(verifyInputAndResult(*this)))
    return failure();
  return verifyReverseDynamic(*this, getAxes().getType(), getMode(),
                              getInput().getType().getRank());
}

LogicalResult ReverseDynamicIntoOp::verify() {
  if (failed(verifyInputAndInit(*this, getInput(), getInit(), 8)))
    return failure();
  return verifyReverseDynamic(*this, cast<ShapedType>(getAxes().getType()),
                              getMode(),
                              cast<ShapedType>(getInput().getType()).getRank());
}

//===----------------------------------------------------------------------===//
// ReverseSubsequencesOp
//===----------------------------------------------------------------------===//

/// c3 to c8 of reverse_subsequences, shared by both forms.
static LogicalResult verifyReverseSubsequences(Operation *op,
                                               ShapedType inputType,
                                               ShapedType lengthsType,
                                               int64_t axisAttr) {
  int64_t rank = inputType.getRank();
  if (failed(verifyMinRank(op, 3, rank, 1)) ||
      failed(verifyAxisInRange(op, 4, "axis", axisAttr, rank)))
    return failure();
  if (lengthsType.getRank() != rank)
    return emitRuleError(op, 5) << "lengths rank " << lengthsType.getRank()
                                << " differs from input rank " << rank;
  if (failed(verifyLengthsElementType(op, 6, lengthsType)))
    return failure();
  return verifyLengthsSizes(
      cast<IndexMapOpInterface>(op),
      [&](int64_t d, std::optional<int64_t> inputDim) -> LogicalResult {
        if (!inputDim)
          return emitRuleError(op, 7) << "lengths dim " << d
                                      << " (the reversed axis) must be 1, got "
                                      << lengthsType.getDimSize(d);
        return emitRuleError(op, 8)
               << "lengths dim " << d << " is " << lengthsType.getDimSize(d)
               << " but input dim " << d << " is " << inputType.getDimSize(d);
      });
}

LogicalResult ReverseSubsequencesOp::verify() {
  if (failed(verifyInputAndResult(*this)))
    return failure();
  return verifyReverseSubsequences(*this, getInput().getType(),
                                   getLengths().getType(), getAxis());
}

LogicalResult ReverseSubsequencesIntoOp::verify() {
  if (failed(verifyInputAndInit(*this, getInput(), getInit(), 9)))
    return failure();
  return verifyReverseSubsequences(
      *this, cast<ShapedType>(getInput().getType()),
      cast<ShapedType>(getLengths().getType()), getAxis());
}

//===----------------------------------------------------------------------===//
// Custom assembly directives
//===----------------------------------------------------------------------===//

/// `batch_axis = <integer>, seq_axis = <integer>`; a missing part is named.
static ParseResult parseSequenceAxes(OpAsmParser &parser,
                                     IntegerAttr &batchAxis,
                                     IntegerAttr &seqAxis) {
  auto parseAxis = [&](StringRef keyword, IntegerAttr &attr) -> ParseResult {
    if (failed(parser.parseOptionalKeyword(keyword)))
      return parser.emitError(parser.getCurrentLocation())
             << "expected '" << keyword
             << " = <integer>': reverse_sequence needs both batch_axis and "
                "seq_axis";
    int64_t value = 0;
    if (parser.parseEqual() || parser.parseInteger(value))
      return failure();
    attr = parser.getBuilder().getI64IntegerAttr(value);
    return success();
  };
  if (parseAxis("batch_axis", batchAxis))
    return failure();
  if (failed(parser.parseOptionalComma()))
    return parser.emitError(parser.getCurrentLocation())
           << "expected ', seq_axis = <integer>' after batch_axis: "
              "reverse_sequence needs both batch_axis and seq_axis";
  return parseAxis("seq_axis", seqAxis);
}

static void printSequenceAxes(OpAsmPrinter &p, Operation *,
                              IntegerAttr batchAxis, IntegerAttr seqAxis) {
  p << "batch_axis = " << batchAxis.getInt()
    << ", seq_axis = " << seqAxis.getInt();
}

/// A ranked tensor type; an unranked one is named as such.
ParseResult mlir::revseq::detail::parseRankedTensor(OpAsmParser &parser,
                                                    Type &type) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(type))
    return failure();
  if (!isa<RankedTensorType>(type))
    return parser.emitError(loc)
           << "expected a ranked tensor type, but found " << type
           << ": revseq ops take ranked tensors (their axes are checked "
              "against the rank)";
  return success();
}

void mlir::revseq::detail::printRankedTensor(OpAsmPrinter &p, Operation *,
                                             Type type) {
  p.printType(type);
}

#define GET_OP_CLASSES
#include "revseq/Dialect/Revseq/IR/RevseqOps.cpp.inc"
