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

#include "LoweringUtils.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::revseq;

using SourceIndexFn =
    function_ref<SmallVector<Value>(OpBuilder &, Location, ValueRange)>;

/// Returns every dim of the ranked tensor `value` as an index value.
static SmallVector<Value> getDimSizes(OpBuilder &b, Location loc,
                                      Value value) {
  return getValueOrCreateConstantIndexOp(
      b, loc, tensor::getMixedSizes(b, loc, value));
}

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
      b, loc, TypeRange{empty.getType()}, ValueRange{}, ValueRange{empty},
      maps, iterators, [&](OpBuilder &nb, Location nl, ValueRange) {
        SmallVector<Value> ivs;
        for (int64_t d = 0; d < rank; ++d)
          ivs.push_back(linalg::IndexOp::create(nb, nl, d));
        Value element = tensor::ExtractOp::create(nb, nl, input,
                                                  sourceIndex(nb, nl, ivs));
        linalg::YieldOp::create(nb, nl, element);
      });
  return generic.getResult(0);
}

/// With runtime checks, asserts that every element of `lengths` is in
/// [0, size].
static void checkLengthsInRange(OpBuilder &b, Location loc, Value lengths,
                                Value size, StringRef opName) {
  SmallVector<Value> ubs = getDimSizes(b, loc, lengths);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> lbs(ubs.size(), zero), steps(ubs.size(), one);
  scf::buildLoopNest(
      b, loc, lbs, ubs, steps, [&](OpBuilder &lb, Location ll, ValueRange ivs) {
        Value length = saturateToI64(
            lb, ll, tensor::ExtractOp::create(lb, ll, lengths, ivs));
        Type i64 = lb.getI64Type();
        assertInRange(lb, ll, length,
                      arith::ConstantIntOp::create(lb, ll, i64, 0),
                      arith::IndexCastOp::create(lb, ll, i64, size),
                      opName + ": a length is outside [0, T] "
                               "(runtime-checks)");
      });
}

/// Asserts `lhs == rhs` unless both are static (the verifier compared
/// those already).
static void assertSameSize(OpBuilder &b, Location loc, int64_t lhsStatic,
                           Value lhs, int64_t rhsStatic, Value rhs,
                           const Twine &message) {
  if (!ShapedType::isDynamic(lhsStatic) && !ShapedType::isDynamic(rhsStatic))
    return;
  assertEqual(b, loc, lhs, rhs, message);
}

namespace {

/// Base of the four lowerings: carries the options.
template <typename OpTy>
struct RevseqLowering : public OpConversionPattern<OpTy> {
  RevseqLowering(MLIRContext *context, const RevseqLoweringOptions &options)
      : OpConversionPattern<OpTy>(context), options(options) {}

protected:
  RevseqLoweringOptions options;
};

struct ReverseLowering : public RevseqLowering<ReverseOp> {
  using RevseqLowering::RevseqLowering;

  LogicalResult
  matchAndRewrite(ReverseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    SmallVector<int64_t> axes = op.getNormalizedAxes();
    SmallVector<Value> sizes = getDimSizes(rewriter, loc, input);
    rewriter.replaceOp(
        op, buildGather(rewriter, loc, input,
                        [&](OpBuilder &b, Location l, ValueRange ivs) {
                          SmallVector<Value> source(ivs);
                          for (int64_t d : axes)
                            source[d] = mirror(b, l, ivs[d], sizes[d]);
                          return source;
                        }));
    return success();
  }
};

struct ReverseSequenceLowering : public RevseqLowering<ReverseSequenceOp> {
  using RevseqLowering::RevseqLowering;

