//===- TargetLimits.h - vector widths and GPU launch defaults ---*- C++ -*-===//
//
// The rules and defaults that both the conversions (convert-revseq-to-vector,
// convert-revseq-to-gpu) and the pipeline passes (revseq-vectorize-
// elementwise, revseq-attach-spirv-entry-point-abi) read, kept below both
// (docs/Architecture.md).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_SUPPORT_TARGETLIMITS_H
#define REVSEQ_SUPPORT_TARGETLIMITS_H

#include <cstdint>

namespace mlir {
class Type;
namespace revseq {

/// The vector-bits option is 0 (the host's width) or a power of two in
/// [kMinVectorBits, kMaxVectorBits]: wider vectors make the generated code
/// take minutes to compile, other widths break the buffers' alignment.
constexpr unsigned kMinVectorBits = 64;
constexpr unsigned kMaxVectorBits = 2048;
inline bool isValidVectorBits(unsigned bits) {
  return bits == 0 || (bits >= kMinVectorBits && bits <= kMaxVectorBits &&
                       (bits & (bits - 1)) == 0);
}

/// The vector width of the host CPU in bits (512 with AVX-512, 256 with
/// AVX, 128 otherwise).
unsigned getHostVectorBits();

/// Whether the vector loops handle elements of `type` (integers of 8, 16,
/// 32 or 64 bits, f16, bf16, f32, f64): the revseq kernels of
/// convert-revseq-to-vector and the loops of revseq-vectorize-elementwise.
/// Other element types take the scalar linalg path.
bool isVectorizableElementType(Type type);

/// The default `nontemporal-bytes` of convert-revseq-to-vector,
/// revseq-vectorize-elementwise and revseq-cpu-pipeline: outputs of at
/// least 8 MiB store full vectors non-temporally.
constexpr uint64_t kDefaultNontemporalBytes = 8 << 20;

/// Threads per block of the revseq GPU kernels (1-D blocks).
constexpr int64_t kDefaultGPUBlockSize = 256;

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_SUPPORT_TARGETLIMITS_H
