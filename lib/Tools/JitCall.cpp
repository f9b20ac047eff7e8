//===- JitCall.cpp - JIT-compile a function and call its C interface ------===//

#include "revseq/Tools/JitCall.h"
#include "revseq/Import/Npy.h"
#include "revseq/Tools/CommandLine.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;

void mlir::revseq::registerJitTranslations(DialectRegistry &registry) {
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
}

FailureOr<func::FuncOp> mlir::revseq::findEntryFunction(ModuleOp module,
                                                        StringRef name,
                                                        StringRef tool) {
  func::FuncOp entry;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isExternal())
      continue;
    if (!name.empty() ? fn.getSymName() == name : !entry) {
      entry = fn;
    } else if (name.empty()) {
      reportToolError(
          tool, "the module has several functions; choose one with --entry");
      return failure();
    }
  }
  if (!entry) {
    reportToolError(tool, name.empty() ? "no function to run"
                                       : "no function @" + name);
    return failure();
  }
  return entry;
}

LogicalResult mlir::revseq::checkTensorSignature(StringRef name,
                                                 FunctionType signature,
                                                 StringRef tool) {
  for (Type type : llvm::concat<const Type>(signature.getInputs(),
                                            signature.getResults())) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    if (tensorType && getExchangeElementBytes(tensorType.getElementType()))
      continue;
    std::string text;
    llvm::raw_string_ostream(text) << type;
    reportToolError(tool, "@" + name + " takes or returns " + text + ": " +
                              tool +
                              " passes ranked tensors of i1, i8, i16, i32, "
                              "i64, f16, bf16, f32, f64, complex<f32> or "
                              "complex<f64> only");
    return failure();
  }
  return success();
}

FailureOr<std::unique_ptr<ExecutionEngine>>
mlir::revseq::compileForJit(ModuleOp module, func::FuncOp entry,
                            const CPUPipelineOptions &options,
                            ArrayRef<StringRef> sharedLibPaths,
                            void (*abortHandler)(), StringRef tool) {
  entry->setAttr("llvm.emit_c_interface", UnitAttr::get(module.getContext()));
  PassManager pm(module.getContext());
  buildCPUPipeline(pm, options);
  if (failed(pm.run(module))) {
    reportToolError(tool, "revseq-cpu-pipeline failed");
    return failure();
  }
  ExecutionEngineOptions engineOptions;
  auto transformer = makeOptimizingTransformer(3, 0, nullptr);
  engineOptions.transformer = transformer;
  engineOptions.sharedLibPaths = sharedLibPaths;
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine) {
    reportToolError(tool, "JIT compilation failed: " +
                              llvm::toString(engine.takeError()));
    return failure();
  }
  if (abortHandler)
    (*engine)->registerSymbols(
        [abortHandler](llvm::orc::MangleAndInterner interner) {
          llvm::orc::SymbolMap symbols;
          symbols[interner("abort")] = {
              llvm::orc::ExecutorAddr::fromPtr(abortHandler),
              llvm::JITSymbolFlags::Exported};
          return symbols;
        });
  return std::move(*engine);
}

FailureOr<std::vector<revseq::RankedDescriptor>> mlir::revseq::callCInterface(
    ExecutionEngine &engine, StringRef name, ArrayRef<int64_t> resultRanks,
    MutableArrayRef<RankedBuffer> args, StringRef tool) {
  // The results' descriptors, one after the other.
  size_t resultWords = 0;
  for (int64_t rank : resultRanks)
    resultWords += RankedDescriptor::getNumWords(rank);
  std::vector<int64_t> words(resultWords);
  SmallVector<void *> pointers;
  if (!resultRanks.empty())
    pointers.push_back(words.data());
  for (RankedBuffer &arg : args)
    pointers.push_back(arg.getDescriptor().get());
  SmallVector<void *> packed;
  for (void *&pointer : pointers)
    packed.push_back(&pointer);
  if (llvm::Error error =
          engine.invokePacked(("_mlir_ciface_" + name).str(), packed)) {
    reportToolError(tool, "call failed: " + llvm::toString(std::move(error)));
    return failure();
  }
  std::vector<RankedDescriptor> results;
  const int64_t *at = words.data();
  for (int64_t rank : resultRanks) {
    results.push_back(RankedDescriptor::getFromWords(at, rank));
    at += RankedDescriptor::getNumWords(rank);
  }
  return results;
}

void mlir::revseq::freeResults(ArrayRef<RankedDescriptor> results,
                               ArrayRef<RankedBuffer> args) {
  llvm::SmallPtrSet<void *, 4> freed;
  for (const RankedBuffer &arg : args)
    freed.insert(arg.getDescriptor().getAllocated());
  for (const RankedDescriptor &result : results)
    if (freed.insert(result.getAllocated()).second)
      free(result.getAllocated());
}
