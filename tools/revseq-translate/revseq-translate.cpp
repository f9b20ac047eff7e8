//===- revseq-translate.cpp - mlir-translate with revseq's importers ------===//
//
// `revseq-translate --import-onnx model.onnx` prints the model as a
// func.func on tensors (see docs/ONNX.md).
//
//===----------------------------------------------------------------------===//

#include "revseq/Import/ONNX.h"
#include "revseq/Tools/CommandLine.h"
#include "revseq/Tools/Version.h"

#include "mlir/Support/LogicalResult.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::revseq::hideLibraryOptions();
  mlir::revseq::registerVersionPrinter();
  mlir::revseq::registerONNXImportTranslation();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "revseq translation driver\n"));
}
