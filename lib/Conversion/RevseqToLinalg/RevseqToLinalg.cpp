//===- RevseqToLinalg.cpp - lower revseq ops to linalg.generic ------------===//
//
// Every op becomes a linalg.generic writing its destination (a new
// tensor.empty for a value form, `init` for a destination-passing form, on
// tensors or on memrefs of any layout) whose body computes the source index
// of each output element from linalg.index through the op's index map
// (IndexMapOpInterface) and reads the input with tensor.extract or
// memref.load (the form of TOSA's ReverseConverter). Lengths are clamped to
// [0, T] before use, so no value of any operand can make the generated code
// read out of bounds. An op in place (its destination is its input) becomes
// scf.parallel loops that swap pairs of elements instead (no linalg op
// swaps).
//
//===----------------------------------------------------------------------===//

#include "revseq/Conversion/RevseqToLinalg/RevseqToLinalg.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

using namespace mlir;
using namespace mlir::revseq;

namespace {

/// Either form of every revseq op: the index-map generic into the op's
/// destination.
struct IndexMapLowering : public RevseqLoweringPattern<
                              IndexMapOpInterface, RevseqLoweringOptions,
                              OpInterfaceRewritePattern<IndexMapOpInterface>> {
  using RevseqLoweringPattern::RevseqLoweringPattern;

  Value lower(OpBuilder &b, IndexMapOpInterface op, Value dest,
              ArrayRef<Value>) const override {
    if (isInPlaceForm(op)) {
      buildInPlaceSwapLoops(b, op, options);
      return Value();
    }
    return buildIndexMapGeneric(b, op, dest, options);
  }
};

} // namespace

void mlir::revseq::populateRevseqToLinalgPatterns(
    RewritePatternSet &patterns, const RevseqLoweringOptions &options) {
  patterns.add<IndexMapLowering>(patterns.getContext(), options);
}
