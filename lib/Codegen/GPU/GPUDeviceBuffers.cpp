//===- GPUDeviceBuffers.cpp - keep the buffers of gpu.launch on the device ===//
//
// The GPU lowering launches its kernels on the buffers bufferization chose,
// which are host memory. This pass gives each buffer ("root": a function
// argument, a memref.alloc result or any other value that is not a view)
// a home, host or device, and a mirror in the other memory where code of
// the other side touches it:
//
// - an allocation that only kernels touch becomes a gpu.alloc (no mirror);
// - a function argument, an allocation that escapes or that host code
//   reads, gets a device mirror for the kernels;
// - with `device-buffers`, function arguments and returned allocations
//   live on the device and host code gets a host mirror.
//
// Walking each block in order, the pass knows which of a root's two copies
// hold its current contents and copies (gpu.memcpy of the whole buffer)
// only when code on the other side needs them: a chain of kernels copies
// each argument in once and each result out once. At the boundaries of
// regions (loop bodies, branches) a root's home holds its contents, so
// loop-carried state needs no analysis. Function arguments are assumed not
// to alias each other, as bufferization assumes at function boundaries.
//
// Buffers also meet: a root can be yielded by a region (and so be the
// region's result, another root) or merged with others by an
// `arith.select` of memrefs (which canonicalization makes of an scf.if that
// yields buffers from above). Such "merged" roots, and the roots that are
// not arguments or allocations (loop-carried buffers, region and call
// results, globals), may alias each other: each has its home made current
// after every op that touches it, and a write to one of them leaves only
// the homes of all of them current, so that no alias reads a stale mirror.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_GPUDEVICEBUFFERS
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

namespace {

/// Which copies of a root hold its current contents.
enum Valid : unsigned { kHost = 1, kDevice = 2, kBoth = 3 };

/// Where a use of a root (or of a view of it) touches memory.
enum class SiteKind { Device, Host, Dealloc };

/// A use of a root: `links[i]` is the use of the i-th value of the view
/// chain from the root, the last one the use that touches memory.
struct Site {
  SmallVector<OpOperand *> links;
  SmallVector<Value> values; // values[i] is the value `links[i]` uses
  SiteKind kind;
  bool reads = false;
  bool writes = false;
};

struct Root {
  Value value;
  bool fresh = false;      // a memref.alloc: its contents start undefined
  bool constant = false;   // a constant global: never written
  bool argument = false;   // a function argument
  bool deviceHome = false; // the device copy is the root itself
  bool merged = false;     // may alias another root (see the header)
  SmallVector<Site> sites;
  Value mirror;
  unsigned valid = 0;
  bool dead = false;
  bool freed = false; // the mirror is freed, or returned to the caller
  /// The op at which every use below it was handled at once.
  Operation *handledAt = nullptr;

  unsigned home() const { return deviceHome ? kDevice : kHost; }
  /// Copies are lazy for arguments, allocations and constant globals that
  /// no other root may alias; merged roots have their home made current at
  /// once.
  bool lazy() const { return !merged; }
  bool hasKind(SiteKind kind) const {
    return llvm::any_of(sites, [&](const Site &s) { return s.kind == kind; });
  }
  /// The buffer that holds the copy in `side`.
  Value copyIn(unsigned side) const { return side == home() ? value : mirror; }
};

/// Marks a gpu.alloc / gpu.dealloc as managed here, so that bufferization's
/// deallocation passes leave it alone.
static void markManual(Operation *op) {
  op->setAttr(bufferization::BufferizationDialect::kManualDeallocation,
              UnitAttr::get(op->getContext()));
}

/// Whether `use` reads and writes the memory of the value it uses.
static void getAccess(OpOperand &use, bool &reads, bool &writes) {
  auto iface = dyn_cast<MemoryEffectOpInterface>(use.getOwner());
  if (!iface) {
    reads = writes = true;
    return;
  }
  SmallVector<MemoryEffects::EffectInstance> effects;
  iface.getEffects(effects);
  for (const MemoryEffects::EffectInstance &effect : effects) {
    if (effect.getValue() && effect.getValue() != use.get())
      continue;
    if (isa<MemoryEffects::Read>(effect.getEffect()))
      reads = true;
    else
      writes = true;
  }
}

/// Whether the memref results of `user` are views of its operand `value`
/// (subviews, casts, reshapes, the base buffer of extract_strided_metadata).
static bool isAlias(Operation *user, Value value) {
  if (auto view = dyn_cast<ViewLikeOpInterface>(user))
    return view.getViewSource() == value;
  return user->getNumRegions() == 0 && isMemoryEffectFree(user) &&
         llvm::any_of(user->getResultTypes(), llvm::IsaPred<BaseMemRefType>);
}

/// Whether `user`, an alias of its operands, merges several buffers into
/// one value, as `arith.select` of two memrefs does: its result is a root
/// of its own, which may alias each of them.
static bool mergesBuffers(Operation *user) {
  return !isa<ViewLikeOpInterface>(user) &&
         llvm::count_if(user->getOperandTypes(),
                        llvm::IsaPred<BaseMemRefType>) > 1;
}

/// Whether `use` passes the buffer out of a region (to the results or
/// block arguments of the region's op), where it becomes another root.
static bool leavesRegion(OpOperand &use) {
  Operation *owner = use.getOwner();
  return owner->hasTrait<OpTrait::IsTerminator>() &&
         owner->getParentOp()->getNumResults() != 0 &&
         !isa<func::ReturnOp>(owner);
}

/// Whether `value` is a constant global, which no code may write.
static bool isConstantGlobal(Value value) {
  auto get = value.getDefiningOp<memref::GetGlobalOp>();
  if (!get)
    return false;
  auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
      get, get.getNameAttr());
  return global && global.getConstant();
}

