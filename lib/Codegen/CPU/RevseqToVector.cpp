//===- RevseqToVector.cpp - lower revseq ops to vectorised loops ----------===//
//
// The fast path of revseq-cpu-pipeline. These ops only move data, so the
// lowering aims at memcpy bandwidth. One pattern lowers the memref
// destination-passing form of every op with an index map
// (IndexMapOpInterface), after bufferization: it reads the input buffer and
// writes the buffer bufferization chose for the result (any strided layout
// whose innermost stride is 1; others go to the linalg lowering), with the
// kernel that the map's row plan (ReverseIndexMap::getRowPlan) names:
//   * Copy: contiguous vector copies of each input row into the output row
//     that the map's outer coordinates mirror it to (whole-axis mirrors,
//     or a prefix mirror of an outer axis);
//   * Reversed: the mirrored window is loaded contiguously and its lanes
//     reversed with vector.shuffle;
//   * Dynamic: Copy or Reversed, branching on the innermost axis's run-time
//     flag (computeReverseFlags) in each row;
//   * Prefix: each row split into the reversed part [0, L) and the copied
//     part [L, T), L the row's clamped length (its index from the map's
//     lengthsMap, getLengthsIndex);
//   * Gather (lengths varying along the innermost axis while another one
//     mirrors): whole rows as above when all lengths are equal, else column
//     strips along the plan's axis: each strip of 1 KiB of columns is
//     staged transposed in a scratch buffer, so every column is contiguous
//     and is reversed like a row, and blocks are transposed back in
//     registers (TransposedStrips.cpp); for axes too long for that buffer,
//     strips 256 bytes wide with a gather per vector. A column's lengths
//     are read at the lengthsMap's index of its output index.
// An op in place takes the row swaps of InPlaceRows.cpp instead, but for
// the Gather plan, whose strips are staged.
// Loops walk the input in order, so reads stream forward. Large outputs
// are written with aligned non-temporal stores. Outer loops are
// scf.parallel, so convert-scf-to-openmp can thread them.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/CPU/RevseqToVector.h"

#include "KernelUtils.h"
#include "RowKernels.h"
#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::revseq;

int64_t revseq::getVectorLength(Operation *op, unsigned vectorBits) {
  auto type = cast<ShapedType>(op->getOperand(0).getType());
  Type elementType = type.getElementType();
  if (type.getRank() == 0 || !isVectorizableElementType(elementType))
    return 0;
  int64_t lanes = vectorBits / elementType.getIntOrFloatBitWidth();
  return lanes >= 2 ? lanes : 0;
}

/// Gather offsets fit i32 when twice the element count does (strides of
/// another layout can reach much further).
static IntegerType getGatherIndexType(OpBuilder &b, ShapedType type) {
  if (type.hasStaticShape() && type.getNumElements() < (int64_t(1) << 30) &&
      cast<MemRefType>(type).getLayout().isIdentity())
    return b.getI32Type();
  return b.getI64Type();
}

bool revseq::hasUnitInnerStride(Type type) {
  auto memrefType = dyn_cast<MemRefType>(type);
  if (!memrefType)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(memrefType.getStridesAndOffset(strides, offset)))
    return false;
  return strides.empty() || strides.back() == 1;
}

/// The dims of `sizes` that `type` has dynamic, for memref.alloc.
static SmallVector<Value> getDynamicSizes(ShapedType type,
                                          ArrayRef<Value> sizes) {
  SmallVector<Value> dynamicSizes;
  for (auto [d, size] : llvm::enumerate(sizes))
    if (type.isDynamicDim(d))
      dynamicSizes.push_back(size);
  return dynamicSizes;
}

/// Copies `lengths` (a buffer of any integer type and layout) into a new
/// scratch buffer of `indexType`, clamped to [0, size]; the caller frees it.
static Value buildClampedLengths(OpBuilder &b, Location loc, Value source,
                                 Value size, IntegerType indexType) {
  auto sourceType = cast<MemRefType>(source.getType());
  SmallVector<Value> sizes = getDimSizes(b, loc, source);
  Value clamped = memref::AllocOp::create(
      b, loc, MemRefType::get(sourceType.getShape(), indexType),
      getDynamicSizes(sourceType, sizes));
  buildIndexLoopNest(
      b, loc, sizes, [&](OpBuilder &lb, Location ll, ValueRange ivs) {
        Value length = clampLength(
            lb, ll, memref::LoadOp::create(lb, ll, source, ivs), size);
        memref::StoreOp::create(
            lb, ll, arith::IndexCastOp::create(lb, ll, indexType, length),
            clamped, ivs);
      });
  return clamped;
}

