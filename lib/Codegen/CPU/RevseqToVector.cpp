//===- RevseqToVector.cpp - lower revseq ops to vectorised loops ----------===//
//
// The fast path of revseq-cpu-pipeline. These ops only move data, so the
// lowering aims at memcpy bandwidth. It lowers the memref destination-passing
// forms, after bufferization: each op reads its input buffer and writes the
// buffer bufferization chose for its result (any strided layout whose
// innermost stride is 1; others go to the linalg lowering) row by row,
// picking per layout:
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

#include "revseq/Codegen/CPU/RevseqToVector.h"

#include "KernelUtils.h"
#include "RowKernels.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::revseq;

int64_t revseq::getVectorLength(Operation *op, unsigned vectorBits) {
  auto type = cast<ShapedType>(op->getOperand(0).getType());
  Type elementType = type.getElementType();
  if (type.getRank() == 0 || !isVectorizableElementType(elementType))
    return 0;
  int64_t lanes = vectorBits / elementType.getIntOrFloatBitWidth();
  return lanes >= 2 ? lanes : 0;
}

/// Gather offsets fit i32 when twice the element count does (strides of
/// another layout can reach much further).
static IntegerType getGatherIndexType(OpBuilder &b, ShapedType type) {
  if (type.hasStaticShape() && type.getNumElements() < (int64_t(1) << 30) &&
      cast<MemRefType>(type).getLayout().isIdentity())
    return b.getI32Type();
  return b.getI64Type();
}

bool revseq::hasUnitInnerStride(Type type) {
  auto memrefType = dyn_cast<MemRefType>(type);
  if (!memrefType)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(memrefType.getStridesAndOffset(strides, offset)))
    return false;
  return strides.empty() || strides.back() == 1;
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

/// Copies `lengths` (a buffer of any integer type and layout) into a new
/// scratch buffer of `indexType`, clamped to [0, size]; the caller frees it.
static Value buildClampedLengths(OpBuilder &b, Location loc, Value source,
                                 Value size, IntegerType indexType) {
  auto sourceType = cast<MemRefType>(source.getType());
  SmallVector<Value> sizes = getDimSizes(b, loc, source);
  Value clamped = memref::AllocOp::create(
      b, loc, MemRefType::get(sourceType.getShape(), indexType),
      getDynamicSizes(sourceType, sizes));
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
  Value allEqual = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one, ValueRange{allEqual},
      [&](OpBuilder &lb, Location ll, Value i, ValueRange equal) {
        Value element = memref::LoadOp::create(lb, ll, flat, i);
        Value first = memref::LoadOp::create(lb, ll, flat, zero);
        Value same = arith::CmpIOp::create(lb, ll, arith::CmpIPredicate::eq,
                                           element, first);
        Value both = arith::AndIOp::create(lb, ll, equal[0], same);
        scf::YieldOp::create(lb, ll, ValueRange{both});
      });
  Value nonEmpty =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, count, zero);
  return arith::AndIOp::create(b, loc, nonEmpty, loop.getResult(0));
}

