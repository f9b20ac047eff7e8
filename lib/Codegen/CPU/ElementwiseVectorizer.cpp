//===- ElementwiseVectorizer.cpp - one vector step of a linalg body -------===//
//
// The body of an elementwise generic is emitted once per `lanes` points of
// its innermost loop. Values that do not depend on the innermost index stay
// scalars (the lengths and clamps of a fused reverse_sequence); an index
// that moves by +1 or -1 per lane stays a scalar base, so that a load at it
// is one contiguous vector load (followed by a lane reversal for -1: a
// mirrored innermost axis); only other indices gather.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseVectorizer.h"

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::revseq;

/// Whether `type` is a scalar a body may compute with.
static bool isScalar(Type type) { return type.isIntOrIndexOrFloat(); }

/// Whether `load` reads a buffer defined above `op` that the vector step can
/// read contiguously or gather from (identity or strided layout, bytes-wide
/// elements).
static bool isVectorizableLoad(linalg::GenericOp op, memref::LoadOp load) {
  Value base = load.getMemRef();
  if (op->isAncestor(base.getParentRegion()->getParentOp()))
    return false;
  MemRefType type = load.getMemRefType();
  Type element = type.getElementType();
  return (type.getLayout().isIdentity() ||
          isa<StridedLayoutAttr>(type.getLayout())) &&
         element.isIntOrFloat() && element.getIntOrFloatBitWidth() >= 8;
}

bool revseq::hasVectorizableBody(linalg::GenericOp op) {
  for (Operation &inner : op.getBlock()->without_terminator()) {
    if (isa<linalg::IndexOp>(inner))
      continue;
    if (auto load = dyn_cast<memref::LoadOp>(inner)) {
      if (!isVectorizableLoad(op, load))
        return false;
      continue;
    }
    bool scalars = llvm::all_of(inner.getOperandTypes(), isScalar) &&
                   llvm::all_of(inner.getResultTypes(), isScalar);
    bool elementwise = isa<arith::ConstantOp>(inner) ||
                       OpTrait::hasElementwiseMappableTraits(&inner);
    if (!scalars || !elementwise || inner.getNumRegions() != 0)
      return false;
  }
  return true;
}

void revseq::emitScalarStep(OpBuilder &b, linalg::GenericOp op,
                            ValueRange ivs) {
  Location loc = op.getLoc();
  SmallVector<Value> yielded = emitGenericBodyAt(b, op, ivs);
  for (auto [value, init] : llvm::zip(yielded, op.getDpsInits()))
    memref::StoreOp::create(b, loc, value, init, ivs);
}

namespace {

/// A body value at `lanes` consecutive points.
struct Lanes {
  enum class Kind { Uniform, Affine, Vector, Deferred };
  Kind kind;
  /// Uniform: the scalar; Affine: the index of lane 0; Vector: the vector.
  Value value;
  /// Affine: +1 or -1, the index's step from one lane to the next.
  int64_t stride = 0;
  /// Deferred: index math emitted where a gather needs it (often only in the
  /// step that straddles a length), not in every step.
  Operation *op = nullptr;
};

/// Emits one vector step of a generic's body (see emitVectorStep).
class VectorStep {
public:
  VectorStep(OpBuilder &b, linalg::GenericOp op, ValueRange outer, Value j,
             int64_t lanes, const FlatViews &views,
             const DenseMap<Value, Value> &row, const StoreKind &store)
      : b(b), op(op), loc(op.getLoc()), outer(outer), j(j), lanes(lanes),
        views(views), store(store) {
    for (auto [from, to] : row)
      values[from] = Lanes{Lanes::Kind::Uniform, to};
  }

