//===- GPUHostEmulation.h - shared parts of the host emulation --*- C++ -*-===//
//
// The pieces of revseq-gpu-host-emulation shared by the plain launches
// (GPUHostEmulation.cpp) and the launches with barriers and workgroup memory
// (GPUHostEmulationBarriers.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_LIB_TRANSFORMS_GPUHOSTEMULATION_H
#define REVSEQ_LIB_TRANSFORMS_GPUHOSTEMULATION_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::revseq {

/// Replaces the uses of `launch`'s block id, grid size and block size
/// arguments by `blockId` and the launch's operands.
void replaceLaunchDims(RewriterBase &rewriter, gpu::LaunchOp launch,
                       const gpu::KernelDim3 &blockId);

/// Replaces the gpu.block_id, gpu.thread_id, gpu.grid_dim and gpu.block_dim
/// ops nested in `root` by the given values.
void replaceIdOps(RewriterBase &rewriter, Operation *root,
                  const gpu::KernelDim3 &blockId,
                  const gpu::KernelDim3 &threadId, const gpu::KernelDim3 &grid,
                  const gpu::KernelDim3 &block);

/// Emulates `launch`, whose threads meet at top-level gpu.barriers and may
/// share workgroup buffers: per block of the grid, each stretch between two
/// barriers runs for every thread before the next.
LogicalResult emulateLaunchWithBarriers(RewriterBase &rewriter,
                                        gpu::LaunchOp launch);

} // namespace mlir::revseq

#endif // REVSEQ_LIB_TRANSFORMS_GPUHOSTEMULATION_H
