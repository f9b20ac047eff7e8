//===- GatherTiles.cpp - workgroup-memory tiles of the gather layouts -----===//
//
// The host side of the tile kernel (GatherTileKernel.cpp has its body): the
// tile shape, chosen on the host (a chain of selects, constants for static
// shapes), the tile count, and a host loop of launches of at most
// max-blocks tiles, with the kernel's index math in i32 where it fits.
// A tile is every row of as many columns as the workgroup memory holds
// whole, where the axis is short enough for a sector of columns; else (out
// of place only) `width` columns (the power of two up to 32 that covers
// them) and R rows.
//
//===----------------------------------------------------------------------===//

#include "GatherTileKernel.h"

#include "GridStride.h"
#include "GroupAccess.h"

#include "revseq/Codegen/GPU/RevseqToGPU.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

int64_t gpu_detail::getGatherTileRows(Type elementType, int64_t stageBytes) {
  // The tile's lengths (at most kGatherTileColumns i64 values) share the
  // block's workgroup memory with the stage: both fit in the static limit.
  int64_t lengthBytes = kGatherTileColumns * 8;
  stageBytes = std::min(stageBytes, kMaxGatherTileBytes - lengthBytes);
  int64_t stagedRows =
      stageBytes / (kGatherTileColumns * deviceBytes(elementType));
  return stagedRows / 2;
}

/// The tile width on the host: the greatest power of two up to `maxWidth`
/// whose half is below `columns` (so the smallest that covers them) and for
/// which `allowed(shift)` holds (null: always), as a chain of selects;
/// sets `shape.width` and `shape.shift` (2^shift = width).
static void setTileWidth(OpBuilder &b, Location loc, Value columns,
                         int64_t maxWidth, TileShape &shape,
                         function_ref<Value(int64_t)> allowed = nullptr) {
  shape.width = arith::ConstantIndexOp::create(b, loc, 1);
  shape.shift = arith::ConstantIndexOp::create(b, loc, 0);
  for (int64_t shift = 1; (int64_t(1) << shift) <= maxWidth; ++shift) {
    Value below = arith::ConstantIndexOp::create(b, loc, 1 << (shift - 1));
    Value wider = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                        columns, below);
    if (allowed) {
      Value fits = allowed(shift);
      wider = arith::AndIOp::create(b, loc, wider, fits);
    }
    Value width = arith::ConstantIndexOp::create(b, loc, 1 << shift);
    Value shiftValue = arith::ConstantIndexOp::create(b, loc, shift);
    shape.width = arith::SelectOp::create(b, loc, wider, width, shape.width);
    shape.shift =
        arith::SelectOp::create(b, loc, wider, shiftValue, shape.shift);
  }
}

/// The tile shape for `rows` x `columns` (host indices) and `tileRows`
/// rows per 32 columns: the smallest power of two at least `columns`, up
/// to 32, the rows that keep a tile's size, and the tile counts (computed
/// on the host: the kernel only divides by them).
static TileShape getTileShape(OpBuilder &b, Location loc, Value rows,
                              Value columns, int64_t tileRows,
                              int64_t maxWidth) {
  TileShape shape;
  setTileWidth(b, loc, columns, maxWidth, shape);
  // tileRows * 32 / width.
  Value full =
      arith::ConstantIndexOp::create(b, loc, tileRows * kGatherTileColumns);
  shape.rows = arith::ShRUIOp::create(b, loc, full, shape.shift);
  shape.columnTiles = arith::CeilDivUIOp::create(b, loc, columns, shape.width);
  shape.rowTiles = arith::CeilDivUIOp::create(b, loc, rows, shape.rows);
  return shape;
}

/// Elements of the workgroup buffer of a tile of whole columns: the
/// workgroup memory a block may have, less the tile's lengths.
static int64_t getWholeColumnElements(Type elementType) {
  return (kMaxGatherTileBytes - kGatherTileColumns * 8) /
         deviceBytes(elementType);
}

