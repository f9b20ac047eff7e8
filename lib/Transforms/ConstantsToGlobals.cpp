//===- ConstantsToGlobals.cpp - tensor constants to globals, in order -----===//
//
// The revseq-constants-to-globals pass: every ranked tensor constant reads
// the memref.global one-shot bufferization would create for it, created in
// module order so that the globals' names do not depend on the order in
// which module bufferization visits functions.
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/BufferUtils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_CONSTANTSTOGLOBALS
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

namespace {
struct ConstantsToGlobalsPass
    : public revseq::impl::ConstantsToGlobalsBase<ConstantsToGlobalsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<arith::ConstantOp> constants;
    getOperation()->walk([&](arith::ConstantOp op) {
      if (isa<RankedTensorType>(op.getType()) &&
          isa<DenseElementsAttr>(op.getValue()))
        constants.push_back(op);
    });
    SymbolTableCollection symbolTables;
    IRRewriter rewriter(&getContext());
    for (arith::ConstantOp op : constants) {
      FailureOr<memref::GlobalOp> global =
          bufferization::getGlobalFor(op, symbolTables, alignment);
      if (failed(global)) {
        op.emitError("cannot create a memref.global for this constant");
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(op);
      Value buffer = memref::GetGlobalOp::create(
          rewriter, op.getLoc(), global->getType(), global->getSymName());
      auto tensor = bufferization::ToTensorOp::create(
          rewriter, op.getLoc(), op.getType(), buffer, /*restrict=*/true,
          /*writable=*/false);
      rewriter.replaceOp(op, tensor.getResult());
    }
  }
};
} // namespace
