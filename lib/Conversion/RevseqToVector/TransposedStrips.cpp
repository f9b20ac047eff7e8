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

/// A strip spans 1 KiB of each row: f32 [4096, 4096] on one thread in a C++
/// prototype (bench/prototypes/column_strips.cpp): 16.5 GB/s with 1 KiB
/// strips, against 11.7 with 256 bytes.
static constexpr int64_t kStripBytes = 1024;
/// The scratch buffer of one strip stays in the caches up to this size.
static constexpr int64_t kMaxScratchBytes = 8 << 20;

/// Lanes of the transposed blocks: at most 32, so that a block's vectors
/// nearly stay in registers (ReverseSequence i8 [4096, 4096] with mixed
/// lengths on one thread: 3.9 GB/s with blocks of 16 lanes, 8.6 with 32,
/// 7.5 to 8.9 with 64, which spill).
static int64_t getBlockLength(int64_t vectorLength) {
  return std::min<int64_t>(vectorLength, 32);
}

int64_t revseq::getMaxTransposedStripRows(Type elementType,
                                          int64_t vectorLength) {
  unsigned bits = elementType.getIntOrFloatBitWidth();
  int64_t block = getBlockLength(vectorLength);
  if (bits % 8 != 0 || block < 2 || !llvm::isPowerOf2_64(block))
    return 0;
  int64_t elementBytes = bits / 8;
  int64_t stripWidth = std::max(block, kStripBytes / elementBytes);
  return kMaxScratchBytes / (stripWidth * elementBytes) - 2 * block;
}

/// Transposes the square matrix whose rows are `rows` (n vectors of n
/// lanes, n a power of two): round s swaps bit s of the row and the column
/// index of every element.
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