struct GPUDeviceBuffersPass
    : public revseq::impl::GPUDeviceBuffersBase<GPUDeviceBuffersPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  void collectRoots(func::FuncOp func);
  void consider(Value value, bool isArgument);
  void addSites(unsigned root, Value value, SmallVector<OpOperand *> &links,
                SmallVector<Value> &values);
  LogicalResult decideHome(Root &root);
  LogicalResult createMirror(Root &root);
  void processBlock(Block &block, ArrayRef<unsigned> outer);
  void processOp(Operation &op, SmallVectorImpl<unsigned> &mixed,
                 SmallVectorImpl<unsigned> &dying, bool &recurse);
  void handle(Operation &op, unsigned index, ArrayRef<unsigned> sites,
              SmallVectorImpl<unsigned> &mixed,
              SmallVectorImpl<unsigned> &dying);
  void makeValid(Root &root, unsigned side, OpBuilder &b);
  void redirect(Root &root, Operation *top, ArrayRef<unsigned> sites,
                unsigned side);
  void freeMirror(Root &root, OpBuilder &b);
  void invalidateMergedMirrors(unsigned writer);

  bool passesDeviceBuffers(Operation *op);

  /// With `device-buffers`, the memref arguments of a public function.
  bool deviceArguments = false;
  SmallVector<Root> roots;
  /// For every op, the (root, site) pairs at or below it.
  DenseMap<Operation *, SmallVector<std::pair<unsigned, unsigned>>> under;
};

} // namespace

void GPUDeviceBuffersPass::addSites(unsigned root, Value value,
                                    SmallVector<OpOperand *> &links,
                                    SmallVector<Value> &values) {
  for (OpOperand &use : value.getUses()) {
    Operation *owner = use.getOwner();
    bool merge = isAlias(owner, value) && mergesBuffers(owner);
    if (merge || leavesRegion(use))
      roots[root].merged = true;
    if (merge)
      continue;
    links.push_back(&use);
    values.push_back(value);
    if (isAlias(owner, value)) {
      for (Value result : owner->getResults())
        if (isa<BaseMemRefType>(result.getType()))
          addSites(root, result, links, values);
    } else {
      Site site;
      site.links = links;
      site.values = values;
      if (owner->getParentOfType<gpu::LaunchOp>()) {
        site.kind = SiteKind::Device;
        getAccess(use, site.reads, site.writes);
      } else if (isa<memref::DeallocOp, gpu::DeallocOp>(owner)) {
        site.kind = SiteKind::Dealloc;
      } else if (passesDeviceBuffers(owner)) {
        // The caller's and the callee's buffers are device memory.
        site.kind = SiteKind::Device;
        site.reads = true;
        site.writes = isa<func::CallOp>(owner);
      } else {
        site.kind = SiteKind::Host;
        getAccess(use, site.reads, site.writes);
      }
      // Uses that touch no memory and pass the buffer nowhere (memref.dim,
      // pointer extraction) see the root itself.
      bool neutral = site.kind != SiteKind::Dealloc &&
                     owner->getNumRegions() == 0 &&
                     !owner->hasTrait<OpTrait::IsTerminator>() &&
                     isMemoryEffectFree(owner);
      if (!neutral)
        roots[root].sites.push_back(std::move(site));
    }
    links.pop_back();
    values.pop_back();
  }
}

