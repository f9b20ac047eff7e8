/* Calls the kernels of ../c-interface.mlir through their C interface. */
#include "memref.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

MEMREF(MemRef2DF32, float, 2);
MEMREF(MemRef2DI32, int32_t, 2);
MEMREF(MemRef1DI32, int32_t, 1);
MEMREF(MemRef1DI64, int64_t, 1);

/* The result descriptor comes first, then one per argument. */
void _mlir_ciface_onnx_reverse_sequence(MemRef2DF32 *result, MemRef2DF32 *x,
                                        MemRef1DI64 *lengths);
void _mlir_ciface_reverse_columns(MemRef2DI32 *result, MemRef2DI32 *x);
void _mlir_ciface_identity(MemRef1DI32 *result, MemRef1DI32 *x);

int main(void) {
  /* x[t][b] = 3t + b; lengths per batch: 2, 0 (copy), 9 (clamps to 4). */
  float x[12];
  for (int i = 0; i < 12; ++i)
    x[i] = (float)i;
  int64_t len[3] = {2, 0, 9};
  MemRef2DF32 xd = {x, x, 0, {4, 3}, {3, 1}};
  MemRef1DI64 ld = {len, len, 0, {3}, {1}};
  MemRef2DF32 r;
  _mlir_ciface_onnx_reverse_sequence(&r, &xd, &ld);
  printf("onnx_reverse_sequence\n");
  printf("sizes %lld %lld strides %lld %lld offset %lld aligned-to-64 %d\n",
         (long long)r.sizes[0], (long long)r.sizes[1], (long long)r.strides[0],
         (long long)r.strides[1], (long long)r.offset,
         (int)((uintptr_t)r.aligned % 64 == 0));
  for (int64_t t = 0; t < r.sizes[0]; ++t) {
    for (int64_t b = 0; b < r.sizes[1]; ++b)
      printf(b ? " %g" : "%g",
             r.aligned[r.offset + t * r.strides[0] + b * r.strides[1]]);
    printf("\n");
  }
  /* The kernel malloc'ed the result: free `allocated`, not `aligned`. */
  free(r.allocated);

  int32_t y[10];
  for (int i = 0; i < 10; ++i)
    y[i] = i;
  MemRef2DI32 yd = {y, y, 0, {2, 5}, {5, 1}};
  MemRef2DI32 s;
  _mlir_ciface_reverse_columns(&s, &yd);
  printf("reverse_columns\n");
  printf("sizes %lld %lld strides %lld %lld\n", (long long)s.sizes[0],
         (long long)s.sizes[1], (long long)s.strides[0],
         (long long)s.strides[1]);
  for (int64_t i = 0; i < s.sizes[0]; ++i) {
    for (int64_t j = 0; j < s.sizes[1]; ++j)
      printf(j ? " %d" : "%d",
             s.aligned[s.offset + i * s.strides[0] + j * s.strides[1]]);
    printf("\n");
  }
  free(s.allocated);

  int32_t z[3] = {7, 8, 9};
  MemRef1DI32 zd = {z, z, 0, {3}, {1}};
  MemRef1DI32 u;
  _mlir_ciface_identity(&u, &zd);
  printf("identity\n");
  printf("fresh buffer %d\n", (int)(u.allocated != z && u.aligned != z));
  for (int64_t i = 0; i < u.sizes[0]; ++i)
    printf(i ? " %d" : "%d", u.aligned[u.offset + i * u.strides[0]]);
  printf("\n");
  free(u.allocated);
  printf("done\n");
  return 0;
}
