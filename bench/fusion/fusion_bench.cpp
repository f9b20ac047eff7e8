//===- fusion_bench.cpp - revseq op + elementwise op chains, timed --------===//
//
// The driver of the fusion benchmark (bench/fusion/README.md). run.py
// generates the kernels (gen_kernels.py), compiles each into an object and
// writes kernels.inc, then builds this file against them:
//
//   clang++-22 -O2 -march=native -fopenmp=libomp -std=c++17 \
//       -I<dir with kernels.inc> -I<revseq's include dir> \
//       -I<LLVM include dir> \
//       fusion_bench.cpp <kernel objects> -L<LLVM lib dir> -lomp
//
// (LLVM's directories: those of the LLVM the build was configured with,
// utils/llvm_dirs.py.)
//
// Every kernel is a `_mlir_ciface_` function of the out-params ABI:
// (x[, lengths], y, out), each a memref descriptor by pointer. All buffers
// are allocated and touched once, before any kernel runs.
//
// For each chain instance: every kernel of the selected thread count is run
// once into an output filled with 0xa5 and compared byte for byte with a
// plain C++ reference (the chain's for `unfused`, `fused`, `tosa`; the
// elementwise op's for `ew`); a kernel that differs is printed (MISMATCH),
// left out of the timing, and the driver exits with status 1 after all
// chains. Then the remaining kernels of the chain are
// timed round-robin (warm-up rounds, then --reps rounds, each round runs
// every kernel of the chain once), so slow drifts of the shared machine hit
// all of them alike. Beside the kernels runs `cxx_ew`, the elementwise op as
// a plain C++ loop (vectorised by clang, OpenMP for 2 threads; checked too).
// One line per kernel:
//
//   RESULT <chain> <dtype> <form> <threads> <median ms> <min ms> <reps>
//
// Options: --threads N (default 1: only the kernels compiled for N threads),
// --reps N (15), --warmup N (2), --verify-only, --filter SUBSTRING (chain
// name), --list, --fresh-pages (glibc's default heap: see main()). After
// allocating, it prints `PAGES anon-huge-kib=N`: the KiB of its memory on
// transparent huge pages.
//
//===----------------------------------------------------------------------===//

#include "revseq/Tools/RankedMemRef.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <malloc.h>
#include <omp.h>
#include <string>
#include <type_traits>
#include <vector>

#define FUSION_DIMS(...) __VA_ARGS__

namespace {

enum DType { kF32, kI8, kF64 };
enum Op { kReverse, kReverseSequence, kReverseSubsequences };
enum Ew { kAdd, k2xz };

struct Chain {
  int id;
  const char *name;
  const char *dtype;
  DType dt;
  Op op;
  Ew ew;
  int ewFirst; // 1: out = rev(ew(x, y)); 0: out = ew(rev(x), y)
  int rank;
  int64_t shape[4];
  int a0;      // reverse / reverse_subsequences: the axis; reverse_sequence:
               // the batch axis
  int a1;      // reverse_sequence: the sequence axis
  int lenRank; // 0: no lengths operand
  int64_t lenShape[4];
  int lenBits; // 64 (i64) or 32 (i32)
};

const Chain kChains[] = {
#define FUSION_CHAIN(id, name, dtype, dt, op, ew, ewFirst, rank, shape, a0,    \
                     a1, lenRank, lenShape, lenBits)                           \
  {id,   name,    dtype, dt, op,      ew,         ewFirst,                     \
   rank, {shape}, a0,    a1, lenRank, {lenShape}, lenBits},
#define FUSION_KERNEL(chain, form, threads, sym, nargs)
#include "kernels.inc"
#undef FUSION_CHAIN
#undef FUSION_KERNEL
};

} // namespace

// The kernels: 3 descriptors (x, y, out) or 4 (x, lengths, y, out).
#define FUSION_DECL_3(sym) extern "C" void sym(void *, void *, void *);
#define FUSION_DECL_4(sym) extern "C" void sym(void *, void *, void *, void *);
#define FUSION_CHAIN(...)
#define FUSION_KERNEL(chain, form, threads, sym, nargs) FUSION_DECL_##nargs(sym)
#include "kernels.inc"
#undef FUSION_CHAIN
#undef FUSION_KERNEL

