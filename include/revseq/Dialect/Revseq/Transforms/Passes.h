//===- Passes.h - the revseq dialect's passes -------------------*- C++ -*-===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_PASSES_H
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace revseq {

#define GEN_PASS_DECL
#include "revseq/Dialect/Revseq/Transforms/Passes.h.inc"

/// Adds the patterns of `revseq-destination-style`: every value-form revseq
/// op becomes its destination-passing form writing into a `tensor.empty`.
void populateRevseqDestinationStylePatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "revseq/Dialect/Revseq/Transforms/Passes.h.inc"

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_DIALECT_REVSEQ_TRANSFORMS_PASSES_H
