//===- revseq-run.cpp - JIT-run a model through revseq-cpu-pipeline -------===//
//
// Imports an ONNX model (or parses a .mlir module), compiles one function
// with revseq-cpu-pipeline and mlir::ExecutionEngine, calls it on tensors
// read from ONNX TensorProto (.pb) or NumPy (.npy) files, and prints,
// writes and/or checks the results. See docs/ONNX.md, which lists the exit
// codes below. Built without ONNX (REVSEQ_RUN_ONNX unset), it takes .mlir
// modules and .npy tensors only.
//
//===----------------------------------------------------------------------===//

#include "revseq/Import/Npy.h"
#include "revseq/InitAll.h"
#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Support/ParseLimits.h"
#include "revseq/Tools/CommandLine.h"
#include "revseq/Tools/Version.h"
#if REVSEQ_RUN_ONNX
#include "revseq/Import/ONNX.h"
#endif

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>

using namespace mlir;
namespace cl = llvm::cl;

#ifndef REVSEQ_RUN_ONNX
#define REVSEQ_RUN_ONNX 0
#endif
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

static int fail(const Twine &message) {
  llvm::errs() << "revseq-run: error: " << message << "\n";
  return kError;
}

static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// Whether this revseq-run reads and writes ONNX files.
static constexpr bool kHasONNX = REVSEQ_RUN_ONNX;

static int64_t elementBytes(Type type) {
  return *revseq::getExchangeElementBytes(type);
}

//===----------------------------------------------------------------------===//
// Tensors in files and in memref buffers
//===----------------------------------------------------------------------===//

static FailureOr<DenseElementsAttr> readTensor(StringRef path,
                                               MLIRContext *context) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer) {
    llvm::errs() << path << ": error: " << buffer.getError().message() << "\n";
    return failure();
  }
  StringRef bytes = (*buffer)->getBuffer();
  if (path.ends_with(".npy"))
    return revseq::importNpyTensor(bytes, path, context);
#if REVSEQ_RUN_ONNX
  return revseq::importONNXTensor(bytes, path, context);
#else
  llvm::errs() << path << ": error: this revseq-run was built without ONNX: "
               << "tensors must be .npy files\n";
  return failure();
#endif
}

namespace {
/// A ranked memref descriptor as the C interface passes it: {allocated,
/// aligned, offset, sizes[rank], strides[rank]}, all 8-byte words. Built
/// here because the rank is only known at run time: upstream's
/// StridedMemRefType fixes it at compile time (docs/Rationale.md); results
/// are read through upstream's DynamicMemRefType.
struct Descriptor {
  std::vector<int64_t> words;

  Descriptor() = default;
  /// Describes a row-major buffer at `data` of `shape` (sizes were checked
  /// with revseq::checkTensorBytes, so no stride overflows).
  Descriptor(char *data, ArrayRef<int64_t> shape)
      : words(3 + 2 * shape.size()) {
    words[0] = words[1] = reinterpret_cast<int64_t>(data);
    int64_t rank = shape.size(), stride = 1;
    for (int64_t d = rank - 1; d >= 0; --d) {
      words[3 + d] = shape[d];
      words[3 + rank + d] = stride;
      stride *= std::max<int64_t>(shape[d], 1);
    }
  }
};
} // namespace

/// The bytes of `value` as a memref<...xT> holds them (one byte per i1).
static std::vector<char> toBuffer(DenseElementsAttr value) {
  std::vector<char> bytes;
  if (value.getElementType().isInteger(1)) {
    for (bool flag : value.getValues<bool>())
      bytes.push_back(flag ? 1 : 0);
    return bytes;
  }
  ArrayRef<char> raw = value.getRawData();
  int64_t copies = value.isSplat() ? value.getNumElements() : 1;
  for (int64_t i = 0; i < copies; ++i)
    bytes.insert(bytes.end(), raw.begin(), raw.end());
  return bytes;
}

