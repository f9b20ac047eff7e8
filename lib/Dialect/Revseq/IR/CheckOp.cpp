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

std::string revseq::getLengthsSizeMessage(LengthsSizeRule rule, int64_t dim) {
  switch (rule) {
  case LengthsSizeRule::SequenceBatch:
    return "revseq.reverse_sequence: the size of lengths ({}) differs from "
           "the batch dimension ({}) (reverse_sequence_c9)";
  case LengthsSizeRule::SubsequencesAxis:
    return "revseq.reverse_subsequences: lengths has size {} along the "
           "reversed axis, where it must have size {} "
           "(reverse_subsequences_c7)";
  case LengthsSizeRule::SubsequencesDim:
    return ("revseq.reverse_subsequences: lengths dimension " + Twine(dim) +
            " has size {}, the input's has size {} "
            "(reverse_subsequences_c8)")
        .str();
  }
  llvm_unreachable("unknown lengths size rule");
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
