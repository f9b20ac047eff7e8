//===- RowKernels.cpp - vectorised row and column-strip kernels -----------===//

#include "RowKernels.h"
#include "KernelUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::revseq;

revseq::StripLoops::StripLoops(OpBuilder &b, Location loc,
                               ArrayRef<Value> sizes, int64_t axis,
                               int64_t stripWidth)
    : rank(sizes.size()), axis(axis) {
  for (int64_t d = 0; d + 1 < rank; ++d) {
    if (d == axis)
      continue;
    outerDims.push_back(d);
    ubs.push_back(sizes[d]);
  }
  ubs.push_back(arith::CeilDivUIOp::create(b, loc, sizes.back(),
                                           constantIndex(b, loc, stripWidth)));
}

SmallVector<Value> revseq::StripLoops::at(ValueRange ivs, Value t,
                                          Value column) const {
  SmallVector<Value> indices(rank);
  for (auto [d, iv] : llvm::zip(outerDims, ivs))
    indices[d] = iv;
  indices[axis] = t;
  indices[rank - 1] = column;
  return indices;
}

void revseq::buildParallelNest(
    OpBuilder &b, Location loc, ArrayRef<Value> ubs,
    function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  if (ubs.empty())
    return body(b, loc, ValueRange{});
  SmallVector<Value> lbs(ubs.size(), constantIndex(b, loc, 0));
  SmallVector<Value> steps(ubs.size(), constantIndex(b, loc, 1));
  scf::ParallelOp::create(b, loc, lbs, ubs, steps, body);
}

//===----------------------------------------------------------------------===//
// RowKernelBuilder
//===----------------------------------------------------------------------===//

RowKernelBuilder::RowKernelBuilder(OpBuilder &b, Location loc, Type elementType,
                                   int64_t vectorLength, Value dstRowOffset,
                                   Value streaming)
    : b(b), loc(loc), elementType(elementType), vectorLength(vectorLength),
      dstRowOffset(dstRowOffset), streaming(streaming) {}

SmallVector<Value> RowKernelBuilder::at(ValueRange row, Value column) {
  SmallVector<Value> indices(row);
  indices.push_back(column);
  return indices;
}

Value RowKernelBuilder::alignedStart(Value from, Value end) {
  if (!dstRowOffset)
    return from;
  // from + (V - (offset + from) % V) % V, at most `end`.
  Value lanes = constantIndex(b, loc, vectorLength);
  Value misalignment = arith::RemUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, dstRowOffset, from), lanes);
  Value peel = arith::RemUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, lanes, misalignment), lanes);
  Value start = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, from, peel), end);
  if (!streaming)
    return start;
  return arith::SelectOp::create(b, loc, streaming, start, from);
}

void RowKernelBuilder::store(OpBuilder &sb, Location sl, Value value, Value dst,
                             ValueRange dstRow, Value column) {
  if (!dstRowOffset) {
    vector::StoreOp::create(sb, sl, value, dst, at(dstRow, column));
    return;
  }
  auto streamingStore = [&](OpBuilder &nb, Location nl) {
    storeNontemporal(nb, nl, value, dst, at(dstRow, column));
  };
  if (!streaming)
    return streamingStore(sb, sl);
  buildIfElse(sb, sl, streaming, streamingStore,
              [&](OpBuilder &nb, Location nl) {
                vector::StoreOp::create(nb, nl, value, dst, at(dstRow, column));
              });
}

void RowKernelBuilder::maskedCopy(Value src, ValueRange srcRow, Value dst,
                                  ValueRange dstRow, Value column,
                                  Value count) {
  Value nonEmpty = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                         count, constantIndex(b, loc, 0));
  scf::IfOp::create(b, loc, nonEmpty, [&](OpBuilder &tb, Location tl) {
    auto type = VectorType::get({vectorLength}, elementType);
    Value mask = createMask(tb, tl, vectorLength, count);
    Value v = loadVector(tb, tl, type, src, at(srcRow, column), mask);
    storeVector(tb, tl, v, dst, at(dstRow, column), mask);
    scf::YieldOp::create(tb, tl);
  });
}