  void emit();

private:
  Lanes get(Value value);
  Value asVector(const Lanes &value);
  Value materialize(Operation *deferred);
  void readOperands();
  void emitOp(Operation &inner);
  Lanes emitIndexArith(Operation &inner);
  Lanes emitLoad(memref::LoadOp load);
  Value emitContiguousLoad(memref::LoadOp load, ArrayRef<Lanes> indices);
  Value emitGather(memref::LoadOp load, ArrayRef<Lanes> indices);
  Value emitPrefixLoad(memref::LoadOp load, ArrayRef<Lanes> indices);

  OpBuilder &b;
  linalg::GenericOp op;
  Location loc;
  ValueRange outer;
  Value j;
  int64_t lanes;
  const FlatViews &views;
  /// How the outputs' vectors are stored.
  StoreKind store;
  DenseMap<Value, Lanes> values;
  /// Deferred ops already emitted, by the block they were emitted in.
  DenseMap<std::pair<Operation *, Block *>, Value> materialized;
};

} // namespace

Lanes VectorStep::get(Value value) {
  auto it = values.find(value);
  if (it != values.end())
    return it->second;
  // Defined above the generic: the same at every point.
  return Lanes{Lanes::Kind::Uniform, value};
}

Value VectorStep::asVector(const Lanes &value) {
  if (value.kind == Lanes::Kind::Vector)
    return value.value;
  if (value.kind == Lanes::Kind::Deferred)
    return materialize(value.op);
  auto type = VectorType::get({lanes}, value.value.getType());
  Value splat = vector::BroadcastOp::create(b, loc, type, value.value);
  if (value.kind == Lanes::Kind::Uniform)
    return splat;
  Value step = vector::StepOp::create(b, loc, type);
  if (value.stride < 0)
    return arith::SubIOp::create(b, loc, splat, step);
  return arith::AddIOp::create(b, loc, splat, step);
}

/// Emits deferred index math as vectors, each op once where it is visible:
/// a composed index (a chain of revseq ops) uses the index before it
/// several times, and emitting it again per use grew the code exponentially
/// with the chain's length.
Value VectorStep::materialize(Operation *deferred) {
  for (Block *block = b.getInsertionBlock(); block;) {
    if (Value known = materialized.lookup({deferred, block}))
      return known;
    Operation *parent = block->getParentOp();
    block = parent ? parent->getBlock() : nullptr;
  }
  SmallVector<Value> operands = llvm::map_to_vector(
      deferred->getOperands(), [&](Value v) { return asVector(get(v)); });
  Operation *clone = b.clone(*deferred);
  clone->setOperands(operands);
  Value result = clone->getResult(0);
  result.setType(VectorType::get({lanes}, result.getType()));
  materialized[{deferred, b.getInsertionBlock()}] = result;
  return result;
}

/// Inputs and outputs whose last index is the innermost loop (the only place
/// it may be) read at the step: one contiguous vector each.
void VectorStep::readOperands() {
  Block *body = op.getBlock();
  SmallVector<Value> ivs(outer);
  ivs.push_back(j);
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = body->getArgument(operand.getOperandNumber());
    // Operands without the innermost index (scalars among them) are the
    // row's (emitRowValues).
    if (arg.use_empty() || values.count(arg))
      continue;
    SmallVector<Value> at = getOperandIndicesAt(op, operand, ivs);
    auto type = VectorType::get({lanes}, arg.getType());
    Value vector = vector::LoadOp::create(b, loc, type, operand.get(), at);
    values[arg] = Lanes{Lanes::Kind::Vector, vector};
  }
}

void VectorStep::emit() {
  readOperands();
  Block *body = op.getBlock();
  for (Operation &inner : body->without_terminator())
    emitOp(inner);
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  SmallVector<Value> at(outer);
  at.push_back(j);
  for (auto [value, init] : llvm::zip(yield.getValues(), op.getDpsInits()))
    storeVectorOfKind(b, loc, asVector(get(value)), init, at, store);
}

