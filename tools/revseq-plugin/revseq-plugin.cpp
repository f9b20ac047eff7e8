//===- revseq-plugin.cpp - revseq as a plugin of stock mlir-opt -----------===//
//
// A shared library that a stock `mlir-opt` (one linked to the same libMLIR.so)
// loads with `--load-dialect-plugin` and `--load-pass-plugin`. It registers
// exactly what revseq-opt adds to upstream's registry, through the same
// functions (revseq/InitAll.h). See docs/Tools.md.
//
//===----------------------------------------------------------------------===//

#include "revseq/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

#include <mutex>

using namespace mlir;

/// Registers the revseq passes and pipelines once, whichever plugin entry
/// point (or both) the driver calls: both live in this library.
static void registerRevseqPassesOnce() {
  static std::once_flag once;
  std::call_once(once, [] { revseq::registerAllPasses(); });
}

/// `--load-dialect-plugin`: the dialect with its interfaces and external
/// models. The passes come too, so that one flag is enough for
/// `--pass-pipeline=...`.
extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Revseq", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            revseq::registerAllDialects(*registry);
            registerRevseqPassesOnce();
          }};
}

/// `--load-pass-plugin`: every revseq pass and named pipeline.
extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "RevseqPasses", LLVM_VERSION_STRING,
          []() { registerRevseqPassesOnce(); }};
}
