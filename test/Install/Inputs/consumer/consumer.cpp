//===- consumer.cpp - a C++ program built against the installed revseq ----===//

#include "revseq/Conversion/Passes.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

int main() {
  DialectRegistry registry;
  registry.insert<func::FuncDialect>();
  revseq::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  // func.func @reverse(%x: tensor<2x?xf32>) -> tensor<2x?xf32> with one
  // revseq.reverse built through the C++ API.
  OpBuilder builder(&context);
  Location loc = builder.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  builder.setInsertionPointToEnd(module->getBody());
  auto type =
      RankedTensorType::get({2, ShapedType::kDynamic}, builder.getF32Type());
  auto fn = func::FuncOp::create(builder, loc, "reverse",
                                 builder.getFunctionType({type}, {type}));
  builder.setInsertionPointToEnd(fn.addEntryBlock());
  Value reversed = revseq::ReverseOp::create(
      builder, loc, fn.getArgument(0), builder.getDenseI64ArrayAttr({-1}));
  func::ReturnOp::create(builder, loc, reversed);
  if (failed(verify(*module)))
    return 1;
  module->print(llvm::outs());

  PassManager pm(&context);
  pm.addPass(revseq::createConvertRevseqToLinalg());
  if (failed(pm.run(*module)))
    return 2;
  module->print(llvm::outs());
  return 0;
}
