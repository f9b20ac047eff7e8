//===- RevseqToLLVM.cpp - revseq.check to a message and abort() -----------===//

#include "revseq/Conversion/RevseqToLLVM/RevseqToLLVM.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::revseq;

/// `message` as a printf format: `%` escaped, each of the first
/// `numValues` `{}` a 64-bit decimal (later ones stay text), a newline at
/// the end.
static std::string getPrintfFormat(StringRef message, size_t numValues) {
  std::string format;
  for (size_t i = 0; i < message.size(); ++i) {
    if (numValues != 0 && message.substr(i).starts_with("{}")) {
      --numValues;
      format += "%lld";
      ++i;
      continue;
    }
    if (message[i] == '%')
      format += '%';
    format += message[i];
  }
  return format + "\n";
}

/// A symbol name `revseq_check_<N>` that `module` does not use yet.
static std::string getUniqueGlobalName(ModuleOp module) {
  for (unsigned counter = 0;; ++counter) {
    std::string name = ("revseq_check_" + Twine(counter)).str();
    if (!SymbolTable::lookupSymbolIn(module, name))
      return name;
  }
}

LogicalResult revseq::emitCheckFailure(OpBuilder &builder, Location loc,
                                       StringRef message, ValueRange values) {
  auto module =
      builder.getInsertionBlock()->getParentOp()->getParentOfType<ModuleOp>();
  MLIRContext *context = builder.getContext();
  Type i32 = builder.getI32Type();
  Type ptr = LLVM::LLVMPointerType::get(context);
  FailureOr<LLVM::LLVMFuncOp> dprintfFn = LLVM::lookupOrCreateFn(
      builder, module, "dprintf", {i32, ptr}, i32, /*isVarArg=*/true);
  FailureOr<LLVM::LLVMFuncOp> abortFn = LLVM::lookupOrCreateFn(
      builder, module, "abort", {}, LLVM::LLVMVoidType::get(context));
  if (failed(dprintfFn) || failed(abortFn))
    return emitError(loc, "'dprintf' or 'abort' is declared with another "
                          "type; a failed check calls both");
  Value format = LLVM::createGlobalString(
      loc, builder, getUniqueGlobalName(module),
      getPrintfFormat(message, values.size()), LLVM::Linkage::Internal);
  SmallVector<Value> args = {LLVM::ConstantOp::create(builder, loc, i32, 2),
                             format};
  llvm::append_range(args, values);
  LLVM::CallOp::create(builder, loc, *dprintfFn, args);
  LLVM::CallOp::create(builder, loc, *abortFn, ValueRange{});
  LLVM::UnreachableOp::create(builder, loc);
  return success();
}

namespace {
/// `revseq.check` to `llvm.cond_br` into a block that reports and aborts.
struct CheckOpLowering : public ConvertOpToLLVMPattern<CheckOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(CheckOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getParentOp()->hasTrait<OpTrait::SingleBlock>())
      return rewriter.notifyMatchFailure(op, "its region has a single block");
    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();
    SmallVector<Value> values;
    for (Value value : adaptor.getValues()) {
      unsigned width = cast<IntegerType>(value.getType()).getWidth();
      if (width == 1)
        value = LLVM::ZExtOp::create(rewriter, loc, i64, value);
      else if (width < 64)
        value = LLVM::SExtOp::create(rewriter, loc, i64, value);
      values.push_back(value);
    }
    Block *block = rewriter.getInsertionBlock();
    Block *continuation =
        rewriter.splitBlock(block, rewriter.getInsertionPoint());
    rewriter.createBlock(block->getParent());
    if (failed(emitCheckFailure(rewriter, loc, op.getMessage(), values)))
      return failure();
    Block *failureBlock = rewriter.getInsertionBlock();
    rewriter.setInsertionPointToEnd(block);
    rewriter.replaceOpWithNewOp<LLVM::CondBrOp>(op, adaptor.getCondition(),
                                                continuation, failureBlock);
    return success();
  }
};

struct RevseqToLLVMInterface : public ConvertToLLVMPatternInterface {
  using ConvertToLLVMPatternInterface::ConvertToLLVMPatternInterface;

  void populateConvertToLLVMConversionPatterns(
      ConversionTarget &target, LLVMTypeConverter &typeConverter,
      RewritePatternSet &patterns) const final {
    populateRevseqToLLVMConversionPatterns(typeConverter, patterns);
  }
};
} // namespace

void revseq::populateRevseqToLLVMConversionPatterns(
    const LLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<CheckOpLowering>(typeConverter);
}

void revseq::registerConvertRevseqToLLVMInterface(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, RevseqDialect *dialect) {
    dialect->addInterfaces<RevseqToLLVMInterface>();
  });
}
