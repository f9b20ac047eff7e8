//===- revseq-run.cpp - JIT-run a model through revseq-cpu-pipeline -------===//
//
// Imports an ONNX model (or parses a .mlir module), compiles one function
// with revseq-cpu-pipeline and mlir::ExecutionEngine, calls it on tensors
// read from ONNX TensorProto (.pb) or NumPy (.npy) files, and prints,
// writes and/or checks the results. See docs/ONNX.md, which lists the exit
// codes below. Built without ONNX, it takes .mlir modules and .npy tensors
// only. The pieces are revseq's tools library (revseq/Tools/).
//
//===----------------------------------------------------------------------===//

#include "revseq/InitAll.h"
#include "revseq/Tools/CommandLine.h"
#include "revseq/Tools/CompareTensors.h"
#include "revseq/Tools/JitCall.h"
#include "revseq/Tools/TensorFiles.h"
#include "revseq/Tools/Version.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdio>
#include <cstdlib>

using namespace mlir;
namespace cl = llvm::cl;

#ifndef REVSEQ_LIBOMP_PATH
#define REVSEQ_LIBOMP_PATH "libomp.so"
#endif
#ifndef REVSEQ_C_RUNNER_UTILS_PATH
#define REVSEQ_C_RUNNER_UTILS_PATH "libmlir_c_runner_utils.so"
#endif

/// revseq-run's own options: what --help shows (revseq/Tools/CommandLine.h).
static cl::OptionCategory runOptions("revseq-run options");

static cl::opt<std::string>
    modelFile(cl::Positional,
              cl::desc("<model.onnx | module.mlir | module.mlirbc>"),
              cl::Required, cl::cat(runOptions));
static cl::opt<std::string>
    entryName("entry", cl::desc("Function to run (default: the only one)"),
              cl::cat(runOptions));
static cl::list<std::string>
    inputFiles("input", cl::desc("Argument tensor (.pb or .npy), in order"),
               cl::cat(runOptions));
static cl::list<std::string>
    expectFiles("expect",
                cl::desc("Expected result tensor (.pb or .npy), "
                         "in order; a mismatch exits with 1"),
                cl::cat(runOptions));
static cl::opt<std::string>
    testDataSet("test-data-set",
                cl::desc("An ONNX backend test directory: input_<i>.pb are the "
                         "arguments, output_<i>.pb the expected results"),
                cl::cat(runOptions));
static cl::opt<std::string>
    outputDir("output-dir", cl::desc("Write result <i> as output_<i>.pb"),
              cl::cat(runOptions));
static cl::opt<bool> printResults("print", cl::desc("Print every result"),
                                  cl::init(false), cl::cat(runOptions));
static cl::opt<double> relTol("rtol",
                              cl::desc("Relative float tolerance (>= 0)"),
                              cl::init(1e-3), cl::cat(runOptions));
static cl::opt<double> absTol("atol",
                              cl::desc("Absolute float tolerance (>= 0)"),
                              cl::init(1e-7), cl::cat(runOptions));
static cl::opt<bool> runtimeChecks("runtime-checks",
                                   cl::desc("revseq-cpu-pipeline "
                                            "runtime-checks"),
                                   cl::init(false), cl::cat(runOptions));
static cl::opt<bool> vectorize("vectorize",
                               cl::desc("revseq-cpu-pipeline vectorize"),
                               cl::init(true), cl::cat(runOptions));
static cl::opt<unsigned>
    numThreads("num-threads",
               cl::desc("revseq-cpu-pipeline num-threads (> 1 loads libomp)"),
               cl::init(1), cl::cat(runOptions));
static cl::opt<std::string>
    libompPath("libomp", cl::desc("libomp to load with --num-threads > 1"),
               cl::init(REVSEQ_LIBOMP_PATH), cl::cat(runOptions));

/// Exit codes (docs/ONNX.md).
enum ExitCode : int {
  kSuccess = 0,
  kMismatch = 1,
  kError = 2,
  kRuntimeCheckFailed = 3,
};

static constexpr StringLiteral kTool = "revseq-run";

static int fail(const Twine &message) {
  revseq::reportToolError(kTool, message);
  return kError;
}

/// The generated code calls abort() when a run-time check fails, after
/// writing the check's message to stderr: a user's data error, not a crash.
static void runtimeCheckFailed() {
  llvm::outs().flush();
  std::fflush(nullptr);
  llvm::errs() << "revseq-run: error: a run-time check failed (see the "
                  "message above); the input data breaks the rule it names\n";
  std::_Exit(kRuntimeCheckFailed);
}

/// Lowers `module` with revseq-cpu-pipeline and JIT-compiles it.
static FailureOr<std::unique_ptr<ExecutionEngine>> compile(ModuleOp module,
                                                           func::FuncOp entry) {
  revseq::CPUPipelineOptions options;
  options.runtimeChecks = runtimeChecks;
  options.vectorize = vectorize;
  options.numThreads = numThreads;
  SmallVector<StringRef> libs;
  // memrefCopy: a function that returns a strided view (an extract_slice
  // with strides) copies it into the result's buffer.
  if (llvm::sys::fs::exists(REVSEQ_C_RUNNER_UTILS_PATH))
    libs.push_back(REVSEQ_C_RUNNER_UTILS_PATH);
  if (numThreads > 1)
    libs.push_back(libompPath);
  return revseq::compileForJit(module, entry, options, libs, runtimeCheckFailed,
                               kTool);
}

