//===- revseq-capi-test.c - exercise the revseq C API ---------------------===//
//
// Built into revseq-capi-test against libRevseqCAPI.so alone; the RUN line
// runs it and checks what it prints.
//
//===----------------------------------------------------------------------===//

// REQUIRES: capi
// RUN: revseq-capi-test 2>&1 | FileCheck %s

#include "revseq-c/Dialects.h"
#include "revseq-c/Passes.h"
#include "revseq-c/RegisterEverything.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Support.h"

#include <stdio.h>
#include <stdlib.h>

static void printToStdout(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stdout);
}

static void printToStderr(MlirStringRef str, void *userData) {
  (void)userData;
  fwrite(str.data, 1, str.length, stderr);
}

static MlirContext createContext(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  // Upstream dialects and extensions (func, tensor, arith, and the
  // convert-to-llvm interfaces the pipeline relies on), then revseq.
  mlirRegisterAllDialects(registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__revseq__(), registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  return ctx;
}

// CHECK-LABEL: --- dialect ---
// CHECK-NEXT: namespace: revseq
// CHECK-NEXT: loaded: 1
static void testDialect(MlirContext ctx) {
  printf("--- dialect ---\n");
  MlirDialectHandle handle = mlirGetDialectHandle__revseq__();
  MlirStringRef ns = mlirDialectHandleGetNamespace(handle);
  printf("namespace: %.*s\n", (int)ns.length, ns.data);
  MlirDialect dialect = mlirDialectHandleLoadDialect(handle, ctx);
  MlirDialect again = mlirContextGetOrLoadDialect(
      ctx, mlirStringRefCreateFromCString("revseq"));
  printf("loaded: %d\n",
         !mlirDialectIsNull(dialect) && mlirDialectEqual(dialect, again));
}

static const char *kModule =
    "func.func @reverse_sequence(%x: tensor<4x2xf32>, %l: tensor<2xi64>)\n"
    "    -> tensor<4x2xf32> attributes {llvm.emit_c_interface} {\n"
    "  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0\n"
    "      : tensor<4x2xf32>, tensor<2xi64>\n"
    "  return %0 : tensor<4x2xf32>\n"
    "}\n";

// CHECK-LABEL: --- parse and verify ---
// CHECK-NEXT: verified: 1
// CHECK: func.func @reverse_sequence
// CHECK: revseq.reverse_sequence %{{.*}}, %{{.*}} batch_axis = 1, seq_axis = 0
// CHECK-SAME: : tensor<4x2xf32>, tensor<2xi64>
static MlirModule testParse(MlirContext ctx) {
  printf("--- parse and verify ---\n");
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "error: could not parse the module\n");
    exit(1);
  }
  MlirOperation op = mlirModuleGetOperation(module);
  printf("verified: %d\n", mlirOperationVerify(op));
  mlirOperationPrint(op, printToStdout, NULL);
  printf("\n");
  return module;
}

// The verifier's diagnostics reach C: a length tensor of the wrong size is
// rejected with the reverse_sequence_c9 label.
// CHECK-LABEL: --- invalid ---
// CHECK: reverse_sequence_c9
// CHECK: rejected: 1
static MlirLogicalResult onDiagnostic(MlirDiagnostic diagnostic,
                                      void *userData) {
  (void)userData;
  mlirDiagnosticPrint(diagnostic, printToStdout, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void testInvalid(MlirContext ctx) {
  printf("--- invalid ---\n");
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, NULL, NULL);
  MlirModule module = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "func.func @f(%x: tensor<4x2xf32>, %l: tensor<3xi64>) {\n"
               "  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, "
               "seq_axis = 0 : tensor<4x2xf32>, tensor<3xi64>\n"
               "  return\n"
               "}\n"));
  printf("rejected: %d\n", mlirModuleIsNull(module));
  mlirContextDetachDiagnosticHandler(ctx, id);
}

