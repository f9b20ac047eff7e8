//===- RevseqToVector.h - revseq to vectorised loops ------------*- C++ -*-===//

#ifndef REVSEQ_CONVERSION_REVSEQTOVECTOR_REVSEQTOVECTOR_H
#define REVSEQ_CONVERSION_REVSEQTOVECTOR_REVSEQTOVECTOR_H

#include "revseq/Conversion/RevseqCommon/RevseqCommon.h"
#include "revseq/Support/TargetLimits.h"

namespace mlir {
class RewritePatternSet;
namespace revseq {

/// Options of the vectorised lowering.
struct RevseqVectorOptions : public RevseqLoweringOptions {
  /// Width of one vector register in bits; 0 picks the host's.
  unsigned vectorBits = 0;
  /// Outputs of at least this many bytes store full vectors non-temporally
  /// (bypassing the caches, as memcpy does for large copies); 0: never. The
  /// default of the pass and of revseq-cpu-pipeline too.
  uint64_t nontemporalBytes = kDefaultNontemporalBytes;
};

/// Whether the vector patterns lower `op` for `vectorBits`-wide vectors: the
/// memref destination form of an IndexMapOpInterface op with a vectorizable
/// element type, rank >= 1, at least two lanes, unit innermost strides and
/// lengths (of a prefix map) laid out as the kernels read them.
bool isHandledByVectorPatterns(Operation *op, unsigned vectorBits);

/// Adds the patterns that lower revseq ops with vectorizable element types
/// to loops on buffers: `scf.parallel` over rows (so `convert-scf-to-openmp`
/// can spread them over threads), contiguous vector copies, lane-reversing
/// `vector.shuffle`s for a reversed innermost axis and, when the lengths vary
/// along the innermost axis, column strips staged transposed in a scratch
/// buffer, reversed like rows and transposed back in registers (strips of
/// masked `vector.gather`s only for axes too long for the scratch buffer).
void populateRevseqToVectorPatterns(RewritePatternSet &patterns,
                                    const RevseqVectorOptions &options = {});

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_CONVERSION_REVSEQTOVECTOR_REVSEQTOVECTOR_H
