//===- RevseqToLinalg.cpp - lower revseq ops to linalg.generic ------------===//
//
// Every op becomes a linalg.generic over a tensor.empty whose body computes
// the source index of each output element from linalg.index and reads the
// input with tensor.extract (the form of TOSA's ReverseConverter). Lengths
// are clamped to [0, T] before use, so no value of any operand can make the
// generated code read out of bounds.
//
//===----------------------------------------------------------------------===//

#include "revseq/Conversion/RevseqToLinalg/RevseqToLinalg.h"

#include "revseq/Conversion/RevseqCommon/Lowering.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::revseq;

using SourceIndexFn =
    function_ref<SmallVector<Value>(OpBuilder &, Location, ValueRange)>;

/// Builds a tensor shaped like `input` whose element at index `i` is
/// `input[sourceIndex(i)]`: a linalg.generic over a tensor.empty.
static Value buildGather(OpBuilder &b, Location loc, Value input,
                         SourceIndexFn sourceIndex) {
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank();
  Value empty = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, input), type.getElementType());
  SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{empty.getType()}, ValueRange{}, ValueRange{empty}, maps,
      iterators, [&](OpBuilder &nb, Location nl, ValueRange) {
        SmallVector<Value> ivs;
        for (int64_t d = 0; d < rank; ++d)
          ivs.push_back(linalg::IndexOp::create(nb, nl, d));
        Value element =
            tensor::ExtractOp::create(nb, nl, input, sourceIndex(nb, nl, ivs));
        linalg::YieldOp::create(nb, nl, element);
      });
  return generic.getResult(0);
}

namespace {

/// Base of the four lowerings: emits the op's run-time checks, then lets
/// the subclass build the gather.
template <typename OpTy>
struct RevseqLowering : public OpConversionPattern<OpTy> {
  using OpAdaptor = typename OpConversionPattern<OpTy>::OpAdaptor;

  RevseqLowering(MLIRContext *context, const RevseqLoweringOptions &options)
      : OpConversionPattern<OpTy>(context), options(options) {}

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    emitRuntimeChecks(rewriter, op, adaptor.getOperands(), options);
    Value input = adaptor.getInput();
    SmallVector<Value> sizes = getDimSizes(rewriter, op.getLoc(), input);
    rewriter.replaceOp(op, lower(rewriter, op, adaptor, sizes));
    return success();
  }

protected:
  /// Returns the lowered result; `sizes` holds the input's dims.
  virtual Value lower(OpBuilder &b, OpTy op, OpAdaptor adaptor,
                      ArrayRef<Value> sizes) const = 0;

  RevseqLoweringOptions options;
};

struct ReverseLowering : public RevseqLowering<ReverseOp> {
  using RevseqLowering::RevseqLowering;

  Value lower(OpBuilder &b, ReverseOp op, OpAdaptor adaptor,
              ArrayRef<Value> sizes) const override {
    SmallVector<int64_t> axes = op.getNormalizedAxes();
    return buildGather(b, op.getLoc(), adaptor.getInput(),
                       [&](OpBuilder &nb, Location l, ValueRange ivs) {
                         SmallVector<Value> source(ivs);
                         for (int64_t d : axes)
                           source[d] = mirror(nb, l, ivs[d], sizes[d]);
                         return source;
                       });
  }
};

struct ReverseSequenceLowering : public RevseqLowering<ReverseSequenceOp> {
  using RevseqLowering::RevseqLowering;

  Value lower(OpBuilder &b, ReverseSequenceOp op, OpAdaptor adaptor,
              ArrayRef<Value> sizes) const override {
    int64_t batchAxis = op.getNormalizedBatchAxis();
    int64_t seqAxis = op.getNormalizedSeqAxis();
    Value lengths = adaptor.getLengths();
    return buildGather(
        b, op.getLoc(), adaptor.getInput(),
        [&](OpBuilder &nb, Location l, ValueRange ivs) {
          Value length = clampLength(
              nb, l, tensor::ExtractOp::create(nb, l, lengths, ivs[batchAxis]),
              sizes[seqAxis]);
          SmallVector<Value> source(ivs);
          source[seqAxis] = mirrorBelow(nb, l, ivs[seqAxis], length);
          return source;
        });
  }
};

struct ReverseSubsequencesLowering
    : public RevseqLowering<ReverseSubsequencesOp> {
  using RevseqLowering::RevseqLowering;

  Value lower(OpBuilder &b, ReverseSubsequencesOp op, OpAdaptor adaptor,
              ArrayRef<Value> sizes) const override {
    int64_t axis = op.getNormalizedAxis();
    Value lengths = adaptor.getLengths();
    return buildGather(
        b, op.getLoc(), adaptor.getInput(),
        [&](OpBuilder &nb, Location l, ValueRange ivs) {
          SmallVector<Value> lengthIndex(ivs);
          lengthIndex[axis] = arith::ConstantIndexOp::create(nb, l, 0);
          Value length = clampLength(
              nb, l, tensor::ExtractOp::create(nb, l, lengths, lengthIndex),
              sizes[axis]);
          SmallVector<Value> source(ivs);
          source[axis] = mirrorBelow(nb, l, ivs[axis], length);
          return source;
        });
  }
};

struct ReverseDynamicLowering : public RevseqLowering<ReverseDynamicOp> {
  using RevseqLowering::RevseqLowering;

  Value lower(OpBuilder &b, ReverseDynamicOp op, OpAdaptor adaptor,
              ArrayRef<Value> sizes) const override {
    SmallVector<Value> flags =
        computeReverseFlags(b, op.getLoc(), op, adaptor.getAxes(), options);
    return buildGather(b, op.getLoc(), adaptor.getInput(),
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
  patterns.add<ReverseLowering, ReverseSequenceLowering,
               ReverseSubsequencesLowering, ReverseDynamicLowering>(
      patterns.getContext(), options);
}
