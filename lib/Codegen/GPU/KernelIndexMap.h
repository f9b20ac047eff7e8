//===- KernelIndexMap.h - an op's index map in the GPU kernels --*- C++ -*-===//
//
// The index math of convert-revseq-to-gpu's kernels, derived from the op's
// ReverseIndexMap (IndexMapOpInterface) alone: the host values the kernels
// read (the run-time flags of DynamicAxes, the flat lengths of Prefix),
// the source of an output element, the clamped length of its row or of a
// column of the gather layouts, and the row plan (getRowPlan) by which
// OpKernels picks its launches. Nothing here names an op.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOGPU_KERNELINDEXMAP_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOGPU_KERNELINDEXMAP_H

#include "GatherTiles.h"
#include "GridStride.h"
#include "GroupAccess.h"

#include "revseq/Dialect/Revseq/IR/RevseqIndexMap.h"

namespace mlir::revseq::gpu_detail {

/// Whether the kernels compute `map`: for Prefix, each result of
/// `lengthsMap` is a dim of the output other than `seqAxis` or the
/// constant 0.
bool isKernelIndexMap(const ReverseIndexMap &map);

/// A rank-`rank` op's index map as its kernels compute it.
///
/// For Prefix, `lengths` (flattened row-major) is shaped as the results of
/// `lengthsMap` say: along a dim result, the size of that dim of the output;
/// along a constant result (0), 1 (the size checks the op emits stop the
/// program otherwise). The lengths do not vary along `seqAxis`.
class KernelIndexMap {
public:
  KernelIndexMap(const ReverseIndexMap &map, int64_t rank)
      : map(map), rank(rank), plan(map.getRowPlan(rank)) {}

  /// Emits, on the host before the launches, the values the kernels read:
  /// one 0/1 index per dim (DynamicAxes, whose kernels multiply the move of
  /// each coordinate by it instead of branching) or the flat lengths
  /// (Prefix).
  void prepare(OpBuilder &b, Location loc,
               const RevseqLoweringOptions &options);

  const ReverseIndexMap::RowPlan &getRowPlan() const { return plan; }

  /// For the Gather rows: the mirrored axis, whose tile kernel stages the
  /// sources in workgroup memory (see GatherTiles.h).
  std::optional<int64_t> getGatherAxis() const;

  /// Inside a kernel: the source index of the output element at `linear`.
  Value sourceIndex(OpBuilder &b, Location loc, const Shape &shape,
                    Value linear) const;

  /// For Dynamic rows: the 0/1 index that says whether rows are reversed
  /// (the innermost flag).
  Value rowReversed() const;

  /// For Prefix: inside a kernel, the clamped length of the row that holds
  /// the output element at `linear`, in the type of `shape`'s sizes.
  Value rowLength(OpBuilder &b, Location loc, const Shape &shape,
                  Value linear) const;

  /// For Gather rows: inside the tile kernel, the clamped length of column
  /// `column` of outer slice `outer` of the tensor seen as `dims` (values
  /// of the type of `dims`; `shape` holds the host sizes).
  Value columnLength(OpBuilder &b, Location loc, const Shape &shape,
                     const GatherDims &dims, Value outer, Value column) const;

private:
  /// The index into the flat lengths of the output element at `linear`.
  Value lengthsIndex(OpBuilder &b, Location loc, const Shape &shape,
                     Value linear) const;
  /// The index into the flat lengths of column `column` of outer slice
  /// `outer` of the gather view around `axis`.
  Value columnLengthsIndex(OpBuilder &b, Location loc, const Shape &shape,
                           int64_t axis, const GatherDims &dims, Value outer,
                           Value column) const;

  ReverseIndexMap map;
  int64_t rank;
  ReverseIndexMap::RowPlan plan;
  /// What prepare() emitted: the flags (DynamicAxes) or the flat lengths
  /// (Prefix).
  SmallVector<Value> flags;
  Value lengths;
};

} // namespace mlir::revseq::gpu_detail

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOGPU_KERNELINDEXMAP_H
