//===- TensorFiles.cpp - models and tensors in files, tensors in memory ---===//

#include "revseq/Tools/TensorFiles.h"
#include "revseq/Import/Npy.h"
#include "revseq/Tools/CommandLine.h"
#include "revseq/Tools/ParseLimits.h"
#if REVSEQ_TOOLS_ONNX
#include "revseq/Import/ONNX.h"
#endif

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

#ifndef REVSEQ_TOOLS_ONNX
#define REVSEQ_TOOLS_ONNX 0
#endif

static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream(text) << type;
  return text;
}

bool mlir::revseq::hasONNXFiles() { return REVSEQ_TOOLS_ONNX; }

OwningOpRef<ModuleOp> mlir::revseq::loadModelFile(StringRef path,
                                                  MLIRContext &context,
                                                  llvm::SourceMgr &sourceMgr,
                                                  StringRef tool) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/true);
  if (!buffer) {
    reportToolError(tool, path + ": " + buffer.getError().message());
    return nullptr;
  }
  if (!path.ends_with(".mlir") && !path.ends_with(".mlirbc")) {
#if REVSEQ_TOOLS_ONNX
    return importONNXModel((*buffer)->getBuffer(), path, &context);
#else
    reportToolError(tool, path + ": this " + tool +
                              " was built without ONNX: the model must be a "
                              ".mlir module");
    return nullptr;
#endif
  }
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  if (failed(checkParseHazards(sourceMgr)))
    return nullptr;
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}

FailureOr<DenseElementsAttr>
mlir::revseq::readTensorFile(StringRef path, MLIRContext *context,
                             [[maybe_unused]] StringRef tool) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer) {
    llvm::errs() << path << ": error: " << buffer.getError().message() << "\n";
    return failure();
  }
  StringRef bytes = (*buffer)->getBuffer();
  if (path.ends_with(".npy"))
    return importNpyTensor(bytes, path, context);
#if REVSEQ_TOOLS_ONNX
  return importONNXTensor(bytes, path, context);
#else
  llvm::errs() << path << ": error: this " << tool
               << " was built without ONNX: tensors must be .npy files\n";
  return failure();
#endif
}

LogicalResult mlir::revseq::writeTensorFile(StringRef path,
                                            DenseElementsAttr value,
                                            [[maybe_unused]] StringRef name,
                                            StringRef tool) {
#if REVSEQ_TOOLS_ONNX
  FailureOr<std::string> bytes = exportONNXTensor(value, name);
  if (failed(bytes)) {
    reportToolError(tool, "cannot write " + path +
                              ": ONNX has no element type for " +
                              typeString(value.getElementType()));
    return failure();
  }
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    reportToolError(tool, "cannot write " + path + ": " + ec.message());
    return failure();
  }
  os << *bytes;
  return success();
#else
  reportToolError(tool, "cannot write " + path + ": this " + tool +
                            " was built without ONNX");
  return failure();
#endif
}

FailureOr<SmallVector<revseq::RankedBuffer>>
mlir::revseq::readArgumentFiles(ArrayRef<std::string> paths, StringRef name,
                                FunctionType signature, MLIRContext *context,
                                StringRef tool) {
  if (paths.size() != signature.getNumInputs()) {
    reportToolError(tool, "@" + name + " takes " +
                              Twine(signature.getNumInputs()) + " arguments, " +
                              Twine(paths.size()) + " given");
    return failure();
  }
  SmallVector<RankedBuffer> args;
  for (auto [i, path] : llvm::enumerate(paths)) {
    FailureOr<DenseElementsAttr> value = readTensorFile(path, context, tool);
    if (failed(value))
      return failure();
    auto expected = cast<RankedTensorType>(signature.getInput(i));
    auto actual = cast<RankedTensorType>(value->getType());
    if (actual.getElementType() != expected.getElementType() ||
        actual.getRank() != expected.getRank() ||
        failed(verifyCompatibleShape(actual.getShape(), expected.getShape()))) {
      reportToolError(tool, path + ": a " + typeString(actual) +
                                " cannot be argument " + Twine(i) +
                                " of type " + typeString(expected));
      return failure();
    }
    args.push_back(toRankedBuffer(*value));
  }
  return args;
}

FailureOr<SmallVector<DenseElementsAttr>>
mlir::revseq::readExpectedFiles(ArrayRef<std::string> paths, StringRef name,
                                FunctionType signature, MLIRContext *context,
                                StringRef tool) {
  SmallVector<DenseElementsAttr> expectations;
  for (const std::string &path : paths) {
    FailureOr<DenseElementsAttr> value = readTensorFile(path, context, tool);
    if (failed(value))
      return failure();
    expectations.push_back(*value);
  }
  if (!expectations.empty() &&
      expectations.size() != signature.getNumResults()) {
    reportToolError(tool, "@" + name + " returns " +
                              Twine(signature.getNumResults()) + " results, " +
                              Twine(expectations.size()) + " expected");
    return failure();
  }
  return expectations;
}

void mlir::revseq::appendTestDataSet(StringRef dir,
                                     std::vector<std::string> &inputs,
                                     std::vector<std::string> &outputs) {
  auto appendAll = [&](StringRef prefix, std::vector<std::string> &files) {
    for (int i = 0;; ++i) {
      SmallString<128> path(dir);
      llvm::sys::path::append(path, prefix + Twine(i) + ".pb");
      if (!llvm::sys::fs::exists(path))
        return;
      files.push_back(std::string(path));
    }
  };
  appendAll("input_", inputs);
  appendAll("output_", outputs);
}

int64_t mlir::revseq::getBufferElementBytes(Type elementType) {
  return *getExchangeElementBytes(elementType);
}

revseq::RankedBuffer mlir::revseq::toRankedBuffer(DenseElementsAttr value) {
  ArrayRef<int64_t> shape = value.getType().getShape();
  return RankedBuffer(getExchangeBytes(value), {shape.begin(), shape.end()});
}

DenseElementsAttr mlir::revseq::readDescriptor(const RankedDescriptor &desc,
                                               Type elementType) {
  DynamicMemRefType<char> view = desc.getView<char>();
  auto type = RankedTensorType::get(ArrayRef<int64_t>(view.sizes, view.rank),
                                    elementType);
  int64_t elementBytes = getBufferElementBytes(elementType);
  return getFromExchangeBytes(
      type, ArrayRef<char>(view.data + view.offset * elementBytes,
                           type.getNumElements() * elementBytes));
}

FailureOr<DenseElementsAttr>
mlir::revseq::readResult(const RankedDescriptor &desc, RankedTensorType type,
                         size_t index, StringRef name, StringRef tool) {
  std::vector<int64_t> shape = desc.getShape();
  if (failed(verifyCompatibleShape(shape, type.getShape()))) {
    reportToolError(
        tool,
        "result " + Twine(index) + " of @" + name + " has the shape " +
            typeString(RankedTensorType::get(shape, type.getElementType())) +
            ", which contradicts its declared type " + typeString(type));
    return failure();
  }
  // The pipeline returns identity-layout buffers: row-major, contiguous.
  return readDescriptor(desc, type.getElementType());
}
