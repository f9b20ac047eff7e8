//===- Npy.h - NumPy .npy files and revseq-run's tensor buffers -*- C++ -*-===//
//
// The tensor readers that need no ONNX: revseq-run reads .npy files with
// them in every build, the ONNX importer shares the size checks.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_IMPORT_NPY_H
#define REVSEQ_IMPORT_NPY_H

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <vector>

namespace mlir {
class MLIRContext;
namespace revseq {

/// Parses a NumPy .npy file (versions 1 to 3, C order, little-endian;
/// dtypes f2 f4 f8 b1 i1..i8 u1..u8 c8 c16). Every count in the file is
/// checked; errors (negative or overflowing dims, truncated data,
/// unsupported dtype) are reported at `bufferName`.
FailureOr<DenseElementsAttr> importNpyTensor(llvm::StringRef bytes,
                                             llvm::StringRef bufferName,
                                             MLIRContext *context);

/// The bytes per element of `type` in a tensor file and in the buffers of
/// revseq-run (i1 takes a byte): i1, i8..i64, f16, bf16, f32, f64 and their
/// complex; std::nullopt for any other type (i3, index, ...).
std::optional<int64_t> getExchangeElementBytes(Type type);

/// The elements of `value` as tensor files and revseq-run's buffers hold
/// them: row-major, getExchangeElementBytes bytes each (an i1 is 0 or 1).
std::vector<char> getExchangeBytes(DenseElementsAttr value);

/// The tensor of `type` whose elements the front of `bytes` holds as
/// getExchangeBytes lays them out (an i1 is true when its byte is not 0);
/// `bytes` holds at least that many.
DenseElementsAttr getFromExchangeBytes(RankedTensorType type,
                                       ArrayRef<char> bytes);

/// The size in bytes of a tensor of `shape` with `elementBytes`-byte
/// elements; an error at `loc` when a dimension is negative or the size
/// (or any stride in bytes) overflows int64.
FailureOr<int64_t> checkTensorBytes(ArrayRef<int64_t> shape,
                                    int64_t elementBytes, Location loc);

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_IMPORT_NPY_H