namespace {

/// Base of the four lowerings: the memref form of an op whose element type
/// vectorises and whose input and destination have unit innermost strides.
template <typename OpTy>
struct VectorLowering
    : public RevseqLoweringPattern<OpTy, RevseqVectorOptions> {
  using Base = RevseqLoweringPattern<OpTy, RevseqVectorOptions>;
  using Base::options;

  /// What a subclass needs to fill `dst`.
  struct Buffers {
    Value src, dst;
    SmallVector<Value> sizes;
    int64_t vectorLength;
    Type elementType;
    /// How full vectors of rows are stored; for a dynamic shape the
    /// kernels check `store.largeOutput` at run time.
    StoreKind store;
    /// With `store.nontemporal`: where `dst`'s elements lie, so that row
    /// stores can be peeled to aligned addresses whatever buffer `dst` is.
    ElementAddressing dstAddressing;
  };

  VectorLowering(MLIRContext *context, const RevseqVectorOptions &options)
      : Base(context, options) {}

  /// An op in place is InPlaceRows's (InPlaceRows.cpp) but for the
  /// column-strip layouts (lowerColumnStrips).
  bool accepts(OpTy op) const final {
    return isHandledByVectorPatterns(op, options.vectorBits) &&
           (!isInPlaceForm(op) || !hasInPlaceRows(op));
  }

  Value lower(OpBuilder &b, OpTy op, Value dest,
              ArrayRef<Value> sizes) const final {
    Buffers buffers;
    buffers.sizes = SmallVector<Value>(sizes);
    buffers.vectorLength = getVectorLength(op, options.vectorBits);
    buffers.elementType = cast<MemRefType>(dest.getType()).getElementType();
    buffers.src = op.getInput();
    buffers.dst = dest;
    lowerWithStoreKind(b, op, buffers);
    return Value();
  }

protected:
  /// Fills `buffers.dst`.
  virtual void lowerInto(OpBuilder &b, OpTy op,
                         const Buffers &buffers) const = 0;

  /// Calls `lower` with non-temporal stores when the output (the buffer it
  /// views, for a tile) has at least `options.nontemporalBytes` bytes
  /// (getStoreKind): decided here for a static shape; for a dynamic one the
  /// kernels take the check as `store.largeOutput` and branch on it at run
  /// time (one version of the loops, not two).
  void lowerWithStoreKind(OpBuilder &b, OpTy op, Buffers buffers) const {
    uint64_t threshold = options.nontemporalBytes;
    if (threshold == 0)
      return lowerInto(b, op, buffers);
    Location loc = op.getLoc();
    buffers.dstAddressing = getElementAddressing(b, loc, buffers.dst);
    buffers.store = getStoreKind(b, loc, buffers.dst, buffers.sizes, threshold);
    lowerInto(b, op, buffers);
  }

  /// A row kernel builder for the output row `row`, with the row's linear
  /// offset when its full vectors are stored non-temporally.
  RowKernelBuilder makeRowKernel(OpBuilder &b, Location loc,
                                 const Buffers &buffers, ValueRange row) const {
    Value offset;
    if (buffers.store.nontemporal)
      offset = buffers.dstAddressing.rowAddress(b, loc, row);
    return RowKernelBuilder(b, loc, buffers.elementType, buffers.vectorLength,
                            offset, buffers.store.largeOutput);
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

  using LengthRowFn =
      std::function<SmallVector<Value>(OpBuilder &, Location, ValueRange)>;

  /// Fills `dst` when the lengths may vary along the innermost dim:
  /// `lengthRow` maps output indices to the indices of their row of
  /// lengths. When all clamped lengths are equal (checked at run time) every
  /// row along `axis` is a whole-row copy, as for a ReverseSequence whose
  /// lengths do not depend on the batch; otherwise the column-strip kernel
  /// runs.
  ///
  /// In place (isInPlaceForm), equal lengths swap rows whole, and the
  /// column-strip kernel is staged: each strip is copied whole into a
  /// scratch buffer before any of its elements is written, and strips are
  /// disjoint, so the input may be the destination. Axes too long to stage
  /// take the scalar swap loops, decided at run time for a dynamic axis.
  void lowerColumnStrips(OpBuilder &b, OpTy op, Value lengths, int64_t axis,
                         LengthRowFn lengthRow, const Buffers &buffers) const {
    if (!isInPlaceForm(op))
      return emitColumnStrips(b, op.getLoc(), op, lengths, axis, lengthRow,
                              buffers);
    int64_t maxRows =
        getMaxStagedStripRows(buffers.elementType, buffers.vectorLength);
    auto strips = [&](OpBuilder &nb, Location nl) {
      emitColumnStrips(nb, nl, op, lengths, axis, lengthRow, buffers);
    };
    auto swaps = [&](OpBuilder &nb, Location nl) {
      buildInPlaceSwapLoops(nb, cast<IndexMapOpInterface>(op.getOperation()),
                            options);
    };
    Value rows = buffers.sizes[axis];
    Location loc = op.getLoc();
    if (std::optional<int64_t> staticRows = getConstantIntValue(rows))
      return *staticRows <= maxRows ? strips(b, loc) : swaps(b, loc);
    Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, rows,
                                       constantIndex(b, loc, maxRows));
    buildIfElse(b, loc, fits, strips, swaps);
  }

  /// lowerColumnStrips once its lengths are clamped.
  void emitColumnStrips(OpBuilder &b, Location loc, OpTy op, Value lengths,
                        int64_t axis, LengthRowFn lengthRow,
                        const Buffers &buffers) const {
    IntegerType indexType =
        getGatherIndexType(b, cast<ShapedType>(op.getInput().getType()));
    Value clamped =
        buildClampedLengths(b, loc, lengths, buffers.sizes[axis], indexType);
    ColumnStripKernel kernel{axis, clamped, lengthRow, indexType};
    if (buffers.store.nontemporal) {
      kernel.nontemporalAddress = buffers.dstAddressing.address;
      kernel.dstStrides = buffers.dstAddressing.strides;
      kernel.largeOutput = buffers.store.largeOutput;
    }
    kernel.stagedOnly = isInPlaceForm(op);
    buildIfElse(
        b, loc, buildAllEqual(b, loc, clamped),
        [&](OpBuilder &tb, Location tl) {
          emitEqualLengthRows(tb, tl, clamped, axis, buffers);
        },
        [&](OpBuilder &eb, Location el) {
          buildColumnStripKernel(eb, el, buffers.src, buffers.dst,
                                 buffers.sizes, kernel, buffers.vectorLength);
        });
    memref::DeallocOp::create(b, loc, clamped);
  }

  /// The rows of lengths that are all equal: whole-row copies from the
  /// mirrored rows, or in place whole-row swaps.
  void emitEqualLengthRows(OpBuilder &b, Location loc, Value clamped,
                           int64_t axis, const Buffers &buffers) const {
    auto clampedType = cast<MemRefType>(clamped.getType());
    SmallVector<Value> first(clampedType.getRank(),
                             arith::ConstantIndexOp::create(b, loc, 0));
    Value length = arith::IndexCastOp::create(
        b, loc, b.getIndexType(),
        memref::LoadOp::create(b, loc, clamped, first));
    if (buffers.src == buffers.dst)
      return buildEqualLengthRowSwaps(b, loc, buffers.dst, buffers.sizes, axis,
                                      length, buffers.vectorLength);
    Value width = buffers.sizes.back();
    forEachRow(
        b, loc, buffers,
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
  }
};

struct ReverseToVector : public VectorLowering<ReverseIntoOp> {
  using VectorLowering::VectorLowering;

  void lowerInto(OpBuilder &b, ReverseIntoOp op,
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

struct ReverseDynamicToVector : public VectorLowering<ReverseDynamicIntoOp> {
  using VectorLowering::VectorLowering;

  void lowerInto(OpBuilder &b, ReverseDynamicIntoOp op,
                 const Buffers &buffers) const override {
    SmallVector<Value> flags =
        computeReverseFlags(b, op.getLoc(), buffers.sizes.size(), op.getMode(),
                            op.getAxes(), options);
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

struct ReverseSequenceToVector : public VectorLowering<ReverseSequenceIntoOp> {
  using VectorLowering::VectorLowering;

  void lowerInto(OpBuilder &b, ReverseSequenceIntoOp op,
                 const Buffers &buffers) const override {
    Location loc = op.getLoc();
    int64_t batchAxis = op.getNormalizedBatchAxis();
    int64_t seqAxis = op.getNormalizedSeqAxis();
    int64_t inner = buffers.sizes.size() - 1;
    Value seqSize = buffers.sizes[seqAxis];
    if (batchAxis == inner) {
      // One 1-D row of lengths for every output index.
      lowerColumnStrips(
          b, op, op.getLengths(), seqAxis,
          [](OpBuilder &, Location, ValueRange) {
            return SmallVector<Value>();
          },
          buffers);
      return;
    }
    Value lengths = op.getLengths();
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
    : public VectorLowering<ReverseSubsequencesIntoOp> {
  using VectorLowering::VectorLowering;

  void lowerInto(OpBuilder &b, ReverseSubsequencesIntoOp op,
                 const Buffers &buffers) const override {
    Location loc = op.getLoc();
    int64_t axis = op.getNormalizedAxis();
    int64_t inner = buffers.sizes.size() - 1;
    Value axisSize = buffers.sizes[axis];
    if (axis != inner) {
      // The lengths of column j sit at the output index with axis -> 0.
      lowerColumnStrips(
          b, op, op.getLengths(), axis,
          [axis](OpBuilder &nb, Location nl, ValueRange indices) {
            SmallVector<Value> row(indices.drop_back());
            row[axis] = arith::ConstantIndexOp::create(nb, nl, 0);
            return row;
          },
          buffers);
      return;
    }
    Value lengths = op.getLengths();
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
  auto dstOp = dyn_cast<DestinationStyleOpInterface>(op);
  if (!dstOp || !dstOp.hasPureBufferSemantics() ||
      getVectorLength(op, vectorBits) == 0 ||
      !hasUnitInnerStride(op->getOperand(0).getType()) ||
      !hasUnitInnerStride(dstOp.getDpsInits().front().getType()))
    return false;
  return true;
}

void mlir::revseq::populateRevseqToVectorPatterns(
    RewritePatternSet &patterns, const RevseqVectorOptions &options) {
  RevseqVectorOptions resolved = options;
  if (!resolved.vectorBits)
    resolved.vectorBits = getHostVectorBits();
  patterns.add<ReverseToVector, ReverseDynamicToVector, ReverseSequenceToVector,
               ReverseSubsequencesToVector>(patterns.getContext(), resolved);
  populateInPlaceRowsPatterns(patterns, resolved);
}
