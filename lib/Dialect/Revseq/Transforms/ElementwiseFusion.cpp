//===- ElementwiseFusion.cpp - fuse revseq ops with elementwise code ------===//
//
// A revseq op next to elementwise work is rewritten into the linalg.generic
// of its index map (a gather body: linalg.index, the mirrored index,
// tensor.extract of the input), which upstream's elementwise fusion merges
// into consumers; an elementwise producer of a gather is inlined at the
// extracted index. docs/Rationale.md ("Fusion") gives the reasons.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/Transforms/ElementwiseFusion.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::revseq;

/// Whether `op` is an elementwise linalg op on tensors that upstream fusion
/// takes: all loops parallel, every indexing map a projected permutation
/// (identity ones for the results).
static bool isFusibleElementwise(linalg::LinalgOp op) {
  if (!op || !op.hasPureTensorSemantics() ||
      op.getNumParallelLoops() != op.getNumLoops())
    return false;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isProjectedPermutation())
      return false;
    if (op.isDpsInit(&operand) && !map.isIdentity())
      return false;
  }
  return true;
}

/// Whether the init `init` of `op` gives only the shape of the result: the
/// body never reads it and every element of it is written (all loops
/// parallel, the init's map a permutation, so each element is written by
/// exactly one iteration). Then the init's value can be replaced by a
/// `tensor.empty`. A reduction, or an init map that drops a loop, passes
/// the init's value through when a loop is empty.
static bool isShapeOnlyInit(linalg::LinalgOp op, OpOperand &init) {
  return op.isDpsInit(&init) && !op.payloadUsesValueFromOperand(&init) &&
         op.getNumParallelLoops() == op.getNumLoops() &&
         op.getMatchingIndexingMap(&init).isPermutation();
}

/// Whether `op` is a revseq op in value form.
static bool isValueForm(Operation *op) {
  return isa_and_nonnull<IndexMapOpInterface>(op) && op->getNumResults() == 1 &&
         !isa<DestinationStyleOpInterface>(op);
}

/// Whether `user` takes a block of the tensor it slices: unit strides and
/// the source's rank.
static bool isBlockSlice(Operation *user) {
  auto slice = dyn_cast<tensor::ExtractSliceOp>(user);
  return slice && slice.hasUnitStride() &&
         slice.getType().getRank() == slice.getSourceType().getRank();
}

/// Whether `use` reads a whole tensor elementwise (a linalg input), as a
/// revseq op's input or at a computed index inside a linalg body (a fused
/// gather), or a block of it (a tile of upstream tiling): a place a revseq
/// result can be fused into.
static bool isFusibleUse(OpOperand &use) {
  Operation *user = use.getOwner();
  if (isBlockSlice(user))
    return true;
  if (isValueForm(user))
    return use.getOperandNumber() == 0;
  if (isa<tensor::ExtractOp>(user))
    return user->getParentOfType<linalg::LinalgOp>() != nullptr;
  // The result has the input's shape: sizes read from it are moved there.
  if (isa<tensor::DimOp>(user))
    return true;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
  if (!isFusibleElementwise(linalgOp))
    return false;
  // An init whose value the body does not read only gives the shape
  // (convert-elementwise-to-linalg's choice for dynamic shapes).
  return linalgOp.isDpsInput(&use) || isShapeOnlyInit(linalgOp, use);
}

/// Points the uses of `op`'s result that only need its shape (tensor.dim,
/// unread inits) at the input and a new `tensor.empty`.
static void detachShapeUses(PatternRewriter &rewriter, IndexMapOpInterface op) {
  Value result = op->getResult(0);
  Value empty;
  for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
    Operation *user = use.getOwner();
    if (isa<tensor::DimOp>(user)) {
      rewriter.modifyOpInPlace(user, [&] { use.set(op.getMappedInput()); });
      continue;
    }
    // An init whose value the op reads or passes through keeps the result.
    auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
    if (!linalgOp || !isShapeOnlyInit(linalgOp, use))
      continue;
    if (!empty)
      empty = getDestination(rewriter, op);
    rewriter.modifyOpInPlace(user, [&] { use.set(empty); });
  }
}

/// Whether `value` is made by elementwise code or a revseq op and read only
/// once, so that its reader can compute it in its own loop.
static bool isFusibleProducer(Value value) {
  Operation *producer = value.getDefiningOp();
  if (!producer || !value.hasOneUse())
    return false;
  if (isValueForm(producer))
    return true;
  return isFusibleElementwise(dyn_cast<linalg::LinalgOp>(producer));
}

