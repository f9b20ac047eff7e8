//===- Passes.h - revseq conversion passes ----------------------*- C++ -*-===//

#ifndef REVSEQ_CONVERSION_PASSES_H
#define REVSEQ_CONVERSION_PASSES_H

#include "revseq/Conversion/RevseqToLinalg/RevseqToLinalg.h"
#include "revseq/Conversion/TosaToRevseq/TosaToRevseq.h"

#include "mlir/Pass/Pass.h"

namespace mlir::revseq {

#define GEN_PASS_DECL
#include "revseq/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "revseq/Conversion/Passes.h.inc"

} // namespace mlir::revseq

#endif // REVSEQ_CONVERSION_PASSES_H
