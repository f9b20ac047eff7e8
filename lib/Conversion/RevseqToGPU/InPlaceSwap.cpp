//===- InPlaceSwap.cpp - in-place revseq ops as grid-stride swap kernels --===//
//
// An op whose destination is its input (isInPlaceForm) becomes one
// grid-stride launch per swap nest (getSwapNests): each thread owns whole
// pairs, loads both elements and stores them crosswise, so no two threads
// touch one element and no element is read after another thread wrote it.
// The buffer is addressed flat, as by the other kernels.
//
//===----------------------------------------------------------------------===//

#include "revseq/Conversion/RevseqToGPU/RevseqToGPU.h"

#include "GridStride.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

namespace {

struct InPlaceSwapLowering
    : public RevseqLoweringPattern<
          IndexMapOpInterface, RevseqGPUOptions,
          OpInterfaceRewritePattern<IndexMapOpInterface>> {
  using RevseqLoweringPattern::RevseqLoweringPattern;

  bool accepts(IndexMapOpInterface op) const final {
    return isGPULowerable(op) && isInPlaceForm(op);
  }

  Value lower(OpBuilder &b, IndexMapOpInterface op, Value buffer,
              ArrayRef<Value> sizes) const final {
    Location loc = op->getLoc();
    ReverseIndexMap map = op.getIndexMap();
    SmallVector<Value> invariants = emitIndexMapInvariants(
        b, loc, map, static_cast<int64_t>(sizes.size()), options);
    Value flat = collapseToFlat(b, loc, buffer);
    for (const SwapNest &nest : getSwapNests(b, loc, map, sizes, invariants))
      launchNest(b, loc, map, nest, sizes, invariants, flat);
    return Value();
  }

private:
  /// One launch over the points of `nest`.
  void launchNest(OpBuilder &b, Location loc, const ReverseIndexMap &map,
                  const SwapNest &nest, ArrayRef<Value> sizes,
                  ValueRange invariants, Value flat) const {
    SmallVector<Value> extents;
    for (auto [lb, ub] : llvm::zip_equal(nest.lbs, nest.ubs))
      extents.push_back(b.createOrFold<arith::SubIOp>(loc, ub, lb));
    Shape shape;
    Value count = shape.setRowMajor(b, loc, extents);
    auto body = [&](OpBuilder &kb, Location kl, const Shape &typed,
                    Value index) {
      SmallVector<Value> ivs;
      for (auto [d, lb] : llvm::enumerate(nest.lbs)) {
        Value coordinate = typed.coordinate(kb, kl, index, d);
        Value offset = toIndex(kb, kl, coordinate);
        ivs.push_back(arith::AddIOp::create(kb, kl, lb, offset));
      }
      SmallVector<Value> source =
          emitSourceIndices(kb, kl, map, ivs, sizes, invariants);
      Value first = linearizeRowMajor(kb, kl, ivs, sizes);
      Value second = linearizeRowMajor(kb, kl, source, sizes);
      Value condition = emitSwapCondition(kb, kl, map, ivs, source);
      emitSwap(kb, kl, flat, first, second, condition);
    };
    launchGridStride(b, loc, options, shape, count, 1, body);
  }
};

} // namespace

void revseq::populateRevseqInPlaceToGPUPatterns(
    RewritePatternSet &patterns, const RevseqGPUOptions &options) {
  patterns.add<InPlaceSwapLowering>(patterns.getContext(), options);
}
