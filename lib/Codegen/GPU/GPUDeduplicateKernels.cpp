//===- GPUDeduplicateKernels.cpp - one kernel for identical kernels -------===//
//
// Outlining gives every gpu.launch a kernel of its own, named after its
// function; ops of one kind, element type and shape give kernels that differ
// only in those names. This pass keeps the first of each set of identical
// kernels of a gpu.module and points the launches at it.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Hashing.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_GPUDEDUPLICATEKERNELS
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// The attributes of `func` but its name: what a copy under another name
/// keeps.
static DictionaryAttr getAttrsButName(gpu::GPUFuncOp func) {
  NamedAttrList attrs(func->getAttrDictionary());
  attrs.erase(SymbolTable::getSymbolAttrName());
  return attrs.getDictionary(func.getContext());
}

/// A hash of what makes two kernels the same (attributes but the name; for
/// each op of the body its name, attributes and result types): equal for
/// equal kernels, cheap next to comparing bodies.
static llvm::hash_code hashKernel(gpu::GPUFuncOp func) {
  llvm::hash_code hash = hash_value(getAttrsButName(func));
  func.getBody().walk([&](Operation *op) {
    hash = llvm::hash_combine(hash, op->getName(), op->getAttrDictionary(),
                              op->getNumOperands(), op->getNumRegions());
    for (Type type : op->getResultTypes())
      hash = llvm::hash_combine(hash, type);
  });
  return hash;
}

/// Whether `a` and `b` are the same kernel under two names.
static bool areSameKernels(gpu::GPUFuncOp a, gpu::GPUFuncOp b) {
  return getAttrsButName(a) == getAttrsButName(b) &&
         OperationEquivalence::isRegionEquivalentTo(
             &a.getBody(), &b.getBody(), OperationEquivalence::IgnoreLocations);
}

/// Adds to `pinned` the kernel names of each gpu.module that an op of
/// `region` refers to: with a null `module`, `region` is the body of the
/// modules' scope, and the references are @module::@kernel of ops other than
/// a gpu.launch_func; else it is the body of `module`, and every name an op
/// refers to counts. False where an unregistered op may hide a reference.
static bool collectPinnedKernels(
    Region &region, StringAttr module,
    llvm::DenseMap<StringAttr, llvm::DenseSet<StringAttr>> &pinned) {
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(&region);
  if (!uses)
    return false;
  for (const SymbolTable::SymbolUse &use : *uses) {
    SymbolRefAttr ref = use.getSymbolRef();
    if (module)
      pinned[module].insert(ref.getLeafReference());
    else if (!isa<gpu::LaunchFuncOp>(use.getUser()) &&
             ref.getNestedReferences().size() == 1)
      pinned[ref.getRootReference()].insert(ref.getLeafReference());
  }
  return true;
}

/// Maps each kernel of `module` that has an identical earlier one to that
/// one's name.
static llvm::DenseMap<StringAttr, StringAttr>
findDuplicates(gpu::GPUModuleOp module,
               const llvm::DenseSet<StringAttr> &pinned) {
  llvm::DenseMap<StringAttr, StringAttr> duplicates;
  llvm::DenseMap<llvm::hash_code, SmallVector<gpu::GPUFuncOp, 1>> kept;
  for (auto func : module.getOps<gpu::GPUFuncOp>()) {
    if (!func.isKernel() || pinned.contains(func.getNameAttr()))
      continue;
    SmallVector<gpu::GPUFuncOp, 1> &candidates = kept[hashKernel(func)];
    auto same = llvm::find_if(candidates, [&](gpu::GPUFuncOp other) {
      return areSameKernels(other, func);
    });
    if (same == candidates.end())
      candidates.push_back(func);
    else
      duplicates[func.getNameAttr()] = same->getNameAttr();
  }
  return duplicates;
}

/// Whether `module` has two kernels or more (else nothing can merge).
static bool hasKernelPair(gpu::GPUModuleOp module) {
  int kernels = 0;
  for (auto func : module.getOps<gpu::GPUFuncOp>())
    if (func.isKernel() && ++kernels == 2)
      return true;
  return false;
}

namespace {
/// A kernel by its module and its name.
using KernelKey = std::pair<StringAttr, StringAttr>;

struct GPUDeduplicateKernelsPass
    : public revseq::impl::GPUDeduplicateKernelsBase<
          GPUDeduplicateKernelsPass> {
  void runOnOperation() override {
    ModuleOp scope = getOperation();
    SmallVector<gpu::GPUModuleOp> modules =
        llvm::filter_to_vector(scope.getOps<gpu::GPUModuleOp>(), hasKernelPair);
    llvm::DenseMap<StringAttr, llvm::DenseSet<StringAttr>> pinned;
    if (modules.empty() ||
        !collectPinnedKernels(scope.getBodyRegion(), /*module=*/{}, pinned))
      return;
    // Every duplicate of every module, then one walk over the launches.
    llvm::DenseMap<KernelKey, StringAttr> duplicates;
    for (gpu::GPUModuleOp module : modules) {
      StringAttr name = module.getNameAttr();
      if (!collectPinnedKernels(module.getBodyRegion(), name, pinned))
        continue;
      for (auto [duplicate, kept] : findDuplicates(module, pinned[name]))
        duplicates[{name, duplicate}] = kept;
    }
    if (duplicates.empty())
      return;
    scope.walk([&](gpu::LaunchFuncOp launch) {
      if (launch->getParentWithTrait<OpTrait::SymbolTable>() != scope)
        return;
      StringAttr module = launch.getKernelModuleName();
      auto it = duplicates.find({module, launch.getKernelName()});
      if (it != duplicates.end())
        launch.setKernelAttr(
            SymbolRefAttr::get(module, {FlatSymbolRefAttr::get(it->second)}));
    });
    for (gpu::GPUModuleOp module : modules) {
      SymbolTable table(module);
      for (auto func :
           llvm::make_early_inc_range(module.getOps<gpu::GPUFuncOp>()))
        if (duplicates.contains({module.getNameAttr(), func.getNameAttr()}))
          table.erase(func);
    }
  }
};
} // namespace
