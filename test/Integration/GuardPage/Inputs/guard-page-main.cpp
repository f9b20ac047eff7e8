//===- guard-page-main.cpp - AOT revseq kernels beside PROT_NONE pages ----===//
//
// Driver of ../guard-page.mlir. Each kernel is called through its
// `_mlir_ciface_` wrapper, whose arguments are pointers to memref
// descriptors {allocated, aligned, offset, sizes[N], strides[N]} (result
// first; revseq/Tools/RankedMemRef.h). Every input buffer is placed either so
// that it ends exactly at a PROT_NONE page or so that it starts right after
// one: a read past either end faults, and the SIGSEGV/SIGBUS handler reports
// the call. The kernels return freshly malloc'ed results, which the guard pages
// cannot cover; the driver checks their sizes and contents against a reference
// implementation of docs/Semantics.md and frees them.
//
// Usage: guard-page-main <label> [seed]   (GUARD_PAGE_SEED, GUARD_PAGE_TRIALS)
//
//===----------------------------------------------------------------------===//

#include "revseq/Tools/RankedMemRef.h"

#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

extern "C" {
void _mlir_ciface_seq_b0s1_f32_i8(void *, void *, void *);
void _mlir_ciface_seq_b0s1_f32_i16(void *, void *, void *);
void _mlir_ciface_seq_b0s1_f32_i32(void *, void *, void *);
void _mlir_ciface_seq_b0s1_f32_i64(void *, void *, void *);
void _mlir_ciface_seq_b1s0_f32_i8(void *, void *, void *);
void _mlir_ciface_seq_b1s0_f32_i16(void *, void *, void *);
void _mlir_ciface_seq_b1s0_f32_i32(void *, void *, void *);
void _mlir_ciface_seq_b1s0_f32_i64(void *, void *, void *);
void _mlir_ciface_seq_b0s1_i8_i32(void *, void *, void *);
void _mlir_ciface_seq_b1s0_f64_i16(void *, void *, void *);
void _mlir_ciface_seq_b0s1_i16_i64(void *, void *, void *);
void _mlir_ciface_seq3_b0s2_f32_i64(void *, void *, void *);
void _mlir_ciface_seq3_b2s1_f32_i32(void *, void *, void *);
void _mlir_ciface_seq3_bm1s0_i8_i8(void *, void *, void *);
void _mlir_ciface_seq3_b1sm1_f64_i64(void *, void *, void *);
void _mlir_ciface_rev_a0_f32(void *, void *);
void _mlir_ciface_rev_a1_f32(void *, void *);
void _mlir_ciface_rev_a01_i8(void *, void *);
void _mlir_ciface_rev3_a1_f32(void *, void *);
void _mlir_ciface_rev3_a02_f64(void *, void *);
void _mlir_ciface_rev3_am1_i16(void *, void *);
void _mlir_ciface_dyn_index_f32_i64(void *, void *, void *);
void _mlir_ciface_dyn_index_f32_i8(void *, void *, void *);
void _mlir_ciface_dyn3_index_i8_i32(void *, void *, void *);
void _mlir_ciface_dyn3_index_f64_i16(void *, void *, void *);
void _mlir_ciface_dyn_mask_f32(void *, void *, void *);
void _mlir_ciface_dyn3_mask_i16(void *, void *, void *);
void _mlir_ciface_sub_a0_f32_i8(void *, void *, void *);
void _mlir_ciface_sub_a0_f32_i16(void *, void *, void *);
void _mlir_ciface_sub_a0_f32_i32(void *, void *, void *);
void _mlir_ciface_sub_a0_f32_i64(void *, void *, void *);
void _mlir_ciface_sub_a1_f32_i8(void *, void *, void *);
void _mlir_ciface_sub_a1_f32_i16(void *, void *, void *);
void _mlir_ciface_sub_a1_f32_i32(void *, void *, void *);
void _mlir_ciface_sub_a1_f32_i64(void *, void *, void *);
void _mlir_ciface_sub_a1_i8_i32(void *, void *, void *);
void _mlir_ciface_sub3_a1_f32_i64(void *, void *, void *);
void _mlir_ciface_sub3_a2_f64_i8(void *, void *, void *);
void _mlir_ciface_sub3_am3_i16_i16(void *, void *, void *);
void _mlir_ciface_abs_seq_b0s1_f32_i64(void *, void *, void *);
void _mlir_ciface_abs_seq3_b0s2_f32_i16(void *, void *, void *);
void _mlir_ciface_seq_of_abs_b0s1_f32_i8(void *, void *, void *);
void _mlir_ciface_abs_sub_a1_f32_i32(void *, void *, void *);
void _mlir_ciface_abs_sub3_a2_f64_i8(void *, void *, void *);
void _mlir_ciface_abs_rev_a1_f32(void *, void *);
void _mlir_ciface_abs_seq_b1s0_f32_i64(void *, void *, void *);
void _mlir_ciface_abs_sub_a0_f32_i32(void *, void *, void *);
}

