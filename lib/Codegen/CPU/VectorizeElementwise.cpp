//===- VectorizeElementwise.cpp - vector loops for elementwise generics ---===//
//
// An elementwise linalg.generic on buffers (a fused revseq gather, or an
// add, a scale, ...) becomes an `scf.parallel` over its outer dims around a
// vector loop over the innermost dim and a scalar loop for its tail. Its
// body is emitted per vector step by ElementwiseVectorizer.cpp.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseVectorizer.h"

#include "revseq/Codegen/CPU/Passes.h"
#include "revseq/Dialect/Revseq/Utils/Utils.h"
#include "revseq/Support/TargetLimits.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_VECTORIZEELEMENTWISE
#include "revseq/Codegen/CPU/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

/// Whether `type` is a 16-bit float: x86 moves those through float
/// registers in a vector gather or shuffle, which quietens signalling NaNs
/// and flushes subnormals; such bodies keep their scalar loops.
static bool isNarrowFloat(Type type) {
  return isa<Float16Type, BFloat16Type>(type);
}

/// Whether `operand` of `op` can be read at a vector step: the innermost
/// loop is not among its indices, or is its last one over unit-stride
/// elements of a vectorizable type.
static bool isVectorizableOperand(linalg::GenericOp op, OpOperand &operand) {
  AffineMap map = op.getMatchingIndexingMap(&operand);
  if (!map.isProjectedPermutation())
    return false;
  // A scalar operand (linalg.fill's value) is the same at every point.
  auto type = dyn_cast<MemRefType>(operand.get().getType());
  if (!type)
    return op.isDpsInput(&operand) && operand.get().getType().isIntOrFloat();
  if (!isVectorizableElementType(type.getElementType()) ||
      isNarrowFloat(type.getElementType()))
    return false;
  int64_t inner = op.getNumLoops() - 1;
  if (op.isDpsInit(&operand))
    return map.isIdentity() && type.isLastDimUnitStride();
  if (!map.isFunctionOfDim(inner))
    return true;
  return map.getResults().back() == getAffineDimExpr(inner, op.getContext()) &&
         type.isLastDimUnitStride();
}

/// The lanes of the vector steps of `op` for `vectorBits`-wide registers,
/// sized by its widest operand element; 0 when it is not vectorized.
static int64_t getLanes(linalg::GenericOp op, unsigned vectorBits) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0 ||
      op.getNumParallelLoops() != op.getNumLoops() || !hasVectorizableBody(op))
    return 0;
  unsigned widest = 0;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isVectorizableOperand(op, operand))
      return 0;
    Type element = getElementTypeOrSelf(operand.get().getType());
    widest = std::max(widest, element.getIntOrFloatBitWidth());
  }
  // A body that loads from an output could see its own stores; 16-bit
  // floats that it loads could be gathered.
  bool badLoad =
      op.getBlock()
          ->walk([&](memref::LoadOp load) {
            bool bad = isNarrowFloat(load.getType()) ||
                       llvm::is_contained(op.getDpsInits(), load.getMemRef());
            return bad ? WalkResult::interrupt() : WalkResult::advance();
          })
          .wasInterrupted();
  int64_t lanes = vectorBits / widest;
  return badLoad || lanes < 2 ? 0 : lanes;
}

/// Rewrites the `affine.apply`s in the body of `op` as arith ops, which the
/// vector steps classify: a tiled generic reads its operands at
/// `tile offset + linalg.index`.
static void expandAffineApplies(linalg::GenericOp op) {
  SmallVector<affine::AffineApplyOp> applies;
  op.getBlock()->walk(
      [&](affine::AffineApplyOp apply) { applies.push_back(apply); });
  for (affine::AffineApplyOp apply : applies) {
    OpBuilder b(apply);
    std::optional<SmallVector<Value, 8>> expanded = affine::expandAffineMap(
        b, apply.getLoc(), apply.getAffineMap(), apply.getOperands());
    if (!expanded)
      continue;
    apply.getResult().replaceAllUsesWith(expanded->front());
    apply.erase();
  }
}

