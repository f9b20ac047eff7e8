//===- main.cpp - revseq-gpu-bench: the GPU kernels vs. a device copy -----===//
//
// Runs every op of kernels.mlir (compiled ahead of time by
// revseq-gpu-pipeline, kernels embedded) on the GPU, compares each result
// with a scalar CPU reference, and reports the kernel's bandwidth (bytes read
// plus bytes written per second, measured with CUDA events around each
// launch by the runtime's kernel timing) next to a device-to-device copy of
// the same tensor (cuMemcpyDtoDAsync), as a ratio against the issue's
// target for its layout: 0.85 x copy for the row layouts (each output row
// comes from one input row), 0.6 x for the gather layouts (the lanes of a
// warp read different rows). Usage:
//
//   revseq-gpu-bench [D0 D1 D2 [REPEATS]]      (default 64 1024 1024 20)
//
// Prints one Markdown table row per op (bench/gpu/record.py puts them into
// docs/Performance.md). Exit status 1 if a result is wrong.
//
// Built as revseq-gpu-bench-in-place (REVSEQ_GPU_BENCH_IN_PLACE), the ops are
// compiled with in-place=true: each reverses the device copy of its argument
// in place, and the input is restored before every call (untimed: only the
// kernel launches are timed).
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "cuda.h"

#include "../RowMajorView.h"

#ifdef REVSEQ_GPU_BENCH_IN_PLACE
constexpr bool kInPlace = true;
#else
constexpr bool kInPlace = false;
#endif

template <typename T, int N> using MemRef = StridedMemRefType<T, N>;

using F3 = MemRef<float, 3>;

extern "C" {
void _mlir_ciface_reverse_inner(F3 *result, F3 *x);
void _mlir_ciface_reverse_outer(F3 *result, F3 *x);
void _mlir_ciface_reverse_sequence(F3 *result, F3 *x, MemRef<int32_t, 1> *l);
void _mlir_ciface_reverse_subsequences(F3 *result, F3 *x,
                                       MemRef<int32_t, 3> *l);
void _mlir_ciface_reverse_dynamic(F3 *result, F3 *x, MemRef<int64_t, 1> *a);
void _mlir_ciface_reverse_sequence_batch_inner(F3 *result, F3 *x,
                                               MemRef<int32_t, 1> *l);
void _mlir_ciface_reverse_subsequences_outer(F3 *result, F3 *x,
                                             MemRef<int32_t, 3> *l);
// runtime/CudaRuntimeWrappers.cpp
void revseqGpuEnableKernelTiming(bool enable);
double revseqGpuTakeKernelMillis(int64_t *launches);
void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream, bool isHostShared);
void mgpuMemFree(void *ptr, CUstream stream);
}

template <typename T, int N>
static MemRef<T, N> view(std::vector<T> &data, const int64_t (&sizes)[N]) {
  return rowMajorView<T, N>(data.data(), sizes);
}

static void check(CUresult result, const char *what) {
  if (result == CUDA_SUCCESS)
    return;
  const char *name = nullptr;
  cuGetErrorName(result, &name);
  fprintf(stderr, "%s failed: %s\n", what, name ? name : "?");
  exit(1);
}

/// Mean milliseconds of a device-to-device copy of `bytes` bytes.
static double copyMillis(int64_t bytes, int64_t repeats) {
  CUcontext context;
  CUdevice device;
  check(cuDeviceGet(&device, 0), "cuDeviceGet");
  check(cuDevicePrimaryCtxRetain(&context, device), "cuDevicePrimaryCtxRetain");
  check(cuCtxPushCurrent(context), "cuCtxPushCurrent");
  void *src = mgpuMemAlloc(bytes, nullptr, false);
  void *dst = mgpuMemAlloc(bytes, nullptr, false);
  CUevent start, stop;
  check(cuEventCreate(&start, CU_EVENT_DEFAULT), "cuEventCreate");
  check(cuEventCreate(&stop, CU_EVENT_DEFAULT), "cuEventCreate");
  check(cuMemcpyDtoD(CUdeviceptr(dst), CUdeviceptr(src), bytes), "copy");
  check(cuEventRecord(start, nullptr), "cuEventRecord");
  for (int64_t r = 0; r < repeats; ++r)
    check(cuMemcpyDtoDAsync(CUdeviceptr(dst), CUdeviceptr(src), bytes, nullptr),
          "cuMemcpyDtoDAsync");
  check(cuEventRecord(stop, nullptr), "cuEventRecord");
  check(cuEventSynchronize(stop), "cuEventSynchronize");
  float millis = 0;
  check(cuEventElapsedTime(&millis, start, stop), "cuEventElapsedTime");
  mgpuMemFree(src, nullptr);
  mgpuMemFree(dst, nullptr);
  check(cuCtxPopCurrent(&context), "cuCtxPopCurrent");
  return millis / double(repeats);
}

