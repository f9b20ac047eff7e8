//===- Move16BitFloatsAsIntegers.cpp - gpu.launch bodies move i16 bits ----===//

#include "revseq/Codegen/GPU/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_REVSEQGPUMOVE16BITFLOATSASINTEGERS
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

/// Whether `type` is f16 or bf16, or has such elements.
static bool has16BitFloats(Type type) {
  Type element = getElementTypeOrSelf(type);
  return element.isF16() || element.isBF16();
}

/// Whether `op` views a captured 16-bit float buffer as the i16 buffer
/// that the rewrite makes of it (as a kernel that moves bits may already
/// do): such a view becomes the i16 buffer itself.
static bool isBitsView(Operation *op, const SetVector<Value> &captured) {
  auto view = dyn_cast<UnrealizedConversionCastOp>(op);
  if (!view || view->getNumOperands() != 1 || view->getNumResults() != 1 ||
      !captured.contains(view->getOperand(0)))
    return false;
  auto from = cast<MemRefType>(view->getOperand(0).getType());
  return view->getResult(0).getType() ==
         from.clone(IntegerType::get(op->getContext(), 16));
}

/// Whether `op` uses a 16-bit float only as bits moved from a captured
/// buffer to a captured buffer: a load whose value is only stored, or such
/// a store, or an i16 view of a captured buffer.
static bool movesBitsOnly(Operation *op, const SetVector<Value> &captured) {
  if (isBitsView(op, captured))
    return true;
  if (auto load = dyn_cast<memref::LoadOp>(op))
    return captured.contains(load.getMemRef()) &&
           llvm::all_of(load->getUses(), [&](OpOperand &use) {
             auto store = dyn_cast<memref::StoreOp>(use.getOwner());
             return store && use.getOperandNumber() == 0 &&
                    captured.contains(store.getMemRef());
           });
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return captured.contains(store.getMemRef()) &&
           isa_and_nonnull<memref::LoadOp>(
               store.getValueToStore().getDefiningOp());
  return false;
}

/// Passes the 16-bit float buffers of `launch` as i16 buffers; fails (with
/// an error on the offending op) when the body computes with the values.
static LogicalResult rewriteLaunch(gpu::LaunchOp launch) {
  SetVector<Value> used;
  getUsedValuesDefinedAbove(launch.getBody(), used);
  SetVector<Value> captured;
  for (Value value : used)
    if (isa<MemRefType>(value.getType()) && has16BitFloats(value.getType()))
      captured.insert(value);
  WalkResult walk = launch.getBody().walk([&](Operation *op) {
    auto uses16Bit = [](Value v) { return has16BitFloats(v.getType()); };
    if ((llvm::any_of(op->getOperands(), uses16Bit) ||
         llvm::any_of(op->getResults(), uses16Bit)) &&
        !movesBitsOnly(op, captured)) {
      op->emitOpError("revseq-gpu-move-16bit-floats-as-integers: a kernel "
                      "that computes with 16-bit floats cannot move them as "
                      "i16 (only memref.load of a buffer from outside the "
                      "launch, stored unchanged into such a buffer, can)");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();

  OpBuilder b(launch);
  Type i16 = b.getI16Type();
  for (Value buffer : captured) {
    auto type = cast<MemRefType>(buffer.getType());
    Value bits = UnrealizedConversionCastOp::create(b, launch.getLoc(),
                                                    type.clone(i16), buffer)
                     .getResult(0);
    replaceAllUsesInRegionWith(buffer, bits, launch.getBody());
  }
  launch.getBody().walk([&](memref::LoadOp load) {
    if (has16BitFloats(load.getType()))
      load.getResult().setType(i16);
  });
  // The i16 views of those buffers now view i16 buffers: drop them.
  launch.getBody().walk([&](UnrealizedConversionCastOp view) {
    if (view->getNumOperands() == 1 && view->getNumResults() == 1 &&
        view->getOperand(0).getType() == view->getResult(0).getType()) {
      view->getResult(0).replaceAllUsesWith(view->getOperand(0));
      view->erase();
    }
  });
  return success();
}

namespace {
struct RevseqGPUMove16BitFloatsAsIntegers
    : public revseq::impl::RevseqGPUMove16BitFloatsAsIntegersBase<
          RevseqGPUMove16BitFloatsAsIntegers> {
  void runOnOperation() override {
    WalkResult walk = getOperation()->walk([](gpu::LaunchOp launch) {
      return failed(rewriteLaunch(launch)) ? WalkResult::interrupt()
                                           : WalkResult::advance();
    });
    if (walk.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
