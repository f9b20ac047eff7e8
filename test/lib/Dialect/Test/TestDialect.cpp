//===- TestDialect.cpp - the revseq_test dialect --------------------------===//
//
// All the C++ an op of the reverse family needs beyond its ODS (TestOps.td):
// its index map, its verifier (revseq's shared rules plus its own, under its
// own labels) and its folds. Everything else (types, shapes, effects, the
// destination form) comes from revseq's ODS classes.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/Dialect/Revseq/Transforms/BufferizableOpInterfaceImpl.h"
#include "revseq/Dialect/Revseq/Transforms/TilingInterfaceImpl.h"

#include "mlir/IR/DialectRegistry.h"

#include "TestOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "TestOps.h.inc"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::detail;
using namespace mlir::revseq_test;

#include "TestOpsDialect.cpp.inc"

void RevseqTestDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TestOps.cpp.inc"
      >();
}

namespace mlir::revseq_test {
void registerTestDialect(DialectRegistry &registry) {
  registry.insert<RevseqTestDialect>();
  // revseq's bufferization and tiling models, which read the op through its
  // index map.
  registry.addExtension(+[](MLIRContext *, RevseqTestDialect *dialect) {
    attachBufferizableOpModels(dialect);
    attachTilingInterfaceModels(dialect);
  });
}
} // namespace mlir::revseq_test

//===----------------------------------------------------------------------===//
// ReverseSlicesOp and ReverseSlicesIntoOp
//===----------------------------------------------------------------------===//

/// The length of output index `i` is `lengths[i without i_seqAxis]`.
static AffineMap getSlicesLengthsMap(MLIRContext *context, int64_t rank,
                                     int64_t seqAxis) {
  return AffineMap::getMultiDimIdentityMap(rank, context).dropResult(seqAxis);
}

template <typename OpTy> static ReverseIndexMap getSlicesIndexMap(OpTy op) {
  int64_t rank = cast<ShapedType>(op.getInput().getType()).getRank();
  int64_t seqAxis = op.getNormalizedSeqAxis();
  return ReverseIndexMap::getPrefix(
      seqAxis, op.getLengths(),
      getSlicesLengthsMap(op.getContext(), rank, seqAxis));
}

ReverseIndexMap ReverseSlicesOp::getIndexMap() {
  return getSlicesIndexMap(*this);
}
ReverseIndexMap ReverseSlicesIntoOp::getIndexMap() {
  return getSlicesIndexMap(*this);
}

/// c3 to c7 of reverse_slices, shared by both forms.
static LogicalResult verifyReverseSlices(Operation *op, ShapedType inputType,
                                         ShapedType lengthsType,
                                         int64_t seqAxisAttr) {
  int64_t rank = inputType.getRank();
  if (failed(verifyMinRank(op, 3, rank, 1)) ||
      failed(verifyAxisInRange(op, 4, "seq_axis", seqAxisAttr, rank)))
    return failure();
  if (lengthsType.getRank() != rank - 1)
    return emitRuleError(op, 5)
           << "lengths rank " << lengthsType.getRank()
           << " is not the input rank " << rank << " minus one";
  if (failed(verifyLengthsElementType(op, 6, lengthsType)))
    return failure();
  AffineMap lengthsMap = getSlicesLengthsMap(op->getContext(), rank,
                                             normalizeAxis(seqAxisAttr, rank));
  for (auto [k, expr] : llvm::enumerate(lengthsMap.getResults())) {
    int64_t d = cast<AffineDimExpr>(expr).getPosition();
    if (sizesConflict(lengthsType.getDimSize(k), inputType.getDimSize(d)))
      return emitRuleError(op, 7)
             << "lengths dim " << k << " is " << lengthsType.getDimSize(k)
             << " but input dim " << d << " is " << inputType.getDimSize(d);
  }
  return success();
}

LogicalResult ReverseSlicesOp::verify() {
  if (failed(verifyInputAndResult(*this)))
    return failure();
  return verifyReverseSlices(*this, getInput().getType(),
                             getLengths().getType(), getSeqAxis());
}

LogicalResult ReverseSlicesIntoOp::verify() {
  if (failed(verifyInputAndInit(*this, getInput(), getInit(), 8)))
    return failure();
  return verifyReverseSlices(*this, cast<ShapedType>(getInput().getType()),
                             cast<ShapedType>(getLengths().getType()),
                             getSeqAxis());
}

/// The folds its index map implies (foldIndexMapOp), then its own canonical
/// form: a non-negative `seq_axis`.
OpFoldResult ReverseSlicesOp::fold(FoldAdaptor adaptor) {
  if (OpFoldResult folded = foldIndexMapOp(*this, adaptor.getOperands()))
    return folded;
  // An op of a graph region that reads its own result stays.
  if (getInput() == getResult() || getSeqAxis() >= 0)
    return {};
  setSeqAxis(getNormalizedSeqAxis());
  return getResult();
}

#define GET_OP_CLASSES
#include "TestOps.cpp.inc"
