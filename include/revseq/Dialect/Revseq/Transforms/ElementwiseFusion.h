//===- ElementwiseFusion.h - fusion into elementwise code -------*- C++ -*-===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_ELEMENTWISEFUSION_H
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_ELEMENTWISEFUSION_H

#include "revseq/Dialect/Revseq/Utils/Utils.h"

namespace mlir {
class RewritePatternSet;
namespace revseq {

/// Adds the patterns that fuse revseq value ops (on tensors) with their
/// elementwise neighbours, so that no intermediate tensor is materialized:
///
/// * a revseq op whose every user is an elementwise `linalg` op or another
///   revseq op, or whose input comes from one used only there, becomes the
///   `linalg.generic` of its index map (buildIndexMapGeneric), with its
///   run-time checks in front;
/// * named elementwise linalg ops next to one are generalized, and upstream's
///   elementwise fusion merges the index-map generic into its consumers
///   (the consumer reads the revseq input at the mirrored index);
/// * a `tensor.extract` of an elementwise generic's result inside a
///   `linalg.generic` body computes that generic's body at the extracted
///   index (producer fusion; chains of revseq ops compose the same way).
void populateRevseqElementwiseFusionPatterns(
    RewritePatternSet &patterns, const RevseqLoweringOptions &options = {});

/// Adds the patterns that fold the revseq idioms of model exporters (tf2onnx
/// writes `tf.reverse` as transpose, ReverseSequence with full lengths
/// computed at run time, transpose): a `reverse_sequence` or
/// `reverse_subsequences` whose lengths are a splat of its axis size
/// (`tensor.dim` of its input, maybe cast to i64) becomes a `reverse` (the
/// size rules of the lengths are still checked), and
/// `linalg.transpose(revseq(linalg.transpose(x, p)), p^-1)` becomes the
/// revseq op (`reverse`, `reverse_sequence`) on `x` with its axes renamed.
/// `revseq-fuse-elementwise` runs them first.
void populateRevseqExporterIdiomPatterns(RewritePatternSet &patterns);

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_DIALECT_REVSEQ_TRANSFORMS_ELEMENTWISEFUSION_H
