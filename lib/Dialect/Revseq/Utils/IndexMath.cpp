//===- IndexMath.cpp - index math of the revseq ops -----------------------===//

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;

void revseq::buildIndexLoopNest(
    OpBuilder &b, Location loc, ArrayRef<Value> ubs,
    function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> lbs(ubs.size(), zero), steps(ubs.size(), one);
  scf::buildLoopNest(b, loc, lbs, ubs, steps, body);
}

SmallVector<OpFoldResult> revseq::getMixedDimSizes(OpBuilder &b, Location loc,
                                                   Value value) {
  if (isa<MemRefType>(value.getType()))
    return memref::getMixedSizes(b, loc, value);
  return tensor::getMixedSizes(b, loc, value);
}

SmallVector<Value> revseq::getDimSizes(OpBuilder &b, Location loc,
                                       Value value) {
  return getValueOrCreateConstantIndexOp(b, loc,
                                         getMixedDimSizes(b, loc, value));
}

Value revseq::collapseToFlat(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() == 1)
    return buffer;
  SmallVector<ReassociationIndices> all(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    all.front().push_back(d);
  int64_t flatSize =
      type.hasStaticShape() ? type.getNumElements() : ShapedType::kDynamic;
  return memref::CollapseShapeOp::create(
      b, loc, MemRefType::get({flatSize}, type.getElementType()), buffer, all);
}

Value revseq::extractElement(OpBuilder &b, Location loc, Value shaped,
                             ValueRange indices) {
  if (isa<MemRefType>(shaped.getType()))
    return memref::LoadOp::create(b, loc, shaped, indices);
  return tensor::ExtractOp::create(b, loc, shaped, indices);
}

Value revseq::saturateToI64(OpBuilder &b, Location loc, Value value) {
  Type i64 = b.getI64Type();
  unsigned width = value.getType().getIntOrFloatBitWidth();
  if (width < 64)
    return arith::ExtSIOp::create(b, loc, i64, value);
  if (width == 64)
    return value;
  Type wide = value.getType();
  auto bound = [&](const APInt &v) -> Value {
    return arith::ConstantOp::create(b, loc, wide,
                                     b.getIntegerAttr(wide, v.sext(width)));
  };
  Value lo = bound(APInt::getSignedMinValue(64));
  Value hi = bound(APInt::getSignedMaxValue(64));
  Value clamped = arith::MinSIOp::create(
      b, loc, arith::MaxSIOp::create(b, loc, value, lo), hi);
  return arith::TruncIOp::create(b, loc, i64, clamped);
}

Value revseq::clampLength(OpBuilder &b, Location loc, Value length,
                          Value size) {
  Type i64 = b.getI64Type();
  Value value = saturateToI64(b, loc, length);
  Value zero = arith::ConstantIntOp::create(b, loc, i64, 0);
  Type sizeType = size.getType();
  bool isIndex = sizeType.isIndex();
  Value sizeI64 = isIndex
                      ? b.createOrFold<arith::IndexCastOp>(loc, i64, size)
                      : arith::ExtUIOp::create(b, loc, i64, size).getResult();
  Value clamped = arith::MinSIOp::create(
      b, loc, arith::MaxSIOp::create(b, loc, value, zero), sizeI64);
  if (isIndex)
    return arith::IndexCastOp::create(b, loc, sizeType, clamped);
  return arith::TruncIOp::create(b, loc, sizeType, clamped);
}

Value revseq::mirror(OpBuilder &b, Location loc, Value pos, Value size) {
  Value one =
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(size.getType(), 1));
  Value last = b.createOrFold<arith::SubIOp>(loc, size, one);
  return arith::SubIOp::create(b, loc, last, pos);
}

Value revseq::mirrorBelow(OpBuilder &b, Location loc, Value pos, Value length) {
  Value inside =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, pos, length);
  return arith::SelectOp::create(b, loc, inside, mirror(b, loc, pos, length),
                                 pos);
}

Value revseq::getDestination(OpBuilder &b, Operation *op) {
  if (auto dstOp = dyn_cast<DestinationStyleOpInterface>(op))
    return dstOp.getDpsInits().front();
  Value input = op->getOperand(0);
  return tensor::EmptyOp::create(
      b, op->getLoc(), tensor::getMixedSizes(b, op->getLoc(), input),
      cast<ShapedType>(input.getType()).getElementType());
}

void revseq::buildIfElse(OpBuilder &b, Location loc, Value condition,
                         function_ref<void(OpBuilder &, Location)> thenBody,
                         function_ref<void(OpBuilder &, Location)> elseBody) {
  scf::IfOp::create(
      b, loc, condition,
      [&](OpBuilder &tb, Location tl) {
        thenBody(tb, tl);
        scf::YieldOp::create(tb, tl);
      },
      [&](OpBuilder &eb, Location el) {
        elseBody(eb, el);
        scf::YieldOp::create(eb, el);
      });
}