namespace {

using Fn3 = void (*)(void *, void *, void *);
using Fn4 = void (*)(void *, void *, void *, void *);

struct Kernel {
  int chain;
  const char *form;
  int threads;
  const char *symbol;
  int nargs;
  void (*fn)();
};

const Kernel kKernels[] = {
#define FUSION_CHAIN(...)
#define FUSION_KERNEL(chain, form, threads, sym, nargs)                        \
  {chain, form, threads, #sym, nargs, reinterpret_cast<void (*)()>(&sym)},
#include "kernels.inc"
#undef FUSION_CHAIN
#undef FUSION_KERNEL
};

size_t elemBytes(DType dt) { return dt == kI8 ? 1 : dt == kF32 ? 4 : 8; }

int64_t numElements(const int64_t *shape, int rank) {
  int64_t n = 1;
  for (int i = 0; i < rank; ++i)
    n *= shape[i];
  return n;
}

using mlir::revseq::RankedDescriptor;

// A buffer of `bytes` starting `skew` bytes after a page boundary (a
// multiple of 64): x, y and out get different skews, so that their elements
// i do not share the low 12 address bits (no 4 KiB aliasing between the
// streams of an elementwise loop). FUSION_BENCH_SKEW=0 puts every buffer on
// a page boundary.
void *allocTouched(size_t bytes, size_t skew) {
  if (const char *e = std::getenv("FUSION_BENCH_SKEW"))
    if (std::atoi(e) == 0)
      skew = 0;
  size_t rounded = (bytes + skew + 4095) / 4096 * 4096;
  void *p = std::aligned_alloc(4096, rounded ? rounded : 4096);
  if (!p) {
    std::fprintf(stderr, "fusion-bench: out of memory (%zu bytes)\n", bytes);
    std::exit(2);
  }
  std::memset(p, 0, rounded);
  return static_cast<char *>(p) + skew;
}

// The resident anonymous memory on transparent huge pages, in KiB (-1 where
// /proc cannot tell): how many of the buffers `--huge-pages` in run.py
// (GLIBC_TUNABLES=glibc.malloc.hugetlb=1) put on 2 MiB pages.
long anonHugeKiB() {
  FILE *f = std::fopen("/proc/self/smaps_rollup", "r");
  if (!f)
    return -1;
  char line[256];
  long kib = -1;
  while (std::fgets(line, sizeof line, f))
    if (std::sscanf(line, "AnonHugePages: %ld kB", &kib) == 1)
      break;
  std::fclose(f);
  return kib;
}

// Deterministic inputs: exact in every dtype, so that every correct kernel
// produces the reference's bytes.
void fillInputs(const Chain &c, void *x, void *y) {
  int64_t n = numElements(c.shape, c.rank);
  for (int64_t i = 0; i < n; ++i) {
    uint64_t u = static_cast<uint64_t>(i);
    uint64_t a = (u * 37 + 11), b = (u * 53 + 7);
    switch (c.dt) {
    case kF32:
      static_cast<float *>(x)[i] = float(a % 1001) * 0.5f - 250.0f;
      static_cast<float *>(y)[i] = float(b % 997) * 0.25f;
      break;
    case kF64:
      static_cast<double *>(x)[i] = double(a % 1001) * 0.5 - 250.0;
      static_cast<double *>(y)[i] = double(b % 997) * 0.25;
      break;
    case kI8:
      static_cast<uint8_t *>(x)[i] = static_cast<uint8_t>(a);
      static_cast<uint8_t *>(y)[i] = static_cast<uint8_t>(b);
      break;
    }
  }
}

// len[i] = 1 + (i * 7919) % T over the row-major lengths tensor.
int64_t seqLength(const Chain &c) {
  return c.op == kReverseSequence ? c.shape[c.a1] : c.shape[c.a0];
}

void fillLengths(const Chain &c, void *l) {
  int64_t n = numElements(c.lenShape, c.lenRank), t = seqLength(c);
  for (int64_t i = 0; i < n; ++i) {
    int64_t v = 1 + (i * 7919) % t;
    if (c.lenBits == 64)
      static_cast<int64_t *>(l)[i] = v;
    else
      static_cast<int32_t *>(l)[i] = static_cast<int32_t>(v);
  }
}

// out = the revseq op applied to in (element type T), lengths clamped to
// [0, T].
template <typename T>
void refRevseq(const Chain &c, const T *in, const void *lengths, T *out) {
  const int r = c.rank;
  int64_t strides[4], lenStrides[4];
  int64_t s = 1, ls = 1;
  for (int i = r - 1; i >= 0; --i) {
    strides[i] = s;
    s *= c.shape[i];
  }
  for (int i = c.lenRank - 1; i >= 0; --i) {
    lenStrides[i] = ls;
    ls *= c.lenShape[i];
  }
  const int64_t n = s, tlen = seqLength(c);
  int64_t idx[4] = {0, 0, 0, 0};
  auto lengthAt = [&](int64_t li) -> int64_t {
    int64_t v = c.lenBits == 64 ? static_cast<const int64_t *>(lengths)[li]
                                : static_cast<const int32_t *>(lengths)[li];
    return std::min<int64_t>(std::max<int64_t>(v, 0), tlen);
  };
  for (int64_t lin = 0; lin < n; ++lin) {
    int64_t src = lin;
    if (c.op == kReverse) {
      int a = c.a0;
      src += (c.shape[a] - 1 - 2 * idx[a]) * strides[a];
    } else {
      int seq = c.op == kReverseSequence ? c.a1 : c.a0;
      int64_t li = 0;
      if (c.op == kReverseSequence) {
        li = idx[c.a0];
      } else {
        for (int i = 0; i < r; ++i)
          if (i != seq)
            li += idx[i] * lenStrides[i];
      }
      int64_t len = lengthAt(li);
      if (idx[seq] < len)
        src += (len - 1 - 2 * idx[seq]) * strides[seq];
    }
    out[lin] = in[src];
    for (int i = r - 1; i >= 0; --i) {
      if (++idx[i] < c.shape[i])
        break;
      idx[i] = 0;
    }
  }
}

template <typename T>
void refEw(const Chain &c, const T *a, const T *b, T *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    if constexpr (std::is_same_v<T, uint8_t>) {
      unsigned v = c.ew == kAdd ? unsigned(a[i]) + b[i] : 2u * a[i] + b[i];
      out[i] = static_cast<uint8_t>(v);
    } else {
      out[i] = c.ew == kAdd ? a[i] + b[i] : T(2) * a[i] + b[i];
    }
  }
}

template <typename T>
void refChainT(const Chain &c, const void *x, const void *l, const void *y,
               void *tmp, void *out) {
  int64_t n = numElements(c.shape, c.rank);
  const T *xt = static_cast<const T *>(x), *yt = static_cast<const T *>(y);
  T *tt = static_cast<T *>(tmp), *ot = static_cast<T *>(out);
  if (c.ewFirst) {
    refEw<T>(c, xt, yt, tt, n);
    refRevseq<T>(c, tt, l, ot);
  } else {
    refRevseq<T>(c, xt, l, tt);
    refEw<T>(c, tt, yt, ot, n);
  }
}

void refChain(const Chain &c, const void *x, const void *l, const void *y,
              void *tmp, void *out) {
  switch (c.dt) {
  case kF32:
    return refChainT<float>(c, x, l, y, tmp, out);
  case kF64:
    return refChainT<double>(c, x, l, y, tmp, out);
  case kI8:
    return refChainT<uint8_t>(c, x, l, y, tmp, out);
  }
}

void refEwOnly(const Chain &c, const void *x, const void *y, void *out) {
  int64_t n = numElements(c.shape, c.rank);
  switch (c.dt) {
  case kF32:
    return refEw<float>(c, static_cast<const float *>(x),
                        static_cast<const float *>(y),
                        static_cast<float *>(out), n);
  case kF64:
    return refEw<double>(c, static_cast<const double *>(x),
                         static_cast<const double *>(y),
                         static_cast<double *>(out), n);
  case kI8:
    return refEw<uint8_t>(c, static_cast<const uint8_t *>(x),
                          static_cast<const uint8_t *>(y),
                          static_cast<uint8_t *>(out), n);
  }
}

struct Buffers {
  void *x, *y, *out, *ref, *tmp, *len;
  RankedDescriptor dx, dy, dout, dlen;
};

void call(const Kernel &k, Buffers &b) {
  if (k.nargs == 4)
    reinterpret_cast<Fn4>(k.fn)(b.dx.get(), b.dlen.get(), b.dy.get(),
                                b.dout.get());
  else
    reinterpret_cast<Fn3>(k.fn)(b.dx.get(), b.dy.get(), b.dout.get());
}

// The elementwise op alone as a plain C++ loop (clang -O2 -march=native
// vectorises it; OpenMP with `threads` threads): the floor of what the
// elementwise op costs on the machine, beside the MLIR kernels.
template <typename T, bool Add>
__attribute__((noinline)) void ewRange(const T *__restrict a,
                                       const T *__restrict b, T *__restrict o,
                                       int64_t lo, int64_t hi) {
  for (int64_t i = lo; i < hi; ++i)
    o[i] = Add ? T(a[i] + b[i]) : T(T(2) * a[i] + b[i]);
}

template <typename T>
void cxxEwT(const Chain &c, const void *x, const void *y, void *out, int64_t n,
            int threads) {
  const T *a = static_cast<const T *>(x), *b = static_cast<const T *>(y);
  T *o = static_cast<T *>(out);
  auto range = c.ew == kAdd ? &ewRange<T, true> : &ewRange<T, false>;
  if (threads <= 1)
    return range(a, b, o, 0, n);
#pragma omp parallel num_threads(threads)
  {
    // Static halves (multiples of 64 elements), like the kernels' loops.
    int64_t nt = omp_get_num_threads(), t = omp_get_thread_num();
    int64_t chunk = ((n + nt - 1) / nt + 63) / 64 * 64;
    int64_t lo = std::min(n, t * chunk), hi = std::min(n, lo + chunk);
    range(a, b, o, lo, hi);
  }
}

void cxxEw(const Chain &c, Buffers &b, int threads) {
  int64_t n = numElements(c.shape, c.rank);
  switch (c.dt) {
  case kF32:
    return cxxEwT<float>(c, b.x, b.y, b.out, n, threads);
  case kF64:
    return cxxEwT<double>(c, b.x, b.y, b.out, n, threads);
  case kI8:
    return cxxEwT<uint8_t>(c, b.x, b.y, b.out, n, threads);
  }
}

// Returns false on a mismatch (and prints where).
bool verify(const Chain &c, const Kernel &k, Buffers &b, const void *ref,
            size_t bytes) {
  std::memset(b.out, 0xa5, bytes);
  call(k, b);
  if (std::memcmp(b.out, ref, bytes) == 0)
    return true;
  size_t eb = elemBytes(c.dt), first = 0, count = 0;
  const unsigned char *o = static_cast<const unsigned char *>(b.out);
  const unsigned char *r = static_cast<const unsigned char *>(ref);
  for (size_t i = 0; i < bytes / eb; ++i)
    if (std::memcmp(o + i * eb, r + i * eb, eb) != 0) {
      if (count++ == 0)
        first = i;
    }
  double got = 0, want = 0;
  if (c.dt == kF32) {
    got = static_cast<const float *>(b.out)[first];
    want = static_cast<const float *>(ref)[first];
  } else if (c.dt == kF64) {
    got = static_cast<const double *>(b.out)[first];
    want = static_cast<const double *>(ref)[first];
  } else {
    got = static_cast<const int8_t *>(b.out)[first];
    want = static_cast<const int8_t *>(ref)[first];
  }
  std::fprintf(stderr,
               "fusion-bench: MISMATCH %s (%s %s, %s, %d threads): %zu of %zu "
               "elements differ, first at linear index %zu: got %g, "
               "expected %g\n",
               k.symbol, c.name, c.dtype, k.form, k.threads, count, bytes / eb,
               first, got, want);
  return false;
}

double nowMs() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch())
      .count();
}

