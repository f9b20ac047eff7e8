//===- Passes.h - passes the pipelines run on upstream IR -------*- C++ -*-===//

#ifndef REVSEQ_TRANSFORMS_PASSES_H
#define REVSEQ_TRANSFORMS_PASSES_H

#include "revseq/Support/TargetLimits.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace revseq {

#define GEN_PASS_DECL
#include "revseq/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "revseq/Transforms/Passes.h.inc"

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_TRANSFORMS_PASSES_H
