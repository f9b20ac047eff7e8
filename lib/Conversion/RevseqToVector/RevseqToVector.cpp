//===- RevseqToVector.cpp - lower revseq ops to vectorised loops ----------===//
//
// The fast path of revseq-cpu-pipeline. These ops only move data, so the
// lowering aims at memcpy bandwidth: each op reads its input through a
// read-only buffer and writes a fresh one row by row, picking per layout:
//   * reversed axis not innermost: contiguous vector copies of each input
//     row into its mirrored output row;
//   * reversed axis innermost: the mirrored window is loaded contiguously
//     and its lanes reversed with vector.shuffle; rows of the lengths ops are
//     split into the reversed part [0, L) and the copied part [L, T);
//   * lengths varying along the innermost axis (ReverseSequence with the
//     batch axis innermost, ReverseSubsequences along an outer axis): whole
//     rows as above when all lengths are equal, else column strips: each
//     strip of 1 KiB of columns is staged transposed in a scratch buffer, so
//     every column is contiguous and is reversed like a row, and blocks are
//     transposed back in registers (TransposedStrips.cpp); for axes too long
//     for that buffer, strips 256 bytes wide with a gather per vector.
// Loops walk the input in order, so reads stream forward. Large outputs
// are written with aligned non-temporal stores. Outer loops are
// scf.parallel, so convert-scf-to-openmp can thread them.
//
//===----------------------------------------------------------------------===//

#include "revseq/Conversion/RevseqToVector/RevseqToVector.h"

#include "KernelUtils.h"
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

/// Whether the buffer `values` (identity layout) is non-empty and holds one
/// value only.
static Value buildAllEqual(OpBuilder &b, Location loc, Value values) {
  Value flat = collapseToFlat(b, loc, values);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value count = memref::DimOp::create(b, loc, flat, zero);
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one,
      ValueRange{arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1)},
      [&](OpBuilder &lb, Location ll, Value i, ValueRange equal) {
        Value same =
            arith::CmpIOp::create(lb, ll, arith::CmpIPredicate::eq,
                                  memref::LoadOp::create(lb, ll, flat, i),
                                  memref::LoadOp::create(lb, ll, flat, zero));
        scf::YieldOp::create(
            lb, ll, ValueRange{arith::AndIOp::create(lb, ll, equal[0], same)});
      });
  Value nonEmpty =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, count, zero);
  return arith::AndIOp::create(b, loc, nonEmpty, loop.getResult(0));
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
    /// Whether full vectors of rows are stored non-temporally.
    bool nontemporal = false;
    /// With `nontemporal`: the address of `dst` in elements, so that row
    /// stores can be peeled to aligned addresses whoever allocated `dst`
    /// (a caller's buffer under revseq-results-to-out-params).
    Value dstAddress;
    /// With `nontemporal`, for a dynamic shape: whether the output is large
    /// enough for non-temporal stores (an i1), which the kernels check at
    /// run time.
    Value largeOutput;
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
    int64_t elementBytes = type.getElementTypeBitWidth() / 8;
    int64_t alignment = std::max<int64_t>(64, vectorLength * elementBytes);
    buffers.dst = memref::AllocOp::create(
        rewriter, loc, bufferType, getDynamicSizes(type, buffers.sizes),
        rewriter.getI64IntegerAttr(alignment));
    lowerWithStoreKind(rewriter, op, adaptor, buffers, elementBytes);
    rewriter.replaceOp(op, bufferization::ToTensorOp::create(
                               rewriter, loc, type, buffers.dst,
                               rewriter.getUnitAttr(), rewriter.getUnitAttr()));
    return success();
  }

