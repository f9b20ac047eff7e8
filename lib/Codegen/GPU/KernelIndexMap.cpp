//===- KernelIndexMap.cpp - an op's index map inside the GPU kernels ------===//
//
// See KernelIndexMap.h. The kernel math is the type of the shape's sizes
// (`index`, or i32 with narrow-index); the index into the lengths is derived
// from the results of `lengthsMap`, each a dim of the output or the
// constant 0.
//
//===----------------------------------------------------------------------===//

#include "KernelIndexMap.h"

#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

bool gpu_detail::isKernelIndexMap(const ReverseIndexMap &map) {
  if (map.kind != ReverseIndexMap::Kind::Prefix)
    return true;
  return llvm::all_of(map.lengthsMap.getResults(), [&](AffineExpr expr) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      return static_cast<int64_t>(dim.getPosition()) != map.seqAxis;
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    return constant && constant.getValue() == 0;
  });
}

/// Whether result r of `lengthsMap` is dim r or the constant 0 for every r:
/// the lengths are the output with the constant results' dims shrunk to 1.
static bool isIdentityWithZeros(AffineMap lengthsMap) {
  if (lengthsMap.getNumResults() != lengthsMap.getNumDims())
    return false;
  for (auto [r, expr] : llvm::enumerate(lengthsMap.getResults())) {
    auto dim = dyn_cast<AffineDimExpr>(expr);
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (dim ? dim.getPosition() != r : !constant || constant.getValue() != 0)
      return false;
  }
  return true;
}

/// `linear` with coordinate `d` dropped: the index of the same element in
/// `shape` with dim `d` shrunk to 1 (the strides of the dims after `d`
/// stay).
static Value dropCoordinate(OpBuilder &b, Location loc, const Shape &shape,
                            Value linear, int64_t d) {
  Value stride = shape.strides[d];
  Value extent = mul(b, loc, stride, shape.sizes[d]);
  Value outer = arith::DivUIOp::create(b, loc, linear, extent);
  Value inner = arith::RemUIOp::create(b, loc, linear, stride);
  Value scaled = mul(b, loc, outer, stride);
  return arith::AddIOp::create(b, loc, scaled, inner);
}

/// The row-major index into lengths shaped as `lengthsMap`'s results, from
/// the coordinates of the output dims they name (linearizeRowMajor over the
/// dim results; a constant result has coordinate 0 and size 1).
static Value linearizeResults(OpBuilder &b, Location loc, AffineMap lengthsMap,
                              Type type,
                              function_ref<Value(int64_t)> coordinate,
                              function_ref<Value(int64_t)> size) {
  SmallVector<Value> coordinates, sizes;
  for (AffineExpr expr : lengthsMap.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      coordinates.push_back(coordinate(dim.getPosition()));
      // linearizeRowMajor reads no size of the outermost dim.
      sizes.push_back(coordinates.size() == 1 ? Value()
                                              : size(dim.getPosition()));
    }
  }
  if (coordinates.empty())
    return constantOf(b, loc, type, 0);
  return linearizeRowMajor(b, loc, coordinates, sizes);
}

/// Inside a kernel: coordinate `d` of the element at `index` (of the
/// kernel's type), its row-major index among the dims up to `last` of a
/// slice of `shape` (host values) that holds dim `d`.
static Value rangeCoordinate(OpBuilder &b, Location loc, const Shape &shape,
                             Value index, int64_t last, int64_t d) {
  Type type = index.getType();
  Value quotient = index;
  if (d < last) {
    Value stride = castUnsigned(b, loc, shape.strides[d], type);
    if (last + 1 < static_cast<int64_t>(shape.sizes.size())) {
      Value lastStride = castUnsigned(b, loc, shape.strides[last], type);
      stride = arith::DivUIOp::create(b, loc, stride, lastStride);
    }
    quotient = arith::DivUIOp::create(b, loc, index, stride);
  }
  Value size = castUnsigned(b, loc, shape.sizes[d], type);
  return arith::RemUIOp::create(b, loc, quotient, size);
}

/// Inside a kernel, the length at `index` of the flat `lengths` clamped to
/// [0, `bound`].
static Value loadClampedLength(OpBuilder &b, Location loc, Value lengths,
                               Value index, Value bound) {
  Value length =
      loadElement(b, loc, lengths, ValueRange{toIndex(b, loc, index)});
  return clampLength(b, loc, length, bound);
}

void KernelIndexMap::prepare(OpBuilder &b, Location loc,
                             const RevseqLoweringOptions &options) {
  switch (map.kind) {
  case ReverseIndexMap::Kind::Axes:
    return;
  case ReverseIndexMap::Kind::DynamicAxes:
    for (Value flag : emitIndexMapInvariants(b, loc, map, rank, options))
      flags.push_back(
          arith::IndexCastUIOp::create(b, loc, b.getIndexType(), flag));
    return;
  case ReverseIndexMap::Kind::Prefix:
    lengths = collapseToFlat(b, loc, map.lengths);
    return;
  }
}

