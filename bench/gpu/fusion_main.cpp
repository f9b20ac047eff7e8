//===- fusion_main.cpp - revseq-gpu-fusion-bench: fused chains on a GPU ---===//
//
// Runs the chains of fusion-chains.mlir (compiled ahead of time by
// revseq-gpu-pipeline, once fused and once with fuse=false: two binaries of
// this file) on the GPU, checks each result against a scalar CPU
// reference, and prints per chain the kernel time (the runtime's CUDA
// events around every launch, summed over the chain's launches), the
// launches per call, and the ratio to the add alone. Usage:
//
//   revseq-gpu-fusion-bench-{fused,unfused} [ROWS COLS [REPEATS]]
//       (default 4096 4096 20: 64 MiB f32 tensors)
//
// Exit status 1 if a result is wrong.
//
//===----------------------------------------------------------------------===//

#include "../RowMajorView.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

using M2 = StridedMemRefType<float, 2>;
using M3 = StridedMemRefType<float, 3>;
using L1 = StridedMemRefType<int64_t, 1>;
using L2 = StridedMemRefType<int64_t, 2>;

extern "C" {
void _mlir_ciface_add(M2 *result, M2 *x, M2 *y);
void _mlir_ciface_reverse0_add(M2 *result, M2 *x, M2 *y);
void _mlir_ciface_reverse1_add(M2 *result, M2 *x, M2 *y);
void _mlir_ciface_add_reverse1(M2 *result, M2 *x, M2 *y);
void _mlir_ciface_sequence_bt_add(M2 *result, M2 *x, L1 *l, M2 *y);
void _mlir_ciface_sequence_tb_add(M2 *result, M2 *x, L1 *l, M2 *y);
void _mlir_ciface_subsequences_w_add(M2 *result, M2 *x, L2 *l, M2 *y);
void _mlir_ciface_sequence_tbc_2x_z(M3 *result, M3 *x, L1 *l, M3 *z);
// runtime/CudaRuntimeWrappers.cpp
void revseqGpuEnableKernelTiming(bool enable);
double revseqGpuTakeKernelMillis(int64_t *launches);
}

/// A row-major view of `data` with sizes `sizes`.
template <typename T, int N>
static StridedMemRefType<T, N> view(std::vector<T> &data,
                                    const int64_t (&sizes)[N]) {
  return rowMajorView<T, N>(data.data(), sizes);
}

/// Mixed lengths, as in the CPU benchmarks: 1 + (i * 7919) % t.
static std::vector<int64_t> mixedLengths(int64_t count, int64_t t) {
  std::vector<int64_t> lengths(count);
  for (int64_t i = 0; i < count; ++i)
    lengths[i] = 1 + (i * 7919) % t;
  return lengths;
}

/// The source index along an axis of size `t` of element `i` when the
/// first `length` elements are reversed.
static int64_t mirrored(int64_t i, int64_t length, int64_t t) {
  int64_t l = length < 0 ? 0 : (length > t ? t : length);
  return i < l ? l - 1 - i : i;
}

struct Row {
  std::string name;
  double millis;
  int64_t launches;
  bool ok;
};

/// A result: its allocation (to free) and its aligned data.
struct Result {
  float *allocated;
  float *data;
};

/// Calls `run` `repeats` times after one warm-up call whose result `check`
/// verifies.
static Row measure(const std::string &name, int repeats,
                   const std::function<Result()> &run,
                   const std::function<bool(const float *)> &check) {
  Result first = run();
  bool ok = check(first.data);
  free(first.allocated);
  revseqGpuEnableKernelTiming(true);
  revseqGpuTakeKernelMillis(nullptr);
  for (int i = 0; i < repeats; ++i)
    free(run().allocated);
  int64_t launches = 0;
  double millis = revseqGpuTakeKernelMillis(&launches);
  revseqGpuEnableKernelTiming(false);
  return {name, millis / repeats, launches / repeats, ok};
}

