//===- ResultsToOutParams.cpp - the destination-passing ABI ---------------===//
//
// The revseq-results-to-out-params pass: upstream's
// promoteBufferResultsToOutParams on every defined function, public ones
// included, with the returned allocations hoisted into the caller; refused
// with a diagnostic for a result whose shape is dynamic.
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_RESULTSTOOUTPARAMS
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

namespace {
struct ResultsToOutParamsPass
    : public revseq::impl::ResultsToOutParamsBase<ResultsToOutParamsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The caller allocates each result, so it must know its size from the
    // signature: a dynamic result would be written with the sizes the
    // kernel computes, whatever the caller allocated.
    bool failed = false;
    module.walk([&](func::FuncOp func) {
      if (func.isExternal())
        return;
      for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
        auto memref = dyn_cast<MemRefType>(type);
        if (memref && !memref.hasStaticShape()) {
          func.emitError() << "out-params needs static result shapes, but "
                              "result #"
                           << i << " of @" << func.getSymName() << " is "
                           << type;
          failed = true;
        }
      }
    });
    if (failed)
      return signalPassFailure();
    bufferization::BufferResultsToOutParamsOpts options;
    options.filterFn = [](func::FuncOp *func) { return !func->isExternal(); };
    options.hoistStaticAllocs = true;
    options.modifyPublicFunctions = true;
    if (mlir::failed(
            bufferization::promoteBufferResultsToOutParams(module, options)))
      signalPassFailure();
  }
};
} // namespace