protected:
  virtual void lower(OpBuilder &b, OpTy op, OpAdaptor adaptor,
                     const Buffers &buffers) const = 0;

  /// Calls `lower` with non-temporal stores when the output has at least
  /// `options.nontemporalBytes` bytes: decided here for a static shape; for
  /// a dynamic one the kernels take the check as `Buffers::largeOutput` and
  /// branch on it at run time (one version of the loops, not two).
  void lowerWithStoreKind(OpBuilder &b, OpTy op, OpAdaptor adaptor,
                          Buffers buffers, int64_t elementBytes) const {
    uint64_t threshold = options.nontemporalBytes;
    RankedTensorType type = op.getInput().getType();
    Location loc = op.getLoc();
    if (threshold != 0) {
      buffers.dstAddress = arith::DivUIOp::create(
          b, loc,
          memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffers.dst),
          arith::ConstantIndexOp::create(b, loc, elementBytes));
    }
    if (threshold == 0 || type.hasStaticShape()) {
      buffers.nontemporal =
          threshold != 0 &&
          uint64_t(type.getNumElements() * elementBytes) >= threshold;
      lower(b, op, adaptor, buffers);
      return;
    }
    Value bytes = arith::ConstantIndexOp::create(b, loc, elementBytes);
    for (Value size : buffers.sizes)
      bytes = arith::MulIOp::create(b, loc, bytes, size);
    Value large = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::uge, bytes,
        arith::ConstantIndexOp::create(b, loc, threshold));
    buffers.nontemporal = true;
    buffers.largeOutput = large;
    lower(b, op, adaptor, buffers);
  }

  /// A row kernel builder for the output row `row`, with the row's linear
  /// offset when its full vectors are stored non-temporally.
  RowKernelBuilder makeRowKernel(OpBuilder &b, Location loc,
                                 const Buffers &buffers, ValueRange row) const {
    Value offset;
    if (buffers.nontemporal) {
      offset = arith::ConstantIndexOp::create(b, loc, 0);
      for (auto [index, size] : llvm::zip(row, buffers.sizes))
        offset = arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, offset, size), index);
      offset = arith::AddIOp::create(
          b, loc, buffers.dstAddress,
          arith::MulIOp::create(b, loc, offset, buffers.sizes.back()));
    }
    return RowKernelBuilder(b, loc, buffers.elementType, buffers.vectorLength,
                            offset, buffers.largeOutput);
  }

  using RowMap =
      function_ref<SmallVector<Value>(OpBuilder &, Location, ValueRange)>;
  using RowBody = function_ref<void(OpBuilder &, Location, RowKernelBuilder &,
                                    ValueRange, ValueRange)>;

  /// Calls `body(b, loc, kernel, srcRow, dstRow)` for every row (the indices
  /// of all dims but the innermost) in a parallel loop over the input rows,
  /// in order, so that the reads stream forward; `dstRowOf` maps an input
  /// row to the output row it fills (the identity when null: the row maps
  /// of these ops are involutions, so it is also the source row of an
  /// output row). `kernel` is a row kernel builder for `dstRow`.
  void forEachRow(OpBuilder &b, Location loc, const Buffers &buffers,
                  RowMap dstRowOf, RowBody body) const {
    buildParallelNest(
        b, loc, ArrayRef<Value>(buffers.sizes).drop_back(),
        [&](OpBuilder &nb, Location nl, ValueRange row) {
          SmallVector<Value> dstRow =
              dstRowOf ? dstRowOf(nb, nl, row) : SmallVector<Value>(row);
          RowKernelBuilder kernel = makeRowKernel(nb, nl, buffers, dstRow);
          body(nb, nl, kernel, row, dstRow);
        });
  }

  /// Fills `dst` when the lengths may vary along the innermost dim:
  /// `lengthRow` maps output indices to the indices of their row of
  /// lengths. When all clamped lengths are equal (checked at run time) every
  /// row along `axis` is a whole-row copy, as for a ReverseSequence whose
  /// lengths do not depend on the batch; otherwise the column-strip kernel
  /// runs.
  void lowerColumnStrips(
      OpBuilder &b, OpTy op, Value lengths, int64_t axis,
      std::function<SmallVector<Value>(OpBuilder &, Location, ValueRange)>
          lengthRow,
      const Buffers &buffers) const {
    Location loc = op.getLoc();
    IntegerType indexType = getGatherIndexType(b, op.getInput().getType());
    Value clamped =
        buildClampedLengths(b, loc, lengths, buffers.sizes[axis], indexType);
    Value width = buffers.sizes.back();
    scf::IfOp::create(
        b, loc, buildAllEqual(b, loc, clamped),
        [&](OpBuilder &tb, Location tl) {
          auto clampedType = cast<MemRefType>(clamped.getType());
          SmallVector<Value> first(clampedType.getRank(),
                                   arith::ConstantIndexOp::create(tb, tl, 0));
          Value length = arith::IndexCastOp::create(
              tb, tl, tb.getIndexType(),
              memref::LoadOp::create(tb, tl, clamped, first));
          forEachRow(
              tb, tl, buffers,
              [&](OpBuilder &nb, Location nl, ValueRange row) {
                SmallVector<Value> mirrored(row);
                mirrored[axis] = mirrorBelow(nb, nl, row[axis], length);
                return mirrored;
              },
              [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
                  ValueRange srcRow, ValueRange dstRow) {
                kernel.copy(buffers.src, srcRow, buffers.dst, dstRow,
                            arith::ConstantIndexOp::create(nb, nl, 0), width);
              });
          scf::YieldOp::create(tb, tl);
        },
        [&](OpBuilder &eb, Location el) {
          ColumnStripKernel kernel{axis, clamped, lengthRow, indexType};
          if (buffers.nontemporal) {
            kernel.nontemporalAddress = buffers.dstAddress;
            kernel.nontemporalCondition = buffers.largeOutput;
          }
          buildColumnStripKernel(eb, el, buffers.src, buffers.dst,
                                 buffers.sizes, kernel, buffers.vectorLength);
          scf::YieldOp::create(eb, el);
        });
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
    bool reverseRows = llvm::is_contained(axes, inner);
    forEachRow(
        b, op.getLoc(), buffers,
        [&](OpBuilder &nb, Location nl, ValueRange row) {
          SmallVector<Value> mirrored(row);
          for (int64_t d : axes)
            if (d != inner)
              mirrored[d] = mirror(nb, nl, row[d], buffers.sizes[d]);
          return mirrored;
        },
        [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
            ValueRange srcRow, ValueRange dstRow) {
          if (reverseRows)
            kernel.reverse(buffers.src, srcRow, buffers.dst, dstRow, width,
                           width);
          else
            kernel.copy(buffers.src, srcRow, buffers.dst, dstRow,
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
    forEachRow(
        b, op.getLoc(), buffers,
        [&](OpBuilder &nb, Location nl, ValueRange row) {
          SmallVector<Value> mirrored(row);
          for (auto [d, index] : llvm::enumerate(row))
            mirrored[d] = arith::SelectOp::create(
                nb, nl, flags[d], mirror(nb, nl, index, buffers.sizes[d]),
                index);
          return mirrored;
        },
        [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
            ValueRange srcRow, ValueRange dstRow) {
          buildIfElse(
              nb, nl, flags.back(),
              [&](OpBuilder &tb, Location tl) {
                kernel.withBuilder(tb, tl).reverse(
                    buffers.src, srcRow, buffers.dst, dstRow, width, width);
              },
              [&](OpBuilder &eb, Location el) {
                kernel.withBuilder(eb, el).copy(
                    buffers.src, srcRow, buffers.dst, dstRow,
                    arith::ConstantIndexOp::create(eb, el, 0), width);
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
    auto lengthOf = [&](OpBuilder &nb, Location nl, ValueRange row) {
      return clampLength(
          nb, nl, memref::LoadOp::create(nb, nl, lengths, row[batchAxis]),
          seqSize);
    };
    if (seqAxis == inner) {
      forEachRow(b, loc, buffers, nullptr,
                 [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
                     ValueRange row, ValueRange) {
                   kernel.reverse(buffers.src, row, buffers.dst, row,
                                  lengthOf(nb, nl, row), width);
                 });
      return;
    }
    forEachRow(
        b, loc, buffers,
        [&](OpBuilder &nb, Location nl, ValueRange row) {
          SmallVector<Value> mirrored(row);
          mirrored[seqAxis] =
              mirrorBelow(nb, nl, row[seqAxis], lengthOf(nb, nl, row));
          return mirrored;
        },
        [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
            ValueRange srcRow, ValueRange dstRow) {
          kernel.copy(buffers.src, srcRow, buffers.dst, dstRow,
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
        b, loc, buffers, nullptr,
        [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
            ValueRange row, ValueRange) {
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