namespace {
enum Kind { SEQ, REV, DYN_INDEX, DYN_MASK, SUB };

/// One kernel of ../guard-page.mlir. `elem` and `len` are byte sizes of the
/// input element and of the lengths / axes element; `a0`, `a1` are the
/// axis attributes (batch_axis, seq_axis for SEQ; axis for SUB).
struct Kernel {
  const char *name;
  Kind kind;
  int rank;
  int elem;
  int len;
  int a0, a1;
  std::vector<int> axes;
  void *fn;
};

const Kernel kernels[] = {
    {"seq_b0s1_f32_i8",
     SEQ,
     2,
     4,
     1,
     0,
     1,
     {},
     (void *)&_mlir_ciface_seq_b0s1_f32_i8},
    {"seq_b0s1_f32_i16",
     SEQ,
     2,
     4,
     2,
     0,
     1,
     {},
     (void *)&_mlir_ciface_seq_b0s1_f32_i16},
    {"seq_b0s1_f32_i32",
     SEQ,
     2,
     4,
     4,
     0,
     1,
     {},
     (void *)&_mlir_ciface_seq_b0s1_f32_i32},
    {"seq_b0s1_f32_i64",
     SEQ,
     2,
     4,
     8,
     0,
     1,
     {},
     (void *)&_mlir_ciface_seq_b0s1_f32_i64},
    {"seq_b1s0_f32_i8",
     SEQ,
     2,
     4,
     1,
     1,
     0,
     {},
     (void *)&_mlir_ciface_seq_b1s0_f32_i8},
    {"seq_b1s0_f32_i16",
     SEQ,
     2,
     4,
     2,
     1,
     0,
     {},
     (void *)&_mlir_ciface_seq_b1s0_f32_i16},
    {"seq_b1s0_f32_i32",
     SEQ,
     2,
     4,
     4,
     1,
     0,
     {},
     (void *)&_mlir_ciface_seq_b1s0_f32_i32},
    {"seq_b1s0_f32_i64",
     SEQ,
     2,
     4,
     8,
     1,
     0,
     {},
     (void *)&_mlir_ciface_seq_b1s0_f32_i64},
    {"seq_b0s1_i8_i32",
     SEQ,
     2,
     1,
     4,
     0,
     1,
     {},
     (void *)&_mlir_ciface_seq_b0s1_i8_i32},
    {"seq_b1s0_f64_i16",
     SEQ,
     2,
     8,
     2,
     1,
     0,
     {},
     (void *)&_mlir_ciface_seq_b1s0_f64_i16},
    {"seq_b0s1_i16_i64",
     SEQ,
     2,
     2,
     8,
     0,
     1,
     {},
     (void *)&_mlir_ciface_seq_b0s1_i16_i64},
    {"seq3_b0s2_f32_i64",
     SEQ,
     3,
     4,
     8,
     0,
     2,
     {},
     (void *)&_mlir_ciface_seq3_b0s2_f32_i64},
    {"seq3_b2s1_f32_i32",
     SEQ,
     3,
     4,
     4,
     2,
     1,
     {},
     (void *)&_mlir_ciface_seq3_b2s1_f32_i32},
    {"seq3_bm1s0_i8_i8",
     SEQ,
     3,
     1,
     1,
     -1,
     0,
     {},
     (void *)&_mlir_ciface_seq3_bm1s0_i8_i8},
    {"seq3_b1sm1_f64_i64",
     SEQ,
     3,
     8,
     8,
     1,
     -1,
     {},
     (void *)&_mlir_ciface_seq3_b1sm1_f64_i64},
    {"rev_a0_f32", REV, 2, 4, 0, 0, 0, {0}, (void *)&_mlir_ciface_rev_a0_f32},
    {"rev_a1_f32", REV, 2, 4, 0, 0, 0, {1}, (void *)&_mlir_ciface_rev_a1_f32},
    {"rev_a01_i8",
     REV,
     2,
     1,
     0,
     0,
     0,
     {0, 1},
     (void *)&_mlir_ciface_rev_a01_i8},
    {"rev3_a1_f32", REV, 3, 4, 0, 0, 0, {1}, (void *)&_mlir_ciface_rev3_a1_f32},
    {"rev3_a02_f64",
     REV,
     3,
     8,
     0,
     0,
     0,
     {0, 2},
     (void *)&_mlir_ciface_rev3_a02_f64},
    {"rev3_am1_i16",
     REV,
     3,
     2,
     0,
     0,
     0,
     {-1},
     (void *)&_mlir_ciface_rev3_am1_i16},
    {"dyn_index_f32_i64",
     DYN_INDEX,
     2,
     4,
     8,
     0,
     0,
     {},
     (void *)&_mlir_ciface_dyn_index_f32_i64},
    {"dyn_index_f32_i8",
     DYN_INDEX,
     2,
     4,
     1,
     0,
     0,
     {},
     (void *)&_mlir_ciface_dyn_index_f32_i8},
    {"dyn3_index_i8_i32",
     DYN_INDEX,
     3,
     1,
     4,
     0,
     0,
     {},
     (void *)&_mlir_ciface_dyn3_index_i8_i32},
    {"dyn3_index_f64_i16",
     DYN_INDEX,
     3,
     8,
     2,
     0,
     0,
     {},
     (void *)&_mlir_ciface_dyn3_index_f64_i16},
    {"dyn_mask_f32",
     DYN_MASK,
     2,
     4,
     1,
     0,
     0,
     {},
     (void *)&_mlir_ciface_dyn_mask_f32},
    {"dyn3_mask_i16",
     DYN_MASK,
     3,
     2,
     1,
     0,
     0,
     {},
     (void *)&_mlir_ciface_dyn3_mask_i16},
    {"sub_a0_f32_i8",
     SUB,
     2,
     4,
     1,
     0,
     0,
     {},
     (void *)&_mlir_ciface_sub_a0_f32_i8},
    {"sub_a0_f32_i16",
     SUB,
     2,
     4,
     2,
     0,
     0,
     {},
     (void *)&_mlir_ciface_sub_a0_f32_i16},
    {"sub_a0_f32_i32",
     SUB,
     2,
     4,
     4,
     0,
     0,
     {},
     (void *)&_mlir_ciface_sub_a0_f32_i32},
    {"sub_a0_f32_i64",
     SUB,
     2,
     4,
     8,
     0,
     0,
     {},
     (void *)&_mlir_ciface_sub_a0_f32_i64},
    {"sub_a1_f32_i8",
     SUB,
     2,
     4,
     1,
     1,
     0,
     {},
     (void *)&_mlir_ciface_sub_a1_f32_i8},
    {"sub_a1_f32_i16",
     SUB,
     2,
     4,
     2,
     1,
     0,
     {},
     (void *)&_mlir_ciface_sub_a1_f32_i16},
    {"sub_a1_f32_i32",
     SUB,
     2,
     4,
     4,
     1,
     0,
     {},
     (void *)&_mlir_ciface_sub_a1_f32_i32},
    {"sub_a1_f32_i64",
     SUB,
     2,
     4,
     8,
     1,
     0,
     {},
     (void *)&_mlir_ciface_sub_a1_f32_i64},
    {"sub_a1_i8_i32",
     SUB,
     2,
     1,
     4,
     1,
     0,
     {},
     (void *)&_mlir_ciface_sub_a1_i8_i32},
    {"sub3_a1_f32_i64",
     SUB,
     3,
     4,
     8,
     1,
     0,
     {},
     (void *)&_mlir_ciface_sub3_a1_f32_i64},
    {"sub3_a2_f64_i8",
     SUB,
     3,
     8,
     1,
     2,
     0,
     {},
     (void *)&_mlir_ciface_sub3_a2_f64_i8},
    {"sub3_am3_i16_i16",
     SUB,
     3,
     2,
     2,
     -3,
     0,
     {},
     (void *)&_mlir_ciface_sub3_am3_i16_i16},
    {"abs_seq_b0s1_f32_i64",
     SEQ,
     2,
     4,
     8,
     0,
     1,
     {},
     (void *)&_mlir_ciface_abs_seq_b0s1_f32_i64},
    {"abs_seq3_b0s2_f32_i16",
     SEQ,
     3,
     4,
     2,
     0,
     2,
     {},
     (void *)&_mlir_ciface_abs_seq3_b0s2_f32_i16},
    {"seq_of_abs_b0s1_f32_i8",
     SEQ,
     2,
     4,
     1,
     0,
     1,
     {},
     (void *)&_mlir_ciface_seq_of_abs_b0s1_f32_i8},
    {"abs_sub_a1_f32_i32",
     SUB,
     2,
     4,
     4,
     1,
     0,
     {},
     (void *)&_mlir_ciface_abs_sub_a1_f32_i32},
    {"abs_sub3_a2_f64_i8",
     SUB,
     3,
     8,
     1,
     2,
     0,
     {},
     (void *)&_mlir_ciface_abs_sub3_a2_f64_i8},
    {"abs_rev_a1_f32",
     REV,
     2,
     4,
     0,
     0,
     0,
     {1},
     (void *)&_mlir_ciface_abs_rev_a1_f32},
    {"abs_seq_b1s0_f32_i64",
     SEQ,
     2,
     4,
     8,
     1,
     0,
     {},
     (void *)&_mlir_ciface_abs_seq_b1s0_f32_i64},
    {"abs_sub_a0_f32_i32",
     SUB,
     2,
     4,
     4,
     0,
     0,
     {},
     (void *)&_mlir_ciface_abs_sub_a0_f32_i32},
};

using mlir::revseq::RankedDescriptor;

long pageSize;

/// A buffer of `bytes` bytes whose end (guardAfter) or start touches a
/// PROT_NONE page.
struct Guarded {
  char *map = nullptr;
  size_t mapLen = 0;
  char *ptr = nullptr;
  Guarded(size_t bytes, bool guardAfter) {
    size_t dataPages = (bytes + pageSize - 1) / pageSize;
    mapLen = (dataPages + 1) * pageSize;
    void *m = mmap(nullptr, mapLen, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) {
      perror("mmap");
      exit(2);
    }
    map = (char *)m;
    if (guardAfter) {
      mprotect(map + dataPages * pageSize, pageSize, PROT_NONE);
      ptr = map + dataPages * pageSize - bytes;
    } else {
      mprotect(map, pageSize, PROT_NONE);
      ptr = map + pageSize;
    }
  }
  ~Guarded() { munmap(map, mapLen); }
  Guarded(const Guarded &) = delete;
  Guarded &operator=(const Guarded &) = delete;
};

/// sval: the element at `p` read as a signed integer of its own width.
int64_t sval(const char *p, int bytes) {
  switch (bytes) {
  case 1: {
    int8_t v;
    memcpy(&v, p, 1);
    return v;
  }
  case 2: {
    int16_t v;
    memcpy(&v, p, 2);
    return v;
  }
  case 4: {
    int32_t v;
    memcpy(&v, p, 4);
    return v;
  }
  default: {
    int64_t v;
    memcpy(&v, p, 8);
    return v;
  }
  }
}

void store(char *p, int bytes, int64_t v) {
  switch (bytes) {
  case 1: {
    int8_t t = (int8_t)v;
    memcpy(p, &t, 1);
    break;
  }
  case 2: {
    int16_t t = (int16_t)v;
    memcpy(p, &t, 2);
    break;
  }
  case 4: {
    int32_t t = (int32_t)v;
    memcpy(p, &t, 4);
    break;
  }
  default:
    memcpy(p, &v, 8);
  }
}

int64_t product(const std::vector<int64_t> &s) {
  int64_t n = 1;
  for (int64_t d : s)
    n *= d;
  return n;
}

int64_t flatten(const std::vector<int64_t> &idx,
                const std::vector<int64_t> &shape) {
  int64_t f = 0;
  for (size_t d = 0; d < shape.size(); ++d)
    f = f * shape[d] + idx[d];
  return f;
}

int norm(int64_t a, int r) { return a < 0 ? a + r : a; }

int64_t clampLen(int64_t v, int64_t t) { return v < 0 ? 0 : (v > t ? t : v); }

std::mt19937_64 rng;
int64_t uniform(int64_t lo, int64_t hi) { // inclusive
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

/// Hostile lengths for a sequence of size t.
int64_t hostileLength(int64_t t) {
  const int64_t picks[] = {std::numeric_limits<int64_t>::min(),
                           std::numeric_limits<int32_t>::min(),
                           -1,
                           0,
                           1,
                           t - 1,
                           t,
                           t + 1,
                           std::numeric_limits<int8_t>::max(),
                           std::numeric_limits<uint8_t>::max(),
                           std::numeric_limits<int16_t>::max(),
                           std::numeric_limits<uint16_t>::max(),
                           std::numeric_limits<int32_t>::max(),
                           std::numeric_limits<uint32_t>::max(),
                           std::numeric_limits<int64_t>::max()};
  int n = sizeof(picks) / sizeof(picks[0]);
  int64_t k = uniform(0, n + 1);
  if (k < n)
    return picks[k];
  return uniform(-2, t + 2);
}

/// Hostile reverse_dynamic index for rank r.
int64_t hostileAxis(int r) {
  const int64_t picks[] = {std::numeric_limits<int64_t>::min(),
                           std::numeric_limits<int32_t>::min(),
                           -r - 1,
                           -r,
                           -1,
                           0,
                           r - 1,
                           r,
                           r + 1,
                           128,
                           256,
                           std::numeric_limits<int32_t>::max(),
                           std::numeric_limits<int64_t>::max()};
  int n = sizeof(picks) / sizeof(picks[0]);
  int64_t k = uniform(0, n + 2);
  if (k < n)
    return picks[k];
  return uniform(-r, r - 1);
}

std::vector<int64_t> randomShape(int rank) {
  std::vector<int64_t> s(rank);
  for (;;) {
    for (int d = 0; d < rank; ++d) {
      int64_t c = uniform(0, 9);
      if (c == 0)
        s[d] = 0;
      else if (c < 6)
        s[d] = uniform(1, 6);
      else if (c < 9)
        s[d] = uniform(7, 40);
      else
        s[d] = uniform(41, 150);
    }
    if (product(s) <= 40000)
      return s;
  }
}

const char *currentKernel = "";
const char *currentPlacement = "";
std::string currentShape;

void onFault(int sig) {
  char buf[512];
  int n = snprintf(buf, sizeof buf,
                   "FAIL: signal %d in kernel %s (inputs %s a guard page, "
                   "shape %s)\n",
                   sig, currentKernel, currentPlacement, currentShape.c_str());
  if (write(1, buf, n) < 0 || write(2, buf, n) < 0)
    _exit(3);
  _exit(3);
}

std::string shapeStr(const std::vector<int64_t> &s) {
  std::string r;
  for (size_t i = 0; i < s.size(); ++i)
    r += (i ? "x" : "") + std::to_string(s[i]);
  return r.empty() ? "scalar" : r;
}

/// The operand of the second argument: its shape and contents.
struct Operand2 {
  std::vector<int64_t> shape;
  std::vector<char> bytes;
};

/// Computes the expected result of `k` (docs/Semantics.md).
std::vector<char> reference(const Kernel &k, const std::vector<int64_t> &shape,
                            const std::vector<char> &x, const Operand2 &op2) {
  int r = k.rank;
  int64_t n = product(shape);
  std::vector<char> y(n * k.elem);
  std::vector<bool> rev(r, false);
  if (k.kind == REV) {
    for (int a : k.axes)
      rev[norm(a, r)] = true;
  } else if (k.kind == DYN_INDEX) {
    for (int64_t i = 0; i < op2.shape[0]; ++i) {
      int64_t v = sval(&op2.bytes[i * k.len], k.len);
      if (v >= -r && v < r)
        rev[norm(v, r)] = true;
    }
  } else if (k.kind == DYN_MASK) {
    for (int64_t d = 0; d < r && d < op2.shape[0]; ++d)
      rev[d] = op2.bytes[d] != 0;
  }
  std::vector<int64_t> idx(r, 0), src(r);
  for (int64_t f = 0; f < n; ++f) {
    int64_t rem = f;
    for (int d = r - 1; d >= 0; --d) {
      idx[d] = rem % shape[d];
      rem /= shape[d];
    }
    src = idx;
    if (k.kind == SEQ || k.kind == SUB) {
      int a = norm(k.kind == SEQ ? k.a1 : k.a0, r);
      int64_t t = shape[a];
      int64_t raw;
      if (k.kind == SEQ) {
        raw = sval(&op2.bytes[idx[norm(k.a0, r)] * k.len], k.len);
      } else {
        std::vector<int64_t> li = idx;
        li[a] = 0;
        raw = sval(&op2.bytes[flatten(li, op2.shape) * k.len], k.len);
      }
      int64_t l = clampLen(raw, t);
      if (idx[a] < l)
        src[a] = l - 1 - idx[a];
    } else {
      for (int d = 0; d < r; ++d)
        if (rev[d])
          src[d] = shape[d] - 1 - idx[d];
    }
    memcpy(&y[f * k.elem], &x[flatten(src, shape) * k.elem], k.elem);
  }
  return y;
}

/// The random second operand of `k` for an input of `shape`; with
/// `mismatch`, lengths whose size breaks reverse_sequence_c9 or
/// reverse_subsequences_c8.
Operand2 makeOperand2(const Kernel &k, const std::vector<int64_t> &shape,
                      bool mismatch) {
  Operand2 o;
  int r = k.rank;
  switch (k.kind) {
  case REV:
    return o;
  case SEQ: {
    int64_t b = shape[norm(k.a0, r)];
    if (mismatch)
      b = b == 0 ? 1 : (uniform(0, 1) ? b - 1 : b + 1);
    o.shape = {b};
    break;
  }
  case SUB: {
    o.shape = shape;
    o.shape[norm(k.a0, r)] = 1;
    if (mismatch) {
      int d = (int)uniform(0, r - 1);
      if (d == norm(k.a0, r))
        o.shape[d] = 2; // reverse_subsequences_c7
      else
        o.shape[d] = o.shape[d] == 0 ? 1 : o.shape[d] - 1;
    }
    break;
  }
  case DYN_INDEX:
    o.shape = {uniform(0, 6)};
    break;
  case DYN_MASK:
    o.shape = {uniform(0, 5)};
    break;
  }
  int64_t n = product(o.shape);
  o.bytes.resize(n * k.len);
  int64_t t = (k.kind == SEQ || k.kind == SUB)
                  ? shape[norm(k.kind == SEQ ? k.a1 : k.a0, r)]
                  : 0;
  for (int64_t i = 0; i < n; ++i) {
    char *p = &o.bytes[i * k.len];
    if (k.kind == DYN_MASK)
      *p = (char)uniform(0, 1);
    else if (k.kind == DYN_INDEX)
      store(p, k.len, hostileAxis(r));
    else if (uniform(0, 7) == 0)
      // The extremes of the lengths' own width.
      store(p, k.len,
            uniform(0, 1) ? (int64_t)(~0ull >> (65 - 8 * k.len))
                          : -(int64_t)(1ull << (8 * k.len - 1)));
    else
      store(p, k.len, hostileLength(t));
  }
  return o;
}

/// Calls `k` on inputs placed against guard pages; returns the result.
RankedDescriptor call(const Kernel &k, const std::vector<int64_t> &shape,
                      const std::vector<char> &x, const Operand2 &op2,
                      bool guardAfter) {
  Guarded gx(x.size(), guardAfter);
  memcpy(gx.ptr, x.data(), x.size());
  RankedDescriptor dx = RankedDescriptor::getRowMajor(gx.ptr, shape);
  RankedDescriptor res(k.rank);
  if (k.kind == REV) {
    ((void (*)(void *, void *))k.fn)(res.get(), dx.get());
    return res;
  }
  Guarded gl(op2.bytes.size(), guardAfter);
  memcpy(gl.ptr, op2.bytes.data(), op2.bytes.size());
  RankedDescriptor dl = RankedDescriptor::getRowMajor(gl.ptr, op2.shape);
  ((void (*)(void *, void *, void *))k.fn)(res.get(), dx.get(), dl.get());
  return res;
}

int failures = 0;

bool check(const Kernel &k, const std::vector<int64_t> &shape,
           const RankedDescriptor &res, const std::vector<char> &expected,
           const char *placement) {
  int r = k.rank;
  DynamicMemRefType<char> view = res.getView<char>();
  const int64_t *sizes = view.sizes;
  const int64_t *strides = view.strides;
  for (int d = 0; d < r; ++d)
    if (sizes[d] != shape[d]) {
      printf("FAIL: %s (%s) shape %s: result size %lld along %d\n", k.name,
             placement, shapeStr(shape).c_str(), (long long)sizes[d], d);
      return false;
    }
  const char *base = view.data;
  int64_t n = product(shape);
  std::vector<int64_t> idx(r);
  for (int64_t f = 0; f < n; ++f) {
    int64_t rem = f, off = view.offset;
    for (int d = r - 1; d >= 0; --d) {
      idx[d] = rem % shape[d];
      rem /= shape[d];
      off += idx[d] * strides[d];
    }
    if (memcmp(base + off * k.elem, &expected[f * k.elem], k.elem) != 0) {
      printf("FAIL: %s (%s) shape %s: wrong element at flat index %lld\n",
             k.name, placement, shapeStr(shape).c_str(), (long long)f);
      return false;
    }
  }
  return true;
}

std::vector<char> randomInput(const Kernel &k,
                              const std::vector<int64_t> &shape) {
  std::vector<char> x(product(shape) * k.elem);
  // Distinct, finite values: the flat index, stored in the element's type.
  for (int64_t i = 0; i < product(shape); ++i) {
    char *p = &x[i * k.elem];
    if (k.elem == 4 && strstr(k.name, "_f32")) {
      float v = (float)i;
      memcpy(p, &v, 4);
    } else if (k.elem == 8 && strstr(k.name, "_f64")) {
      double v = (double)i;
      memcpy(p, &v, 8);
    } else {
      store(p, k.elem, i * 7 + 3);
    }
  }
  return x;
}
} // namespace

int main(int argc, char **argv) {
  const char *label = argc > 1 ? argv[1] : "kernels";
  uint64_t seed = argc > 2 ? strtoull(argv[2], nullptr, 0) : 20260522;
  if (const char *s = getenv("GUARD_PAGE_SEED"))
    seed = strtoull(s, nullptr, 0);
  int trials = 150;
  if (const char *s = getenv("GUARD_PAGE_TRIALS"))
    trials = atoi(s);
  rng.seed(seed);
  pageSize = sysconf(_SC_PAGESIZE);
  int nk = sizeof(kernels) / sizeof(kernels[0]);
  printf("guard-page: %d kernels (%s, seed %llu)\n", nk, label,
         (unsigned long long)seed);
  fflush(stdout);

  // Size mismatches first, in forked children (before any OpenMP thread
  // exists): the run-time size check must abort before reading past the
  // lengths buffer, which ends at a guard page.
  int aborts = 0;
  for (const Kernel &k : kernels) {
    if (k.kind != SEQ && k.kind != SUB)
      continue;
    for (int i = 0; i < 3; ++i) {
      std::vector<int64_t> shape = randomShape(k.rank);
      Operand2 op2 = makeOperand2(k, shape, /*mismatch=*/true);
      std::vector<char> x = randomInput(k, shape);
      fflush(stdout);
      pid_t pid = fork();
      if (pid == 0) {
        freopen("/dev/null", "w", stderr);
        RankedDescriptor res = call(k, shape, x, op2, /*guardAfter=*/true);
        free(res.getAllocated());
        _exit(0);
      }
      int status = 0;
      waitpid(pid, &status, 0);
      if (WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT) {
        ++aborts;
        continue;
      }
      ++failures;
      printf("FAIL: %s: lengths of shape %s for input %s: child %s %d, "
             "expected SIGABRT\n",
             k.name, shapeStr(op2.shape).c_str(), shapeStr(shape).c_str(),
             WIFSIGNALED(status) ? "signal" : "exit",
             WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
    }
  }

  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = onFault;
  sigaction(SIGSEGV, &sa, nullptr);
  sigaction(SIGBUS, &sa, nullptr);

  long calls = 0;
  for (const Kernel &k : kernels) {
    currentKernel = k.name;
    for (int i = 0; i < trials; ++i) {
      std::vector<int64_t> shape = randomShape(k.rank);
      currentShape = shapeStr(shape);
      Operand2 op2 = makeOperand2(k, shape, /*mismatch=*/false);
      std::vector<char> x = randomInput(k, shape);
      std::vector<char> expected = reference(k, shape, x, op2);
      for (bool after : {true, false}) {
        currentPlacement = after ? "ending at" : "starting after";
        RankedDescriptor res = call(k, shape, x, op2, after);
        ++calls;
        if (!check(k, shape, res, expected, currentPlacement))
          ++failures;
        free(res.getAllocated());
      }
    }
  }
  printf("guard-page: %ld calls, %d size-mismatch aborts, %d failures\n", calls,
         aborts, failures);
  return failures ? 1 : 0;
}
