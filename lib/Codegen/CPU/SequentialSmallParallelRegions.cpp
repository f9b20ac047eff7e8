//===- SequentialSmallParallelRegions.cpp - no fork for small work --------===//
//
// The revseq-sequential-small-parallel-regions pass: an `if` on every
// omp.parallel that is false when the region writes fewer bytes than a
// threshold, so that libomp runs it on the calling thread; a region known
// to be that small becomes plain loops.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/CPU/Passes.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

namespace mlir::revseq {
#define GEN_PASS_DEF_SEQUENTIALSMALLPARALLELREGIONS
#include "revseq/Codegen/CPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

namespace {
/// The largest threshold: the largest byte count an index can hold.
constexpr uint64_t kMaxMinParallelBytes = std::numeric_limits<int64_t>::max();

/// The memref defined above `parallel` that `view`, written inside it, is a
/// view of; a null Value for a buffer allocated inside the region (scratch
/// of one thread); failure when the write cannot be followed.
FailureOr<Value> getBufferAbove(omp::ParallelOp parallel, Value view) {
  Region &region = parallel.getRegion();
  while (true) {
    Operation *def = view.getDefiningOp();
    if (!region.isAncestor(view.getParentRegion())) {
      // The base buffer of extract_strided_metadata is a 0-d memref that
      // says nothing of the size: go on to the buffer it was taken from.
      if (auto metadata =
              dyn_cast_or_null<memref::ExtractStridedMetadataOp>(def))
        view = metadata.getSource();
      else
        return view;
      continue;
    }
    if (!def)
      return failure();
    if (hasEffect<MemoryEffects::Allocate>(def, view))
      return Value();
    auto viewLike = dyn_cast<ViewLikeOpInterface>(def);
    if (!viewLike)
      return failure();
    view = viewLike.getViewSource();
  }
}

/// The buffers defined above `parallel` that its region writes, or failure
/// when a write cannot be followed to one.
FailureOr<llvm::SetVector<Value>> getWrittenBuffers(omp::ParallelOp parallel) {
  llvm::SetVector<Value> buffers;
  WalkResult walk = parallel.getRegion().walk([&](Operation *op) {
    if (isa<CallOpInterface>(op))
      return WalkResult::interrupt();
    // A run-time check (of a scratch buffer's allocation, ...) writes its
    // message to stderr, no buffer.
    if (isa<revseq::CheckOp>(op))
      return WalkResult::advance();
    auto interface = dyn_cast<MemoryEffectOpInterface>(op);
    if (!interface) {
      // Region ops without effects of their own (omp.wsloop, scf.if, ...)
      // are followed into; the walk visits their ops.
      bool container = op->getNumRegions() != 0 ||
                       op->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
      return container ? WalkResult::advance() : WalkResult::interrupt();
    }
    SmallVector<MemoryEffects::EffectInstance> effects;
    interface.getEffects(effects);
    for (MemoryEffects::EffectInstance &effect : effects) {
      if (!isa<MemoryEffects::Write>(effect.getEffect()))
        continue;
      Value value = effect.getValue();
      if (!value || !isa<MemRefType>(value.getType()))
        return WalkResult::interrupt();
      FailureOr<Value> buffer = getBufferAbove(parallel, value);
      if (failed(buffer) || (*buffer && !isa<MemRefType>(buffer->getType())))
        return WalkResult::interrupt();
      if (*buffer)
        buffers.insert(*buffer);
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return buffers;
}

/// Whether an op in `region` allocates in its automatic allocation scope
/// (`memref.alloca`).
bool allocatesOnStack(Region &region) {
  WalkResult walk = region.walk([](MemoryEffectOpInterface op) {
    SmallVector<MemoryEffects::EffectInstance> effects;
    op.getEffects(effects);
    for (MemoryEffects::EffectInstance &effect : effects)
      if (isa<MemoryEffects::Allocate>(effect.getEffect()) &&
          effect.getResource() ==
              SideEffects::AutomaticAllocationScopeResource::get())
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Whether `parallel` runs on one thread exactly as its ops would run
/// without it: no clause operands but `if` and `num_threads`, one block, no
/// stack allocation (the region is an allocation scope, and the scopes
/// `convert-scf-to-openmp` puts around loop bodies must not stay inside
/// `scf.for`s), and no OpenMP op inside but worksharing loops without clause
/// operands directly in the region, their exclusive loop nests with
/// constant positive steps, and terminators.
bool canRunInline(omp::ParallelOp parallel) {
  unsigned clauses =
      (parallel.getIfExpr() ? 1 : 0) + (parallel.getNumThreads() ? 1 : 0);
  if (parallel->getNumOperands() != clauses ||
      !parallel.getRegion().hasOneBlock() ||
      allocatesOnStack(parallel.getRegion()))
    return false;
  Dialect *openmp = parallel->getDialect();
  WalkResult walk = parallel.getRegion().walk([&](Operation *op) {
    if (op->getDialect() != openmp || isa<omp::TerminatorOp, omp::YieldOp>(op))
      return WalkResult::advance();
    if (auto wsloop = dyn_cast<omp::WsloopOp>(op))
      return wsloop->getNumOperands() == 0 && op->getParentOp() == parallel
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    // scf.for needs positive steps; an OpenMP loop may count down.
    auto nest = dyn_cast<omp::LoopNestOp>(op);
    if (nest && !nest.getLoopInclusive() && nest.getRegion().hasOneBlock() &&
        isa<omp::WsloopOp>(op->getParentOp()) &&
        llvm::all_of(nest.getLoopSteps(), [](Value step) {
          std::optional<int64_t> value = getConstantIntValue(step);
          return value && *value > 0;
        }))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !walk.wasInterrupted();
}

/// Moves the ops of `block` but its terminator before `op`, its arguments
/// replaced by `values`, and returns the terminator's operands.
ValueRange moveBefore(Block &block, Operation *op, ValueRange values) {
  for (auto [arg, value] : llvm::zip_equal(block.getArguments(), values))
    arg.replaceAllUsesWith(value);
  Operation *terminator = block.getTerminator();
  op->getBlock()->getOperations().splice(op->getIterator(),
                                         block.getOperations(), block.begin(),
                                         terminator->getIterator());
  return terminator->getOperands();
}

/// Replaces `wsloop` by `scf.for` loops over its loop nest, in order.
void replaceBySequentialLoops(OpBuilder &b, omp::WsloopOp wsloop) {
  auto nest = cast<omp::LoopNestOp>(wsloop.getWrappedLoop());
  b.setInsertionPoint(wsloop);
  scf::LoopNest loops = scf::buildLoopNest(
      b, wsloop.getLoc(), nest.getLoopLowerBounds(), nest.getLoopUpperBounds(),
      nest.getLoopSteps(), [](OpBuilder &, Location, ValueRange) {});
  SmallVector<Value> ivs = llvm::map_to_vector(
      loops.loops, [](scf::ForOp loop) { return loop.getInductionVar(); });
  moveBefore(nest.getRegion().front(),
             loops.loops.back().getBody()->getTerminator(), ivs);
  wsloop.erase();
}

/// Replaces `parallel` (see canRunInline) by its ops on the calling thread.
/// The allocation scopes inside hold no stack allocation: they go too.
void runInline(omp::ParallelOp parallel) {
  OpBuilder b(parallel);
  Block &block = parallel.getRegion().front();
  for (auto wsloop : llvm::make_early_inc_range(block.getOps<omp::WsloopOp>()))
    replaceBySequentialLoops(b, wsloop);
  block.walk([](memref::AllocaScopeOp scope) {
    scope.replaceAllUsesWith(
        moveBefore(scope.getBodyRegion().front(), scope, ValueRange()));
    scope.erase();
  });
  moveBefore(block, parallel, ValueRange());
  parallel.erase();
}

/// Adds the `if` to `parallel` when its buffers may be smaller than
/// `minBytes`, or runs it inline when they are known to be; leaves it alone
/// when they are not, or cannot be known.
void guard(omp::ParallelOp parallel, uint64_t minBytes,
           const DataLayout &layout) {
  FailureOr<llvm::SetVector<Value>> buffers = getWrittenBuffers(parallel);
  if (failed(buffers))
    return;
  OpBuilder b(parallel);
  Location loc = parallel.getLoc();
  uint64_t staticBytes = 0;
  Value dynamicBytes;
  for (Value buffer : *buffers) {
    auto type = cast<MemRefType>(buffer.getType());
    uint64_t elementBytes = layout.getTypeSize(type.getElementType());
    if (type.hasStaticShape()) {
      // Saturating: several buffers near 2^63 bytes each (which the
      // verifiers allow) must not wrap around to a small count.
      bool overflow = false;
      uint64_t bytes = llvm::SaturatingMultiply(uint64_t(type.getNumElements()),
                                                elementBytes, &overflow);
      staticBytes = llvm::SaturatingAdd(staticBytes, bytes, &overflow);
      continue;
    }
    Value bytes = arith::ConstantIndexOp::create(b, loc, elementBytes);
    for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
      Value size = memref::DimOp::create(b, loc, buffer, d);
      bytes = arith::MulIOp::create(b, loc, bytes, size);
    }
    dynamicBytes = dynamicBytes
                       ? arith::AddIOp::create(b, loc, dynamicBytes, bytes)
                       : bytes;
  }
  if (staticBytes >= minBytes)
    return;
  if (!dynamicBytes && canRunInline(parallel))
    return runInline(parallel);
  Value large;
  if (!dynamicBytes) {
    large = arith::ConstantIntOp::create(b, loc, /*value=*/0, /*width=*/1);
  } else {
    Value total = dynamicBytes;
    if (staticBytes != 0)
      total = arith::AddIOp::create(
          b, loc, total, arith::ConstantIndexOp::create(b, loc, staticBytes));
    Value threshold = arith::ConstantIndexOp::create(b, loc, minBytes);
    large = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, total,
                                  threshold);
  }
  if (Value existing = parallel.getIfExpr())
    large = arith::AndIOp::create(b, loc, existing, large);
  parallel.getIfExprMutable().assign(large);
}

struct SequentialSmallParallelRegionsPass
    : public revseq::impl::SequentialSmallParallelRegionsBase<
          SequentialSmallParallelRegionsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minParallelBytes > kMaxMinParallelBytes) {
      emitError(getOperation()->getLoc(),
                "revseq-sequential-small-parallel-regions: "
                "min-parallel-bytes must be at most 2^63 - 1, not ")
          << uint64_t(minParallelBytes);
      return signalPassFailure();
    }
    if (minParallelBytes == 0)
      return;
    SmallVector<omp::ParallelOp> regions;
    getOperation()->walk(
        [&](omp::ParallelOp parallel) { regions.push_back(parallel); });
    for (omp::ParallelOp parallel : regions)
      guard(parallel, minParallelBytes, DataLayout::closest(parallel));
  }
};
} // namespace