int usage() {
  std::fprintf(stderr, "usage: fusion-bench [--threads N] [--reps N] "
                       "[--warmup N] [--verify-only] [--filter S] [--list] "
                       "[--fresh-pages]\n");
  return 2;
}

/// The command line.
struct Options {
  int threads = 1, reps = 15, warmup = 2;
  bool verifyOnly = false, list = false, freshPages = false;
  std::string filter;
};

/// Parses the command line into `o`; false on a bad one.
bool parseOptions(int argc, char **argv, Options &o) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> const char * {
      if (i + 1 >= argc)
        std::exit(usage());
      return argv[++i];
    };
    if (a == "--threads")
      o.threads = std::atoi(next());
    else if (a == "--reps")
      o.reps = std::atoi(next());
    else if (a == "--warmup")
      o.warmup = std::atoi(next());
    else if (a == "--verify-only")
      o.verifyOnly = true;
    else if (a == "--filter")
      o.filter = next();
    else if (a == "--list")
      o.list = true;
    else if (a == "--fresh-pages")
      o.freshPages = true;
    else
      return false;
  }
  return o.reps >= 1 && o.warmup >= 0;
}

/// All buffers once, sized for the largest chain, touched.
Buffers allocBuffers() {
  size_t maxBytes = 0, maxLenBytes = 8;
  for (const Chain &c : kChains) {
    maxBytes = std::max(maxBytes,
                        size_t(numElements(c.shape, c.rank)) * elemBytes(c.dt));
    if (c.lenRank)
      maxLenBytes =
          std::max(maxLenBytes, size_t(numElements(c.lenShape, c.lenRank)) *
                                    size_t(c.lenBits / 8));
  }
  Buffers b;
  b.x = allocTouched(maxBytes, 0);
  b.y = allocTouched(maxBytes, 1024 + 64);
  b.out = allocTouched(maxBytes, 2048 + 128);
  b.ref = allocTouched(maxBytes, 0);
  b.tmp = allocTouched(maxBytes, 0);
  b.len = allocTouched(maxLenBytes, 3072 + 192);
  return b;
}