void RowKernelBuilder::copy(Value src, ValueRange srcRow, Value dst,
                            ValueRange dstRow, Value from, Value width) {
  auto type = VectorType::get({vectorLength}, elementType);
  Value start = alignedStart(from, width);
  if (dstRowOffset)
    maskedCopy(src, srcRow, dst, dstRow, from,
               arith::SubIOp::create(b, loc, start, from));
  Value mainEnd = alignedEnd(b, loc, start, width, vectorLength);
  scf::ForOp::create(
      b, loc, start, mainEnd, constantIndex(b, loc, vectorLength), ValueRange{},
      [&](OpBuilder &lb, Location ll, Value j, ValueRange) {
        Value v = vector::LoadOp::create(lb, ll, type, src, at(srcRow, j));
        store(lb, ll, v, dst, dstRow, j);
        scf::YieldOp::create(lb, ll);
      });
  // The last partial vector goes through a mask.
  maskedCopy(src, srcRow, dst, dstRow, mainEnd,
             arith::SubIOp::create(b, loc, width, mainEnd));
}

void RowKernelBuilder::scalarReverse(Value src, ValueRange srcRow, Value dst,
                                     ValueRange dstRow, Value length,
                                     Value from, Value to) {
  Value one = constantIndex(b, loc, 1);
  scf::ForOp::create(
      b, loc, from, to, one, ValueRange{},
      [&](OpBuilder &lb, Location ll, Value k, ValueRange) {
        Value source = arith::SubIOp::create(
            lb, ll, arith::SubIOp::create(lb, ll, length, one), k);
        Value e = memref::LoadOp::create(lb, ll, src, at(srcRow, source));
        memref::StoreOp::create(lb, ll, e, dst, at(dstRow, k));
        scf::YieldOp::create(lb, ll);
      });
}

void RowKernelBuilder::reverse(Value src, ValueRange srcRow, Value dst,
                               ValueRange dstRow, Value length, Value width) {
  auto type = VectorType::get({vectorLength}, elementType);
  Value zero = constantIndex(b, loc, 0);
  Value lanes = constantIndex(b, loc, vectorLength);
  // Full vectors fill dst[start, mainEnd); the scalar loops the rest of
  // [0, length). Everything runs in the order of the source, so that the
  // reads stream forward: dst[mainEnd, length) first, the vectors from the
  // last one down, then dst[0, start).
  Value start = alignedStart(zero, length);
  Value mainEnd = alignedEnd(b, loc, start, length, vectorLength);
  scalarReverse(src, srcRow, dst, dstRow, length, mainEnd, length);
  SmallVector<int64_t> mirroredLanes = reversedLanes(vectorLength);
  // For i = 0, V, 2V, ...: j = mainEnd - V - i and
  // dst[j .. j+V) = reverse(src[length-j-V .. length-j)).
  Value vectorEnd = arith::SubIOp::create(b, loc, mainEnd, start);
  scf::ForOp::create(
      b, loc, zero, vectorEnd, lanes, ValueRange{},
      [&](OpBuilder &lb, Location ll, Value i, ValueRange) {
        Value j = arith::SubIOp::create(
            lb, ll, arith::SubIOp::create(lb, ll, mainEnd, lanes), i);
        Value first = arith::SubIOp::create(
            lb, ll, arith::SubIOp::create(lb, ll, length, j), lanes);
        Value v = vector::LoadOp::create(lb, ll, type, src, at(srcRow, first));
        Value r = vector::ShuffleOp::create(lb, ll, v, v, mirroredLanes);
        store(lb, ll, r, dst, dstRow, j);
        scf::YieldOp::create(lb, ll);
      });
  if (dstRowOffset)
    scalarReverse(src, srcRow, dst, dstRow, length, zero, start);
  copy(src, srcRow, dst, dstRow, length, width);
}

//===----------------------------------------------------------------------===//
// Column strips
//===----------------------------------------------------------------------===//