/// Whether the body of `op` reads a tensor at a computed index.
static bool hasGatherBody(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  if (!linalgOp)
    return false;
  return linalgOp.getBlock()
      ->walk([](tensor::ExtractOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

/// Whether every use of `op`'s result is a block slice that is not known to
/// cover the whole sequence axis: a tile that cuts the axis, which the op's
/// kernel could only compute by computing the whole axis for each tile
/// (what a tile-and-fuse driver makes of a lengths op).
static bool onlyCutsOfSequenceAxis(IndexMapOpInterface op) {
  int64_t axis = op.getIndexMap().seqAxis;
  Value result = op->getResult(0);
  auto type = cast<ShapedType>(result.getType());
  return !result.use_empty() &&
         llvm::all_of(result.getUsers(), [&](Operation *user) {
           if (!isBlockSlice(user))
             return false;
           auto slice = cast<tensor::ExtractSliceOp>(user);
           bool whole = isConstantIntValue(slice.getMixedOffsets()[axis], 0) &&
                        !type.isDynamicDim(axis) &&
                        isConstantIntValue(slice.getMixedSizes()[axis],
                                           type.getDimSize(axis));
           return !whole;
         });
}

/// Replaces each block slice of `op`'s result by the generic of the index
/// map over that block alone (`invariants` from emitIndexMapInvariants).
static void replaceBlockSlices(PatternRewriter &rewriter,
                               IndexMapOpInterface op, ValueRange invariants) {
  Value result = op->getResult(0);
  Type element = cast<ShapedType>(result.getType()).getElementType();
  for (Operation *user : llvm::make_early_inc_range(result.getUsers())) {
    if (!isBlockSlice(user))
      continue;
    auto slice = cast<tensor::ExtractSliceOp>(user);
    rewriter.setInsertionPoint(slice);
    Value empty = tensor::EmptyOp::create(rewriter, slice.getLoc(),
                                          slice.getMixedSizes(), element);
    Value block = buildIndexMapGeneric(rewriter, op, empty, invariants,
                                       slice.getMixedOffsets());
    rewriter.replaceOp(slice, block);
  }
}

SmallVector<Value>
IndexMapInvariantsCache::getOrEmit(OpBuilder &b, IndexMapOpInterface op,
                                   const RevseqLoweringOptions &options) {
  ReverseIndexMap map = op.getIndexMap();
  if (map.kind != ReverseIndexMap::Kind::DynamicAxes)
    return {};
  int64_t rank = cast<ShapedType>(op.getMappedInput().getType()).getRank();
  Block *block = op->getBlock();
  Key key{map.axesOperand, rank, block};
  auto it = invariants.find(key);
  if (it != invariants.end())
    return it->second;
  OpBuilder::InsertionGuard guard(b);
  Operation *def = map.axesOperand.getDefiningOp();
  if (def && def->getBlock() == block)
    b.setInsertionPointAfter(def);
  else
    b.setInsertionPointToStart(block);
  SmallVector<Value> values =
      emitIndexMapInvariants(b, op->getLoc(), map, rank, options);
  for (Value value : values)
    definingOps[value.getDefiningOp()] = key;
  if (def)
    operandOps[def].push_back(key);
  invariants[key] = values;
  return values;
}

void IndexMapInvariantsCache::forget(const Key &key) {
  for (Value value : invariants.lookup(key))
    definingOps.erase(value.getDefiningOp());
  invariants.erase(key);
}

void IndexMapInvariantsCache::notifyOperationErased(Operation *op) {
  if (auto it = definingOps.find(op); it != definingOps.end())
    forget(Key(it->second));
  if (auto it = operandOps.find(op); it != operandOps.end()) {
    for (const Key &key : it->second)
      forget(key);
    operandOps.erase(op);
  }
}

namespace {

/// A revseq value op with an elementwise neighbour becomes the generic of its
/// index map, preceded by its run-time checks (the same as its lowering's).
struct IndexMapOpToGeneric
    : public OpInterfaceRewritePattern<IndexMapOpInterface> {
  IndexMapOpToGeneric(MLIRContext *context,
                      const RevseqLoweringOptions &options,
                      IndexMapInvariantsCache *cache, bool fuseGathers)
      : OpInterfaceRewritePattern(context), options(options), cache(cache),
        fuseGathers(fuseGathers) {}

  LogicalResult matchAndRewrite(IndexMapOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (!isValueForm(op))
      return rewriter.notifyMatchFailure(op, "not a value form");
    // A gather layout, fused, would gather every element from its own row,
    // which on the CPU costs more than the op's transposed-strip kernel and
    // the intermediate (docs/Performance.md, "Fusion").
    if (!fuseGathers && op.hasLengthPerLane() && !onlyCutsOfSequenceAxis(op))
      return rewriter.notifyMatchFailure(op, "lengths vary along the rows");
    Value result = op->getResult(0);
    bool consumersFuse =
        !result.use_empty() && llvm::all_of(result.getUses(), isFusibleUse);
    if (!consumersFuse && !isFusibleProducer(op.getMappedInput()))
      return rewriter.notifyMatchFailure(op, "no elementwise neighbour");
    detachShapeUses(rewriter, op);
    emitRuntimeChecks(rewriter, op, op->getOperands(), options);
    SmallVector<Value> invariants =
        cache ? cache->getOrEmit(rewriter, op, options)
              : emitIndexMapInvariants(
                    rewriter, op->getLoc(), op.getIndexMap(),
                    cast<ShapedType>(result.getType()).getRank(), options);
    replaceBlockSlices(rewriter, op, invariants);
    if (result.use_empty()) {
      rewriter.eraseOp(op);
      return success();
    }
    rewriter.setInsertionPoint(op);
    Value dest = getDestination(rewriter, op);
    rewriter.replaceOp(op,
                       buildIndexMapGeneric(rewriter, op, dest, invariants));
    return success();
  }

  RevseqLoweringOptions options;
  IndexMapInvariantsCache *cache;
  bool fuseGathers;
};

/// A named elementwise linalg op next to a revseq op or an index-map generic
/// becomes a linalg.generic, the form upstream fusion merges.
struct GeneralizeElementwiseNeighbour
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (isa<linalg::GenericOp>(op) || !isFusibleElementwise(op))
      return rewriter.notifyMatchFailure(op, "not a named elementwise op");
    auto isNeighbour = [](Operation *other) {
      return isValueForm(other) || hasGatherBody(other);
    };
    bool nextToRevseq =
        llvm::any_of(op.getDpsInputs(),
                     [&](Value v) { return isNeighbour(v.getDefiningOp()); }) ||
        llvm::any_of(op->getUsers(), isNeighbour);
    if (!nextToRevseq)
      return rewriter.notifyMatchFailure(op, "no revseq neighbour");
    if (failed(linalg::generalizeNamedOp(rewriter, op)))
      return rewriter.notifyMatchFailure(op, "cannot generalize");
    return success();
  }
};

/// `tensor.extract %r[i]` in a linalg body, where `%r` is a result of an
/// elementwise generic read only by such extracts: computes that generic's
/// body at `i` instead (its inputs read at their maps applied to `i`).
struct InlineElementwiseProducer : public OpRewritePattern<tensor::ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractOp extract,
                                PatternRewriter &rewriter) const override {
    auto result = dyn_cast<OpResult>(extract.getTensor());
    auto producer = dyn_cast_or_null<linalg::LinalgOp>(
        result ? result.getOwner() : nullptr);
    if (!producer || !isFusibleElementwise(producer) ||
        !extract->getParentOfType<linalg::LinalgOp>())
      return rewriter.notifyMatchFailure(extract, "not an elementwise result");
    bool onlyReads = llvm::all_of(producer->getUsers(), [](Operation *user) {
      return isa<tensor::ExtractOp, tensor::DimOp>(user);
    });
    if (!onlyReads)
      return rewriter.notifyMatchFailure(extract, "producer has other uses");
    // The body runs once per read instead of once per element: only a body
    // without memory effects may.
    bool pure =
        llvm::all_of(producer.getBlock()->without_terminator(),
                     [](Operation &op) { return isMemoryEffectFree(&op); });
    if (!pure)
      return rewriter.notifyMatchFailure(extract, "body has memory effects");
    // A result has the shape of its init: sizes are read there.
    for (OpResult r : producer->getResults())
      for (OpOperand &use : llvm::make_early_inc_range(r.getUses()))
        if (isa<tensor::DimOp>(use.getOwner()))
          rewriter.modifyOpInPlace(use.getOwner(), [&] {
            use.set(producer.getDpsInits()[r.getResultNumber()]);
          });
    SmallVector<Value> yielded =
        emitGenericBodyAt(rewriter, producer, extract.getIndices());
    rewriter.replaceOp(extract, yielded[result.getResultNumber()]);
    return success();
  }
};

