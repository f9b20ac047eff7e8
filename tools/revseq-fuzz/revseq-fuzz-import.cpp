//===- revseq-fuzz-import.cpp - libFuzzer targets for the file readers ----===//
//
// One source, three targets (tools/revseq-fuzz/CMakeLists.txt defines
// REVSEQ_FUZZ_FORMAT): each input is read as a NumPy .npy file
// (revseq-fuzz-npy), an ONNX TensorProto (revseq-fuzz-tensor) or an ONNX
// ModelProto (revseq-fuzz-onnx), as revseq-run reads its files. A tensor
// that reads is written back as a TensorProto; a model that imports is
// verified. Errors are ordinary outcomes; a crash, a sanitizer report or an
// invalid module is a bug. See docs/Reliability.md.
//
//===----------------------------------------------------------------------===//

#include "revseq/Import/ONNX.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <cstdlib>
#include <memory>

using namespace mlir;

#define REVSEQ_FUZZ_NPY 1
#define REVSEQ_FUZZ_TENSOR 2
#define REVSEQ_FUZZ_ONNX 3

static MLIRContext *context;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  DialectRegistry registry;
  revseq::registerONNXImportDialects(registry);
  context = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
  context->loadAllAvailableDialects();
  // Diagnostics are expected (most inputs are invalid); keep stderr quiet.
  context->getDiagEngine().registerHandler(
      [](Diagnostic &) { return success(); });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
#if REVSEQ_FUZZ_FORMAT == REVSEQ_FUZZ_ONNX
  OwningOpRef<ModuleOp> module =
      revseq::importONNXModel(bytes, "fuzz.onnx", context);
  if (module && failed(verify(*module)))
    std::abort();
#else
#if REVSEQ_FUZZ_FORMAT == REVSEQ_FUZZ_NPY
  FailureOr<DenseElementsAttr> value =
      revseq::importNpyTensor(bytes, "fuzz.npy", context);
#else
  FailureOr<DenseElementsAttr> value =
      revseq::importONNXTensor(bytes, "fuzz.pb", context);
#endif
  if (succeeded(value))
    (void)revseq::exportONNXTensor(*value, "fuzz");
#endif
  return 0;
}
