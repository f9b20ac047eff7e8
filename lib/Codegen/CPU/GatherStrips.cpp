//===- GatherStrips.cpp - column strips through masked gathers ------------===//
//
// The column-strip kernel with gathers: a parallel loop over the outer dims
// and strips of columns, a loop over the reversed axis, and per vector of
// columns a contiguous load blended with a masked `vector.gather` from the
// mirrored rows where the row index is below the column's length. Where a
// strip's rows fit the scratch limit (kMaxScratchBytes), the strip is first
// staged in a scratch buffer and the gathers read that buffer instead of the
// input: the transposed strips take axes up to about half that size, so
// staged gathers serve the axes between (f32: 8160 to 32768 rows).
//
//===----------------------------------------------------------------------===//

#include "KernelUtils.h"
#include "RowKernels.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::revseq;

/// The strip width: 256 bytes (four cache lines), so the input lines of a
/// strip are read once while the loop over `axis` stays in cache, and
/// each page it visits yields four lines: with 4 KiB pages the gathers
/// are bound by TLB misses. Strips of one cache line measured far slower,
/// wider strips little faster (docs/Performance.md, "Measurements behind
/// the kernels' constants").
static int64_t getStripWidth(Type elementType, int64_t vectorLength) {
  int64_t elementBytes =
      std::max<int64_t>(1, elementType.getIntOrFloatBitWidth() / 8);
  return std::max<int64_t>(vectorLength, 256 / elementBytes) / vectorLength *
         vectorLength;
}

namespace {

/// Where a strip's chunks read from: `base` is the linear offset in `flat`
/// of the output position `indices` (lane i of a gather reads
/// (L_i - 1 - t) * rowStride + i past it), `direct` loads the chunk of the
/// same row.
struct ChunkSource {
  Value flat, rowStride;
  std::function<Value(OpBuilder &, Location, ValueRange)> base;
  std::function<Value(OpBuilder &, Location, ValueRange, Value)> direct;
};

/// One strip of columns at the parallel indices `ivs`: columns
/// [start, end), whole vectors up to `fullEnd`; `full` when it spans the
/// whole strip width (known when the kernel is built).
struct Strip {
  ValueRange ivs;
  Value start, fullEnd, end;
  bool full;
};

/// Builds the gather kernel of one column-strip reversal.
class GatherStripBuilder {
public:
  GatherStripBuilder(OpBuilder &b, Location loc, Value src, Value dst,
                     ArrayRef<Value> sizes, const ColumnStripKernel &kernel,
                     int64_t vectorLength);

  /// Emits the parallel loop over the strips.
  void build();

private:
  Value toIndexType(OpBuilder &nb, Location nl, Value v) const {
    return arith::IndexCastOp::create(nb, nl, kernel.indexType, v);
  }
  Value splat(OpBuilder &nb, Location nl, Value scalar) const {
    return vector::BroadcastOp::create(nb, nl, indexVectorType, scalar);
  }
  /// The indices of row `t` of the strip at `ivs` (the innermost one left
  /// for the column).
  SmallVector<Value> rowIndices(ValueRange ivs, Value t) const {
    return loops.at(ivs, t, Value());
  }

  /// The lengths of the vector of output columns starting at
  /// `indices[inner]`; they do not depend on `indices[axis]`.
  Value loadLengths(OpBuilder &nb, Location nl, ValueRange indices,
                    Value mask) const;
  /// The lanes `below` their length, gathered from their mirrored rows of
  /// `source`; the other lanes are `direct`.
  Value gatherMirrored(OpBuilder &nb, Location nl, ValueRange indices, Value tv,
                       Value lengths, Value below, Value direct,
                       const ChunkSource &source) const;
  /// One vector of output columns starting at `indices[inner]`, with their
  /// `lengths` when already loaded.
  void emitChunk(OpBuilder &nb, Location nl, ValueRange indices, Value t,
                 Value mask, const ChunkSource &source,
                 Value lengths = Value()) const;

