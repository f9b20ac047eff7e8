//===- GPUDynamicEmptyBuffers.cpp - no static empty buffers in kernels ----===//
//
// convert-gpu-to-spirv has no type for a memref with a static size of 0, so a
// kernel that takes one fails to legalize. A kernel that only loads and
// stores such a buffer touches none of its elements; the buffer reaches the
// kernel with its dims dynamic instead (a memref.cast before the launch).
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "GPULaunchBuffers.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_GPUDYNAMICEMPTYBUFFERS
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// The dynamic type that `value` is cast to, or null if it is no buffer of a
/// static size 0 with identity layout.
static MemRefType getDynamicType(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || !type.getLayout().isIdentity() || !type.hasStaticShape() ||
      !llvm::is_contained(type.getShape(), 0))
    return nullptr;
  SmallVector<int64_t> shape(type.getRank(), ShapedType::kDynamic);
  return MemRefType::get(shape, type.getElementType(),
                         MemRefLayoutAttrInterface(), type.getMemorySpace());
}

bool revseq::isOnlyLoadedOrStored(Value value, gpu::LaunchOp launch) {
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (!launch->isProperAncestor(user))
      continue;
    if (auto load = dyn_cast<memref::LoadOp>(user);
        load && load.getMemRef() == value)
      continue;
    if (auto store = dyn_cast<memref::StoreOp>(user);
        store && store.getMemRef() == value && store.getValue() != value)
      continue;
    return false;
  }
  return true;
}

/// Casts the empty buffers that `launch` uses from above.
static void castEmptyBuffers(gpu::LaunchOp launch) {
  llvm::SetVector<Value> above;
  getUsedValuesDefinedAbove(launch->getRegions(), above);
  OpBuilder b(launch);
  for (Value value : above) {
    MemRefType dynamic = getDynamicType(value);
    if (!dynamic || !revseq::isOnlyLoadedOrStored(value, launch))
      continue;
    Value cast = memref::CastOp::create(b, launch.getLoc(), dynamic, value);
    value.replaceUsesWithIf(cast, [&](OpOperand &use) {
      return launch->isProperAncestor(use.getOwner());
    });
  }
}

namespace {
struct GPUDynamicEmptyBuffersPass
    : public revseq::impl::GPUDynamicEmptyBuffersBase<
          GPUDynamicEmptyBuffersPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation().walk([](gpu::LaunchOp launch) { castEmptyBuffers(launch); });
  }
};
} // namespace
