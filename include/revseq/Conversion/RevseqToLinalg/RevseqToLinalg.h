//===- RevseqToLinalg.h - revseq to linalg patterns -------------*- C++ -*-===//

#ifndef REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H
#define REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H

#include "revseq/Conversion/RevseqCommon/Lowering.h"

namespace mlir {
class RewritePatternSet;
namespace revseq {

/// Adds the patterns that lower every revseq op to `linalg.generic` on
/// tensors (plus `scf`/`cf` for the checks and the `reverse_dynamic` axis
/// scan).
void populateRevseqToLinalgPatterns(RewritePatternSet &patterns,
                                    const RevseqLoweringOptions &options = {});

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H
