//===- GridStride.cpp - grid-stride launches of the GPU lowerings ---------===//

#include "GridStride.h"

#include "GroupAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::revseq::gpu_detail;

bool revseq::gpu_detail::isKernelElementType(Type type) {
  if (type.isIndex() || type.isF16() || type.isBF16() || type.isF32() ||
      type.isF64())
    return true;
  auto intType = dyn_cast<IntegerType>(type);
  return intType &&
         llvm::is_contained({1u, 8u, 16u, 32u, 64u}, intType.getWidth());
}

Value revseq::gpu_detail::mul(OpBuilder &b, Location loc, Value x, Value y) {
  return arith::MulIOp::create(b, loc, x, y);
}

Value revseq::gpu_detail::toIndex(OpBuilder &b, Location loc, Value value) {
  return castUnsigned(b, loc, value, b.getIndexType());
}

Value revseq::gpu_detail::productOf(OpBuilder &b, Location loc,
                                    ArrayRef<Value> values) {
  Value product = arith::ConstantIndexOp::create(b, loc, 1);
  for (Value v : values)
    product = mul(b, loc, product, v);
  return product;
}

Value revseq::gpu_detail::linearizeRowMajor(OpBuilder &b, Location loc,
                                            ValueRange indices,
                                            ArrayRef<Value> sizes) {
  Value linear = indices.front();
  for (size_t d = 1; d < indices.size(); ++d) {
    Value scaled = mul(b, loc, linear, sizes[d]);
    linear = arith::AddIOp::create(b, loc, scaled, indices[d]);
  }
  return linear;
}

SmallVector<Value> revseq::gpu_detail::rowMajorStrides(OpBuilder &b,
                                                       Location loc,
                                                       ArrayRef<Value> sizes) {
  SmallVector<Value> strides(sizes.size());
  strides.back() = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t d = sizes.size() - 2; d >= 0; --d)
    strides[d] = mul(b, loc, strides[d + 1], sizes[d + 1]);
  return strides;
}

Shape Shape::castTo(OpBuilder &b, Location loc, Type type) const {
  Shape cast;
  for (Value size : sizes)
    cast.sizes.push_back(castUnsigned(b, loc, size, type));
  for (Value stride : strides)
    cast.strides.push_back(castUnsigned(b, loc, stride, type));
  return cast;
}

Value Shape::coordinate(OpBuilder &b, Location loc, Value linear,
                        int64_t d) const {
  Value quotient =
      d + 1 == int64_t(sizes.size())
          ? linear
          : arith::DivUIOp::create(b, loc, linear, strides[d]).getResult();
  // The outermost quotient is below sizes[0] already.
  if (d == 0)
    return quotient;
  return arith::RemUIOp::create(b, loc, quotient, sizes[d]);
}

Value Shape::move(OpBuilder &b, Location loc, Value linear, int64_t d,
                  Value from, Value to) const {
  Value delta = arith::SubIOp::create(b, loc, to, from);
  return arith::AddIOp::create(b, loc, linear, mul(b, loc, delta, strides[d]));
}

void revseq::gpu_detail::launchGridStride(OpBuilder &b, Location loc,
                                          const RevseqGPUOptions &options,
                                          const Shape &shape, Value count,
                                          int64_t elementsPerIndex,
                                          LoopBodyFn body) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value block = arith::ConstantIndexOp::create(b, loc, options.blockSize);
  Value blocks = arith::CeilDivUIOp::create(b, loc, count, block);
  blocks = arith::MaxUIOp::create(b, loc, blocks, one);
  blocks = arith::MinUIOp::create(
      b, loc, blocks,
      arith::ConstantIndexOp::create(b, loc, options.maxBlocks));
  // The stride is computed here rather than from gpu.grid_dim, which ROCDL
  // lowers to a call into the ROCm device library.
  Value step = mul(b, loc, blocks, block);
  auto emit = [&](OpBuilder &hb, Location hl, Type type) {
    Shape typed = shape.castTo(hb, hl, type);
    Value typedCount = castUnsigned(hb, hl, count, type);
    Value typedStep = castUnsigned(hb, hl, step, type);
    auto launchOp =
        gpu::LaunchOp::create(hb, hl, blocks, one, one, block, one, one);
    OpBuilder::InsertionGuard guard(hb);
    hb.setInsertionPointToStart(&launchOp.getBody().front());
    gpu::KernelDim3 blockId = launchOp.getBlockIds();
    gpu::KernelDim3 threadId = launchOp.getThreadIds();
    Value first = arith::AddIOp::create(hb, hl, mul(hb, hl, blockId.x, block),
                                        threadId.x);
    scf::ForOp::create(
        hb, hl, castUnsigned(hb, hl, first, type), typedCount, typedStep,
        ValueRange{}, [&](OpBuilder &lb, Location ll, Value index, ValueRange) {
          body(lb, ll, typed, index);
          scf::YieldOp::create(lb, ll);
        });
    gpu::TerminatorOp::create(hb, hl);
  };
  auto bound = [&] {
    Value end = arith::AddIOp::create(b, loc, count, step);
    if (elementsPerIndex == 1)
      return end;
    Value perIndex = arith::ConstantIndexOp::create(b, loc, elementsPerIndex);
    return mul(b, loc, end, perIndex);
  };
  emitForIndexWidth(b, loc, options.narrowIndex, bound, emit);
}
