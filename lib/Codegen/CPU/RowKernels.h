//===- RowKernels.h - vectorised row and column-strip kernels ---*- C++ -*-===//
//
// Builders for the inner loops of the vectorised lowering, on buffers of any
// strided layout whose innermost stride is 1. A "row" is a 1-D slice along
// the innermost dim, named by the indices of all other dims. Scratch buffers
// a kernel allocates are freed by the kernel.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOVECTOR_ROWKERNELS_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOVECTOR_ROWKERNELS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include <functional>

namespace mlir::revseq {

/// Emits the vector loops that fill rows of `dst` from rows of `src`; both
/// buffers have the same element type and rank.
///
/// With `dstRowOffset` (the address of `dst[dstRow][0]` in elements: its
/// byte address divided by the element size), the full vectors are stored
/// non-temporally: the loops first peel the elements up to the next
/// vector-aligned address, so every such store is aligned, which x86 needs
/// to emit `movnt`. Without it, stores are ordinary and nothing is peeled.
class RowKernelBuilder {
public:
  /// With `largeOutput` too (an i1), the non-temporal path is taken only
  /// where it holds at run time: the peel is then empty and each full
  /// vector store branches between both kinds (for dynamic shapes, whose
  /// size decides; one version of the loops instead of two).
  RowKernelBuilder(OpBuilder &b, Location loc, Type elementType,
                   int64_t vectorLength, Value dstRowOffset = Value(),
                   Value largeOutput = Value());

  /// The same kernel emitting through `nb` at `nl` (for a nested region).
  RowKernelBuilder withBuilder(OpBuilder &nb, Location nl) const {
    return RowKernelBuilder(nb, nl, elementType, vectorLength, dstRowOffset,
                            largeOutput);
  }

  /// dst[dstRow][j] = src[srcRow][j] for j in [from, width).
  void copy(Value src, ValueRange srcRow, Value dst, ValueRange dstRow,
            Value from, Value width);

  /// dst[dstRow][j] = src[srcRow][length - 1 - j] for j < length, and
  /// src[srcRow][j] for j in [length, width); `length` <= `width`.
  void reverse(Value src, ValueRange srcRow, Value dst, ValueRange dstRow,
               Value length, Value width);

private:
  SmallVector<Value> at(ValueRange row, Value column);
  /// The first column in [from, end] at which a non-temporal store is
  /// aligned, or `from` for ordinary stores.
  Value alignedStart(Value from, Value end);
  /// Stores a full vector at dst[dstRow][column].
  void store(OpBuilder &sb, Location sl, Value value, Value dst,
             ValueRange dstRow, Value column);
  /// Copies the `count` (< one vector) columns from `column` through a mask.
  void maskedCopy(Value src, ValueRange srcRow, Value dst, ValueRange dstRow,
                  Value column, Value count);
  /// The reversed columns [from, to) one element at a time.
  void scalarReverse(Value src, ValueRange srcRow, Value dst, ValueRange dstRow,
                     Value length, Value from, Value to);

  OpBuilder &b;
  Location loc;
  Type elementType;
  int64_t vectorLength;
  Value dstRowOffset;
  Value largeOutput;
};

/// Describes the column-strip kernel: along `axis` every column j of the
/// innermost dim has its own clamped length, so each output vector reads
/// lanes from different rows.
struct ColumnStripKernel {
  /// The reversed dim (never the innermost one).
  int64_t axis;
  /// Clamped lengths as integers of `indexType`, one per output column:
  /// `lengths[lengthRow(outputIndices)][j]`.
  Value lengths;
  std::function<SmallVector<Value>(OpBuilder &, Location, ValueRange)>
      lengthRow;
  /// Element type of the gather indices (i32 when every offset fits).
  IntegerType indexType;
  /// The address of `dst`'s first element, in elements, when full vectors
  /// may be stored non-temporally (where they turn out aligned); null
  /// otherwise.
  Value nontemporalAddress = {};
  /// With `nontemporalAddress`: the strides of `dst` in elements.
  SmallVector<Value> dstStrides = {};
  /// With `nontemporalAddress`, when set: an i1 that must also hold (the
  /// output is large enough) for non-temporal stores.
  Value largeOutput = {};
  /// Every strip is staged whole before it is written (the in-place form,
  /// whose `dst` is `src`): the caller guarantees an axis of at most
  /// getMaxStagedStripRows rows.
  bool stagedOnly = false;
};

/// The longest axis whose strips buildColumnStripKernel stages whole in a
/// scratch buffer (transposed or for the gathers) for elements of
/// `elementType` and `vectorLength` lanes.
int64_t getMaxStagedStripRows(Type elementType, int64_t vectorLength);

/// Emits dst = the column-strip reversal of src: through transposes (below)
/// where that kernel applies and the axis fits its scratch buffer (decided
/// at run time for a dynamic axis), else a parallel loop over the outer
/// dims and strips of columns, a loop over `kernel.axis`, and per vector of
/// columns a contiguous load, blended with a masked `vector.gather` from the
/// mirrored rows where the row index is below the length.
void buildColumnStripKernel(OpBuilder &b, Location loc, Value src, Value dst,
                            ArrayRef<Value> sizes,
                            const ColumnStripKernel &kernel,
                            int64_t vectorLength);

/// The longest axis whose strips the gather kernel stages in a scratch
/// buffer (GatherStrips.cpp).
int64_t getMaxStagedGatherStripRows(Type elementType, int64_t vectorLength);

/// The column-strip kernel with gathers (GatherStrips.cpp), for any
/// element type and axis size.
void buildGatherStripKernel(OpBuilder &b, Location loc, Value src, Value dst,
                            ArrayRef<Value> sizes,
                            const ColumnStripKernel &kernel,
                            int64_t vectorLength);

/// The column-strip kernel through transposes (TransposedStrips.cpp): the
/// strip is staged transposed, each output block of rows is read as
/// contiguous column windows and transposed back in registers. For axis
/// sizes up to getMaxTransposedStripRows, which is 0 where the kernel does
/// not apply.
void buildTransposedStripKernel(OpBuilder &b, Location loc, Value src,
                                Value dst, ArrayRef<Value> sizes,
                                const ColumnStripKernel &kernel,
                                int64_t vectorLength);
int64_t getMaxTransposedStripRows(Type elementType, int64_t vectorLength);

/// The parallel loops of a column-strip kernel: one per dim other than
/// `axis` and the innermost, then one over the strips of `stripWidth`
/// columns.
struct StripLoops {
  StripLoops(OpBuilder &b, Location loc, ArrayRef<Value> sizes, int64_t axis,
             int64_t stripWidth);
  /// The indices of row `t` and column `column` (null: left for the caller)
  /// at the loops' induction variables `ivs`.
  SmallVector<Value> at(ValueRange ivs, Value t, Value column) const;

  int64_t rank, axis;
  SmallVector<int64_t> outerDims;
  /// The loops' upper bounds: the outer dims' sizes, then the strip count.
  SmallVector<Value> ubs;
};

/// Emits an `scf.parallel` over [0, ubs) calling `body` with its induction
/// variables, or calls `body` directly when `ubs` is empty.
void buildParallelNest(
    OpBuilder &b, Location loc, ArrayRef<Value> ubs,
    function_ref<void(OpBuilder &, Location, ValueRange)> body);

} // namespace mlir::revseq

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOVECTOR_ROWKERNELS_H
