//===- ElementwiseVectorizer.h - vector step of a linalg body ---*- C++ -*-===//
//
// Used by VectorizeElementwise.cpp: emits the body of an elementwise
// linalg.generic on buffers for `lanes` consecutive points of its innermost
// loop, classifying each value as uniform across the lanes (a scalar), an
// index that moves by +1 or -1 per lane (base + stride * lane), or a vector.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_TRANSFORMS_ELEMENTWISEVECTORIZER_H
#define REVSEQ_LIB_TRANSFORMS_ELEMENTWISEVECTORIZER_H

#include "revseq/Codegen/Common/Buffers.h"
#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

namespace mlir::revseq {

/// Whether the body of the elementwise generic `op` (on buffers) has only
/// ops that `emitVectorStep` vectorizes: linalg.index, scalar arith and
/// math ops, and memref.loads of identity-layout or strided buffers defined
/// above it.
bool hasVectorizableBody(linalg::GenericOp op);

/// The buffers that the body loads from, viewed as 1-D (getFlatBufferView):
/// where a vector step gathers.
struct FlatViews {
  DenseMap<Value, FlatBufferView> byBuffer;
  /// The ops that made the views, in order: those no step used are erased.
  SmallVector<Operation *> ops;

  const FlatBufferView &at(Value buffer) const { return byBuffer.at(buffer); }
};

/// Creates the flat views of the buffers the body of `op` loads from, at
/// the builder's point (before the loop nest); erase the unused ones after.
FlatViews createFlatViews(OpBuilder &b, linalg::GenericOp op);

/// Emits, for the row `outer` (the indices of every loop but the innermost),
/// the part of `op`'s body that does not depend on the innermost index (a
/// fused op's length and clamp, a mirrored outer index, operands without the
/// innermost dim), once per row. Returns the body values it computed.
DenseMap<Value, Value> emitRowValues(OpBuilder &b, linalg::GenericOp op,
                                     ValueRange outer);

/// Emits the body of `op` for the points `(outer..., j + lane)`, lane in
/// [0, lanes), ending in vector stores into the outputs; `row` holds what
/// emitRowValues computed for the row. The stores are of the kind `store`:
/// for non-temporal ones, the caller makes every address a multiple of the
/// vector's size.
void emitVectorStep(OpBuilder &b, linalg::GenericOp op, ValueRange outer,
                    Value j, int64_t lanes, const FlatViews &views,
                    const DenseMap<Value, Value> &row,
                    const StoreKind &store = {});

/// Emits the body of `op` for the one point `ivs` with scalar loads and
/// stores.
void emitScalarStep(OpBuilder &b, linalg::GenericOp op, ValueRange ivs);

} // namespace mlir::revseq

#endif // REVSEQ_LIB_TRANSFORMS_ELEMENTWISEVECTORIZER_H
