//===- CheckOp.cpp - revseq.check verifier and canonicalisation -----------===//

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::revseq;

size_t CheckOp::countPlaceholders(StringRef message) {
  return message.count("{}");
}

LogicalResult CheckOp::verify() {
  size_t placeholders = countPlaceholders(getMessage());
  if (placeholders == getValues().size())
    return success();
  return emitOpError("violates check_c1: the message has ")
         << placeholders << " '{}' placeholder(s) for " << getValues().size()
         << " value(s)";
}

LogicalResult CheckOp::canonicalize(CheckOp op, PatternRewriter &rewriter) {
  if (!matchPattern(op.getCondition(), m_One()))
    return failure();
  rewriter.eraseOp(op);
  return success();
}

void revseq::createSizeCheck(OpBuilder &b, Location loc, OpFoldResult size,
                             OpFoldResult expected, StringRef message) {
  if (getConstantIntValue(size) && getConstantIntValue(expected))
    return;
  Value sizeValue = getValueOrCreateConstantIndexOp(b, loc, size);
  Value expectedValue = getValueOrCreateConstantIndexOp(b, loc, expected);
  Value equal = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                      sizeValue, expectedValue);
  CheckOp::create(b, loc, equal, message, ValueRange{sizeValue, expectedValue});
}