/// Whether the buffer `values` (identity layout) is non-empty and holds one
/// value only.
static Value buildAllEqual(OpBuilder &b, Location loc, Value values) {
  Value flat = collapseToFlat(b, loc, values);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value count = memref::DimOp::create(b, loc, flat, zero);
  Value allEqual = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one, ValueRange{allEqual},
      [&](OpBuilder &lb, Location ll, Value i, ValueRange equal) {
        Value element = memref::LoadOp::create(lb, ll, flat, i);
        Value first = memref::LoadOp::create(lb, ll, flat, zero);
        Value same = arith::CmpIOp::create(lb, ll, arith::CmpIPredicate::eq,
                                           element, first);
        Value both = arith::AndIOp::create(lb, ll, equal[0], same);
        scf::YieldOp::create(lb, ll, ValueRange{both});
      });
  Value nonEmpty =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, count, zero);
  return arith::AndIOp::create(b, loc, nonEmpty, loop.getResult(0));
}

using LengthRowFn = decltype(ColumnStripKernel::lengthRow);

/// The input row that the output row `row` (the indices of every dim but
/// the innermost) reads under `map`: the map's source index on the outer
/// dims, for the values `invariants` of emitIndexMapInvariants. Not for a
/// map that mirrors a prefix of the innermost dim (the Prefix row plan),
/// whose rows read themselves.
static SmallVector<Value> emitSourceRow(OpBuilder &b, Location loc,
                                        ReverseIndexMap map, ValueRange row,
                                        ArrayRef<Value> sizes,
                                        ValueRange invariants) {
  int64_t inner = static_cast<int64_t>(row.size());
  llvm::erase(map.axes, inner);
  return emitSourceIndices(b, loc, map, row, sizes,
                           invariants.take_front(inner));
}

/// The clamped length of the output row `row` under the prefix map `map`
/// that mirrors a prefix of the innermost dim (the Prefix row plan).
static Value emitRowLength(OpBuilder &b, Location loc,
                           const ReverseIndexMap &map, ValueRange row,
                           ArrayRef<Value> sizes) {
  // No length depends on the mirrored coordinate (hasKernelLengthsLayout).
  SmallVector<Value> ivs(row);
  ivs.push_back(Value());
  SmallVector<Value> at = getLengthsIndex(b, loc, map, ivs);
  Value raw = memref::LoadOp::create(b, loc, map.lengths, at);
  return clampLength(b, loc, raw, sizes[map.seqAxis]);
}

/// The indices of the row of `map`'s lengths that holds the lengths of the
/// lanes of an output index (ColumnStripKernel::lengthRow): `lengthsMap`
/// without its last result, which is the innermost dim in the Gather row
/// plan (hasKernelLengthsLayout).
static LengthRowFn getLengthRowFn(const ReverseIndexMap &map) {
  ReverseIndexMap rowMap = map;
  rowMap.lengthsMap =
      map.lengthsMap.dropResult(map.lengthsMap.getNumResults() - 1);
  return [rowMap](OpBuilder &b, Location loc, ValueRange indices) {
    return getLengthsIndex(b, loc, rowMap, indices);
  };
}

/// Whether the kernels can read the lengths of `map` for a rank-`rank`
/// input: no length depends on the mirrored coordinate, and where the
/// lengths vary along the innermost dim (the Gather row plan) that dim
/// indexes the last dim of the lengths only (`lengths[lengthRow][j]`).
static bool hasKernelLengthsLayout(const ReverseIndexMap &map, int64_t rank) {
  AffineMap lengthsMap = map.lengthsMap;
  if (!lengthsMap)
    return true;
  if (lengthsMap.isFunctionOfDim(map.seqAxis))
    return false;
  if (map.getRowPlan(rank).kind != ReverseIndexMap::RowPlan::Kind::Gather)
    return true;
  unsigned last = lengthsMap.getNumResults() - 1;
  auto lastDim = dyn_cast<AffineDimExpr>(lengthsMap.getResult(last));
  return lastDim && static_cast<int64_t>(lastDim.getPosition()) == rank - 1 &&
         !lengthsMap.dropResult(last).isFunctionOfDim(rank - 1);
}

