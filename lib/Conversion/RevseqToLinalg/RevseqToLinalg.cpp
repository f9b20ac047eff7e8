//===- RevseqToLinalg.cpp - lower revseq ops to linalg.generic ------------===//
//
// Every op becomes a linalg.generic writing its destination (a new
// tensor.empty for a value form, `init` for a destination-passing form, on
// tensors or on memrefs of any layout) whose body computes the source index
// of each output element from linalg.index and reads the input with
// tensor.extract or memref.load (the form of TOSA's ReverseConverter).
// Lengths are clamped to [0, T] before use, so no value of any operand can
// make the generated code read out of bounds.
//
//===----------------------------------------------------------------------===//

#include "revseq/Conversion/RevseqToLinalg/RevseqToLinalg.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::revseq;

using SourceIndexFn =
    function_ref<SmallVector<Value>(OpBuilder &, Location, ValueRange)>;

/// Fills `dest` (a tensor or a memref shaped like `input`) so that its
/// element at index `i` is `input[sourceIndex(i)]`: a linalg.generic whose
/// result (tensors) is returned; null for memrefs.
static Value buildGather(OpBuilder &b, Location loc, Value input, Value dest,
                         SourceIndexFn sourceIndex) {
  int64_t rank = cast<ShapedType>(dest.getType()).getRank();
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  SmallVector<Type, 1> resultTypes;
  if (isa<RankedTensorType>(dest.getType()))
    resultTypes.push_back(dest.getType());
  auto generic = linalg::GenericOp::create(
      b, loc, resultTypes, ValueRange{}, ValueRange{dest}, maps, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange) {
        SmallVector<Value> ivs;
        for (int64_t d = 0; d < rank; ++d)
          ivs.push_back(linalg::IndexOp::create(nb, nl, d));
        Value element = extractElement(nb, nl, input, sourceIndex(nb, nl, ivs));
        linalg::YieldOp::create(nb, nl, element);
      });
  return generic->getNumResults() ? generic.getResult(0) : Value();
}

namespace {

template <typename OpTy> using LinalgLowering = RevseqLoweringPattern<OpTy>;

/// Either form of `reverse`.
template <typename OpTy> struct ReverseLowering : public LinalgLowering<OpTy> {
  using LinalgLowering<OpTy>::LinalgLowering;

  Value lower(OpBuilder &b, OpTy op, Value dest,
              ArrayRef<Value> sizes) const override {
    SmallVector<int64_t> axes = op.getNormalizedAxes();
    return buildGather(b, op.getLoc(), op.getInput(), dest,
                       [&](OpBuilder &nb, Location l, ValueRange ivs) {
                         SmallVector<Value> source(ivs);
                         for (int64_t d : axes)
                           source[d] = mirror(nb, l, ivs[d], sizes[d]);
                         return source;
                       });
  }
};

/// Either form of `reverse_sequence`.
template <typename OpTy>
struct ReverseSequenceLowering : public LinalgLowering<OpTy> {
  using LinalgLowering<OpTy>::LinalgLowering;

  Value lower(OpBuilder &b, OpTy op, Value dest,
              ArrayRef<Value> sizes) const override {
    int64_t batchAxis = op.getNormalizedBatchAxis();
    int64_t seqAxis = op.getNormalizedSeqAxis();
    Value lengths = op.getLengths();
    return buildGather(
        b, op.getLoc(), op.getInput(), dest,
        [&](OpBuilder &nb, Location l, ValueRange ivs) {
          Value length =
              clampLength(nb, l, extractElement(nb, l, lengths, ivs[batchAxis]),
                          sizes[seqAxis]);
          SmallVector<Value> source(ivs);
          source[seqAxis] = mirrorBelow(nb, l, ivs[seqAxis], length);
          return source;
        });
  }
};

/// Either form of `reverse_subsequences`.
template <typename OpTy>
struct ReverseSubsequencesLowering : public LinalgLowering<OpTy> {
  using LinalgLowering<OpTy>::LinalgLowering;

  Value lower(OpBuilder &b, OpTy op, Value dest,
              ArrayRef<Value> sizes) const override {
    int64_t axis = op.getNormalizedAxis();
    Value lengths = op.getLengths();
    return buildGather(
        b, op.getLoc(), op.getInput(), dest,
        [&](OpBuilder &nb, Location l, ValueRange ivs) {
          SmallVector<Value> lengthIndex(ivs);
          lengthIndex[axis] = arith::ConstantIndexOp::create(nb, l, 0);
          Value length = clampLength(
              nb, l, extractElement(nb, l, lengths, lengthIndex), sizes[axis]);
          SmallVector<Value> source(ivs);
          source[axis] = mirrorBelow(nb, l, ivs[axis], length);
          return source;
        });
  }
};

/// Either form of `reverse_dynamic`.
template <typename OpTy>
struct ReverseDynamicLowering : public LinalgLowering<OpTy> {
  using LinalgLowering<OpTy>::LinalgLowering;

  Value lower(OpBuilder &b, OpTy op, Value dest,
              ArrayRef<Value> sizes) const override {
    SmallVector<Value> flags =
        computeReverseFlags(b, op.getLoc(), sizes.size(), op.getMode(),
                            op.getAxes(), this->options);
    return buildGather(b, op.getLoc(), op.getInput(), dest,
                       [&](OpBuilder &nb, Location l, ValueRange ivs) {
                         SmallVector<Value> source(ivs);
                         for (auto [d, flag] : llvm::enumerate(flags))
                           source[d] = arith::SelectOp::create(
                               nb, l, flag, mirror(nb, l, ivs[d], sizes[d]),
                               ivs[d]);
                         return source;
                       });
  }
};

} // namespace

void mlir::revseq::populateRevseqToLinalgPatterns(
    RewritePatternSet &patterns, const RevseqLoweringOptions &options) {
  patterns.add<ReverseLowering<ReverseOp>, ReverseLowering<ReverseIntoOp>,
               ReverseSequenceLowering<ReverseSequenceOp>,
               ReverseSequenceLowering<ReverseSequenceIntoOp>,
               ReverseSubsequencesLowering<ReverseSubsequencesOp>,
               ReverseSubsequencesLowering<ReverseSubsequencesIntoOp>,
               ReverseDynamicLowering<ReverseDynamicOp>,
               ReverseDynamicLowering<ReverseDynamicIntoOp>>(
      patterns.getContext(), options);
}