/// Erases the ops of the views that no step used, last made first, so that
/// an op is erased after every op made from it.
static void eraseUnusedViews(const FlatViews &views) {
  for (Operation *op : llvm::reverse(views.ops))
    if (isOpTriviallyDead(op))
      op->erase();
}

namespace {
/// Builds the loop nest that replaces one generic: rows in an
/// `scf.parallel`, each a vector loop and scalar loops around it.
class VectorLoopNest {
public:
  VectorLoopNest(OpBuilder &b, linalg::GenericOp op, int64_t lanes,
                 uint64_t nontemporalBytes)
      : b(b), op(op), loc(op.getLoc()), lanes(lanes),
        views(createFlatViews(b, op)),
        sizes(getDimSizes(b, loc, op.getDpsInits().front())),
        zero(arith::ConstantIndexOp::create(b, loc, 0)),
        one(arith::ConstantIndexOp::create(b, loc, 1)),
        step(arith::ConstantIndexOp::create(b, loc, lanes)),
        inner(sizes.back()) {
    buildStoreKind(nontemporalBytes);
  }

  /// Emits the nest before `op`, then erases `op`.
  void build();

private:
  /// Sets `store` (getStoreKind) for a generic with one output; with
  /// several, the stores stay plain.
  void buildStoreKind(uint64_t threshold);
  /// The rows' loops for plain stores: the vector loop from column 0 to
  /// `vectorEnd`, the same in every row.
  void emitPlainRow(OpBuilder &nb, Location nl, ValueRange outer);
  /// The rows' loops for non-temporal stores: scalar steps up to the first
  /// aligned column, the vector loop, scalar steps for the tail.
  void emitStreamingRow(OpBuilder &nb, Location nl, ValueRange outer);
  void emitVectorLoop(OpBuilder &nb, Location nl, ValueRange outer, Value from,
                      Value to);
  void emitScalarLoop(OpBuilder &nb, Location nl, ValueRange outer, Value from,
                      Value to);

  OpBuilder &b;
  linalg::GenericOp op;
  Location loc;
  int64_t lanes;
  FlatViews views;
  SmallVector<Value> sizes;
  Value zero, one, step, inner;
  StoreKind store;
  /// With `store.nontemporal`: where the output's elements lie.
  ElementAddressing output;
  /// With plain stores: the row's scalar tail, where its vectors end, and
  /// whether it has any.
  Value tail, vectorEnd, hasVectors;
};
} // namespace

void VectorLoopNest::buildStoreKind(uint64_t threshold) {
  if (op.getNumDpsInits() != 1)
    return;
  Value init = op.getDpsInits().front();
  store = getStoreKind(b, loc, init, sizes, threshold);
  if (store.nontemporal)
    output = getElementAddressing(b, loc, init);
}

void VectorLoopNest::emitVectorLoop(OpBuilder &nb, Location nl,
                                    ValueRange outer, Value from, Value to) {
  DenseMap<Value, Value> row = emitRowValues(nb, op, outer);
  scf::ForOp::create(nb, nl, from, to, step, ValueRange{},
                     [&](OpBuilder &lb, Location ll, Value j, ValueRange) {
                       emitVectorStep(lb, op, outer, j, lanes, views, row,
                                      store);
                       scf::YieldOp::create(lb, ll);
                     });
}

void VectorLoopNest::emitScalarLoop(OpBuilder &nb, Location nl,
                                    ValueRange outer, Value from, Value to) {
  scf::ForOp::create(nb, nl, from, to, one, ValueRange{},
                     [&](OpBuilder &lb, Location ll, Value j, ValueRange) {
                       SmallVector<Value> ivs(outer);
                       ivs.push_back(j);
                       emitScalarStep(lb, op, ivs);
                       scf::YieldOp::create(lb, ll);
                     });
}

