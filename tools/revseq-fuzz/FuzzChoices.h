//===- FuzzChoices.h - A fuzzer input as a stream of choices ----*- C++ -*-===//
//
// revseq-fuzz-programs reads its input as the decisions of a program
// generator: each choice takes the next byte (two for more than 256
// options). Once the bytes run out every choice is 0, so any input, the empty
// one included, makes a program, and a mutated byte changes one decision.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_REVSEQ_FUZZ_FUZZCHOICES_H
#define REVSEQ_TOOLS_REVSEQ_FUZZ_FUZZCHOICES_H

#include "llvm/ADT/ArrayRef.h"

#include <cstddef>
#include <cstdint>

namespace mlir::revseq::fuzz {

class Choices {
public:
  explicit Choices(llvm::ArrayRef<uint8_t> bytes) : bytes(bytes) {}

  /// A number in [0, n): the next byte (or two bytes, for n > 256) modulo
  /// n; 0 once the bytes have run out. n <= 1 consumes nothing.
  unsigned below(unsigned n) {
    if (n <= 1)
      return 0;
    unsigned value = next();
    if (n > 256)
      value = value << 8 | next();
    return value % n;
  }

  /// True in about `percent` out of 100 inputs; false once the bytes have
  /// run out.
  bool chance(unsigned percent) { return below(100) >= 100 - percent; }

  /// A number in [lo, hi] (lo <= hi); lo once the bytes have run out.
  int64_t between(int64_t lo, int64_t hi) {
    return lo + below(static_cast<unsigned>(hi - lo + 1));
  }

  /// An index into `weights`, each picked in proportion to its weight; 0
  /// once the bytes have run out.
  size_t weighted(llvm::ArrayRef<unsigned> weights) {
    unsigned total = 0;
    for (unsigned w : weights)
      total += w;
    unsigned x = below(total);
    for (size_t i = 0; i < weights.size(); ++i) {
      if (x < weights[i])
        return i;
      x -= weights[i];
    }
    return 0;
  }

  /// One of `options`; the first once the bytes have run out.
  template <typename T> const T &pick(llvm::ArrayRef<T> options) {
    return options[below(options.size())];
  }

private:
  unsigned next() { return pos < bytes.size() ? bytes[pos++] : 0; }

  llvm::ArrayRef<uint8_t> bytes;
  size_t pos = 0;
};

} // namespace mlir::revseq::fuzz

#endif // REVSEQ_TOOLS_REVSEQ_FUZZ_FUZZCHOICES_H
