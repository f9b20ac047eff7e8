//===- ONNX.h - import ONNX models into func.func on tensors ----*- C++ -*-===//

#ifndef REVSEQ_IMPORT_ONNX_H
#define REVSEQ_IMPORT_ONNX_H

#include "revseq/Import/Npy.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir {
class DialectRegistry;
class MLIRContext;
namespace revseq {

/// Parses the serialized ONNX ModelProto in `bytes` and returns a module
/// with one `func.func` on tensors computing the main graph: graph inputs
/// become arguments, graph outputs results, initializers and `Constant`
/// nodes `arith.constant`, `ReverseSequence` `revseq.reverse_sequence`,
/// `Identity` its operand. The exporters' spellings of a reverse (torch.flip
/// as `Slice` with negative steps, tf2onnx's tf.reverse as `Transpose`,
/// `Shape`, `Gather`, `Expand` and `ReverseSequence`) become one
/// `revseq.reverse` (a partial Slice `tensor.extract_slice` of it), and
/// `Add`, `Sub`, `Mul`, `Div`, `Neg`, `Relu`, `Cast` elementwise
/// `linalg.generic` ops (docs/ONNX.md lists every op and rule). Anything
/// else (an op, attribute or element type the importer does not know, a
/// size, axis or step that breaks a rule, a malformed or truncated file) is
/// reported as an error at `bufferName` (naming the node) and yields null.
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

/// Adds the dialects that imported modules use.
void registerONNXImportDialects(DialectRegistry &registry);

/// Registers the `import-onnx` translation (revseq-translate).
void registerONNXImportTranslation();

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_IMPORT_ONNX_H
