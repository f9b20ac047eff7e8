//===- TransposedStrips.cpp - column strips through register transposes ---===//
//
// The column-strip kernel without gathers. Each strip of columns is staged
// transposed, so that every column of the strip is contiguous in a scratch
// buffer; an output block of V rows x V columns is then V contiguous column
// windows (each reversed with one lane shuffle where the row is below the
// column's length), transposed back in registers and stored as V row
// vectors. A V x V transpose is log2(V) rounds of V two-source shuffles.
//
//===----------------------------------------------------------------------===//

#include "KernelUtils.h"
#include "RowKernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::revseq;

/// A strip spans 1 KiB of each row: in a C++ prototype
/// (bench/prototypes/column_strips.cpp) 1 KiB strips measured faster than
/// 256-byte ones (docs/Performance.md, "Measurements behind the kernels'
/// constants").
static constexpr int64_t kStripBytes = 1024;

/// Lanes of the transposed blocks: at most 32, so that a block's vectors
/// nearly stay in registers. Blocks of 16 lanes measured far slower, blocks
/// of 64 spill and measured no better with plain stores
/// (docs/Performance.md, "Measurements behind the kernels' constants").
/// Where the kernel may store non-temporally (`mayStream`) and 32 lanes are
/// less than a line (i8 at 512 bits), a line's worth: only whole lines
/// stream (kCacheLineBytes), and 64-lane i8 blocks that stream measured 1.5
/// to 1.75 times faster than 32-lane ones that cannot (same page).
static int64_t getBlockLength(int64_t vectorLength, int64_t elementBytes,
                              bool mayStream) {
  int64_t block = std::min<int64_t>(vectorLength, 32);
  int64_t line = kCacheLineBytes / elementBytes;
  if (mayStream && block < line && line <= vectorLength)
    return line;
  return block;
}

int64_t revseq::getMaxTransposedStripRows(Type elementType,
                                          int64_t vectorLength) {
  unsigned bits = elementType.getIntOrFloatBitWidth();
  if (bits % 8 != 0)
    return 0;
  int64_t elementBytes = bits / 8;
  // The scratch bound of the larger block either kernel may take.
  int64_t block = getBlockLength(vectorLength, elementBytes, true);
  if (block < 2 || !llvm::isPowerOf2_64(block))
    return 0;
  int64_t stripWidth = std::max(block, kStripBytes / elementBytes);
  return kMaxScratchBytes / (stripWidth * elementBytes) - 2 * block;
}

/// Transposes the square matrix whose rows are `rows` (n vectors of n
/// lanes, n a power of two): round s swaps bit s of the row and the column
/// index of every element. Not `vector.transpose`: upstream's shuffle
/// lowerings match these rounds only for 16 x 16 32-bit blocks (see
/// docs/Rationale.md, "Register transposes").
static SmallVector<Value> transposeSquare(OpBuilder &b, Location loc,
                                          SmallVector<Value> rows) {
  int64_t n = rows.size();
  for (int64_t s = n / 2; s >= 1; s /= 2) {
    SmallVector<int64_t> low, high;
    for (int64_t k = 0; k < n; ++k) {
      low.push_back(k & s ? n + k - s : k);
      high.push_back(k & s ? n + k : k + s);
    }
    for (int64_t i = 0; i < n; ++i) {
      if (i & s)
        continue;
      Value first =
          vector::ShuffleOp::create(b, loc, rows[i], rows[i + s], low);
      rows[i + s] =
          vector::ShuffleOp::create(b, loc, rows[i], rows[i + s], high);
      rows[i] = first;
    }
  }
  return rows;
}

namespace {

/// One strip of columns at the parallel indices `ivs`, staged transposed in
/// `scratch`: scratch[j][n + t] = src[t][start + j].
struct Strip {
  ValueRange ivs;
  Value start;
  /// The strip's columns rounded up to whole blocks of n.
  Value blocksEnd;
  Value scratch;
};

/// Builds the transposed-strip kernel of one column-strip reversal.
class TransposedStripBuilder {
public:
  TransposedStripBuilder(OpBuilder &b, Location loc, Value src, Value dst,
                         ArrayRef<Value> sizes, const ColumnStripKernel &kernel,
                         int64_t vectorLength);

