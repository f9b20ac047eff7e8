//===- RevseqToLinalgPass.cpp - the convert-revseq-to-linalg pass ---------===//

#include "revseq/Conversion/Passes.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_CONVERTREVSEQTOLINALG
#include "revseq/Conversion/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

namespace {
struct ConvertRevseqToLinalgPass
    : public revseq::impl::ConvertRevseqToLinalgBase<
          ConvertRevseqToLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    target.addIllegalDialect<RevseqDialect>();
    // The run-time checks the lowering emits.
    target.addLegalOp<CheckOp>();
    // Ops of other dialects stay, but for those defined by an index map.
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !isa<IndexMapOpInterface>(op); });
    RewritePatternSet patterns(context);
    RevseqLoweringOptions options;
    options.runtimeChecks = runtimeChecks;
    populateRevseqToLinalgPatterns(patterns, options);
    if (failed(
            applyRevseqLowering(getOperation(), target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