void VectorLoopNest::emitPlainRow(OpBuilder &nb, Location nl,
                                  ValueRange outer) {
  // The row's values are computed only for a row with points (as the
  // scalar loops would), then the vector steps.
  std::optional<int64_t> staticVectors = getConstantIntValue(hasVectors);
  if (!staticVectors) {
    scf::IfOp::create(nb, nl, hasVectors, [&](OpBuilder &ib, Location il) {
      emitVectorLoop(ib, il, outer, zero, vectorEnd);
      scf::YieldOp::create(ib, il);
    });
  } else if (*staticVectors) {
    emitVectorLoop(nb, nl, outer, zero, vectorEnd);
  }
  if (getConstantIntValue(tail) != 0)
    emitScalarLoop(nb, nl, outer, vectorEnd, inner);
}

void VectorLoopNest::emitStreamingRow(OpBuilder &nb, Location nl,
                                      ValueRange outer) {
  Value aligned = alignedColumn(nb, nl, output.rowAddress(nb, nl, outer), zero,
                                inner, lanes);
  Value start =
      store.largeOutput
          ? arith::SelectOp::create(nb, nl, store.largeOutput, aligned, zero)
          : aligned;
  Value count = arith::SubIOp::create(nb, nl, inner, start);
  Value vectorEnd = arith::SubIOp::create(
      nb, nl, inner, arith::RemUIOp::create(nb, nl, count, step));
  emitScalarLoop(nb, nl, outer, zero, start);
  Value hasVectors = arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ult,
                                           start, vectorEnd);
  scf::IfOp::create(nb, nl, hasVectors, [&](OpBuilder &ib, Location il) {
    emitVectorLoop(ib, il, outer, start, vectorEnd);
    scf::YieldOp::create(ib, il);
  });
  emitScalarLoop(nb, nl, outer, vectorEnd, inner);
}

void VectorLoopNest::build() {
  if (!store.nontemporal) {
    // Static sizes fold: a row of whole vectors has no scalar tail loop, a
    // row shorter than a vector no vector loop, and neither needs the
    // guard.
    tail = b.createOrFold<arith::RemUIOp>(loc, inner, step);
    vectorEnd = b.createOrFold<arith::SubIOp>(loc, inner, tail);
    hasVectors = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                               vectorEnd, zero);
  }
  auto row = [&](OpBuilder &nb, Location nl, ValueRange outer) {
    if (store.nontemporal)
      emitStreamingRow(nb, nl, outer);
    else
      emitPlainRow(nb, nl, outer);
  };
  if (sizes.size() == 1) {
    row(b, loc, ValueRange{});
  } else {
    size_t outerRank = sizes.size() - 1;
    SmallVector<Value> lbs(outerRank, zero), steps(outerRank, one);
    SmallVector<Value> ubs(sizes.begin(), std::prev(sizes.end()));
    scf::ParallelOp::create(b, loc, lbs, ubs, steps, row);
  }
  eraseUnusedViews(views);
  op->erase();
}

namespace {
struct VectorizeElementwisePass
    : public revseq::impl::VectorizeElementwiseBase<VectorizeElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    if (!isValidVectorBits(vectorBits)) {
      getOperation()->emitError()
          << "revseq-vectorize-elementwise: vector-bits="
          << unsigned(vectorBits)
          << " is invalid: expected 0 (the host CPU's width) or a power of "
             "two in ["
          << kMinVectorBits << ", " << kMaxVectorBits << "]";
      return signalPassFailure();
    }
    unsigned bits = vectorBits ? unsigned(vectorBits) : getHostVectorBits();
    // Named elementwise ops (linalg.add, ...) are generics to this pass.
    IRRewriter rewriter(&getContext());
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (isa<linalg::GenericOp>(op) || !op.hasPureBufferSemantics() ||
          !linalg::isElementwise(op))
        return;
      rewriter.setInsertionPoint(op);
      (void)linalg::generalizeNamedOp(rewriter, op);
    });
    SmallVector<std::pair<linalg::GenericOp, int64_t>> work;
    getOperation()->walk([&](linalg::GenericOp op) {
      if (op.hasPureBufferSemantics())
        expandAffineApplies(op);
      if (int64_t lanes = getLanes(op, bits))
        work.push_back({op, lanes});
    });
    for (auto [op, lanes] : work) {
      OpBuilder b(op);
      VectorLoopNest(b, op, lanes, nontemporalBytes).build();
    }
  }
};
} // namespace
