//===- TensorFiles.h - models and tensors in files --------------*- C++ -*-===//
//
// What a tool that runs compiled functions reads and writes: the module (an
// ONNX model or a .mlir module), tensors in NumPy (.npy) and ONNX TensorProto
// (.pb) files, and the row-major buffers (revseq/Tools/RankedMemRef.h) that
// hold them while a function runs. The ONNX files need a build with the ONNX
// importer (REVSEQ_ENABLE_ONNX); .npy and .mlir files work in every build.
// Errors are reported on llvm::errs(), those that name no file as
// `<tool>: error: ...` (revseq/Tools/CommandLine.h).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_TENSORFILES_H
#define REVSEQ_TOOLS_TENSORFILES_H

#include "revseq/Tools/RankedMemRef.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::revseq {

/// Whether this build reads and writes ONNX models and TensorProto files.
bool hasONNXFiles();

/// Imports the ONNX model at `path`, or parses the .mlir module there (text
/// or bytecode, also named .mlirbc) after checkParseHazards; the module's
/// buffer goes into `sourceMgr`, so that diagnostics quote its lines.
/// `tool` names the program in errors. Null on error.
OwningOpRef<ModuleOp> loadModelFile(StringRef path, MLIRContext &context,
                                    llvm::SourceMgr &sourceMgr, StringRef tool);

/// Reads the tensor in the .npy file at `path`, or the TensorProto in any
/// other file. Errors are reported as `<path>: error: ...`.
FailureOr<DenseElementsAttr>
readTensorFile(StringRef path, MLIRContext *context, StringRef tool);

/// Writes `value` as a TensorProto named `name` to `path`.
LogicalResult writeTensorFile(StringRef path, DenseElementsAttr value,
                              StringRef name, StringRef tool);

/// Reads the arguments of @<name>, of type `signature`, from the tensor
/// files `paths`, one per argument, each of the argument's element type,
/// rank and a shape compatible with its.
FailureOr<SmallVector<RankedBuffer>>
readArgumentFiles(ArrayRef<std::string> paths, StringRef name,
                  FunctionType signature, MLIRContext *context, StringRef tool);

/// Reads the expected results of @<name> from the tensor files `paths`: none,
/// or one per result of `signature`.
FailureOr<SmallVector<DenseElementsAttr>>
readExpectedFiles(ArrayRef<std::string> paths, StringRef name,
                  FunctionType signature, MLIRContext *context, StringRef tool);

/// Appends the ONNX backend test directory `dir`'s input_<i>.pb to
/// `inputs` and its output_<i>.pb to `outputs`, each from 0 up to the first
/// that is missing.
void appendTestDataSet(StringRef dir, std::vector<std::string> &inputs,
                       std::vector<std::string> &outputs);

/// The type's bytes per element in a buffer (i1 takes a byte), as
/// getExchangeElementBytes (revseq/Import/Npy.h) says; the type must have
/// them.
int64_t getBufferElementBytes(Type elementType);

/// The elements of `value` in a row-major buffer of its shape.
RankedBuffer toRankedBuffer(DenseElementsAttr value);

/// Result `index` of @<name>, described by `desc`, as a tensor, after a
/// check of its sizes against its declared type `type`: a function may
/// declare a static shape that the computed one (from dynamic inputs)
/// contradicts, and the result is then wrong, not a different tensor.
FailureOr<DenseElementsAttr> readResult(const RankedDescriptor &desc,
                                        RankedTensorType type, size_t index,
                                        StringRef name, StringRef tool);

/// The elements of the row-major, contiguous memref that `desc` describes,
/// as a tensor of its sizes and `elementType`.
DenseElementsAttr readDescriptor(const RankedDescriptor &desc,
                                 Type elementType);

} // namespace mlir::revseq

#endif // REVSEQ_TOOLS_TENSORFILES_H
