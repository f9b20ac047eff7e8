//===- revseq-fuzz-programs.cpp - libFuzzer target: generated programs ----===//
//
// A structure-aware target: the input is read as a stream of choices
// (FuzzChoices.h). Its first kHeaderBytes bytes choose a pipeline variant
// and its options and, now and then, a tiling schedule through the transform
// dialect; the rest drive ProgramGenerator, which writes a valid module of
// revseq ops amid elementwise code, loops, branches and calls (the programs
// of utils/progen). The module must parse and verify (otherwise the
// generator has a bug: abort); the schedule, then the pipeline run on it,
// IR only. A crash, a sanitizer report, a hang or a pass that leaves invalid
// IR is a bug; a pipeline that fails with a diagnostic is logged with
// REVSEQ_FUZZ_VERBOSE=1, which also prints the program, the schedule and the
// pipeline. See docs/Reliability.md.
//
//===----------------------------------------------------------------------===//

#include "FuzzChoices.h"
#include "FuzzCommon.h"
#include "ProgramGenerator.h"

#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;
using revseq::fuzz::Choices;
using revseq::fuzz::FuzzContext;
using revseq::fuzz::GeneratedProgram;

static FuzzContext *state;

/// The bytes that choose the pipeline and the schedule; the program reads
/// the rest, so that a mutation of one does not change the other.
static constexpr size_t kHeaderBytes = 24;

namespace {
/// A pipeline variant and the tiling schedule run before it.
struct Variant {
  std::string pipeline;
  /// 0: no schedule; 1: tile_using_for; 2: tile_using_forall.
  unsigned schedule = 0;
  /// Tile sizes (tile_using_for, fuse) or thread counts (forall) of each
  /// dim.
  llvm::SmallVector<int64_t, 4> sizes;
};

/// Pipeline options as `name=value` words.
struct Options {
  llvm::SmallVector<std::string> words;
  void add(llvm::StringRef name, llvm::StringRef value) {
    words.push_back((name + "=" + value).str());
  }
  /// `name=value` in `percent` of the inputs, the value one of `values`.
  void maybe(Choices &c, unsigned percent, llvm::StringRef name,
             llvm::ArrayRef<llvm::StringRef> values) {
    if (c.chance(percent))
      add(name, c.pick(values));
  }
  std::string pipeline(llvm::StringRef name) const {
    std::string text = "builtin.module(" + name.str();
    if (!words.empty())
      text += "{" + llvm::join(words, " ") + "}";
    return text + ")";
  }
};
} // namespace

static void cpuOptions(Choices &c, Options &o) {
  o.maybe(c, 20, "fuse", {"false"});
  o.maybe(c, 30, "fuse-gathers", {"true"});
  o.maybe(c, 30, "in-place", {"true"});
  o.maybe(c, 20, "vectorize", {"false"});
  o.maybe(c, 30, "vector-bits", {"128", "256", "512", "64", "2048", "0"});
  o.maybe(c, 15, "nontemporal-bytes", {"1", "64", "4096"});
  if (c.chance(25)) {
    o.add("num-threads", c.pick<llvm::StringRef>({"2", "3", "1024"}));
    o.maybe(c, 70, "min-parallel-bytes", {"0", "1", "64"});
  }
  o.maybe(c, 30, "runtime-checks", {"true"});
  o.maybe(c, 15, "out-params", {"true"});
  o.maybe(c, 20, "emit-c-interface", {"true"});
}

/// The options revseq-gpu-pipeline and its host emulation share.
static void gpuKernelOptions(Choices &c, Options &o) {
  o.maybe(c, 30, "runtime-checks", {"true"});
  o.maybe(c, 20, "fuse", {"false"});
  o.maybe(c, 30, "fuse-gathers", {"true"});
  o.maybe(c, 30, "in-place", {"true"});
  o.maybe(c, 15, "emit-c-interface", {"true"});
  o.maybe(c, 20, "block-size", {"32", "64", "1", "1024", "96"});
  o.maybe(c, 15, "max-blocks", {"1", "2", "7"});
  o.maybe(c, 20, "elements-per-thread", {"1", "2", "3", "16"});
  o.maybe(c, 20, "device-buffers", {"true"});
  o.maybe(c, 15, "narrow-index", {"false"});
  o.maybe(c, 20, "gather-tile-bytes", {"0", "64", "100", "49152"});
}