  /// The gathers read the input itself, across rows `strides[axis]` apart.
  ChunkSource getInputSource() const;
  /// The loops over `axis` and the chunks of one strip, reading `source`.
  void emitStrip(OpBuilder &pb, Location pl, const Strip &strip,
                 const ChunkSource &source) const;
  void emitFullStrip(OpBuilder &pb, Location pl, const Strip &strip,
                     const ChunkSource &source) const;
  void emitPartialStrip(OpBuilder &pb, Location pl, const Strip &strip,
                        const ChunkSource &source) const;

  /// The staged strip: the strip's rows are first copied into a
  /// [T, stripWidth] scratch buffer, so the gathers stay within that
  /// cache-resident buffer and its few pages instead of touching a page per
  /// lane; a C++ prototype of both measured the staged gathers faster
  /// (docs/Performance.md, "Measurements behind the kernels' constants").
  void emitStagedStrip(OpBuilder &pb, Location pl, const Strip &strip) const;
  /// Copies the strip's rows into `scratch`.
  void stageStrip(OpBuilder &pb, Location pl, const Strip &strip,
                  Value scratch) const;
  /// One strip, staged or not, by the static or the run-time number of
  /// rows.
  void emitAnyStrip(OpBuilder &pb, Location pl, const Strip &strip) const;

  OpBuilder &b;
  Location loc;
  Value src, dst;
  SmallVector<Value> sizes;
  const ColumnStripKernel &kernel;
  int64_t vectorLength, rank, inner, axis, stripWidth, maxStagedRows;
  Type elementType;
  VectorType type, indexVectorType;
  SmallVector<APInt> laneValues;
  /// The input's memory as one dim, for the linear offsets of the gathers.
  FlatBufferView input;
  StripLoops loops;
  /// `stripWidth` as a value.
  Value stripSize;
};

} // namespace

int64_t revseq::getMaxStagedGatherStripRows(Type elementType,
                                            int64_t vectorLength) {
  int64_t elementBytes =
      std::max<int64_t>(1, elementType.getIntOrFloatBitWidth() / 8);
  return kMaxScratchBytes /
         (getStripWidth(elementType, vectorLength) * elementBytes);
}

GatherStripBuilder::GatherStripBuilder(OpBuilder &b, Location loc, Value src,
                                       Value dst, ArrayRef<Value> sizes,
                                       const ColumnStripKernel &kernel,
                                       int64_t vectorLength)
    : b(b), loc(loc), src(src), dst(dst), sizes(sizes), kernel(kernel),
      vectorLength(vectorLength), rank(sizes.size()), inner(rank - 1),
      axis(kernel.axis),
      elementType(cast<MemRefType>(src.getType()).getElementType()),
      type(VectorType::get({vectorLength}, elementType)),
      indexVectorType(VectorType::get({vectorLength}, kernel.indexType)),
      input(getStridedFlatBufferView(b, loc, src)),
      loops(b, loc, sizes, kernel.axis,
            getStripWidth(elementType, vectorLength)) {
  stripWidth = getStripWidth(elementType, vectorLength);
  maxStagedRows = getMaxStagedGatherStripRows(elementType, vectorLength);
  for (int64_t lane = 0; lane < vectorLength; ++lane)
    laneValues.push_back(APInt(kernel.indexType.getWidth(), lane));
  stripSize = constantIndex(b, loc, stripWidth);
}

Value GatherStripBuilder::loadLengths(OpBuilder &nb, Location nl,
                                      ValueRange indices, Value mask) const {
  SmallVector<Value> lengthIndices = kernel.lengthRow(nb, nl, indices);
  lengthIndices.push_back(indices[inner]);
  return loadVector(nb, nl, indexVectorType, kernel.lengths, lengthIndices,
                    mask);
}