static DenseElementsAttr fromBuffer(RankedTensorType type, const char *data) {
  if (type.getElementType().isInteger(1)) {
    SmallVector<bool> flags;
    for (int64_t i = 0; i < type.getNumElements(); ++i)
      flags.push_back(data[i] != 0);
    return DenseElementsAttr::get(type, ArrayRef<bool>(flags));
  }
  if (type.getNumElements() == 0)
    return DenseElementsAttr::get(type, ArrayRef<Attribute>());
  return DenseElementsAttr::getFromRawBuffer(
      type, ArrayRef<char>(data, type.getNumElements() *
                                     elementBytes(type.getElementType())));
}

//===----------------------------------------------------------------------===//
// Comparing results
//===----------------------------------------------------------------------===//

/// |x - y| <= atol + rtol * |y|, NaN equal to NaN.
static bool closeEnough(double x, double y) {
  if (std::isnan(x) && std::isnan(y))
    return true;
  return std::fabs(x - y) <= absTol + relTol * std::fabs(y);
}

static std::string mismatchAt(int64_t i, const Twine &actual,
                              const Twine &expected) {
  return ("element " + Twine(i) + " is " + actual + ", expected " + expected)
      .str();
}

/// Compares `actual` with `expected`: types equal, integers exactly,
/// floats (and both parts of complex numbers) within closeEnough.
static bool matches(DenseElementsAttr actual, DenseElementsAttr expected,
                    std::string &why) {
  if (actual.getType() != expected.getType()) {
    why = "type " + typeString(actual.getType()) + " but expected " +
          typeString(expected.getType());
    return false;
  }
  int64_t n = actual.getNumElements();
  if (isa<ComplexType>(actual.getElementType())) {
    auto a = actual.getValues<std::complex<APFloat>>();
    auto e = expected.getValues<std::complex<APFloat>>();
    for (int64_t i = 0; i < n; ++i) {
      std::complex<APFloat> x = a[i], y = e[i];
      double xr = x.real().convertToDouble(), xi = x.imag().convertToDouble();
      double yr = y.real().convertToDouble(), yi = y.imag().convertToDouble();
      if (!closeEnough(xr, yr) || !closeEnough(xi, yi)) {
        why = mismatchAt(
            i, "(" + std::to_string(xr) + ", " + std::to_string(xi) + ")",
            "(" + std::to_string(yr) + ", " + std::to_string(yi) + ")");
        return false;
      }
    }
    return true;
  }
  if (isa<FloatType>(actual.getElementType())) {
    auto a = actual.getValues<APFloat>();
    auto e = expected.getValues<APFloat>();
    for (int64_t i = 0; i < n; ++i) {
      double x = a[i].convertToDouble(), y = e[i].convertToDouble();
      if (!closeEnough(x, y)) {
        why = mismatchAt(i, std::to_string(x), std::to_string(y));
        return false;
      }
    }
    return true;
  }
  auto a = actual.getValues<APInt>();
  auto e = expected.getValues<APInt>();
  for (int64_t i = 0; i < n; ++i)
    if (a[i] != e[i]) {
      why = mismatchAt(i, std::to_string(a[i].getSExtValue()),
                       std::to_string(e[i].getSExtValue()));
      return false;
    }
  return true;
}

//===----------------------------------------------------------------------===//
// The module, its entry function and the JIT
//===----------------------------------------------------------------------===//

/// Adds the backend test directory's input_<i>.pb and output_<i>.pb.
static void addTestDataSet(StringRef dir) {
  auto addAll = [&](StringRef prefix, cl::list<std::string> &files) {
    for (int i = 0;; ++i) {
      SmallString<128> path(dir);
      llvm::sys::path::append(path, prefix + Twine(i) + ".pb");
      if (!llvm::sys::fs::exists(path))
        return;
      files.push_back(std::string(path));
    }
  };
  addAll("input_", inputFiles);
  addAll("output_", expectFiles);
}

