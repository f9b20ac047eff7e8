//===- revseq-lsp-server.cpp - MLIR language server with revseq -----------===//
//
// mlir-lsp-server with the registry of revseq-opt, for editors (the MLIR VS
// Code extension's `mlir.server_path`): revseq ops parse, verify and hover.
// See docs/Tools.md.
//
//===----------------------------------------------------------------------===//

#include "revseq/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::revseq::registerAllDialectsWithUpstream(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
