//===- InPlaceSwap.cpp - in-place revseq ops as grid-stride swap kernels --===//
//
// An op whose destination is its input (isInPlaceForm) becomes one
// grid-stride launch per swap nest (getSwapNests): each thread owns whole
// pairs, loads both elements and stores them crosswise, so no two threads
// touch one element and no element is read after another thread wrote it.
// A thread takes kSwapUnroll pairs one grid stride apart per step and loads
// all of them before it stores any, so that that many pairs' loads are in
// flight (one pair at a time leaves the kernel latency-bound).
// The buffer is addressed flat, as by the other kernels.
//
//===----------------------------------------------------------------------===//

#include "revseq/Conversion/RevseqToGPU/RevseqToGPU.h"

#include "GridStride.h"
#include "GroupAccess.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

namespace {

/// Pairs per thread and grid-stride step.
constexpr int64_t kSwapUnroll = 4;

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
                    ValueRange indices) {
      SmallVector<SwapPoint> points;
      for (Value index : indices)
        points.push_back(
            getPoint(kb, kl, map, nest, sizes, invariants, typed, index));
      Value bits = bitsView(kb, kl, flat);
      SmallVector<std::pair<Value, Value>> values;
      for (const SwapPoint &point : points)
        values.push_back(loadPair(kb, kl, bits, point));
      for (auto [point, pair] : llvm::zip_equal(points, values))
        storePair(kb, kl, bits, point, pair);
    };
    launchUnrolledGridStride(b, loc, options, shape, count, kSwapUnroll, body);
  }

  /// The flat indices of a point of a swap nest and its mirror, and whether
  /// they swap (null where every point does).
  struct SwapPoint {
    Value first, second, condition;
  };

  static SwapPoint getPoint(OpBuilder &b, Location loc,
                            const ReverseIndexMap &map, const SwapNest &nest,
                            ArrayRef<Value> sizes, ValueRange invariants,
                            const Shape &typed, Value index) {
    SmallVector<Value> ivs;
    for (auto [d, lb] : llvm::enumerate(nest.lbs)) {
      Value coordinate = typed.coordinate(b, loc, index, d);
      Value offset = toIndex(b, loc, coordinate);
      ivs.push_back(arith::AddIOp::create(b, loc, lb, offset));
    }
    SmallVector<Value> source =
        emitSourceIndices(b, loc, map, ivs, sizes, invariants);
    SwapPoint point;
    point.first = linearizeRowMajor(b, loc, ivs, sizes);
    point.second = linearizeRowMajor(b, loc, source, sizes);
    point.condition = emitSwapCondition(b, loc, map, ivs, source);
    return point;
  }

  /// The two elements of `point`; zeros where it does not swap (nothing is
  /// read there: its elements may belong to another thread's pair).
  static std::pair<Value, Value> loadPair(OpBuilder &b, Location loc,
                                          Value flat, const SwapPoint &point) {
    auto load = [&](OpBuilder &lb, Location ll) -> SmallVector<Value> {
      Value x = loadElement(lb, ll, flat, point.first);
      Value y = loadElement(lb, ll, flat, point.second);
      return {x, y};
    };
    if (!point.condition) {
      SmallVector<Value> pair = load(b, loc);
      return {pair[0], pair[1]};
    }
    Type element = cast<MemRefType>(flat.getType()).getElementType();
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    auto ifOp = scf::IfOp::create(
        b, loc, point.condition,
        [&](OpBuilder &tb, Location tl) {
          scf::YieldOp::create(tb, tl, load(tb, tl));
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(eb, el, ValueRange{zero, zero});
        });
    return {ifOp.getResult(0), ifOp.getResult(1)};
  }

  /// Stores the two elements of `point` crosswise where it swaps.
  static void storePair(OpBuilder &b, Location loc, Value flat,
                        const SwapPoint &point, std::pair<Value, Value> pair) {
    auto store = [&](OpBuilder &sb, Location sl) {
      storeElement(sb, sl, pair.second, flat, point.first);
      storeElement(sb, sl, pair.first, flat, point.second);
    };
    if (!point.condition)
      return store(b, loc);
    scf::IfOp::create(b, loc, point.condition, [&](OpBuilder &tb, Location tl) {
      store(tb, tl);
      scf::YieldOp::create(tb, tl);
    });
  }
};

} // namespace

void revseq::populateRevseqInPlaceToGPUPatterns(
    RewritePatternSet &patterns, const RevseqGPUOptions &options) {
  patterns.add<InPlaceSwapLowering>(patterns.getContext(), options);
}
