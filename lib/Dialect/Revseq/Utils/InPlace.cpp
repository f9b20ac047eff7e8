//===- InPlace.cpp - a revseq op reversing its own buffer -----------------===//
//
// An in-place revseq op (its destination is its input) exchanges pairs of
// elements: the element at `p` and the one at `source(p)`, its source index
// under the op's index map, which is an involution. The swap nests below
// visit each pair exactly once, so their iterations touch disjoint
// elements and may run in any order, on any number of threads.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::revseq;

bool revseq::isInPlaceForm(Operation *op) {
  auto dstOp = dyn_cast<DestinationStyleOpInterface>(op);
  auto mapped = dyn_cast<IndexMapOpInterface>(op);
  return dstOp && mapped && dstOp.hasPureBufferSemantics() &&
         dstOp.getNumDpsInits() == 1 &&
         dstOp.getDpsInitOperand(0)->get() == mapped.getMappedInput();
}

/// `flag ? onTrue : onFalse`, folded when `flag` is a constant.
static Value select(OpBuilder &b, Location loc, Value flag, Value onTrue,
                    Value onFalse) {
  return b.createOrFold<arith::SelectOp>(loc, flag, onTrue, onFalse);
}

/// The swap nests of a reverse of whole axes, `flags[d]` saying whether dim
/// `d` is reversed. Nest `m` takes the points whose first reversed
/// coordinate that differs from its mirror is `m`, in the lower half: the
/// reversed dims before `m` at their middle (an odd size's only fixed
/// coordinate; no point for an even size), dim `m` below half its size.
static SmallVector<SwapNest> getAxesNests(OpBuilder &b, Location loc,
                                          ArrayRef<Value> flags,
                                          ArrayRef<Value> sizes) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value two = arith::ConstantIndexOp::create(b, loc, 2);
  SmallVector<Value> halves, middleEnds;
  for (Value size : sizes) {
    halves.push_back(b.createOrFold<arith::DivUIOp>(loc, size, two));
    Value plusOne = b.createOrFold<arith::AddIOp>(loc, size, one);
    middleEnds.push_back(b.createOrFold<arith::DivUIOp>(loc, plusOne, two));
  }
  SmallVector<SwapNest> nests;
  for (auto [m, flagM] : llvm::enumerate(flags)) {
    if (matchPattern(flagM, m_Zero()))
      continue;
    SwapNest nest;
    nest.axis = static_cast<int64_t>(m);
    for (auto [p, flag] : llvm::enumerate(flags)) {
      Value lb = zero, ub = sizes[p];
      if (p < m) {
        lb = select(b, loc, flag, halves[p], zero);
        ub = select(b, loc, flag, middleEnds[p], sizes[p]);
      } else if (p == m) {
        ub = select(b, loc, flag, halves[p], zero);
      }
      nest.lbs.push_back(lb);
      nest.ubs.push_back(ub);
    }
    nests.push_back(std::move(nest));
  }
  return nests;
}

SmallVector<SwapNest> revseq::getSwapNests(OpBuilder &b, Location loc,
                                           const ReverseIndexMap &map,
                                           ArrayRef<Value> sizes,
                                           ValueRange invariants) {
  switch (map.kind) {
  case ReverseIndexMap::Kind::Axes: {
    Value off = arith::ConstantIntOp::create(b, loc, 0, 1);
    Value on = arith::ConstantIntOp::create(b, loc, 1, 1);
    SmallVector<Value> flags(sizes.size(), off);
    for (int64_t d : map.axes)
      flags[d] = on;
    return getAxesNests(b, loc, flags, sizes);
  }
  case ReverseIndexMap::Kind::DynamicAxes:
    return getAxesNests(b, loc, SmallVector<Value>(invariants), sizes);
  case ReverseIndexMap::Kind::Prefix: {
    // Every point whose sequence coordinate is below half the axis: the
    // ones below half their own length swap (emitSwapCondition).
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value two = arith::ConstantIndexOp::create(b, loc, 2);
    SwapNest nest;
    nest.axis = map.seqAxis;
    nest.lbs.assign(sizes.size(), zero);
    nest.ubs.assign(sizes.begin(), sizes.end());
    nest.ubs[map.seqAxis] =
        b.createOrFold<arith::DivUIOp>(loc, sizes[map.seqAxis], two);
    return {nest};
  }
  }
  llvm_unreachable("unknown index map kind");
}

