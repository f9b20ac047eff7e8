//===- Buffers.cpp - how the kernels address memory -----------------------===//
//
// Flat views of buffers, the roots of views, element addresses and the
// aligned-column peel of non-temporal stores, and the store kind that the
// `nontemporal-bytes` options choose: shared by convert-revseq-to-vector,
// revseq-vectorize-elementwise and convert-parallel-linalg-to-gpu.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/Common/Buffers.h"
#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

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
  return getStridedFlatBufferView(b, loc, buffer);
}

revseq::FlatBufferView
revseq::getStridedFlatBufferView(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  FlatBufferView view;
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

revseq::StoreKind revseq::getStoreKind(OpBuilder &b, Location loc, Value output,
                                       ArrayRef<Value> outputSizes,
                                       uint64_t threshold) {
  if (threshold == 0)
    return {};
  Value sized = getViewRoot(output);
  auto type = dyn_cast<MemRefType>(sized.getType());
  if (!type || !type.getLayout().isIdentity()) {
    sized = output;
    type = cast<MemRefType>(output.getType());
  }
  int64_t elementBytes = type.getElementTypeBitWidth() / 8;
  if (type.hasStaticShape())
    return {uint64_t(type.getNumElements() * elementBytes) >= threshold, {}};
  SmallVector<Value> sizes = sized == output ? llvm::to_vector(outputSizes)
                                             : getDimSizes(b, loc, sized);
  Value bytes = arith::ConstantIndexOp::create(b, loc, elementBytes);
  for (Value size : sizes)
    bytes = arith::MulIOp::create(b, loc, bytes, size);
  Value large =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, bytes,
                            arith::ConstantIndexOp::create(b, loc, threshold));
  return {true, large};
}

void revseq::storeNontemporal(OpBuilder &b, Location loc, Value value,
                              Value base, ValueRange indices) {
  auto type = cast<VectorType>(value.getType());
  int64_t bytes = type.getNumElements() * type.getElementTypeBitWidth() / 8;
  vector::StoreOp::create(b, loc, value, base, indices, /*nontemporal=*/true,
                          llvm::MaybeAlign(bytes));
}

void revseq::storeVectorOfKind(OpBuilder &b, Location loc, Value value,
                               Value base, ValueRange indices,
                               const StoreKind &kind) {
  auto plain = [&](OpBuilder &pb, Location pl) {
    vector::StoreOp::create(pb, pl, value, base, indices);
  };
  if (!kind.nontemporal)
    return plain(b, loc);
  auto streaming = [&](OpBuilder &sb, Location sl) {
    storeNontemporal(sb, sl, value, base, indices);
  };
  if (!kind.largeOutput)
    return streaming(b, loc);
  buildIfElse(b, loc, kind.largeOutput, streaming, plain);
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
