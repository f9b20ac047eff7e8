//===- GPUHostEmulation.cpp - run gpu.launch bodies as host loops ---------===//
//
// A kernel without shared memory, barriers or other communication between
// threads computes on the host exactly what the GPU computes when every
// (block, thread) pair runs one after the other. This makes the kernels
// testable on a machine without a GPU: the launch becomes six scf.for loops
// around an scf.execute_region holding the body, and the device memory
// operations become their host counterparts. Launches with barriers and
// workgroup memory are cut at the barriers (GPUHostEmulationBarriers.cpp).
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "GPUHostEmulation.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_GPUHOSTEMULATION
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

/// Returns the component of `dims` that `dim` names.
static Value select(const gpu::KernelDim3 &dims, gpu::Dimension dim) {
  switch (dim) {
  case gpu::Dimension::x:
    return dims.x;
  case gpu::Dimension::y:
    return dims.y;
  case gpu::Dimension::z:
    return dims.z;
  }
  llvm_unreachable("unknown gpu::Dimension");
}

void revseq::replaceLaunchDims(RewriterBase &rewriter, gpu::LaunchOp launch,
                               const gpu::KernelDim3 &blockId) {
  auto replace = [&](const gpu::KernelDim3 &from, const gpu::KernelDim3 &to) {
    rewriter.replaceAllUsesWith(from.x, to.x);
    rewriter.replaceAllUsesWith(from.y, to.y);
    rewriter.replaceAllUsesWith(from.z, to.z);
  };
  replace(launch.getBlockIds(), blockId);
  replace(launch.getGridSize(), launch.getGridSizeOperandValues());
  replace(launch.getBlockSize(), launch.getBlockSizeOperandValues());
}

void revseq::replaceIdOps(RewriterBase &rewriter, Operation *root,
                          const gpu::KernelDim3 &blockId,
                          const gpu::KernelDim3 &threadId,
                          const gpu::KernelDim3 &grid,
                          const gpu::KernelDim3 &block) {
  SmallVector<Operation *> idOps;
  root->walk([&](Operation *op) {
    if (isa<gpu::BlockIdOp, gpu::ThreadIdOp, gpu::GridDimOp, gpu::BlockDimOp>(
            op))
      idOps.push_back(op);
  });
  for (Operation *op : idOps) {
    Value value;
    if (auto id = dyn_cast<gpu::BlockIdOp>(op))
      value = select(blockId, id.getDimension());
    else if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
      value = select(threadId, id.getDimension());
    else if (auto dim = dyn_cast<gpu::GridDimOp>(op))
      value = select(grid, dim.getDimension());
    else
      value = select(block, cast<gpu::BlockDimOp>(op).getDimension());
    rewriter.replaceOp(op, value);
  }
}

