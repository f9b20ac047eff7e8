//===- GatherTileKernel.cpp - the body of a gather tile launch ------------===//
//
// One block per tile of `width` columns (the power of two up to 32 that
// covers the columns, see TileShape) and R output rows [t0, t0 + R) of one
// outer slice. Column j's reversed rows (t < L_j) read input rows
// [L_j - t0 - R, L_j - 1 - t0] (clipped at 0), so the whole tile reads
// within the rows [lo, maxL - t0), lo = max(minL - t0 - R, 0), minL and
// maxL the least and greatest length above t0 among the tile's columns.
// The kernel body, in three stretches separated by gpu.barriers at its top
// level (which host emulation runs):
//
//   1. the tile's clamped lengths into workgroup memory;
//   2. every thread finds [lo, maxL - t0) from them; when those rows fit the
//      workgroup buffer (2 R rows) the block copies them, each warp 32 /
//      width row segments of the tile's columns per step (coalesced loads);
//   3. each warp writes 32 / width output row segments per step (coalesced
//      stores): lane c takes its source row (L_c - 1 - t where t < L_c,
//      else t) from the buffer where that row was staged (one bank per
//      lane: no conflicts), else from the input (row t: the same row for
//      all such lanes, coalesced). A tile that was not staged reads row
//      L_c - 1 - t of the input, as the plain gather kernel does.
//
// Where the axis is short enough (launchWholeColumnTiles), a tile is every
// row of as many columns as the whole workgroup memory holds (up to 32):
// stretch 2 stages rows [0, maxL), so every element below maxL is read
// from the input once. In place (the output is the input) stretch 3 then
// writes only the elements below their column's length, each from its
// staged mirror row: no block touches another's columns, and within a
// block every read comes before the barrier and every write after it.
//
// In stretches 2 and 3 a thread keeps one column and reads kTileUnroll of
// its rows before it writes them (loads in flight: on an H100 this took
// the gathers from 0.53 to 0.57 of a copy with random lengths and from
// 0.76-0.77 to 0.82-0.84 with close ones,
// docs/reports/2026-11-26-gpu-bench.md).
//
//===----------------------------------------------------------------------===//

#include "GatherTileKernel.h"

#include "GridStride.h"
#include "GroupAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

/// Rows a thread of the tile kernel reads before it writes them (loads in
/// flight per thread).
constexpr int64_t kTileUnroll = 8;

int64_t gpu_detail::deviceBytes(Type type) {
  if (type.isIndex())
    return 8;
  return std::max<int64_t>(type.getIntOrFloatBitWidth(), 8) / 8;
}

Type gpu_detail::workgroupType(Type type) {
  return type.isIndex() ? IntegerType::get(type.getContext(), 64) : type;
}

namespace {

/// Builds the body of one tile launch, with its integer math in `type`.
/// The spec's fields are the kernel's own.
class TileKernel : private TileKernelSpec {
public:
  TileKernel(OpBuilder &b, Location loc, const TileKernelSpec &spec)
      : TileKernelSpec(spec), b(b), loc(loc) {}

