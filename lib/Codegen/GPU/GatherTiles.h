//===- GatherTiles.h - workgroup tiles of the gather layouts ----*- C++ -*-===//
//
// The kernel of convert-revseq-to-gpu for the gather layouts, where the
// lanes of a warp hold consecutive columns whose lengths differ
// (reverse_sequence with the batch axis innermost, reverse_subsequences
// along an outer axis). Seen as [outer, rows, columns] (the sequence axis in
// the middle, the dimensions after it flattened into columns), output
// (o, t, j) is input (o, mirrorBelow(t, L(o, j)), j). A block takes a tile
// of up to 32 consecutive columns and a run of output rows, reads
// the input rows that the tile's reversed elements come from with one
// coalesced row segment per warp into workgroup memory, and after a barrier
// writes its output rows with coalesced stores. A tile whose columns' lengths
// spread too far for the workgroup buffer reads its sources straight from
// the input, as the plain kernel does.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GATHERTILES_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GATHERTILES_H

#include "mlir/IR/Builders.h"

namespace mlir::revseq::gpu_detail {

/// The tensor seen as [outer, rows, columns]: host `index` values, or the
/// same in the kernel's integer type.
struct GatherDims {
  Value outer, rows, columns;
};

/// Inside the kernel: the clamped length (in `[0, rows]`, of the type of
/// `dims`' values) of column `column` of outer slice `outer`.
using ColumnLengthFn = function_ref<Value(
    OpBuilder &, Location, const GatherDims &dims, Value outer, Value column)>;

/// Launch settings of the tile kernel.
struct GatherTileConfig {
  int64_t blockSize;
  int64_t maxBlocks;
  bool narrowIndex;
  /// Bytes of workgroup memory a block stages (`gather-tile-bytes`).
  int64_t stageBytes;
};

/// The most columns per tile: one warp of lanes (fewer when the tensor has
/// fewer columns: then a tile has as many more rows).
constexpr int64_t kGatherTileColumns = 32;

/// Output rows per tile of 32 columns for elements of `elementType` with
/// `stageBytes` of workgroup memory (at most kMaxGatherTileBytes less
/// what the tile's lengths take): half the rows the buffer holds, so
/// that a tile whose columns' lengths spread by up to that many rows is
/// still staged (a tile of 32 / k columns has k times the rows); 0 when not
/// even one row fits (the plain gather kernel is used).
int64_t getGatherTileRows(Type elementType, int64_t stageBytes);

/// Emits, on the host, the launches of the tile kernel that writes `output`
/// from `input` (flat memrefs of the same element type): one block per
/// tile, at most `maxBlocks` per launch (a host loop over the tiles; one
/// iteration for any tensor below maxBlocks tiles), with the kernel math in
/// i32 when `narrowIndex` and the tensor is small enough, in `index`
/// otherwise. `tileRows` comes from getGatherTileRows and is at least 1.
void launchGatherTiles(OpBuilder &b, Location loc,
                       const GatherTileConfig &config, int64_t tileRows,
                       const GatherDims &dims, Value input, Value output,
                       ColumnLengthFn columnLength);

/// Whether, on the host, the axis is short enough for a block to stage
/// whole columns of it, at least a
/// 32-byte sector of columns (or every column when there are fewer) in
/// kMaxGatherTileBytes of workgroup memory less the lengths' share; false
/// when `stageBytes` is 0 (staging disabled).
Value canStageWholeColumns(OpBuilder &b, Location loc,
                           const GatherTileConfig &config, Type elementType,
                           const GatherDims &dims);

/// The launches of the tile kernel in which a block owns whole columns (a
/// tile of every row, as wide as the workgroup buffer allows, at most 32
/// columns): it stages the rows below the tile's greatest length, and after
/// a barrier writes its columns of `output`, every element read once from
/// the input. In place (`output` is `input`) it writes back the reversed
/// prefixes only: no two blocks share an element, and within a block every
/// read precedes the barrier and every write follows it. Emit it where
/// canStageWholeColumns holds.
void launchWholeColumnTiles(OpBuilder &b, Location loc,
                            const GatherTileConfig &config,
                            const GatherDims &dims, Value input, Value output,
                            ColumnLengthFn columnLength);

} // namespace mlir::revseq::gpu_detail

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GATHERTILES_H
