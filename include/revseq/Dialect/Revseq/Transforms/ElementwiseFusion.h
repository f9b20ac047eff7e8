//===- ElementwiseFusion.h - fusion into elementwise code -------*- C++ -*-===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_ELEMENTWISEFUSION_H
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_ELEMENTWISEFUSION_H

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"

#include <tuple>

namespace mlir {
namespace revseq {

/// The values of index maps that do not depend on the output index (the
/// `reverse_dynamic` flags, emitIndexMapInvariants), emitted once per
/// (operand, rank, block) where every op of the block sees them, and shared
/// by the ops of that block that fusion rewrites: a chain of N
/// `reverse_dynamic` ops on one axes tensor computes its flags once, not N
/// times. Registered as the rewrite's listener, it forgets the values of an
/// operand when their ops or the operand's own op are erased.
class IndexMapInvariantsCache : public RewriterBase::Listener {
public:
  /// The invariants of `op`'s index map, emitted on first use right after
  /// the definition of the operand they read when that is in `op`'s block,
  /// else at the start of the block.
  SmallVector<Value> getOrEmit(OpBuilder &b, IndexMapOpInterface op,
                               const RevseqLoweringOptions &options);

  void notifyOperationErased(Operation *op) override;

private:
  using Key = std::tuple<Value, int64_t, Block *>;
  void forget(const Key &key);

  llvm::DenseMap<Key, SmallVector<Value>> invariants;
  /// The ops that define the values and the operands of each key.
  llvm::DenseMap<Operation *, Key> definingOps;
  llvm::DenseMap<Operation *, SmallVector<Key, 1>> operandOps;
};

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
///
/// With `cache` (which must then listen to the rewrite), the fused ops of a
/// block share their index-map invariants; without it each op emits its own
/// in front of its loop. The gather layouts (lengths that vary along the
/// innermost dim) are fused only with `fuseGathers`.
void populateRevseqElementwiseFusionPatterns(
    RewritePatternSet &patterns, const RevseqLoweringOptions &options = {},
    IndexMapInvariantsCache *cache = nullptr, bool fuseGathers = false);

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
