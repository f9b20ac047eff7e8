//===- revseq-reduce.cpp - mlir-reduce with revseq ------------------------===//
//
// mlir-reduce with everything revseq-opt registers (and revseq's reduction
// patterns, attached by revseq::registerAllDialects): shrinks a module to the
// ops that an interestingness script needs. Its input is screened for parse
// hazards (revseq/Tools/ParseLimits.h) before upstream's driver parses it.
// See docs/Tools.md.
//
//===----------------------------------------------------------------------===//

#include "revseq/InitAll.h"
#include "revseq/Tools/CommandLine.h"
#include "revseq/Tools/ParseLimits.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdio>
#include <unistd.h>

using namespace mlir;

/// Options after which mlirReduceMain prints something and reads no input.
static constexpr llvm::StringLiteral kInfoOptions[] = {
    "h", "help", "help-hidden", "help-list", "help-list-hidden", "version"};

/// mlirReduceMain's options that take the next argument as their value when
/// it is not given after `=`. mlirReduceMain registers them only when it
/// runs; llvm::cl knows the others already.
static constexpr llvm::StringLiteral kValueOptions[] = {"o", "pass-pipeline"};

/// Whether option `name` takes the next argument as its value.
static bool takesNextArgument(StringRef name) {
  if (llvm::is_contained(kValueOptions, name))
    return true;
  llvm::cl::Option *option = llvm::cl::getRegisteredOptions().lookup(name);
  return option && option->getValueExpectedFlag() == llvm::cl::ValueRequired;
}

/// The arguments as llvm::cl reads them: response files (`@file`) expanded
/// into `allocator`; std::nullopt on an error, which mlirReduceMain reports.
static std::optional<SmallVector<const char *>>
expandArguments(int argc, char **argv, llvm::BumpPtrAllocator &allocator) {
  SmallVector<const char *> args(argv, argv + argc);
  llvm::cl::ExpansionContext expansion(allocator,
                                       llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error error = expansion.expandResponseFiles(args)) {
    llvm::consumeError(std::move(error));
    return std::nullopt;
  }
  return args;
}

/// The file that mlirReduceMain will parse: its positional argument in
/// `args` (`-` is stdin, none is ""), found as llvm::cl finds it: options up
/// to `--`, an option's value after its `=` or in the next argument.
/// std::nullopt when it will parse nothing (--help).
static std::optional<std::string>
findInputFilename(ArrayRef<const char *> args) {
  for (size_t i = 1, e = args.size(); i < e; ++i) {
    StringRef arg = args[i];
    if (arg == "--")
      return i + 1 < e ? args[i + 1] : "";
    if (arg == "-" || !arg.starts_with("-"))
      return arg.str();
    StringRef name = arg.ltrim('-').split('=').first;
    if (llvm::is_contained(kInfoOptions, name))
      return std::nullopt;
    if (!arg.contains('=') && takesNextArgument(name))
      ++i;
  }
  return "";
}

/// Puts `text`, read from stdin, back there for mlirReduceMain to read.
static LogicalResult restoreStdin(StringRef text) {
  std::FILE *file = std::tmpfile();
  bool restored =
      file && std::fwrite(text.data(), 1, text.size(), file) == text.size() &&
      std::fflush(file) == 0 && ::lseek(fileno(file), 0, SEEK_SET) == 0 &&
      ::dup2(fileno(file), STDIN_FILENO) == STDIN_FILENO;
  if (file)
    std::fclose(file);
  if (!restored)
    llvm::errs() << "revseq-reduce: cannot hand the input on from stdin\n";
  return success(restored);
}

/// Reads and screens the input that mlirReduceMain will parse, if any.
/// mlirReduceMain parses the command line itself and the input right after,
/// so the input is found in the arguments here.
static LogicalResult screenInput(int argc, char **argv) {
  llvm::BumpPtrAllocator allocator;
  std::optional<SmallVector<const char *>> args =
      expandArguments(argc, argv, allocator);
  std::optional<std::string> filename =
      args ? findInputFilename(*args) : std::nullopt;
  if (!filename)
    return success();
  std::unique_ptr<llvm::MemoryBuffer> input =
      revseq::openScreenedInput(*filename);
  if (!input)
    return failure();
  if (*filename == "-")
    return restoreStdin(input->getBuffer());
  return success();
}

int main(int argc, char **argv) {
  revseq::hideLibraryOptions();
  // The passes are there for -opt-reduction-pass.
  revseq::registerAllPassesWithUpstream();
  if (failed(screenInput(argc, argv)))
    return 1;

  DialectRegistry registry;
  revseq::registerAllDialectsWithUpstream(registry);

  MLIRContext context(registry);
  return failed(mlirReduceMain(argc, argv, context));
}
