//===- GroupAccess.cpp - vector groups of the RevseqToGPU kernels ---------===//

#include "GroupAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

Value gpu_detail::castUnsigned(OpBuilder &b, Location loc, Value value,
                               Type type) {
  Type from = value.getType();
  if (from == type)
    return value;
  if (from.isIndex() || type.isIndex())
    return arith::IndexCastUIOp::create(b, loc, type, value);
  if (from.getIntOrFloatBitWidth() < type.getIntOrFloatBitWidth())
    return arith::ExtUIOp::create(b, loc, type, value);
  return arith::TruncIOp::create(b, loc, type, value);
}

Value gpu_detail::constantOf(OpBuilder &b, Location loc, Type type,
                             int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

void gpu_detail::emitForIndexWidth(
    OpBuilder &b, Location loc, bool narrowIndex, function_ref<Value()> bound,
    function_ref<void(OpBuilder &, Location, Type)> emit) {
  if (!narrowIndex) {
    emit(b, loc, b.getIndexType());
    return;
  }
  // One statement per op: the IR's order must not depend on the order in
  // which a compiler evaluates call arguments.
  Value max32 = arith::ConstantIndexOp::create(b, loc, INT32_MAX);
  Value end = bound();
  Value fits =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end, max32);
  scf::IfOp::create(
      b, loc, fits,
      [&](OpBuilder &tb, Location tl) {
        emit(tb, tl, tb.getI32Type());
        scf::YieldOp::create(tb, tl);
      },
      [&](OpBuilder &eb, Location el) {
        emit(eb, el, eb.getIndexType());
        scf::YieldOp::create(eb, el);
      });
}

llvm::MaybeAlign gpu_detail::elementAlignment(Type type) {
  if (type.isIndex())
    return {};
  unsigned bits = type.getIntOrFloatBitWidth();
  if (bits < 8 || !llvm::isPowerOf2_32(bits))
    return {};
  return llvm::Align(bits / 8);
}

Value gpu_detail::loadElement(OpBuilder &b, Location loc, Value memref,
                              ValueRange indices) {
  Type element = cast<MemRefType>(memref.getType()).getElementType();
  return memref::LoadOp::create(b, loc, memref, indices,
                                /*nontemporal=*/false,
                                elementAlignment(element));
}

void gpu_detail::storeElement(OpBuilder &b, Location loc, Value value,
                              Value memref, ValueRange indices) {
  Type element = cast<MemRefType>(memref.getType()).getElementType();
  memref::StoreOp::create(b, loc, value, memref, indices,
                          /*nontemporal=*/false, elementAlignment(element));
}

int64_t gpu_detail::vectorLanes(Type type, int64_t vectorBytes) {
  if (vectorBytes <= 0 || type.isIndex())
    return 0;
  unsigned bits = std::max(type.getIntOrFloatBitWidth(), 8u);
  if (!llvm::isPowerOf2_32(bits))
    return 0;
  return vectorBytes * 8 / bits;
}

Type gpu_detail::bitsType(Type elementType) {
  if (isa<FloatType>(elementType) && elementType.getIntOrFloatBitWidth() == 16)
    return IntegerType::get(elementType.getContext(), 16);
  return elementType;
}

Value gpu_detail::bitsView(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  Type bits = bitsType(type.getElementType());
  if (bits == type.getElementType())
    return buffer;
  return UnrealizedConversionCastOp::create(b, loc, type.clone(bits), buffer)
      .getResult(0);
}

Value gpu_detail::groupWindowStart(OpBuilder &b, Location loc,
                                   Value firstSource, int64_t lanes,
                                   RowKind rows, Value reversedFlag) {
  if (rows != RowKind::Reversed && rows != RowKind::Dynamic)
    return firstSource;
  Type type = firstSource.getType();
  Value back = constantOf(b, loc, type, lanes - 1);
  if (rows == RowKind::Dynamic) {
    Value flag = castUnsigned(b, loc, reversedFlag, type);
    back = arith::MulIOp::create(b, loc, flag, back);
  }
  return arith::SubIOp::create(b, loc, firstSource, back);
}

Value gpu_detail::orientGroup(OpBuilder &b, Location loc, Value vector,
                              RowKind rows, Value reversedFlag) {
  if (rows != RowKind::Reversed && rows != RowKind::Dynamic &&
      rows != RowKind::Prefix)
    return vector;
  int64_t lanes = cast<VectorType>(vector.getType()).getNumElements();
  SmallVector<int64_t> reversed;
  for (int64_t lane = lanes - 1; lane >= 0; --lane)
    reversed.push_back(lane);
  Value shuffled = vector::ShuffleOp::create(b, loc, vector, vector, reversed);
  if (rows == RowKind::Reversed)
    return shuffled;
  Value isReversed = reversedFlag;
  if (!isReversed.getType().isInteger(1)) {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    isReversed = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                       reversedFlag, zero);
  }
  return arith::SelectOp::create(b, loc, isReversed, shuffled, vector);
}

AlignedWindow gpu_detail::alignWindow(OpBuilder &b, Location loc, Value start,
                                      int64_t lanes) {
  Type type = start.getType();
  Value mask = constantOf(b, loc, type, lanes - 1);
  AlignedWindow window;
  window.shift = arith::AndIOp::create(b, loc, start, mask);
  window.base = arith::SubIOp::create(b, loc, start, window.shift);
  Value zero = constantOf(b, loc, type, 0);
  Value shifted = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                        window.shift, zero);
  Value lanesValue = constantOf(b, loc, type, lanes);
  Value step = arith::SelectOp::create(b, loc, shifted, lanesValue, zero);
  window.next = arith::AddIOp::create(b, loc, window.base, step);
  return window;
}

Value gpu_detail::windowInBounds(OpBuilder &b, Location loc,
                                 const AlignedWindow &window, int64_t lanes,
                                 Value count) {
  Value lanesValue = constantOf(b, loc, count.getType(), lanes);
  Value end = arith::AddIOp::create(b, loc, window.next, lanesValue);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end, count);
}

Value gpu_detail::loadWindow(OpBuilder &b, Location loc, Value input,
                             VectorType type, const AlignedWindow &window,
                             llvm::MaybeAlign align) {
  auto load = [&](Value at) -> Value {
    Value index = castUnsigned(b, loc, at, b.getIndexType());
    return vector::LoadOp::create(b, loc, type, input, ValueRange{index},
                                  /*nontemporal=*/false, align);
  };
  Value low = load(window.base);
  Value high = load(window.next);
  int64_t lanes = type.getNumElements();
  Value result = low;
  for (int64_t shift = 1; shift < lanes; ++shift) {
    SmallVector<int64_t> mask;
    for (int64_t lane = 0; lane < lanes; ++lane)
      mask.push_back(shift + lane);
    Value shifted = vector::ShuffleOp::create(b, loc, low, high, mask);
    Value shiftValue = constantOf(b, loc, window.shift.getType(), shift);
    Value isShift = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                          window.shift, shiftValue);
    result = arith::SelectOp::create(b, loc, isShift, shifted, result);
  }
  return result;
}