namespace {

/// The memref destination form of any IndexMapOpInterface op whose element
/// type vectorises and whose input and destination have unit innermost
/// strides: the kernel that its index map's row plan
/// (ReverseIndexMap::getRowPlan) names.
struct IndexMapToVector : public RevseqLoweringPattern<
                              IndexMapOpInterface, RevseqVectorOptions,
                              OpInterfaceRewritePattern<IndexMapOpInterface>> {
  using RevseqLoweringPattern::RevseqLoweringPattern;
  using RowPlan = ReverseIndexMap::RowPlan;

  /// What the kernels need to fill `dst`.
  struct Buffers {
    Value src, dst;
    SmallVector<Value> sizes;
    int64_t vectorLength;
    Type elementType;
    /// How full vectors of rows are stored; for a dynamic shape the
    /// kernels check `store.largeOutput` at run time.
    StoreKind store;
    /// With `store.nontemporal`: where `dst`'s elements lie, so that row
    /// stores can be peeled to aligned addresses whatever buffer `dst` is.
    ElementAddressing dstAddressing;
  };

  /// An op in place is InPlaceRows's (InPlaceRows.cpp) but for the
  /// column-strip layouts (lowerColumnStrips).
  bool accepts(IndexMapOpInterface op) const final {
    return isHandledByVectorPatterns(op, options.vectorBits) &&
           (!isInPlaceForm(op) || !hasInPlaceRows(op));
  }

  Value lower(OpBuilder &b, IndexMapOpInterface op, Value dest,
              ArrayRef<Value> sizes) const final {
    Buffers buffers;
    buffers.sizes = SmallVector<Value>(sizes);
    buffers.vectorLength = getVectorLength(op, options.vectorBits);
    buffers.elementType = cast<MemRefType>(dest.getType()).getElementType();
    buffers.src = op.getMappedInput();
    buffers.dst = dest;
    lowerWithStoreKind(b, op, buffers);
    return Value();
  }

private:
  /// Fills `buffers.dst`: column strips for the Gather row plan, else row
  /// by row (lowerRows).
  void lowerInto(OpBuilder &b, IndexMapOpInterface op,
                 const Buffers &buffers) const {
    Location loc = op->getLoc();
    ReverseIndexMap map = op.getIndexMap();
    int64_t rank = static_cast<int64_t>(buffers.sizes.size());
    RowPlan plan = map.getRowPlan(rank);
    if (plan.kind == RowPlan::Kind::Gather)
      return lowerColumnStrips(b, op, map, plan.axis, buffers);
    SmallVector<Value> invariants =
        emitIndexMapInvariants(b, loc, map, rank, options);
    lowerRows(b, loc, map, plan.kind, invariants, buffers);
  }

  /// Calls `lowerInto` with non-temporal stores when the output (the buffer
  /// it views, for a tile) has at least `options.nontemporalBytes` bytes
  /// (getStoreKind): decided here for a static shape; for a dynamic one the
  /// kernels take the check as `store.largeOutput` and branch on it at run
  /// time (one version of the loops, not two).
  void lowerWithStoreKind(OpBuilder &b, IndexMapOpInterface op,
                          Buffers buffers) const {
    uint64_t threshold = options.nontemporalBytes;
    if (threshold == 0)
      return lowerInto(b, op, buffers);
    Location loc = op->getLoc();
    buffers.dstAddressing = getElementAddressing(b, loc, buffers.dst);
    buffers.store = getStoreKind(b, loc, buffers.dst, buffers.sizes, threshold);
    lowerInto(b, op, buffers);
  }

  /// A row kernel builder for the output row `row`, with the row's linear
  /// offset when its full vectors are stored non-temporally.
  RowKernelBuilder makeRowKernel(OpBuilder &b, Location loc,
                                 const Buffers &buffers, ValueRange row) const {
    Value offset;
    if (buffers.store.nontemporal)
      offset = buffers.dstAddressing.rowAddress(b, loc, row);
    return RowKernelBuilder(b, loc, buffers.elementType, buffers.vectorLength,
                            offset, buffers.store.largeOutput);
  }

  using RowMap =
      function_ref<SmallVector<Value>(OpBuilder &, Location, ValueRange)>;
  using RowBody = function_ref<void(OpBuilder &, Location, RowKernelBuilder &,
                                    ValueRange, ValueRange)>;

  /// Calls `body(b, loc, kernel, srcRow, dstRow)` for every row (the indices
  /// of all dims but the innermost) in a parallel loop over the input rows,
  /// in order, so that the reads stream forward; `dstRowOf` maps an input
  /// row to the output row it fills (the identity when null: the row maps
  /// of index maps are involutions, so it is also the source row of an
  /// output row). `kernel` is a row kernel builder for `dstRow`.
  void forEachRow(OpBuilder &b, Location loc, const Buffers &buffers,
                  RowMap dstRowOf, RowBody body) const {
    buildParallelNest(
        b, loc, ArrayRef<Value>(buffers.sizes).drop_back(),
        [&](OpBuilder &nb, Location nl, ValueRange row) {
          SmallVector<Value> dstRow =
              dstRowOf ? dstRowOf(nb, nl, row) : SmallVector<Value>(row);
          RowKernelBuilder kernel = makeRowKernel(nb, nl, buffers, dstRow);
          body(nb, nl, kernel, row, dstRow);
        });
  }

  /// Fills every row of `dst` from the input row it reads (emitSourceRow;
  /// for the Prefix plan, the row itself) as the row plan `kind` says
  /// (emitRow); `invariants` from emitIndexMapInvariants.
  void lowerRows(OpBuilder &b, Location loc, const ReverseIndexMap &map,
                 RowPlan::Kind kind, ValueRange invariants,
                 const Buffers &buffers) const {
    auto sourceRow = [&](OpBuilder &nb, Location nl, ValueRange row) {
      return emitSourceRow(nb, nl, map, row, buffers.sizes, invariants);
    };
    RowMap dstRowOf =
        kind == RowPlan::Kind::Prefix ? RowMap() : RowMap(sourceRow);
    forEachRow(b, loc, buffers, dstRowOf,
               [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
                   ValueRange srcRow, ValueRange dstRow) {
                 emitRow(nb, nl, kernel, map, kind, invariants, buffers, srcRow,
                         dstRow);
               });
  }

  /// dst[dstRow] from src[srcRow] under the row plan `kind`: copied,
  /// reversed, either as the innermost dim's run-time flag (the last of
  /// `invariants`) says, or reversed below the row's clamped length.
  void emitRow(OpBuilder &b, Location loc, RowKernelBuilder &kernel,
               const ReverseIndexMap &map, RowPlan::Kind kind,
               ValueRange invariants, const Buffers &buffers, ValueRange srcRow,
               ValueRange dstRow) const {
    Value width = buffers.sizes.back();
    switch (kind) {
    case RowPlan::Kind::Copy: {
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      kernel.copy(buffers.src, srcRow, buffers.dst, dstRow, zero, width);
      return;
    }
    case RowPlan::Kind::Reversed:
      kernel.reverse(buffers.src, srcRow, buffers.dst, dstRow, width, width);
      return;
    case RowPlan::Kind::Dynamic: {
      auto branch = [&](RowPlan::Kind branchKind) {
        return [&, branchKind](OpBuilder &bb, Location bl) {
          RowKernelBuilder branchKernel = kernel.withBuilder(bb, bl);
          emitRow(bb, bl, branchKernel, map, branchKind, invariants, buffers,
                  srcRow, dstRow);
        };
      };
      buildIfElse(b, loc, invariants.back(), branch(RowPlan::Kind::Reversed),
                  branch(RowPlan::Kind::Copy));
      return;
    }
    case RowPlan::Kind::Prefix: {
      Value length = emitRowLength(b, loc, map, srcRow, buffers.sizes);
      kernel.reverse(buffers.src, srcRow, buffers.dst, dstRow, length, width);
      return;
    }
    case RowPlan::Kind::Gather:
      break;
    }
    llvm_unreachable("the Gather row plan fills column strips");
  }

  /// Fills `dst` when the lengths of the prefix map `map` vary along the
  /// innermost dim (the Gather row plan) while `axis` mirrors. When all
  /// clamped lengths are equal (checked at run time) every row along
  /// `axis` is a whole-row copy; otherwise the column-strip kernel runs.
  ///
  /// In place (isInPlaceForm), equal lengths swap rows whole, and the
  /// column-strip kernel is staged: each strip is copied whole into a
  /// scratch buffer before any of its elements is written, and strips are
  /// disjoint, so the input may be the destination. Axes too long to stage
  /// take the scalar swap loops, decided at run time for a dynamic axis.
  void lowerColumnStrips(OpBuilder &b, IndexMapOpInterface op,
                         const ReverseIndexMap &map, int64_t axis,
                         const Buffers &buffers) const {
    if (!isInPlaceForm(op))
      return emitColumnStrips(b, op->getLoc(), op, map, axis, buffers);
    int64_t maxRows =
        getMaxStagedStripRows(buffers.elementType, buffers.vectorLength);
    auto strips = [&](OpBuilder &nb, Location nl) {
      emitColumnStrips(nb, nl, op, map, axis, buffers);
    };
    auto swaps = [&](OpBuilder &nb, Location nl) {
      buildInPlaceSwapLoops(nb, op, options);
    };
    Value rows = buffers.sizes[axis];
    Location loc = op->getLoc();
    if (std::optional<int64_t> staticRows = getConstantIntValue(rows))
      return *staticRows <= maxRows ? strips(b, loc) : swaps(b, loc);
    Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, rows,
                                       constantIndex(b, loc, maxRows));
    buildIfElse(b, loc, fits, strips, swaps);
  }

