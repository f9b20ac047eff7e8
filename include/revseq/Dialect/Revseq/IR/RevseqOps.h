//===- RevseqOps.h - revseq dialect and operations --------------*- C++ -*-===//

#ifndef REVSEQ_DIALECT_REVSEQ_IR_REVSEQOPS_H
#define REVSEQ_DIALECT_REVSEQ_IR_REVSEQOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::revseq::detail {
/// Every revseq op returns exactly the type of its first operand.
LogicalResult
inferResultTypeFromInput(std::optional<Location> location, ValueRange operands,
                         SmallVectorImpl<Type> &inferredReturnTypes);
/// Every revseq op's result has the shape of `input`.
LogicalResult
reifyResultShapeFromInput(OpBuilder &builder, Value input,
                          ReifiedRankedShapedTypeDims &reifiedReturnShapes);
/// A destination-passing form on memrefs reads every operand but `init`
/// and writes `init` without reading it; on tensors it has no effect.
void getDestinationEffects(
    DestinationStyleOpInterface op,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects);
/// The result of a destination-passing form has the shape of `init`.
LogicalResult
reifyDestinationShape(OpBuilder &builder, Value init,
                      ReifiedRankedShapedTypeDims &reifiedReturnShapes);
/// `axis` of an op on `input` mapped to [0, rank).
int64_t normalizeInputAxis(Value input, int64_t axis);
/// `axes` of an op on `input` mapped to [0, rank) and sorted.
SmallVector<int64_t> normalizeInputAxes(Value input, ArrayRef<int64_t> axes);

// The verifiers' pieces, for any op of the family (a revseq op, or an op of
// another dialect built from the ODS classes of RevseqOps.td). Each
// diagnostic names its rule `<mnemonic>_c<number>` (`<mnemonic>_bytes`).

/// Starts the diagnostic of rule `<mnemonic>_c<number>`.
InFlightDiagnostic emitRuleError(Operation *op, unsigned number);
/// Rules c1, `_bytes` and c2 of a value form (operand 0 the input).
LogicalResult verifyInputAndResult(Operation *op);
/// Rules c1, `_bytes`, c2 and `kindRule` (all tensors or all memrefs) of a
/// destination-passing form.
LogicalResult verifyInputAndInit(DestinationStyleOpInterface op, Value input,
                                 Value init, unsigned kindRule);
/// Rule `rule`: `axis` (attribute `name`) is in [-rank, rank).
LogicalResult verifyAxisInRange(Operation *op, unsigned rule, StringRef name,
                                int64_t axis, int64_t rank);
/// Rule `rule`: `lengths` has a signless integer element type.
LogicalResult verifyLengthsElementType(Operation *op, unsigned rule,
                                       ShapedType lengthsType);
/// Rule `rule`: `rank >= minRank`.
LogicalResult verifyMinRank(Operation *op, unsigned rule, int64_t rank,
                            int64_t minRank);
/// Whether two sizes are both static and differ.
bool sizesConflict(int64_t a, int64_t b);

/// `custom<RankedTensor>` of the value forms' assembly format: a ranked
/// tensor type, an unranked one named as an error.
ParseResult parseRankedTensor(OpAsmParser &parser, Type &type);
void printRankedTensor(OpAsmPrinter &p, Operation *, Type type);
} // namespace mlir::revseq::detail

#include "revseq/Dialect/Revseq/IR/RevseqEnums.h.inc"
#include "revseq/Dialect/Revseq/IR/RevseqIndexMap.h"
#include "revseq/Dialect/Revseq/IR/RevseqInterfaces.h.inc"
#include "revseq/Dialect/Revseq/IR/RevseqOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "revseq/Dialect/Revseq/IR/RevseqOps.h.inc"

namespace mlir::revseq {

/// Largest number of elements a revseq op folds into a new constant; beyond
/// it the constant would bloat the IR more than the op costs at run time.
constexpr int64_t kConstantFoldElementLimit = 1 << 16;

/// The size rules of the lengths ops that only run time can check when a
/// size is dynamic.
enum class LengthsSizeRule {
  /// reverse_sequence_c9: size(lengths) == dim(input, batch_axis).
  SequenceBatch,
  /// reverse_subsequences_c7: dim(lengths, axis) == 1.
  SubsequencesAxis,
  /// reverse_subsequences_c8: dim(lengths, d) == dim(input, d), d != axis.
  SubsequencesDim,
};

/// The `revseq.check` message of `rule` (for SubsequencesDim, of dim
/// `dim`), with two `{}`s: the size lengths has and the size it must have.
/// The lowerings and the tiled ops report the same text.
std::string getLengthsSizeMessage(LengthsSizeRule rule, int64_t dim = 0);

/// Emits `revseq.check(size == expected, message(size, expected))` (index
/// sizes, `message` with two `{}`s), unless both are constants: the
/// verifiers compare those.
void createSizeCheck(OpBuilder &b, Location loc, OpFoldResult size,
                     OpFoldResult expected, StringRef message);

/// Maps `axis` in [-rank, rank) to [0, rank).
inline int64_t normalizeAxis(int64_t axis, int64_t rank) {
  return axis < 0 ? axis + rank : axis;
}

} // namespace mlir::revseq

#endif // REVSEQ_DIALECT_REVSEQ_IR_REVSEQOPS_H