Value GatherStripBuilder::gatherMirrored(OpBuilder &nb, Location nl,
                                         ValueRange indices, Value tv,
                                         Value lengths, Value below,
                                         Value direct,
                                         const ChunkSource &source) const {
  Value any =
      vector::ReductionOp::create(nb, nl, vector::CombiningKind::OR, below);
  auto ifOp = scf::IfOp::create(
      nb, nl, any,
      [&](OpBuilder &tb, Location tl) {
        Value oneV = splat(
            tb, tl, arith::ConstantIntOp::create(tb, tl, kernel.indexType, 1));
        // Lane i reads row L_i - 1 - t: (L_i - 1 - 2t) rows past `base`.
        Value rows = arith::SubIOp::create(
            tb, tl,
            arith::SubIOp::create(
                tb, tl, arith::SubIOp::create(tb, tl, lengths, oneV), tv),
            tv);
        Value strideV = splat(tb, tl, toIndexType(tb, tl, source.rowStride));
        Value iota = arith::ConstantOp::create(
            tb, tl, indexVectorType,
            DenseIntElementsAttr::get(indexVectorType, laneValues));
        Value offsets = arith::AddIOp::create(
            tb, tl, arith::MulIOp::create(tb, tl, rows, strideV), iota);
        Value gathered = vector::GatherOp::create(
            tb, tl, type, source.flat, ValueRange{source.base(tb, tl, indices)},
            offsets, below, direct);
        scf::YieldOp::create(tb, tl, gathered);
      },
      [&](OpBuilder &eb, Location el) {
        scf::YieldOp::create(eb, el, direct);
      });
  return ifOp.getResult(0);
}

void GatherStripBuilder::emitChunk(OpBuilder &nb, Location nl,
                                   ValueRange indices, Value t, Value mask,
                                   const ChunkSource &source,
                                   Value lengths) const {
  if (!lengths)
    lengths = loadLengths(nb, nl, indices, mask);
  Value tv = splat(nb, nl, toIndexType(nb, nl, t));
  Value below =
      arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::slt, tv, lengths);
  if (mask)
    below = arith::AndIOp::create(nb, nl, below, mask);
  Value direct = source.direct(nb, nl, indices, mask);
  Value chunk =
      gatherMirrored(nb, nl, indices, tv, lengths, below, direct, source);
  storeVector(nb, nl, chunk, dst, indices, mask);
}

ChunkSource GatherStripBuilder::getInputSource() const {
  auto base = [this](OpBuilder &nb, Location nl, ValueRange indices) {
    Value offset = input.offset;
    for (int64_t d = 0; d < rank; ++d)
      offset = arith::AddIOp::create(
          nb, nl, offset,
          arith::MulIOp::create(nb, nl, indices[d], input.strides[d]));
    return offset;
  };
  auto direct = [this](OpBuilder &nb, Location nl, ValueRange indices,
                       Value mask) {
    return loadVector(nb, nl, type, src, indices, mask);
  };
  return ChunkSource{input.flat, input.strides[axis], base, direct};
}

void GatherStripBuilder::emitStrip(OpBuilder &pb, Location pl,
                                   const Strip &strip,
                                   const ChunkSource &source) const {
  if (strip.full)
    return emitFullStrip(pb, pl, strip, source);
  emitPartialStrip(pb, pl, strip, source);
}

// A full strip has its chunks unrolled and their lengths loaded once,
// before the loop: the loop's stores may alias the lengths as far as LLVM
// knows, so it would reload them on every row, which measured slower
// (docs/Performance.md, "Measurements behind the kernels' constants").
void GatherStripBuilder::emitFullStrip(OpBuilder &pb, Location pl,
                                       const Strip &strip,
                                       const ChunkSource &source) const {
  SmallVector<Value> columns, lengths;
  SmallVector<Value> indices = rowIndices(strip.ivs, constantIndex(pb, pl, 0));
  for (int64_t j = 0; j < stripWidth; j += vectorLength) {
    columns.push_back(
        arith::AddIOp::create(pb, pl, strip.start, constantIndex(pb, pl, j)));
    indices[inner] = columns.back();
    lengths.push_back(loadLengths(pb, pl, indices, Value()));
  }
  Value zero = constantIndex(pb, pl, 0);
  Value one = constantIndex(pb, pl, 1);
  scf::ForOp::create(pb, pl, zero, sizes[axis], one, ValueRange{},
                     [&](OpBuilder &tb, Location tl, Value t, ValueRange) {
                       SmallVector<Value> indices = rowIndices(strip.ivs, t);
                       for (auto [column, length] :
                            llvm::zip(columns, lengths)) {
                         indices[inner] = column;
                         emitChunk(tb, tl, indices, t, Value(), source, length);
                       }
                       scf::YieldOp::create(tb, tl);
                     });
}

