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

LogicalResult mlir::revseq::detail::reifyResultShapeFromInput(
    OpBuilder &builder, Value input,
    ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  reifiedReturnShapes.push_back(
      tensor::getMixedSizes(builder, input.getLoc(), input));
  return success();
}

/// Starts the diagnostic for constraint `<op mnemonic>_c<number>`.
static InFlightDiagnostic emitRuleError(Operation *op, unsigned number) {
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
static LogicalResult verifyInputBytes(Operation *op,
                                      RankedTensorType inputType) {
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

/// Checks the rules every op starts with: c1 (the element type is one a
/// memref can hold), _bytes (its size fits in int64) and c2 (the result type
/// is the input type).
static LogicalResult verifyInputAndResult(Operation *op) {
  auto inputType = cast<RankedTensorType>(op->getOperand(0).getType());
  if (!BaseMemRefType::isValidElementType(inputType.getElementType()))
    return emitRuleError(op, 1)
           << "input element type " << inputType.getElementType()
           << " cannot be held by a memref";
  if (failed(verifyInputBytes(op, inputType)))
    return failure();
  Type resultType = op->getResult(0).getType();
  if (resultType != inputType)
    return emitRuleError(op, 2) << "result type " << resultType
                                << " differs from input type " << inputType;
  return success();
}

/// Checks that `axis` (attribute `name`) is in [-rank, rank).
static LogicalResult verifyAxisInRange(Operation *op, unsigned rule,
                                       StringRef name, int64_t axis,
                                       int64_t rank) {
  if (axis >= -rank && axis < rank)
    return success();
  return emitRuleError(op, rule) << name << " " << axis << " is out of range ["
                                 << -rank << ", " << rank << ")";
}

/// Checks that `lengths` has a signless integer element type.
static LogicalResult verifyLengthsElementType(Operation *op, unsigned rule,
                                              ShapedType lengthsType) {
  if (lengthsType.getElementType().isSignlessInteger())
    return success();
  return emitRuleError(op, rule)
         << "lengths element type " << lengthsType.getElementType()
         << " is not a signless integer";
}

/// Checks that `rank` is at least `minRank`.
static LogicalResult verifyMinRank(Operation *op, unsigned rule, int64_t rank,
                                   int64_t minRank) {
  if (rank >= minRank)
    return success();
  return emitRuleError(op, rule)
         << "input rank " << rank << " is below the minimum " << minRank;
}

/// Two sizes conflict only when both are static and differ.
static bool sizesConflict(int64_t a, int64_t b) {
  return !ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b;
}

//===----------------------------------------------------------------------===//
// ReverseSequenceOp
//===----------------------------------------------------------------------===//

int64_t ReverseSequenceOp::getNormalizedBatchAxis() {
  return normalizeAxis(getBatchAxis(), getInput().getType().getRank());
}

int64_t ReverseSequenceOp::getNormalizedSeqAxis() {
  return normalizeAxis(getSeqAxis(), getInput().getType().getRank());
}

LogicalResult ReverseSequenceOp::verify() {
  Operation *op = getOperation();
  RankedTensorType inputType = getInput().getType();
  RankedTensorType lengthsType = getLengths().getType();
  int64_t rank = inputType.getRank();
  if (failed(verifyInputAndResult(op)) ||
      failed(verifyMinRank(op, 3, rank, 2)) ||
      failed(verifyAxisInRange(op, 4, "batch_axis", getBatchAxis(), rank)) ||
      failed(verifyAxisInRange(op, 5, "seq_axis", getSeqAxis(), rank)))
    return failure();
  int64_t batchAxis = getNormalizedBatchAxis();
  if (batchAxis == getNormalizedSeqAxis())
    return emitRuleError(op, 6)
           << "batch_axis " << getBatchAxis() << " and seq_axis "
           << getSeqAxis() << " both name axis " << batchAxis;
  if (lengthsType.getRank() != 1)
    return emitRuleError(op, 7)
           << "lengths must be 1-D, got rank " << lengthsType.getRank();
  if (failed(verifyLengthsElementType(op, 8, lengthsType)))
    return failure();
  int64_t batchSize = inputType.getDimSize(batchAxis);
  if (sizesConflict(lengthsType.getDimSize(0), batchSize))
    return emitRuleError(op, 9) << "lengths has " << lengthsType.getDimSize(0)
                                << " elements but input dim " << batchAxis
                                << " (batch_axis) is " << batchSize;
  return success();
}

//===----------------------------------------------------------------------===//
// ReverseOp
//===----------------------------------------------------------------------===//

SmallVector<int64_t> ReverseOp::getNormalizedAxes() {
  int64_t rank = getInput().getType().getRank();
  SmallVector<int64_t> axes = llvm::map_to_vector(
      getAxes(), [&](int64_t axis) { return normalizeAxis(axis, rank); });
  llvm::sort(axes);
  return axes;
}

LogicalResult ReverseOp::verify() {
  Operation *op = getOperation();
  if (failed(verifyInputAndResult(op)))
    return failure();
  int64_t rank = getInput().getType().getRank();
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t axis : getAxes()) {
    if (failed(verifyAxisInRange(op, 3, "axis", axis, rank)))
      return failure();
    if (!seen.insert(normalizeAxis(axis, rank)).second)
      return emitRuleError(op, 4)
             << "axis " << axis << " names axis " << normalizeAxis(axis, rank)
             << " which is already reversed";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ReverseDynamicOp
//===----------------------------------------------------------------------===//

LogicalResult ReverseDynamicOp::verify() {
  Operation *op = getOperation();
  if (failed(verifyInputAndResult(op)))
    return failure();
  RankedTensorType axesType = getAxes().getType();
  if (axesType.getRank() != 1)
    return emitRuleError(op, 3)
           << "axes must be 1-D, got rank " << axesType.getRank();
  Type elementType = axesType.getElementType();
  if (getMode() == ReverseMode::index) {
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
  int64_t rank = getInput().getType().getRank();
  if (sizesConflict(axesType.getDimSize(0), rank))
    return emitRuleError(op, 6) << "mask has " << axesType.getDimSize(0)
                                << " elements but the input rank is " << rank;
  return success();
}

//===----------------------------------------------------------------------===//
// ReverseSubsequencesOp
//===----------------------------------------------------------------------===//

int64_t ReverseSubsequencesOp::getNormalizedAxis() {
  return normalizeAxis(getAxis(), getInput().getType().getRank());
}

LogicalResult ReverseSubsequencesOp::verify() {
  Operation *op = getOperation();
  RankedTensorType inputType = getInput().getType();
  RankedTensorType lengthsType = getLengths().getType();
  int64_t rank = inputType.getRank();
  if (failed(verifyInputAndResult(op)) ||
      failed(verifyMinRank(op, 3, rank, 1)) ||
      failed(verifyAxisInRange(op, 4, "axis", getAxis(), rank)))
    return failure();
  if (lengthsType.getRank() != rank)
    return emitRuleError(op, 5) << "lengths rank " << lengthsType.getRank()
                                << " differs from input rank " << rank;
  if (failed(verifyLengthsElementType(op, 6, lengthsType)))
    return failure();
  int64_t axis = getNormalizedAxis();
  if (sizesConflict(lengthsType.getDimSize(axis), 1))
    return emitRuleError(op, 7)
           << "lengths dim " << axis << " (the reversed axis) must be 1, got "
           << lengthsType.getDimSize(axis);
  for (int64_t d = 0; d < rank; ++d) {
    if (d == axis ||
        !sizesConflict(lengthsType.getDimSize(d), inputType.getDimSize(d)))
      continue;
    return emitRuleError(op, 8)
           << "lengths dim " << d << " is " << lengthsType.getDimSize(d)
           << " but input dim " << d << " is " << inputType.getDimSize(d);
  }
  return success();
}

#define GET_OP_CLASSES
#include "revseq/Dialect/Revseq/IR/RevseqOps.cpp.inc"