/// The shape of a tile of whole columns: every row, and as many columns (a
/// power of two up to `maxWidth` that covers `columns` where it can) as the
/// buffer of `capacity` elements holds whole.
static TileShape getWholeColumnShape(OpBuilder &b, Location loc, Value rows,
                                     Value columns, int64_t maxWidth,
                                     int64_t capacity) {
  TileShape shape;
  // rows * 2^shift <= capacity, without the product.
  setTileWidth(b, loc, columns, maxWidth, shape, [&](int64_t shift) {
    Value most = arith::ConstantIndexOp::create(b, loc, capacity >> shift);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, rows, most)
        .getResult();
  });
  shape.rows = rows;
  shape.columnTiles = arith::CeilDivUIOp::create(b, loc, columns, shape.width);
  shape.rowTiles = arith::ConstantIndexOp::create(b, loc, 1);
  return shape;
}

/// The elements a tile of getWholeColumnShape stages: for static sizes the
/// tile itself (rows times the width that chain selects, so that more blocks
/// share a multiprocessor), else the whole `capacity`.
static int64_t getWholeColumnStage(Value rows, Value columns, int64_t maxWidth,
                                   int64_t capacity) {
  std::optional<int64_t> staticRows = getConstantIntValue(rows);
  std::optional<int64_t> staticColumns = getConstantIntValue(columns);
  if (!staticRows || !staticColumns)
    return capacity;
  int64_t width = 1;
  for (int64_t shift = 1; (int64_t(1) << shift) <= maxWidth; ++shift)
    if (*staticColumns > (int64_t(1) << (shift - 1)) &&
        *staticRows <= (capacity >> shift))
      width = int64_t(1) << shift;
  // Rows past the capacity (no width fits) take the tiles of rows; this
  // launch then sits in a branch that folds away, and its buffer only has
  // to be a valid type.
  return std::clamp<int64_t>(*staticRows * width, 1, capacity);
}

/// One kind of tile launch: its shape and tile count (host values), the
/// elements of its workgroup buffer, whether a tile is whole columns and
/// whether it writes in place.
struct TileLaunch {
  TileShape shape;
  Value tiles;
  int64_t stageElements;
  bool wholeColumns;
  bool inPlace;
};