/// A call of the 2-D chain `f` that also takes a lengths operand.
template <typename L>
static std::function<Result()> runWithLengths(void (*f)(M2 *, M2 *, L *, M2 *),
                                              M2 x, L lengths, M2 y) {
  return [=]() mutable {
    M2 result;
    f(&result, &x, &lengths, &y);
    return Result{result.basePtr, result.data};
  };
}

namespace {

/// The chains' inputs: `x` and `y`, `rows` x `cols` each. Built in place
/// (the views point into the vectors).
struct Inputs {
  int64_t rows, cols;
  int repeats;
  std::vector<float> x, y;
  M2 xm, ym;

  Inputs(int64_t r, int64_t c, int rep);
  Inputs(const Inputs &) = delete;

  float at(const std::vector<float> &v, int64_t r, int64_t c) const {
    return v[r * cols + c];
  }
  /// A check of a 2-D result against `expected(r, c)`.
  std::function<bool(const float *)>
  check2(std::function<float(int64_t, int64_t)> expected) const {
    int64_t nr = rows, nc = cols;
    return [=](const float *out) {
      for (int64_t r = 0; r < nr; ++r)
        for (int64_t c = 0; c < nc; ++c)
          if (out[r * nc + c] != expected(r, c))
            return false;
      return true;
    };
  }
  /// A call of the 2-D chain `f` of x and y.
  std::function<Result()> run2(void (*f)(M2 *, M2 *, M2 *)) const {
    M2 a = xm, b = ym;
    return [=]() mutable {
      M2 result;
      f(&result, &a, &b);
      return Result{result.basePtr, result.data};
    };
  }
};

Inputs::Inputs(int64_t r, int64_t c, int rep)
    : rows(r), cols(c), repeats(rep), x(r * c), y(r * c) {
  for (int64_t i = 0; i < r * c; ++i) {
    x[i] = float(i % 1000);
    y[i] = float((i * 7) % 333) * 0.5f;
  }
  xm = view(x, {r, c});
  ym = view(y, {r, c});
}

/// The add alone and a whole-axis reverse before or after it.
void measureReverseChains(const Inputs &in, std::vector<Row> &table) {
  const std::vector<float> &x = in.x, &y = in.y;
  int64_t rows = in.rows, cols = in.cols;
  table.push_back(measure("add alone", in.repeats, in.run2(_mlir_ciface_add),
                          in.check2([&](int64_t r, int64_t c) {
                            return in.at(x, r, c) + in.at(y, r, c);
                          })));
  table.push_back(measure("reverse axis 0 + add", in.repeats,
                          in.run2(_mlir_ciface_reverse0_add),
                          in.check2([&](int64_t r, int64_t c) {
                            return in.at(x, rows - 1 - r, c) + in.at(y, r, c);
                          })));
  table.push_back(measure("reverse axis 1 + add", in.repeats,
                          in.run2(_mlir_ciface_reverse1_add),
                          in.check2([&](int64_t r, int64_t c) {
                            return in.at(x, r, cols - 1 - c) + in.at(y, r, c);
                          })));
  table.push_back(measure(
      "add + reverse axis 1", in.repeats, in.run2(_mlir_ciface_add_reverse1),
      in.check2([&](int64_t r, int64_t c) {
        return in.at(x, r, cols - 1 - c) + in.at(y, r, cols - 1 - c);
      })));
}

/// ReverseSequence [B,T] and ReverseSubsequences along W, both reversing
/// the first rowLengths[r] elements of row r, before an add.
void measureRowPrefixChains(const Inputs &in, std::vector<Row> &table) {
  std::vector<int64_t> rowLengths = mixedLengths(in.rows, in.cols);
  L1 rl = view(rowLengths, {in.rows});
  L2 sl = view(rowLengths, {in.rows, 1});
  auto rowPrefixes = in.check2([&](int64_t r, int64_t c) {
    return in.at(in.x, r, mirrored(c, rowLengths[r], in.cols)) +
           in.at(in.y, r, c);
  });
  table.push_back(
      measure("ReverseSequence [B,T] + add", in.repeats,
              runWithLengths(_mlir_ciface_sequence_bt_add, in.xm, rl, in.ym),
              rowPrefixes));
  table.push_back(
      measure("ReverseSubsequences along W + add", in.repeats,
              runWithLengths(_mlir_ciface_subsequences_w_add, in.xm, sl, in.ym),
              rowPrefixes));
}

/// ReverseSequence [T,B] (T = rows, B = cols: a length per column, the
/// gather layout), before an add.
void measureGatherChain(const Inputs &in, std::vector<Row> &table) {
  std::vector<int64_t> columnLengths = mixedLengths(in.cols, in.rows);
  L1 cl = view(columnLengths, {in.cols});
  table.push_back(
      measure("ReverseSequence [T,B] + add", in.repeats,
              runWithLengths(_mlir_ciface_sequence_tb_add, in.xm, cl, in.ym),
              in.check2([&](int64_t r, int64_t c) {
                return in.at(in.x, mirrored(r, columnLengths[c], in.rows), c) +
                       in.at(in.y, r, c);
              })));
}

/// ReverseSequence on [T, B, C] with B * C = cols (T = rows, B = 64), then
/// 2x + z.
void measureTBCChain(Inputs &in, std::vector<Row> &table) {
  int64_t t = in.rows, b = 64, ch = in.cols / 64;
  std::vector<int64_t> batchLengths = mixedLengths(b, t);
  M3 x3 = view(in.x, {t, b, ch}), z3 = view(in.y, {t, b, ch});
  L1 bl = view(batchLengths, {b});
  const std::vector<float> &x = in.x, &y = in.y;
  table.push_back(measure(
      "ReverseSequence [T,B,C] + 2x+z", in.repeats,
      [&]() {
        M3 result, a = x3, z = z3;
        L1 l = bl;
        _mlir_ciface_sequence_tbc_2x_z(&result, &a, &l, &z);
        return Result{result.basePtr, result.data};
      },
      [&](const float *out) {
        for (int64_t i = 0; i < t; ++i)
          for (int64_t j = 0; j < b; ++j)
            for (int64_t k = 0; k < ch; ++k) {
              int64_t src = mirrored(i, batchLengths[j], t);
              float r = x[(src * b + j) * ch + k];
              if (out[(i * b + j) * ch + k] !=
                  (r + r) + y[(i * b + j) * ch + k])
                return false;
            }
        return true;
      }));
}

} // namespace

