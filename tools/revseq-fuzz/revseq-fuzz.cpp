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

#include "FuzzCommon.h"

#include "revseq/Tools/ParseLimits.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringSet.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;
using revseq::fuzz::FuzzContext;

static FuzzContext *state;
static bool allDialects = false;

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
  state = revseq::fuzz::createFuzzContext("revseq-fuzz").release();
  allDialects = revseq::fuzz::envFlag("REVSEQ_FUZZ_ALL_DIALECTS");
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
  if (!allDialects && !onlySupportedDialects(*module))
    return 0;

  // Canonicalisation must keep a valid module valid (runPipeline aborts
  // otherwise).
  {
    OwningOpRef<ModuleOp> copy = module->clone();
    (void)revseq::fuzz::runPipeline(*state, *copy,
                                    "builtin.module(canonicalize)");
  }

  size_t variant = llvm::hash_value(StringRef(text)) %
                   (sizeof(pipelines) / sizeof(pipelines[0]));
  (void)revseq::fuzz::runPipeline(*state, *module, pipelines[variant]);
  return 0;
}