/// With `device-buffers`, whether `op` passes buffers across the interface
/// of a public function (its return, a call to it), where they are device
/// memory.
bool GPUDeviceBuffersPass::passesDeviceBuffers(Operation *op) {
  if (!deviceBuffers)
    return false;
  if (isa<func::ReturnOp>(op))
    return op->getParentOfType<func::FuncOp>().isPublic();
  auto call = dyn_cast<func::CallOp>(op);
  if (!call)
    return false;
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  return callee && callee.isPublic() && !callee.isExternal();
}

/// Records `value` as a root if it is a buffer that is not a view and that
/// code of both sides may touch.
void GPUDeviceBuffersPass::consider(Value value, bool isArgument) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || type.getMemorySpace())
    return;
  Operation *def = value.getDefiningOp();
  if (isa_and_nonnull<gpu::AllocOp, ViewLikeOpInterface>(def))
    return;
  Root root;
  root.value = value;
  root.fresh = isa_and_nonnull<memref::AllocOp>(def);
  root.argument = isArgument;
  root.constant = isConstantGlobal(value);
  root.merged = !root.fresh && !root.argument && !root.constant;
  roots.push_back(std::move(root));
  SmallVector<OpOperand *> links;
  SmallVector<Value> values;
  addSites(roots.size() - 1, value, links, values);
  bool deviceResult =
      isa_and_nonnull<func::CallOp>(def) && passesDeviceBuffers(def);
  if (!roots.back().hasKind(SiteKind::Device) &&
      !(isArgument && deviceArguments) && !deviceResult)
    roots.pop_back();
}

void GPUDeviceBuffersPass::collectRoots(func::FuncOp func) {
  for (BlockArgument arg : func.getArguments())
    consider(arg, /*isArgument=*/true);
  func.walk([&](Operation *op) {
    if (isa<gpu::LaunchOp>(op) || op->getParentOfType<gpu::LaunchOp>())
      return;
    if (op != func.getOperation())
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            consider(arg, /*isArgument=*/false);
    for (Value result : op->getResults())
      consider(result, /*isArgument=*/false);
  });
}

/// Chooses the root's home; an allocation that lives on the device becomes
/// a gpu.alloc.
LogicalResult GPUDeviceBuffersPass::decideHome(Root &root) {
  bool returnedToDevice = llvm::any_of(root.sites, [](const Site &site) {
    return site.kind == SiteKind::Device &&
           isa<func::ReturnOp>(site.links.back()->getOwner());
  });
  Operation *def = root.value.getDefiningOp();
  if (root.fresh)
    root.deviceHome = !root.hasKind(SiteKind::Host) || returnedToDevice;
  else if (root.argument)
    root.deviceHome = deviceArguments;
  else
    root.deviceHome =
        isa_and_nonnull<func::CallOp>(def) && passesDeviceBuffers(def);
  if (root.deviceHome && root.fresh) {
    auto alloc = cast<memref::AllocOp>(root.value.getDefiningOp());
    OpBuilder b(alloc);
    auto device = gpu::AllocOp::create(
        b, alloc.getLoc(), alloc.getType(), /*asyncToken=*/Type(), ValueRange{},
        alloc.getDynamicSizes(), alloc.getSymbolOperands(),
        /*hostShared=*/false);
    markManual(device);
    alloc.getResult().replaceAllUsesWith(device.getMemref());
    alloc.erase();
    root.value = device.getMemref();
    for (Site &site : root.sites)
      site.values.front() = root.value;
  }
  bool needsMirror =
      root.hasKind(root.deviceHome ? SiteKind::Host : SiteKind::Device);
  if (!needsMirror)
    return success();
  return createMirror(root);
}

