//===- OpKernels.h - the kernels of a revseq op on the GPU -----*- C++ -*-===//
//
// The kernel code of convert-revseq-to-gpu, written once for every op
// with an index map: OpKernels flattens the input and the destination of a
// memref form and launches, by the map's row plan, the tile kernel
// (GatherTiles.h), the scalar grid-stride kernel or the vector one, which
// write the destination in place. Where an output element reads, how a row
// maps to the input and the lengths come from the map (KernelIndexMap.h).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOGPU_OPKERNELS_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOGPU_OPKERNELS_H

#include "GatherTiles.h"
#include "GridStride.h"
#include "GroupAccess.h"
#include "KernelIndexMap.h"

#include "revseq/Codegen/GPU/RevseqToGPU.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

namespace mlir::revseq::gpu_detail {

/// The kernels of the memref form of an op defined by its index map
/// (IndexMapOpInterface: the input is getMappedInput, the destination the
/// DPS init).
class OpKernels {
public:
  explicit OpKernels(const RevseqGPUOptions &options) : options(options) {}

  /// Emits the launches that write `dest` (of sizes `sizes`) from `op`'s
  /// input.
  void lower(OpBuilder &b, IndexMapOpInterface op, Value dest,
             ArrayRef<Value> sizes) const;

private:
  const RevseqGPUOptions &options;

  /// Calls `emit` with the tile kernel's settings, the tensor seen as
  /// [sizes before `axis`, the axis, sizes after it] (host values), and,
  /// inside the kernel, the length of a column (columnLength).
  void withGatherTiles(OpBuilder &b, Location loc, const Shape &shape,
                       int64_t axis, const KernelIndexMap &indexing,
                       function_ref<void(const GatherTileConfig &,
                                         const GatherDims &, ColumnLengthFn)>
                           emit) const;
  /// What runs where a tile cannot hold whole columns of the axis.
  using TileFallbackFn =
      function_ref<void(OpBuilder &, Location, const GatherTileConfig &,
                        const GatherDims &, ColumnLengthFn)>;
  /// Where the axis is short enough (decided on the host), the launches of
  /// the tile kernel with tiles of whole columns (launchWholeColumnTiles)
  /// from `input` to `output` (the same buffer in place), `otherwise`
  /// else; the tensor seen as withGatherTiles does.
  void launchWholeColumnsOr(OpBuilder &b, Location loc, const Shape &shape,
                            int64_t axis, const KernelIndexMap &indexing,
                            Value input, Value output,
                            TileFallbackFn otherwise) const;
  /// The launches of the tile kernel (GatherTiles.h) on the tensor seen
  /// as withGatherTiles does: tiles of whole columns where they fit, of
  /// `tileRows` rows per 32 columns else.
  void launchTiles(OpBuilder &b, Location loc, const Shape &shape, int64_t axis,
                   int64_t tileRows, const KernelIndexMap &indexing,
                   Value input, Value output) const;
  /// The in-place form of a gather layout (`buffer` is the input and the
  /// destination, of sizes `sizes`): blocks that own whole columns where
  /// the axis is short enough (decided on the host), the swap kernels
  /// otherwise.
  void lowerInPlace(OpBuilder &b, IndexMapOpInterface op, const Shape &shape,
                    int64_t axis, const KernelIndexMap &indexing, Value buffer,
                    ArrayRef<Value> sizes) const;

  /// Elements per 16-byte access (`options.vectorBytes`) of `elementType`,
  /// 0 when vector accesses do not apply (index, whose memory size is not
  /// the same everywhere, or vectors disabled). An i1 is one byte in memory
  /// (see byteView in OpKernels.cpp).
  int64_t vectorLanes(Type elementType) const;

  /// The vector kernels of the rows that move whole (Copy, Reversed,
  /// Dynamic): aligned
  /// groups when the innermost size is a multiple of `lanes` (decided at
  /// run time unless static), two-load windows otherwise.
  void launchRowVectors(OpBuilder &b, Location loc, const Shape &shape,
                        Value count, int64_t lanes, RowKind rows,
                        const KernelIndexMap &indexing, Value input,
                        Value output, SourceIndexFn source) const;

  /// The vector form of `launch` for rows of kind `rows`: each thread moves
  /// groups of `lanes` output elements with one aligned vector store. The
  /// source of the group's first element gives the group's window in the input
  /// (see groupWindowStart and orientGroup). With `aligned` (the innermost size
  /// is a multiple of `lanes`) the window is one aligned vector load;
  /// otherwise there are ceil(count / lanes) groups, a group that lies in
  /// one row loads its window with two aligned loads (loadWindow) and a
  /// group that crosses a row end, or whose second load would pass the end
  /// of the input, moves element by element.
  void launchVector(OpBuilder &b, Location loc, const Shape &shape, Value count,
                    int64_t lanes, RowKind rows, Value reversedFlag,
                    bool aligned, Value input, Value output,
                    SourceIndexFn sourceIndex,
                    SourceIndexFn rowLength = nullptr) const;

  /// Emits the 1-D launch: min(ceil(count / block), maxBlocks) blocks, at
  /// least one, each thread copying every grid-th element.
  void launch(OpBuilder &b, Location loc, const Shape &shape, Value count,
              Value input, Value output, SourceIndexFn sourceIndex) const;
};

} // namespace mlir::revseq::gpu_detail

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOGPU_OPKERNELS_H
