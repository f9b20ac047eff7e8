//===- revseq-run.cpp - JIT-run a model through revseq-cpu-pipeline -------===//
//
// Imports an ONNX model (or parses a .mlir module), compiles one function
// with revseq-cpu-pipeline and mlir::ExecutionEngine, calls it on tensors
// read from ONNX TensorProto (.pb) or NumPy (.npy) files, and prints,
// writes and/or checks the results. See docs/ONNX.md.
//
//===----------------------------------------------------------------------===//

#include "revseq/Import/ONNX.h"
#include "revseq/InitAll.h"
#include "revseq/Pipelines/Pipelines.h"
#include "revseq/Tools/Version.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
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
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> modelFile(cl::Positional,
                                      cl::desc("<model.onnx | module.mlir>"),
                                      cl::Required);
static cl::opt<std::string>
    entryName("entry", cl::desc("Function to run (default: the only one)"));
static cl::list<std::string>
    inputFiles("input", cl::desc("Argument tensor (.pb or .npy), in order"));
static cl::list<std::string>
    expectFiles("expect", cl::desc("Expected result tensor (.pb or .npy), "
                                   "in order; a mismatch exits with 1"));
static cl::opt<std::string>
    testDataSet("test-data-set",
                cl::desc("An ONNX backend test directory: input_<i>.pb are the "
                         "arguments, output_<i>.pb the expected results"));
static cl::opt<std::string>
    outputDir("output-dir", cl::desc("Write result <i> as output_<i>.pb"));
static cl::opt<bool> printResults("print", cl::desc("Print every result"),
                                  cl::init(false));
static cl::opt<double> relTol("rtol", cl::desc("Relative float tolerance"),
                              cl::init(1e-3));
static cl::opt<double> absTol("atol", cl::desc("Absolute float tolerance"),
                              cl::init(1e-7));
static cl::opt<bool> runtimeChecks("runtime-checks",
                                   cl::desc("revseq-cpu-pipeline "
                                            "runtime-checks"),
                                   cl::init(false));
static cl::opt<bool> vectorize("vectorize",
                               cl::desc("revseq-cpu-pipeline vectorize"),
                               cl::init(true));
static cl::opt<unsigned>
    numThreads("num-threads",
               cl::desc("revseq-cpu-pipeline num-threads (> 1 loads libomp)"),
               cl::init(1));
static cl::opt<std::string>
    libompPath("libomp", cl::desc("libomp to load with --num-threads > 1"),
               cl::init("/usr/lib/llvm-22/lib/libomp.so"));

static int fail(const Twine &message) {
  llvm::errs() << "revseq-run: error: " << message << "\n";
  return 2;
}

