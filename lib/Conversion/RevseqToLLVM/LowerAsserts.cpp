//===- LowerAsserts.cpp - checks to a message on stderr and abort() -------===//

#include "revseq/Conversion/Passes.h"

#include "revseq/Conversion/RevseqToLLVM/RevseqToLLVM.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_LOWERASSERTSTOSTDERR
#include "revseq/Conversion/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// `value` as a value `emitCheckFailure` prints: an index cast to i64,
/// integers as they are (it widens them).
static Value castIndexToI64(OpBuilder &b, Location loc, Value value) {
  if (!value.getType().isIndex())
    return value;
  return arith::IndexCastOp::create(b, loc, b.getI64Type(), value);
}

/// Replaces `op` (a cf.assert or revseq.check) by a branch on `condition` to
/// a block that reports `message` with `values` and aborts.
static LogicalResult lowerCheck(IRRewriter &rewriter, Operation *op,
                                Value condition, StringRef message,
                                ValueRange values) {
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Value> printed;
  for (Value value : values)
    printed.push_back(castIndexToI64(rewriter, loc, value));
  Block *block = op->getBlock();
  Block *continuation =
      rewriter.splitBlock(block, std::next(op->getIterator()));
  Block *failureBlock = rewriter.createBlock(continuation);
  if (failed(revseq::emitCheckFailure(rewriter, loc, message, printed)))
    return failure();
  rewriter.setInsertionPoint(op);
  rewriter.replaceOpWithNewOp<cf::CondBranchOp>(op, condition, continuation,
                                                failureBlock);
  return success();
}

namespace {
struct LowerAssertsToStderrPass
    : public revseq::impl::LowerAssertsToStderrBase<LowerAssertsToStderrPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> checks;
    getOperation().walk([&](Operation *op) {
      // Splitting a block is only valid in a region that may hold several.
      if (isa<cf::AssertOp, revseq::CheckOp>(op) &&
          !op->getParentOp()->hasTrait<OpTrait::SingleBlock>())
        checks.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : checks) {
      LogicalResult lowered = success();
      if (auto assertOp = dyn_cast<cf::AssertOp>(op)) {
        lowered =
            lowerCheck(rewriter, op, assertOp.getArg(), assertOp.getMsg(), {});
      } else {
        auto check = cast<revseq::CheckOp>(op);
        lowered = lowerCheck(rewriter, op, check.getCondition(),
                             check.getMessage(), check.getValues());
      }
      if (failed(lowered))
        return signalPassFailure();
    }
  }
};
} // namespace
