//===- revseq-lsp-server.cpp - MLIR language server with revseq -----------===//
//
// mlir-lsp-server with the registry of revseq-opt, for editors (the MLIR VS
// Code extension's `mlir.server_path`): revseq ops parse, verify and hover.
// The documents are screened for parse hazards before the server parses them
// (ScreenedInput.h). See docs/Tools.md.
//
//===----------------------------------------------------------------------===//

#include "ScreenedInput.h"

#include "revseq/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::revseq::registerAllDialectsWithUpstream(registry);

  // MlirLspServerMain reads the client's messages from `stdin`.
  mlir::revseq::ScreenedInput input(stdin);
  std::FILE *screened = input.open();
  if (!screened) {
    llvm::errs() << "revseq-lsp-server: cannot screen stdin\n";
    return 1;
  }
  stdin = screened;
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