/// Reads a NumPy .npy file (version 1 or 2, C order, little-endian).
static FailureOr<DenseElementsAttr> readNpy(StringRef bytes, StringRef path,
                                            MLIRContext *context) {
  auto bad = [&](const Twine &why) {
    llvm::errs() << path << ": error: " << why << "\n";
    return failure();
  };
  if (!bytes.starts_with("\x93NUMPY") || bytes.size() < 10)
    return bad("not a .npy file");
  unsigned major = uint8_t(bytes[6]);
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = uint8_t(bytes[8]) | (uint8_t(bytes[9]) << 8);
    headerStart = 10;
  } else {
    if (bytes.size() < 12)
      return bad("truncated .npy header");
    headerLen = uint32_t(uint8_t(bytes[8])) | uint32_t(uint8_t(bytes[9])) << 8 |
                uint32_t(uint8_t(bytes[10])) << 16 |
                uint32_t(uint8_t(bytes[11])) << 24;
    headerStart = 12;
  }
  if (bytes.size() < headerStart + headerLen)
    return bad("truncated .npy header");
  StringRef header = bytes.substr(headerStart, headerLen);
  StringRef data = bytes.substr(headerStart + headerLen);
  auto field = [&](StringRef key) -> StringRef {
    size_t at = header.find(("'" + key + "'").str());
    if (at == StringRef::npos)
      return {};
    StringRef rest = header.substr(at + key.size() + 2).ltrim(" :");
    return rest;
  };
  StringRef descr = field("descr");
  if (!descr.consume_front("'"))
    return bad("no descr in the .npy header");
  descr = descr.take_until([](char c) { return c == '\''; });
  if (field("fortran_order").starts_with("True"))
    return bad("Fortran-order arrays are not supported");
  StringRef shapeText = field("shape");
  if (!shapeText.consume_front("("))
    return bad("no shape in the .npy header");
  shapeText = shapeText.take_until([](char c) { return c == ')'; });
  SmallVector<int64_t> shape;
  SmallVector<StringRef> dims;
  shapeText.split(dims, ',', -1, /*KeepEmpty=*/false);
  for (StringRef dim : dims) {
    int64_t size;
    if (dim.trim().getAsInteger(10, size))
      return bad("bad shape in the .npy header");
    shape.push_back(size);
  }
  Builder b(context);
  Type type;
  if (descr == "<f4")
    type = b.getF32Type();
  else if (descr == "<f8")
    type = b.getF64Type();
  else if (descr == "<f2")
    type = b.getF16Type();
  else if (descr == "|b1")
    type = b.getI1Type();
  else if (descr == "|i1" || descr == "|u1")
    type = b.getIntegerType(8);
  else if (descr == "<i2" || descr == "<u2")
    type = b.getIntegerType(16);
  else if (descr == "<i4" || descr == "<u4")
    type = b.getIntegerType(32);
  else if (descr == "<i8" || descr == "<u8")
    type = b.getIntegerType(64);
  else
    return bad("unsupported dtype '" + descr + "'");
  auto tensorType = RankedTensorType::get(shape, type);
  int64_t n = tensorType.getNumElements();
  if (type.isInteger(1)) {
    if (int64_t(data.size()) < n)
      return bad("truncated .npy data");
    SmallVector<bool> flags;
    for (int64_t i = 0; i < n; ++i)
      flags.push_back(data[i] != 0);
    return DenseElementsAttr::get(tensorType, ArrayRef<bool>(flags));
  }
  size_t size = n * (type.getIntOrFloatBitWidth() / 8);
  if (data.size() < size)
    return bad("truncated .npy data");
  if (n == 0)
    return DenseElementsAttr::get(tensorType, ArrayRef<Attribute>());
  return DenseElementsAttr::getFromRawBuffer(tensorType,
                                             ArrayRef<char>(data.data(), size));
}

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
    return readNpy(bytes, path, context);
  return revseq::importONNXTensor(bytes, path, context);
}

static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

static int64_t elementBytes(Type type) {
  return type.isInteger(1) ? 1 : type.getIntOrFloatBitWidth() / 8;
}

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

