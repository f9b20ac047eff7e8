//===- revseq-fuzz.cpp - libFuzzer target: parse, verify, lower -----------===//
//
// Each input is parsed as an MLIR module with every upstream dialect and the
// revseq dialect registered, and verified. A verifier-valid module is then
// canonicalised (on a copy) and lowered with `revseq-cpu-pipeline` or
// `revseq-gpu-pipeline` (or its host emulation); results
// and diagnostics are discarded. A crash, a sanitizer report, or a pass that
// leaves invalid IR behind is a bug. See docs/Reliability.md and
// utils/fuzz.sh.
//
// Passes run only when every op of the module belongs to a dialect that
// revseq code handles (builtin, func, arith, tensor, linalg, revseq: linalg
// for the elementwise ops that revseq ops fuse with), so that the
// fuzzer spends its time on revseq rather than on known crashes of upstream
// passes on unrelated dialects. REVSEQ_FUZZ_ALL_DIALECTS=1 lifts the limit.
//
// The pipeline options are drawn from a hash of the input (so a reproducer
// replays the same way): the pipeline, the GPU target, fusion, in-place,
// vectorize, runtime-checks and num-threads vary.
//
//===----------------------------------------------------------------------===//

#include "revseq/InitAll.h"
#include "revseq/Support/ParseLimits.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;

namespace {
/// State shared by every run: one context (types and attributes are uniqued
/// across inputs) and the parsed pass pipelines.
struct FuzzState {
  DialectRegistry registry;
  std::unique_ptr<MLIRContext> context;
  bool allDialects = false;
  /// REVSEQ_FUZZ_VERBOSE=1: print each input's pipeline, its outcome and
  /// the diagnostics (to see what a reproducer exercises).
  bool verbose = false;
};
} // namespace

static FuzzState *state;

/// The pipeline variants: `revseq-cpu-pipeline` with each option set, and
/// `revseq-gpu-pipeline` for each target (as text, so no toolkit is needed)
/// and its host emulation, fused and unfused.
static const char *const pipelines[] = {
    "builtin.module(revseq-cpu-pipeline)",
    "builtin.module(revseq-cpu-pipeline{vectorize=false})",
    "builtin.module(revseq-cpu-pipeline{runtime-checks=true})",
    "builtin.module(revseq-cpu-pipeline{vectorize=false runtime-checks=true})",
    "builtin.module(revseq-cpu-pipeline{num-threads=2 emit-c-interface=true})",
    "builtin.module(revseq-cpu-pipeline{vector-bits=128 fuse-gathers=true})",
    "builtin.module(revseq-cpu-pipeline{fuse=false in-place=true})",
    "builtin.module(revseq-gpu-pipeline{format=isa})",
    "builtin.module(revseq-gpu-pipeline{target=spirv runtime-checks=true "
    "fuse-gathers=true})",
    "builtin.module(revseq-gpu-pipeline{target=rocdl format=isa "
    "in-place=true})",
    "builtin.module(revseq-gpu-emulation-pipeline)",
    "builtin.module(revseq-gpu-emulation-pipeline{fuse=false in-place=true "
    "narrow-index=false})",
};

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registerAllPasses();
  revseq::registerAllPasses();
  state = new FuzzState;
  registerAllDialects(state->registry);
  registerAllExtensions(state->registry);
  revseq::registerAllDialects(state->registry);
  state->context = std::make_unique<MLIRContext>(
      state->registry, MLIRContext::Threading::DISABLED);
  const char *verbose = std::getenv("REVSEQ_FUZZ_VERBOSE");
  state->verbose = verbose && *verbose && std::string(verbose) != "0";
  // Diagnostics are expected (most inputs are invalid); keep stderr quiet
  // unless asked.
  state->context->getDiagEngine().registerHandler([](Diagnostic &diag) {
    if (state->verbose)
      llvm::errs() << "revseq-fuzz: diagnostic: " << diag << "\n";
    return success();
  });
  const char *all = std::getenv("REVSEQ_FUZZ_ALL_DIALECTS");
  state->allDialects = all && *all && std::string(all) != "0";
  return 0;
}

/// True when every op is one that revseq's passes are meant to handle.
static bool onlySupportedDialects(ModuleOp module) {
  static const llvm::StringSet<> allowed = {"builtin", "func",   "arith",
                                            "tensor",  "linalg", "revseq"};
  bool ok = true;
  module->walk([&](Operation *op) {
    if (!allowed.contains(op->getName().getDialectNamespace())) {
      ok = false;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return ok;
}

static void runPipeline(MLIRContext &ctx, ModuleOp module, StringRef text) {
  PassManager pm(&ctx);
  std::string err;
  llvm::raw_string_ostream errs(err);
  if (failed(parsePassPipeline(text, pm, errs)))
    llvm::report_fatal_error(llvm::Twine("bad pipeline: ") + err);
  // A failing pass (for example bufferization rejecting some upstream op)
  // is an ordinary outcome; only crashes are bugs.
  LogicalResult result = pm.run(module);
  if (state->verbose)
    llvm::errs() << "revseq-fuzz: " << text << ": "
                 << (succeeded(result) ? "lowered" : "failed") << "\n";
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext &ctx = *state->context;
  // The lexer expects the NUL that MemoryBuffer normally guarantees.
  std::string text(reinterpret_cast<const char *>(data), size);
  // revseq-opt and revseq-run reject such input before parsing (upstream's
  // parser overflows the stack or crashes on it; docs/Reliability.md).
  if (revseq::findParseHazard(text))
    return 0;

  ParserConfig config(&ctx, /*verifyAfterParse=*/true);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(StringRef(text.data(), text.size()), config);
  if (!module)
    return 0;
  if (!state->allDialects && !onlySupportedDialects(*module))
    return 0;

  // Canonicalisation must keep a valid module valid.
  {
    OwningOpRef<ModuleOp> copy = module->clone();
    PassManager pm(&ctx);
    std::string err;
    llvm::raw_string_ostream errs(err);
    if (failed(parsePassPipeline("builtin.module(canonicalize)", pm, errs)))
      llvm::report_fatal_error("bad pipeline");
    if (failed(pm.run(*copy))) {
      llvm::errs() << "revseq-fuzz: canonicalize left invalid IR\n";
      std::abort();
    }
  }

  size_t variant = llvm::hash_value(StringRef(text)) %
                   (sizeof(pipelines) / sizeof(pipelines[0]));
  runPipeline(ctx, *module, pipelines[variant]);
  return 0;
}