  LogicalResult
  matchAndRewrite(ReverseSequenceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    Value lengths = adaptor.getLengths();
    int64_t batchAxis = op.getNormalizedBatchAxis();
    int64_t seqAxis = op.getNormalizedSeqAxis();
    SmallVector<Value> sizes = getDimSizes(rewriter, loc, input);
    assertSameSize(rewriter, loc, op.getLengths().getType().getDimSize(0),
                   getDimSizes(rewriter, loc, lengths)[0],
                   op.getInput().getType().getDimSize(batchAxis),
                   sizes[batchAxis],
                   "revseq.reverse_sequence: the size of lengths differs "
                   "from the batch dimension (reverse_sequence_c9)");
    if (options.runtimeChecks)
      checkLengthsInRange(rewriter, loc, lengths, sizes[seqAxis],
                          op->getName().getStringRef());
    rewriter.replaceOp(
        op, buildGather(
                rewriter, loc, input,
                [&](OpBuilder &b, Location l, ValueRange ivs) {
                  Value length = clampLength(
                      b, l,
                      tensor::ExtractOp::create(b, l, lengths, ivs[batchAxis]),
                      sizes[seqAxis]);
                  SmallVector<Value> source(ivs);
                  source[seqAxis] = mirrorBelow(b, l, ivs[seqAxis], length);
                  return source;
                }));
    return success();
  }
};

struct ReverseSubsequencesLowering
    : public RevseqLowering<ReverseSubsequencesOp> {
  using RevseqLowering::RevseqLowering;

  LogicalResult
  matchAndRewrite(ReverseSubsequencesOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    Value lengths = adaptor.getLengths();
    int64_t axis = op.getNormalizedAxis();
    RankedTensorType inputType = op.getInput().getType();
    RankedTensorType lengthsType = op.getLengths().getType();
    SmallVector<Value> sizes = getDimSizes(rewriter, loc, input);
    SmallVector<Value> lengthsSizes = getDimSizes(rewriter, loc, lengths);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    for (int64_t d = 0; d < inputType.getRank(); ++d) {
      if (d == axis) {
        assertSameSize(rewriter, loc, lengthsType.getDimSize(d),
                       lengthsSizes[d], 1, one,
                       "revseq.reverse_subsequences: lengths must have size "
                       "1 along the reversed axis (reverse_subsequences_c7)");
        continue;
      }
      assertSameSize(rewriter, loc, lengthsType.getDimSize(d),
                     lengthsSizes[d], inputType.getDimSize(d), sizes[d],
                     "revseq.reverse_subsequences: a lengths dimension "
                     "differs from the input's (reverse_subsequences_c8)");
    }
    if (options.runtimeChecks)
      checkLengthsInRange(rewriter, loc, lengths, sizes[axis],
                          op->getName().getStringRef());
    rewriter.replaceOp(
        op, buildGather(rewriter, loc, input,
                        [&](OpBuilder &b, Location l, ValueRange ivs) {
                          SmallVector<Value> lengthIndex(ivs);
                          lengthIndex[axis] =
                              arith::ConstantIndexOp::create(b, l, 0);
                          Value length = clampLength(
                              b, l,
                              tensor::ExtractOp::create(b, l, lengths,
                                                        lengthIndex),
                              sizes[axis]);
                          SmallVector<Value> source(ivs);
                          source[axis] = mirrorBelow(b, l, ivs[axis], length);
                          return source;
                        }));
    return success();
  }
};

struct ReverseDynamicLowering : public RevseqLowering<ReverseDynamicOp> {
  using RevseqLowering::RevseqLowering;

