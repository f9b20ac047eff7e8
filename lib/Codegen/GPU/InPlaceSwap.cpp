//===- InPlaceSwap.cpp - in-place revseq ops as grid-stride swap kernels --===//
//
// An op whose destination is its input (isInPlaceForm) becomes one
// grid-stride launch per swap nest (getSwapNests): each thread owns whole
// pairs, loads both elements and stores them crosswise, so no two threads
// touch one element and no element is read after another thread wrote it.
// A thread takes kSwapUnroll pairs one grid stride apart per step and loads
// all of them before it stores any, so that that many pairs' loads are in
// flight (one pair at a time leaves the kernel latency-bound). Where rows
// pair column by column (the innermost coordinate is not mirrored and does
// not decide whether a point swaps) or mirrored whole (a reverse of the
// innermost axis), and hold whole 16-byte groups, a point is a group of
// consecutive elements, moved with aligned vector loads and stores (lanes
// reversed for mirrored rows).
// The buffer is addressed flat, as by the other kernels.
//
//===----------------------------------------------------------------------===//

#include "InPlaceSwap.h"

#include "revseq/Codegen/GPU/RevseqToGPU.h"

#include "GridStride.h"
#include "GroupAccess.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

namespace {

/// Pairs per thread and grid-stride step.
constexpr int64_t kSwapUnroll = 4;

/// How the points of `map`'s swap nests pair rows (1-D slices along the
/// innermost dim of a rank-`rank` buffer), where groups of consecutive
/// elements can swap: `Same`, column j with column j (the innermost
/// coordinate is not mirrored and does not decide whether a point swaps);
/// `Mirrored`, column j with column n - 1 - j (a whole-axis reverse of the
/// innermost axis); `None` otherwise (the innermost flag of a
/// `reverse_dynamic` is known only at run time; the rows of a length op
/// along the innermost axis have lengths of their own).
enum class RowSwap { None, Same, Mirrored };

static RowSwap getRowSwap(const ReverseIndexMap &map, int64_t rank) {
  switch (map.getRowPlan(rank).kind) {
  case ReverseIndexMap::RowPlan::Kind::Copy:
    return RowSwap::Same;
  case ReverseIndexMap::RowPlan::Kind::Reversed:
    return RowSwap::Mirrored;
  default:
    return RowSwap::None;
  }
}

/// The flat indices of a point of a swap nest and its mirror, and whether
/// they swap (null where every point does).
struct SwapPoint {
  Value first, second, condition;
};

/// How one launch accesses the buffer: scalars, or groups of `lanes`
/// consecutive elements of a row (`type` is their vector type), whose lanes
/// are reversed when `mirrored` (set only for groups).
struct SwapAccess {
  int64_t lanes = 1;
  VectorType type;
  llvm::MaybeAlign align;
  bool mirrored = false;
};

/// The swap launches of one in-place op.
class SwapKernels {
public:
  explicit SwapKernels(const RevseqGPUOptions &options) : options(options) {}

  void emit(OpBuilder &b, IndexMapOpInterface op, Value buffer,
            ArrayRef<Value> sizes) const {
    Location loc = op->getLoc();
    ReverseIndexMap map = op.getIndexMap();
    auto rank = static_cast<int64_t>(sizes.size());
    SmallVector<Value> invariants =
        emitIndexMapInvariants(b, loc, map, rank, options);
    Value flat = collapseToFlat(b, loc, buffer);
    Type element = cast<MemRefType>(flat.getType()).getElementType();
    RowSwap rows = getRowSwap(map, rank);
    bool mirrored = rows == RowSwap::Mirrored;
    int64_t lanes = rows != RowSwap::None && !element.isInteger(1)
                        ? vectorLanes(element, options.vectorBytes)
                        : 0;
    for (const SwapNest &nest : getSwapNests(b, loc, map, sizes, invariants)) {
      auto launch = [&](OpBuilder &lb, Location ll, int64_t launchLanes) {
        launchNest(lb, ll, map, nest, sizes, invariants, flat, launchLanes,
                   mirrored);
      };
      if (lanes < 2) {
        launch(b, loc, 1);
        continue;
      }
      // Groups of `lanes` when every row holds whole groups (aligned: the
      // buffer is), scalars otherwise; the choice folds for static sizes.
      // In the nest of the innermost axis itself (the points of a row's
      // first half) each half must hold whole groups.
      bool halves = mirrored && nest.axis == rank - 1;
      Value lanesValue =
          arith::ConstantIndexOp::create(b, loc, halves ? 2 * lanes : lanes);
      Value rest =
          b.createOrFold<arith::RemUIOp>(loc, sizes.back(), lanesValue);
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value whole = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                  rest, zero);
      scf::IfOp::create(
          b, loc, whole,
          [&](OpBuilder &tb, Location tl) {
            launch(tb, tl, lanes);
            scf::YieldOp::create(tb, tl);
          },
          [&](OpBuilder &eb, Location el) {
            launch(eb, el, 1);
            scf::YieldOp::create(eb, el);
          });
    }
  }

private:
  const RevseqGPUOptions &options;

