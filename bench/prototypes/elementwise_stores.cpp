//===- elementwise_stores.cpp - plain against non-temporal stores ---------===//
//
// Built only with -DREVSEQ_BUILD_PROTOTYPES=ON (as revseq-elementwise-stores):
// what the store kind is worth to the fusion benchmark's 64 MiB elementwise
// loops on an AVX-512 machine, and what a fused ReverseSequence [T,B,C]
// costs next to its elementwise op once the stores stream:
//
//   add:   out = x + y, f32 [4096, 4096];
//   2xz:   out = 2x + z, f32 [512, 64, 512] (rs_tbc_2xz's elementwise op);
//   fused: out[t, b] = 2 x[L_b - 1 - t, b] + z[t, b] for t < L_b, else
//          2 x[t, b] + z[t, b], rows of 512 (rs_tbc_2xz fused), with
//          L_b = 1 + (b * 7919) % 512; and the same with the next row's
//          source prefetched (one prefetch per 64-byte line).
//
// each with plain and with non-temporal stores, the buffers at the fusion
// driver's offsets within a page (x at 0, y and z at 1088 bytes, out at
// 2176). Milliseconds, best of 15 calls, two rounds. Every kernel's output
// is checked against a scalar reference.
//
//   clang++-22 -O2 -march=native bench/prototypes/elementwise_stores.cpp -o es
//   ./es
//
//===----------------------------------------------------------------------===//

#include "Timing.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <immintrin.h>

namespace {

constexpr int T = 512, B = 64, C = 512;
constexpr size_t N = size_t(T) * B * C; // 64 MiB of f32, as [4096, 4096]
int lengths[B];

int sourceRow(int t, int b) { return t < lengths[b] ? lengths[b] - 1 - t : t; }

template <bool nontemporal> void store(float *to, __m512 v) {
  if (nontemporal)
    _mm512_stream_ps(to, v);
  else
    _mm512_storeu_ps(to, v);
}

template <bool nontemporal>
void add(const float *x, const float *y, float *out) {
  for (size_t i = 0; i < N; i += 16)
    store<nontemporal>(
        out + i, _mm512_add_ps(_mm512_loadu_ps(x + i), _mm512_loadu_ps(y + i)));
  _mm_sfence();
}

template <bool nontemporal>
void twoXPlusZ(const float *x, const float *z, float *out) {
  const __m512 two = _mm512_set1_ps(2);
  for (size_t i = 0; i < N; i += 16)
    store<nontemporal>(out + i, _mm512_fmadd_ps(two, _mm512_loadu_ps(x + i),
                                                _mm512_loadu_ps(z + i)));
  _mm_sfence();
}

const float *rowOf(const float *base, int t, int b) {
  return base + (size_t(t) * B + b) * C;
}

template <bool nontemporal, bool prefetch>
void fused(const float *x, const float *z, float *out) {
  const __m512 two = _mm512_set1_ps(2);
  for (int t = 0; t < T; ++t)
    for (int b = 0; b < B; ++b) {
      if (prefetch && (b + 1 < B || t + 1 < T)) {
        int nb = (b + 1) % B, nt = b + 1 < B ? t : t + 1;
        const float *next = rowOf(x, sourceRow(nt, nb), nb);
        for (int k = 0; k < C; k += 16)
          _mm_prefetch(reinterpret_cast<const char *>(next + k), _MM_HINT_T0);
      }
      const float *xr = rowOf(x, sourceRow(t, b), b), *zr = rowOf(z, t, b);
      float *to = out + (size_t(t) * B + b) * C;
      for (int j = 0; j < C; j += 16)
        store<nontemporal>(to + j, _mm512_fmadd_ps(two, _mm512_loadu_ps(xr + j),
                                                   _mm512_loadu_ps(zr + j)));
    }
  _mm_sfence();
}

void reference(const float *x, const float *z, float *out, bool reversed) {
  for (int t = 0; t < T; ++t)
    for (int b = 0; b < B; ++b) {
      const float *xr = rowOf(x, reversed ? sourceRow(t, b) : t, b);
      const float *zr = rowOf(z, t, b);
      for (int j = 0; j < C; ++j)
        out[(size_t(t) * B + b) * C + j] = 2 * xr[j] + zr[j];
    }
}

/// A page-aligned buffer of N floats starting `skew` bytes into its page,
/// filled with small integers (exact in every kernel).
float *allocate(size_t skew, int seed) {
  auto *page = static_cast<char *>(std::aligned_alloc(4096, N * 4 + 4096));
  auto *p = reinterpret_cast<float *>(page + skew);
  for (size_t i = 0; i < N; ++i)
    p[i] = float((i * 7 + seed) % 61);
  return p;
}

template <typename F> double bestMs(F f) {
  return timeCalls(f, 15).front() * 1e3;
}

} // namespace

int main() {
  for (int b = 0; b < B; ++b)
    lengths[b] = 1 + (b * 7919) % T;
  float *x = allocate(0, 1), *y = allocate(1088, 2), *out = allocate(2176, 3);
  float *expected = allocate(0, 0);
  bool ok = true;
  auto check = [&](const char *name, auto kernel, bool reversed, bool sum) {
    kernel();
    if (sum) {
      for (size_t i = 0; i < N; ++i)
        expected[i] = x[i] + y[i];
    } else {
      reference(x, y, expected, reversed);
    }
    if (std::memcmp(out, expected, N * sizeof(float)) != 0) {
      std::printf("%s: WRONG RESULT\n", name);
      ok = false;
    }
  };
  check(
      "add plain", [&] { add<false>(x, y, out); }, false, true);
  check(
      "add nt", [&] { add<true>(x, y, out); }, false, true);
  check(
      "2xz nt", [&] { twoXPlusZ<true>(x, y, out); }, false, false);
  check(
      "fused nt", [&] { fused<true, false>(x, y, out); }, true, false);
  check(
      "fused nt pf", [&] { fused<true, true>(x, y, out); }, true, false);
  check(
      "fused plain", [&] { fused<false, false>(x, y, out); }, true, false);
  for (int round = 0; round < 2; ++round) {
    std::printf("add: plain %.2f ms, non-temporal %.2f ms\n",
                bestMs([&] { add<false>(x, y, out); }),
                bestMs([&] { add<true>(x, y, out); }));
    std::printf("2xz: plain %.2f ms, non-temporal %.2f ms\n",
                bestMs([&] { twoXPlusZ<false>(x, y, out); }),
                bestMs([&] { twoXPlusZ<true>(x, y, out); }));
    std::printf("fused rs_tbc_2xz: plain %.2f ms, non-temporal %.2f ms, "
                "non-temporal + prefetch %.2f ms\n",
                bestMs([&] { fused<false, false>(x, y, out); }),
                bestMs([&] { fused<true, false>(x, y, out); }),
                bestMs([&] { fused<true, true>(x, y, out); }));
  }
  return ok ? 0 : 1;
}
