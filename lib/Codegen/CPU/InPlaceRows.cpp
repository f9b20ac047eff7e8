//===- InPlaceRows.cpp - in-place revseq ops as vector row swaps ----------===//
//
// An op whose destination is its input (isInPlaceForm) exchanges rows (1-D
// slices along the innermost dim) with vector loads and stores, as its
// index map's row plan (ReverseIndexMap::getRowPlan) says. Each point of a
// swap nest (getSwapNests) over the outer dims names a row `p` and its
// partner `q` (the outer coordinates of its source index):
//
// * the innermost dim not mirrored (the Copy plan, or the Dynamic plan's
//   flag unset): p[j] <-> q[j] for every j (rows the op moves whole: a
//   vector of each loaded, stored crosswise);
// * the innermost dim mirrored (Reversed, or Dynamic's flag set), p != q:
//   p[j] <-> q[n - 1 - j] (a vector of each row and the mirrored one of its
//   partner, lanes reversed, stored crosswise);
// * the nest of the innermost dim (p == q, and every row of the Prefix
//   plan): p[j] <-> p[L - 1 - j] for j < L / 2, L the row's (clamped)
//   length: only the reversed prefix is read and written.
//
// Copy rows whose partners a length picks (a prefix mirror of an outer
// axis) swap whole in the prefix row loops (buildPrefixRowSwapLoops).
//
// Tails run element by element. The nest over outer dims is an
// scf.parallel: threads split the pairs, and a pair is never split. The
// Gather plan (lengths varying along the innermost dim) keeps the
// column-strip kernels, whose strips are staged whole before they are
// written (RevseqToVector.cpp, lowerColumnStrips).
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/CPU/RevseqToVector.h"

#include "KernelUtils.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::revseq;

bool revseq::hasInPlaceRows(Operation *op) {
  auto mapped = dyn_cast<IndexMapOpInterface>(op);
  if (!mapped)
    return false;
  return !mapped.hasLengthPerLane();
}

namespace {

/// The vector loops on the rows of one buffer.
class RowSwapper {
public:
  RowSwapper(OpBuilder &b, Location loc, Value buffer, int64_t lanes)
      : b(b), loc(loc), buffer(buffer), lanes(lanes),
        type(VectorType::get(
            {lanes}, cast<MemRefType>(buffer.getType()).getElementType())) {}

  /// p[j] <-> q[j] (or q[n - 1 - j] when `mirrored`) for j in [0, n).
  void swapRows(ValueRange p, ValueRange q, Value n, bool mirrored) {
    Value zero = constantIndex(b, loc, 0);
    Value mainEnd = alignedEnd(b, loc, zero, n, lanes);
    forEach(zero, mainEnd, lanes, [&](OpBuilder &lb, Location ll, Value j) {
      Value k = mirrored ? mirrorVector(lb, ll, n, j) : j;
      swapVectors(lb, ll, at(p, j), at(q, k), mirrored);
    });
    forEach(mainEnd, n, 1, [&](OpBuilder &lb, Location ll, Value j) {
      Value k = mirrored ? mirror(lb, ll, j, n) : j;
      emitSwap(lb, ll, buffer, at(p, j), at(q, k));
    });
  }

  /// p[j] <-> p[length - 1 - j] for j < length / 2.
  void reverseRow(ValueRange p, Value length) {
    Value zero = constantIndex(b, loc, 0);
    Value half =
        arith::DivUIOp::create(b, loc, length, constantIndex(b, loc, 2));
    Value mainEnd = alignedEnd(b, loc, zero, half, lanes);
    // j + lanes <= length / 2 <= length - j - lanes: the vectors are apart.
    forEach(zero, mainEnd, lanes, [&](OpBuilder &lb, Location ll, Value j) {
      Value k = mirrorVector(lb, ll, length, j);
      swapVectors(lb, ll, at(p, j), at(p, k), /*mirrored=*/true);
    });
    forEach(mainEnd, half, 1, [&](OpBuilder &lb, Location ll, Value j) {
      emitSwap(lb, ll, buffer, at(p, j), at(p, mirror(lb, ll, j, length)));
    });
  }

private:
  SmallVector<Value> at(ValueRange row, Value column) {
    SmallVector<Value> indices(row);
    indices.push_back(column);
    return indices;
  }