  /// Fills the body of `launch`, whose block x is tile `first` + x.
  void build(gpu::LaunchOp launch, Value first);

private:
  Value c(int64_t value) { return constantOf(b, loc, type, value); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivUIOp::create(b, loc, x, y); }
  Value rem(Value x, Value y) { return arith::RemUIOp::create(b, loc, x, y); }
  Value min(Value x, Value y) { return arith::MinUIOp::create(b, loc, x, y); }
  Value cmp(arith::CmpIPredicate predicate, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, predicate, x, y);
  }
  Value select(Value condition, Value x, Value y) {
    return arith::SelectOp::create(b, loc, condition, x, y);
  }
  /// Loads and stores see 16-bit float buffers through bitsView (made where
  /// they are used: a memref may not cross a barrier under host emulation).
  /// A load gives a value of type `as` (an index from an i64 workgroup
  /// buffer), a store converts to the buffer's element type.
  Value load(Value memref, Value index, Type as = {}) {
    memref = bitsView(b, loc, memref);
    Type element = cast<MemRefType>(memref.getType()).getElementType();
    Value value = memref::LoadOp::create(
        b, loc, memref,
        ValueRange{castUnsigned(b, loc, index, b.getIndexType())},
        /*nontemporal=*/false, elementAlignment(element));
    return as && as != element ? castUnsigned(b, loc, value, as) : value;
  }
  void store(Value value, Value memref, Value index) {
    memref = bitsView(b, loc, memref);
    Type element = cast<MemRefType>(memref.getType()).getElementType();
    if (value.getType() != element)
      value = castUnsigned(b, loc, value, element);
    memref::StoreOp::create(
        b, loc, value, memref,
        ValueRange{castUnsigned(b, loc, index, b.getIndexType())},
        /*nontemporal=*/false, elementAlignment(element));
  }
  /// `body(i)` for i in [thread, end) by steps of the block size.
  void forEachOfBlock(Value end, function_ref<void(Value)> body);
  /// The block's threads as [blockSize / width][width] (the threads after
  /// the last whole row of `width` idle): sets `column`, `firstRow`,
  /// `rowStep` and `active` (the thread has a row and its column lies in
  /// the tensor).
  void placeThread();
  /// Where `active`: `setup()`, then for the elements i = r * width +
  /// column of the first `rows` rows of a tile laid out [row][width] that
  /// are in the thread's column, `write(i, r, read(i, r))`, the reads of
  /// kTileUnroll rows issued before their writes.
  void forEachTileElement(Value rows, function_ref<void()> setup,
                          function_ref<Value(Value, Value)> read,
                          function_ref<void(Value, Value, Value)> write);

  /// The least length above t0 and the greatest length among the tile's
  /// (lengths past `columns` are 0 and count for neither).
  std::pair<Value, Value> lengthRange();
  /// Stretch 2: the first staged row and the staged row count (0: the
  /// tile reads the input directly).
  std::pair<Value, Value> stagedRows();
  /// Stretch 3: where `fromStage`, the thread's column in the staged row
  /// `stagedRow()`, else `otherwise(elementType)`, each built in its branch,
  /// for the input's element type as the kernel moves it.
  Value stagedOr(Value fromStage, function_ref<Value()> stagedRow,
                 function_ref<Value(Type)> otherwise);
  /// Stretch 3: the value of output element (t0 + r, j0 + column).
  Value outputValue(Value r, Value lo, Value staged);
  /// Stretch 3: the tile's output rows.
  void writeRows(Value lo, Value staged);
  /// Stretch 3 in place (the tile holds every row, staged from row 0): the
  /// staged element that row r of the thread's column takes where r is
  /// below the column's length (0 elsewhere, where nothing is written).
  Value prefixValue(Value r);
  /// Stretch 3 in place: the reversed prefix of each column, nothing else.
  void writePrefixes(Value staged);

  OpBuilder &b;
  Location loc;
  // Set by build(): the tile, the thread, the workgroup buffers.
  Value outer, t0, j0, columns, thread, lengths, stage;
  // Set by placeThread().
  Value column, firstRow, rowStep, active;
  // Set in stretch 3: the clamped length of the thread's column.
  Value columnLengthValue;
};

void TileKernel::forEachOfBlock(Value end, function_ref<void(Value)> body) {
  auto loop = scf::ForOp::create(b, loc, thread, end, c(blockSize));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(loop.getBody()->getTerminator());
  body(loop.getInductionVar());
}

void TileKernel::placeThread() {
  Value mask = sub(shape.width, c(1));
  column = arith::AndIOp::create(b, loc, thread, mask);
  firstRow = arith::ShRUIOp::create(b, loc, thread, shape.shift);
  rowStep = arith::ShRUIOp::create(b, loc, c(blockSize), shape.shift);
  Value hasRow = cmp(arith::CmpIPredicate::ult, firstRow, rowStep);
  Value inTensor = cmp(arith::CmpIPredicate::ult, column, columns);
  active = arith::AndIOp::create(b, loc, hasRow, inTensor);
}

