//===- RevseqToGPU.h - revseq to gpu.launch patterns ------------*- C++ -*-===//

#ifndef REVSEQ_CONVERSION_REVSEQTOGPU_REVSEQTOGPU_H
#define REVSEQ_CONVERSION_REVSEQTOGPU_REVSEQTOGPU_H

#include "revseq/Conversion/RevseqCommon/RevseqCommon.h"
#include "revseq/Support/TargetLimits.h"

namespace mlir {
class ConversionTarget;
class RewritePatternSet;
class Operation;
namespace revseq {

/// The most workgroup memory a block may use without an opt-in on every
/// target (48 KiB, CUDA's static limit).
constexpr int64_t kMaxGatherTileBytes = 49152;

/// The most points a thread of a parallel linalg op's kernel takes per
/// grid-stride step (RevseqGPUOptions::elementsPerThread).
constexpr int64_t kMaxElementsPerThread = 16;

/// Launch configuration of the revseq GPU kernels.
struct RevseqGPUOptions : public RevseqLoweringOptions {
  /// Threads per block (1-D blocks).
  int64_t blockSize = kDefaultGPUBlockSize;
  /// Upper bound on the number of blocks; each thread walks the output with
  /// a grid-stride loop, so any element count works with any grid.
  int64_t maxBlocks = 65535;
  /// Bytes per vector load and store where rows allow (0: scalar only).
  int64_t vectorBytes = 16;
  /// Also emit each kernel with 32-bit index math, launched (a host-side
  /// choice) when the element count plus the grid stride is below 2^31.
  bool narrowIndex = true;
  /// Bytes of workgroup memory a block of the gather layouts' tile kernel
  /// stages (`reverse_sequence` with the batch axis innermost,
  /// `reverse_subsequences` along an outer axis); 0: those ops read their
  /// sources straight from global memory.
  int64_t gatherTileBytes = 16384;
  /// Points of the iteration space each thread of a parallel linalg op's
  /// kernel (populateParallelLinalgToGPUPatterns) takes per grid-stride
  /// step, one grid stride apart, all loaded before any is stored.
  int64_t elementsPerThread = 4;
};

/// Whether the GPU lowering handles `op`: an op with an index map
/// (IndexMapOpInterface) in a destination-passing form on memrefs (after
/// bufferization) whose operands all have identity layouts, with an input of
/// rank >= 1 and, like the lengths of a Prefix map, of element type i1, i8,
/// i16, i32, i64, index, f16, bf16, f32 or f64, and whose map the kernels
/// compute (a lengths map of dims other than the sequence axis and the
/// constant 0). Other ops are left for `convert-revseq-to-linalg`.
bool isGPULowerable(Operation *op);

/// Adds the patterns that lower each op `isGPULowerable` accepts to its
/// host-side checks and `gpu.launch`es on its flattened input and
/// destination buffers themselves: a grid-stride kernel (vector accesses
/// where rows allow), or for the gather layouts the tile kernel. They
/// allocate and copy nothing; `revseq-gpu-device-buffers` places the
/// buffers afterwards.
void populateRevseqToGPUPatterns(RewritePatternSet &patterns,
                                 const RevseqGPUOptions &options = {});

/// Adds the pattern (part of populateRevseqToGPUPatterns) that lowers each
/// op `isGPULowerable` accepts that reverses its buffer in place
/// (isInPlaceForm) to grid-stride kernels whose threads each swap whole
/// pairs of elements.
void populateRevseqInPlaceToGPUPatterns(RewritePatternSet &patterns,
                                        const RevseqGPUOptions &options);

/// Marks the ops the patterns handle (isGPULowerable, of any dialect)
/// illegal and every other op legal.
void configureRevseqToGPUTarget(ConversionTarget &target);

/// Whether `populateParallelLinalgToGPUPatterns` runs the linalg op `op` on
/// the GPU: buffer semantics, at least one loop and every loop parallel,
/// each output's indexing map a permutation, identity-layout memrefs of
/// kernel element types (operands and buffers the body loads from; i1, f16
/// and bf16 only with `narrowTypes`, which SPIR-V's OpenCL profile lacks),
/// and a body without memory effects besides those loads.
bool isParallelLinalgGPULowerable(Operation *op, bool narrowTypes = true);

/// Adds the pattern that turns each linalg op
/// `isParallelLinalgGPULowerable` accepts into one grid-stride
/// `gpu.launch` over its iteration space (the body at each point, loads and
/// stores through the indexing maps), on the op's own buffers. Only
/// `blockSize`, `maxBlocks` and `narrowIndex` of `options` apply.
void populateParallelLinalgToGPUPatterns(RewritePatternSet &patterns,
                                         const RevseqGPUOptions &options = {},
                                         bool narrowTypes = true);

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_CONVERSION_REVSEQTOGPU_REVSEQTOGPU_H