/// `affine.apply` of one dim of its operands (how upstream fusion remaps the
/// `linalg.index` of a fused body) is that operand; folded here because the
/// fusion pass does not fold (the revseq folders would drop run-time
/// checks).
struct FoldDimProjection : public OpRewritePattern<affine::AffineApplyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(affine::AffineApplyOp apply,
                                PatternRewriter &rewriter) const override {
    AffineMap map = apply.getAffineMap();
    if (map.getNumResults() != 1 || map.getNumSymbols() != 0)
      return rewriter.notifyMatchFailure(apply, "not a projection");
    auto dim = dyn_cast<AffineDimExpr>(map.getResult(0));
    if (!dim)
      return rewriter.notifyMatchFailure(apply, "not a projection");
    rewriter.replaceOp(apply, apply.getMapOperands()[dim.getPosition()]);
    return success();
  }
};

/// Upstream's elementwise fusion (`linalg::fuseElementwiseOps`) of a
/// producer read only by `consumer` (through one operand or several, as in
/// `r + r`: each operand is fused in turn, the gather inlined once per
/// operand), for the pairs in which one side reads
/// through an index map; other elementwise code is left as it is (and none
/// of upstream's other rewrites of `populateElementwiseOpsFusionPatterns`,
/// such as dropping an unread `outs` operand, runs).
struct FuseIntoGather : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp consumer,
                                PatternRewriter &rewriter) const override {
    if (succeeded(dropUnreadProducerInit(rewriter, consumer)))
      return success();
    for (OpOperand &operand : consumer->getOpOperands()) {
      Operation *producer = operand.get().getDefiningOp();
      if (!producer ||
          !llvm::all_of(producer->getUsers(),
                        [&](Operation *user) { return user == consumer; }) ||
          !linalg::areElementwiseOpsFusable(&operand) ||
          !(hasGatherBody(producer) || hasGatherBody(consumer)) ||
          keepsProducerOperand(consumer, operand))
        continue;
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        return rewriter.notifyMatchFailure(consumer, "fusion failed");
      for (auto [from, to] : fused->replacements)
        rewriter.replaceUsesWithIf(from, to, [&](OpOperand &use) {
          return use.getOwner() != producer;
        });
      rewriter.eraseOp(consumer);
      return success();
    }
    return rewriter.notifyMatchFailure(consumer, "nothing to fuse");
  }

  /// Whether fusing `operand` would leave the fused op reading its own
  /// result: upstream's fusion keeps the producer's results as results of
  /// the fused op when the producer reads an init, and another operand of
  /// the consumer that reads the producer then reads that result (the
  /// fused op's own).
  static bool keepsProducerOperand(linalg::GenericOp consumer,
                                   OpOperand &operand) {
    auto producer = cast<linalg::GenericOp>(operand.get().getDefiningOp());
    bool readsInit =
        llvm::any_of(producer.getDpsInitsMutable(), [&](OpOperand &init) {
          return producer.payloadUsesValueFromOperand(&init);
        });
    return readsInit &&
           llvm::any_of(consumer->getOpOperands(), [&](OpOperand &other) {
             return &other != &operand &&
                    other.get().getDefiningOp() == producer.getOperation();
           });
  }

  /// An `outs` operand whose value the body never reads but that a gather
  /// generic produces (convert-elementwise-to-linalg writes `a + b` into
  /// `a`) would keep that producer alive after fusion: it becomes a
  /// tensor.empty of its sizes, as upstream's elementwise fusion does.
  static LogicalResult dropUnreadProducerInit(PatternRewriter &rewriter,
                                              linalg::GenericOp consumer) {
    for (OpOperand &init : consumer.getDpsInitsMutable()) {
      Operation *producer = init.get().getDefiningOp();
      if (!hasGatherBody(producer) &&
          !(isa_and_nonnull<linalg::GenericOp>(producer) &&
            hasGatherBody(consumer)))
        continue;
      if (!isShapeOnlyInit(consumer, init))
        continue;
      // The sizes of the producer's own destination: a tensor.dim of the
      // producer's result would be one more use of it.
      auto result = cast<OpResult>(init.get());
      Value producerInit = cast<DestinationStyleOpInterface>(producer)
                               .getTiedOpOperand(result)
                               ->get();
      Location loc = consumer.getLoc();
      auto type = cast<RankedTensorType>(init.get().getType());
      SmallVector<OpFoldResult> sizes =
          tensor::getMixedSizes(rewriter, loc, producerInit);
      Value empty =
          tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
      rewriter.modifyOpInPlace(consumer, [&] { init.set(empty); });
      return success();
    }
    return failure();
  }
};

} // namespace

void mlir::revseq::populateRevseqElementwiseFusionPatterns(
    RewritePatternSet &patterns, const RevseqLoweringOptions &options,
    IndexMapInvariantsCache *cache, bool fuseGathers) {
  MLIRContext *context = patterns.getContext();
  patterns.add<IndexMapOpToGeneric>(context, options, cache, fuseGathers);
  patterns.add<FoldDimProjection, FuseIntoGather,
               GeneralizeElementwiseNeighbour, InlineElementwiseProducer>(
      context);
}
