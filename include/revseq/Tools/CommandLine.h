//===- CommandLine.h - what a revseq tool's --help shows --------*- C++ -*-===//
//
// LLVM registers several hundred internal options (--amdgpu-..., --instcombine-
// ...) when libLLVM is loaded. A revseq tool shows its own options and the
// driver's under --help, as LLVM's own tools do with option categories;
// LLVM's internal ones stay available and are listed by --help-hidden.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_COMMANDLINE_H
#define REVSEQ_TOOLS_COMMANDLINE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::revseq {

/// Moves every option registered so far to --help-hidden, except those in
/// one of `keep`'s categories and LLVM's generic ones (--help, --version).
/// Call it first thing in main: what a tool or its driver (mlirOptMain,
/// mlirTranslateMain, mlirReduceMain) registers afterwards stays visible.
inline void
hideLibraryOptions(llvm::ArrayRef<const llvm::cl::OptionCategory *> keep = {}) {
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::cl::Option *option = entry.second;
    if (option->getOptionHiddenFlag() != llvm::cl::NotHidden)
      continue;
    // LLVM's own category for --help and --version has no accessor.
    bool kept = llvm::any_of(option->Categories, [&](auto *category) {
      return llvm::is_contained(keep, category) ||
             category->getName() == "Generic Options";
    });
    if (!kept)
      option->setHiddenFlag(llvm::cl::Hidden);
  }
}

/// Reports `message` on llvm::errs() as `<tool>: error: <message>`.
inline void reportToolError(llvm::StringRef tool, const llvm::Twine &message) {
  llvm::errs() << tool << ": error: " << message << "\n";
}

} // namespace mlir::revseq

#endif // REVSEQ_TOOLS_COMMANDLINE_H