  /// Emits the parallel loop over the strips.
  void build();

private:
  /// Whether full blocks may be stored non-temporally (null: never).
  Value buildCanStream();
  SmallVector<Value> indicesAt(const Strip &strip, Value t,
                               Value column) const {
    return loops.at(strip.ivs, t, column);
  }
  /// The columns of block j that exist, as a mask (all set but in the last
  /// block of the last strip).
  Value columnMask(OpBuilder &nb, Location nl, Value column) const;
  /// Calls `body(t0, j)` for the blocks of rows [from, to) and of the
  /// strip's columns.
  void forEachBlock(
      OpBuilder &nb, Location nl, const Strip &strip, Value from, Value to,
      function_ref<void(OpBuilder &, Location, Value, Value)> body) const;

  /// Emits the loops of one strip at the parallel indices `ivs`.
  void emitStrip(OpBuilder &pb, Location pl, ValueRange ivs) const;
  /// Prefetches the source block below the one at (t0, column): the rows
  /// [t0 + n, t0 + 2n) of its columns, one prefetch per 64-byte line.
  void prefetchBlock(OpBuilder &nb, Location nl, const Strip &strip, Value t0,
                     Value column) const;
  /// Stages the block of rows [t0, t0 + n) and columns start + [j, j + n).
  void stageBlock(OpBuilder &nb, Location nl, const Strip &strip, Value t0,
                  Value j) const;
  /// The column windows of output block (t0, j), whose first column is
  /// `column`, before the transpose back.
  SmallVector<Value> loadColumns(OpBuilder &nb, Location nl, const Strip &strip,
                                 Value t0, Value j, Value column) const;
  /// Output rows [t0, t0 + n) of columns stripStart + [j, j + n); with
  /// `lastRows`, only the rows below `rows` are stored.
  void emitBlock(OpBuilder &nb, Location nl, const Strip &strip, Value t0,
                 Value j, bool lastRows) const;
  /// Stores the row vectors `block` at rows t0 + i of `column`.
  void storeRows(OpBuilder &sb, Location sl, const Strip &strip,
                 ArrayRef<Value> block, Value t0, Value column, bool lastRows,
                 bool nontemporal, Value mask) const;

  OpBuilder &b;
  Location loc;
  Value src, dst;
  SmallVector<Value> sizes;
  const ColumnStripKernel &kernel;
  /// Block length (lanes) and strip width, in elements.
  int64_t n, stripWidth;
  Type elementType;
  VectorType type;
  Value zero, one, nValue, rows, width, lastRow, lastColumn;
  /// Blocks of n rows: the full ones end at `fullRows`; the staged rows are
  /// padded to `paddedRows` (repeating the last row), and each scratch
  /// column starts with n more elements, where the window of a length below
  /// n + t begins: `scratchLength`.
  Value fullRows, paddedRows, scratchLength;
  Value canStream;
  StripLoops loops;
  Value stripSize;
};

} // namespace

static int64_t getStripWidth(Type elementType, int64_t block) {
  int64_t elementBytes = elementType.getIntOrFloatBitWidth() / 8;
  return std::max(block, kStripBytes / elementBytes) / block * block;
}

/// The most rows of a strip of `block`-lane blocks that stay cached once
/// staged (kCachedStripBytes).
static int64_t getCachedStripRows(Type elementType, int64_t block) {
  int64_t elementBytes = elementType.getIntOrFloatBitWidth() / 8;
  return kCachedStripBytes / (getStripWidth(elementType, block) * elementBytes);
}

/// Whether `kernel` may store non-temporally: it has an address to align,
/// and in place its strips (of `rows` rows) are not known to stay cached.
static bool mayStream(const ColumnStripKernel &kernel, Value rows,
                      int64_t cachedRows) {
  if (!kernel.nontemporalAddress)
    return false;
  std::optional<int64_t> staticRows = getConstantIntValue(rows);
  return !kernel.stagedOnly || !staticRows || *staticRows > cachedRows;
}

/// The block length of `kernel` on a `src` of `sizes`.
static int64_t getKernelBlockLength(Value src, ArrayRef<Value> sizes,
                                    const ColumnStripKernel &kernel,
                                    int64_t vectorLength) {
  Type elementType = cast<MemRefType>(src.getType()).getElementType();
  int64_t elementBytes = elementType.getIntOrFloatBitWidth() / 8;
  int64_t narrow = getBlockLength(vectorLength, elementBytes, false);
  bool stream = mayStream(kernel, sizes[kernel.axis],
                          getCachedStripRows(elementType, narrow));
  return getBlockLength(vectorLength, elementBytes, stream);
}