/// A buffer of the root's type in the other memory, right after the root.
LogicalResult GPUDeviceBuffersPass::createMirror(Root &root) {
  auto type = cast<MemRefType>(root.value.getType());
  Location loc = root.value.getLoc();
  if (!type.getLayout().isIdentity())
    return emitError(loc) << "revseq-gpu-device-buffers: a buffer of type "
                          << type
                          << " is used by a GPU kernel and by host code, "
                             "and only buffers with the identity layout "
                             "can be copied between host and device";
  OpBuilder b(root.value.getContext());
  if (Operation *def = root.value.getDefiningOp())
    b.setInsertionPointAfter(def);
  else
    b.setInsertionPointToStart(root.value.getParentBlock());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(memref::DimOp::create(b, loc, root.value, d));
  if (root.deviceHome) {
    root.mirror =
        memref::AllocOp::create(b, loc, type, sizes, b.getI64IntegerAttr(64));
  } else {
    auto alloc = gpu::AllocOp::create(b, loc, type, /*asyncToken=*/Type(),
                                      ValueRange{}, sizes, ValueRange{},
                                      /*hostShared=*/false);
    markManual(alloc);
    root.mirror = alloc.getMemref();
  }
  return success();
}

void GPUDeviceBuffersPass::freeMirror(Root &root, OpBuilder &b) {
  if (root.freed)
    return;
  root.freed = true;
  Location loc = root.value.getLoc();
  if (root.deviceHome)
    memref::DeallocOp::create(b, loc, root.mirror);
  else
    markManual(
        gpu::DeallocOp::create(b, loc, Type(), ValueRange{}, root.mirror));
}

/// Copies the root's contents into its copy in `side` unless that copy
/// holds them already.
void GPUDeviceBuffersPass::makeValid(Root &root, unsigned side, OpBuilder &b) {
  if (root.valid & side)
    return;
  unsigned other = side == kHost ? kDevice : kHost;
  gpu::MemcpyOp::create(b, root.value.getLoc(), Type(), ValueRange{},
                        root.copyIn(side), root.copyIn(other));
  root.valid |= side;
}

/// Makes the uses `sites` of the root, all inside `top`, use the root's
/// copy in `side` (the mirror): the views on the way are cloned on the
/// mirror in front of `top`.
void GPUDeviceBuffersPass::redirect(Root &root, Operation *top,
                                    ArrayRef<unsigned> sites, unsigned side) {
  Value target = root.copyIn(side);
  if (target == root.value)
    return;
  OpBuilder b(top);
  for (unsigned index : sites) {
    Site &site = root.sites[index];
    unsigned first = 0;
    while (!top->isAncestor(site.links[first]->getOwner()))
      ++first;
    IRMapping mapping;
    mapping.map(root.value, target);
    for (unsigned i = 1; i <= first; ++i)
      b.clone(*site.values[i].getDefiningOp(), mapping);
    site.links[first]->set(mapping.lookup(site.values[first]));
  }
}

/// Handles the uses of root `index` at or below `op`: copies in front of it
/// and redirected uses when they are all on one side; otherwise the root
/// goes to `mixed` and the regions of `op` are handled one by one (and to
/// `dying` as well when it is freed somewhere inside them).
void GPUDeviceBuffersPass::handle(Operation &op, unsigned index,
                                  ArrayRef<unsigned> sites,
                                  SmallVectorImpl<unsigned> &mixed,
                                  SmallVectorImpl<unsigned> &dying) {
  Root &root = roots[index];
  bool device = true, host = true, dealloc = false, writes = false;
  for (unsigned i : sites) {
    const Site &site = root.sites[i];
    device &= site.kind == SiteKind::Device;
    host &= site.kind == SiteKind::Host;
    dealloc |= site.kind == SiteKind::Dealloc;
    writes |= site.writes;
  }
  OpBuilder before(&op);
  OpBuilder after(op.getContext());
  after.setInsertionPointAfter(&op);
  if (dealloc && op.getNumRegions() == 0) {
    // The root dies here: its mirror with it.
    root.dead = true;
    if (op.getBlock() == root.mirror.getParentBlock())
      freeMirror(root, after);
    return;
  }
  if (!device && !host) {
    makeValid(root, root.home(), before);
    mixed.push_back(index);
    if (dealloc)
      dying.push_back(index);
    return;
  }
  unsigned side = device ? kDevice : kHost;
  makeValid(root, side, before);
  redirect(root, &op, sites, side);
  if (isa<func::ReturnOp>(op) && device && !root.deviceHome && !root.freed) {
    // The caller gets the device copy. Bufferization's deallocation makes
    // every returned buffer one that the function owns: free the host one.
    root.freed = true;
    memref::DeallocOp::create(before, op.getLoc(), root.value);
  }
  root.handledAt = &op;
  if (writes && !root.constant)
    root.valid = side;
  if (!root.lazy())
    makeValid(root, root.home(), after);
  if (writes && root.merged)
    invalidateMergedMirrors(index);
}

