//===- IndexMath.cpp - index math of the revseq ops -----------------------===//

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

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

revseq::FlatBufferView revseq::getFlatBufferView(OpBuilder &b, Location loc,
                                                 Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  FlatBufferView view;
  if (type.getLayout().isIdentity()) {
    view.flat = type.getRank() == 0 ? buffer : collapseToFlat(b, loc, buffer);
    if (type.getRank() >= 2)
      view.sizes = getDimSizes(b, loc, buffer);
    return view;
  }
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
  view.offset = meta.getOffset();
  view.strides = llvm::to_vector_of<Value>(meta.getStrides());
  Value extent = view.offset;
  for (auto [size, stride] : llvm::zip_equal(meta.getSizes(), view.strides))
    extent = arith::AddIOp::create(b, loc, extent,
                                   arith::MulIOp::create(b, loc, size, stride));
  auto flatType =
      MemRefType::get({ShapedType::kDynamic}, type.getElementType());
  view.flat = memref::ReinterpretCastOp::create(
      b, loc, flatType, meta.getBaseBuffer(), b.getIndexAttr(0),
      ArrayRef<OpFoldResult>{extent},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  return view;
}

Value revseq::getViewRoot(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}

std::variant<bool, Value> revseq::hasAtLeastBytes(OpBuilder &b, Location loc,
                                                  Value output,
                                                  ArrayRef<Value> outputSizes,
                                                  uint64_t threshold) {
  Value sized = getViewRoot(output);
  auto type = dyn_cast<MemRefType>(sized.getType());
  if (!type || !type.getLayout().isIdentity()) {
    sized = output;
    type = cast<MemRefType>(output.getType());
  }
  int64_t elementBytes = type.getElementTypeBitWidth() / 8;
  if (type.hasStaticShape())
    return uint64_t(type.getNumElements() * elementBytes) >= threshold;
  SmallVector<Value> sizes = sized == output ? llvm::to_vector(outputSizes)
                                             : getDimSizes(b, loc, sized);
  Value bytes = arith::ConstantIndexOp::create(b, loc, elementBytes);
  for (Value size : sizes)
    bytes = arith::MulIOp::create(b, loc, bytes, size);
  return arith::CmpIOp::create(
             b, loc, arith::CmpIPredicate::uge, bytes,
             arith::ConstantIndexOp::create(b, loc, threshold))
      .getResult();
}

revseq::ElementAddressing
revseq::getElementAddressing(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
  Value pointer =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  Value bytes =
      arith::ConstantIndexOp::create(b, loc, type.getElementTypeBitWidth() / 8);
  Value base = arith::DivUIOp::create(b, loc, pointer, bytes);
  ElementAddressing addressing;
  addressing.address = arith::AddIOp::create(b, loc, base, meta.getOffset());
  addressing.strides = llvm::to_vector_of<Value>(meta.getStrides());
  return addressing;
}

Value revseq::ElementAddressing::rowAddress(OpBuilder &b, Location loc,
                                            ValueRange row) const {
  Value result = address;
  for (auto [index, stride] : llvm::zip(row, strides))
    result = arith::AddIOp::create(
        b, loc, result, arith::MulIOp::create(b, loc, index, stride));
  return result;
}

Value revseq::alignedColumn(OpBuilder &b, Location loc, Value rowAddress,
                            Value from, Value end, int64_t lanes) {
  Value lanesValue = arith::ConstantIndexOp::create(b, loc, lanes);
  Value misalignment = arith::RemUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, rowAddress, from), lanesValue);
  Value peel = arith::RemUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, lanesValue, misalignment),
      lanesValue);
  return arith::MinUIOp::create(b, loc,
                                arith::AddIOp::create(b, loc, from, peel), end);
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
