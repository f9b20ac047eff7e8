//===- GPULaunchBuffers.h - buffers a gpu.launch uses from above -*- C++
//-*-===//
//
// Shared by the passes that change how a buffer reaches a kernel
// (GPUDynamicEmptyBuffers.cpp, GPULinearizeDynamicBuffers.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_TRANSFORMS_GPULAUNCHBUFFERS_H
#define REVSEQ_LIB_TRANSFORMS_GPULAUNCHBUFFERS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::revseq {

/// Whether every use of `value` inside `launch` is the buffer of a
/// memref.load or memref.store.
bool isOnlyLoadedOrStored(Value value, gpu::LaunchOp launch);

} // namespace mlir::revseq

#endif // REVSEQ_LIB_TRANSFORMS_GPULAUNCHBUFFERS_H
