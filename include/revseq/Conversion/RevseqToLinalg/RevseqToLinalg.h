//===- RevseqToLinalg.h - revseq to linalg patterns -------------*- C++ -*-===//

#ifndef REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H
#define REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H

#include "revseq/Conversion/RevseqCommon/RevseqCommon.h"

namespace mlir {
class RewritePatternSet;
namespace revseq {

/// Adds the patterns that lower every revseq op, in either form, to a
/// `linalg.generic` writing its destination: on tensors for the value forms
/// and the destination-passing forms on tensors, on memrefs of any layout for
/// the memref forms (plus `scf`/`cf` for the checks and the
/// `reverse_dynamic` axis scan).
void populateRevseqToLinalgPatterns(RewritePatternSet &patterns,
                                    const RevseqLoweringOptions &options = {});

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_CONVERSION_REVSEQTOLINALG_REVSEQTOLINALG_H