Value revseq::emitSwapCondition(OpBuilder &b, Location loc,
                                const ReverseIndexMap &map, ValueRange ivs,
                                ValueRange source) {
  if (map.kind != ReverseIndexMap::Kind::Prefix)
    return Value();
  int64_t s = map.seqAxis;
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, ivs[s],
                               source[s]);
}

void revseq::emitSwap(OpBuilder &b, Location loc, Value buffer,
                      ValueRange first, ValueRange second, Value condition) {
  auto swap = [&](OpBuilder &sb, Location sl) {
    Value x = memref::LoadOp::create(sb, sl, buffer, first);
    Value y = memref::LoadOp::create(sb, sl, buffer, second);
    memref::StoreOp::create(sb, sl, y, buffer, first);
    memref::StoreOp::create(sb, sl, x, buffer, second);
  };
  if (!condition)
    return swap(b, loc);
  scf::IfOp::create(b, loc, condition, [&](OpBuilder &tb, Location tl) {
    swap(tb, tl);
    scf::YieldOp::create(tb, tl);
  });
}

void revseq::buildPrefixRowSwapLoops(OpBuilder &b, Location loc,
                                     const ReverseIndexMap &map,
                                     ArrayRef<Value> sizes,
                                     PrefixSwapBodyFn body) {
  int64_t rank = static_cast<int64_t>(sizes.size());
  int64_t seq = map.seqAxis;
  int64_t pointRank = rank - 1;
  SmallVector<int64_t> dims;
  SmallVector<Value> ubs;
  for (int64_t d = 0; d < pointRank; ++d) {
    if (d != seq) {
      dims.push_back(d);
      ubs.push_back(sizes[d]);
    }
  }
  auto nest = [&](OpBuilder &nb, Location nl, ValueRange outer) {
    Value zero = arith::ConstantIndexOp::create(nb, nl, 0);
    Value one = arith::ConstantIndexOp::create(nb, nl, 1);
    SmallVector<Value> ivs(rank, zero);
    for (auto [d, iv] : llvm::zip_equal(dims, outer))
      ivs[d] = iv;
    // The lengths do not depend on the sequence coordinate. Source of 0:
    // L - 1 (0 for L = 0, whose half is then 0).
    Value last = emitSourceIndices(nb, nl, map, ivs, sizes, {})[seq];
    Value length = arith::AddIOp::create(nb, nl, last, one);
    Value two = arith::ConstantIndexOp::create(nb, nl, 2);
    Value half = arith::DivUIOp::create(nb, nl, length, two);
    scf::ForOp::create(nb, nl, zero, half, one, ValueRange{},
                       [&](OpBuilder &lb, Location ll, Value t, ValueRange) {
                         SmallVector<Value> point(
                             ArrayRef<Value>(ivs).take_front(pointRank));
                         SmallVector<Value> mirrored(point);
                         point[seq] = t;
                         mirrored[seq] = arith::SubIOp::create(lb, ll, last, t);
                         body(lb, ll, point, mirrored);
                         scf::YieldOp::create(lb, ll);
                       });
  };
  if (ubs.empty())
    return nest(b, loc, ValueRange{});
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> lbs(ubs.size(), zero), steps(ubs.size(), one);
  scf::ParallelOp::create(b, loc, lbs, ubs, steps, nest);
}

void revseq::buildInPlaceSwapLoops(OpBuilder &b, IndexMapOpInterface op,
                                   const RevseqLoweringOptions &options) {
  Location loc = op->getLoc();
  Value buffer = op.getMappedInput();
  ReverseIndexMap map = op.getIndexMap();
  int64_t rank = cast<MemRefType>(buffer.getType()).getRank();
  SmallVector<Value> sizes = getDimSizes(b, loc, buffer);
  SmallVector<Value> invariants =
      emitIndexMapInvariants(b, loc, map, rank, options);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> steps(rank, one);
  for (const SwapNest &nest : getSwapNests(b, loc, map, sizes, invariants)) {
    auto body = [&](OpBuilder &nb, Location nl, ValueRange ivs) {
      SmallVector<Value> source =
          emitSourceIndices(nb, nl, map, ivs, sizes, invariants);
      Value condition = emitSwapCondition(nb, nl, map, ivs, source);
      emitSwap(nb, nl, buffer, ivs, source, condition);
    };
    scf::ParallelOp::create(b, loc, nest.lbs, nest.ubs, steps, body);
  }
}
