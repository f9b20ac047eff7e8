//===- RevseqDialect.cpp - revseq dialect registration --------------------===//

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

using namespace mlir;
using namespace mlir::revseq;

#include "revseq/Dialect/Revseq/IR/RevseqEnums.cpp.inc"
#include "revseq/Dialect/Revseq/IR/RevseqOpsDialect.cpp.inc"

void RevseqDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "revseq/Dialect/Revseq/IR/RevseqOps.cpp.inc"
      >();
  registerBytecodeInterface();
}

Operation *RevseqDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  if (auto typed = dyn_cast<TypedAttr>(value);
      typed && arith::ConstantOp::isBuildableWith(typed, type))
    return arith::ConstantOp::create(builder, loc, type, typed);
  return nullptr;
}
