//===- GPUDeduplicateKernels.cpp - one kernel for identical kernels -------===//
//
// Outlining gives every gpu.launch a kernel of its own, named after its
// function; ops of one kind, element type and shape give kernels that differ
// only in those names. This pass keeps the first of each set of identical
// kernels of a gpu.module and points the launches at it.
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Hashing.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_GPUDEDUPLICATEKERNELS
#include "revseq/Transforms/Passes.h.inc"
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

/// The kernels of `module` that an op other than a gpu.launch_func of
/// `scope` (the op whose symbol table holds the module) refers to, and any
/// name an op of the module refers to; std::nullopt where an unregistered op
/// may hide a reference.
static std::optional<llvm::DenseSet<StringAttr>>
getPinnedKernels(ModuleOp scope, gpu::GPUModuleOp module) {
  llvm::DenseSet<StringAttr> pinned;
  // From the scope a kernel is @module::@kernel.
  auto collect = [&](Region &from, bool inside) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(&from);
    if (!uses)
      return false;
    for (const SymbolTable::SymbolUse &use : *uses) {
      SymbolRefAttr ref = use.getSymbolRef();
      if (inside)
        pinned.insert(ref.getLeafReference());
      else if (!isa<gpu::LaunchFuncOp>(use.getUser()) &&
               ref.getRootReference() == module.getNameAttr() &&
               ref.getNestedReferences().size() == 1)
        pinned.insert(ref.getLeafReference());
    }
    return true;
  };
  if (!collect(scope.getBodyRegion(), /*inside=*/false) ||
      !collect(module.getBodyRegion(), /*inside=*/true))
    return std::nullopt;
  return pinned;
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

namespace {
struct GPUDeduplicateKernelsPass
    : public revseq::impl::GPUDeduplicateKernelsBase<
          GPUDeduplicateKernelsPass> {
  void runOnOperation() override {
    ModuleOp scope = getOperation();
    for (auto module : scope.getOps<gpu::GPUModuleOp>())
      deduplicate(scope, module);
  }

  static void deduplicate(ModuleOp scope, gpu::GPUModuleOp module) {
    std::optional<llvm::DenseSet<StringAttr>> pinned =
        getPinnedKernels(scope, module);
    if (!pinned)
      return;
    llvm::DenseMap<StringAttr, StringAttr> duplicates =
        findDuplicates(module, *pinned);
    if (duplicates.empty())
      return;
    scope.walk([&](gpu::LaunchFuncOp launch) {
      if (launch.getKernelModuleName() != module.getNameAttr() ||
          launch->getParentWithTrait<OpTrait::SymbolTable>() != scope)
        return;
      auto it = duplicates.find(launch.getKernelName());
      if (it != duplicates.end())
        launch.setKernelAttr(SymbolRefAttr::get(
            module.getNameAttr(), {FlatSymbolRefAttr::get(it->second)}));
    });
    SymbolTable table(module);
    for (const auto &duplicate : duplicates)
      table.erase(table.lookup(duplicate.first));
  }
};
} // namespace
