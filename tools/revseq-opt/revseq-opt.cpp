//===- revseq-opt.cpp - mlir-opt with the revseq dialect and passes -------===//

#include "revseq/InitAll.h"
#include "revseq/Tools/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::revseq::registerVersionPrinter();
  mlir::revseq::registerAllPassesWithUpstream();

  mlir::DialectRegistry registry;
  mlir::revseq::registerAllDialectsWithUpstream(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "revseq optimizer driver\n", registry));
}