/// Reads result `i`, described by `desc`, of its declared `type`, then
/// prints, writes and compares it. Returns the exit code.
static int processResult(size_t i, RankedTensorType type,
                         const revseq::RankedDescriptor &desc,
                         ArrayRef<DenseElementsAttr> expectations,
                         StringRef name) {
  FailureOr<DenseElementsAttr> result =
      revseq::readResult(desc, type, i, name, kTool);
  if (failed(result))
    return kError;
  DenseElementsAttr value = *result;
  if (printResults)
    llvm::outs() << "result " << i << ": " << value << "\n";
  std::string stem = "output_" + std::to_string(i);
  SmallString<128> path(outputDir);
  llvm::sys::path::append(path, stem + ".pb");
  if (!outputDir.empty() &&
      failed(revseq::writeTensorFile(path, value, stem, kTool)))
    return kError;
  if (i >= expectations.size())
    return kSuccess;
  if (std::optional<std::string> why = revseq::findMismatch(
          value, expectations[i], revseq::Tolerance{relTol, absTol})) {
    llvm::outs() << "result " << i << ": MISMATCH: " << *why << "\n";
    return kMismatch;
  }
  llvm::outs() << "result " << i << ": ok\n";
  return kSuccess;
}

/// Calls the entry function and processes its results; returns the exit
/// code (the worst of the results').
static int run(ExecutionEngine &engine, StringRef name, FunctionType signature,
               MutableArrayRef<revseq::RankedBuffer> args,
               ArrayRef<DenseElementsAttr> expectations) {
  auto types = llvm::map_to_vector(signature.getResults(), [](Type type) {
    return cast<RankedTensorType>(type);
  });
  auto ranks = llvm::map_to_vector(
      types, [](RankedTensorType type) { return type.getRank(); });
  FailureOr<std::vector<revseq::RankedDescriptor>> results =
      revseq::callCInterface(engine, name, ranks, args, kTool);
  if (failed(results))
    return kError;
  // The caller owns the result buffers (the deallocation pipeline clones a
  // returned argument or global); free each allocation once, on every path.
  llvm::scope_exit freeResults([&] { revseq::freeResults(*results, args); });
  int status = kSuccess;
  for (auto [i, type] : llvm::enumerate(types)) {
    int code = processResult(i, type, (*results)[i], expectations, name);
    if (code == kError)
      return kError;
    status = std::max(status, code);
  }
  return status;
}

/// Refuses option values this revseq-run cannot honour.
static LogicalResult checkOptions() {
  if (!(relTol >= 0) || !(absTol >= 0)) {
    fail("--rtol and --atol must be non-negative numbers, got --rtol=" +
         std::to_string(relTol) + " --atol=" + std::to_string(absTol));
    return failure();
  }
  if (!revseq::hasONNXFiles() && (!outputDir.empty() || !testDataSet.empty())) {
    fail("--output-dir and --test-data-set use ONNX TensorProto files, and "
         "this revseq-run was built without ONNX");
    return failure();
  }
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  mlir::revseq::hideLibraryOptions({&runOptions});
  mlir::revseq::registerVersionPrinter();
  cl::ParseCommandLineOptions(argc, argv, "revseq JIT runner\n");
  if (failed(checkOptions()))
    return kError;
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  revseq::registerAllDialects(registry);
  revseq::registerJitTranslations(registry);
  MLIRContext context(registry);
  // Diagnostics print as `file:line:col: error: ...`, with source lines for
  // .mlir input.
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);

  if (!testDataSet.empty())
    revseq::appendTestDataSet(testDataSet, inputFiles, expectFiles);
  OwningOpRef<ModuleOp> module =
      revseq::loadModelFile(modelFile, context, sourceMgr, kTool);
  if (!module)
    return kError;
  FailureOr<func::FuncOp> entry =
      revseq::findEntryFunction(*module, entryName, kTool);
  if (failed(entry))
    return kError;
  // The signature, before lowering erases it.
  std::string name = entry->getSymName().str();
  FunctionType signature = entry->getFunctionType();
  if (failed(revseq::checkTensorSignature(name, signature, kTool)))
    return kError;
  FailureOr<SmallVector<revseq::RankedBuffer>> args =
      revseq::readArgumentFiles(inputFiles, name, signature, &context, kTool);
  if (failed(args))
    return kError;
  FailureOr<SmallVector<DenseElementsAttr>> expectations =
      revseq::readExpectedFiles(expectFiles, name, signature, &context, kTool);
  if (failed(expectations))
    return kError;
  FailureOr<std::unique_ptr<ExecutionEngine>> engine = compile(*module, *entry);
  if (failed(engine))
    return kError;
  return run(**engine, name, signature, *args, *expectations);
}