void VectorStep::emitOp(Operation &inner) {
  // Ops that do not depend on the innermost index are the row's.
  if (values.count(inner.getResult(0)))
    return;
  if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
    values[index] = Lanes{Lanes::Kind::Affine, j, 1};
    return;
  }
  if (auto load = dyn_cast<memref::LoadOp>(inner)) {
    values[load] = emitLoad(load);
    return;
  }
  Lanes affine = emitIndexArith(inner);
  if (affine.value) {
    values[inner.getResult(0)] = affine;
    return;
  }
  Type type = inner.getResult(0).getType();
  if (inner.getNumResults() == 1 && (type.isIndex() || type.isInteger(1))) {
    values[inner.getResult(0)] =
        Lanes{Lanes::Kind::Deferred, Value(), 0, &inner};
    return;
  }
  SmallVector<Value> operands = llvm::map_to_vector(
      inner.getOperands(), [&](Value v) { return asVector(get(v)); });
  Operation *clone = b.clone(inner);
  clone->setOperands(operands);
  for (auto [from, to] : llvm::zip(inner.getResults(), clone->getResults())) {
    to.setType(VectorType::get({lanes}, from.getType()));
    values[from] = Lanes{Lanes::Kind::Vector, to};
  }
}

/// `uniform + affine`, `affine + uniform`, `uniform - affine` and
/// `affine - uniform` on indices stay affine; anything else gives a null
/// value.
Lanes VectorStep::emitIndexArith(Operation &inner) {
  if (!isa<arith::AddIOp, arith::SubIOp>(inner) ||
      !inner.getResult(0).getType().isIndex())
    return Lanes{Lanes::Kind::Affine, Value()};
  Lanes lhs = get(inner.getOperand(0)), rhs = get(inner.getOperand(1));
  bool sub = isa<arith::SubIOp>(inner);
  auto combine = [&](Value x, Value y) -> Value {
    if (sub)
      return arith::SubIOp::create(b, loc, x, y);
    return arith::AddIOp::create(b, loc, x, y);
  };
  if (lhs.kind == Lanes::Kind::Uniform && rhs.kind == Lanes::Kind::Affine) {
    Value base = combine(lhs.value, rhs.value);
    return Lanes{Lanes::Kind::Affine, base, sub ? -rhs.stride : rhs.stride};
  }
  if (lhs.kind == Lanes::Kind::Affine && rhs.kind == Lanes::Kind::Uniform)
    return Lanes{Lanes::Kind::Affine, combine(lhs.value, rhs.value),
                 lhs.stride};
  return Lanes{Lanes::Kind::Affine, Value()};
}

Lanes VectorStep::emitLoad(memref::LoadOp load) {
  SmallVector<Lanes> indices =
      llvm::map_to_vector(load.getIndices(), [&](Value v) { return get(v); });
  // A load at uniform indices is the row's.
  auto isUniform = [](const Lanes &l) {
    return l.kind == Lanes::Kind::Uniform;
  };
  bool outerUniform =
      llvm::all_of(ArrayRef<Lanes>(indices).drop_back(), isUniform);
  // Lanes side by side in memory need a unit innermost stride.
  bool rows = outerUniform && load.getMemRefType().isLastDimUnitStride();
  Value vector;
  if (rows && indices.back().kind == Lanes::Kind::Affine)
    vector = emitContiguousLoad(load, indices);
  else if (rows)
    vector = emitPrefixLoad(load, indices);
  else
    vector = emitGather(load, indices);
  return Lanes{Lanes::Kind::Vector, vector};
}

