//===- FuzzCommon.cpp - What the MLIR fuzz targets share ------------------===//

#include "FuzzCommon.h"

#include "revseq/InitAll.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::revseq::fuzz;

bool revseq::fuzz::envFlag(const char *name) {
  const char *value = std::getenv(name);
  return value && *value && std::string(value) != "0";
}

std::unique_ptr<FuzzContext>
revseq::fuzz::createFuzzContext(llvm::StringRef tool) {
  mlir::registerAllPasses();
  mlir::revseq::registerAllPasses();
  auto fuzz = std::make_unique<FuzzContext>();
  fuzz->tool = tool.str();
  mlir::registerAllDialects(fuzz->registry);
  mlir::registerAllExtensions(fuzz->registry);
  mlir::revseq::registerAllDialects(fuzz->registry);
  fuzz->context = std::make_unique<MLIRContext>(
      fuzz->registry, MLIRContext::Threading::DISABLED);
  fuzz->verbose = envFlag("REVSEQ_FUZZ_VERBOSE");
  // Diagnostics are expected (failing passes, invalid inputs); keep stderr
  // quiet unless asked.
  fuzz->context->getDiagEngine().registerHandler(
      [verbose = fuzz->verbose, tool = fuzz->tool](Diagnostic &diag) {
        if (verbose)
          llvm::errs() << tool << ": diagnostic: " << diag << "\n";
        return success();
      });
  return fuzz;
}

void revseq::fuzz::verifyOrAbort(FuzzContext &fuzz, Operation *op,
                                 const llvm::Twine &what) {
  // The verifier's diagnostics are the bug report: print them.
  ScopedDiagnosticHandler print(op->getContext(), [&](Diagnostic &diag) {
    llvm::errs() << fuzz.tool << ": " << diag.getLocation() << ": " << diag
                 << "\n";
    for (Diagnostic &note : diag.getNotes())
      llvm::errs() << fuzz.tool << ": note: " << note << "\n";
    return success();
  });
  if (succeeded(verify(op)))
    return;
  llvm::errs() << fuzz.tool << ": " << what
               << " left IR that does not verify\n";
  std::abort();
}

namespace {
/// Verifies the IR after every pass that succeeds and aborts when it does
/// not verify, naming the pass. (The pass manager's own verifier would only
/// make the pass fail, which cannot be told apart from a clean failure.)
class VerifyAfterEachPass : public PassInstrumentation {
public:
  explicit VerifyAfterEachPass(FuzzContext &fuzz) : fuzz(fuzz) {}

  void runAfterPass(Pass *pass, Operation *op) override {
    verifyOrAbort(fuzz, op,
                  "pass '" + pass->getName() + "' (" + pass->getArgument() +
                      ")");
  }

private:
  FuzzContext &fuzz;
};
} // namespace

LogicalResult revseq::fuzz::runPipeline(FuzzContext &fuzz, ModuleOp module,
                                        llvm::StringRef pipeline) {
  // The pipeline text's anchor (`builtin.module(...)`) anchors the pass
  // manager. (`parsePassPipeline(text, pm)` would nest the pipeline under
  // `pm`, which then runs it on the modules nested in `module`: none.)
  std::string err;
  llvm::raw_string_ostream errs(err);
  FailureOr<OpPassManager> parsed = parsePassPipeline(pipeline, errs);
  if (failed(parsed))
    llvm::report_fatal_error(llvm::Twine("bad pipeline: ") + pipeline + ": " +
                             err);
  if (parsed->getOpAnchorName() != ModuleOp::getOperationName())
    llvm::report_fatal_error(llvm::Twine("a pipeline not on the module: ") +
                             pipeline);
  PassManager pm(fuzz.context.get());
  static_cast<OpPassManager &>(pm) = std::move(*parsed);
  pm.enableVerifier(false);
  pm.addInstrumentation(std::make_unique<VerifyAfterEachPass>(fuzz));
  LogicalResult result = pm.run(module);
  if (fuzz.verbose)
    llvm::errs() << fuzz.tool << ": " << pipeline << ": "
                 << (succeeded(result) ? "lowered" : "failed") << "\n";
  return result;
}