// CHECK-LABEL: --- revseq-cpu-pipeline ---
// The named pipeline expands into its passes.
// Revseq ops next to elementwise code are fused first; the revseq kernels
// run after one-shot bufferization (with identity layouts at function
// boundaries) and the deallocation pipeline, the elementwise loops after
// them.
// CHECK-NEXT: pipeline: builtin.module(revseq-convert-elementwise-to-linalg,
// CHECK-SAME: revseq-fuse-elementwise{fuse-gathers=false runtime-checks=false},
// CHECK-SAME: revseq-destination-style,eliminate-empty-tensors,
// CHECK-SAME: revseq-copy-repeated-results,
// CHECK-SAME: revseq-constants-to-globals{alignment=64},one-shot-bufferize{
// CHECK-SAME: bufferize-function-boundaries=true
// CHECK-SAME: function-boundary-type-conversion=identity-layout-map
// CHECK-SAME: ownership-based-buffer-deallocation
// CHECK-SAME: convert-bufferization-to-memref,
// CHECK-SAME: convert-revseq-to-vector{
// CHECK-SAME: convert-revseq-to-linalg{
// CHECK-SAME: revseq-vectorize-elementwise{
// CHECK-SAME: scf-forall-to-parallel,
// CHECK-SAME: reconcile-unrealized-casts)
// CHECK-NEXT: run: 1
// CHECK-NOT: revseq.
// CHECK: llvm.func @reverse_sequence(
// CHECK: llvm.func @_mlir_ciface_reverse_sequence(
static void testPipeline(MlirContext ctx, MlirModule module) {
  printf("--- revseq-cpu-pipeline ---\n");
  // Twice on purpose: registration must be idempotent.
  revseqRegisterAllPasses();
  revseqRegisterAllPasses();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      opm,
      mlirStringRefCreateFromCString("builtin.module(revseq-cpu-pipeline)"),
      printToStderr, NULL);
  if (mlirLogicalResultIsFailure(parsed)) {
    fprintf(stderr, "\nerror: could not parse the pipeline\n");
    exit(1);
  }
  printf("pipeline: ");
  mlirPrintPassPipeline(opm, printToStdout, NULL);
  printf("\n");
  MlirLogicalResult ran =
      mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  printf("run: %d\n", mlirLogicalResultIsSuccess(ran));
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
}

// One pass through the generated pass API, added to a pass manager that
// takes ownership of it.
// CHECK-LABEL: --- generated pass API ---
// CHECK-NEXT: run: 1
// CHECK: %[[EMPTY:.*]] = tensor.empty(%{{.*}}) : tensor<?xf32>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: outs(%[[EMPTY]] : tensor<?xf32>)
// CHECK: tensor.extract
// CHECK: } -> tensor<?xf32>
// CHECK-NEXT: return %[[R]] : tensor<?xf32>
// CHECK-NOT: revseq.
static void testPassAPI(MlirContext ctx) {
  printf("--- generated pass API ---\n");
  MlirModule module = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {\n"
               "  %0 = revseq.reverse %x axes = [0] : tensor<?xf32>\n"
               "  return %0 : tensor<?xf32>\n"
               "}\n"));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  // One pass of each generated family: Transforms, then Conversion.
  mlirPassManagerAddOwnedPass(
      pm, mlirCreateRevseqDialectTransformsRevseqDestinationStyle());
  mlirPassManagerAddOwnedPass(
      pm, mlirCreateRevseqConversionConvertRevseqToLinalg());
  MlirLogicalResult ran =
      mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  printf("run: %d\n", mlirLogicalResultIsSuccess(ran));
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
}

int main(void) {
  MlirContext ctx = createContext();
  testDialect(ctx);
  MlirModule module = testParse(ctx);
  testInvalid(ctx);
  testPipeline(ctx, module);
  testPassAPI(ctx);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  printf("--- done ---\n");
  // CHECK-LABEL: --- done ---
  return 0;
}
