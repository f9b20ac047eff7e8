//===- column_strips.cpp - prototypes of the [T,B] column-strip kernels ---===//
//
// Built only with -DREVSEQ_BUILD_PROTOTYPES=ON (as revseq-column-strips): an
// experiment that bounds what the column-strip kernel for ReverseSequence
// [T,B] with a different length per column can reach on an AVX-512 machine,
// next to memcpy, for f32 [4096, 4096] and len[b] = 1 + (b * 7919) % T (the
// benchmark's `mixed` lengths).
//
//   gather:     what revseq emits (RowKernels.cpp): stage a 64-column strip
//               in a [T, 64] scratch buffer, then per output vector a masked
//               gather from rows L - 1 - t of the scratch buffer.
//   transposed: stage the strip transposed (16 x 16 register transposes),
//               so each column is contiguous; reverse each column's window
//               with one permute, transpose back; optionally with
//               non-temporal stores, or with the scratch on transparent huge
//               pages (madvise), or software-pipelined (strip k + 1 staged
//               while strip k is written, in a second scratch).
//
// and, to see where the time goes, the two phases of `transposed` alone
// (results not checked) and plain non-temporal copies in the strips' order
// (W columns of every row, then the next W). Last, the bound of fusing an
// add into the kernel (`rs_tb_add` of the fusion benchmark): `transposed`
// with `+ y` applied to each output row vector before its store (y's rows
// prefetched a few blocks ahead, or not), against the add alone
// (non-temporal stores), in milliseconds; and the add alone in the strips'
// order, the floor of any kernel that writes the output strip by strip.
//
//   clang++-22 -O2 -march=native bench/prototypes/column_strips.cpp -o cs
//   ./cs
//
// or `ninja revseq-column-strips` in a tree configured with the option.
//
// Every variant is checked against a scalar reference.
//
//===----------------------------------------------------------------------===//

#include "Timing.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <immintrin.h>
#include <sys/mman.h>