  LogicalResult
  matchAndRewrite(ReverseDynamicOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    SmallVector<Value> sizes = getDimSizes(rewriter, loc, input);
    SmallVector<Value> flags =
        op.getMode() == ReverseMode::index
            ? computeIndexFlags(rewriter, loc, op, adaptor.getAxes())
            : computeMaskFlags(rewriter, loc, op, adaptor.getAxes());
    rewriter.replaceOp(
        op, buildGather(rewriter, loc, input,
                        [&](OpBuilder &b, Location l, ValueRange ivs) {
                          SmallVector<Value> source(ivs);
                          for (auto [d, flag] : llvm::enumerate(flags))
                            source[d] = arith::SelectOp::create(
                                b, l, flag, mirror(b, l, ivs[d], sizes[d]),
                                ivs[d]);
                          return source;
                        }));
    return success();
  }

private:
  /// One i1 per dim: whether any value of `axes` names it. Values outside
  /// [-rank, rank) name no dim (or fail the run-time check).
  SmallVector<Value> computeIndexFlags(OpBuilder &b, Location loc,
                                       ReverseDynamicOp op, Value axes) const {
    int64_t rank = op.getInput().getType().getRank();
    Type i64 = b.getI64Type();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value count = getDimSizes(b, loc, axes)[0];
    SmallVector<Value> init(rank,
                            arith::ConstantIntOp::create(b, loc, 0, 1));
    auto loop = scf::ForOp::create(
        b, loc, zero, count, one, init,
        [&](OpBuilder &lb, Location ll, Value k, ValueRange flags) {
          Value axis = saturateToI64(
              lb, ll, tensor::ExtractOp::create(lb, ll, axes, k));
          Value rankValue = arith::ConstantIntOp::create(lb, ll, i64, rank);
          if (options.runtimeChecks)
            assertInRange(
                lb, ll, axis,
                arith::ConstantIntOp::create(lb, ll, i64, -rank),
                arith::ConstantIntOp::create(lb, ll, i64, rank - 1),
                "revseq.reverse_dynamic: an axis index is outside "
                "[-rank, rank) (reverse_dynamic_c7)");
          Value negative = arith::CmpIOp::create(
              lb, ll, arith::CmpIPredicate::slt, axis,
              arith::ConstantIntOp::create(lb, ll, i64, 0));
          Value normalized = arith::SelectOp::create(
              lb, ll, negative, arith::AddIOp::create(lb, ll, axis, rankValue),
              axis);
          SmallVector<Value> updated;
          for (auto [d, flag] : llvm::enumerate(flags)) {
            Value names = arith::CmpIOp::create(
                lb, ll, arith::CmpIPredicate::eq, normalized,
                arith::ConstantIntOp::create(lb, ll, i64, d));
            updated.push_back(arith::OrIOp::create(lb, ll, flag, names));
          }
          scf::YieldOp::create(lb, ll, updated);
        });
    return SmallVector<Value>(loop.getResults());
  }

  /// One i1 per dim read from the mask; a dynamic mask is read only where
  /// it has an element (missing flags are false, or fail the run-time
  /// check).
  SmallVector<Value> computeMaskFlags(OpBuilder &b, Location loc,
                                      ReverseDynamicOp op, Value mask) const {
    int64_t rank = op.getInput().getType().getRank();
    bool staticMask = !op.getAxes().getType().isDynamicDim(0);
    Value count = getDimSizes(b, loc, mask)[0];
    if (!staticMask && options.runtimeChecks)
      assertEqual(b, loc, count, arith::ConstantIndexOp::create(b, loc, rank),
                  "revseq.reverse_dynamic: the mask length differs from the "
                  "input rank (reverse_dynamic_c6)");
    SmallVector<Value> flags;
    for (int64_t d = 0; d < rank; ++d) {
      Value index = arith::ConstantIndexOp::create(b, loc, d);
      if (staticMask) {
        flags.push_back(tensor::ExtractOp::create(b, loc, mask, index));
        continue;
      }
      Value present = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ult, index, count);
      auto ifOp = scf::IfOp::create(
          b, loc, present,
          [&](OpBuilder &tb, Location tl) {
            scf::YieldOp::create(
                tb, tl, ValueRange{tensor::ExtractOp::create(tb, tl, mask,
                                                             index)});
          },
          [&](OpBuilder &eb, Location el) {
            scf::YieldOp::create(
                eb, el,
                ValueRange{arith::ConstantIntOp::create(eb, el, 0, 1)});
          });
      flags.push_back(ifOp.getResult(0));
    }
    return flags;
  }
};

} // namespace

void mlir::revseq::populateRevseqToLinalgPatterns(
    RewritePatternSet &patterns, const RevseqLoweringOptions &options) {
  patterns.add<ReverseLowering, ReverseSequenceLowering,
               ReverseSubsequencesLowering, ReverseDynamicLowering>(
      patterns.getContext(), options);
}