/// The column-strip kernel with gathers.
static void buildGatherStripKernel(OpBuilder &b, Location loc, Value src,
                                   Value dst, ArrayRef<Value> sizes,
                                   const ColumnStripKernel &kernel,
                                   int64_t vectorLength) {
  auto srcType = cast<MemRefType>(src.getType());
  Type elementType = srcType.getElementType();
  int64_t rank = srcType.getRank();
  int64_t inner = rank - 1, axis = kernel.axis;
  // A strip spans 256 bytes (four cache lines), so the input lines of a
  // strip are read once while the loop over `axis` stays in cache, and each
  // page it visits yields four lines: with 4 KiB pages the gathers are
  // bound by TLB misses (f32 [4096, 4096] on one thread: 2.4 GB/s with
  // 64-byte strips, 6.0 with 256, 6.3 with 1024, 6.5 with 4096).
  int64_t elementBytes =
      std::max<int64_t>(1, elementType.getIntOrFloatBitWidth() / 8);
  int64_t stripWidth = std::max<int64_t>(vectorLength, 256 / elementBytes) /
                       vectorLength * vectorLength;
  auto type = VectorType::get({vectorLength}, elementType);
  auto indexVectorType = VectorType::get({vectorLength}, kernel.indexType);

  // The input's memory as one dim, for the linear offsets of the gather.
  FlatView input = getFlatView(b, loc, src);
  ArrayRef<Value> strides = input.strides;

  StripLoops loops(b, loc, sizes, axis, stripWidth);
  Value width = sizes[inner];
  Value strip = constantIndex(b, loc, stripWidth);

  auto toIndexType = [&](OpBuilder &nb, Location nl, Value v) -> Value {
    return arith::IndexCastOp::create(nb, nl, kernel.indexType, v);
  };
  auto splat = [&](OpBuilder &nb, Location nl, Value scalar) -> Value {
    return vector::BroadcastOp::create(nb, nl, indexVectorType, scalar);
  };
  SmallVector<APInt> laneValues;
  for (int64_t lane = 0; lane < vectorLength; ++lane)
    laneValues.push_back(APInt(kernel.indexType.getWidth(), lane));

  // Where a strip's chunks read from: `base` is the linear offset in
  // `flat` of the output position `indices` (lane i of a gather reads
  // (L_i - 1 - t) * rowStride + i past it), `direct` loads the chunk of the
  // same row.
  struct ChunkSource {
    Value flat, rowStride;
    std::function<Value(OpBuilder &, Location, ValueRange)> base;
    std::function<Value(OpBuilder &, Location, ValueRange, Value)> direct;
  };

  // The lengths of the vector of output columns starting at
  // `indices[inner]`; they do not depend on `indices[axis]`.
  auto loadLengths = [&](OpBuilder &nb, Location nl, ValueRange indices,
                         Value mask) {
    SmallVector<Value> lengthIndices = kernel.lengthRow(nb, nl, indices);
    lengthIndices.push_back(indices[inner]);
    return loadVector(nb, nl, indexVectorType, kernel.lengths, lengthIndices,
                      mask);
  };

  // One vector of output columns starting at `indices[inner]`, with their
  // `lengths` when already loaded.
  auto emitChunk = [&](OpBuilder &nb, Location nl, ValueRange indices, Value t,
                       Value mask, const ChunkSource &source,
                       Value lengths = Value()) {
    if (!lengths)
      lengths = loadLengths(nb, nl, indices, mask);
    Value tv = splat(nb, nl, toIndexType(nb, nl, t));
    Value below =
        arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::slt, tv, lengths);
    if (mask)
      below = arith::AndIOp::create(nb, nl, below, mask);
    Value direct = source.direct(nb, nl, indices, mask);
    Value any =
        vector::ReductionOp::create(nb, nl, vector::CombiningKind::OR, below);
    auto ifOp = scf::IfOp::create(
        nb, nl, any,
        [&](OpBuilder &tb, Location tl) {
          Value oneV =
              splat(tb, tl,
                    arith::ConstantIntOp::create(tb, tl, kernel.indexType, 1));
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
              tb, tl, type, source.flat,
              ValueRange{source.base(tb, tl, indices)}, offsets, below, direct);
          scf::YieldOp::create(tb, tl, gathered);
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(eb, el, direct);
        });
    storeVector(nb, nl, ifOp.getResult(0), dst, indices, mask);
  };

  // The input itself: gathers reach across rows `strides[axis]` apart.
  ChunkSource inputSource{
      input.flat, strides[axis],
      [&](OpBuilder &nb, Location nl, ValueRange indices) {
        Value base = input.offset;
        for (int64_t d = 0; d < rank; ++d)
          base = arith::AddIOp::create(
              nb, nl, base,
              arith::MulIOp::create(nb, nl, indices[d], strides[d]));
        return base;
      },
      [&](OpBuilder &nb, Location nl, ValueRange indices, Value mask) {
        return loadVector(nb, nl, type, src, indices, mask);
      }};

  // The indices of row `t` of the strip at the parallel indices `ivs` (the
  // innermost one left for the column).
  auto rowIndices = [&](ValueRange ivs, Value t) {
    return loops.at(ivs, t, Value());
  };

  // Loops over `axis` and the chunks of one strip, reading from `source`.
  // A full strip (`stripWidth` columns) has its chunks unrolled and their
  // lengths loaded once, before the loop: the loop's stores may alias the
  // lengths as far as LLVM knows, so it would reload them on every row
  // (ReverseSequence f32 [T, B] = [4096, 4096], mixed lengths, one thread:
  // 10.8 GB/s reloading, 13.1 unrolled and hoisted).
  auto emitStrip = [&](OpBuilder &pb, Location pl, ValueRange ivs,
                       Value stripStart, Value fullEnd, Value stripEnd,
                       const ChunkSource &source, bool full) {
    if (full) {
      SmallVector<Value> columns, lengths;
      SmallVector<Value> indices = rowIndices(ivs, constantIndex(pb, pl, 0));
      for (int64_t j = 0; j < stripWidth; j += vectorLength) {
        columns.push_back(arith::AddIOp::create(pb, pl, stripStart,
                                                constantIndex(pb, pl, j)));
        indices[inner] = columns.back();
        lengths.push_back(loadLengths(pb, pl, indices, Value()));
      }
      scf::ForOp::create(
          pb, pl, constantIndex(pb, pl, 0), sizes[axis],
          constantIndex(pb, pl, 1), ValueRange{},
          [&](OpBuilder &tb, Location tl, Value t, ValueRange) {
            SmallVector<Value> indices = rowIndices(ivs, t);
            for (auto [column, length] : llvm::zip(columns, lengths)) {
              indices[inner] = column;
              emitChunk(tb, tl, indices, t, Value(), source, length);
            }
            scf::YieldOp::create(tb, tl);
          });
      return;
    }
    Value hasTail = arith::CmpIOp::create(pb, pl, arith::CmpIPredicate::ult,
                                          fullEnd, stripEnd);
    scf::ForOp::create(
        pb, pl, constantIndex(pb, pl, 0), sizes[axis], constantIndex(pb, pl, 1),
        ValueRange{}, [&](OpBuilder &tb, Location tl, Value t, ValueRange) {
          SmallVector<Value> indices = rowIndices(ivs, t);
          scf::ForOp::create(
              tb, tl, stripStart, fullEnd, constantIndex(tb, tl, vectorLength),
              ValueRange{},
              [&](OpBuilder &cb, Location cl, Value j, ValueRange) {
                indices[inner] = j;
                emitChunk(cb, cl, indices, t, Value(), source);
                scf::YieldOp::create(cb, cl);
              });
          scf::IfOp::create(tb, tl, hasTail, [&](OpBuilder &ib, Location il) {
            indices[inner] = fullEnd;
            emitChunk(
                ib, il, indices, t,
                createMask(ib, il, vectorLength,
                           arith::SubIOp::create(ib, il, stripEnd, fullEnd)),
                source);
            scf::YieldOp::create(ib, il);
          });
          scf::YieldOp::create(tb, tl);
        });
  };

  // The staged strip: the strip's rows are first copied into a [T, strip]
  // scratch buffer, so the gathers stay within that cache-resident buffer
  // and its few pages instead of touching a page per lane (f32 [4096, 4096]
  // on one thread: 5.9 GB/s gathering from the input, 9 to 10 staged, in a
  // C++ prototype of both).
  auto scratchType =
      MemRefType::get({ShapedType::kDynamic, stripWidth}, elementType);
  Value stripConst = constantIndex(b, loc, stripWidth);
  auto emitStagedStrip = [&](OpBuilder &pb, Location pl, ValueRange ivs,
                             Value stripStart, Value fullEnd, Value stripEnd,
                             bool full) {
    Value scratch = memref::AllocOp::create(
        pb, pl, scratchType, ValueRange{sizes[axis]}, pb.getI64IntegerAttr(64));
    Value count =
        full ? stripConst
             : arith::SubIOp::create(pb, pl, stripEnd, stripStart).getResult();
    scf::ForOp::create(
        pb, pl, constantIndex(pb, pl, 0), sizes[axis], constantIndex(pb, pl, 1),
        ValueRange{}, [&](OpBuilder &tb, Location tl, Value t, ValueRange) {
          SmallVector<Value> from = rowIndices(ivs, t);
          auto copyChunk = [&](OpBuilder &cb, Location cl, Value j,
                               Value mask) {
            from[inner] = arith::AddIOp::create(cb, cl, stripStart, j);
            Value v = loadVector(cb, cl, type, src, from, mask);
            storeVector(cb, cl, v, scratch, ValueRange{t, j}, mask);
          };
          if (full) {
            for (int64_t j = 0; j < stripWidth; j += vectorLength)
              copyChunk(tb, tl, constantIndex(tb, tl, j), Value());
            scf::YieldOp::create(tb, tl);
            return;
          }
          Value fullCount =
              alignedEnd(tb, tl, constantIndex(tb, tl, 0), count, vectorLength);
          scf::ForOp::create(
              tb, tl, constantIndex(tb, tl, 0), fullCount,
              constantIndex(tb, tl, vectorLength), ValueRange{},
              [&](OpBuilder &cb, Location cl, Value j, ValueRange) {
                copyChunk(cb, cl, j, Value());
                scf::YieldOp::create(cb, cl);
              });
          Value rest = arith::SubIOp::create(tb, tl, count, fullCount);
          scf::IfOp::create(
              tb, tl,
              arith::CmpIOp::create(tb, tl, arith::CmpIPredicate::ne, rest,
                                    constantIndex(tb, tl, 0)),
              [&](OpBuilder &ib, Location il) {
                copyChunk(ib, il, fullCount,
                          createMask(ib, il, vectorLength, rest));
                scf::YieldOp::create(ib, il);
              });
          scf::YieldOp::create(tb, tl);
        });
    SmallVector<ReassociationIndices> both = {{0, 1}};
    Value scratchFlat = memref::CollapseShapeOp::create(
        pb, pl, MemRefType::get({ShapedType::kDynamic}, elementType), scratch,
        both);
    auto column = [&](OpBuilder &nb, Location nl, ValueRange indices) {
      return arith::SubIOp::create(nb, nl, indices[inner], stripStart);
    };
    ChunkSource staged{
        scratchFlat, stripConst,
        [&](OpBuilder &nb, Location nl, ValueRange indices) -> Value {
          return arith::AddIOp::create(
              nb, nl, arith::MulIOp::create(nb, nl, indices[axis], stripConst),
              column(nb, nl, indices));
        },
        [&](OpBuilder &nb, Location nl, ValueRange indices,
            Value mask) -> Value {
          return loadVector(nb, nl, type, scratch,
                            ValueRange{indices[axis], column(nb, nl, indices)},
                            mask);
        }};
    emitStrip(pb, pl, ivs, stripStart, fullEnd, stripEnd, staged, full);
    memref::DeallocOp::create(pb, pl, scratch);
  };

  // Staging pays while a strip's scratch buffer stays in the caches.
  constexpr int64_t kMaxScratchBytes = 4 << 20;
  int64_t maxRows = kMaxScratchBytes / (stripWidth * elementBytes);
  std::optional<int64_t> staticRows = getConstantIntValue(sizes[axis]);

  // Every strip is full when the static width is a multiple of the strip.
  std::optional<int64_t> staticWidth = getConstantIntValue(width);
  bool allFull = staticWidth && *staticWidth % stripWidth == 0;

  // One strip, staged or not, by the static or the run-time number of rows.
  auto emitAnyStrip = [&](OpBuilder &pb, Location pl, ValueRange ivs,
                          Value stripStart, Value fullEnd, Value stripEnd,
                          bool full) {
    if (staticRows) {
      if (*staticRows <= maxRows)
        emitStagedStrip(pb, pl, ivs, stripStart, fullEnd, stripEnd, full);
      else
        emitStrip(pb, pl, ivs, stripStart, fullEnd, stripEnd, inputSource,
                  full);
      return;
    }
    Value fits =
        arith::CmpIOp::create(pb, pl, arith::CmpIPredicate::ule, sizes[axis],
                              constantIndex(pb, pl, maxRows));
    buildIfElse(
        pb, pl, fits,
        [&](OpBuilder &tb, Location tl) {
          emitStagedStrip(tb, tl, ivs, stripStart, fullEnd, stripEnd, full);
        },
        [&](OpBuilder &eb, Location el) {
          emitStrip(eb, el, ivs, stripStart, fullEnd, stripEnd, inputSource,
                    full);
        });
  };

  buildParallelNest(
      b, loc, loops.ubs, [&](OpBuilder &pb, Location pl, ValueRange ivs) {
        Value stripStart = arith::MulIOp::create(pb, pl, ivs.back(), strip);
        Value stripEnd = arith::MinUIOp::create(
            pb, pl, arith::AddIOp::create(pb, pl, stripStart, strip), width);
        Value fullEnd = alignedEnd(pb, pl, stripStart, stripEnd, vectorLength);
        if (allFull) {
          emitAnyStrip(pb, pl, ivs, stripStart, fullEnd, stripEnd, true);
          return;
        }
        Value isFull = arith::CmpIOp::create(
            pb, pl, arith::CmpIPredicate::eq,
            arith::SubIOp::create(pb, pl, stripEnd, stripStart), strip);
        buildIfElse(
            pb, pl, isFull,
            [&](OpBuilder &tb, Location tl) {
              emitAnyStrip(tb, tl, ivs, stripStart, fullEnd, stripEnd, true);
            },
            [&](OpBuilder &eb, Location el) {
              emitAnyStrip(eb, el, ivs, stripStart, fullEnd, stripEnd, false);
            });
      });
}

void revseq::buildColumnStripKernel(OpBuilder &b, Location loc, Value src,
                                    Value dst, ArrayRef<Value> sizes,
                                    const ColumnStripKernel &kernel,
                                    int64_t vectorLength) {
  Type elementType = cast<MemRefType>(src.getType()).getElementType();
  int64_t maxRows = getMaxTransposedStripRows(elementType, vectorLength);
  auto transposed = [&](OpBuilder &nb, Location nl) {
    buildTransposedStripKernel(nb, nl, src, dst, sizes, kernel, vectorLength);
  };
  auto gathers = [&](OpBuilder &nb, Location nl) {
    buildGatherStripKernel(nb, nl, src, dst, sizes, kernel, vectorLength);
  };
  if (maxRows <= 0)
    return gathers(b, loc);
  Value rows = sizes[kernel.axis];
  if (std::optional<int64_t> staticRows = getConstantIntValue(rows))
    return *staticRows <= maxRows ? transposed(b, loc) : gathers(b, loc);
  buildIfElse(b, loc,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, rows,
                                    constantIndex(b, loc, maxRows)),
              transposed, gathers);
}
