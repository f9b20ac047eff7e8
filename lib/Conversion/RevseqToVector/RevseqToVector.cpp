//===- RevseqToVector.cpp - lower revseq ops to vectorised loops ----------===//
//
// The fast path of revseq-cpu-pipeline. These ops only move data, so the
// lowering aims at memcpy bandwidth: each op reads its input through a
// read-only buffer and writes a fresh one row by row, picking per layout:
//   * reversed axis not innermost: contiguous vector copies of each row from
//     its mirrored source row;
//   * reversed axis innermost: the mirrored window is loaded contiguously
//     and its lanes reversed with vector.shuffle; rows of the lengths ops are
//     split into the reversed part [0, L) and the copied part [L, T);
//   * lengths varying along the innermost axis (ReverseSequence with the
//     batch axis innermost, ReverseSubsequences along an outer axis): column
//     strips one cache line wide, so the rows a strip gathers from stay in
//     cache while the loop walks the reversed axis.
// Outer loops are scf.parallel, so convert-scf-to-openmp can thread them.
//
//===----------------------------------------------------------------------===//

#include "revseq/Conversion/RevseqToVector/RevseqToVector.h"

#include "RowKernels.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace mlir::revseq;

unsigned revseq::getHostVectorBits() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512f"))
    return 512;
  if (features.lookup("avx"))
    return 256;
  return 128;
}

bool revseq::isVectorizableElementType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return llvm::is_contained({8u, 16u, 32u, 64u}, intType.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type);
}

/// Lanes per vector for the op's element type, or 0 when the op stays on
/// the scalar linalg path.
static int64_t getVectorLength(Operation *op, unsigned vectorBits) {
  auto type = cast<RankedTensorType>(op->getOperand(0).getType());
  Type elementType = type.getElementType();
  if (type.getRank() == 0 || !isVectorizableElementType(elementType))
    return 0;
  int64_t lanes = vectorBits / elementType.getIntOrFloatBitWidth();
  return lanes >= 2 ? lanes : 0;
}

/// Gather offsets fit i32 when twice the element count does.
static IntegerType getGatherIndexType(OpBuilder &b, RankedTensorType type) {
  if (type.hasStaticShape() && type.getNumElements() < (int64_t(1) << 30))
    return b.getI32Type();
  return b.getI64Type();
}

/// The ranked tensor `tensor` as a read-only buffer with an identity layout.
static Value toReadOnlyBuffer(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  return bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()), tensor,
      /*read_only=*/true);
}

/// The dims of `sizes` that `type` has dynamic, for memref.alloc.
static SmallVector<Value> getDynamicSizes(ShapedType type,
                                          ArrayRef<Value> sizes) {
  SmallVector<Value> dynamicSizes;
  for (auto [d, size] : llvm::enumerate(sizes))
    if (type.isDynamicDim(d))
      dynamicSizes.push_back(size);
  return dynamicSizes;
}

/// Copies `lengths` (a tensor of any integer type) into a new buffer of
/// `indexType`, clamped to [0, size].
static Value buildClampedLengths(OpBuilder &b, Location loc, Value lengths,
                                 Value size, IntegerType indexType) {
  auto tensorType = cast<RankedTensorType>(lengths.getType());
  Value source = toReadOnlyBuffer(b, loc, lengths);
  SmallVector<Value> sizes = getDimSizes(b, loc, lengths);
  Value clamped = memref::AllocOp::create(
      b, loc, MemRefType::get(tensorType.getShape(), indexType),
      getDynamicSizes(tensorType, sizes));
  buildIndexLoopNest(
      b, loc, sizes, [&](OpBuilder &lb, Location ll, ValueRange ivs) {
        Value length = clampLength(
            lb, ll, memref::LoadOp::create(lb, ll, source, ivs), size);
        memref::StoreOp::create(
            lb, ll, arith::IndexCastOp::create(lb, ll, indexType, length),
            clamped, ivs);
      });
  return clamped;
}

namespace {

/// Base of the four lowerings: checks, the input as a read-only buffer, a
/// fresh output buffer, and the result as a tensor of that buffer.
template <typename OpTy>
struct VectorLowering : public OpConversionPattern<OpTy> {
  using OpAdaptor = typename OpConversionPattern<OpTy>::OpAdaptor;

  /// What a subclass needs to fill `dst`.
  struct Buffers {
    Value src, dst;
    SmallVector<Value> sizes;
    int64_t vectorLength;
    Type elementType;
  };

