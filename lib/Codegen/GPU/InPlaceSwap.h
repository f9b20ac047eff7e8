//===- InPlaceSwap.h - the swap kernels of in-place ops ---------*- C++ -*-===//
//
// The grid-stride swap kernels of an op in the in-place form (its
// destination is its input): each thread owns whole pairs of elements.
// InPlaceSwap.cpp's pattern uses them for every in-place op but the
// gather layouts, whose OpKernels use them where an axis is too long for a
// block to stage whole columns (GatherTiles.h).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_CONVERSION_REVSEQTOGPU_INPLACESWAP_H
#define REVSEQ_LIB_CONVERSION_REVSEQTOGPU_INPLACESWAP_H

#include "revseq/Codegen/GPU/RevseqToGPU.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

namespace mlir::revseq::gpu_detail {

/// Emits the swap launches that reverse `buffer` (of sizes `sizes`), the
/// input and destination of the in-place op `op`, one per swap nest.
void emitInPlaceSwaps(OpBuilder &b, IndexMapOpInterface op, Value buffer,
                      ArrayRef<Value> sizes, const RevseqGPUOptions &options);

} // namespace mlir::revseq::gpu_detail

#endif // REVSEQ_LIB_CONVERSION_REVSEQTOGPU_INPLACESWAP_H