  /// The first column of the vector that mirrors the one at `j` in a row
  /// of `n`: n - j - lanes.
  Value mirrorVector(OpBuilder &lb, Location ll, Value n, Value j) {
    Value end = arith::SubIOp::create(lb, ll, n, j);
    return arith::SubIOp::create(lb, ll, end, constantIndex(lb, ll, lanes));
  }

  void swapVectors(OpBuilder &lb, Location ll, ArrayRef<Value> first,
                   ArrayRef<Value> second, bool mirrored) {
    Value x = vector::LoadOp::create(lb, ll, type, buffer, first);
    Value y = vector::LoadOp::create(lb, ll, type, buffer, second);
    if (mirrored) {
      SmallVector<int64_t> reversed = reversedLanes(lanes);
      x = vector::ShuffleOp::create(lb, ll, x, x, reversed);
      y = vector::ShuffleOp::create(lb, ll, y, y, reversed);
    }
    vector::StoreOp::create(lb, ll, y, buffer, first);
    vector::StoreOp::create(lb, ll, x, buffer, second);
  }

  void forEach(Value from, Value to, int64_t step,
               function_ref<void(OpBuilder &, Location, Value)> body) {
    scf::ForOp::create(b, loc, from, to, constantIndex(b, loc, step),
                       ValueRange{},
                       [&](OpBuilder &lb, Location ll, Value j, ValueRange) {
                         body(lb, ll, j);
                         scf::YieldOp::create(lb, ll);
                       });
  }

