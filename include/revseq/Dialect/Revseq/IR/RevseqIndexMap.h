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
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/ErrorHandling.h"

#include <optional>

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

  /// Prefix: the input dim that result `j` of `lengthsMap` names, or
  /// std::nullopt where that result is a constant. Lengths dim `j` has the
  /// size of that input dim (1 for a constant), and a tile of the output
  /// reads lengths along `j` at the tile's offset and size of that dim (at
  /// the constant, size 1).
  std::optional<int64_t> getLengthsSourceDim(int64_t j) const {
    if (auto dim = dyn_cast<AffineDimExpr>(lengthsMap.getResult(j)))
      return dim.getPosition();
    return std::nullopt;
  }

  /// The input dims the map mirrors in a rank-`rank` input: `axes`, every
  /// dim for DynamicAxes (any may be named at run time), the sequence axis
  /// of a prefix.
  SmallVector<int64_t> getMirroredDims(int64_t rank) const {
    switch (kind) {
    case Kind::Axes:
      return axes;
    case Kind::DynamicAxes:
      return llvm::to_vector(llvm::seq<int64_t>(0, rank));
    case Kind::Prefix:
      return {seqAxis};
    }
    llvm_unreachable("unknown index map kind");
  }

  /// How a row (the innermost dim) of a rank-`rank` output reads the input,
  /// derived from the map: the plan by which every kernel that moves rows
  /// or groups of a row picks its code.
  struct RowPlan {
    enum class Kind {
      /// The row is one row of the input, read forwards (a mirrored row
      /// when an outer axis mirrors).
      Copy,
      /// The row is one row of the input read backwards: the innermost axis
      /// mirrors whole.
      Reversed,
      /// Copy or Reversed, as the innermost run-time flag says.
      Dynamic,
      /// The row's first L elements read backwards and the rest forwards,
      /// L the row's own clamped length: the innermost axis mirrors a
      /// prefix.
      Prefix,
      /// The lanes of a row read along `axis` with lengths of their own:
      /// the lengths vary along the innermost dim while `axis` mirrors a
      /// prefix (the gather layouts).
      Gather,
    };
    Kind kind = Kind::Copy;
    /// Gather: the mirrored axis.
    int64_t axis = -1;
  };
  RowPlan getRowPlan(int64_t rank) const {
    int64_t inner = rank - 1;
    switch (kind) {
    case Kind::Axes:
      return {llvm::is_contained(axes, inner) ? RowPlan::Kind::Reversed
                                              : RowPlan::Kind::Copy};
    case Kind::DynamicAxes:
      return {RowPlan::Kind::Dynamic};
    case Kind::Prefix:
      if (seqAxis == inner)
        return {RowPlan::Kind::Prefix};
      if (lengthsMap.isFunctionOfDim(inner))
        return {RowPlan::Kind::Gather, seqAxis};
      return {RowPlan::Kind::Copy};
    }
    llvm_unreachable("unknown index map kind");
  }

  /// Whether, in a rank-`rank` tensor, the lengths vary along the innermost
  /// dim while another axis is mirrored (ReverseSequence with the batch axis
  /// innermost, ReverseSubsequences of an outer axis): the lanes of a row
  /// read rows of different lengths, the gather layouts of the kernels.
  bool hasLengthPerLane(int64_t rank) const {
    return getRowPlan(rank).kind == RowPlan::Kind::Gather;
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