int main(int argc, char **argv) {
  int64_t rows = argc > 2 ? atoll(argv[1]) : 4096;
  int64_t cols = argc > 2 ? atoll(argv[2]) : 4096;
  int repeats = argc > 3 ? atoi(argv[3]) : 20;
  if (rows < 1 || cols < 1 || repeats < 1 || cols % 64 != 0 ||
      rows > (int64_t(1) << 20) || cols > (int64_t(1) << 20)) {
    fprintf(stderr,
            "usage: %s [ROWS COLS [REPEATS]] (COLS a multiple of "
            "64, each at most 2^20)\n",
            argv[0]);
    return 2;
  }
  Inputs in(rows, cols, repeats);
  std::vector<Row> table;
  measureReverseChains(in, table);
  measureRowPrefixChains(in, table);
  measureTBCChain(in, table);
  measureGatherChain(in, table);
  printf("f32 %lldx%lld (%.1f MiB per tensor), %d repeats\n", (long long)rows,
         (long long)cols, rows * cols * 4.0 / (1 << 20), repeats);
  printf("| chain | result | launches | kernel ms | x add alone |\n");
  printf("| --- | --- | ---: | ---: | ---: |\n");
  bool allOk = true;
  for (const Row &row : table) {
    allOk &= row.ok;
    printf("| %s | %s | %lld | %.4f | %.2f |\n", row.name.c_str(),
           row.ok ? "ok" : "WRONG", (long long)row.launches, row.millis,
           row.millis / table[0].millis);
  }
  return allOk ? 0 : 1;
}
