//===- RevseqToVectorPass.cpp - the convert-revseq-to-vector pass ---------===//

#include "revseq/Codegen/CPU/Passes.h"

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
#include "revseq/Codegen/CPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

/// Gives the memref forms of f16 and bf16 ops (IndexMapOpInterface) i16
/// views of their input and destination (`unrealized_conversion_cast`s,
/// which the LLVM lowering folds away): the kernels only move elements, and
/// x86 moves 16-bit float lanes of masked loads, gathers and shuffles
/// through float registers, which quietens signalling NaNs.
static void viewNarrowFloatsAsIntegers(Operation *root) {
  root->walk([](DestinationStyleOpInterface op) {
    if (!isa<IndexMapOpInterface>(op.getOperation()) ||
        !op.hasPureBufferSemantics())
      return;
    auto type = cast<MemRefType>(op->getOperand(0).getType());
    if (!isa<Float16Type, BFloat16Type>(type.getElementType()))
      return;
    OpBuilder b(op);
    Type i16 = b.getI16Type();
    // One view per buffer: an op in place keeps naming one buffer twice.
    DenseMap<Value, Value> views;
    for (OpOperand *operand : {&op->getOpOperand(0), op.getDpsInitOperand(0)}) {
      Value &bits = views[operand->get()];
      if (!bits) {
        auto from = cast<MemRefType>(operand->get().getType());
        bits = UnrealizedConversionCastOp::create(
                   b, op.getLoc(), from.clone(i16), operand->get())
                   .getResult(0);
      }
      operand->set(bits);
    }
  });
}

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
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      return !isHandledByVectorPatterns(op, options.vectorBits);
    });
    viewNarrowFloatsAsIntegers(getOperation());
    RewritePatternSet patterns(context);
    populateRevseqToVectorPatterns(patterns, options);
    if (failed(
            applyRevseqLowering(getOperation(), target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