/// Imports the ONNX model or parses the .mlir module, text or bytecode (also
/// named .mlirbc; nesting checked first).
static OwningOpRef<ModuleOp> loadModule(MLIRContext &context,
                                        llvm::SourceMgr &sourceMgr) {
  auto buffer = llvm::MemoryBuffer::getFile(modelFile, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/true);
  if (!buffer) {
    fail(modelFile + ": " + buffer.getError().message());
    return nullptr;
  }
  StringRef name = modelFile;
  if (!name.ends_with(".mlir") && !name.ends_with(".mlirbc")) {
#if REVSEQ_RUN_ONNX
    return revseq::importONNXModel((*buffer)->getBuffer(), modelFile, &context);
#else
    fail(modelFile + ": this revseq-run was built without ONNX: the model "
                     "must be a .mlir module");
    return nullptr;
#endif
  }
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  if (failed(revseq::checkParseHazards(sourceMgr)))
    return nullptr;
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}

/// The function to run: @<entry>, or the module's only defined function.
static FailureOr<func::FuncOp> findEntry(ModuleOp module) {
  func::FuncOp entry;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isExternal())
      continue;
    if (!entryName.empty() ? fn.getSymName() == entryName : !entry) {
      entry = fn;
    } else if (entryName.empty()) {
      fail("the module has several functions; choose one with --entry");
      return failure();
    }
  }
  if (!entry) {
    fail(entryName.empty() ? "no function to run"
                           : "no function @" + entryName);
    return failure();
  }
  return entry;
}

/// Every argument and result must be a ranked tensor whose elements have a
/// byte-sized storage that the tensor files can hold.
static LogicalResult checkSignature(StringRef name, FunctionType signature) {
  for (Type type : llvm::concat<const Type>(signature.getInputs(),
                                            signature.getResults())) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    if (tensorType &&
        revseq::getExchangeElementBytes(tensorType.getElementType()))
      continue;
    fail("@" + name + " takes or returns " + typeString(type) +
         ": revseq-run passes ranked tensors of i1, i8, i16, i32, i64, f16, "
         "bf16, f32, f64, complex<f32> or complex<f64> only");
    return failure();
  }
  return success();
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
  entry->setAttr("llvm.emit_c_interface", UnitAttr::get(module.getContext()));
  PassManager pm(module.getContext());
  revseq::CPUPipelineOptions options;
  options.runtimeChecks = runtimeChecks;
  options.vectorize = vectorize;
  options.numThreads = numThreads;
  revseq::buildCPUPipeline(pm, options);
  if (failed(pm.run(module))) {
    fail("revseq-cpu-pipeline failed");
    return failure();
  }
  ExecutionEngineOptions engineOptions;
  auto transformer = makeOptimizingTransformer(3, 0, nullptr);
  engineOptions.transformer = transformer;
  SmallVector<StringRef> libs;
  // memrefCopy: a function that returns a strided view (an extract_slice
  // with strides) copies it into the result's buffer.
  if (llvm::sys::fs::exists(REVSEQ_C_RUNNER_UTILS_PATH))
    libs.push_back(REVSEQ_C_RUNNER_UTILS_PATH);
  if (numThreads > 1)
    libs.push_back(libompPath);
  engineOptions.sharedLibPaths = libs;
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine) {
    fail("JIT compilation failed: " + llvm::toString(engine.takeError()));
    return failure();
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    symbols[interner("abort")] = {
        llvm::orc::ExecutorAddr::fromPtr(&runtimeCheckFailed),
        llvm::JITSymbolFlags::Exported};
    return symbols;
  });
  return std::move(*engine);
}

//===----------------------------------------------------------------------===//
// Reading, calling, writing
//===----------------------------------------------------------------------===//

namespace {
/// The arguments of the call, in buffers that the descriptors point to.
struct Arguments {
  SmallVector<std::vector<char>> buffers;
  SmallVector<Descriptor> descriptors;
};
} // namespace