/// A load whose last index is `t < L ? a : b` (the mirrored prefix of a
/// length op along the innermost axis: `t` the innermost index, `L` uniform,
/// `a` and `b` affine): one contiguous load when all lanes are on one side
/// of `L`, a gather only for the step that straddles it. Any other last
/// index gathers.
Value VectorStep::emitPrefixLoad(memref::LoadOp load, ArrayRef<Lanes> indices) {
  auto select = load.getIndices().back().getDefiningOp<arith::SelectOp>();
  auto cmp = select ? select.getCondition().getDefiningOp<arith::CmpIOp>()
                    : arith::CmpIOp();
  if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::ult)
    return emitGather(load, indices);
  Lanes t = get(cmp.getLhs()), bound = get(cmp.getRhs());
  Lanes below = get(select.getTrueValue()), above = get(select.getFalseValue());
  auto isAffine = [](const Lanes &l) { return l.kind == Lanes::Kind::Affine; };
  if (!isAffine(t) || t.stride != 1 || bound.kind != Lanes::Kind::Uniform ||
      !isAffine(below) || !isAffine(above))
    return emitGather(load, indices);
  auto withLast = [&](const Lanes &last) {
    SmallVector<Lanes> at(indices);
    at.back() = last;
    return at;
  };
  Value span = arith::ConstantIndexOp::create(b, loc, lanes);
  Value end = arith::AddIOp::create(b, loc, t.value, span);
  Value allBelow = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end,
                                         bound.value);
  Value allAbove = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                         t.value, bound.value);
  auto type = VectorType::get({lanes}, load.getType());
  auto branch = [&](Value condition, function_ref<Value()> then,
                    function_ref<Value()> otherwise) {
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{type}, condition,
                                  /*withElseRegion=*/true);
    for (auto [block, emit] : {std::make_pair(ifOp.thenBlock(), then),
                               std::make_pair(ifOp.elseBlock(), otherwise)}) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(block);
      scf::YieldOp::create(b, loc, emit());
    }
    return ifOp.getResult(0);
  };
  return branch(
      allBelow, [&] { return emitContiguousLoad(load, withLast(below)); },
      [&] {
        return branch(
            allAbove, [&] { return emitContiguousLoad(load, withLast(above)); },
            [&] { return emitGather(load, indices); });
      });
}

/// A vector load at the lowest index of the lanes; reversed when the last
/// index counts down.
Value VectorStep::emitContiguousLoad(memref::LoadOp load,
                                     ArrayRef<Lanes> indices) {
  SmallVector<Value> at =
      llvm::map_to_vector(indices, [](const Lanes &l) { return l.value; });
  int64_t stride = indices.back().stride;
  if (stride < 0) {
    Value span = arith::ConstantIndexOp::create(b, loc, lanes - 1);
    at.back() = arith::SubIOp::create(b, loc, at.back(), span);
  }
  auto type = VectorType::get({lanes}, load.getType());
  Value vector = vector::LoadOp::create(b, loc, type, load.getMemRef(), at);
  if (stride > 0)
    return vector;
  SmallVector<int64_t> reversed;
  for (int64_t lane = lanes - 1; lane >= 0; --lane)
    reversed.push_back(lane);
  return vector::ShuffleOp::create(b, loc, vector, vector, reversed);
}

/// A gather from the buffer viewed as 1-D, at the lanes' row-major offsets
/// (a strided buffer's: offset + sum(index * stride)).
Value VectorStep::emitGather(memref::LoadOp load, ArrayRef<Lanes> indices) {
  const FlatBufferView &view = views.at(load.getMemRef());
  auto indexType = VectorType::get({lanes}, b.getIndexType());
  auto splat = [&](Value scalar) {
    return vector::BroadcastOp::create(b, loc, indexType, scalar);
  };
  Value offset;
  if (view.isStrided()) {
    offset = splat(view.offset);
    for (auto [index, stride] : llvm::zip_equal(indices, view.strides)) {
      Value scaled =
          arith::MulIOp::create(b, loc, asVector(index), splat(stride));
      offset = arith::AddIOp::create(b, loc, offset, scaled);
    }
  } else {
    offset = asVector(indices.front());
    for (size_t d = 1; d < indices.size(); ++d) {
      Value scaled =
          arith::MulIOp::create(b, loc, offset, splat(view.sizes[d]));
      offset = arith::AddIOp::create(b, loc, scaled, asVector(indices[d]));
    }
  }
  auto type = VectorType::get({lanes}, load.getType());
  auto maskType = VectorType::get({lanes}, b.getI1Type());
  Value mask = arith::ConstantOp::create(
      b, loc, maskType, DenseElementsAttr::get(maskType, true));
  Value pass = arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  return vector::GatherOp::create(b, loc, type, view.flat, ValueRange{zero},
                                  offset, mask, pass);
}