namespace {

/// The tensor and the lengths every case reads, and views of them. Built in
/// place (the views point into the vectors).
struct Inputs {
  int64_t n0, n1, n2;
  // `x` holds the input; the ops read `work` (xm), a copy that an in-place
  // op overwrites and reset() restores.
  std::vector<float> x, work;
  std::vector<int32_t> seqLengths, subLengths, innerLengths, outerLengths;
  // Lengths close to each other (T - k mod 8): the tile kernel of the
  // gather layouts stages every tile in workgroup memory; with the random
  // lengths most tiles spread too far and read the input directly.
  std::vector<int32_t> innerClose, outerClose;
  std::vector<int64_t> axes = {0, -1};
  F3 xm;
  MemRef<int32_t, 1> seqM, innerM, innerCloseM;
  MemRef<int32_t, 3> subM, outerM, outerCloseM;
  MemRef<int64_t, 1> axesM;

  Inputs(int64_t d0, int64_t d1, int64_t d2);
  Inputs(const Inputs &) = delete;

  void reset() { std::copy(x.begin(), x.end(), work.begin()); }

  /// The linear index of element (i, j, k).
  int64_t at(int64_t i, int64_t j, int64_t k) const {
    return (i * n1 + j) * n2 + k;
  }
};

Inputs::Inputs(int64_t d0, int64_t d1, int64_t d2)
    : n0(d0), n1(d1), n2(d2), x(d0 * d1 * d2), seqLengths(d0),
      subLengths(d0 * d1), innerLengths(d2), outerLengths(d0 * d2),
      innerClose(d2), outerClose(d0 * d2) {
  for (int64_t i = 0; i < int64_t(x.size()); ++i)
    x[i] = float(i % 16777216);
  work = x;
  std::mt19937 rng(1);
  for (auto &l : seqLengths)
    l = int32_t(rng() % (n1 + 1));
  for (auto &l : subLengths)
    l = int32_t(rng() % (n2 + 1));
  for (auto &l : innerLengths)
    l = int32_t(rng() % (n1 + 1));
  for (auto &l : outerLengths)
    l = int32_t(rng() % (n1 + 1));
  for (int64_t k = 0; k < n2; ++k)
    innerClose[k] = int32_t(n1 - k % 8);
  for (int64_t k = 0; k < n0 * n2; ++k)
    outerClose[k] = int32_t(n1 - k % 8);
  xm = view(work, {n0, n1, n2});
  seqM = view(seqLengths, {n0});
  subM = view(subLengths, {n0, n1, 1});
  innerM = view(innerLengths, {n2});
  outerM = view(outerLengths, {n0, 1, n2});
  innerCloseM = view(innerClose, {n2});
  outerCloseM = view(outerClose, {n0, 1, n2});
  axesM = view(axes, {2});
}

/// One op of kernels.mlir: how to run it and the source index of the output
/// element (i, j, k).
struct Case {
  std::string name;
  bool gather;
  std::function<void(F3 *)> run;
  std::function<int64_t(int64_t, int64_t, int64_t)> source;
};

int64_t below(int64_t t, int64_t l) { return t < l ? l - 1 - t : t; }

/// The gather layouts (the lengths vary along the innermost axis) with the
/// lengths `inner` and `outer`.
void addGatherCases(std::vector<Case> &cases, Inputs &in,
                    const std::string &suffix,
                    const std::vector<int32_t> *inner,
                    MemRef<int32_t, 1> *innerView,
                    const std::vector<int32_t> *outer,
                    MemRef<int32_t, 3> *outerView) {
  cases.push_back({"reverse_sequence b=2 s=1" + suffix, true,
                   [&in, innerView](F3 *r) {
                     _mlir_ciface_reverse_sequence_batch_inner(r, &in.xm,
                                                               innerView);
                   },
                   [&in, inner](int64_t i, int64_t j, int64_t k) {
                     return in.at(i, below(j, (*inner)[k]), k);
                   }});
  cases.push_back({"reverse_subsequences axis=1" + suffix, true,
                   [&in, outerView](F3 *r) {
                     _mlir_ciface_reverse_subsequences_outer(r, &in.xm,
                                                             outerView);
                   },
                   [&in, outer](int64_t i, int64_t j, int64_t k) {
                     return in.at(i, below(j, (*outer)[i * in.n2 + k]), k);
                   }});
}

std::vector<Case> buildCases(Inputs &in) {
  int64_t n0 = in.n0, n1 = in.n1, n2 = in.n2;
  std::vector<Case> cases = {
      {"reverse axes=[2]", false,
       [&in](F3 *r) { _mlir_ciface_reverse_inner(r, &in.xm); },
       [&in, n2](int64_t i, int64_t j, int64_t k) {
         return in.at(i, j, n2 - 1 - k);
       }},
      {"reverse axes=[0]", false,
       [&in](F3 *r) { _mlir_ciface_reverse_outer(r, &in.xm); },
       [&in, n0](int64_t i, int64_t j, int64_t k) {
         return in.at(n0 - 1 - i, j, k);
       }},
      {"reverse_sequence b=0 s=1", false,
       [&in](F3 *r) { _mlir_ciface_reverse_sequence(r, &in.xm, &in.seqM); },
       [&in](int64_t i, int64_t j, int64_t k) {
         return in.at(i, below(j, in.seqLengths[i]), k);
       }},
      {"reverse_subsequences axis=2", false,
       [&in](F3 *r) { _mlir_ciface_reverse_subsequences(r, &in.xm, &in.subM); },
       [&in, n1](int64_t i, int64_t j, int64_t k) {
         return in.at(i, j, below(k, in.subLengths[i * n1 + j]));
       }},
      {"reverse_dynamic [0, -1]", false,
       [&in](F3 *r) { _mlir_ciface_reverse_dynamic(r, &in.xm, &in.axesM); },
       [&in, n0, n2](int64_t i, int64_t j, int64_t k) {
         return in.at(n0 - 1 - i, j, n2 - 1 - k);
       }},
  };
  addGatherCases(cases, in, "", &in.innerLengths, &in.innerM, &in.outerLengths,
                 &in.outerM);
  addGatherCases(cases, in, ", lengths T - k mod 8", &in.innerClose,
                 &in.innerCloseM, &in.outerClose, &in.outerCloseM);
  return cases;
}

/// Runs `c` once against the reference, then `repeats` times timed, and
/// prints its table row; whether its result was right.
bool runCase(Case &c, Inputs &in, int64_t repeats, double copy, double bytes) {
  F3 result;
  if (kInPlace)
    in.reset();
  c.run(&result); // warm-up (module load) and the checked result
  int64_t wrong = 0;
  for (int64_t i = 0; i < in.n0; ++i)
    for (int64_t j = 0; j < in.n1; ++j)
      for (int64_t k = 0; k < in.n2; ++k)
        wrong += result.data[in.at(i, j, k)] != in.x[c.source(i, j, k)];
  free(result.basePtr);
  revseqGpuEnableKernelTiming(true);
  for (int64_t r = 0; r < repeats; ++r) {
    if (kInPlace)
      in.reset();
    c.run(&result);
    free(result.basePtr);
  }
  revseqGpuEnableKernelTiming(false);
  // Kernel time per call: the sum of its launches (an in-place
  // reverse_dynamic launches one kernel per set of mirrored axes).
  int64_t launches = 0;
  double millis = revseqGpuTakeKernelMillis(&launches) / double(repeats);
  double ratio = copy / millis, target = c.gather ? 0.6 : 0.85;
  printf("| `%s` | %s | %s | %.4f | %.1f | %.2f | %.2f %s |\n", c.name.c_str(),
         c.gather ? "gather" : "row", wrong ? "WRONG" : "ok", millis,
         bytes / (millis * 1e6), ratio, target,
         ratio >= target ? "met" : "missed");
  return wrong == 0;
}

} // namespace

