//===- TosaToRevseq.h - tosa.reverse to revseq.reverse ----------*- C++ -*-===//

#ifndef REVSEQ_CONVERSION_TOSATOREVSEQ_TOSATOREVSEQ_H
#define REVSEQ_CONVERSION_TOSATOREVSEQ_TOSATOREVSEQ_H

namespace mlir {
class RewritePatternSet;
namespace revseq {

/// Adds the pattern that rewrites `tosa.reverse` into `revseq.reverse` with
/// a one-element `axes` list, so that TOSA programs get revseq's lowerings.
/// A result type that differs from the input type (TOSA allows a more or
/// less static result) is restored with `tensor.cast`.
void populateTosaReverseToRevseqPatterns(RewritePatternSet &patterns);

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_CONVERSION_TOSATOREVSEQ_TOSATOREVSEQ_H
