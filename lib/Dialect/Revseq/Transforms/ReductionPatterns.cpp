//===- ReductionPatterns.cpp - revseq patterns for mlir-reduce ------------===//
//
// mlir-reduce's `reduction-tree` deletes an op only when nothing uses its
// results, which in a function of tensor ops holds for none of them (each
// result feeds the next op or the return); so a module of revseq and arith ops
// comes out as it went in. The pattern here shrinks such a module one revseq
// op at a time, trying in turn:
//
//   1. the op replaced by its input (every revseq op returns its input's type);
//   2. a static input computed by ops used nowhere else replaced by
//      `tensor.empty` (the computation goes);
//   3. `lengths` computed by ops used nowhere else replaced by a splat
//      constant (the computation goes).
//
// Each candidate is tried on a copy of the module and kept only when the
// interestingness test still holds, so that a failing candidate leaves the
// next one its chance (a greedy driver would otherwise always pick the first).
// Ops that a candidate leaves unused are erased with it.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/Transforms/ReductionPatterns.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Reducer/ReductionPatternInterface.h"
#include "mlir/Reducer/Tester.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::revseq;

/// The length that replaces a computed `lengths` operand. 0 and 1 would turn
/// the op into an identity that canonicalisation removes and a length at
/// least the axis size into a whole-axis reverse; 2 keeps a real partial
/// reversal (i1 lengths truncate it to 0, their only non-negative value).
constexpr uint64_t kReducedLength = 2;

/// A rewrite of one revseq op that leaves the module verifier-valid.
using Candidate = void (*)(RewriterBase &rewriter, Operation *op);

/// Erases the ops computing `values`, and then theirs, as far as nothing else
/// uses them.
static void eraseDeadProducers(RewriterBase &rewriter, ValueRange values) {
  SmallVector<Operation *> worklist;
  for (Value value : values)
    if (Operation *def = value.getDefiningOp())
      worklist.push_back(def);
  llvm::SmallPtrSet<Operation *, 8> erased;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (erased.contains(op) || !isOpTriviallyDead(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        worklist.push_back(def);
    erased.insert(op);
    rewriter.eraseOp(op);
  }
}

/// Whether replacing `operand` by a new op removes at least one: its producer
/// must be an op used by `operand` alone and not already a leaf (a constant
/// or a tensor.empty).
static bool isReplaceableComputation(OpOperand &operand) {
  Value value = operand.get();
  Operation *def = value.getDefiningOp();
  return def && value.hasOneUse() && !matchPattern(value, m_Constant()) &&
         !isa<tensor::EmptyOp>(def) &&
         cast<RankedTensorType>(value.getType()).hasStaticShape();
}

/// The `lengths` operand of the ops that have one.
static OpOperand *getLengthsOperand(Operation *op) {
  return TypeSwitch<Operation *, OpOperand *>(op)
      .Case<ReverseSequenceOp, ReverseSubsequencesOp>(
          [](auto op) { return &op.getLengthsMutable(); })
      .Default([](Operation *) { return nullptr; });
}

/// Replaces `operand` by `replacement` and erases what computed it before.
static void replaceOperand(RewriterBase &rewriter, Operation *op,
                           OpOperand &operand, Value replacement) {
  Value old = operand.get();
  rewriter.modifyOpInPlace(op, [&] { operand.set(replacement); });
  eraseDeadProducers(rewriter, old);
}

/// Candidate 1: the op's result is its input.
static void forwardInput(RewriterBase &rewriter, Operation *op) {
  SmallVector<Value> operands(op->getOperands());
  rewriter.replaceOp(op, op->getOperand(0));
  eraseDeadProducers(rewriter, operands);
}

/// Candidate 2: the input is a `tensor.empty`.
static void emptyInput(RewriterBase &rewriter, Operation *op) {
  OpOperand &input = op->getOpOperand(0);
  auto type = cast<RankedTensorType>(input.get().getType());
  rewriter.setInsertionPoint(op);
  Value empty = tensor::EmptyOp::create(rewriter, op->getLoc(), type.getShape(),
                                        type.getElementType());
  replaceOperand(rewriter, op, input, empty);
}

/// Candidate 3: `lengths` is a splat of kReducedLength.
static void constantLengths(RewriterBase &rewriter, Operation *op) {
  OpOperand &lengths = *getLengthsOperand(op);
  auto type = cast<RankedTensorType>(lengths.get().getType());
  APInt length(type.getElementTypeBitWidth(), kReducedLength,
               /*isSigned=*/false, /*implicitTrunc=*/true);
  rewriter.setInsertionPoint(op);
  Value constant = arith::ConstantOp::create(
      rewriter, op->getLoc(), DenseElementsAttr::get(type, length));
  replaceOperand(rewriter, op, lengths, constant);
}

/// Whether `candidate` applied to `op` in a copy of its module keeps the
/// module interesting.
static bool keepsInteresting(Operation *op, Candidate candidate,
                             const Tester &tester) {
  Operation *top = op;
  while (Operation *parent = top->getParentOp())
    top = parent;
  if (!isa<ModuleOp>(top))
    return false;
  IRMapping mapping;
  OwningOpRef<ModuleOp> copy(cast<ModuleOp>(top->clone(mapping)));
  IRRewriter rewriter(op->getContext());
  candidate(rewriter, mapping.lookup(op));
  return tester.isInteresting(*copy).first == Tester::Interestingness::True;
}

namespace {
/// Applies to a revseq op the first candidate that keeps the module
/// interesting.
struct ReduceRevseqOp : public RewritePattern {
  ReduceRevseqOp(MLIRContext *context, const Tester &tester)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context),
        tester(tester) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa_and_nonnull<RevseqDialect>(op->getDialect()))
      return failure();
    SmallVector<Candidate, 3> candidates = {forwardInput};
    if (isReplaceableComputation(op->getOpOperand(0)))
      candidates.push_back(emptyInput);
    if (OpOperand *lengths = getLengthsOperand(op);
        lengths && isReplaceableComputation(*lengths))
      candidates.push_back(constantLengths);
    for (Candidate candidate : candidates) {
      if (!keepsInteresting(op, candidate, tester))
        continue;
      candidate(rewriter, op);
      return success();
    }
    return failure();
  }

  const Tester &tester;
};

struct RevseqReductionPatternInterface
    : public DialectReductionPatternInterface {
  RevseqReductionPatternInterface(Dialect *dialect)
      : DialectReductionPatternInterface(dialect) {}

  /// Every revseq reduction needs the interestingness test.
  void populateReductionPatterns(RewritePatternSet &) const final {}

  void populateReductionPatternsWithTester(RewritePatternSet &patterns,
                                           Tester &tester) const final {
    patterns.add<ReduceRevseqOp>(patterns.getContext(), tester);
  }
};
} // namespace

void revseq::registerReducerExtension(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, RevseqDialect *dialect) {
    dialect->addInterfaces<RevseqReductionPatternInterface>();
  });
}
