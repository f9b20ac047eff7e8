//===- Dialects.cpp - C API for the revseq dialect ------------------------===//
//
// The dialect handle inserts the dialect together with its external models
// (bufferization, tiling, ...: revseq::registerAllDialects), so a C program
// that only inserts the handle gets the same revseq as revseq-opt.
//
//===----------------------------------------------------------------------===//

#include "revseq-c/Dialects.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/InitAll.h"

#include "mlir/CAPI/Registration.h"

using namespace mlir;

static void insertRevseqDialect(MlirDialectRegistry registry) {
  revseq::registerAllDialects(*unwrap(registry));
}

static MlirDialect loadRevseqDialect(MlirContext context) {
  DialectRegistry registry;
  revseq::registerAllDialects(registry);
  unwrap(context)->appendDialectRegistry(registry);
  return wrap(unwrap(context)->getOrLoadDialect<revseq::RevseqDialect>());
}

static MlirStringRef getRevseqDialectNamespace() {
  return wrap(revseq::RevseqDialect::getDialectNamespace());
}

MlirDialectHandle mlirGetDialectHandle__revseq__() {
  static MlirDialectRegistrationHooks hooks = {
      insertRevseqDialect, loadRevseqDialect, getRevseqDialectNamespace};
  return MlirDialectHandle{&hooks};
}