namespace {

constexpr int T = 4096, B = 4096;
constexpr size_t N = size_t(T) * B;
int32_t lengths[B];

void reference(const float *in, float *out) {
  for (int t = 0; t < T; ++t)
    for (int b = 0; b < B; ++b)
      out[size_t(t) * B + b] = t < lengths[b]
                                   ? in[size_t(lengths[b] - 1 - t) * B + b]
                                   : in[size_t(t) * B + b];
}

void gather(const float *in, float *out, float *scratch) {
  constexpr int W = 64;
  const __m512i iota =
      _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  for (int s = 0; s < B; s += W) {
    for (int t = 0; t < T; ++t)
      for (int j = 0; j < W; j += 16)
        _mm512_store_ps(scratch + t * W + j,
                        _mm512_loadu_ps(in + size_t(t) * B + s + j));
    for (int t = 0; t < T; ++t)
      for (int j = 0; j < W; j += 16) {
        __m512i len = _mm512_loadu_si512(lengths + s + j);
        __m512i tv = _mm512_set1_epi32(t);
        __mmask16 below = _mm512_cmpgt_epi32_mask(len, tv);
        __m512 v = _mm512_load_ps(scratch + t * W + j);
        if (below) {
          __m512i rows =
              _mm512_sub_epi32(_mm512_sub_epi32(len, _mm512_set1_epi32(1)), tv);
          __m512i idx =
              _mm512_add_epi32(_mm512_mullo_epi32(rows, _mm512_set1_epi32(W)),
                               _mm512_add_epi32(_mm512_set1_epi32(j), iota));
          v = _mm512_mask_i32gather_ps(v, below, idx, scratch, 4);
        }
        _mm512_storeu_ps(out + size_t(t) * B + s + j, v);
      }
  }
}

void transpose16(__m512 r[16]) {
  __m512 t[16];
  for (int i = 0; i < 16; i += 2) {
    t[i] = _mm512_unpacklo_ps(r[i], r[i + 1]);
    t[i + 1] = _mm512_unpackhi_ps(r[i], r[i + 1]);
  }
  for (int i = 0; i < 16; i += 4) {
    r[i] = _mm512_shuffle_ps(t[i], t[i + 2], 0x44);
    r[i + 1] = _mm512_shuffle_ps(t[i], t[i + 2], 0xEE);
    r[i + 2] = _mm512_shuffle_ps(t[i + 1], t[i + 3], 0x44);
    r[i + 3] = _mm512_shuffle_ps(t[i + 1], t[i + 3], 0xEE);
  }
  for (int i = 0; i < 8; ++i) {
    int a = (i / 4) * 8 + i % 4;
    t[a] = _mm512_shuffle_f32x4(r[a], r[a + 4], 0x88);
    t[a + 4] = _mm512_shuffle_f32x4(r[a], r[a + 4], 0xDD);
  }
  for (int i = 0; i < 8; ++i) {
    r[i] = _mm512_shuffle_f32x4(t[i], t[i + 8], 0x88);
    r[i + 8] = _mm512_shuffle_f32x4(t[i], t[i + 8], 0xDD);
  }
}

/// Scratch column c holds strip column c at [pad, pad + T), so the window
/// of a short length may start before it.
constexpr int kPad = 16, kStride = T + 2 * kPad;

/// Stages the 16 x 16 block at rows t0, strip columns j of strip s.
void stageBlock(const float *in, float *scratch, int s, int t0, int j) {
  __m512 r[16];
  for (int i = 0; i < 16; ++i)
    r[i] = _mm512_loadu_ps(in + size_t(t0 + i) * B + s + j);
  transpose16(r);
  for (int i = 0; i < 16; ++i)
    _mm512_storeu_ps(scratch + size_t(j + i) * kStride + kPad + t0, r[i]);
}

/// Writes the output block at rows t0, strip columns j of strip s.
/// With `y`, each output row vector is added to y's before it is stored.
/// How many rows ahead the fused add prefetches y's rows (0: none).
int yPrefetchRows = 0;

template <bool nontemporal>
void emitBlock(float *out, const float *scratch, int s, int t0, int j,
               const float *y = nullptr) {
  if (y && yPrefetchRows && t0 + yPrefetchRows + 16 <= T)
    for (int i = 0; i < 16; ++i)
      _mm_prefetch(reinterpret_cast<const char *>(
                       y + size_t(t0 + yPrefetchRows + i) * B + s + j),
                   _MM_HINT_T2);
  const __m512i reversed =
      _mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  __m512 r[16];
  for (int i = 0; i < 16; ++i) {
    int l = lengths[s + j + i];
    const float *column = scratch + size_t(j + i) * kStride + kPad;
    __m512 v = _mm512_loadu_ps(column + t0);
    if (t0 < l) {
      __m512 window = _mm512_permutexvar_ps(
          reversed, _mm512_loadu_ps(column + l - 16 - t0));
      __mmask16 m = l - t0 >= 16 ? 0xffff : (1u << (l - t0)) - 1;
      v = _mm512_mask_mov_ps(v, m, window);
    }
    r[i] = v;
  }
  transpose16(r);
  for (int i = 0; i < 16; ++i) {
    size_t at = size_t(t0 + i) * B + s + j;
    float *to = out + at;
    if (y)
      r[i] = _mm512_add_ps(r[i], _mm512_loadu_ps(y + at));
    if (nontemporal)
      _mm512_stream_ps(to, r[i]);
    else
      _mm512_storeu_ps(to, r[i]);
  }
}

template <int W> void stage(const float *in, float *scratch, int s) {
  for (int t0 = 0; t0 < T; t0 += 16)
    for (int j = 0; j < W; j += 16)
      stageBlock(in, scratch, s, t0, j);
}

template <int W, bool nontemporal>
void emit(float *out, const float *scratch, int s) {
  for (int t0 = 0; t0 < T; t0 += 16)
    for (int j = 0; j < W; j += 16)
      emitBlock<nontemporal>(out, scratch, s, t0, j);
}

template <int W, bool nontemporal>
void transposed(const float *in, float *out, float *scratch) {
  for (int s = 0; s < B; s += W) {
    stage<W>(in, scratch, s);
    emit<W, nontemporal>(out, scratch, s);
  }
  if (nontemporal)
    _mm_sfence();
}

/// `transposed` with the add fused: out = reverse_sequence(in) + y.
template <int W>
void transposedAdd(const float *in, const float *y, float *out,
                   float *scratch) {
  for (int s = 0; s < B; s += W) {
    stage<W>(in, scratch, s);
    for (int t0 = 0; t0 < T; t0 += 16)
      for (int j = 0; j < W; j += 16)
        emitBlock<true>(out, scratch, s, t0, j, y);
  }
  _mm_sfence();
}

/// The add alone, non-temporal stores: out = in + y.
void addOnly(const float *in, const float *y, float *out) {
  for (size_t i = 0; i < N; i += 16)
    _mm512_stream_ps(out + i, _mm512_add_ps(_mm512_loadu_ps(in + i),
                                            _mm512_loadu_ps(y + i)));
  _mm_sfence();
}

/// The add alone in the strips' order: W columns of every row, then the
/// next W, both inputs prefetched 16 rows ahead.
template <int W> void stripAdd(const float *in, const float *y, float *out) {
  for (int s = 0; s < B; s += W)
    for (int t = 0; t < T; ++t) {
      for (int j = 0; t + 16 < T && j < W; j += 16) {
        size_t ahead = size_t(t + 16) * B + s + j;
        _mm_prefetch(reinterpret_cast<const char *>(in + ahead), _MM_HINT_T2);
        _mm_prefetch(reinterpret_cast<const char *>(y + ahead), _MM_HINT_T2);
      }
      for (int j = 0; j < W; j += 16) {
        size_t at = size_t(t) * B + s + j;
        _mm512_stream_ps(out + at, _mm512_add_ps(_mm512_loadu_ps(in + at),
                                                 _mm512_loadu_ps(y + at)));
      }
    }
  _mm_sfence();
}

/// Strip k + 1 is staged block row by block row while strip k is written,
/// in the other half of the scratch.
template <int W> void pipelined(const float *in, float *out, float *scratch) {
  float *halves[2] = {scratch, scratch + size_t(W) * kStride};
  stage<W>(in, halves[0], 0);
  for (int s = 0, k = 0; s < B; s += W, k ^= 1) {
    for (int t0 = 0; t0 < T; t0 += 16)
      for (int j = 0; j < W; j += 16) {
        if (s + W < B)
          stageBlock(in, halves[k ^ 1], s + W, t0, j);
        emitBlock<true>(out, halves[k], s, t0, j);
      }
  }
  _mm_sfence();
}

/// The phases alone (every strip staged into, or written from, the same
/// scratch).
template <int W> void stageOnly(const float *in, float *scratch) {
  for (int s = 0; s < B; s += W)
    stage<W>(in, scratch, s);
}
template <int W> void emitOnly(float *out, const float *scratch) {
  for (int s = 0; s < B; s += W)
    emit<W, true>(out, scratch, s);
  _mm_sfence();
}

/// A plain copy in the strips' order, non-temporal stores.
template <int W> void stripCopy(const float *in, float *out) {
  for (int s = 0; s < B; s += W)
    for (int t = 0; t < T; ++t)
      for (int j = 0; j < W; j += 16)
        _mm512_stream_ps(out + size_t(t) * B + s + j,
                         _mm512_loadu_ps(in + size_t(t) * B + s + j));
  _mm_sfence();
}

/// A zeroed buffer; with `huge`, 2 MiB-aligned on transparent huge pages
/// (madvise; the kernel may still decline them).
float *allocate(size_t floats, bool huge = false) {
  size_t align = huge ? size_t(2) << 20 : 64;
  size_t bytes = (floats * sizeof(float) + align - 1) / align * align;
  auto *p = static_cast<float *>(std::aligned_alloc(align, bytes));
  if (huge && madvise(p, bytes, MADV_HUGEPAGE) != 0)
    std::perror("madvise(MADV_HUGEPAGE)");
  std::memset(p, 0, bytes);
  return p;
}

/// GB/s as the benchmark counts it: 2 x bytes / time, best of 10 calls.
template <typename F> double measure(F f) {
  return 2.0 * N * sizeof(float) / timeCalls(f, 10).front() / 1e9;
}

} // namespace