  /// One launch over the points of `nest`, `lanes` consecutive elements of
  /// a row per point (the innermost extent divided by `lanes`), mirrored
  /// within the row when `mirrored`.
  void launchNest(OpBuilder &b, Location loc, const ReverseIndexMap &map,
                  const SwapNest &nest, ArrayRef<Value> sizes,
                  ValueRange invariants, Value flat, int64_t lanes,
                  bool mirrored) const {
    SmallVector<Value> extents;
    for (auto [lb, ub] : llvm::zip_equal(nest.lbs, nest.ubs))
      extents.push_back(b.createOrFold<arith::SubIOp>(loc, ub, lb));
    if (lanes > 1) {
      Value lanesValue = arith::ConstantIndexOp::create(b, loc, lanes);
      extents.back() =
          b.createOrFold<arith::DivUIOp>(loc, extents.back(), lanesValue);
    }
    Shape shape;
    Value count = shape.setRowMajor(b, loc, extents);
    Type element = bitsType(cast<MemRefType>(flat.getType()).getElementType());
    SwapAccess access;
    access.align = elementAlignment(element);
    if (lanes > 1) {
      access = {lanes, VectorType::get({lanes}, element),
                llvm::MaybeAlign(options.vectorBytes), mirrored};
    }
    auto body = [&](OpBuilder &kb, Location kl, const Shape &typed,
                    ValueRange indices) {
      SmallVector<SwapPoint> points;
      for (Value index : indices)
        points.push_back(getPoint(kb, kl, map, nest, sizes, invariants, typed,
                                  index, access));
      Value bits = bitsView(kb, kl, flat);
      SmallVector<std::pair<Value, Value>> values;
      for (const SwapPoint &point : points)
        values.push_back(loadPair(kb, kl, bits, access, point));
      for (auto [point, pair] : llvm::zip_equal(points, values))
        storePair(kb, kl, bits, access, point, pair);
    };
    launchUnrolledGridStride(b, loc, options, shape, count, kSwapUnroll, body);
  }

  /// The point at `index` of a launch over `nest` whose innermost
  /// coordinate counts groups of `access.lanes` elements: the first
  /// elements of the group and of its partner (for a mirrored row, the
  /// partner's last element mirrors the group's first).
  static SwapPoint getPoint(OpBuilder &b, Location loc,
                            const ReverseIndexMap &map, const SwapNest &nest,
                            ArrayRef<Value> sizes, ValueRange invariants,
                            const Shape &typed, Value index,
                            const SwapAccess &access) {
    Value lanes = arith::ConstantIndexOp::create(b, loc, access.lanes);
    SmallVector<Value> ivs;
    int64_t inner = static_cast<int64_t>(nest.lbs.size()) - 1;
    for (auto [d, lb] : llvm::enumerate(nest.lbs)) {
      Value coordinate = typed.coordinate(b, loc, index, d);
      Value offset = toIndex(b, loc, coordinate);
      if (static_cast<int64_t>(d) == inner)
        offset = b.createOrFold<arith::MulIOp>(loc, offset, lanes);
      ivs.push_back(b.createOrFold<arith::AddIOp>(loc, lb, offset));
    }
    SmallVector<Value> source =
        emitSourceIndices(b, loc, map, ivs, sizes, invariants);
    SwapPoint point;
    point.first = linearizeRowMajor(b, loc, ivs, sizes);
    point.second = linearizeRowMajor(b, loc, source, sizes);
    if (access.mirrored) {
      Value back = arith::ConstantIndexOp::create(b, loc, access.lanes - 1);
      point.second = arith::SubIOp::create(b, loc, point.second, back);
    }
    point.condition = emitSwapCondition(b, loc, map, ivs, source);
    return point;
  }