namespace {
/// Records the ops a builder creates.
struct CreatedOps : public OpBuilder::Listener {
  explicit CreatedOps(SmallVector<Operation *> &ops) : ops(ops) {}
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    ops.push_back(op);
  }
  SmallVector<Operation *> &ops;
};
} // namespace

FlatViews revseq::createFlatViews(OpBuilder &b, linalg::GenericOp op) {
  FlatViews views;
  CreatedOps created(views.ops);
  OpBuilder::Listener *previous = b.getListener();
  b.setListener(&created);
  op.getBlock()->walk([&](memref::LoadOp load) {
    Value base = load.getMemRef();
    // A load at rank 0 is the same for every lane: never a gather.
    if (views.byBuffer.count(base) ||
        (load.getMemRefType().getRank() == 0 &&
         load.getMemRefType().getLayout().isIdentity()))
      return;
    views.byBuffer[base] = getFlatBufferView(b, op.getLoc(), base);
  });
  b.setListener(previous);
  return views;
}

void revseq::emitVectorStep(OpBuilder &b, linalg::GenericOp op,
                            ValueRange outer, Value j, int64_t lanes,
                            const FlatViews &views,
                            const DenseMap<Value, Value> &row,
                            const StoreKind &store) {
  VectorStep(b, op, outer, j, lanes, views, row, store).emit();
}

/// The values of `op`'s body that depend on the innermost loop index.
static DenseSet<Value> getVaryingValues(linalg::GenericOp op) {
  int64_t inner = op.getNumLoops() - 1;
  Block *body = op.getBlock();
  DenseSet<Value> varying;
  for (OpOperand &operand : op->getOpOperands())
    if (op.getMatchingIndexingMap(&operand).isFunctionOfDim(inner))
      varying.insert(body->getArgument(operand.getOperandNumber()));
  for (Operation &o : body->without_terminator()) {
    auto index = dyn_cast<linalg::IndexOp>(o);
    bool dependent = index ? int64_t(index.getDim()) == inner
                           : llvm::any_of(o.getOperands(), [&](Value v) {
                               return varying.contains(v);
                             });
    if (dependent)
      varying.insert(o.getResults().begin(), o.getResults().end());
  }
  return varying;
}

DenseMap<Value, Value> revseq::emitRowValues(OpBuilder &b, linalg::GenericOp op,
                                             ValueRange outer) {
  DenseSet<Value> varying = getVaryingValues(op);
  Block *body = op.getBlock();
  IRMapping row;
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = body->getArgument(operand.getOperandNumber());
    if (arg.use_empty() || varying.contains(arg))
      continue;
    if (!isa<ShapedType>(operand.get().getType())) {
      row.map(arg, operand.get());
      continue;
    }
    // The innermost index is not among the operand's: any value stands in.
    SmallVector<Value> ivs(outer);
    ivs.push_back(outer.empty() ? Value() : outer.front());
    SmallVector<Value> at = getOperandIndicesAt(op, operand, ivs);
    row.map(arg, memref::LoadOp::create(b, op.getLoc(), operand.get(), at));
  }
  for (Operation &o : body->without_terminator()) {
    if (varying.contains(o.getResult(0)))
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(o))
      row.map(index.getResult(), outer[index.getDim()]);
    else
      b.clone(o, row);
  }
  DenseMap<Value, Value> values;
  for (auto [from, to] : row.getValueMap())
    if (from.getParentBlock() == body)
      values[from] = to;
  return values;
}