/// The host loop of launches over [0, tiles) with the kernel math in
/// `type`.
static void emitLaunches(OpBuilder &b, Location loc, Type type,
                         const GatherTileConfig &config,
                         const TileLaunch &tileLaunch, const GatherDims &dims,
                         Value input, Value output,
                         ColumnLengthFn columnLength) {
  GatherDims typed{castUnsigned(b, loc, dims.outer, type),
                   castUnsigned(b, loc, dims.rows, type),
                   castUnsigned(b, loc, dims.columns, type)};
  const TileShape &shape = tileLaunch.shape;
  TileShape typedShape{castUnsigned(b, loc, shape.width, type),
                       castUnsigned(b, loc, shape.shift, type),
                       castUnsigned(b, loc, shape.rows, type),
                       castUnsigned(b, loc, shape.columnTiles, type),
                       castUnsigned(b, loc, shape.rowTiles, type)};
  Type elementType =
      bitsType(cast<MemRefType>(input.getType()).getElementType());
  Attribute workgroup = gpu::AddressSpaceAttr::get(
      b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  SmallVector<Type> buffers = {
      MemRefType::get({kGatherTileColumns}, workgroupType(type), nullptr,
                      workgroup),
      MemRefType::get({tileLaunch.stageElements}, workgroupType(elementType),
                      nullptr, workgroup)};
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value maxBlocks = arith::ConstantIndexOp::create(b, loc, config.maxBlocks);
  Value block = arith::ConstantIndexOp::create(b, loc, config.blockSize);
  Value tiles = tileLaunch.tiles;
  auto loop = scf::ForOp::create(b, loc, zero, tiles, maxBlocks);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value first = loop.getInductionVar();
  Value left = arith::SubIOp::create(b, loc, tiles, first);
  Value blocks = arith::MinUIOp::create(b, loc, left, maxBlocks);
  Value typedFirst = castUnsigned(b, loc, first, type);
  auto launch = gpu::LaunchOp::create(b, loc, blocks, one, one, block, one, one,
                                      /*dynamicSharedMemorySize=*/nullptr,
                                      /*asyncTokenType=*/nullptr,
                                      /*asyncDependencies=*/{}, buffers);
  TileKernelSpec spec;
  spec.type = type;
  spec.blockSize = config.blockSize;
  spec.shape = typedShape;
  spec.dims = typed;
  spec.input = input;
  spec.output = output;
  spec.columnLength = columnLength;
  spec.wholeColumns = tileLaunch.wholeColumns;
  spec.inPlace = tileLaunch.inPlace;
  buildTileKernel(b, loc, spec, launch, typedFirst);
}

/// The launches of `tileLaunch`, in i32 when every index the kernel forms
/// (below the element count plus a tile's staged elements) fits.
static void emitForIndexWidths(OpBuilder &b, Location loc,
                               const GatherTileConfig &config,
                               const TileLaunch &tileLaunch,
                               const GatherDims &dims, Value input,
                               Value output, ColumnLengthFn columnLength) {
  auto emit = [&](OpBuilder &eb, Location el, Type type) {
    emitLaunches(eb, el, type, config, tileLaunch, dims, input, output,
                 columnLength);
  };
  // One statement per op: the IR's order must not depend on the order in
  // which a compiler evaluates call arguments.
  auto bound = [&] {
    Value count = arith::MulIOp::create(b, loc, dims.outer, dims.rows);
    count = arith::MulIOp::create(b, loc, count, dims.columns);
    Value slack =
        arith::ConstantIndexOp::create(b, loc, tileLaunch.stageElements);
    return arith::AddIOp::create(b, loc, count, slack).getResult();
  };
  emitForIndexWidth(b, loc, config.narrowIndex, bound, emit);
}

/// The widest tile row: one warp, and no wider than the block (see
/// placeThread).
static int64_t getMaxTileWidth(const GatherTileConfig &config) {
  return std::min<int64_t>(kGatherTileColumns,
                           llvm::bit_floor(uint64_t(config.blockSize)));
}

void gpu_detail::launchGatherTiles(OpBuilder &b, Location loc,
                                   const GatherTileConfig &config,
                                   int64_t tileRows, const GatherDims &dims,
                                   Value input, Value output,
                                   ColumnLengthFn columnLength) {
  TileLaunch tileLaunch;
  tileLaunch.shape = getTileShape(b, loc, dims.rows, dims.columns, tileRows,
                                  getMaxTileWidth(config));
  Value tiles =
      arith::MulIOp::create(b, loc, dims.outer, tileLaunch.shape.rowTiles);
  tileLaunch.tiles =
      arith::MulIOp::create(b, loc, tiles, tileLaunch.shape.columnTiles);
  tileLaunch.stageElements = 2 * tileRows * kGatherTileColumns;
  tileLaunch.wholeColumns = false;
  tileLaunch.inPlace = false;
  emitForIndexWidths(b, loc, config, tileLaunch, dims, input, output,
                     columnLength);
}

Value gpu_detail::canStageWholeColumns(OpBuilder &b, Location loc,
                                       const GatherTileConfig &config,
                                       Type elementType,
                                       const GatherDims &dims) {
  if (config.stageBytes == 0)
    return arith::ConstantIntOp::create(b, loc, 0, 1);
  // rows * max(min(columns, sector), 1) <= capacity, without the product.
  int64_t sector = std::max<int64_t>(1, 32 / deviceBytes(elementType));
  Value sectorValue = arith::ConstantIndexOp::create(b, loc, sector);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value columns = arith::MinUIOp::create(b, loc, dims.columns, sectorValue);
  columns = arith::MaxUIOp::create(b, loc, columns, one);
  Value capacity = arith::ConstantIndexOp::create(
      b, loc, getWholeColumnElements(elementType));
  Value most = arith::DivUIOp::create(b, loc, capacity, columns);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, dims.rows,
                               most);
}

void gpu_detail::launchWholeColumnTiles(OpBuilder &b, Location loc,
                                        const GatherTileConfig &config,
                                        const GatherDims &dims, Value input,
                                        Value output,
                                        ColumnLengthFn columnLength) {
  Type elementType = cast<MemRefType>(input.getType()).getElementType();
  TileLaunch tileLaunch;
  int64_t capacity = getWholeColumnElements(elementType);
  int64_t maxWidth = getMaxTileWidth(config);
  tileLaunch.shape =
      getWholeColumnShape(b, loc, dims.rows, dims.columns, maxWidth, capacity);
  tileLaunch.stageElements =
      getWholeColumnStage(dims.rows, dims.columns, maxWidth, capacity);
  tileLaunch.tiles =
      arith::MulIOp::create(b, loc, dims.outer, tileLaunch.shape.columnTiles);
  tileLaunch.wholeColumns = true;
  tileLaunch.inPlace = input == output;
  emitForIndexWidths(b, loc, config, tileLaunch, dims, input, output,
                     columnLength);
}
