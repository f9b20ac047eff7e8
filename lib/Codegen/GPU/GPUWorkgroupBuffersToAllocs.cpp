//===- GPUWorkgroupBuffersToAllocs.cpp - workgroup buffers for SPIR-V -----===//
//
// convert-gpu-to-spirv converts no workgroup attribution of a gpu.func, but
// MemRefToSPIRV turns a static memref.alloc in memory space 3 into a
// Workgroup variable. Each attribution becomes such an allocation at the
// start of its function; the attributions are dropped from the function.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AttrTypeSubElements.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_GPUWORKGROUPBUFFERSTOALLOCS
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// The memory space SPIR-V conversions map to the Workgroup storage class.
static constexpr int64_t kWorkgroupMemorySpace = 3;

/// Replaces `#gpu.address_space<workgroup>` in every type of `func` by
/// memory space 3.
static void useNumericWorkgroupSpace(gpu::GPUFuncOp func) {
  IntegerAttr numeric = IntegerAttr::get(
      IntegerType::get(func.getContext(), 64), kWorkgroupMemorySpace);
  AttrTypeReplacer replacer;
  replacer.addReplacement([&](MemRefType type) -> std::optional<Type> {
    auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
    if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
      return std::nullopt;
    return MemRefType::get(type.getShape(), type.getElementType(),
                           type.getLayout(), numeric);
  });
  replacer.recursivelyReplaceElementsIn(func, /*replaceAttrs=*/false,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
}

/// Rewrites the workgroup attributions of `func`, or fails with an error.
static LogicalResult allocateWorkgroupBuffers(gpu::GPUFuncOp func) {
  unsigned count = func.getNumWorkgroupAttributions();
  if (count == 0)
    return success();
  for (BlockArgument buffer : func.getWorkgroupAttributions())
    if (!cast<MemRefType>(buffer.getType()).hasStaticShape())
      return func.emitOpError("has a workgroup buffer of dynamic shape, ")
             << buffer.getType() << ", which SPIR-V cannot allocate";
  useNumericWorkgroupSpace(func);
  Block &entry = func.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  unsigned first = func.getFirstWorkgroupAttributionIndex();
  for (BlockArgument buffer : func.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(buffer.getType());
    buffer.replaceAllUsesWith(
        memref::AllocOp::create(b, func.getLoc(), type).getResult());
  }
  entry.eraseArguments(first, count);
  func->setAttr(func.getNumWorkgroupAttributionsAttrName(),
                b.getI64IntegerAttr(0));
  return success();
}

namespace {
struct GPUWorkgroupBuffersToAllocsPass
    : public revseq::impl::GPUWorkgroupBuffersToAllocsBase<
          GPUWorkgroupBuffersToAllocsPass> {
  using Base::Base;

  void runOnOperation() override {
    for (auto func : getOperation().getOps<gpu::GPUFuncOp>())
      if (failed(allocateWorkgroupBuffers(func)))
        return signalPassFailure();
  }
};
} // namespace
