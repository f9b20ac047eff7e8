//===- AttachSPIRVEntryPointABI.cpp - spirv.entry_point_abi on kernels ----===//

#include "revseq/Codegen/GPU/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_ATTACHSPIRVENTRYPOINTABI
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

namespace {
struct AttachSPIRVEntryPointABIPass
    : public revseq::impl::AttachSPIRVEntryPointABIBase<
          AttachSPIRVEntryPointABIPass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockSize < 1 || blockSize > 1024) {
      emitError(getOperation().getLoc(),
                "revseq-attach-spirv-entry-point-abi: block-size must be in "
                "[1, 1024], not ")
          << int64_t(blockSize);
      return signalPassFailure();
    }
    StringRef name = spirv::getEntryPointABIAttrName();
    for (auto func : getOperation().getOps<gpu::GPUFuncOp>())
      if (func.isKernel() && !func->hasAttr(name))
        func->setAttr(name, spirv::getEntryPointABIAttr(
                                &getContext(), {int32_t(blockSize), 1, 1}));
  }
};
} // namespace