  static Value load(OpBuilder &b, Location loc, Value flat,
                    const SwapAccess &access, Value index) {
    if (!access.type)
      return memref::LoadOp::create(b, loc, flat, index,
                                    /*nontemporal=*/false, access.align);
    return vector::LoadOp::create(b, loc, access.type, flat, ValueRange{index},
                                  /*nontemporal=*/false, access.align);
  }

  static void store(OpBuilder &b, Location loc, Value value, Value flat,
                    const SwapAccess &access, Value index) {
    if (!access.type) {
      memref::StoreOp::create(b, loc, value, flat, index,
                              /*nontemporal=*/false, access.align);
      return;
    }
    vector::StoreOp::create(b, loc, value, flat, ValueRange{index},
                            /*nontemporal=*/false, access.align);
  }

  /// The two elements (or groups) of `point`; zeros where it does not swap
  /// (nothing is read there: its elements may belong to another thread's
  /// pair).
  static std::pair<Value, Value> loadPair(OpBuilder &b, Location loc,
                                          Value flat, const SwapAccess &access,
                                          const SwapPoint &point) {
    auto loadBoth = [&](OpBuilder &lb, Location ll) -> SmallVector<Value> {
      Value x = load(lb, ll, flat, access, point.first);
      Value y = load(lb, ll, flat, access, point.second);
      return {x, y};
    };
    if (!point.condition) {
      SmallVector<Value> pair = loadBoth(b, loc);
      return {pair[0], pair[1]};
    }
    Type type = access.type ? Type(access.type)
                            : cast<MemRefType>(flat.getType()).getElementType();
    auto zeroAttr = cast<TypedAttr>(b.getZeroAttr(type));
    Value zero = arith::ConstantOp::create(b, loc, zeroAttr);
    auto ifOp = scf::IfOp::create(
        b, loc, point.condition,
        [&](OpBuilder &tb, Location tl) {
          scf::YieldOp::create(tb, tl, loadBoth(tb, tl));
        },
        [&](OpBuilder &eb, Location el) {
          scf::YieldOp::create(eb, el, ValueRange{zero, zero});
        });
    return {ifOp.getResult(0), ifOp.getResult(1)};
  }

  /// Stores the two elements (or groups) of `point` crosswise where it
  /// swaps.
  static void storePair(OpBuilder &b, Location loc, Value flat,
                        const SwapAccess &access, const SwapPoint &point,
                        std::pair<Value, Value> pair) {
    auto storeBoth = [&](OpBuilder &sb, Location sl) {
      Value toFirst = pair.second, toSecond = pair.first;
      if (access.mirrored) {
        toFirst = orientGroup(sb, sl, toFirst, RowKind::Reversed, Value());
        toSecond = orientGroup(sb, sl, toSecond, RowKind::Reversed, Value());
      }
      store(sb, sl, toFirst, flat, access, point.first);
      store(sb, sl, toSecond, flat, access, point.second);
    };
    if (!point.condition)
      return storeBoth(b, loc);
    scf::IfOp::create(b, loc, point.condition, [&](OpBuilder &tb, Location tl) {
      storeBoth(tb, tl);
      scf::YieldOp::create(tb, tl);
    });
  }
};

/// The in-place forms but the gather layouts', which OpKernels lowers (with
/// emitInPlaceSwaps where the axis is too long to stage).
struct InPlaceSwapLowering
    : public RevseqLoweringPattern<
          IndexMapOpInterface, RevseqGPUOptions,
          OpInterfaceRewritePattern<IndexMapOpInterface>> {
  using RevseqLoweringPattern::RevseqLoweringPattern;

  bool accepts(IndexMapOpInterface op) const final {
    return isGPULowerable(op) && isInPlaceForm(op) && !op.hasLengthPerLane();
  }

  Value lower(OpBuilder &b, IndexMapOpInterface op, Value buffer,
              ArrayRef<Value> sizes) const final {
    emitInPlaceSwaps(b, op, buffer, sizes, options);
    return Value();
  }
};

} // namespace

void gpu_detail::emitInPlaceSwaps(OpBuilder &b, IndexMapOpInterface op,
                                  Value buffer, ArrayRef<Value> sizes,
                                  const RevseqGPUOptions &options) {
  SwapKernels(options).emit(b, op, buffer, sizes);
}

void revseq::populateRevseqInPlaceToGPUPatterns(
    RewritePatternSet &patterns, const RevseqGPUOptions &options) {
  patterns.add<InPlaceSwapLowering>(patterns.getContext(), options);
}