std::optional<int64_t> KernelIndexMap::getGatherAxis() const {
  if (plan.kind != RowKind::Gather)
    return std::nullopt;
  return plan.axis;
}

Value KernelIndexMap::rowReversed() const {
  return flags.empty() ? Value() : flags.back();
}

Value KernelIndexMap::sourceIndex(OpBuilder &b, Location loc,
                                  const Shape &shape, Value linear) const {
  Value source = linear;
  switch (map.kind) {
  case ReverseIndexMap::Kind::Axes:
    for (int64_t d : map.axes) {
      Value coordinate = shape.coordinate(b, loc, linear, d);
      Value mirrored = mirror(b, loc, coordinate, shape.sizes[d]);
      source = shape.move(b, loc, source, d, coordinate, mirrored);
    }
    return source;
  case ReverseIndexMap::Kind::DynamicAxes:
    for (auto [d, flag] : llvm::enumerate(flags)) {
      Value coordinate = shape.coordinate(b, loc, linear, d);
      Value mirrored = mirror(b, loc, coordinate, shape.sizes[d]);
      Value delta = arith::SubIOp::create(b, loc, mirrored, coordinate);
      Value typedFlag = castUnsigned(b, loc, flag, delta.getType());
      Value move = mul(b, loc, delta, typedFlag);
      Value offset = mul(b, loc, move, shape.strides[d]);
      source = arith::AddIOp::create(b, loc, source, offset);
    }
    return source;
  case ReverseIndexMap::Kind::Prefix: {
    Value length = rowLength(b, loc, shape, linear);
    Value t = shape.coordinate(b, loc, linear, map.seqAxis);
    Value mirrored = mirrorBelow(b, loc, t, length);
    return shape.move(b, loc, linear, map.seqAxis, t, mirrored);
  }
  }
  llvm_unreachable("unknown index map kind");
}

Value KernelIndexMap::rowLength(OpBuilder &b, Location loc, const Shape &shape,
                                Value linear) const {
  Value index = lengthsIndex(b, loc, shape, linear);
  return loadClampedLength(b, loc, lengths, index, shape.sizes[map.seqAxis]);
}

Value KernelIndexMap::columnLength(OpBuilder &b, Location loc,
                                   const Shape &shape, const GatherDims &dims,
                                   Value outer, Value column) const {
  Value index =
      columnLengthsIndex(b, loc, shape, plan.axis, dims, outer, column);
  return loadClampedLength(b, loc, lengths, index, dims.rows);
}

Value KernelIndexMap::lengthsIndex(OpBuilder &b, Location loc,
                                   const Shape &shape, Value linear) const {
  if (isIdentityWithZeros(map.lengthsMap)) {
    // Outer to inner: dropping a dim keeps the strides of the dims after it.
    Value index = linear;
    for (auto [d, expr] : llvm::enumerate(map.lengthsMap.getResults()))
      if (isa<AffineConstantExpr>(expr))
        index = dropCoordinate(b, loc, shape, index, d);
    return index;
  }
  auto coordinate = [&](int64_t d) {
    return shape.coordinate(b, loc, linear, d);
  };
  auto size = [&](int64_t d) { return shape.sizes[d]; };
  return linearizeResults(b, loc, map.lengthsMap, linear.getType(), coordinate,
                          size);
}

Value KernelIndexMap::columnLengthsIndex(OpBuilder &b, Location loc,
                                         const Shape &shape, int64_t axis,
                                         const GatherDims &dims, Value outer,
                                         Value column) const {
  // The lengths are the output with `axis` shrunk to 1: one length per
  // (outer, column).
  ArrayRef<AffineExpr> results = map.lengthsMap.getResults();
  if (isIdentityWithZeros(map.lengthsMap) &&
      llvm::count_if(results, llvm::IsaPred<AffineConstantExpr>) == 1 &&
      isa<AffineConstantExpr>(results[axis])) {
    Value scaled = mul(b, loc, outer, dims.columns);
    return arith::AddIOp::create(b, loc, scaled, column);
  }
  // Otherwise each dim's coordinate from the outer slice (the dims before
  // the axis) or the column (the dims after it).
  auto coordinate = [&](int64_t d) {
    if (d < axis)
      return rangeCoordinate(b, loc, shape, outer, axis - 1, d);
    return rangeCoordinate(b, loc, shape, column, rank - 1, d);
  };
  Type type = column.getType();
  auto size = [&](int64_t d) {
    return castUnsigned(b, loc, shape.sizes[d], type);
  };
  return linearizeResults(b, loc, map.lengthsMap, type, coordinate, size);
}