/// After a write to merged root `writer` (its home current again): the
/// mirrors of every merged root, which may alias it, are stale.
void GPUDeviceBuffersPass::invalidateMergedMirrors(unsigned writer) {
  for (auto [index, root] : llvm::enumerate(roots))
    if (root.merged && root.mirror && index != writer)
      root.valid = root.home();
}

void GPUDeviceBuffersPass::processOp(Operation &op,
                                     SmallVectorImpl<unsigned> &mixed,
                                     SmallVectorImpl<unsigned> &dying,
                                     bool &recurse) {
  auto it = under.find(&op);
  if (it == under.end())
    return;
  llvm::MapVector<unsigned, SmallVector<unsigned>> byRoot;
  for (auto [root, site] : it->second)
    byRoot[root].push_back(site);
  for (auto &[index, sites] : byRoot) {
    Root &root = roots[index];
    Block *defBlock = root.value.getParentBlock();
    if (op.isAncestor(defBlock->getParentOp())) {
      recurse = true; // defined inside `op`
      continue;
    }
    if (root.dead || (root.handledAt && root.handledAt->isProperAncestor(&op)))
      continue;
    handle(op, index, sites, mixed, dying);
  }
}

void GPUDeviceBuffersPass::processBlock(Block &block,
                                        ArrayRef<unsigned> outer) {
  SmallVector<unsigned> local;
  for (auto [index, root] : llvm::enumerate(roots)) {
    if (!root.mirror || root.value.getParentBlock() != &block)
      continue;
    root.valid = root.fresh ? kBoth : root.home();
    local.push_back(index);
  }
  for (unsigned index : outer)
    roots[index].valid = roots[index].home();
  SmallVector<Operation *> ops;
  for (Operation &op : block)
    ops.push_back(&op);
  for (Operation *op : ops) {
    SmallVector<unsigned> mixed, dying;
    bool recurse = false;
    processOp(*op, mixed, dying, recurse);
    if (recurse || !mixed.empty())
      for (Region &region : op->getRegions())
        for (Block &nested : region)
          processBlock(nested, mixed);
    for (unsigned index : mixed)
      roots[index].valid = roots[index].home();
    for (unsigned index : dying)
      roots[index].dead = true;
  }
  if (block.empty() || !block.back().hasTrait<OpTrait::IsTerminator>())
    return;
  OpBuilder end(&block.back());
  for (unsigned index : outer)
    if (!roots[index].dead)
      makeValid(roots[index], roots[index].home(), end);
  for (unsigned index : local) {
    Root &root = roots[index];
    if (root.argument && !root.dead)
      makeValid(root, root.home(), end);
    freeMirror(root, end);
  }
}

void GPUDeviceBuffersPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  WalkResult unstructured = func.walk([](Region *region) {
    return region->hasOneBlock() || region->empty() ? WalkResult::advance()
                                                    : WalkResult::interrupt();
  });
  if (unstructured.wasInterrupted()) {
    func.emitError("revseq-gpu-device-buffers: regions with several blocks "
                   "are not supported; run it before scf-to-cf");
    return signalPassFailure();
  }
  roots.clear();
  under.clear();
  deviceArguments = deviceBuffers && func.isPublic();
  collectRoots(func);
  for (Root &root : roots)
    if (failed(decideHome(root)))
      return signalPassFailure();
  for (auto [index, root] : llvm::enumerate(roots)) {
    if (!root.mirror)
      continue;
    for (auto [siteIndex, site] : llvm::enumerate(root.sites))
      for (Operation *op = site.links.back()->getOwner(); op != func;
           op = op->getParentOp())
        under[op].emplace_back(index, siteIndex);
  }
  processBlock(func.getBody().front(), {});
  // The deallocations of allocations that moved to the device.
  for (Root &root : roots) {
    if (!root.deviceHome || root.argument)
      continue;
    for (Site &site : root.sites) {
      auto dealloc = dyn_cast<memref::DeallocOp>(site.links.back()->getOwner());
      if (!dealloc)
        continue;
      OpBuilder b(dealloc);
      markManual(gpu::DeallocOp::create(b, dealloc.getLoc(), Type(),
                                        ValueRange{}, dealloc.getMemref()));
      dealloc.erase();
    }
  }
}