TransposedStripBuilder::TransposedStripBuilder(OpBuilder &b, Location loc,
                                               Value src, Value dst,
                                               ArrayRef<Value> sizes,
                                               const ColumnStripKernel &kernel,
                                               int64_t vectorLength)
    : b(b), loc(loc), src(src), dst(dst), sizes(sizes), kernel(kernel),
      n(getKernelBlockLength(src, sizes, kernel, vectorLength)),
      elementType(cast<MemRefType>(src.getType()).getElementType()),
      type(VectorType::get({n}, elementType)), zero(constantIndex(b, loc, 0)),
      one(constantIndex(b, loc, 1)), nValue(constantIndex(b, loc, n)),
      rows(sizes[kernel.axis]), width(sizes.back()),
      lastRow(arith::SubIOp::create(b, loc, rows, one)),
      lastColumn(arith::SubIOp::create(b, loc, width, one)),
      fullRows(alignedEnd(b, loc, zero, rows, n)),
      paddedRows(arith::MulIOp::create(
          b, loc, arith::CeilDivUIOp::create(b, loc, rows, nValue), nValue)),
      scratchLength(arith::AddIOp::create(b, loc, paddedRows, nValue)),
      canStream(buildCanStream()),
      loops(b, loc, sizes, kernel.axis, getStripWidth(elementType, n)) {
  stripWidth = getStripWidth(elementType, n);
  stripSize = constantIndex(b, loc, stripWidth);
}

// Non-temporal stores need every row vector aligned (an aligned buffer and a
// width in whole vectors) and a whole line (kCacheLineBytes).
Value TransposedStripBuilder::buildCanStream() {
  int64_t elementBytes = elementType.getIntOrFloatBitWidth() / 8;
  int64_t cachedRows = getCachedStripRows(elementType, n);
  if (!mayStream(kernel, rows, cachedRows) ||
      n * elementBytes < kCacheLineBytes)
    return Value();
  auto aligned = [&](Value v) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                 arith::RemUIOp::create(b, loc, v, nValue),
                                 zero);
  };
  // Every row start is aligned when the base is and every outer stride is a
  // multiple of the vector (for a contiguous buffer: the width).
  Value result = aligned(kernel.nontemporalAddress);
  for (Value stride : ArrayRef<Value>(kernel.dstStrides).drop_back())
    result = arith::AndIOp::create(b, loc, result, aligned(stride));
  if (kernel.largeOutput)
    result = arith::AndIOp::create(b, loc, result, kernel.largeOutput);
  // In place, a strip small enough to be still cached once staged is
  // stored plainly (kCachedStripBytes).
  if (kernel.stagedOnly) {
    Value most = constantIndex(b, loc, cachedRows);
    Value uncached =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, rows, most);
    result = arith::AndIOp::create(b, loc, result, uncached);
  }
  return result;
}

Value TransposedStripBuilder::columnMask(OpBuilder &nb, Location nl,
                                         Value column) const {
  return createMask(
      nb, nl, n,
      arith::MinUIOp::create(nb, nl, nValue,
                             arith::SubIOp::create(nb, nl, width, column)));
}

void TransposedStripBuilder::forEachBlock(
    OpBuilder &nb, Location nl, const Strip &strip, Value from, Value to,
    function_ref<void(OpBuilder &, Location, Value, Value)> body) const {
  scf::ForOp::create(nb, nl, from, to, nValue, ValueRange{},
                     [&](OpBuilder &tb, Location tl, Value t0, ValueRange) {
                       scf::ForOp::create(tb, tl, zero, strip.blocksEnd, nValue,
                                          ValueRange{},
                                          [&](OpBuilder &jb, Location jl,
                                              Value j, ValueRange) {
                                            body(jb, jl, t0, j);
                                            scf::YieldOp::create(jb, jl);
                                          });
                       scf::YieldOp::create(tb, tl);
                     });
}

void TransposedStripBuilder::prefetchBlock(OpBuilder &nb, Location nl,
                                           const Strip &strip, Value t0,
                                           Value column) const {
  int64_t lineElements =
      std::max<int64_t>(1, 64 * 8 / elementType.getIntOrFloatBitWidth());
  Value ahead = arith::AddIOp::create(nb, nl, t0, nValue);
  for (int64_t i = 0; i < n; ++i) {
    Value t = arith::MinUIOp::create(
        nb, nl, arith::AddIOp::create(nb, nl, ahead, constantIndex(nb, nl, i)),
        lastRow);
    for (int64_t k = 0; k < n; k += lineElements) {
      Value c = arith::MinUIOp::create(
          nb, nl,
          arith::AddIOp::create(nb, nl, column, constantIndex(nb, nl, k)),
          lastColumn);
      memref::PrefetchOp::create(nb, nl, src, indicesAt(strip, t, c),
                                 /*isWrite=*/false, /*localityHint=*/3,
                                 /*isDataCache=*/true);
    }
  }
}

