//===- RevseqBench.cpp - AOT revseq kernels beside the best copy ----------===//
//
// Google Benchmark harness for the kernels that bench/gen_kernels.py writes
// and cmake/RevseqKernel.cmake compiles ahead of time. Every kernel runs
// right after three copies of the same number of bytes with the same thread
// count (memcpy, a copy with non-temporal vector stores, a plain vector copy
// loop), so bench/run.py can report the kernel as a fraction of the best
// copy measured in the same process a moment earlier.
//
// Bandwidth counts the input read and the output written: 2 x bytes / time,
// for an in-place kernel (form I) too, which moves fewer bytes: its figure
// is then its speed against a copy of the same tensor.
//
// Allocation: kernels of the out-params and destination forms write a
// buffer the harness allocated and touched once, so nothing is allocated in
// the timed region. A kernel that returns a tensor (form R) mallocs its
// result on every call and the benchmark loop frees it; both are timed.
// glibc would serve a 64 MiB request with a fresh mmap and fault every page
// on every call, which measures the kernel's page faults rather than the
// kernel; main() therefore keeps large blocks on the heap (M_MMAP_MAX = 0,
// no trimming) so the freed result is reused, already faulted, by the next
// call. --revseq_fresh_pages keeps glibc's defaults to show that cost.
//
// --revseq_verify runs every kernel once with every lengths pattern, checks
// the result against a plain C++ reference and exits non-zero on a mismatch.
//
//===----------------------------------------------------------------------===//

#include "revseq/Tools/RankedMemRef.h"

#include <benchmark/benchmark.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include <algorithm>
#include <cinttypes>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <malloc.h>
#include <string>
#include <tuple>
#include <vector>

//===----------------------------------------------------------------------===//
// The kernels and libomp
//===----------------------------------------------------------------------===//

#define REVSEQ_BENCH_PARAMS_1 void *
#define REVSEQ_BENCH_PARAMS_2 void *, void *
#define REVSEQ_BENCH_PARAMS_3 void *, void *, void *
#define REVSEQ_BENCH_VARIANT(name, options)
#define REVSEQ_BENCH_KERNEL(fn, nargs, form, ...)                              \
  extern "C" void _mlir_ciface_##fn(REVSEQ_BENCH_PARAMS_##nargs);
#include "kernels.inc"
#undef REVSEQ_BENCH_KERNEL

// The two-thread memcpy forks through libomp, the runtime that kernels
// compiled with num-threads > 1 use, so both sides pay the same fork/join
// and neither competes with the other runtime's spinning threads.
extern "C" {
struct RevseqIdent {
  int32_t reserved1, flags, reserved2, reserved3;
  const char *psource;
};
using KmpcMicro = void (*)(int32_t *, int32_t *, ...);
void __kmpc_fork_call(RevseqIdent *, int32_t, KmpcMicro, ...);
void __kmpc_push_num_threads(RevseqIdent *, int32_t, int32_t);
int32_t __kmpc_global_thread_num(RevseqIdent *);
int omp_get_thread_num(void);
int omp_get_num_threads(void);
}

namespace {

enum class OpKind { Reverse, ReverseSequence, ReverseSubsequences };

/// How a kernel hands back its result: R, a result descriptor the kernel
/// fills (first argument, malloc'd by the kernel); D, a destination
/// descriptor the caller fills (last argument, the caller's buffer); I, in
/// the input's own buffer (the input is reversed in place).
enum class Form { R, D, I };

/// One AOT-compiled kernel (a row of kernels.inc).
struct Kernel {
  void *fn;
  int nargs;
  Form form;
  const char *caseName, *dtype, *size;
  /// The kernel library it comes from (pipeline options differ).
  const char *variant;
  int threads;
  OpKind op;
  int elementBytes, rank;
  /// seq_axis (reverse_sequence), axis (reverse_subsequences), -1 (reverse).
  int axis;
  int batchAxis;
  unsigned reversedMask;
  /// 8 (i64 lengths), 4 (i32 lengths), 0 (no lengths operand).
  int lengthBytes;
  std::vector<int64_t> shape;

