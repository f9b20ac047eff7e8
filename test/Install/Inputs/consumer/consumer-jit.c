/*===- consumer-jit.c - JIT a revseq kernel through libRevseqCAPI.so ------===*/
/*
 * Source to running code from C, with the installed libRevseqCAPI.so alone:
 * register, parse, lower with a pipeline that mixes an upstream pass with
 * revseq's, JIT, call the kernel with memref descriptors, free the result.
 */

#include "revseq-c/RegisterEverything.h"

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int32_t *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2DI32;

typedef void (*ReverseFn)(MemRef2DI32 *result, MemRef2DI32 *x);

static void print(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stderr);
}

/* Lowers the module in place; 0 on success. */
static int lower(MlirContext ctx, MlirOperation op) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  int failed = mlirLogicalResultIsFailure(mlirParsePassPipeline(
                   mlirPassManagerGetAsOpPassManager(pm),
                   mlirStringRefCreateFromCString(
                       "builtin.module(canonicalize,"
                       "revseq-cpu-pipeline{emit-c-interface=true})"),
                   print, NULL)) ||
               mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, op));
  mlirPassManagerDestroy(pm);
  return failed;
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  revseqRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterAllPasses();
  revseqRegisterAllPasses();

  MlirModule module = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "func.func @reverse(%x: tensor<?x3xi32>) -> tensor<?x3xi32> {\n"
               "  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x3xi32>\n"
               "  return %0 : tensor<?x3xi32>\n"
               "}\n"));
  if (mlirModuleIsNull(module))
    return 1;
  if (lower(ctx, mlirModuleGetOperation(module)))
    return 2;
  MlirExecutionEngine jit = mlirExecutionEngineCreate(
      module, /*optLevel=*/2, /*numPaths=*/0, /*sharedLibPaths=*/NULL,
      /*enableObjectDump=*/false, /*enablePIC=*/false);
  if (mlirExecutionEngineIsNull(jit))
    return 3;
  mlirExecutionEngineInitialize(jit);
  ReverseFn reverse = (ReverseFn)mlirExecutionEngineLookup(
      jit, mlirStringRefCreateFromCString("_mlir_ciface_reverse"));
  if (!reverse)
    return 4;

  int32_t x[6] = {1, 2, 3, 4, 5, 6};
  MemRef2DI32 xd = {x, x, 0, {2, 3}, {3, 1}};
  MemRef2DI32 r;
  reverse(&r, &xd);
  for (int64_t i = 0; i < r.sizes[0]; ++i)
    for (int64_t j = 0; j < r.sizes[1]; ++j)
      printf("%d ", r.aligned[r.offset + i * r.strides[0] + j * r.strides[1]]);
  printf("\n");
  free(r.allocated); /* the kernel malloc'ed it */

  mlirExecutionEngineDestroy(jit);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
