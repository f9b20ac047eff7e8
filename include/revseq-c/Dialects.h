//===-- revseq-c/Dialects.h - C API for the revseq dialect --------*- C -*-===//
//
// The dialect handle of revseq, declared the way upstream declares those of
// its own dialects (mlir-c/Dialect/Func.h): register it with a registry or
// load it into a context with the mlirDialectHandle* functions of
// mlir-c/IR.h.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_C_DIALECTS_H
#define REVSEQ_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Revseq, revseq);

#ifdef __cplusplus
}
#endif

#endif // REVSEQ_C_DIALECTS_H