int main() {
  for (int b = 0; b < B; ++b)
    lengths[b] = 1 + (b * 7919) % T;
  float *in = allocate(N), *out = allocate(N), *expected = allocate(N);
  // Room for two strips of 512 columns.
  float *scratch = allocate(size_t(1024) * kStride);
  float *hugeScratch = allocate(size_t(1024) * kStride, /*huge=*/true);
  for (size_t i = 0; i < N; ++i)
    in[i] = float(i & 0xffffff);
  reference(in, expected);
  std::printf("memcpy %.1f GB/s\n", measure([&] {
                std::memcpy(out, in, N * sizeof(float));
                asm volatile("" : : "r"(out) : "memory");
              }));
  auto run = [&](const char *name, auto kernel, bool check = true) {
    std::memset(out, 0, N * sizeof(float));
    kernel();
    bool ok = !check || !std::memcmp(out, expected, N * sizeof(float));
    std::printf("%-30s %.1f GB/s%s\n", name, measure(kernel),
                ok ? (check ? "" : " (not a result)") : "  WRONG RESULT");
    return ok;
  };
  bool ok = run("gather", [&] { gather(in, out, scratch); });
  ok &=
      run("transposed 256", [&] { transposed<256, false>(in, out, scratch); });
  ok &= run("transposed 256 nt",
            [&] { transposed<256, true>(in, out, scratch); });
  ok &= run("transposed 512 nt",
            [&] { transposed<512, true>(in, out, scratch); });
  ok &= run("transposed 1024 nt",
            [&] { transposed<1024, true>(in, out, scratch); });
  ok &= run("transposed 256 nt, huge pages",
            [&] { transposed<256, true>(in, out, hugeScratch); });
  ok &= run("pipelined 256 nt", [&] { pipelined<256>(in, out, scratch); });
  run(
      "stage only 256", [&] { stageOnly<256>(in, scratch); }, false);
  run(
      "emit only 256 nt", [&] { emitOnly<256>(out, scratch); }, false);
  run(
      "strip copy 256 nt", [&] { stripCopy<256>(in, out); }, false);
  run(
      "strip copy 1024 nt", [&] { stripCopy<1024>(in, out); }, false);
  // The fused add: checked against the reference plus y, then timed in ms.
  float *y = allocate(N);
  for (size_t i = 0; i < N; ++i)
    y[i] = float(i % 977);
  for (size_t i = 0; i < N; ++i)
    expected[i] += y[i];
  auto ms = [](double gbs) { return 2.0 * N * sizeof(float) / gbs / 1e6; };
  std::printf("add alone nt                   %.2f ms\n",
              ms(measure([&] { addOnly(in, y, out); })));
  auto fused = [&](const char *name, auto kernel) {
    std::memset(out, 0, N * sizeof(float));
    kernel();
    bool same = !std::memcmp(out, expected, N * sizeof(float));
    std::printf("%-30s %.2f ms%s\n", name, ms(measure(kernel)),
                same ? "" : "  WRONG RESULT");
    return same;
  };
  for (int rows : {0, 32}) {
    yPrefetchRows = rows;
    ok &= fused(rows ? "transposed 64 nt + add, pf" : "transposed 64 nt + add",
                [&] { transposedAdd<64>(in, y, out, scratch); });
    ok &=
        fused(rows ? "transposed 256 nt + add, pf" : "transposed 256 nt + add",
              [&] { transposedAdd<256>(in, y, out, scratch); });
  }
  for (size_t i = 0; i < N; ++i)
    expected[i] = in[i] + y[i];
  ok &= fused("add in strips of 64", [&] { stripAdd<64>(in, y, out); });
  ok &= fused("add in strips of 256", [&] { stripAdd<256>(in, y, out); });
  ok &= fused("add in strips of 1024", [&] { stripAdd<1024>(in, y, out); });
  return ok ? 0 : 1;
}