void revseq::buildTransposedStripKernel(OpBuilder &b, Location loc, Value src,
                                        Value dst, ArrayRef<Value> sizes,
                                        const ColumnStripKernel &kernel,
                                        int64_t vectorLength) {
  Type elementType = cast<MemRefType>(src.getType()).getElementType();
  int64_t axis = kernel.axis;
  int64_t n = getBlockLength(vectorLength);
  int64_t elementBytes = elementType.getIntOrFloatBitWidth() / 8;
  int64_t stripWidth = std::max(n, kStripBytes / elementBytes) / n * n;
  auto type = VectorType::get({n}, elementType);

  Value zero = constantIndex(b, loc, 0), one = constantIndex(b, loc, 1);
  Value nValue = constantIndex(b, loc, n);
  Value rows = sizes[axis], width = sizes.back();
  Value lastRow = arith::SubIOp::create(b, loc, rows, one);
  Value lastColumn = arith::SubIOp::create(b, loc, width, one);
  // Blocks of n rows: the full ones end at `fullRows`; the staged rows are
  // padded to `paddedRows` (repeating the last row), and each scratch
  // column starts with n more elements, where the window of a length below
  // n + t begins.
  Value fullRows = alignedEnd(b, loc, zero, rows, n);
  Value paddedRows = arith::MulIOp::create(
      b, loc, arith::CeilDivUIOp::create(b, loc, rows, nValue), nValue);
  Value scratchLength = arith::AddIOp::create(b, loc, paddedRows, nValue);
  // Non-temporal stores need every row vector aligned: an aligned buffer
  // and a width in whole vectors.
  Value canStream;
  if (kernel.nontemporalAddress) {
    auto aligned = [&](Value v) {
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                   arith::RemUIOp::create(b, loc, v, nValue),
                                   zero);
    };
    // Every row start is aligned when the base is and every outer stride
    // is a multiple of the vector (for a contiguous buffer: the width).
    canStream = aligned(kernel.nontemporalAddress);
    for (Value stride : ArrayRef<Value>(kernel.dstStrides).drop_back())
      canStream = arith::AndIOp::create(b, loc, canStream, aligned(stride));
    if (kernel.nontemporalCondition)
      canStream =
          arith::AndIOp::create(b, loc, canStream, kernel.nontemporalCondition);
  }

  StripLoops loops(b, loc, sizes, axis, stripWidth);
  Value strip = constantIndex(b, loc, stripWidth);
  auto scratchType =
      MemRefType::get({stripWidth, ShapedType::kDynamic}, elementType);

  buildParallelNest(
      b, loc, loops.ubs, [&](OpBuilder &pb, Location pl, ValueRange ivs) {
        auto indicesAt = [&](Value t, Value column) {
          return loops.at(ivs, t, column);
        };
        Value stripStart = arith::MulIOp::create(pb, pl, ivs.back(), strip);
        Value columns = arith::MinUIOp::create(
            pb, pl, strip, arith::SubIOp::create(pb, pl, width, stripStart));
        Value blocksEnd = arith::MulIOp::create(
            pb, pl, arith::CeilDivUIOp::create(pb, pl, columns, nValue),
            nValue);
        Value scratch = memref::AllocOp::create(pb, pl, scratchType,
                                                ValueRange{scratchLength},
                                                pb.getI64IntegerAttr(64));
        // The pad before each column (read, then masked away, by the windows
        // of rows near a column's length) holds zeros rather than garbage.
        Value zeros =
            arith::ConstantOp::create(pb, pl, type, pb.getZeroAttr(type));
        scf::ForOp::create(
            pb, pl, zero, blocksEnd, one, ValueRange{},
            [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
              vector::StoreOp::create(cb, cl, zeros, scratch,
                                      ValueRange{c, zero});
              scf::YieldOp::create(cb, cl);
            });
        // The columns of block j that exist, as a mask (all set but in the
        // last block of the last strip).
        auto columnMask = [&](OpBuilder &nb, Location nl, Value column) {
          return createMask(nb, nl, n,
                            arith::MinUIOp::create(
                                nb, nl, nValue,
                                arith::SubIOp::create(nb, nl, width, column)));
        };
        auto forEachBlock =
            [&](OpBuilder &nb, Location nl, Value from, Value to,
                function_ref<void(OpBuilder &, Location, Value, Value)> body) {
              scf::ForOp::create(
                  nb, nl, from, to, nValue, ValueRange{},
                  [&](OpBuilder &tb, Location tl, Value t0, ValueRange) {
                    scf::ForOp::create(
                        tb, tl, zero, blocksEnd, nValue, ValueRange{},
                        [&](OpBuilder &jb, Location jl, Value j, ValueRange) {
                          body(jb, jl, t0, j);
                          scf::YieldOp::create(jb, jl);
                        });
                    scf::YieldOp::create(tb, tl);
                  });
            };

        // Stage the strip: scratch[j][n + t] = src[t][stripStart + j].
        forEachBlock(
            pb, pl, zero, paddedRows,
            [&](OpBuilder &nb, Location nl, Value t0, Value j) {
              Value column = arith::AddIOp::create(nb, nl, stripStart, j);
              Value mask = columnMask(nb, nl, column);
              SmallVector<Value> block;
              for (int64_t i = 0; i < n; ++i) {
                Value t = arith::MinUIOp::create(
                    nb, nl,
                    arith::AddIOp::create(nb, nl, t0, constantIndex(nb, nl, i)),
                    lastRow);
                block.push_back(
                    loadVector(nb, nl, type, src, indicesAt(t, column), mask));
              }
              block = transposeSquare(nb, nl, block);
              Value at = arith::AddIOp::create(nb, nl, t0, nValue);
              for (int64_t i = 0; i < n; ++i)
                vector::StoreOp::create(
                    nb, nl, block[i], scratch,
                    ValueRange{arith::AddIOp::create(nb, nl, j,
                                                     constantIndex(nb, nl, i)),
                               at});
            });

        SmallVector<int64_t> reversed = reversedLanes(n);
        // Output rows [t0, t0 + n) of columns stripStart + [j, j + n); with
        // `lastRows`, only the rows below `rows` are stored.
        auto emitBlock = [&](OpBuilder &nb, Location nl, Value t0, Value j,
                             bool lastRows) {
          Value column = arith::AddIOp::create(nb, nl, stripStart, j);
          Value at = arith::AddIOp::create(nb, nl, t0, nValue);
          SmallVector<Value> block;
          for (int64_t i = 0; i < n; ++i) {
            Value c = constantIndex(nb, nl, i);
            Value scratchRow = arith::AddIOp::create(nb, nl, j, c);
            Value columnI = arith::AddIOp::create(nb, nl, column, c);
            SmallVector<Value> lengthIndices =
                kernel.lengthRow(nb, nl, indicesAt(zero, columnI));
            lengthIndices.push_back(
                arith::MinUIOp::create(nb, nl, columnI, lastColumn));
            Value length = arith::IndexCastOp::create(
                nb, nl, nb.getIndexType(),
                memref::LoadOp::create(nb, nl, kernel.lengths, lengthIndices));
            Value direct = vector::LoadOp::create(nb, nl, type, scratch,
                                                  ValueRange{scratchRow, at});
            Value below = arith::CmpIOp::create(
                nb, nl, arith::CmpIPredicate::ult, t0, length);
            auto ifOp = scf::IfOp::create(
                nb, nl, below,
                [&](OpBuilder &tb, Location tl) {
                  // Lanes k < length - t0 take column[length - 1 - t0 - k], the
                  // window [length - n - t0, length - t0) reversed.
                  Value left = arith::SubIOp::create(tb, tl, length, t0);
                  Value window = vector::LoadOp::create(
                      tb, tl, type, scratch, ValueRange{scratchRow, left});
                  Value mirrored = vector::ShuffleOp::create(tb, tl, window,
                                                             window, reversed);
                  Value mask = createMask(
                      tb, tl, n, arith::MinUIOp::create(tb, tl, left, nValue));
                  scf::YieldOp::create(tb, tl,
                                       ValueRange{arith::SelectOp::create(
                                           tb, tl, mask, mirrored, direct)});
                },
                [&](OpBuilder &eb, Location el) {
                  scf::YieldOp::create(eb, el, direct);
                });
            block.push_back(ifOp.getResult(0));
          }
          block = transposeSquare(nb, nl, block);

          auto storeRows = [&](OpBuilder &sb, Location sl, bool nontemporal,
                               Value mask) {
            for (int64_t i = 0; i < n; ++i) {
              Value t =
                  arith::AddIOp::create(sb, sl, t0, constantIndex(sb, sl, i));
              auto store = [&, i, t](OpBuilder &kb, Location kl) {
                SmallVector<Value> indices = indicesAt(t, column);
                if (nontemporal)
                  storeNontemporal(kb, kl, block[i], dst, indices);
                else
                  storeVector(kb, kl, block[i], dst, indices, mask);
              };
              if (!lastRows) {
                store(sb, sl);
                continue;
              }
              scf::IfOp::create(sb, sl,
                                arith::CmpIOp::create(
                                    sb, sl, arith::CmpIPredicate::ult, t, rows),
                                [&](OpBuilder &kb, Location kl) {
                                  store(kb, kl);
                                  scf::YieldOp::create(kb, kl);
                                });
            }
          };
          Value full = arith::CmpIOp::create(
              nb, nl, arith::CmpIPredicate::ule,
              arith::AddIOp::create(nb, nl, column, nValue), width);
          auto plainOrMasked = [&](OpBuilder &sb, Location sl) {
            buildIfElse(
                sb, sl, full,
                [&](OpBuilder &fb, Location fl) {
                  storeRows(fb, fl, false, {});
                },
                [&](OpBuilder &mb, Location ml) {
                  storeRows(mb, ml, false, columnMask(mb, ml, column));
                });
          };
          if (!canStream || lastRows) {
            plainOrMasked(nb, nl);
            return;
          }
          buildIfElse(
              nb, nl, arith::AndIOp::create(nb, nl, canStream, full),
              [&](OpBuilder &sb, Location sl) { storeRows(sb, sl, true, {}); },
              plainOrMasked);
        };

        forEachBlock(pb, pl, zero, fullRows,
                     [&](OpBuilder &nb, Location nl, Value t0, Value j) {
                       emitBlock(nb, nl, t0, j, false);
                     });
        scf::IfOp::create(
            pb, pl,
            arith::CmpIOp::create(pb, pl, arith::CmpIPredicate::ult, fullRows,
                                  rows),
            [&](OpBuilder &ib, Location il) {
              forEachBlock(ib, il, fullRows, paddedRows,
                           [&](OpBuilder &nb, Location nl, Value t0, Value j) {
                             emitBlock(nb, nl, t0, j, true);
                           });
              scf::YieldOp::create(ib, il);
            });
        memref::DeallocOp::create(pb, pl, scratch);
      });
}
