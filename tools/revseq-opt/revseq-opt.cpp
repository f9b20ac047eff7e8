//===- revseq-opt.cpp - mlir-opt with the revseq dialect and passes -------===//

#include "revseq/InitAll.h"
#include "revseq/Tools/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::revseq::registerVersionPrinter();
  mlir::registerAllPasses();
  mlir::revseq::registerAllPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::revseq::registerAllDialects(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "revseq optimizer driver\n", registry));
}
