//===- Buffers.h - how the kernels address memory ---------------*- C++ -*-===//
//
// What the CPU and GPU kernels share about buffers: a memref seen as one
// flat buffer, where its elements lie, and whether full vectors are stored
// plainly or non-temporally (the `nontemporal-bytes` rule).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_CODEGEN_COMMON_BUFFERS_H
#define REVSEQ_CODEGEN_COMMON_BUFFERS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

namespace mlir::revseq {

/// A memref as kernels address it: one 1-D buffer `flat` and where each
/// element lies in it.
/// - Identity layout: `flat` is the buffer collapsed (the buffer itself at
///   rank 0 and 1), element `i` at the row-major index of `i` with the
///   dims `sizes` (set from rank 2 on).
/// - Strided layout (a subview: an extract_slice input, a tile): `flat` is
///   the base buffer viewed as 1-D from its start, as long as offset +
///   sum(size * stride), element `i` at `offset + sum(i_d * strides_d)`.
struct FlatBufferView {
  Value flat;
  SmallVector<Value> sizes;
  Value offset;
  SmallVector<Value> strides;

  bool isStrided() const { return static_cast<bool>(offset); }
};
FlatBufferView getFlatBufferView(OpBuilder &b, Location loc, Value buffer);

/// The strided form of getFlatBufferView for any layout: `buffer`'s base
/// buffer viewed as 1-D, with the offset and strides of its metadata.
FlatBufferView getStridedFlatBufferView(OpBuilder &b, Location loc,
                                        Value buffer);

/// The buffer `value` is a view of, through every view-like op (itself if
/// it is none).
Value getViewRoot(Value value);

/// How a kernel stores the full vectors of its output: plainly, or
/// non-temporally, then only where `largeOutput` (an i1 computed at run
/// time, null when known at compile time) holds.
struct StoreKind {
  bool nontemporal = false;
  Value largeOutput;
};

/// The rule of the `nontemporal-bytes` options: non-temporal stores when the
/// memory that the memref `output` (of sizes `outputSizes`) writes into has
/// at least `threshold` bytes (0: never). That memory is the buffer at the
/// root of its views (the whole output of a tile's slice) where that root
/// has the identity layout, else `output` itself. Decided here for a static
/// shape; for a dynamic one, the check is emitted at the builder's point.
StoreKind getStoreKind(OpBuilder &b, Location loc, Value output,
                       ArrayRef<Value> outputSizes, uint64_t threshold);

/// Stores the full vector `value` at `indices` non-temporally; the address
/// must be aligned to the vector's size (x86 emits `movnt` only then).
void storeNontemporal(OpBuilder &b, Location loc, Value value, Value base,
                      ValueRange indices);

/// Stores the full vector `value` at `indices` as `kind` says; a
/// non-temporal address must be aligned to the vector's size.
void storeVectorOfKind(OpBuilder &b, Location loc, Value value, Value base,
                       ValueRange indices, const StoreKind &kind);

/// Where the elements of a memref lie, counted in elements: element `i` of
/// `buffer` is at `address + sum(i_d * strides_d)`, with `address` its
/// aligned pointer divided by the element size plus its offset. For stores
/// that need aligned addresses (non-temporal vectors).
struct ElementAddressing {
  Value address;
  SmallVector<Value> strides;

  /// The address of the first element of the row `row` (the indices of
  /// every dim but the innermost).
  Value rowAddress(OpBuilder &b, Location loc, ValueRange row) const;
};
ElementAddressing getElementAddressing(OpBuilder &b, Location loc,
                                       Value buffer);

/// The first column in [from, end] whose element address (`rowAddress +
/// column`) is a multiple of `lanes`: from + (lanes - (rowAddress + from) %
/// lanes) % lanes, at most `end`.
Value alignedColumn(OpBuilder &b, Location loc, Value rowAddress, Value from,
                    Value end, int64_t lanes);

} // namespace mlir::revseq

#endif // REVSEQ_CODEGEN_COMMON_BUFFERS_H
