//===- RevseqToLLVM.h - revseq.check to LLVM --------------------*- C++ -*-===//
//
// The only revseq op that reaches LLVM is `revseq.check`, the run-time check
// the other lowerings emit. It becomes a branch to a block that writes the
// message with its values to stderr (`dprintf(2, ...)`) and calls `abort()`.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_CONVERSION_REVSEQTOLLVM_REVSEQTOLLVM_H
#define REVSEQ_CONVERSION_REVSEQTOLLVM_REVSEQTOLLVM_H

#include "mlir/Support/LLVM.h"

namespace mlir {
class DialectRegistry;
class LLVMTypeConverter;
class Location;
class OpBuilder;
class RewritePatternSet;
class Value;
class ValueRange;

namespace revseq {

/// Adds the pattern that lowers `revseq.check` to the LLVM dialect.
void populateRevseqToLLVMConversionPatterns(
    const LLVMTypeConverter &typeConverter, RewritePatternSet &patterns);

/// Registers the dialect's `ConvertToLLVMPatternInterface`, so that
/// `convert-to-llvm` lowers `revseq.check`.
void registerConvertRevseqToLLVMInterface(DialectRegistry &registry);

/// Emits, at the builder's insertion point (a block of its own that ends
/// here), the failure path of a check: `message` with its first `{}`s
/// replaced by `values` in order, and a newline, written to stderr, then
/// `abort()` and `llvm.unreachable`. `values` are signless integers of at
/// most 64 bits, printed as signed decimals (an i1 as 0 or 1). Checks with
/// the same message share one format string. Fails, with an error at `loc`,
/// when the module declares `dprintf` or `abort` with another type.
LogicalResult emitCheckFailure(OpBuilder &builder, Location loc,
                               StringRef message, ValueRange values);

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_CONVERSION_REVSEQTOLLVM_REVSEQTOLLVM_H