void TransposedStripBuilder::stageBlock(OpBuilder &nb, Location nl,
                                        const Strip &strip, Value t0,
                                        Value j) const {
  Value column = arith::AddIOp::create(nb, nl, strip.start, j);
  prefetchBlock(nb, nl, strip, t0, column);
  Value mask = columnMask(nb, nl, column);
  SmallVector<Value> block;
  for (int64_t i = 0; i < n; ++i) {
    Value t = arith::MinUIOp::create(
        nb, nl, arith::AddIOp::create(nb, nl, t0, constantIndex(nb, nl, i)),
        lastRow);
    block.push_back(
        loadVector(nb, nl, type, src, indicesAt(strip, t, column), mask));
  }
  block = transposeSquare(nb, nl, block);
  Value at = arith::AddIOp::create(nb, nl, t0, nValue);
  for (int64_t i = 0; i < n; ++i)
    vector::StoreOp::create(
        nb, nl, block[i], strip.scratch,
        ValueRange{arith::AddIOp::create(nb, nl, j, constantIndex(nb, nl, i)),
                   at});
}

SmallVector<Value> TransposedStripBuilder::loadColumns(OpBuilder &nb,
                                                       Location nl,
                                                       const Strip &strip,
                                                       Value t0, Value j,
                                                       Value column) const {
  SmallVector<int64_t> reversed = reversedLanes(n);
  Value at = arith::AddIOp::create(nb, nl, t0, nValue);
  SmallVector<Value> block;
  for (int64_t i = 0; i < n; ++i) {
    Value c = constantIndex(nb, nl, i);
    Value scratchRow = arith::AddIOp::create(nb, nl, j, c);
    Value columnI = arith::AddIOp::create(nb, nl, column, c);
    SmallVector<Value> lengthIndices =
        kernel.lengthRow(nb, nl, indicesAt(strip, zero, columnI));
    lengthIndices.push_back(
        arith::MinUIOp::create(nb, nl, columnI, lastColumn));
    Value length = arith::IndexCastOp::create(
        nb, nl, nb.getIndexType(),
        memref::LoadOp::create(nb, nl, kernel.lengths, lengthIndices));
    Value direct = vector::LoadOp::create(nb, nl, type, strip.scratch,
                                          ValueRange{scratchRow, at});
    Value below =
        arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ult, t0, length);
    auto ifOp = scf::IfOp::create(
        nb, nl, below,
        [&](OpBuilder &tb, Location tl) {
          // Lanes k < length - t0 take column[length - 1 - t0 - k], the
          // window [length - n - t0, length - t0) reversed.
          Value left = arith::SubIOp::create(tb, tl, length, t0);
          Value window = vector::LoadOp::create(tb, tl, type, strip.scratch,
                                                ValueRange{scratchRow, left});
          Value mirrored =
              vector::ShuffleOp::create(tb, tl, window, window, reversed);
          Value mask = createMask(tb, tl, n,
                                  arith::MinUIOp::create(tb, tl, left, nValue));
          scf::YieldOp::create(tb, tl,
                               ValueRange{arith::SelectOp::create(
                                   tb, tl, mask, mirrored, direct)});
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(eb, el, direct);
        });
    block.push_back(ifOp.getResult(0));
  }
  return block;
}

void TransposedStripBuilder::storeRows(OpBuilder &sb, Location sl,
                                       const Strip &strip,
                                       ArrayRef<Value> block, Value t0,
                                       Value column, bool lastRows,
                                       bool nontemporal, Value mask) const {
  for (int64_t i = 0; i < n; ++i) {
    Value t = arith::AddIOp::create(sb, sl, t0, constantIndex(sb, sl, i));
    auto store = [&, i, t](OpBuilder &kb, Location kl) {
      SmallVector<Value> indices = indicesAt(strip, t, column);
      if (nontemporal)
        storeNontemporal(kb, kl, block[i], dst, indices);
      else
        storeVector(kb, kl, block[i], dst, indices, mask);
    };
    if (!lastRows) {
      store(sb, sl);
      continue;
    }
    scf::IfOp::create(
        sb, sl,
        arith::CmpIOp::create(sb, sl, arith::CmpIPredicate::ult, t, rows),
        [&](OpBuilder &kb, Location kl) {
          store(kb, kl);
          scf::YieldOp::create(kb, kl);
        });
  }
}

