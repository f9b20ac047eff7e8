//===- RevseqIndexMap.cpp - IndexMapOpInterface of the revseq ops ---------===//
//
// The one place that says which coordinates each op mirrors; both forms of
// an op (value and destination-passing) share one definition.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

using namespace mlir;
using namespace mlir::revseq;

#include "revseq/Dialect/Revseq/IR/RevseqInterfaces.cpp.inc"

static int64_t getInputRank(Operation *op) {
  return cast<ShapedType>(op->getOperand(0).getType()).getRank();
}

/// reverse_sequence: the length of output index `i` is `lengths[i_batch]`.
template <typename OpTy> static ReverseIndexMap getSequenceIndexMap(OpTy op) {
  AffineMap lengthsMap = AffineMap::get(
      getInputRank(op), 0,
      getAffineDimExpr(op.getNormalizedBatchAxis(), op.getContext()));
  return ReverseIndexMap::getPrefix(op.getNormalizedSeqAxis(), op.getLengths(),
                                    lengthsMap);
}

/// reverse_subsequences: the length of output index `i` is `lengths[i]` with
/// the axis coordinate set to 0.
template <typename OpTy>
static ReverseIndexMap getSubsequencesIndexMap(OpTy op) {
  int64_t rank = getInputRank(op);
  int64_t axis = op.getNormalizedAxis();
  SmallVector<AffineExpr> results;
  for (int64_t d = 0; d < rank; ++d)
    results.push_back(d == axis ? getAffineConstantExpr(0, op.getContext())
                                : getAffineDimExpr(d, op.getContext()));
  return ReverseIndexMap::getPrefix(
      axis, op.getLengths(), AffineMap::get(rank, 0, results, op.getContext()));
}

ReverseIndexMap ReverseSequenceOp::getIndexMap() {
  return getSequenceIndexMap(*this);
}
ReverseIndexMap ReverseSequenceIntoOp::getIndexMap() {
  return getSequenceIndexMap(*this);
}
ReverseIndexMap ReverseSubsequencesOp::getIndexMap() {
  return getSubsequencesIndexMap(*this);
}
ReverseIndexMap ReverseSubsequencesIntoOp::getIndexMap() {
  return getSubsequencesIndexMap(*this);
}
ReverseIndexMap ReverseOp::getIndexMap() {
  return ReverseIndexMap::getAxes(getNormalizedAxes());
}
ReverseIndexMap ReverseIntoOp::getIndexMap() {
  return ReverseIndexMap::getAxes(getNormalizedAxes());
}
ReverseIndexMap ReverseDynamicOp::getIndexMap() {
  return ReverseIndexMap::getDynamicAxes(getAxes(), getMode());
}
ReverseIndexMap ReverseDynamicIntoOp::getIndexMap() {
  return ReverseIndexMap::getDynamicAxes(getAxes(), getMode());
}