/// Compares `actual` with `expected`: types equal, integers exactly,
/// floats within |a - e| <= atol + rtol * |e| (NaN equals NaN).
static bool matches(DenseElementsAttr actual, DenseElementsAttr expected,
                    std::string &why) {
  if (actual.getType() != expected.getType()) {
    llvm::raw_string_ostream os(why);
    os << "type " << actual.getType() << " but expected " << expected.getType();
    return false;
  }
  if (isa<FloatType>(actual.getElementType())) {
    auto a = actual.getValues<APFloat>();
    auto e = expected.getValues<APFloat>();
    for (int64_t i = 0, n = actual.getNumElements(); i < n; ++i) {
      double x = a[i].convertToDouble(), y = e[i].convertToDouble();
      if (std::isnan(x) && std::isnan(y))
        continue;
      if (!(std::fabs(x - y) <= absTol + relTol * std::fabs(y))) {
        why = "element " + std::to_string(i) + " is " + std::to_string(x) +
              ", expected " + std::to_string(y);
        return false;
      }
    }
    return true;
  }
  auto a = actual.getValues<APInt>();
  auto e = expected.getValues<APInt>();
  for (int64_t i = 0, n = actual.getNumElements(); i < n; ++i)
    if (a[i] != e[i]) {
      why = "element " + std::to_string(i) + " is " +
            std::to_string(a[i].getSExtValue()) + ", expected " +
            std::to_string(e[i].getSExtValue());
      return false;
    }
  return true;
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  mlir::revseq::registerVersionPrinter();
  cl::ParseCommandLineOptions(argc, argv, "revseq JIT runner\n");
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

  if (!testDataSet.empty()) {
    for (int i = 0;; ++i) {
      SmallString<128> path(testDataSet);
      llvm::sys::path::append(path, "input_" + std::to_string(i) + ".pb");
      if (!llvm::sys::fs::exists(path))
        break;
      inputFiles.push_back(std::string(path));
    }
    for (int i = 0;; ++i) {
      SmallString<128> path(testDataSet);
      llvm::sys::path::append(path, "output_" + std::to_string(i) + ".pb");
      if (!llvm::sys::fs::exists(path))
        break;
      expectFiles.push_back(std::string(path));
    }
  }

  // The module: imported from ONNX or parsed.
  OwningOpRef<ModuleOp> module;
  auto buffer = llvm::MemoryBuffer::getFile(modelFile, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/true);
  if (!buffer)
    return fail(modelFile + ": " + buffer.getError().message());
  if (StringRef(modelFile).ends_with(".mlir")) {
    sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
    module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  } else {
    module =
        revseq::importONNXModel((*buffer)->getBuffer(), modelFile, &context);
  }
  if (!module)
    return 2;

  // The entry function and its signature, before lowering erases it.
  func::FuncOp entry;
  for (auto fn : module->getOps<func::FuncOp>()) {
    if (fn.isExternal())
      continue;
    if (!entryName.empty() ? fn.getSymName() == entryName : !entry) {
      entry = fn;
    } else if (entryName.empty()) {
      return fail("the module has several functions; choose one with "
                  "--entry");
    }
  }
  if (!entry)
    return fail(entryName.empty() ? "no function to run"
                                  : "no function @" + entryName);
  std::string name = entry.getSymName().str();
  FunctionType signature = entry.getFunctionType();
  for (Type type : llvm::concat<const Type>(signature.getInputs(),
                                            signature.getResults())) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    if (!tensorType || !tensorType.getElementType().isIntOrFloat())
      return fail("@" + name +
                  " must take and return ranked tensors of "
                  "integers or floats");
  }
  if (inputFiles.size() != signature.getNumInputs())
    return fail("@" + name + " takes " + Twine(signature.getNumInputs()) +
                " arguments, " + Twine(inputFiles.size()) + " given");

  // Arguments: one memref descriptor per tensor, {allocated, aligned,
  // offset, sizes[rank], strides[rank]}, all 8-byte words.
  SmallVector<std::vector<char>> argData;
  SmallVector<std::vector<int64_t>> argDescs;
  for (auto [i, path] : llvm::enumerate(inputFiles)) {
    FailureOr<DenseElementsAttr> value = readTensor(path, &context);
    if (failed(value))
      return 2;
    auto expected = cast<RankedTensorType>(signature.getInput(i));
    auto actual = cast<RankedTensorType>(value->getType());
    if (actual.getElementType() != expected.getElementType() ||
        actual.getRank() != expected.getRank() ||
        failed(verifyCompatibleShape(actual.getShape(), expected.getShape())))
      return fail(path + ": a " + typeString(actual) + " cannot be argument " +
                  Twine(i) + " of type " + typeString(expected));
    argData.push_back(toBuffer(*value));
    std::vector<int64_t> desc(3 + 2 * actual.getRank());
    char *ptr = argData.back().data();
    desc[0] = reinterpret_cast<int64_t>(ptr);
    desc[1] = reinterpret_cast<int64_t>(ptr);
    int64_t stride = 1;
    for (int64_t d = actual.getRank() - 1; d >= 0; --d) {
      desc[3 + d] = actual.getDimSize(d);
      desc[3 + actual.getRank() + d] = stride;
      stride *= actual.getDimSize(d);
    }
    argDescs.push_back(std::move(desc));
  }
  SmallVector<DenseElementsAttr> expectations;
  for (const std::string &path : expectFiles) {
    FailureOr<DenseElementsAttr> value = readTensor(path, &context);
    if (failed(value))
      return 2;
    expectations.push_back(*value);
  }
  if (!expectations.empty() && expectations.size() != signature.getNumResults())
    return fail("@" + name + " returns " + Twine(signature.getNumResults()) +
                " results, " + Twine(expectations.size()) + " expected");

  // Compile.
  entry->setAttr("llvm.emit_c_interface", UnitAttr::get(&context));
  PassManager pm(&context);
  revseq::CPUPipelineOptions options;
  options.runtimeChecks = runtimeChecks;
  options.vectorize = vectorize;
  options.numThreads = numThreads;
  revseq::buildCPUPipeline(pm, options);
  if (failed(pm.run(*module)))
    return fail("revseq-cpu-pipeline failed");
  ExecutionEngineOptions engineOptions;
  auto transformer = makeOptimizingTransformer(3, 0, nullptr);
  engineOptions.transformer = transformer;
  SmallVector<StringRef> libs;
  if (numThreads > 1)
    libs.push_back(libompPath);
  engineOptions.sharedLibPaths = libs;
  auto engine = ExecutionEngine::create(*module, engineOptions);
  if (!engine)
    return fail("JIT compilation failed: " +
                llvm::toString(engine.takeError()));

  // Results come back through one pointer to their descriptors, laid out
  // one after the other (a struct of descriptors when there are several).
  size_t resultWords = 0;
  for (Type type : signature.getResults())
    resultWords += 3 + 2 * cast<RankedTensorType>(type).getRank();
  std::vector<int64_t> results(resultWords);
  SmallVector<void *> pointers;
  if (signature.getNumResults())
    pointers.push_back(results.data());
  for (std::vector<int64_t> &desc : argDescs)
    pointers.push_back(desc.data());
  SmallVector<void *> packed;
  for (void *&pointer : pointers)
    packed.push_back(&pointer);
  if (llvm::Error error =
          (*engine)->invokePacked("_mlir_ciface_" + name, packed))
    return fail("call failed: " + llvm::toString(std::move(error)));
  // The caller owns the result buffers (the deallocation pipeline clones a
  // returned argument or global); free each allocation once, on every path.
  llvm::scope_exit freeResults([&] {
    llvm::SmallPtrSet<void *, 4> freed;
    for (std::vector<char> &arg : argData)
      freed.insert(arg.data());
    size_t at = 0;
    for (Type type : signature.getResults()) {
      auto *allocated = reinterpret_cast<void *>(results[at]);
      at += 3 + 2 * cast<RankedTensorType>(type).getRank();
      if (freed.insert(allocated).second)
        free(allocated);
    }
  });

  int status = 0;
  size_t word = 0;
  for (auto [i, type] : llvm::enumerate(signature.getResults())) {
    auto tensorType = cast<RankedTensorType>(type);
    int64_t rank = tensorType.getRank();
    const int64_t *desc = results.data() + word;
    word += 3 + 2 * rank;
    SmallVector<int64_t> shape(desc + 3, desc + 3 + rank);
    // The pipeline returns identity-layout buffers: row-major, contiguous.
    auto resultType = RankedTensorType::get(shape, tensorType.getElementType());
    const char *data = reinterpret_cast<const char *>(desc[1]) +
                       desc[2] * elementBytes(tensorType.getElementType());
    DenseElementsAttr value = fromBuffer(resultType, data);
    if (printResults)
      llvm::outs() << "result " << i << ": " << value << "\n";
    if (!outputDir.empty()) {
      FailureOr<std::string> bytes =
          revseq::exportONNXTensor(value, "output_" + std::to_string(i));
      SmallString<128> path(outputDir);
      llvm::sys::path::append(path, "output_" + std::to_string(i) + ".pb");
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (failed(bytes) || ec)
        return fail("cannot write " + path);
      os << *bytes;
    }
    if (i < expectations.size()) {
      std::string why;
      if (matches(value, expectations[i], why)) {
        llvm::outs() << "result " << i << ": ok\n";
      } else {
        llvm::outs() << "result " << i << ": MISMATCH: " << why << "\n";
        status = 1;
      }
    }
  }
  return status;
}
