//===- GPUKernelModule.cpp - one gpu.module for a module's kernels --------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_GPUKERNELMODULE
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// `base`, or the first of `base_0`, `base_1`, ... that no symbol of
/// `table` other than a gpu.module holds.
static StringAttr getFreeModuleName(MLIRContext *context, SymbolTable &table,
                                    StringRef base) {
  auto isFree = [&](StringRef name) {
    Operation *op = table.lookup(name);
    return !op || isa<gpu::GPUModuleOp>(op);
  };
  std::string name = base.str();
  for (unsigned suffix = 0; !isFree(name); ++suffix)
    name = (base + "_" + Twine(suffix)).str();
  return StringAttr::get(context, name);
}

namespace {
struct GPUKernelModulePass
    : public revseq::impl::GPUKernelModuleBase<GPUKernelModulePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (moduleName.empty()) {
      emitError(module.getLoc(),
                "revseq-gpu-kernel-module: the module name must not be empty");
      return signalPassFailure();
    }
    SmallVector<gpu::LaunchOp> launches;
    module.walk([&](gpu::LaunchOp launch) {
      if (!launch.getModuleAttr() &&
          launch->getParentOfType<ModuleOp>() == module)
        launches.push_back(launch);
    });
    if (launches.empty())
      return;
    SymbolTable table(module);
    auto name = FlatSymbolRefAttr::get(
        getFreeModuleName(&getContext(), table, moduleName));
    for (gpu::LaunchOp launch : launches)
      launch.setModuleAttr(name);
  }
};
} // namespace
