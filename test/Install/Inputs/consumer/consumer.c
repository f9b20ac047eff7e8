/*===- consumer.c - a C program built against the installed revseq C API ===*/

#include "revseq-c/Dialects.h"
#include "revseq-c/RegisterEverything.h"

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>

static void print(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stdout);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  revseqRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  revseqRegisterAllPasses();

  MlirModule module = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "func.func @reverse(%x: tensor<?x3xi32>) -> tensor<?x3xi32> {\n"
               "  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x3xi32>\n"
               "  return %0 : tensor<?x3xi32>\n"
               "}\n"));
  if (mlirModuleIsNull(module))
    return 1;
  MlirOperation op = mlirModuleGetOperation(module);
  if (!mlirOperationVerify(op))
    return 2;
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString("builtin.module(revseq-cpu-pipeline)"),
          print, NULL)))
    return 3;
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, op)))
    return 4;
  mlirOperationPrint(op, print, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
