/* Memref descriptors of the C interface (docs/AOT.md): {allocated, aligned,
 * offset, sizes[N], strides[N]}, for element type T and rank N. */
#ifndef REVSEQ_TEST_AOT_MEMREF_H
#define REVSEQ_TEST_AOT_MEMREF_H
#include <stdint.h>

#define MEMREF(Name, T, N)                                                     \
  typedef struct {                                                             \
    T *allocated, *aligned;                                                    \
    int64_t offset, sizes[N], strides[N];                                      \
  } Name

#endif
