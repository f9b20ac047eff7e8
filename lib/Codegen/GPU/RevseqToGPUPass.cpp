//===- RevseqToGPUPass.cpp - the convert-revseq-to-gpu pass ---------------===//

#include "revseq/Codegen/GPU/Passes.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_CONVERTPARALLELLINALGTOGPU
#define GEN_PASS_DEF_CONVERTREVSEQTOGPU
#include "revseq/Codegen/GPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

namespace {
struct ConvertRevseqToGPUPass
    : public revseq::impl::ConvertRevseqToGPUBase<ConvertRevseqToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockSize < 1 || blockSize > 1024 || maxBlocks < 1 ||
        maxBlocks > (int64_t(1) << 31) - 1 ||
        !llvm::is_contained({0, 2, 4, 8, 16, 32}, vectorBytes) ||
        gatherTileBytes < 0 || gatherTileBytes > kMaxGatherTileBytes) {
      emitError(getOperation()->getLoc(),
                "convert-revseq-to-gpu: block-size must be in [1, 1024], "
                "max-blocks in [1, 2^31 - 1], vector-bytes one of 0, 2, "
                "4, 8, 16, 32 and gather-tile-bytes in [0, 49152]");
      return signalPassFailure();
    }
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    configureRevseqToGPUTarget(target);
    RewritePatternSet patterns(context);
    RevseqGPUOptions options;
    options.runtimeChecks = runtimeChecks;
    options.blockSize = blockSize;
    options.maxBlocks = maxBlocks;
    options.vectorBytes = vectorBytes;
    options.narrowIndex = narrowIndex;
    options.gatherTileBytes = gatherTileBytes;
    populateRevseqToGPUPatterns(patterns, options);
    if (failed(
            applyRevseqLowering(getOperation(), target, std::move(patterns))))
      signalPassFailure();
  }
};

struct ConvertParallelLinalgToGPUPass
    : public revseq::impl::ConvertParallelLinalgToGPUBase<
          ConvertParallelLinalgToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockSize < 1 || blockSize > 1024 || maxBlocks < 1 ||
        maxBlocks > (int64_t(1) << 31) - 1 || elementsPerThread < 1 ||
        elementsPerThread > kMaxElementsPerThread) {
      emitError(getOperation()->getLoc(),
                "convert-parallel-linalg-to-gpu: block-size must be in "
                "[1, 1024], max-blocks in [1, 2^31 - 1] and "
                "elements-per-thread in [1, 16]");
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    RevseqGPUOptions options;
    options.blockSize = blockSize;
    options.maxBlocks = maxBlocks;
    options.narrowIndex = narrowIndex;
    options.elementsPerThread = elementsPerThread;
    populateParallelLinalgToGPUPatterns(patterns, options, narrowTypes);
    // Rewrites the linalg ops alone: no folding of the code around them.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
