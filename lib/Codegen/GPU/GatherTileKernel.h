//===- GatherTileKernel.h - the body of a gather tile launch ----*- C++ -*-===//
//
// What GatherTiles.cpp (the host side: tile shapes and launches) and
// GatherTileKernel.cpp (the kernel body) share.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GATHERTILEKERNEL_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GATHERTILEKERNEL_H

#include "GatherTiles.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::revseq::gpu_detail {

/// Bytes of an element of `type` in device memory (index is 64-bit on
/// every GPU target of the pipelines; i1 is a byte).
int64_t deviceBytes(Type type);

/// The element type of a workgroup buffer for values of `type`: i64 for
/// index (SPIR-V allocates no workgroup buffer of index; index is 64-bit on
/// every GPU target of the pipelines).
Type workgroupType(Type type);

/// The columns and rows of a tile: `width` columns, the power of two from 1
/// to kGatherTileColumns that covers the tensor's columns (a warp then
/// moves 32 / width rows per step when there are fewer than 32 columns),
/// 2^`shift` = width, and `rows` rows, so that a tile holds as many
/// elements whatever its width (host values, or the same in the kernel's
/// type).
struct TileShape {
  Value width, shift, rows;
  /// The tiles along the columns and along the rows.
  Value columnTiles, rowTiles;
};

/// One tile launch's body: its integer math in `type`, its shape (values
/// of `type`), the tensor's dims (the same), whether a tile holds whole
/// columns and whether the output is the input (then it does).
struct TileKernelSpec {
  Type type;
  int64_t blockSize;
  TileShape shape;
  GatherDims dims;
  Value input, output;
  ColumnLengthFn columnLength;
  /// A tile is every row of its columns, all staged.
  bool wholeColumns;
  /// The output is the input (and a tile holds whole columns): only the
  /// reversed prefixes are written.
  bool inPlace;
};

/// Fills the body of `launch`, whose workgroup attributions are the tile's
/// lengths and its stage and whose block x is tile `first` + x.
void buildTileKernel(OpBuilder &b, Location loc, const TileKernelSpec &spec,
                     gpu::LaunchOp launch, Value first);

} // namespace mlir::revseq::gpu_detail

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GATHERTILEKERNEL_H
