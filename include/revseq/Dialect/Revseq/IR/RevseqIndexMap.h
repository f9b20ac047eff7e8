//===- RevseqIndexMap.h - the index map of a revseq op ----------*- C++ -*-===//
//
// The data behind IndexMapOpInterface: which coordinates of an output index
// a revseq op mirrors, and where a length comes from.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_IR_REVSEQINDEXMAP_H
#define REVSEQ_DIALECT_REVSEQ_IR_REVSEQINDEXMAP_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::revseq {

enum class ReverseMode : uint32_t;

/// The output element at index `i` of a revseq op is its input's element at
/// `i` with some coordinates mirrored; this says which (see
/// IndexMapOpInterface).
struct ReverseIndexMap {
  enum class Kind {
    /// `axes` mirror whole: `i_d -> dim_d - 1 - i_d`.
    Axes,
    /// The axes named at run time by `axesOperand` in `mode` mirror whole.
    DynamicAxes,
    /// Along `seqAxis`, `t -> t < L ? L - 1 - t : t` with
    /// `L = clamp(lengths[lengthsMap(i)], 0, dim_seqAxis)`.
    Prefix,
  };
  Kind kind = Kind::Axes;
  /// Axes: normalized and sorted.
  SmallVector<int64_t> axes;
  /// DynamicAxes: the axes operand and how to read it.
  Value axesOperand;
  ReverseMode mode{};
  /// Prefix: the mirrored axis, the lengths operand and the map from an
  /// output index to the index of its length in `lengths`.
  int64_t seqAxis = -1;
  Value lengths;
  AffineMap lengthsMap;

  /// Whether, in a rank-`rank` tensor, the lengths vary along the innermost
  /// dim while another axis is mirrored (ReverseSequence with the batch axis
  /// innermost, ReverseSubsequences of an outer axis): the lanes of a row
  /// read rows of different lengths, the gather layouts of the kernels.
  bool hasLengthPerLane(int64_t rank) const {
    return kind == Kind::Prefix && seqAxis != rank - 1 &&
           lengthsMap.isFunctionOfDim(rank - 1);
  }

  static ReverseIndexMap getAxes(ArrayRef<int64_t> axes) {
    ReverseIndexMap map;
    map.axes.assign(axes.begin(), axes.end());
    return map;
  }
  static ReverseIndexMap getDynamicAxes(Value axes, ReverseMode mode) {
    ReverseIndexMap map;
    map.kind = Kind::DynamicAxes;
    map.axesOperand = axes;
    map.mode = mode;
    return map;
  }
  static ReverseIndexMap getPrefix(int64_t seqAxis, Value lengths,
                                   AffineMap lengthsMap) {
    ReverseIndexMap map;
    map.kind = Kind::Prefix;
    map.seqAxis = seqAxis;
    map.lengths = lengths;
    map.lengthsMap = lengthsMap;
    return map;
  }
};

} // namespace mlir::revseq

#endif // REVSEQ_DIALECT_REVSEQ_IR_REVSEQINDEXMAP_H
