//===- RowMajorView.h - memref descriptors of the benchmarks' data -*- C++
//-*-===//
//
// The benchmarks call compiled functions through their C interfaces, which
// take upstream's memref descriptors (StridedMemRefType, from
// mlir/ExecutionEngine/CRunnerUtils.h). This is the one row-major view of a
// host or device array of a compile-time rank that the GPU benchmarks build
// them with; where the rank is a run-time value (revseq-bench, the fusion
// benchmark), revseq/Tools/RankedMemRef.h builds them.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_BENCH_ROWMAJORVIEW_H
#define REVSEQ_BENCH_ROWMAJORVIEW_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cstdint>

/// A descriptor of the row-major array at `data` of sizes `sizes` (N of
/// them): offset 0, strides the suffix products of the sizes.
template <typename T, int N>
StridedMemRefType<T, N> rowMajorView(T *data, const int64_t *sizes) {
  StridedMemRefType<T, N> m;
  m.basePtr = m.data = data;
  m.offset = 0;
  int64_t stride = 1;
  for (int d = N - 1; d >= 0; --d) {
    m.sizes[d] = sizes[d];
    m.strides[d] = stride;
    stride *= sizes[d];
  }
  return m;
}

#endif // REVSEQ_BENCH_ROWMAJORVIEW_H
