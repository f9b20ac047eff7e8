//===- GroupAccess.h - vector groups of the RevseqToGPU kernels -*- C++ -*-===//
//
// The pieces of the 16-byte kernels of convert-revseq-to-gpu that do not
// depend on the op: where a group of output elements reads its input, the
// order of its lanes, and a 16-byte window at any element offset built from
// two aligned loads (for innermost sizes that are not a multiple of the
// lane count, where a row's groups and their sources are not aligned).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GROUPACCESS_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GROUPACCESS_H

#include "revseq/Dialect/Revseq/IR/RevseqIndexMap.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Alignment.h"

namespace mlir::revseq::gpu_detail {

/// How a row (the innermost dim) of the output reads the input: the kinds
/// of ReverseIndexMap::RowPlan. Copy, Reversed and Dynamic rows move as
/// vector groups; a Prefix row's groups below its length L read backwards,
/// those at or above L forwards, a group across L element by element; the
/// lanes of a Gather row read rows of different lengths (the tile kernel,
/// or scalars).
using RowKind = ReverseIndexMap::RowPlan::Kind;

/// `value` (an `index` or an integer) as the non-negative integer or index
/// of type `type`.
Value castUnsigned(OpBuilder &b, Location loc, Value value, Type type);

/// The integer or index constant `value` of type `type`.
Value constantOf(OpBuilder &b, Location loc, Type type, int64_t value);

/// Emits the launches of a kernel for the index width its math can use:
/// with `narrowIndex`, an `scf.if` on the host whose then-branch calls
/// `emit` with i32, where `bound()` (an `index` that every index the
/// kernel forms stays below, built after the 2^31 - 1 constant) is at most
/// 2^31 - 1, and whose else-branch calls it with `index` (the `scf.if`
/// folds away for static shapes); without it, `emit` with `index` alone.
void emitForIndexWidth(OpBuilder &b, Location loc, bool narrowIndex,
                       function_ref<Value()> bound,
                       function_ref<void(OpBuilder &, Location, Type)> emit);

/// The alignment of a scalar access to an element of `type` in a device
/// buffer: its size where that is a power of two, at least a byte (without
/// it the NVPTX backend splits an i64 access into two 32-bit ones).
llvm::MaybeAlign elementAlignment(Type type);

/// A scalar memref.load / memref.store with elementAlignment: a kernel is
/// translated to LLVM IR before the target's data layout applies, and
/// LLVM's default one aligns an i64 to 4 bytes, so that an access without
/// its alignment becomes two 32-bit accesses on NVPTX.
Value loadElement(OpBuilder &b, Location loc, Value memref, ValueRange indices);
void storeElement(OpBuilder &b, Location loc, Value value, Value memref,
                  ValueRange indices);

/// The lanes of a `vectorBytes`-byte access to elements of `type` (i1 as a
/// byte); 0 where there is none (`vectorBytes` 0, index, odd widths).
int64_t vectorLanes(Type type, int64_t vectorBytes);

/// 16-bit float elements move as i16: the kernels only move bits, and a
/// 16-bit float that passes through a register (a choice between two
/// values, a value yielded by an `scf.if`) may be changed by a target that
/// promotes it (bf16 on x86 quietens signalling NaNs and flushes
/// subnormals). Other types are moved as they are (SPIR-V cannot view an
/// f32 buffer as an i32 one).
Type bitsType(Type elementType);

/// `buffer` viewed with bitsType elements (an unrealized_conversion_cast
/// that the conversion to LLVM resolves: both memref types have the same
/// descriptor), inside a kernel.
Value bitsView(OpBuilder &b, Location loc, Value buffer);

/// The first input element that a group of `lanes` output elements in one
/// row of kind `rows` reads, given `firstSource`, the source of its first
/// element: that element itself, or `lanes - 1` before it when the row is
/// reversed (`reversedFlag`, an index, says so at run time for `Dynamic`).
Value groupWindowStart(OpBuilder &b, Location loc, Value firstSource,
                       int64_t lanes, RowKind rows, Value reversedFlag);

/// `vector`, loaded from the group's window, in output order: its lanes
/// reversed for reversed rows (under an `arith.select` for `Dynamic` and
/// `Prefix`, whose `reversedFlag` is a 0/1 index or an i1).
Value orientGroup(OpBuilder &b, Location loc, Value vector, RowKind rows,
                  Value reversedFlag);

/// The two aligned groups of the input that cover a window of `lanes`
/// elements starting at `start` (a linear index of the kernel's integer
/// type): `base` is `start` rounded down to a multiple of `lanes`, `next`
/// the group after it, or `base` again when `start` is aligned (so that
/// nothing past the window's own group is read), `shift` is `start - base`.
struct AlignedWindow {
  Value base, next, shift;
};
AlignedWindow alignWindow(OpBuilder &b, Location loc, Value start,
                          int64_t lanes);

/// Whether both groups of `window` lie below `count` elements.
Value windowInBounds(OpBuilder &b, Location loc, const AlignedWindow &window,
                     int64_t lanes, Value count);

/// The `lanes` elements of `input` (a flat memref) from `window`'s start:
/// two aligned vector loads and, for each possible shift, one
/// `vector.shuffle` of the pair, picked by `arith.select`.
Value loadWindow(OpBuilder &b, Location loc, Value input, VectorType type,
                 const AlignedWindow &window, llvm::MaybeAlign align);

} // namespace mlir::revseq::gpu_detail

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GROUPACCESS_H
