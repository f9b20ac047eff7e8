//===- GridStride.h - grid-stride launches of the GPU lowerings -*- C++ -*-===//
//
// What every kernel of the GPU lowerings shares, whatever it computes: the
// shape of the iteration space as sizes and row-major strides, in the type
// the kernel's index math uses, and the 1-D launch of a grid-stride loop
// over it (32-bit index math chosen on the host where it is exact). The
// revseq ops' kernels (RevseqToGPU.cpp) and the parallel linalg ops'
// (ParallelLinalgToGPU.cpp) are built on it.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GRIDSTRIDE_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GRIDSTRIDE_H

#include "revseq/Codegen/GPU/RevseqToGPU.h"

#include "mlir/IR/Builders.h"

namespace mlir::revseq::gpu_detail {

/// Element types the kernels load and store: the ones whose memory layout
/// is the same on every host and device (no padded odd-width integers).
bool isKernelElementType(Type type);

/// x * y.
Value mul(OpBuilder &b, Location loc, Value x, Value y);

/// `value` as an `index`, for the indices of loads and stores.
Value toIndex(OpBuilder &b, Location loc, Value value);

/// The product of `values` (indices).
Value productOf(OpBuilder &b, Location loc, ArrayRef<Value> values);

/// The row-major flat index of `indices` (at least one) in a buffer of
/// sizes `sizes`.
Value linearizeRowMajor(OpBuilder &b, Location loc, ValueRange indices,
                        ArrayRef<Value> sizes);

/// What a kernel needs to know about the shape of its iteration space. The
/// kernel math is in the type of the sizes: `index`, or `i32` in the
/// kernels for tensors below 2^31 elements.
struct Shape {
  SmallVector<Value> sizes;
  SmallVector<Value> strides;

  /// Sets the sizes to `dims` (indices, on the host) and the strides to
  /// their row-major strides (upstream's suffix products, folded where
  /// sizes are static). Returns the element count.
  Value setRowMajor(OpBuilder &b, Location loc, ArrayRef<Value> dims);

  /// This shape with sizes and strides of type `type` (on the host).
  Shape castTo(OpBuilder &b, Location loc, Type type) const;

  /// Coordinate `d` of the element at linear index `linear` (below the
  /// element count).
  Value coordinate(OpBuilder &b, Location loc, Value linear, int64_t d) const;

  /// `linear` with coordinate `d` moved from `from` to `to`.
  Value move(OpBuilder &b, Location loc, Value linear, int64_t d, Value from,
             Value to) const;
};

/// Computes, inside the kernel, the linear source index of the output
/// element at linear index `linear`, in the type of `shape`'s sizes.
using SourceIndexFn = function_ref<Value(OpBuilder &, Location,
                                         const Shape &shape, Value linear)>;

/// The body of a grid-stride loop: `shape` and `index` have the type the
/// kernel computes in.
using LoopBodyFn =
    function_ref<void(OpBuilder &, Location, const Shape &shape, Value index)>;

/// The body of an unrolled grid-stride loop: the indices of one step of a
/// thread, in order, in the type the kernel computes in.
using UnrolledBodyFn = function_ref<void(
    OpBuilder &, Location, const Shape &shape, ValueRange indices)>;

/// The body of a strided loop: one index, or the indices of one unrolled
/// iteration in order.
using StridedBodyFn =
    function_ref<void(OpBuilder &, Location, ValueRange indices)>;

/// Inside a kernel, the loop over `first`, `first + step`, ... below `end`
/// (signed values of one integer type): `unroll` indices per iteration
/// while all of them are below `end`, so that a body can issue all their
/// loads before it stores, then the indices left one at a time.
void emitStridedLoop(OpBuilder &b, Location loc, Value first, Value end,
                     Value step, int64_t unroll, StridedBodyFn body);

/// The launch of a grid-stride loop over [0, count) with body `body`, each
/// of whose indices stands for `elementsPerIndex` elements:
/// min(ceil(count / blockSize), maxBlocks) blocks of `options`, at least
/// one. With `options.narrowIndex`, two launches: the kernel math in i32 when
/// every element index the loop reaches (below (count + grid stride) *
/// elementsPerIndex) is below 2^31, a host-side choice that folds away for
/// static shapes; `index` otherwise.
void launchGridStride(OpBuilder &b, Location loc,
                      const RevseqGPUOptions &options, const Shape &shape,
                      Value count, int64_t elementsPerIndex, LoopBodyFn body);

/// The same launch with `unroll` times fewer blocks (at most
/// options.maxBlocks), whose threads each take `unroll` indices one grid
/// stride apart per step, so that a body can issue all their loads before
/// it stores; the indices left over (fewer than `unroll` strides) then one
/// at a time. With `unroll` 1, launchGridStride.
void launchUnrolledGridStride(OpBuilder &b, Location loc,
                              const RevseqGPUOptions &options,
                              const Shape &shape, Value count, int64_t unroll,
                              UnrolledBodyFn body);

} // namespace mlir::revseq::gpu_detail

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOGPU_GRIDSTRIDE_H