  /// lowerColumnStrips once its lengths are clamped.
  void emitColumnStrips(OpBuilder &b, Location loc, IndexMapOpInterface op,
                        const ReverseIndexMap &map, int64_t axis,
                        const Buffers &buffers) const {
    IntegerType indexType =
        getGatherIndexType(b, cast<ShapedType>(op.getMappedInput().getType()));
    Value clamped = buildClampedLengths(b, loc, map.lengths,
                                        buffers.sizes[axis], indexType);
    ColumnStripKernel kernel{axis, clamped, getLengthRowFn(map), indexType};
    if (buffers.store.nontemporal) {
      kernel.nontemporalAddress = buffers.dstAddressing.address;
      kernel.dstStrides = buffers.dstAddressing.strides;
      kernel.largeOutput = buffers.store.largeOutput;
    }
    kernel.stagedOnly = isInPlaceForm(op);
    buildIfElse(
        b, loc, buildAllEqual(b, loc, clamped),
        [&](OpBuilder &tb, Location tl) {
          emitEqualLengthRows(tb, tl, clamped, axis, buffers);
        },
        [&](OpBuilder &eb, Location el) {
          buildColumnStripKernel(eb, el, buffers.src, buffers.dst,
                                 buffers.sizes, kernel, buffers.vectorLength);
        });
    memref::DeallocOp::create(b, loc, clamped);
  }