/// Fills `b` with `c`'s inputs and checks each kernel of `ks` and the C++
/// elementwise loop against the reference. A kernel that differs is
/// reported (MISMATCH on stderr, a MISMATCH line on stdout) and counted in
/// `failures`; the kernels that match are returned, to be timed.
std::vector<const Kernel *> verifyChain(const Chain &c,
                                        const std::vector<const Kernel *> &ks,
                                        Buffers &b, int threads, int &failures,
                                        int &verified) {
  size_t bytes = size_t(numElements(c.shape, c.rank)) * elemBytes(c.dt);
  fillInputs(c, b.x, b.y);
  if (c.lenRank)
    fillLengths(c, b.len);
  b.dx = RankedDescriptor::getRowMajor(b.x, c.shape, c.rank);
  b.dy = RankedDescriptor::getRowMajor(b.y, c.shape, c.rank);
  b.dout = RankedDescriptor::getRowMajor(b.out, c.shape, c.rank);
  if (c.lenRank)
    b.dlen = RankedDescriptor::getRowMajor(b.len, c.lenShape, c.lenRank);

  std::vector<const Kernel *> good;
  auto check = [&](const Kernel *k) {
    ++verified;
    if (verify(c, *k, b, b.ref, bytes)) {
      good.push_back(k);
      return;
    }
    ++failures;
    std::printf("MISMATCH %s %s %s %d\n", c.name, c.dtype, k->form, k->threads);
  };
  // The forms `ew` and `ew_tiled` are the elementwise op alone.
  auto isElementwiseAlone = [](const Kernel *k) {
    return std::strncmp(k->form, "ew", 2) == 0;
  };
  refChain(c, b.x, b.len, b.y, b.tmp, b.ref);
  for (const Kernel *k : ks)
    if (!isElementwiseAlone(k))
      check(k);
  refEwOnly(c, b.x, b.y, b.ref);
  for (const Kernel *k : ks)
    if (isElementwiseAlone(k))
      check(k);
  std::memset(b.out, 0xa5, bytes);
  cxxEw(c, b, threads);
  if (std::memcmp(b.out, b.ref, bytes) != 0) {
    std::fprintf(stderr,
                 "fusion-bench: MISMATCH the C++ elementwise loop "
                 "(%s %s)\n",
                 c.name, c.dtype);
    ++failures;
  }
  std::fflush(stdout);
  return good;
}

