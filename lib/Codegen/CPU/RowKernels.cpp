//===- RowKernels.cpp - vectorised row and column-strip kernels -----------===//

#include "RowKernels.h"
#include "KernelUtils.h"

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::revseq;

revseq::StripLoops::StripLoops(OpBuilder &b, Location loc,
                               ArrayRef<Value> sizes, int64_t axis,
                               int64_t stripWidth)
    : rank(sizes.size()), axis(axis) {
  for (int64_t d = 0; d + 1 < rank; ++d) {
    if (d == axis)
      continue;
    outerDims.push_back(d);
    ubs.push_back(sizes[d]);
  }
  ubs.push_back(arith::CeilDivUIOp::create(b, loc, sizes.back(),
                                           constantIndex(b, loc, stripWidth)));
}

SmallVector<Value> revseq::StripLoops::at(ValueRange ivs, Value t,
                                          Value column) const {
  SmallVector<Value> indices(rank);
  for (auto [d, iv] : llvm::zip(outerDims, ivs))
    indices[d] = iv;
  indices[axis] = t;
  indices[rank - 1] = column;
  return indices;
}

void revseq::buildParallelNest(
    OpBuilder &b, Location loc, ArrayRef<Value> ubs,
    function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  if (ubs.empty())
    return body(b, loc, ValueRange{});
  SmallVector<Value> lbs(ubs.size(), constantIndex(b, loc, 0));
  SmallVector<Value> steps(ubs.size(), constantIndex(b, loc, 1));
  scf::ParallelOp::create(b, loc, lbs, ubs, steps, body);
}

//===----------------------------------------------------------------------===//
// RowKernelBuilder
//===----------------------------------------------------------------------===//

RowKernelBuilder::RowKernelBuilder(OpBuilder &b, Location loc, Type elementType,
                                   int64_t vectorLength, Value dstRowOffset,
                                   Value largeOutput)
    : b(b), loc(loc), elementType(elementType), vectorLength(vectorLength),
      dstRowOffset(dstRowOffset), largeOutput(largeOutput) {}

SmallVector<Value> RowKernelBuilder::at(ValueRange row, Value column) {
  SmallVector<Value> indices(row);
  indices.push_back(column);
  return indices;
}

Value RowKernelBuilder::alignedStart(Value from, Value end) {
  if (!dstRowOffset)
    return from;
  Value start = alignedColumn(b, loc, dstRowOffset, from, end, vectorLength);
  if (!largeOutput)
    return start;
  return arith::SelectOp::create(b, loc, largeOutput, start, from);
}

void RowKernelBuilder::store(OpBuilder &sb, Location sl, Value value, Value dst,
                             ValueRange dstRow, Value column) {
  storeVectorOfKind(sb, sl, value, dst, at(dstRow, column),
                    StoreKind{static_cast<bool>(dstRowOffset), largeOutput});
}

void RowKernelBuilder::maskedCopy(Value src, ValueRange srcRow, Value dst,
                                  ValueRange dstRow, Value column,
                                  Value count) {
  Value nonEmpty = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                         count, constantIndex(b, loc, 0));
  scf::IfOp::create(b, loc, nonEmpty, [&](OpBuilder &tb, Location tl) {
    auto type = VectorType::get({vectorLength}, elementType);
    Value mask = createMask(tb, tl, vectorLength, count);
    Value v = loadVector(tb, tl, type, src, at(srcRow, column), mask);
    storeVector(tb, tl, v, dst, at(dstRow, column), mask);
    scf::YieldOp::create(tb, tl);
  });
}

void RowKernelBuilder::copy(Value src, ValueRange srcRow, Value dst,
                            ValueRange dstRow, Value from, Value width) {
  auto type = VectorType::get({vectorLength}, elementType);
  Value start = alignedStart(from, width);
  if (dstRowOffset)
    maskedCopy(src, srcRow, dst, dstRow, from,
               arith::SubIOp::create(b, loc, start, from));
  Value mainEnd = alignedEnd(b, loc, start, width, vectorLength);
  scf::ForOp::create(
      b, loc, start, mainEnd, constantIndex(b, loc, vectorLength), ValueRange{},
      [&](OpBuilder &lb, Location ll, Value j, ValueRange) {
        Value v = vector::LoadOp::create(lb, ll, type, src, at(srcRow, j));
        store(lb, ll, v, dst, dstRow, j);
        scf::YieldOp::create(lb, ll);
      });
  // The last partial vector goes through a mask.
  maskedCopy(src, srcRow, dst, dstRow, mainEnd,
             arith::SubIOp::create(b, loc, width, mainEnd));
}

