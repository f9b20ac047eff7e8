//===- KernelUtils.h - builders shared by the vector kernels ----*- C++ -*-===//
//
// Helpers of the vector kernels (RowKernels.cpp, GatherStrips.cpp,
// TransposedStrips.cpp): the scratch limit, constants, masked loads and
// stores, and an `scf.if` with two branches.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOVECTOR_KERNELUTILS_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOVECTOR_KERNELUTILS_H

#include "revseq/Codegen/Common/Buffers.h"
#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::revseq {

struct RevseqVectorOptions;

/// Lanes per vector for the op's element type, or 0 when the op stays on
/// the scalar linalg path.
int64_t getVectorLength(Operation *op, unsigned vectorBits);

/// Whether `type` is a memref whose innermost stride is statically 1, so
/// that rows load and store as vectors.
bool hasUnitInnerStride(Type type);

/// Whether InPlaceRows takes the in-place op `op` (isInPlaceForm): every
/// row plan of its index map but Gather (ReverseIndexMap::getRowPlan).
bool hasInPlaceRows(Operation *op);

/// In place, rows t and `length` - 1 - t along `axis` (not the innermost)
/// of `buffer` exchanged whole for t < `length` / 2, with vector loads and
/// stores of `lanes` elements, in one scf.parallel over the pairs and every
/// other outer dim (InPlaceRows.cpp): a ReverseSequence or
/// ReverseSubsequences whose clamped lengths are all `length`.
void buildEqualLengthRowSwaps(OpBuilder &b, Location loc, Value buffer,
                              ArrayRef<Value> sizes, int64_t axis, Value length,
                              int64_t lanes);

/// Adds InPlaceRows: in-place ops as vector row swaps (InPlaceRows.cpp).
void populateInPlaceRowsPatterns(RewritePatternSet &patterns,
                                 const RevseqVectorOptions &options);

/// The largest scratch buffer a kernel allocates for one strip of columns.
/// The transposed strips (TransposedStrips.cpp) and the staged gathers
/// (GatherStrips.cpp) copy a strip's rows there and read them back, which
/// pays while the buffer stays in the caches (1 MiB of L2 per core, 32 MiB
/// of L3 on the machine of docs/Performance.md). With ReverseSequence
/// [T, B] (batch axis innermost) and 8 MiB of scratch, staging still
/// measured faster than gathering from the input (docs/Performance.md,
/// "Measurements behind the kernels' constants"). A longer axis gathers
/// from the input, with no scratch.
constexpr int64_t kMaxScratchBytes = 8 << 20;

/// In place, a transposed strip of at most this many bytes is written back
/// with plain stores: it was just staged from the same lines, which are
/// still cached, where non-temporal stores would evict them first (f32
/// ReverseSubsequences along H of [4, 16, 512, 512], 512 KiB strips: 10.8
/// GB/s with non-temporal stores, 24.8 with plain ones; ReverseSequence
/// [4096, 4096], 4 MiB strips: 8.7 with non-temporal stores, 7.1 with plain
/// ones; docs/Performance.md, "Measurements behind the kernels'
/// constants").
constexpr int64_t kCachedStripBytes = 1 << 20;

/// A cache line: a transposed strip stores rows non-temporally only in
/// vectors this wide. A narrower row vector leaves its line half written
/// until a later block writes the rest, and a write-combining buffer
/// flushed half full costs a read of the line in memory (i8 blocks of 32
/// bytes: ReverseSequence [4096, 16384] 2.4 GB/s with non-temporal stores,
/// 3.3 with plain ones; docs/Performance.md, "Measurements behind the
/// kernels' constants").
constexpr int64_t kCacheLineBytes = 64;

inline Value constantIndex(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// Rounds `n` down to a multiple of `step`, counting from `from`:
/// `from + (n - from) / step * step`.
inline Value alignedEnd(OpBuilder &b, Location loc, Value from, Value n,
                        int64_t step) {
  Value stepValue = constantIndex(b, loc, step);
  Value count = arith::DivUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, n, from), stepValue);
  return arith::AddIOp::create(b, loc, from,
                               arith::MulIOp::create(b, loc, count, stepValue));
}

/// Loads a vector at `indices`, through `mask` when there is one.
inline Value loadVector(OpBuilder &b, Location loc, VectorType type, Value base,
                        ValueRange indices, Value mask) {
  if (!mask)
    return vector::LoadOp::create(b, loc, type, base, indices);
  Value zero = arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
  return vector::MaskedLoadOp::create(b, loc, type, base, indices, mask, zero);
}

/// Stores `value` at `indices`, through `mask` when there is one.
inline void storeVector(OpBuilder &b, Location loc, Value value, Value base,
                        ValueRange indices, Value mask) {
  if (!mask) {
    vector::StoreOp::create(b, loc, value, base, indices);
    return;
  }
  vector::MaskedStoreOp::create(b, loc, base, indices, mask, value);
}

/// The shuffle mask that reverses the lanes of a vector of `n`.
inline SmallVector<int64_t> reversedLanes(int64_t n) {
  SmallVector<int64_t> lanes;
  for (int64_t lane = n - 1; lane >= 0; --lane)
    lanes.push_back(lane);
  return lanes;
}

inline Value createMask(OpBuilder &b, Location loc, int64_t vectorLength,
                        Value count) {
  return vector::CreateMaskOp::create(
      b, loc, VectorType::get({vectorLength}, b.getI1Type()),
      ValueRange{count});
}

} // namespace mlir::revseq

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOVECTOR_KERNELUTILS_H
