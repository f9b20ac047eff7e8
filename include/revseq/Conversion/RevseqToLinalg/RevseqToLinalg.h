//===- RevseqToLinalg.h - revseq to linalg patterns -------------*- C++ -*-===//

#ifndef REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H
#define REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H

namespace mlir {
class RewritePatternSet;
namespace revseq {

/// Options shared by the revseq lowerings.
struct RevseqLoweringOptions {
  /// Emit `cf.assert`s for out-of-range lengths, axes and masks.
  bool runtimeChecks = false;
};

/// Adds the patterns that lower every revseq op to `linalg.generic` on
/// tensors (plus `scf`/`cf` for the checks and the `reverse_dynamic` axis
/// scan).
void populateRevseqToLinalgPatterns(RewritePatternSet &patterns,
                                    const RevseqLoweringOptions &options = {});

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H