/// Reads the --input files and checks each against the signature.
static LogicalResult readArguments(MLIRContext *context, StringRef name,
                                   FunctionType signature, Arguments &args) {
  if (inputFiles.size() != signature.getNumInputs()) {
    fail("@" + name + " takes " + Twine(signature.getNumInputs()) +
         " arguments, " + Twine(inputFiles.size()) + " given");
    return failure();
  }
  for (auto [i, path] : llvm::enumerate(inputFiles)) {
    FailureOr<DenseElementsAttr> value = readTensor(path, context);
    if (failed(value))
      return failure();
    auto expected = cast<RankedTensorType>(signature.getInput(i));
    auto actual = cast<RankedTensorType>(value->getType());
    if (actual.getElementType() != expected.getElementType() ||
        actual.getRank() != expected.getRank() ||
        failed(verifyCompatibleShape(actual.getShape(), expected.getShape()))) {
      fail(path + ": a " + typeString(actual) + " cannot be argument " +
           Twine(i) + " of type " + typeString(expected));
      return failure();
    }
    args.buffers.push_back(toBuffer(*value));
    args.descriptors.emplace_back(args.buffers.back().data(),
                                  actual.getShape());
  }
  return success();
}

/// Reads the --expect files.
static FailureOr<SmallVector<DenseElementsAttr>>
readExpectations(MLIRContext *context, StringRef name, FunctionType signature) {
  SmallVector<DenseElementsAttr> expectations;
  for (const std::string &path : expectFiles) {
    FailureOr<DenseElementsAttr> value = readTensor(path, context);
    if (failed(value))
      return failure();
    expectations.push_back(*value);
  }
  if (!expectations.empty() &&
      expectations.size() != signature.getNumResults()) {
    fail("@" + name + " returns " + Twine(signature.getNumResults()) +
         " results, " + Twine(expectations.size()) + " expected");
    return failure();
  }
  return expectations;
}

/// Calls `_mlir_ciface_<name>`: its first argument points to the results'
/// descriptors, laid out one after the other (a struct of descriptors when
/// there are several), the others to the arguments' descriptors.
static FailureOr<std::vector<int64_t>> call(ExecutionEngine &engine,
                                            StringRef name,
                                            FunctionType signature,
                                            Arguments &args) {
  size_t resultWords = 0;
  for (Type type : signature.getResults())
    resultWords += 3 + 2 * cast<RankedTensorType>(type).getRank();
  std::vector<int64_t> results(resultWords);
  SmallVector<void *> pointers;
  if (signature.getNumResults())
    pointers.push_back(results.data());
  for (Descriptor &desc : args.descriptors)
    pointers.push_back(desc.words.data());
  SmallVector<void *> packed;
  for (void *&pointer : pointers)
    packed.push_back(&pointer);
  if (llvm::Error error =
          engine.invokePacked(("_mlir_ciface_" + name).str(), packed)) {
    fail("call failed: " + llvm::toString(std::move(error)));
    return failure();
  }
  return results;
}

/// Writes `value` as <output-dir>/output_<i>.pb.
static LogicalResult writeResult(DenseElementsAttr value, size_t i) {
  std::string stem = "output_" + std::to_string(i);
  SmallString<128> path(outputDir);
  llvm::sys::path::append(path, stem + ".pb");
#if REVSEQ_RUN_ONNX
  FailureOr<std::string> bytes = revseq::exportONNXTensor(value, stem);
#else
  // Unreachable: checkOptions refuses --output-dir without ONNX.
  FailureOr<std::string> bytes = failure();
#endif
  if (failed(bytes)) {
    fail("cannot write " + path + ": ONNX has no element type for " +
         typeString(value.getElementType()));
    return failure();
  }
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    fail("cannot write " + path + ": " + ec.message());
    return failure();
  }
  os << *bytes;
  return success();
}