void TileKernel::forEachTileElement(
    Value rows, function_ref<void()> setup,
    function_ref<Value(Value, Value)> read,
    function_ref<void(Value, Value, Value)> write) {
  auto ifOp = scf::IfOp::create(b, loc, active, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  if (setup)
    setup();
  // The loop's builder is `b`, at the loop body.
  emitStridedLoop(
      b, loc, firstRow, rows, rowStep, kTileUnroll,
      [&](OpBuilder &, Location, ValueRange rowsOfStep) {
        SmallVector<Value> elements, values;
        for (Value r : rowsOfStep) {
          Value rowStart = arith::ShLIOp::create(b, loc, r, shape.shift);
          elements.push_back(add(rowStart, column));
          values.push_back(read(elements.back(), r));
        }
        for (auto [i, r, value] : llvm::zip(elements, rowsOfStep, values))
          write(i, r, value);
      });
}

std::pair<Value, Value> TileKernel::lengthRange() {
  // Over all kGatherTileColumns entries (a constant trip count: the loop
  // unrolls and its loads of consecutive entries become vector loads).
  // One statement per op: the IR's order must not depend on the order in
  // which a compiler evaluates call arguments.
  Value zero = c(0);
  Value one = c(1);
  Value end = c(kGatherTileColumns);
  auto loop =
      scf::ForOp::create(b, loc, zero, end, one, ValueRange{dims.rows, zero});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  Value length = load(lengths, loop.getInductionVar(), type);
  Value minL = loop.getRegionIterArg(0), maxL = loop.getRegionIterArg(1);
  Value active = cmp(arith::CmpIPredicate::ugt, length, t0);
  minL = select(active, min(minL, length), minL);
  maxL = arith::MaxUIOp::create(b, loc, maxL, length);
  scf::YieldOp::create(b, loc, ValueRange{minL, maxL});
  return {loop.getResult(0), loop.getResult(1)};
}

std::pair<Value, Value> TileKernel::stagedRows() {
  // The least and greatest length above t0 (rows [0, t0) of the tile's
  // columns are not in the tile; a column whose length is at most t0 only
  // copies).
  Value zero = c(0);
  Value minL, maxL;
  std::tie(minL, maxL) = lengthRange();
  // A tile of whole columns holds every row: the rows below its greatest
  // length, from row 0, all fit the buffer (canStageWholeColumns).
  if (wholeColumns)
    return {zero, maxL};
  Value any = cmp(arith::CmpIPredicate::ugt, maxL, t0);
  Value tileEnd = add(t0, shape.rows);
  Value aboveEnd = cmp(arith::CmpIPredicate::ugt, minL, tileEnd);
  Value firstNeeded = sub(minL, tileEnd);
  Value lo = select(aboveEnd, firstNeeded, zero);
  // Rows [lo, maxL - t0); meaningless (and unused) when no column is
  // active.
  Value count = sub(sub(maxL, t0), lo);
  Value capacity = add(shape.rows, shape.rows);
  Value fits = cmp(arith::CmpIPredicate::ule, count, capacity);
  Value stageRows = arith::AndIOp::create(b, loc, any, fits);
  Value staged = select(stageRows, count, zero);
  return {lo, staged};
}

Value TileKernel::outputValue(Value r, Value lo, Value staged) {
  Value t = add(t0, r);
  Value length = columnLengthValue;
  Value below = cmp(arith::CmpIPredicate::ult, t, length);
  Value mirrored = sub(sub(length, c(1)), t);
  Value source = select(below, mirrored, t);
  // Rows [lo, lo + staged) are in the stage (none when staged is 0; a
  // source below lo wraps above it).
  Value stagedRow = sub(source, lo);
  Value fromStage = cmp(arith::CmpIPredicate::ult, stagedRow, staged);
  auto row = [&] { return stagedRow; };
  return stagedOr(fromStage, row, [&](Type) {
    Value sliceRow = mul(outer, dims.rows);
    Value row = add(sliceRow, source);
    Value rowStart = mul(row, dims.columns);
    return load(input, add(rowStart, add(j0, column)));
  });
}

Value TileKernel::stagedOr(Value fromStage, function_ref<Value()> stagedRow,
                           function_ref<Value(Type)> otherwise) {
  Type elementType =
      bitsType(cast<MemRefType>(input.getType()).getElementType());
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{elementType}, fromStage,
                                /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value buffered =
      load(stage, add(mul(stagedRow(), shape.width), column), elementType);
  scf::YieldOp::create(b, loc, buffered);
  b.setInsertionPointToStart(ifOp.elseBlock());
  scf::YieldOp::create(b, loc, otherwise(elementType));
  return ifOp.getResult(0);
}

void TileKernel::build(gpu::LaunchOp launch, Value first) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&launch.getBody().front());
  lengths = launch.getWorkgroupAttributions()[0];
  stage = launch.getWorkgroupAttributions()[1];
  Value width = shape.width;
  // The tile: row tiles vary fastest, then column tiles, then outer, so
  // that the blocks of one column stripe run at about the same time: the
  // input rows their tiles read overlap, and a tile that is not staged
  // reads sectors whose other columns the stripe's other row tiles read.
  Value tile = add(first, castUnsigned(b, loc, launch.getBlockIds().x, type));
  t0 = mul(rem(tile, shape.rowTiles), shape.rows);
  Value rest = div(tile, shape.rowTiles);
  j0 = mul(rem(rest, shape.columnTiles), width);
  outer = div(rest, shape.columnTiles);
  columns = min(sub(dims.columns, j0), width);
  thread = castUnsigned(b, loc, launch.getThreadIds().x, type);

  // Every entry of the lengths buffer: 0 past `columns`, which counts
  // for neither end of lengthRange.
  forEachOfBlock(c(kGatherTileColumns), [&](Value k) {
    Value inTensor = cmp(arith::CmpIPredicate::ult, k, columns);
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{type}, inTensor,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      Value length = columnLength(b, loc, dims, outer, add(j0, k));
      scf::YieldOp::create(b, loc, length);
      b.setInsertionPointToStart(ifOp.elseBlock());
      scf::YieldOp::create(b, loc, c(0));
    }
    store(ifOp.getResult(0), lengths, k);
  });
  gpu::BarrierOp::create(b, loc);

  // Plain names, not a structured binding: the lambdas below capture them.
  Value lo, staged;
  std::tie(lo, staged) = stagedRows();
  placeThread();
  Value rowBase = mul(add(mul(outer, dims.rows), lo), dims.columns);
  Value columnOffset = add(j0, column);
  forEachTileElement(
      staged, /*setup=*/nullptr,
      [&](Value, Value r) {
        Value offset = add(mul(r, dims.columns), columnOffset);
        return load(input, add(rowBase, offset));
      },
      [&](Value i, Value, Value value) { store(value, stage, i); });
  gpu::BarrierOp::create(b, loc);

  if (inPlace)
    writePrefixes(staged);
  else
    writeRows(lo, staged);
  gpu::TerminatorOp::create(b, loc);
}

