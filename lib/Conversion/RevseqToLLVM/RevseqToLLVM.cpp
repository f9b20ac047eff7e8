//===- RevseqToLLVM.cpp - revseq.check to a message and abort() -----------===//

#include "revseq/Conversion/RevseqToLLVM/RevseqToLLVM.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

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

/// The address of an internal constant global holding `format` and a NUL
/// (createGlobalString stores the bytes it is given, and dprintf reads up to
/// the NUL: without it the message ran on into the next global). Checks
/// with the same message share one global, named from a hash of its text
/// (`revseq_check_<hash>`, a suffix added on a collision), so naming takes
/// one symbol lookup per check rather than a search through every name used.
static Value getFormatAddress(OpBuilder &builder, Location loc, ModuleOp module,
                              StringRef format) {
  std::string base =
      "revseq_check_" +
      llvm::utohexstr(llvm::xxh3_64bits(format), /*LowerCase=*/true);
  std::string text = format.str();
  text.push_back('\0');
  for (unsigned suffix = 0;; ++suffix) {
    std::string name = suffix == 0 ? base : (base + "_" + Twine(suffix)).str();
    Operation *symbol = SymbolTable::lookupSymbolIn(module, name);
    if (!symbol)
      return LLVM::createGlobalString(loc, builder, name, text,
                                      LLVM::Linkage::Internal);
    auto global = dyn_cast<LLVM::GlobalOp>(symbol);
    if (global && global.getConstant() &&
        global.getLinkage() == LLVM::Linkage::Internal &&
        global.getValueAttr() == builder.getStringAttr(text))
      return LLVM::AddressOfOp::create(builder, loc, global);
  }
}

/// `value` (a signless integer of at most 64 bits) as an i64: i1 as 0 or
/// 1, other integers sign-extended.
static Value widenToI64(OpBuilder &builder, Location loc, Value value) {
  Type i64 = builder.getI64Type();
  unsigned width = cast<IntegerType>(value.getType()).getWidth();
  if (width == 1)
    return LLVM::ZExtOp::create(builder, loc, i64, value);
  if (width < 64)
    return LLVM::SExtOp::create(builder, loc, i64, value);
  return value;
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
  Value format = getFormatAddress(builder, loc, module,
                                  getPrintfFormat(message, values.size()));
  SmallVector<Value> args = {LLVM::ConstantOp::create(builder, loc, i32, 2),
                             format};
  for (Value value : values)
    args.push_back(widenToI64(builder, loc, value));
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
    Block *block = rewriter.getInsertionBlock();
    Block *continuation =
        rewriter.splitBlock(block, rewriter.getInsertionPoint());
    rewriter.createBlock(block->getParent());
    if (failed(emitCheckFailure(rewriter, loc, op.getMessage(),
                                adaptor.getValues())))
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
