//===- LowerAsserts.cpp - cf.assert to a message on stderr and abort() ----===//

#include "revseq/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_LOWERASSERTSTOSTDERR
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;

/// A symbol name starting with `prefix` that `module` does not use yet.
static std::string getUniqueSymbolName(ModuleOp module, StringRef prefix,
                                       unsigned &counter) {
  std::string name;
  do {
    name = (prefix + Twine(counter++)).str();
  } while (SymbolTable::lookupSymbolIn(module, name));
  return name;
}

namespace {
struct LowerAssertsToStderrPass
    : public revseq::impl::LowerAssertsToStderrBase<LowerAssertsToStderrPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<cf::AssertOp> asserts;
    module.walk([&](cf::AssertOp op) {
      // Splitting a block is only valid in a region that may hold several.
      if (!op->getParentOp()->hasTrait<OpTrait::SingleBlock>())
        asserts.push_back(op);
    });
    if (asserts.empty())
      return;

    MLIRContext *context = &getContext();
    IRRewriter rewriter(context);
    rewriter.setInsertionPointToStart(module.getBody());
    Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    Type ptr = LLVM::LLVMPointerType::get(context);
    FailureOr<LLVM::LLVMFuncOp> writeFn =
        LLVM::lookupOrCreateFn(rewriter, module, "write", {i32, ptr, i64}, i64);
    FailureOr<LLVM::LLVMFuncOp> abortFn = LLVM::lookupOrCreateFn(
        rewriter, module, "abort", {}, LLVM::LLVMVoidType::get(context));
    if (failed(writeFn) || failed(abortFn)) {
      module.emitError("'write' or 'abort' is declared with another type");
      return signalPassFailure();
    }

    unsigned counter = 0;
    for (cf::AssertOp op : asserts) {
      Location loc = op.getLoc();
      Block *block = op->getBlock();
      Block *continuation =
          rewriter.splitBlock(block, std::next(op->getIterator()));
      Block *failure = rewriter.createBlock(continuation);
      std::string message = (op.getMsg() + "\n").str();
      Value text = LLVM::createGlobalString(
          loc, rewriter, getUniqueSymbolName(module, "revseq_assert_", counter),
          message, LLVM::Linkage::Internal);
      Value fd = LLVM::ConstantOp::create(rewriter, loc, i32, 2);
      Value size =
          LLVM::ConstantOp::create(rewriter, loc, i64, int64_t(message.size()));
      LLVM::CallOp::create(rewriter, loc, *writeFn, ValueRange{fd, text, size});
      LLVM::CallOp::create(rewriter, loc, *abortFn, ValueRange{});
      LLVM::UnreachableOp::create(rewriter, loc);
      rewriter.setInsertionPoint(op);
      rewriter.replaceOpWithNewOp<cf::CondBranchOp>(op, op.getArg(),
                                                    continuation, failure);
    }
  }
};
} // namespace
