//===- ReductionPatterns.h - revseq patterns for mlir-reduce ----*- C++ -*-===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_REDUCTIONPATTERNS_H
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_REDUCTIONPATTERNS_H

namespace mlir {
class DialectRegistry;
namespace revseq {

/// Attaches the revseq DialectReductionPatternInterface to the dialect: the
/// patterns with which mlir-reduce's `reduction-tree` (revseq-reduce) removes
/// revseq ops and the computations of their operands while the module stays
/// interesting. Called by revseq::registerAllDialects.
void registerReducerExtension(DialectRegistry &registry);

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_DIALECT_REVSEQ_TRANSFORMS_REDUCTIONPATTERNS_H
