//===- GPUHostEmulationBarriers.cpp - launches with barriers on the host --===//
//
// The part of revseq-gpu-host-emulation for launches whose threads share
// workgroup memory and meet at gpu.barriers. The body (one block, barriers
// only at its top level) is cut at the barriers into stretches; for each
// block of the grid, each stretch runs for every thread of the block before
// the next one starts, which is what the barriers guarantee on a GPU. A
// value a thread defines in one stretch and uses in a later one is kept in
// a per-thread array on the stack; workgroup buffers become stack buffers
// (one per launch, reused by the blocks, which run one after the other).
//
//===----------------------------------------------------------------------===//

#include "GPUHostEmulation.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::revseq;

namespace {

/// The ops of one stretch: the top-level ops of the body between two
/// barriers (without the barriers and the terminator).
using Stretch = SmallVector<Operation *>;

/// The stretches of `launch`'s body, or failure (with an error) when a
/// barrier is not at the top level of a single-block body.
FailureOr<SmallVector<Stretch>> splitAtBarriers(gpu::LaunchOp launch) {
  Region &body = launch.getBody();
  if (!body.hasOneBlock())
    return launch.emitOpError("a launch body of several blocks with "
                              "barriers or workgroup memory is not emulated");
  SmallVector<Stretch> stretches(1);
  for (Operation &op : body.front()) {
    if (isa<gpu::BarrierOp>(op)) {
      stretches.emplace_back();
      continue;
    }
    if (isa<gpu::TerminatorOp>(op))
      continue;
    WalkResult nested =
        op.walk([](gpu::BarrierOp) { return WalkResult::interrupt(); });
    if (nested.wasInterrupted())
      return op.emitOpError("holds a gpu.barrier: only barriers at the top "
                            "level of a launch body are emulated");
    stretches.back().push_back(&op);
  }
  return stretches;
}

/// The workgroup address space of `type` dropped (host buffers live in the
/// default one), or nothing to replace.
std::optional<Type> dropWorkgroupSpace(MemRefType type) {
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(type.getMemorySpace());
  if (!space || space.getValue() != gpu::AddressSpace::Workgroup)
    return std::nullopt;
  return MemRefType::get(type.getShape(), type.getElementType(),
                         type.getLayout());
}

/// Builds the loops of one launch with barriers.
class BarrierEmulation {
public:
  BarrierEmulation(RewriterBase &rewriter, gpu::LaunchOp launch)
      : rewriter(rewriter), launch(launch), loc(launch.getLoc()) {}

  LogicalResult run();

private:
  /// Host buffers for the workgroup attributions (before the grid loops).
  LogicalResult replaceWorkgroupBuffers();
  /// One array per value that crosses a barrier, indexed by the thread.
  LogicalResult allocateCarriedValues(ArrayRef<Stretch> stretches);
  /// The loops over the threads of a block around stretch `index`.
  void emitStretch(OpBuilder &b, ArrayRef<Stretch> stretches, size_t index,
                   const gpu::KernelDim3 &blockId);

