//===- inplace_rows.cpp - an in-place reverse of rows against the copies --===//
//
// Built only with -DREVSEQ_BUILD_PROTOTYPES=ON (as revseq-inplace-rows): what
// reversing every row of a 1 GiB f32 [16384, 16384] buffer in place costs on
// an AVX-512 machine, next to the copies the benchmark compares with, where
// the buffer does not fit in the last-level cache:
//
//   ntcopy:    a copy with 64-byte non-temporal stores;
//   memcpy:    glibc's;
//   swap ends: each row reversed from both ends, a vector from the left and
//              its mirror from the right loaded, lanes reversed, stored
//              crosswise (what convert-revseq-to-vector emits in place);
//   staged:    each row copied into an L1 scratch row, then written back
//              reversed from it (both memory streams ascending);
// and the last two with non-temporal stores. GB/s as bench/run.py counts it:
// 2 x bytes / time, median of 7 calls. The in-place kernels are checked:
// swap ends then staged restore the buffer.
//
//   clang++-22 -O2 -march=native bench/prototypes/inplace_rows.cpp -o ir
//   ./ir
//
//===----------------------------------------------------------------------===//

#include "Timing.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <immintrin.h>

namespace {

constexpr size_t R = 16384, C = 16384, N = R * C;

const __m512i kReversed =
    _mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);

__m512 reversed(__m512 v) { return _mm512_permutexvar_ps(kReversed, v); }

void ntcopy(const float *in, float *out) {
  for (size_t i = 0; i < N; i += 16)
    _mm512_stream_ps(out + i, _mm512_load_ps(in + i));
  _mm_sfence();
}

template <bool nontemporal> void store(float *at, __m512 v) {
  if (nontemporal)
    _mm512_stream_ps(at, v);
  else
    _mm512_store_ps(at, v);
}

template <bool nontemporal> void swapEnds(float *x) {
  for (size_t r = 0; r < R; ++r) {
    float *row = x + r * C;
    for (size_t j = 0; j < C / 2; j += 16) {
      __m512 a = _mm512_load_ps(row + j);
      __m512 b = _mm512_load_ps(row + C - 16 - j);
      store<nontemporal>(row + j, reversed(b));
      store<nontemporal>(row + C - 16 - j, reversed(a));
    }
  }
  _mm_sfence();
}

alignas(64) float scratch[C];

template <bool nontemporal> void staged(float *x) {
  for (size_t r = 0; r < R; ++r) {
    float *row = x + r * C;
    for (size_t j = 0; j < C; j += 16)
      _mm512_store_ps(scratch + j, _mm512_load_ps(row + j));
    for (size_t j = 0; j < C; j += 16)
      store<nontemporal>(row + j,
                         reversed(_mm512_load_ps(scratch + C - 16 - j)));
  }
  _mm_sfence();
}

template <typename F> double gbs(F f) {
  return 2.0 * N * sizeof(float) / timeCalls(f, 7)[3] / 1e9;
}

} // namespace

int main() {
  auto *a = static_cast<float *>(std::aligned_alloc(64, N * sizeof(float)));
  auto *b = static_cast<float *>(std::aligned_alloc(64, N * sizeof(float)));
  for (size_t i = 0; i < N; ++i)
    a[i] = float(i & 0xfffff);
  std::memset(b, 0, N * sizeof(float));
  // Both buffers escape, so the memory clobber after each timed call keeps
  // the copies' stores.
  asm volatile("" : : "r"(a), "r"(b) : "memory");
  swapEnds<false>(a);
  staged<false>(a);
  bool ok = true;
  for (size_t i = 0; i < N; ++i)
    ok &= a[i] == float(i & 0xfffff);
  std::printf("check: %s\n",
              ok ? "swap ends then staged restore the buffer" : "WRONG RESULT");
  std::printf("ntcopy           %.1f GB/s\n", gbs([&] { ntcopy(a, b); }));
  std::printf("memcpy           %.1f GB/s\n",
              gbs([&] { std::memcpy(b, a, N * sizeof(float)); }));
  std::printf("swap ends        %.1f GB/s\n", gbs([&] { swapEnds<false>(a); }));
  std::printf("swap ends nt     %.1f GB/s\n", gbs([&] { swapEnds<true>(a); }));
  std::printf("staged           %.1f GB/s\n", gbs([&] { staged<false>(a); }));
  std::printf("staged nt        %.1f GB/s\n", gbs([&] { staged<true>(a); }));
  return ok ? 0 : 1;
}
