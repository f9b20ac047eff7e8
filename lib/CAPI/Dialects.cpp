//===- Dialects.cpp - C API for the revseq dialect ------------------------===//

#include "revseq-c/Dialects.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/CAPI/Registration.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Revseq, revseq,
                                      mlir::revseq::RevseqDialect)