int main(int argc, char **argv) {
  int64_t n0 = 64, n1 = 1024, n2 = 1024, repeats = 20;
  if (argc >= 4) {
    n0 = atoll(argv[1]);
    n1 = atoll(argv[2]);
    n2 = atoll(argv[3]);
  }
  if (argc >= 5)
    repeats = atoll(argv[4]);
  const int64_t count = n0 * n1 * n2;
  const double bytes = 2.0 * count * sizeof(float);
  printf("revseq-gpu-bench%s: f32 %lldx%lldx%lld (%.1f MiB), %lld repeats\n",
         kInPlace ? " (in place)" : "", (long long)n0, (long long)n1,
         (long long)n2, count * 4.0 / (1 << 20), (long long)repeats);

  Inputs in(n0, n1, n2);
  std::vector<Case> cases = buildCases(in);
  const double copy = copyMillis(count * int64_t(sizeof(float)), repeats);
  int failures = 0;
  printf("| op | layout | result | kernel ms | GB/s | x copy | target |\n");
  printf("| --- | --- | --- | --- | --- | --- | --- |\n");
  for (Case &c : cases)
    failures += !runCase(c, in, repeats, copy, bytes);
  printf("| device-to-device copy | - | - | %.4f | %.1f | 1.00 | - |\n", copy,
         bytes / (copy * 1e6));
  return failures ? 1 : 0;
}
