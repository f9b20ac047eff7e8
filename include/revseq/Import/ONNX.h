//===- ONNX.h - import ONNX models into func.func on tensors ----*- C++ -*-===//

#ifndef REVSEQ_IMPORT_ONNX_H
#define REVSEQ_IMPORT_ONNX_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir {
class DialectRegistry;
class MLIRContext;
namespace revseq {

/// Parses the serialized ONNX ModelProto in `bytes` and returns a module
/// with one `func.func` on tensors computing the main graph: graph inputs
/// become arguments, graph outputs results, initializers and `Constant`
/// nodes `arith.constant`, `ReverseSequence` `revseq.reverse_sequence`,
/// `Identity` its operand. Anything else (an op, attribute or element type
/// the importer does not know, a malformed or truncated file) is reported
/// as an error at `bufferName` (naming the node) and yields null.
OwningOpRef<ModuleOp> importONNXModel(llvm::StringRef bytes,
                                      llvm::StringRef bufferName,
                                      MLIRContext *context);

/// Parses a serialized ONNX TensorProto (a backend test's `input_0.pb`, say)
/// into a constant of the importer's element types. Errors are reported at
/// `bufferName`.
FailureOr<DenseElementsAttr> importONNXTensor(llvm::StringRef bytes,
                                              llvm::StringRef bufferName,
                                              MLIRContext *context);

/// Serializes `value` as an ONNX TensorProto named `name` (raw_data;
/// signless integers are written as signed). Fails on element types ONNX
/// has no code for.
FailureOr<std::string> exportONNXTensor(DenseElementsAttr value,
                                        llvm::StringRef name);

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

/// The size in bytes of a tensor of `shape` with `elementBytes`-byte
/// elements; an error at `loc` when a dimension is negative or the size
/// (or any stride in bytes) overflows int64.
FailureOr<int64_t> checkTensorBytes(ArrayRef<int64_t> shape,
                                    int64_t elementBytes, Location loc);

/// Adds the dialects that imported modules use.
void registerONNXImportDialects(DialectRegistry &registry);

/// Registers the `import-onnx` translation (revseq-translate).
void registerONNXImportTranslation();

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_IMPORT_ONNX_H
