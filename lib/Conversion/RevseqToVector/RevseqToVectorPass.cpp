//===- RevseqToVectorPass.cpp - the convert-revseq-to-vector pass ---------===//

#include "revseq/Conversion/Passes.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_CONVERTREVSEQTOVECTOR
#include "revseq/Conversion/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

namespace {
struct ConvertRevseqToVectorPass
    : public revseq::impl::ConvertRevseqToVectorBase<
          ConvertRevseqToVectorPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    if (!isValidVectorBits(vectorBits)) {
      getOperation()->emitError()
          << "convert-revseq-to-vector: vector-bits=" << unsigned(vectorBits)
          << " is invalid: expected 0 (the host CPU's width) or a power of "
             "two in ["
          << kMinVectorBits << ", " << kMaxVectorBits << "]";
      return signalPassFailure();
    }
    RevseqVectorOptions options;
    options.runtimeChecks = runtimeChecks;
    options.vectorBits =
        vectorBits ? unsigned(vectorBits) : getHostVectorBits();
    options.nontemporalBytes = nontemporalBytes;
    ConversionTarget target(*context);
    target.addDynamicallyLegalDialect<RevseqDialect>([&](Operation *op) {
      return !isHandledByVectorPatterns(op, options.vectorBits);
    });
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(context);
    populateRevseqToVectorPatterns(patterns, options);
    if (failed(
            applyRevseqLowering(getOperation(), target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
