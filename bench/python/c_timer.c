//===- c_timer.c - time one eager kernel called from C --------------------===//
//
// The baseline of bench/python/eager_bench.py: the kernel text the Python
// package compiles, lowered with the same pipeline through
// libRevseqCAPI.so and called from C in a loop, on float inputs of the
// given shape (and, unless LENGTHS is -, the int64 lengths along dim 0 in
// the raw file LENGTHS, the ones the Python run used).
//
//   c_timer KERNEL.mlir PIPELINE LIBOMP|- ITERATIONS LENGTHS|- D0 [D1 ...]
//
// Prints the fastest and the median seconds per call.
//
//===----------------------------------------------------------------------===//

#include "revseq-c/RegisterEverything.h"
#include "revseq-c/Runtime.h"

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

enum { kMaxRank = 8 };

static char *readFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = calloc((size_t)n + 1, 1);
  if (fread(text, 1, (size_t)n, f) != (size_t)n)
    n = 0;
  fclose(f);
  return text;
}

// A memref descriptor as int64 words: allocated, aligned, offset, sizes,
// strides (row-major).
static void describe(int64_t *desc, void *data, int rank,
                     const int64_t *sizes) {
  desc[0] = desc[1] = (int64_t)(intptr_t)data;
  desc[2] = 0;
  int64_t stride = 1;
  for (int d = rank - 1; d >= 0; --d) {
    desc[3 + d] = sizes[d];
    desc[3 + rank + d] = stride;
    stride *= sizes[d];
  }
}

// malloc as numpy allocates array data, started on a 64-byte boundary as
// eager_bench.py's arrays are: buffers of 4 MiB or more are advised to use
// transparent huge pages from their first whole page on (numpy's default
// on Linux), so that both sides run on the same pages. Never freed.
static void *allocateLikeNumpy(size_t bytes) {
  char *p = malloc(bytes + 64);
  if (!p)
    return NULL;
  p += (64 - (uintptr_t)p % 64) % 64;
  if (bytes >= ((size_t)1 << 22)) {
    size_t offset = 4096 - (uintptr_t)p % 4096;
    madvise(p + offset, bytes - offset, MADV_HUGEPAGE);
  }
  return p;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void (*compileKernel(const char *text, const char *pipeline,
                            const char *libomp))(void **) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  revseqRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterAllPasses();
  revseqRegisterAllPasses();
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirModuleIsNull(module) ||
      mlirLogicalResultIsFailure(mlirParsePassPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString(pipeline), NULL, NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    return NULL;
  MlirStringRef lib = mlirStringRefCreateFromCString(libomp);
  int threaded = strcmp(libomp, "-") != 0;
  MlirExecutionEngine jit = mlirExecutionEngineCreate(
      module, 2, threaded, threaded ? &lib : NULL, false, false);
  if (mlirExecutionEngineIsNull(jit))
    return NULL;
  revseqExecutionEngineRegisterCheckHandlers(jit);
  mlirExecutionEngineInitialize(jit);
  return (void (*)(void **))mlirExecutionEngineLookupPacked(
      jit, mlirStringRefCreateFromCString("_mlir_ciface_kernel"));
}

int main(int argc, char **argv) {
  if (argc < 7 || argc - 6 > kMaxRank) {
    fprintf(stderr, "usage: c_timer KERNEL PIPELINE LIBOMP|- ITERATIONS "
                    "LENGTHS D0 [D1 ...]\n");
    return 2;
  }
  char *text = readFile(argv[1]);
  void (*kernel)(void **) = text ? compileKernel(text, argv[2], argv[3]) : 0;
  if (!kernel) {
    fprintf(stderr, "c_timer: cannot compile %s\n", argv[1]);
    return 1;
  }
  int iterations = atoi(argv[4]);
  int withLengths = strcmp(argv[5], "-") != 0;
  int rank = argc - 6;
  int64_t sizes[kMaxRank], count = 1;
  for (int d = 0; d < rank; ++d)
    count *= sizes[d] = atoll(argv[6 + d]);
  float *x = allocateLikeNumpy((size_t)count * sizeof(float));
  float *out = allocateLikeNumpy((size_t)count * sizeof(float));
  int64_t *lengths = malloc((size_t)sizes[0] * sizeof(int64_t));
  for (int64_t i = 0; i < count; ++i)
    x[i] = out[i] = (float)i;
  FILE *lengthsFile = withLengths ? fopen(argv[5], "rb") : NULL;
  if (withLengths &&
      (!lengthsFile || fread(lengths, sizeof(int64_t), (size_t)sizes[0],
                             lengthsFile) != (size_t)sizes[0])) {
    fprintf(stderr, "c_timer: cannot read %lld lengths from %s\n",
            (long long)sizes[0], argv[5]);
    return 1;
  }
  if (lengthsFile)
    fclose(lengthsFile);
  int64_t xd[3 + 2 * kMaxRank], ld[5], od[3 + 2 * kMaxRank];
  describe(xd, x, rank, sizes);
  describe(ld, lengths, 1, sizes);
  describe(od, out, rank, sizes);
  void *pointers[3] = {xd, withLengths ? (void *)ld : (void *)od, od};
  void *args[3] = {&pointers[0], &pointers[1], &pointers[2]};
  double *times = malloc((size_t)iterations * sizeof(double));
  char message[256];
  for (int i = 0; i < iterations; ++i) {
    double start = now();
    if (!revseqInvokeChecked(kernel, args, message, sizeof(message))) {
      fprintf(stderr, "c_timer: %s", message);
      return 1;
    }
    times[i] = now() - start;
  }
  qsort(times, (size_t)iterations, sizeof(double), compareDoubles);
  printf("%.9f %.9f\n", times[0], times[iterations / 2]);
  return 0;
}
