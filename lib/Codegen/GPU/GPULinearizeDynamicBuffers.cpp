//===- GPULinearizeDynamicBuffers.cpp - flat dynamic buffers in kernels ---===//
//
// convert-gpu-to-spirv lowers a load or store of a memref with more than one
// dim only where the strides are static; a kernel that indexes a buffer of
// dynamic shape dim by dim (the in-place swap kernel reads the lengths of
// reverse_subsequences so) fails to legalize. Such a buffer reaches the
// kernel flattened instead (a memref.collapse_shape before the launch), and
// its loads and stores take the row-major linear index, computed from the
// sizes read on the host.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "GPULaunchBuffers.h"
#include "GridStride.h"
#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_GPULINEARIZEDYNAMICBUFFERS
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// Whether SPIR-V cannot index `value` dim by dim: a memref of identity
/// layout, more than one dim, one of them dynamic.
static bool needsLinearIndex(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  return type && type.getLayout().isIdentity() && type.getRank() > 1 &&
         !type.hasStaticShape();
}

/// Makes the loads and stores of `value` inside `launch` use `flat`.
static void useFlat(Value value, Value flat, ArrayRef<Value> sizes,
                    gpu::LaunchOp launch) {
  SmallVector<Operation *> users;
  for (Operation *user : value.getUsers())
    if (launch->isProperAncestor(user))
      users.push_back(user);
  for (Operation *user : users) {
    OpBuilder b(user);
    Location loc = user->getLoc();
    if (auto load = dyn_cast<memref::LoadOp>(user)) {
      Value index = revseq::gpu_detail::linearizeRowMajor(
          b, loc, load.getIndices(), sizes);
      load.getMemrefMutable().assign(flat);
      load.getIndicesMutable().assign(index);
      continue;
    }
    auto store = cast<memref::StoreOp>(user);
    Value index = revseq::gpu_detail::linearizeRowMajor(
        b, loc, store.getIndices(), sizes);
    store.getMemrefMutable().assign(flat);
    store.getIndicesMutable().assign(index);
  }
}

/// Flattens the dynamic buffers that `launch` indexes dim by dim.
static void linearizeBuffers(gpu::LaunchOp launch) {
  llvm::SetVector<Value> above;
  getUsedValuesDefinedAbove(launch->getRegions(), above);
  OpBuilder b(launch);
  Location loc = launch.getLoc();
  for (Value value : above) {
    if (!needsLinearIndex(value) ||
        !revseq::isOnlyLoadedOrStored(value, launch))
      continue;
    auto type = cast<MemRefType>(value.getType());
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      sizes.push_back(memref::DimOp::create(b, loc, value, d));
    Value flat = revseq::collapseToFlat(b, loc, value);
    useFlat(value, flat, sizes, launch);
  }
}

namespace {
struct GPULinearizeDynamicBuffersPass
    : public revseq::impl::GPULinearizeDynamicBuffersBase<
          GPULinearizeDynamicBuffersPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation().walk([](gpu::LaunchOp launch) { linearizeBuffers(launch); });
  }
};
} // namespace