/// revseq-gpu-pipeline with the kernels as text: PTX, AMDGPU assembly or
/// SPIR-V (no toolkit needed).
static void gpuOptions(Choices &c, Options &o, llvm::StringRef target) {
  o.add("target", target);
  if (target != "spirv") {
    o.add("format", "isa");
    o.maybe(c, 20, "opt-level", {"0", "1", "2"});
    if (target == "nvvm")
      o.maybe(c, 15, "chip", {"sm_70", "sm_90"});
    else
      o.maybe(c, 15, "chip", {"gfx90a", "gfx1100"});
  } else {
    o.maybe(c, 50, "format", {"isa"});
  }
  o.maybe(c, 20, "one-kernel-module", {"false"});
  o.maybe(c, 20, "deduplicate-kernels", {"false"});
  gpuKernelOptions(c, o);
}

static Variant chooseVariant(Choices &c) {
  Variant v;
  Options o;
  switch (c.weighted({6, 2, 1, 1, 1})) {
  case 0:
    cpuOptions(c, o);
    v.pipeline = o.pipeline("revseq-cpu-pipeline");
    break;
  case 1:
    gpuKernelOptions(c, o);
    v.pipeline = o.pipeline("revseq-gpu-emulation-pipeline");
    break;
  default: {
    llvm::StringRef targets[] = {"nvvm", "rocdl", "spirv"};
    gpuOptions(c, o, targets[c.below(3)]);
    v.pipeline = o.pipeline("revseq-gpu-pipeline");
    break;
  }
  }
  v.schedule = c.weighted({6, 1, 1});
  static const int64_t tileSizes[] = {2, 3, 1, 4, 0, 5};
  static const int64_t threads[] = {2, 3, 1, 4};
  llvm::ArrayRef<int64_t> options =
      v.schedule == 2 ? llvm::ArrayRef(threads) : llvm::ArrayRef(tileSizes);
  for (int d = 0; d < 4; ++d)
    v.sizes.push_back(c.pick(options));
  if (llvm::all_equal(v.sizes) && v.sizes.front() == 0)
    v.sizes.front() = 2;
  return v;
}

//===----------------------------------------------------------------------===//
// The tiling schedule
//===----------------------------------------------------------------------===//

/// `%<name>, %<name>l:<n> = ...` for an op with a tiled-op handle and `n`
/// loop handles, and its type list.
static std::string tiledResults(llvm::StringRef name, unsigned loops,
                                std::string &types) {
  types = "!transform.any_op";
  for (unsigned i = 0; i < loops; ++i)
    types += ", !transform.any_op";
  return ("%" + name + ", %" + name + "l:" + llvm::Twine(loops)).str();
}

/// The schedule of utils/progen's tiling variants over the tags the
/// program holds: every revseq op tagged `tile<r>` tiled with scf.for or
/// scf.forall, every generic tagged `progen_fuse<r>` tiled with its
/// producers fused.
static std::string scheduleText(const Variant &v, const GeneratedProgram &p) {
  static const char *const revseqOps =
      "\"revseq.reverse\", \"revseq.reverse_dynamic\", "
      "\"revseq.reverse_sequence\", \"revseq.reverse_subsequences\", "
      "\"revseq.reverse_into\", \"revseq.reverse_dynamic_into\", "
      "\"revseq.reverse_sequence_into\", \"revseq.reverse_subsequences_into\"";
  std::string text = "module attributes {transform.with_named_sequence} {\n"
                     "  transform.named_sequence @__transform_main(%root: "
                     "!transform.any_op {transform.readonly}) {\n";
  const std::string match = " in %root : (!transform.any_op) -> "
                            "!transform.any_op\n";
  for (unsigned r = 1; r <= 4; ++r) {
    llvm::SmallVector<std::string> words;
    unsigned loops = 0;
    for (int64_t s : llvm::ArrayRef(v.sizes).take_front(r)) {
      words.push_back(std::to_string(s));
      loops += s != 0;
    }
    std::string list = "[" + llvm::join(words, ", ") + "]";
    std::string rs = std::to_string(r), types;
    if (p.tiledRanks & (1u << r) && (v.schedule == 2 || loops)) {
      text += "    %t" + rs + " = transform.structured.match ops{[" +
              revseqOps + "]} attributes{tile" + rs + "}" + match;
      if (v.schedule == 1)
        text += "    " + tiledResults("tt" + rs, loops, types) +
                " = transform.structured.tile_using_for %t" + rs +
                " tile_sizes " + list + " : (!transform.any_op) -> (" + types +
                ")\n";
      else
        text += "    %tt" + rs + ", %ttl" + rs +
                " = transform.structured.tile_using_forall %t" + rs +
                " num_threads " + list +
                " : (!transform.any_op) -> (!transform.any_op, "
                "!transform.any_op)\n";
    }
    if (p.fusedRanks & (1u << r) && loops) {
      text += "    %f" + rs +
              " = transform.structured.match ops{[\"linalg.generic\"]} "
              "attributes{progen_fuse" +
              rs + "}" + match;
      text += "    " + tiledResults("ff" + rs, loops, types) +
              " = transform.structured.fuse %f" + rs + " tile_sizes " + list +
              " : (!transform.any_op) -> (" + types + ")\n";
    }
  }
  return text + "    transform.yield\n  }\n}\n";
}

