//===- SPIRVInitLoopResults.cpp - initial values of converted scf.for -----===//
//
// Upstream convert-scf-to-spirv (LLVM 22) declares a Function variable per
// scf.for result just before the spirv.mlir.loop and stores it only from the
// loop's yield, so a loop that runs no iteration leaves its results undefined
// (llvm/llvm-project#211981). The initial values, which the loop's entry
// branch passes to its header after the induction variable, are stored into
// those variables before the loop, as upstream's later fix (#206280) does.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_SPIRVINITLOOPRESULTS
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// The `count` Function variables without initializer right before `loop`,
/// in order, or none if fewer precede it.
static SmallVector<spirv::VariableOp> getResultVariables(spirv::LoopOp loop,
                                                         unsigned count) {
  SmallVector<spirv::VariableOp> variables;
  for (Operation *op = loop->getPrevNode(); op && variables.size() < count;
       op = op->getPrevNode()) {
    auto variable = dyn_cast<spirv::VariableOp>(op);
    if (!variable || variable.getInitializer() ||
        variable.getStorageClass() != spirv::StorageClass::Function)
      return {};
    variables.push_back(variable);
  }
  if (variables.size() != count)
    return {};
  std::reverse(variables.begin(), variables.end());
  return variables;
}

/// Stores the initial values of `loop`'s results into their variables.
static void storeInitialValues(spirv::LoopOp loop) {
  if (loop.getBody().getBlocks().size() < 2)
    return;
  auto entry = dyn_cast<spirv::BranchOp>(loop.getEntryBlock()->getTerminator());
  Block *header = loop.getHeaderBlock();
  if (!entry || entry.getTarget() != header || header->getNumArguments() < 2)
    return;
  // The header's first argument is the induction variable.
  ValueRange initial = entry.getTargetOperands().drop_front();
  SmallVector<spirv::VariableOp> variables =
      getResultVariables(loop, initial.size());
  if (variables.empty())
    return;
  for (auto [variable, value] : llvm::zip(variables, initial))
    if (cast<spirv::PointerType>(variable.getType()).getPointeeType() !=
        value.getType())
      return;
  OpBuilder b(loop);
  for (auto [variable, value] : llvm::zip(variables, initial))
    spirv::StoreOp::create(b, loop.getLoc(), variable, value);
}

namespace {
struct SPIRVInitLoopResultsPass
    : public revseq::impl::SPIRVInitLoopResultsBase<SPIRVInitLoopResultsPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation().walk([](spirv::LoopOp loop) { storeInitialValues(loop); });
  }
};
} // namespace
