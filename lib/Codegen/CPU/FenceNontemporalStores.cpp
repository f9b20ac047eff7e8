//===- FenceNontemporalStores.cpp - order non-temporal stores -------------===//
//
// The revseq-fence-nontemporal-stores pass: a sequentially consistent fence
// after the non-temporal stores of each thread, parallel iteration or
// top-level op.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_FENCENONTEMPORALSTORES
#include "revseq/Codegen/CPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

namespace {
struct FenceNontemporalStoresPass
    : public revseq::impl::FenceNontemporalStoresBase<
          FenceNontemporalStoresPass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    // Fences go before the terminators of these regions, and after these
    // ops.
    llvm::SetVector<Region *> regions;
    llvm::SetVector<Operation *> topLevelOps;
    root->walk([&](vector::StoreOp store) {
      if (!store.getNontemporal())
        return;
      // Each thread of an OpenMP team, or each iteration of a parallel loop
      // that may still become threads, orders its own stores.
      Operation *parallel = store->getParentOfType<omp::ParallelOp>();
      if (!parallel)
        parallel = store->getParentOfType<scf::ParallelOp>();
      if (parallel) {
        regions.insert(&parallel->getRegion(0));
        return;
      }
      // Sequential code: after the outermost enclosing loop below the
      // nearest isolated region (the function) or the pass's root, so the
      // fence runs once per loop nest; after the store itself outside loops.
      Operation *anchor = store;
      for (Operation *parent = store->getParentOp();
           parent && parent != root &&
           !parent->hasTrait<OpTrait::IsIsolatedFromAbove>();
           parent = parent->getParentOp())
        if (isa<LoopLikeOpInterface>(parent))
          anchor = parent;
      topLevelOps.insert(anchor);
    });
    OpBuilder b(&getContext());
    auto fence = [&](Location loc) {
      LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst);
    };
    for (Region *region : regions) {
      for (Block &block : *region) {
        Operation *terminator = block.getTerminator();
        // Only the exits of the region: omp.terminator or scf.reduce.
        if (terminator->getNumSuccessors() != 0)
          continue;
        b.setInsertionPoint(terminator);
        fence(region->getParentOp()->getLoc());
      }
    }
    for (Operation *op : topLevelOps) {
      b.setInsertionPointAfter(op);
      fence(op->getLoc());
    }
  }
};
} // namespace