  OpBuilder &b;
  Location loc;
  Value buffer;
  int64_t lanes;
  VectorType type;
};

struct InPlaceRows : public RevseqLoweringPattern<
                         IndexMapOpInterface, RevseqVectorOptions,
                         OpInterfaceRewritePattern<IndexMapOpInterface>> {
  using RevseqLoweringPattern::RevseqLoweringPattern;
  using RowPlan = ReverseIndexMap::RowPlan;

  bool accepts(IndexMapOpInterface op) const final {
    return isInPlaceForm(op) && hasInPlaceRows(op) &&
           isHandledByVectorPatterns(op, options.vectorBits);
  }

  Value lower(OpBuilder &b, IndexMapOpInterface op, Value buffer,
              ArrayRef<Value> sizes) const final {
    Location loc = op->getLoc();
    ReverseIndexMap map = op.getIndexMap();
    int64_t rank = static_cast<int64_t>(sizes.size());
    SmallVector<Value> invariants =
        emitIndexMapInvariants(b, loc, map, rank, options);
    int64_t lanes = getVectorLength(op, options.vectorBits);
    RowPlan::Kind kind = map.getRowPlan(rank).kind;
    // Rows copied whole to partners that a length picks: a prefix mirror of
    // an outer axis.
    if (kind == RowPlan::Kind::Copy && map.lengths) {
      emitPrefixRows(b, loc, map, sizes, buffer, lanes);
      return Value();
    }
    for (const SwapNest &nest : getSwapNests(b, loc, map, sizes, invariants))
      emitNest(b, loc, map, kind, nest, sizes, invariants, buffer, lanes);
    return Value();
  }

private:
  /// Whether the innermost dim mirrors outside its own nest under the row
  /// plan `kind` (the run-time flag of the innermost dim, the last of
  /// `invariants`, for the Dynamic plan): an i1.
  static Value isInnerMirrored(OpBuilder &b, Location loc, RowPlan::Kind kind,
                               ValueRange invariants) {
    if (kind == RowPlan::Kind::Dynamic)
      return invariants.back();
    return arith::ConstantIntOp::create(b, loc, kind == RowPlan::Kind::Reversed,
                                        1);
  }

  /// The swaps of the rows at the outer point `outer` of `nest`, whose rows
  /// read as the row plan `kind` says.
  static void emitRows(OpBuilder &b, Location loc, RowPlan::Kind kind,
                       const SwapNest &nest, ArrayRef<Value> sizes,
                       ValueRange invariants, Value buffer, int64_t lanes,
                       ValueRange outer, ArrayRef<Value> source) {
    int64_t inner = static_cast<int64_t>(sizes.size()) - 1;
    if (nest.axis == inner) {
      // Source column of column 0: length - 1 (0 for an empty row, whose
      // length 1 then swaps nothing).
      Value one = constantIndex(b, loc, 1);
      Value length = arith::AddIOp::create(b, loc, source.back(), one);
      RowSwapper(b, loc, buffer, lanes).reverseRow(outer, length);
      return;
    }
    ValueRange partner = source.drop_back();
    auto swapRows = [&](OpBuilder &rb, Location rl, bool mirrored) {
      RowSwapper(rb, rl, buffer, lanes)
          .swapRows(outer, partner, sizes.back(), mirrored);
    };
    Value mirrored = isInnerMirrored(b, loc, kind, invariants);
    if (std::optional<int64_t> constant = getConstantIntValue(mirrored))
      return swapRows(b, loc, *constant != 0);
    buildIfElse(
        b, loc, mirrored,
        [&](OpBuilder &tb, Location tl) { swapRows(tb, tl, true); },
        [&](OpBuilder &eb, Location el) { swapRows(eb, el, false); });
  }

  /// Rows a prefix map moves whole (the sequence axis not innermost),
  /// swapped whole for each t < L / 2 (buildPrefixRowSwapLoops).
  static void emitPrefixRows(OpBuilder &b, Location loc,
                             const ReverseIndexMap &map, ArrayRef<Value> sizes,
                             Value buffer, int64_t lanes) {
    buildPrefixRowSwapLoops(b, loc, map, sizes,
                            [&](OpBuilder &sb, Location sl, ArrayRef<Value> row,
                                ArrayRef<Value> mirrored) {
                              RowSwapper(sb, sl, buffer, lanes)
                                  .swapRows(row, mirrored, sizes.back(),
                                            /*mirrored=*/false);
                            });
  }

  void emitNest(OpBuilder &b, Location loc, const ReverseIndexMap &map,
                RowPlan::Kind kind, const SwapNest &nest, ArrayRef<Value> sizes,
                ValueRange invariants, Value buffer, int64_t lanes) const {
    // No swap condition: the only prefix maps here mirror a prefix of the
    // innermost dim (the Prefix row plan), and a row of length 0 or 1
    // (source column 0) swaps nothing.
    auto body = [&](OpBuilder &nb, Location nl, ValueRange outer) {
      SmallVector<Value> ivs(outer);
      ivs.push_back(constantIndex(nb, nl, 0));
      SmallVector<Value> source =
          emitSourceIndices(nb, nl, map, ivs, sizes, invariants);
      emitRows(nb, nl, kind, nest, sizes, invariants, buffer, lanes, outer,
               source);
    };
    ArrayRef<Value> lbs = ArrayRef<Value>(nest.lbs).drop_back();
    ArrayRef<Value> ubs = ArrayRef<Value>(nest.ubs).drop_back();
    if (lbs.empty())
      return body(b, loc, ValueRange{});
    SmallVector<Value> steps(lbs.size(), constantIndex(b, loc, 1));
    scf::ParallelOp::create(b, loc, lbs, ubs, steps, body);
  }
};

} // namespace

void revseq::buildEqualLengthRowSwaps(OpBuilder &b, Location loc, Value buffer,
                                      ArrayRef<Value> sizes, int64_t axis,
                                      Value length, int64_t lanes) {
  int64_t inner = static_cast<int64_t>(sizes.size()) - 1;
  Value zero = constantIndex(b, loc, 0);
  Value one = constantIndex(b, loc, 1);
  SmallVector<Value> lbs(inner, zero), steps(inner, one);
  SmallVector<Value> ubs(sizes.drop_back());
  ubs[axis] = arith::DivUIOp::create(b, loc, length, constantIndex(b, loc, 2));
  scf::ParallelOp::create(
      b, loc, lbs, ubs, steps, [&](OpBuilder &nb, Location nl, ValueRange row) {
        SmallVector<Value> partner(row);
        partner[axis] = mirror(nb, nl, row[axis], length);
        RowSwapper(nb, nl, buffer, lanes)
            .swapRows(row, partner, sizes.back(), /*mirrored=*/false);
      });
}

void revseq::populateInPlaceRowsPatterns(RewritePatternSet &patterns,
                                         const RevseqVectorOptions &options) {
  patterns.add<InPlaceRows>(patterns.getContext(), options);
}