void RowKernelBuilder::scalarReverse(Value src, ValueRange srcRow, Value dst,
                                     ValueRange dstRow, Value length,
                                     Value from, Value to) {
  Value one = constantIndex(b, loc, 1);
  scf::ForOp::create(
      b, loc, from, to, one, ValueRange{},
      [&](OpBuilder &lb, Location ll, Value k, ValueRange) {
        Value source = arith::SubIOp::create(
            lb, ll, arith::SubIOp::create(lb, ll, length, one), k);
        Value e = memref::LoadOp::create(lb, ll, src, at(srcRow, source));
        memref::StoreOp::create(lb, ll, e, dst, at(dstRow, k));
        scf::YieldOp::create(lb, ll);
      });
}

void RowKernelBuilder::reverse(Value src, ValueRange srcRow, Value dst,
                               ValueRange dstRow, Value length, Value width) {
  auto type = VectorType::get({vectorLength}, elementType);
  Value zero = constantIndex(b, loc, 0);
  Value lanes = constantIndex(b, loc, vectorLength);
  // Full vectors fill dst[start, mainEnd); the scalar loops the rest of
  // [0, length). Everything runs in the order of the source, so that the
  // reads stream forward: dst[mainEnd, length) first, the vectors from the
  // last one down, then dst[0, start).
  Value start = alignedStart(zero, length);
  Value mainEnd = alignedEnd(b, loc, start, length, vectorLength);
  scalarReverse(src, srcRow, dst, dstRow, length, mainEnd, length);
  SmallVector<int64_t> mirroredLanes = reversedLanes(vectorLength);
  // For i = 0, V, 2V, ...: j = mainEnd - V - i and
  // dst[j .. j+V) = reverse(src[length-j-V .. length-j)).
  Value vectorEnd = arith::SubIOp::create(b, loc, mainEnd, start);
  scf::ForOp::create(
      b, loc, zero, vectorEnd, lanes, ValueRange{},
      [&](OpBuilder &lb, Location ll, Value i, ValueRange) {
        Value j = arith::SubIOp::create(
            lb, ll, arith::SubIOp::create(lb, ll, mainEnd, lanes), i);
        Value first = arith::SubIOp::create(
            lb, ll, arith::SubIOp::create(lb, ll, length, j), lanes);
        Value v = vector::LoadOp::create(lb, ll, type, src, at(srcRow, first));
        Value r = vector::ShuffleOp::create(lb, ll, v, v, mirroredLanes);
        store(lb, ll, r, dst, dstRow, j);
        scf::YieldOp::create(lb, ll);
      });
  if (dstRowOffset)
    scalarReverse(src, srcRow, dst, dstRow, length, zero, start);
  copy(src, srcRow, dst, dstRow, length, width);
}

//===----------------------------------------------------------------------===//
// Column strips
//===----------------------------------------------------------------------===//

int64_t revseq::getMaxStagedStripRows(Type elementType, int64_t vectorLength) {
  return std::max(getMaxTransposedStripRows(elementType, vectorLength),
                  getMaxStagedGatherStripRows(elementType, vectorLength));
}

void revseq::buildColumnStripKernel(OpBuilder &b, Location loc, Value src,
                                    Value dst, ArrayRef<Value> sizes,
                                    const ColumnStripKernel &kernel,
                                    int64_t vectorLength) {
  Type elementType = cast<MemRefType>(src.getType()).getElementType();
  int64_t maxRows = getMaxTransposedStripRows(elementType, vectorLength);
  auto transposed = [&](OpBuilder &nb, Location nl) {
    buildTransposedStripKernel(nb, nl, src, dst, sizes, kernel, vectorLength);
  };
  auto gathers = [&](OpBuilder &nb, Location nl) {
    buildGatherStripKernel(nb, nl, src, dst, sizes, kernel, vectorLength);
  };
  if (maxRows <= 0)
    return gathers(b, loc);
  Value rows = sizes[kernel.axis];
  if (std::optional<int64_t> staticRows = getConstantIntValue(rows))
    return *staticRows <= maxRows ? transposed(b, loc) : gathers(b, loc);
  buildIfElse(b, loc,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, rows,
                                    constantIndex(b, loc, maxRows)),
              transposed, gathers);
}
