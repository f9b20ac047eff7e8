/*===- consumer-aot.c - call a kernel of revseq_add_kernel_library -------===*/

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1DF32;

/* Inputs/reverse.mlir, compiled ahead of time with emit-c-interface=true. */
void _mlir_ciface_reverse(MemRef1DF32 *result, MemRef1DF32 *x);

int main(void) {
  float x[4] = {1, 2, 3, 4};
  MemRef1DF32 xd = {x, x, 0, {4}, {1}};
  MemRef1DF32 r;
  _mlir_ciface_reverse(&r, &xd);
  for (int64_t i = 0; i < r.sizes[0]; ++i)
    printf("%g ", r.aligned[r.offset + i * r.strides[0]]);
  printf("\n");
  free(r.allocated);
  return 0;
}