/// Times the kernels of `good` and the C++ elementwise loop in turns and
/// prints a RESULT line (median and minimum) for each.
void timeChain(const Chain &c, const std::vector<const Kernel *> &good,
               Buffers &b, const Options &o) {
  struct Timed {
    const Kernel *k; // null: the C++ elementwise loop (form cxx_ew)
    std::vector<double> ms;
  };
  std::vector<Timed> timed;
  for (const Kernel *k : good)
    timed.push_back({k, {}});
  timed.push_back({nullptr, {}});
  for (int round = 0; round < o.warmup + o.reps; ++round)
    for (Timed &t : timed) {
      double t0 = nowMs();
      if (t.k)
        call(*t.k, b);
      else
        cxxEw(c, b, o.threads);
      double t1 = nowMs();
      if (round >= o.warmup)
        t.ms.push_back(t1 - t0);
    }
  for (Timed &t : timed) {
    std::vector<double> v = t.ms;
    std::sort(v.begin(), v.end());
    double median = v.size() % 2
                        ? v[v.size() / 2]
                        : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
    std::printf("RESULT %s %s %s %d %.4f %.4f %zu\n", c.name, c.dtype,
                t.k ? t.k->form : "cxx_ew", o.threads, median, v.front(),
                v.size());
  }
  std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  if (!parseOptions(argc, argv, o))
    return usage();

  if (o.list) {
    for (const Kernel &k : kKernels)
      std::printf("%s %s %s %s %d\n", k.symbol, kChains[k.chain].name,
                  kChains[k.chain].dtype, k.form, k.threads);
    return 0;
  }

  // An unfused chain mallocs its 64 MiB intermediate tensor on every call;
  // glibc would serve it with a fresh mmap and fault every page on every
  // call. As in bench/RevseqBench.cpp, large blocks stay on the heap
  // (M_MMAP_MAX = 0, no trimming), so the freed block is reused, already
  // faulted; --fresh-pages keeps glibc's defaults to show that cost.
  if (!o.freshPages) {
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
  }
  std::printf("HEAP %s\n", o.freshPages ? "glibc-default-fresh-pages"
                                        : "reused-M_MMAP_MAX=0");

  Buffers b = allocBuffers();
  std::printf("PAGES anon-huge-kib=%ld\n", anonHugeKiB());
  int failures = 0, verified = 0;
  for (const Chain &c : kChains) {
    if (!o.filter.empty() &&
        std::string(c.name).find(o.filter) == std::string::npos)
      continue;
    std::vector<const Kernel *> ks;
    for (const Kernel &k : kKernels)
      if (k.chain == c.id && k.threads == o.threads)
        ks.push_back(&k);
    if (ks.empty())
      continue;
    std::vector<const Kernel *> good =
        verifyChain(c, ks, b, o.threads, failures, verified);
    if (!o.verifyOnly)
      timeChain(c, good, b, o);
  }
  if (failures) {
    std::fprintf(stderr,
                 "fusion-bench: FAILED: %d of %d kernels (%d threads) differ "
                 "from the C++ reference; they were not timed\n",
                 failures, verified, o.threads);
    return 1;
  }
  std::printf("VERIFIED %d kernels, %d threads: all match the C++ reference\n",
              verified, o.threads);
  return 0;
}