/// Rejects what neither emulation handles.
static LogicalResult checkEmulated(gpu::LaunchOp launch) {
  if (launch.getAsyncToken() || !launch.getAsyncDependencies().empty())
    return launch.emitOpError("async launches are not emulated");
  if (!launch.getPrivateAttributions().empty() ||
      launch.getDynamicSharedMemorySize() || launch.hasClusterSize())
    return launch.emitOpError("launches with private memory attributions, "
                              "dynamic shared memory or clusters are not "
                              "emulated");
  WalkResult walk = launch.getBody().walk([&](Operation *op) {
    return isa<gpu::ShuffleOp, gpu::AllReduceOp, gpu::SubgroupReduceOp>(op)
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return launch.emitOpError("threads that exchange values through "
                              "shuffles or reductions are not emulated");
  return success();
}

static LogicalResult emulateLaunch(RewriterBase &rewriter,
                                   gpu::LaunchOp launch) {
  if (failed(checkEmulated(launch)))
    return failure();
  bool barriers = false;
  launch.getBody().walk([&](gpu::BarrierOp) { barriers = true; });
  if (barriers || !launch.getWorkgroupAttributions().empty())
    return emulateLaunchWithBarriers(rewriter, launch);

  Location loc = launch.getLoc();
  rewriter.setInsertionPoint(launch);
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  SmallVector<Value> ubs = {grid.z, grid.y, grid.x, block.z, block.y, block.x};
  SmallVector<Value> lbs(ubs.size(), zero), steps(ubs.size(), one);
  scf::ExecuteRegionOp body;
  SmallVector<Value> ivs;
  scf::buildLoopNest(rewriter, loc, lbs, ubs, steps,
                     [&](OpBuilder &b, Location l, ValueRange loopIvs) {
                       ivs.assign(loopIvs.begin(), loopIvs.end());
                       body = scf::ExecuteRegionOp::create(b, l, TypeRange{});
                     });
  gpu::KernelDim3 blockId = {ivs[2], ivs[1], ivs[0]};
  gpu::KernelDim3 threadId = {ivs[5], ivs[4], ivs[3]};

  // Replace the ids and sizes, as block arguments and as ops.
  replaceLaunchDims(rewriter, launch, blockId);
  gpu::KernelDim3 threadArgs = launch.getThreadIds();
  rewriter.replaceAllUsesWith(threadArgs.x, threadId.x);
  rewriter.replaceAllUsesWith(threadArgs.y, threadId.y);
  rewriter.replaceAllUsesWith(threadArgs.z, threadId.z);
  replaceIdOps(rewriter, launch, blockId, threadId, grid, block);
  SmallVector<gpu::TerminatorOp> terminators;
  launch.getBody().walk(
      [&](gpu::TerminatorOp op) { terminators.push_back(op); });
  for (gpu::TerminatorOp op : terminators) {
    rewriter.setInsertionPoint(op);
    rewriter.replaceOpWithNewOp<scf::YieldOp>(op);
  }

  Region &region = body.getRegion();
  rewriter.inlineRegionBefore(launch.getBody(), region, region.end());
  Block &entry = region.front();
  entry.eraseArguments(0, entry.getNumArguments());
  rewriter.eraseOp(launch);
  return success();
}

/// The host counterparts of the device memory operations.
static LogicalResult emulateMemoryOp(RewriterBase &rewriter, Operation *op,
                                     bool deferDeallocation) {
  if (auto async = dyn_cast<gpu::AsyncOpInterface>(op))
    if (async.getAsyncToken() || !async.getAsyncDependencies().empty())
      return op->emitOpError("async GPU operations are not emulated");
  rewriter.setInsertionPoint(op);
  Location loc = op->getLoc();
  StringRef manual = bufferization::BufferizationDialect::kManualDeallocation;
  if (auto alloc = dyn_cast<gpu::AllocOp>(op)) {
    // Aligned like device allocations, for the kernels' vector accesses.
    auto hostAlloc = memref::AllocOp::create(
        rewriter, loc, alloc.getType(), alloc.getDynamicSizes(),
        alloc.getSymbolOperands(), rewriter.getI64IntegerAttr(256));
    if (alloc->hasAttr(manual) && !deferDeallocation)
      hostAlloc->setAttr(manual, rewriter.getUnitAttr());
    rewriter.replaceOp(alloc, hostAlloc.getResult());
    return success();
  }
  if (auto dealloc = dyn_cast<gpu::DeallocOp>(op)) {
    if (deferDeallocation) {
      rewriter.eraseOp(dealloc);
      return success();
    }
    auto hostDealloc =
        memref::DeallocOp::create(rewriter, loc, dealloc.getMemref());
    if (dealloc->hasAttr(manual))
      hostDealloc->setAttr(manual, rewriter.getUnitAttr());
    rewriter.eraseOp(dealloc);
    return success();
  }
  if (auto memcpy = dyn_cast<gpu::MemcpyOp>(op)) {
    memref::CopyOp::create(rewriter, loc, memcpy.getSrc(), memcpy.getDst());
    rewriter.eraseOp(memcpy);
    return success();
  }
  if (isa<gpu::WaitOp>(op)) {
    rewriter.eraseOp(op);
    return success();
  }
  return success();
}

namespace {
struct GPUHostEmulationPass
    : public revseq::impl::GPUHostEmulationBase<GPUHostEmulationPass> {
  using Base::Base;

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<gpu::LaunchOp> launches;
    SmallVector<Operation *> memoryOps;
    getOperation()->walk([&](Operation *op) {
      if (auto launch = dyn_cast<gpu::LaunchOp>(op))
        launches.push_back(launch);
      else if (isa<gpu::AllocOp, gpu::DeallocOp, gpu::MemcpyOp, gpu::WaitOp>(
                   op))
        memoryOps.push_back(op);
    });
    for (gpu::LaunchOp launch : launches)
      if (failed(emulateLaunch(rewriter, launch)))
        return signalPassFailure();
    for (Operation *op : memoryOps)
      if (failed(emulateMemoryOp(rewriter, op, deferDeallocation)))
        return signalPassFailure();
  }
};
} // namespace