  VectorLowering(MLIRContext *context, const RevseqVectorOptions &options)
      : OpConversionPattern<OpTy>(context), options(options) {}

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    int64_t vectorLength = getVectorLength(op, options.vectorBits);
    if (!vectorLength)
      return rewriter.notifyMatchFailure(op, "element type or rank not "
                                             "handled by the vector path");
    Location loc = op.getLoc();
    emitRuntimeChecks(rewriter, op, adaptor.getOperands(), options);
    RankedTensorType type = op.getInput().getType();
    auto bufferType = MemRefType::get(type.getShape(), type.getElementType());
    Buffers buffers;
    buffers.sizes = getDimSizes(rewriter, loc, adaptor.getInput());
    buffers.vectorLength = vectorLength;
    buffers.elementType = type.getElementType();
    buffers.src = toReadOnlyBuffer(rewriter, loc, adaptor.getInput());
    buffers.dst = memref::AllocOp::create(rewriter, loc, bufferType,
                                          getDynamicSizes(type, buffers.sizes),
                                          rewriter.getI64IntegerAttr(64));
    lower(rewriter, op, adaptor, buffers);
    rewriter.replaceOp(op, bufferization::ToTensorOp::create(
                               rewriter, loc, type, buffers.dst,
                               rewriter.getUnitAttr(), rewriter.getUnitAttr()));
    return success();
  }

protected:
  virtual void lower(OpBuilder &b, OpTy op, OpAdaptor adaptor,
                     const Buffers &buffers) const = 0;

  /// Calls `body` for every row (the indices of all dims but the innermost)
  /// in a parallel loop, with a row kernel builder.
  void forEachRow(
      OpBuilder &b, Location loc, const Buffers &buffers,
      function_ref<void(OpBuilder &, Location, RowKernelBuilder &, ValueRange)>
          body) const {
    buildParallelNest(b, loc, ArrayRef<Value>(buffers.sizes).drop_back(),
                      [&](OpBuilder &nb, Location nl, ValueRange row) {
                        RowKernelBuilder kernel(nb, nl, buffers.elementType,
                                                buffers.vectorLength);
                        body(nb, nl, kernel, row);
                      });
  }

  /// Fills `dst` with the column-strip kernel: the lengths vary along the
  /// innermost dim, `lengthRow` maps output indices to the indices of
  /// their row of lengths.
  void lowerColumnStrips(
      OpBuilder &b, OpTy op, Value lengths, int64_t axis,
      std::function<SmallVector<Value>(OpBuilder &, Location, ValueRange)>
          lengthRow,
      const Buffers &buffers) const {
    Location loc = op.getLoc();
    IntegerType indexType = getGatherIndexType(b, op.getInput().getType());
    ColumnStripKernel kernel{
        axis,
        buildClampedLengths(b, loc, lengths, buffers.sizes[axis], indexType),
        std::move(lengthRow), indexType};
    buildColumnStripKernel(b, loc, buffers.src, buffers.dst, buffers.sizes,
                           kernel, buffers.vectorLength);
  }

  RevseqVectorOptions options;
};

struct ReverseToVector : public VectorLowering<ReverseOp> {
  using VectorLowering::VectorLowering;

  void lower(OpBuilder &b, ReverseOp op, OpAdaptor adaptor,
             const Buffers &buffers) const override {
    SmallVector<int64_t> axes = op.getNormalizedAxes();
    int64_t inner = buffers.sizes.size() - 1;
    Value width = buffers.sizes.back();
    forEachRow(
        b, op.getLoc(), buffers,
        [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
            ValueRange row) {
          SmallVector<Value> srcRow(row);
          for (int64_t d : axes)
            if (d != inner)
              srcRow[d] = mirror(nb, nl, row[d], buffers.sizes[d]);
          if (llvm::is_contained(axes, inner))
            kernel.reverse(buffers.src, srcRow, buffers.dst, row, width, width);
          else
            kernel.copy(buffers.src, srcRow, buffers.dst, row,
                        arith::ConstantIndexOp::create(nb, nl, 0), width);
        });
  }
};

struct ReverseDynamicToVector : public VectorLowering<ReverseDynamicOp> {
  using VectorLowering::VectorLowering;

