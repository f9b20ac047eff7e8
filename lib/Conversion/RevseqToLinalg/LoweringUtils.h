//===- LoweringUtils.h - index math shared by the revseq lowerings -*- C++ -*-===//
//
// The scalar building blocks of the clamped-length semantics
// (docs/Semantics.md), emitted as arith ops so every lowering computes the
// same indices.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOLINALG_LOWERINGUTILS_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOLINALG_LOWERINGUTILS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

namespace mlir::revseq {

/// Reads the signless integer `value` (any width) as signed and converts it
/// to i64, saturating values outside the i64 range.
Value saturateToI64(OpBuilder &b, Location loc, Value value);

/// Returns `clamp(length, 0, size)` as an index; `length` is a signless
/// integer of any width read as signed, `size` an index.
Value clampLength(OpBuilder &b, Location loc, Value length, Value size);

/// Returns `pos < length ? length - 1 - pos : pos` (all index values).
Value mirrorBelow(OpBuilder &b, Location loc, Value pos, Value length);

/// Returns `size - 1 - pos` (index values).
Value mirror(OpBuilder &b, Location loc, Value pos, Value size);

/// Emits `cf.assert(lhs == rhs, message)` for two index values.
void assertEqual(OpBuilder &b, Location loc, Value lhs, Value rhs,
                 const Twine &message);

/// Emits `cf.assert(lo <= value <= hi, message)` for signed i64 values.
void assertInRange(OpBuilder &b, Location loc, Value value, Value lo,
                   Value hi, const Twine &message);

} // namespace mlir::revseq

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOLINALG_LOWERINGUTILS_H
