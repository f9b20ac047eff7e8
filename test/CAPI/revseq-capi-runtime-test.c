//===- revseq-capi-runtime-test.c - checked kernel calls from C -----------===//
//
// revseq-c/Runtime.h: a kernel whose run-time check fails returns false with
// the check's message through revseqInvokeChecked, and the process goes on;
// the next call of the same kernel succeeds.
//
//===----------------------------------------------------------------------===//

// REQUIRES: capi
// RUN: revseq-capi-runtime-test 2>&1 | FileCheck %s

#include "revseq-c/RegisterEverything.h"
#include "revseq-c/Runtime.h"

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2DF32;

typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1DI64;

static const char *kModule =
    "func.func @k(%x: memref<?x?xf32>, %l: memref<?xi64>, "
    "%o: memref<?x?xf32>) {\n"
    "  revseq.reverse_sequence_into %x, %l into %o batch_axis = 1, "
    "seq_axis = 0 : memref<?x?xf32>, memref<?xi64> into memref<?x?xf32>\n"
    "  return\n"
    "}\n";

static MlirExecutionEngine compile(MlirContext ctx) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString("builtin.module(revseq-cpu-pipeline{"
                                     "runtime-checks=true "
                                     "emit-c-interface=true})"),
      NULL, NULL);
  if (mlirModuleIsNull(module) || mlirLogicalResultIsFailure(parsed) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    exit(1);
  mlirPassManagerDestroy(pm);
  MlirExecutionEngine jit =
      mlirExecutionEngineCreate(module, 2, 0, NULL, false, false);
  mlirModuleDestroy(module);
  if (mlirExecutionEngineIsNull(jit))
    exit(2);
  revseqExecutionEngineRegisterCheckHandlers(jit);
  mlirExecutionEngineInitialize(jit);
  return jit;
}

// Calls the kernel on a 3x2 input with lengths {first, 1}.
static void call(void (*kernel)(void **), int64_t first) {
  float x[6] = {0, 1, 2, 3, 4, 5}, out[6] = {0};
  int64_t lengths[2] = {first, 1};
  MemRef2DF32 xd = {x, x, 0, {3, 2}, {2, 1}};
  MemRef2DF32 od = {out, out, 0, {3, 2}, {2, 1}};
  MemRef1DI64 ld = {lengths, lengths, 0, {2}, {1}};
  void *pointers[3] = {&xd, &ld, &od};
  void *args[3] = {&pointers[0], &pointers[1], &pointers[2]};
  char message[256];
  bool ok = revseqInvokeChecked(kernel, args, message, sizeof(message));
  printf("ok: %d\n", ok);
  if (!ok)
    printf("message: %s", message);
  else
    printf("out: %g %g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4],
           out[5]);
}

// CHECK: ok: 0
// CHECK-NEXT: message: revseq.reverse_sequence: lengths[0] = 7 is outside
// CHECK-SAME: [0, T] = [0, 3] (runtime-checks)
// CHECK-NEXT: ok: 1
// CHECK-NEXT: out: 4 1 2 3 0 5
// CHECK-NEXT: ok: 0
// CHECK-NEXT: message: revseq.reverse_sequence: lengths[0] = -1
// CHECK-NEXT: done
int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  revseqRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  revseqRegisterAllPasses();

  MlirExecutionEngine jit = compile(ctx);
  void (*kernel)(void **) = (void (*)(void **))mlirExecutionEngineLookupPacked(
      jit, mlirStringRefCreateFromCString("_mlir_ciface_k"));
  if (!kernel)
    return 3;
  call(kernel, 7);
  call(kernel, 3);
  call(kernel, -1);
  printf("done\n");
  mlirExecutionEngineDestroy(jit);
  mlirContextDestroy(ctx);
  return 0;
}
