//===- Passes.h - the passes of revseq's CPU code generation ----*- C++ -*-===//

#ifndef REVSEQ_CODEGEN_CPU_PASSES_H
#define REVSEQ_CODEGEN_CPU_PASSES_H

#include "revseq/Codegen/CPU/RevseqToVector.h"
#include "revseq/Support/TargetLimits.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::revseq {

#define GEN_PASS_DECL
#include "revseq/Codegen/CPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "revseq/Codegen/CPU/Passes.h.inc"

} // namespace mlir::revseq

#endif // REVSEQ_CODEGEN_CPU_PASSES_H
