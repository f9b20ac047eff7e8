//===- RankedMemRef.h - memref descriptors of run-time rank -----*- C++ -*-===//
//
// A function compiled with `llvm.emit_c_interface` takes and returns memrefs
// as pointers to descriptors {allocated, aligned, offset, sizes[rank],
// strides[rank]}, every field 8 bytes: upstream's StridedMemRefType<T, N>,
// whose rank N is fixed at compile time. A caller that learns the rank at
// run time (from a function's signature, a tensor file or a table of
// kernels) builds them here. A descriptor is read through upstream's
// DynamicMemRefType.
//
// Header-only on the C++ standard library and CRunnerUtils.h, so that
// harnesses built without revseq's or MLIR's libraries (the benchmarks, the
// guard-page test's driver) include it too.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_RANKEDMEMREF_H
#define REVSEQ_TOOLS_RANKEDMEMREF_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace mlir::revseq {

/// A memref descriptor of run-time rank, in the C interface's layout. It
/// does not own the memory it describes.
class RankedDescriptor {
public:
  RankedDescriptor() : RankedDescriptor(0) {}
  /// A descriptor of rank `rank`, every field zero: what a C-interface
  /// function fills for a result.
  explicit RankedDescriptor(int64_t rank) : words(getNumWords(rank)) {}

  /// Describes the row-major array at `data` of sizes `shape[0, rank)`:
  /// offset 0, strides the suffix products of the sizes (a size 0 counts
  /// as 1, so no stride is 0).
  static RankedDescriptor getRowMajor(void *data, const int64_t *shape,
                                      int64_t rank) {
    RankedDescriptor desc(rank);
    desc.words[0] = desc.words[1] = reinterpret_cast<intptr_t>(data);
    int64_t stride = 1;
    for (int64_t d = rank - 1; d >= 0; --d) {
      desc.words[3 + d] = shape[d];
      desc.words[3 + rank + d] = stride;
      stride *= shape[d] > 1 ? shape[d] : 1;
    }
    return desc;
  }
  static RankedDescriptor getRowMajor(void *data,
                                      const std::vector<int64_t> &shape) {
    return getRowMajor(data, shape.data(), shape.size());
  }

  /// A copy of the descriptor of rank `rank` at `words`.
  static RankedDescriptor getFromWords(const int64_t *words, int64_t rank) {
    RankedDescriptor desc(rank);
    desc.words.assign(words, words + getNumWords(rank));
    return desc;
  }

  /// The number of 8-byte words of a descriptor of rank `rank`.
  static std::size_t getNumWords(int64_t rank) { return 3 + 2 * rank; }

  int64_t getRank() const { return (words.size() - 3) / 2; }
  void *getAllocated() const { return toPointer(words[0]); }
  void *getAligned() const { return toPointer(words[1]); }
  int64_t getOffset() const { return words[2]; }
  const int64_t *getSizes() const { return words.data() + 3; }
  const int64_t *getStrides() const { return words.data() + 3 + getRank(); }
  std::vector<int64_t> getShape() const {
    return {getSizes(), getSizes() + getRank()};
  }

  /// What a `_mlir_ciface_` function takes for a memref argument (and, for a
  /// single memref result, its first argument).
  void *get() { return words.data(); }
  const void *get() const { return words.data(); }

  /// Upstream's view of this descriptor, elements of type `T`.
  template <typename T> DynamicMemRefType<T> getView() const {
    return DynamicMemRefType<T>(::UnrankedMemRefType<T>{
        getRank(), const_cast<int64_t *>(words.data())});
  }

private:
  static void *toPointer(int64_t word) {
    return reinterpret_cast<void *>(static_cast<intptr_t>(word));
  }

  std::vector<int64_t> words;
};

/// A row-major array of run-time rank that owns its bytes, with the
/// descriptor that points to them. Moving it keeps the descriptor valid.
class RankedBuffer {
public:
  /// Takes `bytes`, the row-major elements of an array of sizes `shape`.
  RankedBuffer(std::vector<char> bytes, const std::vector<int64_t> &shape)
      : bytes(std::move(bytes)),
        descriptor(RankedDescriptor::getRowMajor(this->bytes.data(), shape)) {}
  RankedBuffer(RankedBuffer &&) = default;
  RankedBuffer &operator=(RankedBuffer &&) = default;
  RankedBuffer(const RankedBuffer &) = delete;
  RankedBuffer &operator=(const RankedBuffer &) = delete;

  char *getData() { return bytes.data(); }
  std::size_t getNumBytes() const { return bytes.size(); }
  RankedDescriptor &getDescriptor() { return descriptor; }
  const RankedDescriptor &getDescriptor() const { return descriptor; }
  template <typename T> DynamicMemRefType<T> getView() const {
    return descriptor.getView<T>();
  }

private:
  std::vector<char> bytes;
  RankedDescriptor descriptor;
};

} // namespace mlir::revseq

#endif // REVSEQ_TOOLS_RANKEDMEMREF_H
