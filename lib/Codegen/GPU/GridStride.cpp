//===- GridStride.cpp - grid-stride launches of the GPU lowerings ---------===//

#include "GridStride.h"

#include "GroupAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
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

Value Shape::setRowMajor(OpBuilder &b, Location loc, ArrayRef<Value> dims) {
  // Suffix products of (1, sizes...): the element count, then the strides.
  SmallVector<OpFoldResult> factors = {b.getIndexAttr(1)};
  llvm::append_range(factors, getAsOpFoldResult(dims));
  SmallVector<OpFoldResult> products =
      memref::computeSuffixProductIRBlock(loc, b, factors);
  sizes = SmallVector<Value>(dims);
  strides =
      getValueOrCreateConstantIndexOp(b, loc, ArrayRef(products).drop_front());
  return getValueOrCreateConstantIndexOp(b, loc, products.front());
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

namespace {
/// Where a thread's unrolled steps end and how far each one moves.
struct UnrolledSteps {
  /// The unrolled loop runs while its first index is below `end`, where
  /// all `unroll` of its indices are below the count.
  Value end;
  /// unroll * the grid stride.
  Value step;
};
} // namespace

/// The bounds of the unrolled loop over [0, count) with grid stride `step`
/// (`unroll` > 1), on the host: end = count - (unroll - 1) * step, or 0
/// where that is negative.
static UnrolledSteps getUnrolledSteps(OpBuilder &b, Location loc, Value count,
                                      Value step, int64_t unroll) {
  Type type = count.getType();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(b, loc, type,
                                     b.getIntegerAttr(type, value));
  };
  Value span = mul(b, loc, step, constant(unroll - 1));
  Value fits =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, count, span);
  Value rest = arith::SubIOp::create(b, loc, count, span);
  Value end = arith::SelectOp::create(b, loc, fits, rest, constant(0));
  return {end, mul(b, loc, step, constant(unroll))};
}

/// The thread's unrolled loop from `first`: `unroll` indices a grid stride
/// `step` apart per iteration. Returns the first index it did not take.
static Value emitUnrolledLoop(OpBuilder &b, Location loc, Value first,
                              const UnrolledSteps &steps, Value step,
                              int64_t unroll, StridedBodyFn body) {
  auto loop = scf::ForOp::create(
      b, loc, first, steps.end, steps.step, ValueRange{first},
      [&](OpBuilder &lb, Location ll, Value index, ValueRange) {
        SmallVector<Value> indices = {index};
        for (int64_t i = 1; i < unroll; ++i)
          indices.push_back(
              arith::AddIOp::create(lb, ll, indices.back(), step));
        body(lb, ll, indices);
        Value next = arith::AddIOp::create(lb, ll, index, steps.step);
        scf::YieldOp::create(lb, ll, next);
      });
  return loop.getResult(0);
}

/// The loop over the indices left from `first` one at a time.
static void emitRemainderLoop(OpBuilder &b, Location loc, Value first,
                              Value end, Value step, StridedBodyFn body) {
  scf::ForOp::create(b, loc, first, end, step, ValueRange{},
                     [&](OpBuilder &lb, Location ll, Value index, ValueRange) {
                       body(lb, ll, index);
                       scf::YieldOp::create(lb, ll);
                     });
}

void revseq::gpu_detail::emitStridedLoop(OpBuilder &b, Location loc,
                                         Value first, Value end, Value step,
                                         int64_t unroll, StridedBodyFn body) {
  if (unroll > 1) {
    UnrolledSteps steps = getUnrolledSteps(b, loc, end, step, unroll);
    first = emitUnrolledLoop(b, loc, first, steps, step, unroll, body);
  }
  emitRemainderLoop(b, loc, first, end, step, body);
}

/// The launch of a grid-stride loop over [0, count) whose threads each take
/// `unroll` indices one grid stride apart per step (`body` gets them in
/// order), then the indices left one at a time.
static void launchStrided(OpBuilder &b, Location loc,
                          const revseq::RevseqGPUOptions &options,
                          const Shape &shape, Value count,
                          int64_t elementsPerIndex, int64_t unroll,
                          UnrolledBodyFn body) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value block = arith::ConstantIndexOp::create(b, loc, options.blockSize);
  Value perBlock =
      unroll == 1
          ? block
          : arith::ConstantIndexOp::create(b, loc, options.blockSize * unroll)
                .getResult();
  Value blocks = arith::CeilDivUIOp::create(b, loc, count, perBlock);
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
    std::optional<UnrolledSteps> steps;
    if (unroll > 1)
      steps = getUnrolledSteps(hb, hl, typedCount, typedStep, unroll);
    auto launchOp =
        gpu::LaunchOp::create(hb, hl, blocks, one, one, block, one, one);
    OpBuilder::InsertionGuard guard(hb);
    hb.setInsertionPointToStart(&launchOp.getBody().front());
    gpu::KernelDim3 blockId = launchOp.getBlockIds();
    gpu::KernelDim3 threadId = launchOp.getThreadIds();
    Value first = arith::AddIOp::create(hb, hl, mul(hb, hl, blockId.x, block),
                                        threadId.x);
    first = castUnsigned(hb, hl, first, type);
    auto typedBody = [&](OpBuilder &lb, Location ll, ValueRange indices) {
      body(lb, ll, typed, indices);
    };
    if (steps)
      first =
          emitUnrolledLoop(hb, hl, first, *steps, typedStep, unroll, typedBody);
    emitRemainderLoop(hb, hl, first, typedCount, typedStep, typedBody);
    gpu::TerminatorOp::create(hb, hl);
  };
  // Every index the loops reach is below count + unroll * step.
  auto bound = [&] {
    Value reach = step;
    if (unroll > 1)
      reach =
          mul(b, loc, reach, arith::ConstantIndexOp::create(b, loc, unroll));
    Value end = arith::AddIOp::create(b, loc, count, reach);
    if (elementsPerIndex == 1)
      return end;
    Value perIndex = arith::ConstantIndexOp::create(b, loc, elementsPerIndex);
    return mul(b, loc, end, perIndex);
  };
  emitForIndexWidth(b, loc, options.narrowIndex, bound, emit);
}

void revseq::gpu_detail::launchGridStride(OpBuilder &b, Location loc,
                                          const RevseqGPUOptions &options,
                                          const Shape &shape, Value count,
                                          int64_t elementsPerIndex,
                                          LoopBodyFn body) {
  launchStrided(b, loc, options, shape, count, elementsPerIndex,
                /*unroll=*/1,
                [&](OpBuilder &lb, Location ll, const Shape &typed,
                    ValueRange indices) { body(lb, ll, typed, indices[0]); });
}

void revseq::gpu_detail::launchUnrolledGridStride(
    OpBuilder &b, Location loc, const RevseqGPUOptions &options,
    const Shape &shape, Value count, int64_t unroll, UnrolledBodyFn body) {
  launchStrided(b, loc, options, shape, count, /*elementsPerIndex=*/1, unroll,
                body);
}