void GatherStripBuilder::emitPartialStrip(OpBuilder &pb, Location pl,
                                          const Strip &strip,
                                          const ChunkSource &source) const {
  Value hasTail = arith::CmpIOp::create(pb, pl, arith::CmpIPredicate::ult,
                                        strip.fullEnd, strip.end);
  Value zero = constantIndex(pb, pl, 0);
  Value one = constantIndex(pb, pl, 1);
  scf::ForOp::create(
      pb, pl, zero, sizes[axis], one, ValueRange{},
      [&](OpBuilder &tb, Location tl, Value t, ValueRange) {
        SmallVector<Value> indices = rowIndices(strip.ivs, t);
        scf::ForOp::create(
            tb, tl, strip.start, strip.fullEnd,
            constantIndex(tb, tl, vectorLength), ValueRange{},
            [&](OpBuilder &cb, Location cl, Value j, ValueRange) {
              indices[inner] = j;
              emitChunk(cb, cl, indices, t, Value(), source);
              scf::YieldOp::create(cb, cl);
            });
        scf::IfOp::create(tb, tl, hasTail, [&](OpBuilder &ib, Location il) {
          indices[inner] = strip.fullEnd;
          Value tail = arith::SubIOp::create(ib, il, strip.end, strip.fullEnd);
          emitChunk(ib, il, indices, t, createMask(ib, il, vectorLength, tail),
                    source);
          scf::YieldOp::create(ib, il);
        });
        scf::YieldOp::create(tb, tl);
      });
}

void GatherStripBuilder::stageStrip(OpBuilder &pb, Location pl,
                                    const Strip &strip, Value scratch) const {
  Value count =
      strip.full
          ? stripSize
          : arith::SubIOp::create(pb, pl, strip.end, strip.start).getResult();
  Value zero = constantIndex(pb, pl, 0);
  Value one = constantIndex(pb, pl, 1);
  scf::ForOp::create(
      pb, pl, zero, sizes[axis], one, ValueRange{},
      [&](OpBuilder &tb, Location tl, Value t, ValueRange) {
        SmallVector<Value> from = rowIndices(strip.ivs, t);
        auto copyChunk = [&](OpBuilder &cb, Location cl, Value j, Value mask) {
          from[inner] = arith::AddIOp::create(cb, cl, strip.start, j);
          Value v = loadVector(cb, cl, type, src, from, mask);
          storeVector(cb, cl, v, scratch, ValueRange{t, j}, mask);
        };
        if (strip.full) {
          for (int64_t j = 0; j < stripWidth; j += vectorLength)
            copyChunk(tb, tl, constantIndex(tb, tl, j), Value());
          scf::YieldOp::create(tb, tl);
          return;
        }
        Value fullCount = alignedEnd(tb, tl, zero, count, vectorLength);
        Value step = constantIndex(tb, tl, vectorLength);
        scf::ForOp::create(
            tb, tl, zero, fullCount, step, ValueRange{},
            [&](OpBuilder &cb, Location cl, Value j, ValueRange) {
              copyChunk(cb, cl, j, Value());
              scf::YieldOp::create(cb, cl);
            });
        Value rest = arith::SubIOp::create(tb, tl, count, fullCount);
        scf::IfOp::create(tb, tl,
                          arith::CmpIOp::create(tb, tl,
                                                arith::CmpIPredicate::ne, rest,
                                                constantIndex(tb, tl, 0)),
                          [&](OpBuilder &ib, Location il) {
                            copyChunk(ib, il, fullCount,
                                      createMask(ib, il, vectorLength, rest));
                            scf::YieldOp::create(ib, il);
                          });
        scf::YieldOp::create(tb, tl);
      });
}