  void lower(OpBuilder &b, ReverseDynamicOp op, OpAdaptor adaptor,
             const Buffers &buffers) const override {
    SmallVector<Value> flags =
        computeReverseFlags(b, op.getLoc(), op, adaptor.getAxes(), options);
    Value width = buffers.sizes.back();
    forEachRow(b, op.getLoc(), buffers,
               [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
                   ValueRange row) {
                 SmallVector<Value> srcRow(row);
                 for (auto [d, index] : llvm::enumerate(row))
                   srcRow[d] = arith::SelectOp::create(
                       nb, nl, flags[d],
                       mirror(nb, nl, index, buffers.sizes[d]), index);
                 scf::IfOp::create(
                     nb, nl, flags.back(),
                     [&](OpBuilder &tb, Location tl) {
                       RowKernelBuilder(tb, tl, buffers.elementType,
                                        buffers.vectorLength)
                           .reverse(buffers.src, srcRow, buffers.dst, row,
                                    width, width);
                       scf::YieldOp::create(tb, tl);
                     },
                     [&](OpBuilder &eb, Location el) {
                       RowKernelBuilder(eb, el, buffers.elementType,
                                        buffers.vectorLength)
                           .copy(buffers.src, srcRow, buffers.dst, row,
                                 arith::ConstantIndexOp::create(eb, el, 0),
                                 width);
                       scf::YieldOp::create(eb, el);
                     });
               });
  }
};

struct ReverseSequenceToVector : public VectorLowering<ReverseSequenceOp> {
  using VectorLowering::VectorLowering;

  void lower(OpBuilder &b, ReverseSequenceOp op, OpAdaptor adaptor,
             const Buffers &buffers) const override {
    Location loc = op.getLoc();
    int64_t batchAxis = op.getNormalizedBatchAxis();
    int64_t seqAxis = op.getNormalizedSeqAxis();
    int64_t inner = buffers.sizes.size() - 1;
    Value seqSize = buffers.sizes[seqAxis];
    if (batchAxis == inner) {
      // One 1-D row of lengths for every output index.
      lowerColumnStrips(
          b, op, adaptor.getLengths(), seqAxis,
          [](OpBuilder &, Location, ValueRange) {
            return SmallVector<Value>();
          },
          buffers);
      return;
    }
    Value lengths = toReadOnlyBuffer(b, loc, adaptor.getLengths());
    Value width = buffers.sizes.back();
    forEachRow(
        b, loc, buffers,
        [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
            ValueRange row) {
          Value length = clampLength(
              nb, nl, memref::LoadOp::create(nb, nl, lengths, row[batchAxis]),
              seqSize);
          if (seqAxis == inner) {
            kernel.reverse(buffers.src, row, buffers.dst, row, length, width);
            return;
          }
          SmallVector<Value> srcRow(row);
          srcRow[seqAxis] = mirrorBelow(nb, nl, row[seqAxis], length);
          kernel.copy(buffers.src, srcRow, buffers.dst, row,
                      arith::ConstantIndexOp::create(nb, nl, 0), width);
        });
  }
};

struct ReverseSubsequencesToVector
    : public VectorLowering<ReverseSubsequencesOp> {
  using VectorLowering::VectorLowering;

  void lower(OpBuilder &b, ReverseSubsequencesOp op, OpAdaptor adaptor,
             const Buffers &buffers) const override {
    Location loc = op.getLoc();
    int64_t axis = op.getNormalizedAxis();
    int64_t inner = buffers.sizes.size() - 1;
    Value axisSize = buffers.sizes[axis];
    if (axis != inner) {
      // The lengths of column j sit at the output index with axis -> 0.
      lowerColumnStrips(
          b, op, adaptor.getLengths(), axis,
          [axis](OpBuilder &nb, Location nl, ValueRange indices) {
            SmallVector<Value> row(indices.drop_back());
            row[axis] = arith::ConstantIndexOp::create(nb, nl, 0);
            return row;
          },
          buffers);
      return;
    }
    Value lengths = toReadOnlyBuffer(b, loc, adaptor.getLengths());
    Value width = buffers.sizes.back();
    forEachRow(
        b, loc, buffers,
        [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
            ValueRange row) {
          SmallVector<Value> lengthIndex(row);
          lengthIndex.push_back(arith::ConstantIndexOp::create(nb, nl, 0));
          Value length = clampLength(
              nb, nl, memref::LoadOp::create(nb, nl, lengths, lengthIndex),
              axisSize);
          kernel.reverse(buffers.src, row, buffers.dst, row, length, width);
        });
  }
};

} // namespace

bool revseq::isHandledByVectorPatterns(Operation *op, unsigned vectorBits) {
  return getVectorLength(op, vectorBits) != 0;
}

void mlir::revseq::populateRevseqToVectorPatterns(
    RewritePatternSet &patterns, const RevseqVectorOptions &options) {
  RevseqVectorOptions resolved = options;
  if (!resolved.vectorBits)
    resolved.vectorBits = getHostVectorBits();
  patterns.add<ReverseToVector, ReverseDynamicToVector, ReverseSequenceToVector,
               ReverseSubsequencesToVector>(patterns.getContext(), resolved);
}
