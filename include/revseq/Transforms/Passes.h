//===- Passes.h - revseq passes that are not conversions --------*- C++ -*-===//

#ifndef REVSEQ_TRANSFORMS_PASSES_H
#define REVSEQ_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "revseq/Conversion/RevseqToGPU/RevseqToGPU.h"

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace revseq {

#define GEN_PASS_DECL
#include "revseq/Transforms/Passes.h.inc"

/// Adds the patterns of `revseq-destination-style`: every value-form revseq
/// op becomes its destination-passing form writing into a `tensor.empty`.
void populateRevseqDestinationStylePatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "revseq/Transforms/Passes.h.inc"

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_TRANSFORMS_PASSES_H