void GatherStripBuilder::emitStagedStrip(OpBuilder &pb, Location pl,
                                         const Strip &strip) const {
  auto scratchType =
      MemRefType::get({ShapedType::kDynamic, stripWidth}, elementType);
  Value scratch = memref::AllocOp::create(
      pb, pl, scratchType, ValueRange{sizes[axis]}, pb.getI64IntegerAttr(64));
  stageStrip(pb, pl, strip, scratch);
  SmallVector<ReassociationIndices> both = {{0, 1}};
  Value scratchFlat = memref::CollapseShapeOp::create(
      pb, pl, MemRefType::get({ShapedType::kDynamic}, elementType), scratch,
      both);
  Value start = strip.start;
  auto column = [this, start](OpBuilder &nb, Location nl, ValueRange indices) {
    return arith::SubIOp::create(nb, nl, indices[inner], start);
  };
  ChunkSource staged{
      scratchFlat, stripSize,
      [this, column](OpBuilder &nb, Location nl, ValueRange indices) -> Value {
        // One op per statement: the order of a call's arguments is the
        // compiler's (utils/compare-builds.py).
        Value rowStart =
            arith::MulIOp::create(nb, nl, indices[axis], stripSize);
        Value offset = column(nb, nl, indices);
        return arith::AddIOp::create(nb, nl, rowStart, offset);
      },
      [this, column, scratch](OpBuilder &nb, Location nl, ValueRange indices,
                              Value mask) -> Value {
        return loadVector(nb, nl, type, scratch,
                          ValueRange{indices[axis], column(nb, nl, indices)},
                          mask);
      }};
  emitStrip(pb, pl, strip, staged);
  memref::DeallocOp::create(pb, pl, scratch);
}

void GatherStripBuilder::emitAnyStrip(OpBuilder &pb, Location pl,
                                      const Strip &strip) const {
  if (kernel.stagedOnly)
    return emitStagedStrip(pb, pl, strip);
  if (std::optional<int64_t> staticRows = getConstantIntValue(sizes[axis])) {
    if (*staticRows <= maxStagedRows)
      emitStagedStrip(pb, pl, strip);
    else
      emitStrip(pb, pl, strip, getInputSource());
    return;
  }
  Value fits =
      arith::CmpIOp::create(pb, pl, arith::CmpIPredicate::ule, sizes[axis],
                            constantIndex(pb, pl, maxStagedRows));
  buildIfElse(
      pb, pl, fits,
      [&](OpBuilder &tb, Location tl) { emitStagedStrip(tb, tl, strip); },
      [&](OpBuilder &eb, Location el) {
        emitStrip(eb, el, strip, getInputSource());
      });
}

void GatherStripBuilder::build() {
  Value width = sizes[inner];
  // Every strip is full when the static width is a multiple of the strip.
  std::optional<int64_t> staticWidth = getConstantIntValue(width);
  bool allFull = staticWidth && *staticWidth % stripWidth == 0;
  buildParallelNest(
      b, loc, loops.ubs, [&](OpBuilder &pb, Location pl, ValueRange ivs) {
        Value start = arith::MulIOp::create(pb, pl, ivs.back(), stripSize);
        Value end = arith::MinUIOp::create(
            pb, pl, arith::AddIOp::create(pb, pl, start, stripSize), width);
        Value fullEnd = alignedEnd(pb, pl, start, end, vectorLength);
        if (allFull)
          return emitAnyStrip(pb, pl, Strip{ivs, start, fullEnd, end, true});
        Value isFull = arith::CmpIOp::create(
            pb, pl, arith::CmpIPredicate::eq,
            arith::SubIOp::create(pb, pl, end, start), stripSize);
        buildIfElse(
            pb, pl, isFull,
            [&](OpBuilder &tb, Location tl) {
              emitAnyStrip(tb, tl, Strip{ivs, start, fullEnd, end, true});
            },
            [&](OpBuilder &eb, Location el) {
              emitAnyStrip(eb, el, Strip{ivs, start, fullEnd, end, false});
            });
      });
}

void revseq::buildGatherStripKernel(OpBuilder &b, Location loc, Value src,
                                    Value dst, ArrayRef<Value> sizes,
                                    const ColumnStripKernel &kernel,
                                    int64_t vectorLength) {
  GatherStripBuilder(b, loc, src, dst, sizes, kernel, vectorLength).build();
}
