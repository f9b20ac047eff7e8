//===- RegisterEverything.cpp - register revseq from C --------------------===//

#include "revseq-c/RegisterEverything.h"

#include "revseq/InitAll.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"

#include <mutex>

void revseqRegisterAllDialects(MlirDialectRegistry registry) {
  mlir::revseq::registerAllDialects(*unwrap(registry));
}

void revseqRegisterAllPasses(void) {
  // The global registry rejects a second registration of a name; C callers
  // (several bindings in one process, say) cannot know whether one ran.
  static std::once_flag once;
  std::call_once(once, [] { mlir::revseq::registerAllPasses(); });
}