  int64_t numElements() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
  size_t bytes() const { return size_t(numElements()) * elementBytes; }
};

/// Lengths patterns: `mixed` is len[b] = 1 + (b * 7919) % T over the
/// row-major lengths tensor, `full` is T everywhere.
enum class Lengths { None, Mixed, Full };

const char *lengthsName(Lengths l) {
  return l == Lengths::Mixed ? "mixed" : l == Lengths::Full ? "full" : "";
}

} // namespace

#define REVSEQ_BENCH_KERNEL(fn, nargs, form, caseName, dtype, size, variant,   \
                            threads, op, eb, rank, axis, batch, mask, lb, ...) \
  {reinterpret_cast<void *>(&_mlir_ciface_##fn),                               \
   nargs,                                                                      \
   Form::form,                                                                 \
   caseName,                                                                   \
   dtype,                                                                      \
   size,                                                                       \
   variant,                                                                    \
   threads,                                                                    \
   OpKind::op,                                                                 \
   eb,                                                                         \
   rank,                                                                       \
   axis,                                                                       \
   batch,                                                                      \
   mask,                                                                       \
   lb,                                                                         \
   {__VA_ARGS__}},
static const Kernel kKernels[] = {
#include "kernels.inc"
};
#undef REVSEQ_BENCH_KERNEL
#undef REVSEQ_BENCH_VARIANT

/// Variant name and the pipeline options it was compiled with.
#define REVSEQ_BENCH_KERNEL(...)
#define REVSEQ_BENCH_VARIANT(name, options) {name, options},
static const char *const kVariants[][2] = {
#include "kernels.inc"
};
#undef REVSEQ_BENCH_KERNEL
#undef REVSEQ_BENCH_VARIANT

//===----------------------------------------------------------------------===//
// Buffers and memref descriptors
//===----------------------------------------------------------------------===//

namespace {

/// A 64-byte aligned heap buffer whose pages are touched on creation.
class Buffer {
public:
  explicit Buffer(size_t bytes) : size(bytes) {
    data = static_cast<uint8_t *>(
        std::aligned_alloc(64, std::max<size_t>(64, (bytes + 63) / 64 * 64)));
    if (!data) {
      std::fprintf(stderr, "revseq-bench: out of memory\n");
      std::exit(2);
    }
    std::memset(data, 0, bytes);
  }
  ~Buffer() { std::free(data); }
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;

  uint8_t *data;
  size_t size;
};

using mlir::revseq::RankedDescriptor;

/// The lengths operand's shape: [B] for reverse_sequence, the input's shape
/// with 1 along `axis` for reverse_subsequences.
std::vector<int64_t> lengthsShape(const Kernel &k) {
  if (k.op == OpKind::ReverseSequence)
    return {k.shape[k.batchAxis]};
  std::vector<int64_t> s = k.shape;
  s[k.axis] = 1;
  return s;
}

/// Inputs of one kernel call: the input tensor and the lengths.
struct Operands {
  Operands(const Kernel &k, Lengths mode)
      : input(k.bytes()),
        lengths(k.lengthBytes ? size_t(numLengths(k)) * k.lengthBytes : 1) {
    fillInput(k);
    inputDesc = RankedDescriptor::getRowMajor(input.data, k.shape);
    if (!k.lengthBytes)
      return;
    int64_t t = k.shape[k.axis];
    for (int64_t i = 0, e = numLengths(k); i < e; ++i) {
      int64_t len = mode == Lengths::Full ? t : 1 + (i * 7919) % t;
      if (k.lengthBytes == 8)
        reinterpret_cast<int64_t *>(lengths.data)[i] = len;
      else
        reinterpret_cast<int32_t *>(lengths.data)[i] = int32_t(len);
    }
    lengthsDesc = RankedDescriptor::getRowMajor(lengths.data, lengthsShape(k));
  }

  static int64_t numLengths(const Kernel &k) {
    int64_t n = 1;
    for (int64_t d : lengthsShape(k))
      n *= d;
    return n;
  }

  /// Values that differ between nearby elements in every dtype, so a
  /// misplaced element shows; floats stay exact integers (no NaN payloads).
  void fillInput(const Kernel &k) {
    int64_t n = k.numElements();
    for (int64_t i = 0; i < n; ++i) {
      switch (k.elementBytes) {
      case 1:
        input.data[i] = uint8_t((i * 131) ^ (i >> 7) ^ (i >> 15));
        break;
      case 4:
        reinterpret_cast<float *>(input.data)[i] = float(i & 0xffffff);
        break;
      default:
        reinterpret_cast<double *>(input.data)[i] = double(i);
        break;
      }
    }
  }

  Buffer input;
  Buffer lengths;
  RankedDescriptor inputDesc, lengthsDesc;
};

/// Calls `k` once. Form R fills `result` (the kernel's allocation); form D
/// writes `result`, which describes the caller's buffer; form I reverses
/// the input in place, and `result` then describes the input.
void call(const Kernel &k, RankedDescriptor &result, Operands &ops) {
  using Call1 = void (*)(void *);
  using Call2 = void (*)(void *, void *);
  using Call3 = void (*)(void *, void *, void *);
  if (k.form == Form::I) {
    if (k.nargs == 1)
      reinterpret_cast<Call1>(k.fn)(ops.inputDesc.get());
    else
      reinterpret_cast<Call2>(k.fn)(ops.inputDesc.get(), ops.lengthsDesc.get());
    result = ops.inputDesc;
    return;
  }
  if (k.form == Form::D) {
    if (k.nargs == 2)
      reinterpret_cast<Call2>(k.fn)(ops.inputDesc.get(), result.get());
    else
      reinterpret_cast<Call3>(k.fn)(ops.inputDesc.get(), ops.lengthsDesc.get(),
                                    result.get());
    return;
  }
  if (k.nargs == 2)
    reinterpret_cast<Call2>(k.fn)(result.get(), ops.inputDesc.get());
  else
    reinterpret_cast<Call3>(k.fn)(result.get(), ops.inputDesc.get(),
                                  ops.lengthsDesc.get());
}

/// Where a kernel writes: the caller's buffer for form D (allocated and
/// touched here, outside the timed region), the kernel's own for form R.
struct Destination {
  explicit Destination(const Kernel &k)
      : buffer(k.form == Form::D ? k.bytes() : 1),
        desc(k.form == Form::D
                 ? RankedDescriptor::getRowMajor(buffer.data, k.shape)
                 : RankedDescriptor(k.rank)) {}
  /// Frees what a form-R call allocated.
  void release(const Kernel &k) {
    if (k.form == Form::R)
      std::free(desc.getAllocated());
  }

  Buffer buffer;
  RankedDescriptor desc;
};

//===----------------------------------------------------------------------===//
// The copies, one or two threads
//===----------------------------------------------------------------------===//

/// The baselines: glibc's memcpy, a loop of non-temporal vector stores and
/// a loop of ordinary vector loads and stores (the widest vectors the CPU
/// has: 64 bytes with AVX-512, else 32 with AVX2, else 16). The best of the
/// three is what a kernel is measured against.
enum class CopyKind { Memcpy, Nontemporal, Vector };

const char *copyName(CopyKind kind) {
  switch (kind) {
  case CopyKind::Memcpy:
    return "memcpy";
  case CopyKind::Nontemporal:
    return "ntcopy";
  default:
    return "veccopy";
  }
}

using CopyFn = void (*)(uint8_t *, const uint8_t *, size_t);

#if defined(__x86_64__)
/// One pair of loops per vector width, `nt<W>` with non-temporal stores and
/// `vec<W>` with ordinary ones; the destination is 64-byte aligned (the
/// harness's buffers and split points are), the tail goes through memcpy.
#define REVSEQ_BENCH_COPY_LOOP(name, isa, type, bytes, load, store)            \
  __attribute__((target(isa))) void name(uint8_t *dst, const uint8_t *src,     \
                                         size_t n) {                           \
    size_t body = n / (4 * bytes) * (4 * bytes);                               \
    for (size_t i = 0; i < body; i += 4 * bytes)                               \
      for (size_t j = 0; j < 4 * bytes; j += bytes)                            \
        store(reinterpret_cast<type *>(dst + i + j),                           \
              load(reinterpret_cast<const type *>(src + i + j)));              \
    std::memcpy(dst + body, src + body, n - body);                             \
  }
#define REVSEQ_BENCH_COPY_LOOPS(bits, isa, type, load, stream, store)          \
  REVSEQ_BENCH_COPY_LOOP(ntCopy##bits, isa, type, bits / 8, load, stream)      \
  REVSEQ_BENCH_COPY_LOOP(vecCopy##bits, isa, type, bits / 8, load, store)
REVSEQ_BENCH_COPY_LOOPS(512, "avx512f", __m512i, _mm512_loadu_si512,
                        _mm512_stream_si512, _mm512_store_si512)
REVSEQ_BENCH_COPY_LOOPS(256, "avx2", __m256i, _mm256_loadu_si256,
                        _mm256_stream_si256, _mm256_store_si256)
REVSEQ_BENCH_COPY_LOOPS(128, "sse2", __m128i, _mm_loadu_si128, _mm_stream_si128,
                        _mm_store_si128)
#undef REVSEQ_BENCH_COPY_LOOPS
#undef REVSEQ_BENCH_COPY_LOOP

CopyFn copyFunction(CopyKind kind) {
  bool nt = kind == CopyKind::Nontemporal;
  if (kind == CopyKind::Memcpy)
    return [](uint8_t *d, const uint8_t *s, size_t n) { std::memcpy(d, s, n); };
  if (__builtin_cpu_supports("avx512f"))
    return nt ? ntCopy512 : vecCopy512;
  if (__builtin_cpu_supports("avx2"))
    return nt ? ntCopy256 : vecCopy256;
  return nt ? ntCopy128 : vecCopy128;
}

/// Orders the non-temporal stores before what follows (another thread's
/// reads or the next timed iteration).
void copyFence() { _mm_sfence(); }
#else
CopyFn copyFunction(CopyKind) {
  return [](uint8_t *d, const uint8_t *s, size_t n) { std::memcpy(d, s, n); };
}
void copyFence() {}
#endif

RevseqIdent ompLoc = {0, 2, 0, 0, ";revseq-bench;copy;0;0;;"};

struct CopyTask {
  CopyFn fn;
  uint8_t *dst;
  const uint8_t *src;
  size_t bytes;
};

void copyMicrotask(int32_t *, int32_t *, CopyTask *task) {
  size_t id = omp_get_thread_num(), n = omp_get_num_threads();
  // Split on 64-byte boundaries.
  size_t chunk = (task->bytes / n + 63) / 64 * 64;
  size_t begin = std::min(task->bytes, id * chunk);
  size_t end = std::min(task->bytes, begin + chunk);
  task->fn(task->dst + begin, task->src + begin, end - begin);
  copyFence();
}

void parallelCopy(CopyFn fn, uint8_t *dst, const uint8_t *src, size_t bytes,
                  int threads) {
  if (threads <= 1) {
    fn(dst, src, bytes);
    copyFence();
    return;
  }
  CopyTask task{fn, dst, src, bytes};
  __kmpc_push_num_threads(&ompLoc, __kmpc_global_thread_num(&ompLoc), threads);
  __kmpc_fork_call(&ompLoc, 1, reinterpret_cast<KmpcMicro>(&copyMicrotask),
                   &task);
}

//===----------------------------------------------------------------------===//
// Benchmarks
//===----------------------------------------------------------------------===//

void setCounters(benchmark::State &state, size_t bytes, int threads) {
  state.counters["GB/s"] = benchmark::Counter(
      2.0 * double(bytes) / 1e9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["bytes"] = double(bytes);
  state.counters["threads"] = threads;
}

void benchCopy(benchmark::State &state, CopyKind kind, size_t bytes,
               int threads) {
  Buffer src(bytes), dst(bytes);
  std::memset(src.data, 1, bytes);
  CopyFn fn = copyFunction(kind);
  parallelCopy(fn, dst.data, src.data, bytes, threads);
  for (auto _ : state) {
    parallelCopy(fn, dst.data, src.data, bytes, threads);
    benchmark::DoNotOptimize(dst.data);
    benchmark::ClobberMemory();
  }
  setCounters(state, bytes, threads);
}

void benchKernel(benchmark::State &state, const Kernel &k, Lengths mode) {
  Operands ops(k, mode);
  Destination out(k);
  // Warm-up: with the heap settings of main() this also faults the pages
  // that every later form-R result reuses.
  call(k, out.desc, ops);
  out.release(k);
  for (auto _ : state) {
    call(k, out.desc, ops);
    void *aligned = out.desc.getAligned();
    benchmark::DoNotOptimize(aligned);
    benchmark::ClobberMemory();
    out.release(k);
  }
  setCounters(state, k.bytes(), k.threads);
}

std::string benchName(const char *prefix, const Kernel &k, Lengths mode) {
  std::string name = std::string(prefix) + "/" + k.caseName + "/" + k.dtype +
                     "/" + k.size + "/" + k.variant +
                     "/threads:" + std::to_string(k.threads);
  if (mode != Lengths::None)
    name += std::string("/len:") + lengthsName(mode);
  return name;
}

std::vector<Lengths> lengthsModes(const Kernel &k) {
  if (k.op == OpKind::Reverse)
    return {Lengths::None};
  return {Lengths::Mixed, Lengths::Full};
}

/// The kernels in the order they run: the variants of one case, dtype and
/// size next to each other, so that a comparison between variants (d1
/// against o1) is not skewed by a machine whose bandwidth moves over the
/// minutes of a run.
std::vector<const Kernel *> runOrder() {
  std::vector<const Kernel *> order;
  for (const Kernel &k : kKernels)
    order.push_back(&k);
  auto key = [](const Kernel *k) {
    return std::make_tuple(std::string(k->size), std::string(k->dtype),
                           std::string(k->caseName), k->threads,
                           std::string(k->variant));
  };
  std::stable_sort(
      order.begin(), order.end(),
      [&](const Kernel *a, const Kernel *b) { return key(a) < key(b); });
  return order;
}

void registerBenchmarks() {
  for (const Kernel *kp : runOrder()) {
    const Kernel &k = *kp;
    for (Lengths mode : lengthsModes(k)) {
      size_t bytes = k.bytes();
      int threads = k.threads;
      for (CopyKind kind :
           {CopyKind::Memcpy, CopyKind::Nontemporal, CopyKind::Vector})
        benchmark::RegisterBenchmark(
            benchName(copyName(kind), k, mode).c_str(),
            [=](benchmark::State &s) { benchCopy(s, kind, bytes, threads); })
            ->UseRealTime()
            ->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark(
          benchName("kernel", k, mode).c_str(),
          [&k, mode](benchmark::State &s) { benchKernel(s, k, mode); })
          ->UseRealTime()
          ->Unit(benchmark::kMicrosecond);
    }
  }
}

//===----------------------------------------------------------------------===//
// Reference and verification
//===----------------------------------------------------------------------===//

/// L for the slice through `coords` along `axis`, clamped to [0, T].
int64_t sliceLength(const Kernel &k, const Operands &ops, const int64_t *coords,
                    int axis) {
  int64_t t = k.shape[axis];
  int64_t len;
  if (k.op == OpKind::Reverse)
    return t;
  int64_t index = 0;
  if (k.op == OpKind::ReverseSequence) {
    index = coords[k.batchAxis];
  } else {
    for (int d = 0; d < k.rank; ++d)
      index = index * (d == k.axis ? 1 : k.shape[d]) +
              (d == k.axis ? 0 : coords[d]);
  }
  if (k.lengthBytes == 8)
    len = reinterpret_cast<const int64_t *>(ops.lengths.data)[index];
  else
    len = reinterpret_cast<const int32_t *>(ops.lengths.data)[index];
  return std::clamp<int64_t>(len, 0, t);
}

/// Row-major offset of the element that output `coords` reads.
int64_t sourceOffset(const Kernel &k, const Operands &ops,
                     const int64_t *coords) {
  int64_t offset = 0;
  for (int d = 0; d < k.rank; ++d) {
    int64_t c = coords[d];
    if (k.reversedMask & (1u << d)) {
      int64_t len = sliceLength(k, ops, coords, d);
      if (c < len)
        c = len - 1 - c;
    }
    offset = offset * k.shape[d] + c;
  }
  return offset;
}

/// A plain reference: out[i] = in[source(i)], row by row; rows whose
/// innermost dimension maps to itself are copied whole.
void reference(const Kernel &k, const Operands &ops, uint8_t *out) {
  int last = k.rank - 1;
  int64_t width = k.shape[last];
  size_t eb = k.elementBytes;
  bool rowCopy = !(k.reversedMask & (1u << last)) &&
                 !(k.op == OpKind::ReverseSequence && k.batchAxis == last) &&
                 k.op != OpKind::ReverseSubsequences;
  int64_t rows = k.numElements() / std::max<int64_t>(width, 1);
  int64_t coords[4] = {0, 0, 0, 0};
  for (int64_t row = 0; row < rows; ++row) {
    int64_t r = row;
    for (int d = last - 1; d >= 0; --d) {
      coords[d] = r % k.shape[d];
      r /= k.shape[d];
    }
    uint8_t *dst = out + size_t(row * width) * eb;
    if (rowCopy) {
      coords[last] = 0;
      std::memcpy(dst,
                  ops.input.data + size_t(sourceOffset(k, ops, coords)) * eb,
                  size_t(width) * eb);
      continue;
    }
    for (int64_t j = 0; j < width; ++j) {
      coords[last] = j;
      std::memcpy(dst + size_t(j) * eb,
                  ops.input.data + size_t(sourceOffset(k, ops, coords)) * eb,
                  eb);
    }
  }
}

/// Runs `k` once and compares layout and bytes with the reference.
bool verify(const Kernel &k, Lengths mode) {
  std::string name = benchName("kernel", k, mode);
  Operands ops(k, mode);
  Destination out(k);
  // A destination that the kernel leaves unwritten shows as a mismatch.
  std::memset(out.buffer.data, 0xa5, out.buffer.size);
  // Before the call: an in-place kernel overwrites its input.
  Buffer expected(k.bytes());
  reference(k, ops, expected.data);
  call(k, out.desc, ops);
  const RankedDescriptor &result = out.desc;
  bool ok = result.getAllocated() != nullptr && result.getOffset() == 0;
  int64_t stride = 1;
  for (int i = k.rank - 1; i >= 0; --i) {
    ok = ok && result.getSizes()[i] == k.shape[i] &&
         result.getStrides()[i] == stride;
    stride *= k.shape[i];
  }
  if (!ok) {
    std::printf("FAIL %s: result descriptor has the wrong layout\n",
                name.c_str());
    out.release(k);
    return false;
  }
  const uint8_t *got = static_cast<const uint8_t *>(result.getAligned());
  if (std::memcmp(got, expected.data, k.bytes()) != 0) {
    size_t i = 0;
    while (got[i] == expected.data[i])
      ++i;
    std::printf("FAIL %s: first differing byte %zu (element %zu)\n",
                name.c_str(), i, i / k.elementBytes);
    ok = false;
  } else {
    std::printf("ok   %s\n", name.c_str());
  }
  out.release(k);
  return ok;
}

int verifyAll() {
  int failures = 0, checks = 0;
  for (const Kernel &k : kKernels)
    for (Lengths mode : lengthsModes(k)) {
      ++checks;
      failures += !verify(k, mode);
    }
  std::printf("revseq-bench: %d of %d kernel checks failed\n", failures,
              checks);
  std::fflush(stdout);
  return failures ? 1 : 0;
}

} // namespace

int main(int argc, char **argv) {
  bool verifyOnly = false, freshPages = false;
  std::vector<char *> rest;
  for (int i = 0; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--revseq_verify"))
      verifyOnly = true;
    else if (!std::strcmp(argv[i], "--revseq_fresh_pages"))
      freshPages = true;
    else
      rest.push_back(argv[i]);
  }
  if (!freshPages) {
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
  }
  if (verifyOnly)
    return verifyAll();

  registerBenchmarks();
  int restArgc = rest.size();
  benchmark::Initialize(&restArgc, rest.data());
  if (benchmark::ReportUnrecognizedArguments(restArgc, rest.data()))
    return 1;
  for (const auto &variant : kVariants)
    benchmark::AddCustomContext(std::string("revseq_variant_") + variant[0],
                                variant[1]);
  benchmark::AddCustomContext("revseq_heap", freshPages
                                                 ? "glibc default (fresh pages)"
                                                 : "reused (M_MMAP_MAX=0)");
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