void TransposedStripBuilder::emitBlock(OpBuilder &nb, Location nl,
                                       const Strip &strip, Value t0, Value j,
                                       bool lastRows) const {
  Value column = arith::AddIOp::create(nb, nl, strip.start, j);
  SmallVector<Value> block =
      transposeSquare(nb, nl, loadColumns(nb, nl, strip, t0, j, column));
  Value full = arith::CmpIOp::create(
      nb, nl, arith::CmpIPredicate::ule,
      arith::AddIOp::create(nb, nl, column, nValue), width);
  auto plainOrMasked = [&](OpBuilder &sb, Location sl) {
    buildIfElse(
        sb, sl, full,
        [&](OpBuilder &fb, Location fl) {
          storeRows(fb, fl, strip, block, t0, column, lastRows, false, {});
        },
        [&](OpBuilder &mb, Location ml) {
          storeRows(mb, ml, strip, block, t0, column, lastRows, false,
                    columnMask(mb, ml, column));
        });
  };
  if (!canStream || lastRows)
    return plainOrMasked(nb, nl);
  buildIfElse(
      nb, nl, arith::AndIOp::create(nb, nl, canStream, full),
      [&](OpBuilder &sb, Location sl) {
        storeRows(sb, sl, strip, block, t0, column, lastRows, true, {});
      },
      plainOrMasked);
}

void TransposedStripBuilder::emitStrip(OpBuilder &pb, Location pl,
                                       ValueRange ivs) const {
  Strip strip;
  strip.ivs = ivs;
  strip.start = arith::MulIOp::create(pb, pl, ivs.back(), stripSize);
  Value columns = arith::MinUIOp::create(
      pb, pl, stripSize, arith::SubIOp::create(pb, pl, width, strip.start));
  strip.blocksEnd = arith::MulIOp::create(
      pb, pl, arith::CeilDivUIOp::create(pb, pl, columns, nValue), nValue);
  auto scratchType =
      MemRefType::get({stripWidth, ShapedType::kDynamic}, elementType);
  strip.scratch = memref::AllocOp::create(
      pb, pl, scratchType, ValueRange{scratchLength}, pb.getI64IntegerAttr(64));
  // The pad before each column (read, then masked away, by the windows of
  // rows near a column's length) holds zeros rather than garbage.
  Value zeros = arith::ConstantOp::create(pb, pl, type, pb.getZeroAttr(type));
  scf::ForOp::create(pb, pl, zero, strip.blocksEnd, one, ValueRange{},
                     [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                       vector::StoreOp::create(cb, cl, zeros, strip.scratch,
                                               ValueRange{c, zero});
                       scf::YieldOp::create(cb, cl);
                     });
  forEachBlock(pb, pl, strip, zero, paddedRows,
               [&](OpBuilder &nb, Location nl, Value t0, Value j) {
                 stageBlock(nb, nl, strip, t0, j);
               });
  forEachBlock(pb, pl, strip, zero, fullRows,
               [&](OpBuilder &nb, Location nl, Value t0, Value j) {
                 emitBlock(nb, nl, strip, t0, j, false);
               });
  scf::IfOp::create(
      pb, pl,
      arith::CmpIOp::create(pb, pl, arith::CmpIPredicate::ult, fullRows, rows),
      [&](OpBuilder &ib, Location il) {
        forEachBlock(ib, il, strip, fullRows, paddedRows,
                     [&](OpBuilder &nb, Location nl, Value t0, Value j) {
                       emitBlock(nb, nl, strip, t0, j, true);
                     });
        scf::YieldOp::create(ib, il);
      });
  memref::DeallocOp::create(pb, pl, strip.scratch);
}

void TransposedStripBuilder::build() {
  buildParallelNest(b, loc, loops.ubs,
                    [&](OpBuilder &pb, Location pl, ValueRange ivs) {
                      emitStrip(pb, pl, ivs);
                    });
}

void revseq::buildTransposedStripKernel(OpBuilder &b, Location loc, Value src,
                                        Value dst, ArrayRef<Value> sizes,
                                        const ColumnStripKernel &kernel,
                                        int64_t vectorLength) {
  TransposedStripBuilder(b, loc, src, dst, sizes, kernel, vectorLength).build();
}
