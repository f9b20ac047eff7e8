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

/// Checks the size rules of the lengths of the `Prefix` op `op` that its
/// index map implies (ReverseIndexMap::getLengthsSourceDim) where both sizes
/// are static, the rules of size 1 first. `report` emits the op's
/// diagnostic of the broken rule of lengths dim `lengthsDim` and returns
/// failure. For the verifiers, once the axes and the lengths rank are valid.
LogicalResult
verifyLengthsSizes(IndexMapOpInterface op,
                   function_ref<LogicalResult(int64_t lengthsDim,
                                              std::optional<int64_t> inputDim)>
                       report);

/// The folds that the index map of the value form `op` implies, with
/// `operands` its constant operands (null where not constant): none on a
/// graph cycle (`op` using its own result); the input where nothing can
/// move (no element, a splat, every mirrored dim of size 1, constant
/// lengths all <= 1); the inner op's input where `op` applies the same
/// static map as the op of its kind that defines its input; a constant
/// input permuted (Axes, Prefix with constant lengths).
OpFoldResult foldIndexMapOp(IndexMapOpInterface op,
                            ArrayRef<Attribute> operands);

/// Adds the canonicalization patterns that the index map of the value form
/// named `opName` implies: a prefix whose constant lengths reverse every
/// slice whole becomes a `revseq.reverse` of its axis.
void populateIndexMapCanonicalizationPatterns(RewritePatternSet &results,
                                              StringRef opName);

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
