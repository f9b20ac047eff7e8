//===- CopyRepeatedResults.cpp - distinct buffers for repeated results ----===//
//
// The revseq-copy-repeated-results pass: a tensor that a function returns,
// or a loop yields, at several positions (itself or through views) is
// copied at the later ones, so
// that one-shot bufferization, which takes such results for distinct
// buffers, gives them distinct buffers.
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_COPYREPEATEDRESULTS
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// Whether the operands of `terminator` become results that bufferization
/// assumes distinct: a function's return, a loop's yield or condition.
static bool passesDistinctResults(Operation *terminator) {
  if (isa<func::ReturnOp>(terminator))
    return true;
  return terminator->hasTrait<OpTrait::IsTerminator>() &&
         isa_and_nonnull<LoopLikeOpInterface>(terminator->getParentOp());
}

/// The tensor whose buffer `value` names, through the ops that bufferize
/// to a view of their source (casts, slices, reshapes).
static Value getViewRoot(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<tensor::CastOp, tensor::ExtractSliceOp, tensor::CollapseShapeOp,
             tensor::ExpandShapeOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// Copies every tensor operand of `terminator` whose buffer an earlier
/// operand already passes (the same tensor, or a view of it).
static void copyRepeatedOperands(OpBuilder &b, Operation *terminator) {
  llvm::SmallDenseSet<Value> seen;
  b.setInsertionPoint(terminator);
  for (OpOperand &operand : terminator->getOpOperands()) {
    Value value = operand.get();
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || seen.insert(getViewRoot(value)).second)
      continue;
    auto copy = bufferization::AllocTensorOp::create(
        b, terminator->getLoc(), type, /*dynamicSizes=*/ValueRange(),
        /*copy=*/value, /*memorySpace=*/IntegerAttr());
    operand.set(copy);
  }
}

namespace {
struct CopyRepeatedResultsPass
    : public revseq::impl::CopyRepeatedResultsBase<CopyRepeatedResultsPass> {
  void runOnOperation() override {
    OpBuilder b(&getContext());
    getOperation()->walk([&](Operation *op) {
      if (passesDistinctResults(op))
        copyRepeatedOperands(b, op);
    });
  }
};
} // namespace
