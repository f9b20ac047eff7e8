//===-- revseq-c/Runtime.h - run JIT kernels without aborting -----*- C -*-===//
//
// A failed run-time check of revseq-cpu-pipeline (runtime-checks=true, and
// the size rules checked in every mode) calls dprintf(2, ...) then abort().
// A host that must survive it (a Python interpreter, a server) registers
// these handlers on its execution engine and calls kernels through
// revseqInvokeChecked: the check's message comes back as a string and the
// call returns false instead of ending the process.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_C_RUNTIME_H
#define REVSEQ_C_RUNTIME_H

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Defines `abort` and `dprintf` in `jit`'s symbol table as revseq's check
/// handlers. Call it after mlirExecutionEngineCreate and before
/// mlirExecutionEngineInitialize or the first lookup. Outside
/// revseqInvokeChecked the handlers behave as the C library's functions.
MLIR_CAPI_EXPORTED void
revseqExecutionEngineRegisterCheckHandlers(MlirExecutionEngine jit);

/// Calls `packedFn` (from mlirExecutionEngineLookupPacked on an engine with
/// the check handlers) with `args`. Returns true if it returned; false if a
/// check failed on the calling thread, with the check's message (what it
/// would have written to stderr, NUL-terminated, truncated to `capacity`)
/// in `message`. What the kernel allocated before the failed check is not
/// freed. A check that fails inside an OpenMP parallel region (on a worker
/// thread, or on the calling thread within the region) cannot unwind the
/// team: it prints its message and aborts as without the handlers. The
/// pipeline emits every check of operand values and sizes before its
/// parallel loops; only the allocation checks of per-thread scratch buffers
/// run inside them. Thread-safe: each thread has its own recovery point.
MLIR_CAPI_EXPORTED bool revseqInvokeChecked(void (*packedFn)(void **),
                                            void **args, char *message,
                                            size_t capacity);

#ifdef __cplusplus
}
#endif

#endif // REVSEQ_C_RUNTIME_H