/// Whether some value of `module` has a tensor type with a static size-0
/// dim. Such programs are not tiled: upstream's tile_using_forall over such
/// a dim segfaults on a linalg op and makes a tensor.parallel_insert_slice
/// its verifier rejects on a revseq op, and its tile_using_for with a tile
/// size 0 (untiled) along such a dim inserts the tile at the static offset
/// 0, which its verifier rejects too (MLIR 22.1.8; docs/Reliability.md).
/// revseq's own tiles of such dims verify (test/Dialect/Revseq/tiling.mlir,
/// utils/progen's tile-for variant).
static bool hasStaticZeroDim(ModuleOp module) {
  auto zero = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && llvm::is_contained(tensor.getShape(), 0);
  };
  WalkResult walk = module->walk([&](Operation *op) {
    if (llvm::any_of(op->getResultTypes(), zero) ||
        llvm::any_of(op->getOperandTypes(), zero))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Runs the schedule on `module`; a schedule that fails is logged, one that
/// leaves invalid IR aborts.
static LogicalResult applySchedule(ModuleOp module, llvm::StringRef text) {
  MLIRContext *ctx = state->context.get();
  OwningOpRef<ModuleOp> schedule =
      parseSourceString<ModuleOp>(text, ParserConfig(ctx));
  transform::NamedSequenceOp entry;
  if (schedule)
    entry =
        schedule->lookupSymbol<transform::NamedSequenceOp>("__transform_main");
  if (!entry) {
    llvm::errs() << state->tool << ": the schedule does not parse:\n" << text;
    std::abort();
  }
  LogicalResult result = transform::applyTransformNamedSequence(
      module, entry, *schedule, transform::TransformOptions());
  if (state->verbose)
    llvm::errs() << state->tool
                 << ": schedule: " << (succeeded(result) ? "applied" : "failed")
                 << "\n";
  if (succeeded(result))
    revseq::fuzz::verifyOrAbort(*state, module, "the schedule");
  return result;
}

/// Parses and verifies the generated module; text that does not is a bug
/// of the generator: print it with the diagnostics and abort.
static OwningOpRef<ModuleOp> parseProgram(const std::string &text) {
  MLIRContext *ctx = state->context.get();
  std::string diagnostics;
  OwningOpRef<ModuleOp> module;
  {
    ScopedDiagnosticHandler collect(ctx, [&](Diagnostic &diag) {
      llvm::raw_string_ostream(diagnostics) << diag << "\n";
      return success();
    });
    module = parseSourceString<ModuleOp>(text, ParserConfig(ctx));
  }
  if (!module) {
    llvm::errs() << state->tool << ": the generated program is invalid:\n"
                 << diagnostics << text;
    std::abort();
  }
  return module;
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  state = revseq::fuzz::createFuzzContext("revseq-fuzz-programs").release();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::ArrayRef<uint8_t> bytes(data, size);
  Choices header(bytes.take_front(kHeaderBytes));
  Choices body(bytes.drop_front(std::min(size, kHeaderBytes)));
  Variant variant = chooseVariant(header);
  GeneratedProgram program = revseq::fuzz::generateProgram(body);
  OwningOpRef<ModuleOp> module = parseProgram(program.text);
  bool tiled = variant.schedule && (program.tiledRanks | program.fusedRanks) &&
               !hasStaticZeroDim(*module);
  std::string schedule = tiled ? scheduleText(variant, program) : "";
  if (state->verbose)
    llvm::errs() << state->tool << ": program:\n"
                 << program.text << (tiled ? "// schedule:\n" : "") << schedule;
  if (tiled && failed(applySchedule(*module, schedule)))
    return 0;
  (void)revseq::fuzz::runPipeline(*state, *module, variant.pipeline);
  return 0;
}
