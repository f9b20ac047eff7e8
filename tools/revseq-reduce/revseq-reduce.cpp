//===- revseq-reduce.cpp - mlir-reduce with revseq ------------------------===//
//
// mlir-reduce with everything revseq-opt registers (and revseq's reduction
// patterns, attached by revseq::registerAllDialects): shrinks a module to the
// ops that an interestingness script needs. See docs/Tools.md.
//
//===----------------------------------------------------------------------===//

#include "revseq/InitAll.h"
#include "revseq/Tools/CommandLine.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

int main(int argc, char **argv) {
  mlir::revseq::hideLibraryOptions();
  // The passes are there for -opt-reduction-pass.
  mlir::revseq::registerAllPassesWithUpstream();

  mlir::DialectRegistry registry;
  mlir::revseq::registerAllDialectsWithUpstream(registry);

  mlir::MLIRContext context(registry);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context));
}
