/* Calls the kernels of ../out-params.mlir (destination-passing ABI) with
 * output buffers that end right at, or start right after, a PROT_NONE page,
 * and compares every element with a reference. */
#include "memref.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

MEMREF(MemRef2DF32, float, 2);
MEMREF(MemRef2DI16, int16_t, 2);
MEMREF(MemRef3DF32, float, 3);
MEMREF(MemRef1DI64, int64_t, 1);

/* Arguments first, then the result's descriptor. */
void _mlir_ciface_reverse_rows(MemRef2DF32 *x, MemRef2DF32 *out);
void _mlir_ciface_reverse_columns(MemRef2DI16 *x, MemRef2DI16 *out);
void _mlir_ciface_onnx_sequence(MemRef3DF32 *x, MemRef1DI64 *lengths,
                                MemRef3DF32 *out);

static int failures;

/* `bytes` of writable memory ending at a PROT_NONE page (atEnd) or
 * starting right after one. The end case starts at whatever address
 * `bytes` leaves, which for the sizes below is not 64-byte aligned. */
static void *guarded(size_t bytes, int atEnd) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t span = (bytes + page - 1) / page * page;
  char *base = mmap(NULL, span + 2 * page, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) {
    perror("mmap");
    return NULL;
  }
  mprotect(base, page, PROT_NONE);
  mprotect(base + page + span, page, PROT_NONE);
  return atEnd ? base + page + span - bytes : base + page;
}

static void report(const char *name, const char *where, int bad) {
  printf("%s %s %s\n", name, where, bad ? "FAIL" : "ok");
  failures += bad != 0;
}

static void reverseRows(int atEnd) {
  static float x[64 * 100];
  for (int i = 0; i < 64 * 100; ++i)
    x[i] = (float)i;
  float *o = guarded(sizeof x, atEnd);
  MemRef2DF32 xd = {x, x, 0, {64, 100}, {100, 1}};
  MemRef2DF32 od = {o, o, 0, {64, 100}, {100, 1}};
  _mlir_ciface_reverse_rows(&xd, &od);
  int bad = 0;
  for (int r = 0; r < 64; ++r)
    for (int c = 0; c < 100; ++c)
      bad += o[r * 100 + c] != x[(63 - r) * 100 + c];
  report("reverse_rows", atEnd ? "end-guard" : "start-guard", bad);
}

static void reverseColumns(int atEnd) {
  static int16_t x[33 * 77];
  for (int i = 0; i < 33 * 77; ++i)
    x[i] = (int16_t)(i * 7);
  int16_t *o = guarded(sizeof x, atEnd);
  MemRef2DI16 xd = {x, x, 0, {33, 77}, {77, 1}};
  MemRef2DI16 od = {o, o, 0, {33, 77}, {77, 1}};
  _mlir_ciface_reverse_columns(&xd, &od);
  int bad = 0;
  for (int r = 0; r < 33; ++r)
    for (int c = 0; c < 77; ++c)
      bad += o[r * 77 + c] != x[r * 77 + 76 - c];
  report("reverse_columns", atEnd ? "end-guard" : "start-guard", bad);
}

static void onnxSequence(int atEnd) {
  enum { T = 20, B = 3, C = 37 };
  static float x[T * B * C];
  for (int i = 0; i < T * B * C; ++i)
    x[i] = (float)i;
  /* Lengths 7, 0 (copy) and 99 (clamped to T). */
  int64_t len[B] = {7, 0, 99};
  float *o = guarded(sizeof x, atEnd);
  MemRef3DF32 xd = {x, x, 0, {T, B, C}, {B * C, C, 1}};
  MemRef1DI64 ld = {len, len, 0, {B}, {1}};
  MemRef3DF32 od = {o, o, 0, {T, B, C}, {B * C, C, 1}};
  _mlir_ciface_onnx_sequence(&xd, &ld, &od);
  int bad = 0;
  for (int t = 0; t < T; ++t)
    for (int b = 0; b < B; ++b) {
      int64_t l = len[b] > T ? T : len[b];
      int src = t < l ? (int)(l - 1 - t) : t;
      for (int c = 0; c < C; ++c)
        bad += o[(t * B + b) * C + c] != x[(src * B + b) * C + c];
    }
  report("onnx_sequence", atEnd ? "end-guard" : "start-guard", bad);
}

int main(void) {
  reverseRows(1);
  reverseRows(0);
  reverseColumns(1);
  reverseColumns(0);
  onnxSequence(1);
  onnxSequence(0);
  printf("out-params: %d failures\n", failures);
  return failures != 0;
}