  RewriterBase &rewriter;
  gpu::LaunchOp launch;
  Location loc;
  Value threads;
  /// The stretch of each top-level op of the body.
  llvm::DenseMap<Operation *, size_t> stretchOf;
  /// The per-thread array of each value that crosses a barrier.
  llvm::MapVector<Value, Value> carried;
};

LogicalResult BarrierEmulation::replaceWorkgroupBuffers() {
  AttrTypeReplacer replacer;
  replacer.addReplacement(dropWorkgroupSpace);
  replacer.recursivelyReplaceElementsIn(launch, /*replaceAttrs=*/false,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
  for (BlockArgument buffer : launch.getWorkgroupAttributions()) {
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!type || !type.hasStaticShape())
      return launch.emitOpError("only workgroup buffers of static shape are "
                                "emulated");
    Value host = memref::AllocaOp::create(rewriter, loc, type);
    rewriter.replaceAllUsesWith(buffer, host);
  }
  return success();
}

LogicalResult
BarrierEmulation::allocateCarriedValues(ArrayRef<Stretch> stretches) {
  for (auto [index, stretch] : llvm::enumerate(stretches))
    for (Operation *op : stretch)
      stretchOf[op] = index;
  Block *body = &launch.getBody().front();
  for (const auto &entry : llvm::enumerate(stretches)) {
    size_t index = entry.index();
    for (Operation *op : entry.value()) {
      for (Value result : op->getResults()) {
        bool crosses = llvm::any_of(result.getUsers(), [&](Operation *user) {
          return stretchOf.lookup(body->findAncestorOpInBlock(*user)) != index;
        });
        if (!crosses)
          continue;
        Type type = result.getType();
        if (!type.isIntOrIndexOrFloat() && !isa<VectorType>(type))
          return op->emitOpError("a value of type ")
                 << type << " crosses a gpu.barrier; only integers, floats "
                 << "and vectors are emulated";
        auto arrayType = MemRefType::get({ShapedType::kDynamic}, type);
        carried[result] = memref::AllocaOp::create(rewriter, loc, arrayType,
                                                   ValueRange{threads});
      }
    }
  }
  return success();
}

void BarrierEmulation::emitStretch(OpBuilder &b, ArrayRef<Stretch> stretches,
                                   size_t index,
                                   const gpu::KernelDim3 &blockId) {
  gpu::KernelDim3 size = launch.getBlockSizeOperandValues();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  scf::ExecuteRegionOp region;
  SmallVector<Value> ivs;
  scf::buildLoopNest(
      b, loc, {zero, zero, zero}, {size.z, size.y, size.x}, {one, one, one},
      [&](OpBuilder &lb, Location ll, ValueRange loopIvs) {
        ivs.assign(loopIvs.begin(), loopIvs.end());
        region = scf::ExecuteRegionOp::create(lb, ll, TypeRange{});
      });
  OpBuilder inner(launch.getContext());
  Block *block = inner.createBlock(&region.getRegion());
  // The thread's index in its block: x + size.x * (y + size.y * z).
  Value linear = arith::MulIOp::create(inner, loc, ivs[0], size.y);
  linear = arith::AddIOp::create(inner, loc, linear, ivs[1]);
  linear = arith::MulIOp::create(inner, loc, linear, size.x);
  linear = arith::AddIOp::create(inner, loc, linear, ivs[2]);
  // Values of earlier stretches come from their arrays.
  for (auto [value, array] : carried) {
    if (stretchOf.lookup(value.getDefiningOp()) >= index)
      continue;
    auto usedHere = [&](OpOperand &use) {
      Operation *top =
          launch.getBody().front().findAncestorOpInBlock(*use.getOwner());
      return top && stretchOf.lookup(top) == index;
    };
    if (llvm::none_of(value.getUses(), usedHere))
      continue;
    Value loaded =
        memref::LoadOp::create(inner, loc, array, ValueRange{linear});
    rewriter.replaceUsesWithIf(value, loaded, usedHere);
  }
  for (Operation *op : stretches[index])
    op->moveBefore(block, block->end());
  inner.setInsertionPointToEnd(block);
  for (auto [value, array] : carried)
    if (stretchOf.lookup(value.getDefiningOp()) == index)
      memref::StoreOp::create(inner, loc, value, array, ValueRange{linear});
  scf::YieldOp::create(inner, loc);
  // Thread ids inside this stretch are its loop variables.
  gpu::KernelDim3 threadId = launch.getThreadIds();
  auto inRegion = [&](OpOperand &use) {
    return region->isProperAncestor(use.getOwner());
  };
  rewriter.replaceUsesWithIf(threadId.x, ivs[2], inRegion);
  rewriter.replaceUsesWithIf(threadId.y, ivs[1], inRegion);
  rewriter.replaceUsesWithIf(threadId.z, ivs[0], inRegion);
  replaceIdOps(rewriter, region, blockId, {ivs[2], ivs[1], ivs[0]},
               launch.getGridSizeOperandValues(), size);
}

LogicalResult BarrierEmulation::run() {
  FailureOr<SmallVector<Stretch>> stretches = splitAtBarriers(launch);
  if (failed(stretches))
    return failure();
  rewriter.setInsertionPoint(launch);
  gpu::KernelDim3 size = launch.getBlockSizeOperandValues();
  threads = arith::MulIOp::create(rewriter, loc, size.x, size.y);
  threads = arith::MulIOp::create(rewriter, loc, threads, size.z);
  if (failed(replaceWorkgroupBuffers()) ||
      failed(allocateCarriedValues(*stretches)))
    return failure();
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  scf::buildLoopNest(
      rewriter, loc, {zero, zero, zero}, {grid.z, grid.y, grid.x},
      {one, one, one}, [&](OpBuilder &b, Location, ValueRange ivs) {
        gpu::KernelDim3 blockId = {ivs[2], ivs[1], ivs[0]};
        replaceLaunchDims(rewriter, launch, blockId);
        for (size_t index = 0; index < stretches->size(); ++index)
          emitStretch(b, *stretches, index, blockId);
      });
  rewriter.eraseOp(launch);
  return success();
}

} // namespace

LogicalResult revseq::emulateLaunchWithBarriers(RewriterBase &rewriter,
                                                gpu::LaunchOp launch) {
  return BarrierEmulation(rewriter, launch).run();
}
