//===- ReadArgumentsThroughBuffers.cpp - one buffer per read argument -----===//
//
// The revseq-read-arguments-through-buffers pass: a tensor argument that is
// only read element by element (tensor.extract, tensor.dim) is read through
// one read-only bufferization.to_buffer, so that one-shot bufferization's
// analysis sees one use of it instead of one per op that reads it.
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_READARGUMENTSTHROUGHBUFFERS
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// Whether `arg` is a ranked tensor read only by extracts and dims, and by
/// at least one extract.
static bool isReadElementwise(BlockArgument arg) {
  if (!isa<RankedTensorType>(arg.getType()))
    return false;
  bool extracted = false;
  for (Operation *user : arg.getUsers()) {
    if (isa<tensor::ExtractOp>(user))
      extracted = true;
    else if (!isa<tensor::DimOp>(user))
      return false;
  }
  return extracted;
}

/// Reads `arg` through one read-only buffer at the function's entry.
static void readThroughBuffer(IRRewriter &rewriter, BlockArgument arg) {
  auto type = cast<RankedTensorType>(arg.getType());
  rewriter.setInsertionPointToStart(arg.getOwner());
  auto bufferType = MemRefType::get(type.getShape(), type.getElementType());
  Value buffer =
      bufferization::ToBufferOp::create(rewriter, arg.getLoc(), bufferType, arg,
                                        /*read_only=*/true);
  for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
    rewriter.setInsertionPoint(user);
    if (auto extract = dyn_cast<tensor::ExtractOp>(user)) {
      rewriter.replaceOpWithNewOp<memref::LoadOp>(extract, buffer,
                                                  extract.getIndices());
      continue;
    }
    if (auto dim = dyn_cast<tensor::DimOp>(user))
      rewriter.replaceOpWithNewOp<memref::DimOp>(dim, buffer, dim.getIndex());
  }
}

namespace {
struct ReadArgumentsThroughBuffersPass
    : public revseq::impl::ReadArgumentsThroughBuffersBase<
          ReadArgumentsThroughBuffersPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    IRRewriter rewriter(&getContext());
    for (BlockArgument arg : func.getArguments())
      if (isReadElementwise(arg))
        readThroughBuffer(rewriter, arg);
  }
};
} // namespace
