//===- AccessPatterns.cpp - row orders of a copy, without revseq ----------===//
//
// revseq-bench-patterns: Google Benchmark of plain C++ loops that copy a
// [R, C] f32 matrix row by row, 64 bytes at a time, in the row orders the
// revseq kernels use, so that a kernel's speed can be told apart from the
// cost of its access pattern on the machine:
//   forward      out row r = in row r          (memcpy's order)
//   rows_reversed  out row R-1-r = in row r    (Reverse axis 0)
//   rows_reversed_out_order  the same pairs, output rows in order (input
//                rows read from the last)
//   rows_reversed_descending  the same pairs, each row from its end, so the
//                output addresses only go down (the input's saw-tooth)
//   all_reversed out element n-1-i = in i (64-byte blocks, lanes kept)
// See docs/Performance.md.
//
//===----------------------------------------------------------------------===//

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace {

constexpr int64_t kBlock = 64 / sizeof(float);

enum class Order {
  Forward,
  RowsReversed,
  RowsReversedOutOrder,
  RowsReversedDescending,
  AllReversed
};

void copyRows(const float *in, float *out, int64_t rows, int64_t cols,
              Order order) {
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t j = 0; j < cols; j += kBlock) {
      int64_t from = r * cols + j, to = from;
      if (order == Order::RowsReversed) {
        to = (rows - 1 - r) * cols + j;
      } else if (order == Order::RowsReversedOutOrder) {
        from = (rows - 1 - r) * cols + j;
      } else if (order == Order::RowsReversedDescending) {
        from = r * cols + (cols - kBlock - j);
        to = (rows - 1 - r) * cols + (cols - kBlock - j);
      } else if (order == Order::AllReversed) {
        to = rows * cols - kBlock - from;
      }
      std::memcpy(out + to, in + from, 64);
    }
  }
}

void BM_Copy(benchmark::State &state, Order order) {
  int64_t rows = state.range(0), cols = state.range(1);
  size_t bytes = size_t(rows * cols) * sizeof(float);
  auto *in = static_cast<float *>(std::aligned_alloc(4096, bytes));
  auto *out = static_cast<float *>(std::aligned_alloc(4096, bytes));
  std::memset(in, 1, bytes);
  std::memset(out, 2, bytes);
  for (auto _ : state) {
    copyRows(in, out, rows, cols, order);
    benchmark::DoNotOptimize(out);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * 2 * bytes);
  std::free(in);
  std::free(out);
}

} // namespace

// 256 KiB (L2-resident here) and 64 MiB.
BENCHMARK_CAPTURE(BM_Copy, forward, Order::Forward)
    ->Args({256, 256})
    ->Args({4096, 4096});
BENCHMARK_CAPTURE(BM_Copy, rows_reversed, Order::RowsReversed)
    ->Args({256, 256})
    ->Args({4096, 4096});
BENCHMARK_CAPTURE(BM_Copy, rows_reversed_out_order, Order::RowsReversedOutOrder)
    ->Args({256, 256})
    ->Args({4096, 4096});
BENCHMARK_CAPTURE(BM_Copy, rows_reversed_descending,
                  Order::RowsReversedDescending)
    ->Args({256, 256})
    ->Args({4096, 4096});
BENCHMARK_CAPTURE(BM_Copy, all_reversed, Order::AllReversed)
    ->Args({256, 256})
    ->Args({4096, 4096});

BENCHMARK_MAIN();
