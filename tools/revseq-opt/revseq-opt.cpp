//===- revseq-opt.cpp - mlir-opt with the revseq dialect and passes -------===//
//
// MlirOptMain, with one step before parsing: input that MLIR's parser cannot
// read without crashing (nested deeper than revseq::kMaxNestingDepth, or
// holding one of upstream's linalg parser bugs; revseq/Tools/ParseLimits.h)
// is rejected with an error (docs/Reliability.md).
//
//===----------------------------------------------------------------------===//

#include "revseq/InitAll.h"
#include "revseq/Tools/CommandLine.h"
#include "revseq/Tools/ParseLimits.h"
#include "revseq/Tools/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

#ifdef REVSEQ_INCLUDE_TESTS
namespace mlir::revseq_test {
/// The test dialect (test/lib/Dialect/Test).
void registerTestDialect(DialectRegistry &registry);
} // namespace mlir::revseq_test
#endif

/// Reads the input, screens it for parse hazards and runs MlirOptMain on it.
static LogicalResult runOnInput(StringRef inputFilename,
                                StringRef outputFilename,
                                DialectRegistry &registry,
                                const MlirOptMainConfig &config) {
  std::unique_ptr<llvm::MemoryBuffer> input =
      revseq::openScreenedInput(inputFilename);
  if (!input)
    return failure();
  std::string errorMessage;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return failure();
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return failure();
  output->keep();
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  revseq::hideLibraryOptions();
  revseq::registerVersionPrinter();
  revseq::registerAllPassesWithUpstream();

  DialectRegistry registry;
  revseq::registerAllDialectsWithUpstream(registry);
#ifdef REVSEQ_INCLUDE_TESTS
  revseq_test::registerTestDialect(registry);
#endif

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "revseq optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  // Listing dialects or passes reads no input: upstream's driver does it.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  return asMainReturnCode(
      runOnInput(inputFilename, outputFilename, registry, config));
}