  /// The rows of lengths that are all equal: whole-row copies from the
  /// mirrored rows, or in place whole-row swaps.
  void emitEqualLengthRows(OpBuilder &b, Location loc, Value clamped,
                           int64_t axis, const Buffers &buffers) const {
    auto clampedType = cast<MemRefType>(clamped.getType());
    SmallVector<Value> first(clampedType.getRank(),
                             arith::ConstantIndexOp::create(b, loc, 0));
    Value length = arith::IndexCastOp::create(
        b, loc, b.getIndexType(),
        memref::LoadOp::create(b, loc, clamped, first));
    if (buffers.src == buffers.dst)
      return buildEqualLengthRowSwaps(b, loc, buffers.dst, buffers.sizes, axis,
                                      length, buffers.vectorLength);
    Value width = buffers.sizes.back();
    forEachRow(
        b, loc, buffers,
        [&](OpBuilder &nb, Location nl, ValueRange row) {
          SmallVector<Value> mirrored(row);
          mirrored[axis] = mirrorBelow(nb, nl, row[axis], length);
          return mirrored;
        },
        [&](OpBuilder &nb, Location nl, RowKernelBuilder &kernel,
            ValueRange srcRow, ValueRange dstRow) {
          kernel.copy(buffers.src, srcRow, buffers.dst, dstRow,
                      arith::ConstantIndexOp::create(nb, nl, 0), width);
        });
  }
};

} // namespace

bool revseq::isHandledByVectorPatterns(Operation *op, unsigned vectorBits) {
  auto mapped = dyn_cast<IndexMapOpInterface>(op);
  auto dstOp = dyn_cast<DestinationStyleOpInterface>(op);
  if (!mapped || !dstOp || !dstOp.hasPureBufferSemantics() ||
      getVectorLength(op, vectorBits) == 0 ||
      !hasUnitInnerStride(op->getOperand(0).getType()) ||
      !hasUnitInnerStride(dstOp.getDpsInits().front().getType()))
    return false;
  int64_t rank = cast<ShapedType>(op->getOperand(0).getType()).getRank();
  return hasKernelLengthsLayout(mapped.getIndexMap(), rank);
}

void mlir::revseq::populateRevseqToVectorPatterns(
    RewritePatternSet &patterns, const RevseqVectorOptions &options) {
  RevseqVectorOptions resolved = options;
  if (!resolved.vectorBits)
    resolved.vectorBits = getHostVectorBits();
  patterns.add<IndexMapToVector>(patterns.getContext(), resolved);
  populateInPlaceRowsPatterns(patterns, resolved);
}