/// Reads result `i` from its descriptor `desc`, checks its shape against
/// the declared `type`, then prints, writes and compares it. Returns the
/// exit code.
static int processResult(size_t i, RankedTensorType type, const int64_t *desc,
                         ArrayRef<DenseElementsAttr> expectations,
                         StringRef name) {
  // Upstream's view of a descriptor whose rank is known at run time.
  DynamicMemRefType<char> result(
      ::UnrankedMemRefType<char>{type.getRank(), const_cast<int64_t *>(desc)});
  SmallVector<int64_t> shape(result.sizes, result.sizes + result.rank);
  // A model may declare a static shape that the computed one (from dynamic
  // inputs) contradicts: the result is wrong, not a different tensor.
  if (failed(verifyCompatibleShape(shape, type.getShape())))
    return fail(
        "result " + Twine(i) + " of @" + name + " has the shape " +
        typeString(RankedTensorType::get(shape, type.getElementType())) +
        ", which contradicts its declared type " + typeString(type));
  // The pipeline returns identity-layout buffers: row-major, contiguous.
  auto resultType = RankedTensorType::get(shape, type.getElementType());
  const char *data =
      result.data + result.offset * elementBytes(type.getElementType());
  DenseElementsAttr value = fromBuffer(resultType, data);
  if (printResults)
    llvm::outs() << "result " << i << ": " << value << "\n";
  if (!outputDir.empty() && failed(writeResult(value, i)))
    return kError;
  if (i >= expectations.size())
    return kSuccess;
  std::string why;
  if (!matches(value, expectations[i], why)) {
    llvm::outs() << "result " << i << ": MISMATCH: " << why << "\n";
    return kMismatch;
  }
  llvm::outs() << "result " << i << ": ok\n";
  return kSuccess;
}

/// Calls the entry function and processes its results; returns the exit
/// code (the worst of the results').
static int run(ExecutionEngine &engine, StringRef name, FunctionType signature,
               Arguments &args, ArrayRef<DenseElementsAttr> expectations) {
  FailureOr<std::vector<int64_t>> results = call(engine, name, signature, args);
  if (failed(results))
    return kError;
  // The caller owns the result buffers (the deallocation pipeline clones a
  // returned argument or global); free each allocation once, on every path.
  llvm::scope_exit freeResults([&] {
    llvm::SmallPtrSet<void *, 4> freed;
    for (std::vector<char> &buffer : args.buffers)
      freed.insert(buffer.data());
    size_t at = 0;
    for (Type type : signature.getResults()) {
      auto *allocated = reinterpret_cast<void *>((*results)[at]);
      at += 3 + 2 * cast<RankedTensorType>(type).getRank();
      if (freed.insert(allocated).second)
        free(allocated);
    }
  });
  int status = kSuccess;
  size_t word = 0;
  for (auto [i, type] : llvm::enumerate(signature.getResults())) {
    auto tensorType = cast<RankedTensorType>(type);
    int code = processResult(i, tensorType, results->data() + word,
                             expectations, name);
    word += 3 + 2 * tensorType.getRank();
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
  if (!kHasONNX && (!outputDir.empty() || !testDataSet.empty())) {
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
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
  MLIRContext context(registry);
  // Diagnostics print as `file:line:col: error: ...`, with source lines for
  // .mlir input.
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);

  if (!testDataSet.empty())
    addTestDataSet(testDataSet);
  OwningOpRef<ModuleOp> module = loadModule(context, sourceMgr);
  if (!module)
    return kError;
  FailureOr<func::FuncOp> entry = findEntry(*module);
  if (failed(entry))
    return kError;
  // The signature, before lowering erases it.
  std::string name = entry->getSymName().str();
  FunctionType signature = entry->getFunctionType();
  Arguments args;
  if (failed(checkSignature(name, signature)) ||
      failed(readArguments(&context, name, signature, args)))
    return kError;
  FailureOr<SmallVector<DenseElementsAttr>> expectations =
      readExpectations(&context, name, signature);
  if (failed(expectations))
    return kError;
  FailureOr<std::unique_ptr<ExecutionEngine>> engine = compile(*module, *entry);
  if (failed(engine))
    return kError;
  return run(**engine, name, signature, args, *expectations);
}
