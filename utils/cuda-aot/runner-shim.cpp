//===- runner-shim.cpp - upstream's printing runtime, without libLLVM -----===//
//
// The execution tests print with upstream's runner utilities. Debian's
// libmlir_runner_utils.so and libmlir_c_runner_utils.so need libLLVM and
// libMLIR (hundreds of MiB), which a GPU machine without LLVM cannot load.
// The printers are templates in upstream's header RunnerUtils.h; this file
// instantiates the ones the tests call, with upstream's formats, so that an
// ahead-of-time test binary needs nothing but libcuda and the C++ runtime.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/RunnerUtils.h"

#include <cinttypes>
#include <cstdio>
#include <cstring>

// Float16bits.h's printers (libmlir_float16_utils.so upstream).
static float halfToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits >> 15) << 31;
  uint32_t exponent = (bits >> 10) & 0x1f;
  uint32_t mantissa = bits & 0x3ff;
  uint32_t out;
  if (exponent == 0x1f) {
    out = sign | 0x7f800000u | (mantissa << 13);
  } else if (exponent != 0) {
    out = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    out = sign;
  } else {
    // Subnormal: normalise the mantissa.
    exponent = 113;
    while (!(mantissa & 0x400)) {
      mantissa <<= 1;
      --exponent;
    }
    out = sign | (exponent << 23) | ((mantissa & 0x3ff) << 13);
  }
  float f;
  std::memcpy(&f, &out, sizeof(f));
  return f;
}

std::ostream &operator<<(std::ostream &os, const f16 &f) {
  return os << halfToFloat(f.bits);
}

std::ostream &operator<<(std::ostream &os, const bf16 &b) {
  uint32_t out = uint32_t(b.bits) << 16;
  float f;
  std::memcpy(&f, &out, sizeof(f));
  return os << f;
}

#define REVSEQ_PRINT_MEMREF(SUFFIX, TYPE)                                      \
  extern "C" void _mlir_ciface_printMemref##SUFFIX(                            \
      UnrankedMemRefType<TYPE> *m) {                                           \
    impl::printMemRef(*m);                                                     \
  }
REVSEQ_PRINT_MEMREF(I8, int8_t)
REVSEQ_PRINT_MEMREF(I16, int16_t)
REVSEQ_PRINT_MEMREF(I32, int32_t)
REVSEQ_PRINT_MEMREF(I64, int64_t)
REVSEQ_PRINT_MEMREF(F16, f16)
REVSEQ_PRINT_MEMREF(BF16, bf16)
REVSEQ_PRINT_MEMREF(F32, float)
REVSEQ_PRINT_MEMREF(F64, double)
REVSEQ_PRINT_MEMREF(Ind, impl::index_type)
REVSEQ_PRINT_MEMREF(C32, impl::complex32)
REVSEQ_PRINT_MEMREF(C64, impl::complex64)
#undef REVSEQ_PRINT_MEMREF

// The printer without the C interface, which the generated modules of
// utils/difftest/matrix.py declare.
extern "C" void printMemrefI64(int64_t rank, void *ptr) {
  UnrankedMemRefType<int64_t> m = {rank, ptr};
  _mlir_ciface_printMemrefI64(&m);
}

// CRunnerUtils.cpp's scalar printers.
extern "C" void printString(char const *s) { fputs(s, stdout); }
extern "C" void printU64(uint64_t u) { fprintf(stdout, "%" PRIu64, u); }
extern "C" void printI64(int64_t i) { fprintf(stdout, "%" PRId64, i); }
extern "C" void printF32(float f) { fprintf(stdout, "%g", f); }
extern "C" void printF64(double d) { fprintf(stdout, "%lg", d); }
extern "C" void printComma() { fputs(", ", stdout); }
extern "C" void printOpen() { fputs("( ", stdout); }
extern "C" void printClose() { fputs(" )", stdout); }
extern "C" void printNewline() { fputc('\n', stdout); }