void TileKernel::writeRows(Value lo, Value staged) {
  Value outputBase = mul(add(mul(outer, dims.rows), t0), dims.columns);
  Value columnOffset = add(j0, column);
  Value rows = min(sub(dims.rows, t0), shape.rows);
  auto setup = [&] { columnLengthValue = load(lengths, column, type); };
  forEachTileElement(
      rows, setup, [&](Value, Value r) { return outputValue(r, lo, staged); },
      [&](Value, Value r, Value value) {
        Value offset = add(mul(r, dims.columns), columnOffset);
        store(value, output, add(outputBase, offset));
      });
}

Value TileKernel::prefixValue(Value r) {
  Value length = columnLengthValue;
  Value below = cmp(arith::CmpIPredicate::ult, r, length);
  auto mirrored = [&] { return sub(sub(length, c(1)), r); };
  return stagedOr(below, mirrored, [&](Type elementType) {
    auto zero = cast<TypedAttr>(b.getZeroAttr(elementType));
    return arith::ConstantOp::create(b, loc, zero).getResult();
  });
}

void TileKernel::writePrefixes(Value staged) {
  // The tile's rows start at 0 and were staged from row 0 up to its
  // greatest length (`staged`): the rows that any column reverses.
  Value base = mul(mul(outer, dims.rows), dims.columns);
  Value columnOffset = add(j0, column);
  auto setup = [&] { columnLengthValue = load(lengths, column, type); };
  forEachTileElement(
      staged, setup, [&](Value, Value r) { return prefixValue(r); },
      [&](Value, Value r, Value value) {
        Value below = cmp(arith::CmpIPredicate::ult, r, columnLengthValue);
        auto ifOp = scf::IfOp::create(b, loc, below, /*withElseRegion=*/false);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
        Value offset = add(mul(r, dims.columns), columnOffset);
        store(value, output, add(base, offset));
      });
}

} // namespace

void gpu_detail::buildTileKernel(OpBuilder &b, Location loc,
                                 const TileKernelSpec &spec,
                                 gpu::LaunchOp launch, Value first) {
  TileKernel(b, loc, spec).build(launch, first);
}
