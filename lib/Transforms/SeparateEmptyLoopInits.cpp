//===- SeparateEmptyLoopInits.cpp - an empty of its own per loop init -----===//
//
// The revseq-separate-empty-loop-inits pass: a loop whose init is a
// `tensor.empty` (or a `tensor.cast` of one) that something else uses too
// gets an empty of its own, so that one-shot bufferization cannot give the
// loop's carried buffer to a write through the other use.
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_SEPARATEEMPTYLOOPINITS
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// The ops that make `init` from a `tensor.empty`, the empty first and the
/// casts after it, when some value on that chain has another use; else
/// nothing.
static SmallVector<Operation *> getSharedEmptyChain(OpOperand &init) {
  SmallVector<Operation *> chain;
  bool shared = false;
  Value value = init.get();
  while (true) {
    shared |= !value.hasOneUse();
    Operation *def = value.getDefiningOp();
    if (!isa_and_nonnull<tensor::CastOp, tensor::EmptyOp>(def))
      return {};
    chain.push_back(def);
    if (isa<tensor::EmptyOp>(def))
      break;
    value = def->getOperand(0);
  }
  if (!shared)
    return {};
  std::reverse(chain.begin(), chain.end());
  return chain;
}

/// Makes `init` a copy of its chain (an empty and its casts) of its own,
/// built just before `loop`: the empty's sizes dominate the original empty,
/// which dominates the loop.
static void separate(OpBuilder &b, Operation *loop, OpOperand &init,
                     ArrayRef<Operation *> chain) {
  b.setInsertionPoint(loop);
  IRMapping mapping;
  Operation *last = nullptr;
  for (Operation *op : chain)
    last = b.clone(*op, mapping);
  init.set(last->getResult(0));
}

namespace {
struct SeparateEmptyLoopInitsPass
    : public revseq::impl::SeparateEmptyLoopInitsBase<
          SeparateEmptyLoopInitsPass> {
  void runOnOperation() override {
    OpBuilder b(&getContext());
    getOperation()->walk([&](LoopLikeOpInterface loop) {
      for (OpOperand &init : loop.getInitsMutable()) {
        SmallVector<Operation *> chain = getSharedEmptyChain(init);
        if (!chain.empty())
          separate(b, loop, init, chain);
      }
    });
  }
};
} // namespace
