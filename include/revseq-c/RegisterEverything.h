//===-- revseq-c/RegisterEverything.h - register revseq from C ----*- C -*-===//
//
// The C counterparts of revseq/InitAll.h, shaped like upstream's
// mlir-c/RegisterEverything.h.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_C_REGISTEREVERYTHING_H
#define REVSEQ_C_REGISTEREVERYTHING_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Appends the revseq dialect to `registry`.
MLIR_CAPI_EXPORTED void revseqRegisterAllDialects(MlirDialectRegistry registry);

/// Registers every revseq pass (convert-revseq-to-linalg,
/// convert-revseq-to-vector, revseq-lower-asserts,
/// convert-tosa-reverse-to-revseq) and named pipeline (revseq-cpu-pipeline)
/// with the global registry, so that mlirParsePassPipeline finds them.
/// Upstream's passes (canonicalize, ...) are not among them: a pipeline that
/// names one needs mlirRegisterAllPasses() too. Calling it more than once is
/// harmless.
MLIR_CAPI_EXPORTED void revseqRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif // REVSEQ_C_REGISTEREVERYTHING_H
