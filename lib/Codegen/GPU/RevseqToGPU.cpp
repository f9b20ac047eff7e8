//===- RevseqToGPU.cpp - lower revseq ops to grid-stride gpu.launch -------===//
//
// Each memref form becomes (after bufferization): the run-time checks and
// the reverse_dynamic flags on the host (the shared RevseqCommon code) and
// one gpu.launch, on the flattened buffers bufferization chose, whose
// threads walk the flattened output with a grid-stride loop. Where the
// buffers live is decided afterwards by revseq-gpu-device-buffers, so a
// chain of kernels keeps its tensors on the device. Thread k
// of the grid writes output elements k, k + grid, ...: consecutive threads
// write consecutive elements of the innermost dimension (coalesced stores),
// any element count works with any grid, and the index math is `index`
// (64 bits on every GPU target), so counts above 2^31 are exact; with
// narrowIndex a second launch computes in i32 (32-bit division is several
// times cheaper), chosen on the host for smaller tensors. The source
// element is found from the output's linear index by adding, for each
// dimension that moves, the change of its coordinate times its stride; the
// clamped-length semantics come from clampLength/mirrorBelow/mirror, so no
// operand value can make a kernel read out of bounds.
//
// This file holds what differs per op (the OpKernels hooks: source index,
// row access, lengths); the kernels themselves are OpKernels.cpp's.
//
//===----------------------------------------------------------------------===//

#include "revseq/Codegen/GPU/RevseqToGPU.h"

#include "OpKernels.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

bool revseq::isGPULowerable(Operation *op) {
  auto dstOp = dyn_cast<DestinationStyleOpInterface>(op);
  if (!dstOp || !dstOp.hasPureBufferSemantics())
    return false;
  // The kernels address the buffers as flat arrays.
  for (Value operand : op->getOperands())
    if (!cast<MemRefType>(operand.getType()).getLayout().isIdentity())
      return false;
  auto input = cast<MemRefType>(op->getOperand(0).getType());
  if (input.getRank() < 1 || !isKernelElementType(input.getElementType()))
    return false;
  // Lengths are read by the kernels; reverse_dynamic axes on the host.
  if (isa<ReverseSequenceIntoOp, ReverseSubsequencesIntoOp>(op))
    return isKernelElementType(
        cast<MemRefType>(op->getOperand(1).getType()).getElementType());
  return true;
}

namespace {

/// One lowering of the memref form `OpTy`: `Kernels` (an OpKernels)
/// writes its destination.
template <typename OpTy, typename Kernels>
struct RevseqGPULowering
    : public RevseqLoweringPattern<OpTy, RevseqGPUOptions> {
  using RevseqLoweringPattern<OpTy, RevseqGPUOptions>::RevseqLoweringPattern;

  /// The in-place forms of the gather layouts too (the others are
  /// InPlaceSwap.cpp's).
  bool accepts(OpTy op) const final {
    return isGPULowerable(op) &&
           (!isInPlaceForm(op) ||
            cast<IndexMapOpInterface>(op.getOperation()).hasLengthPerLane());
  }

  Value lower(OpBuilder &b, OpTy op, Value dest,
              ArrayRef<Value> sizes) const final {
    Kernels(this->options).lower(b, op, dest, sizes);
    return Value();
  }
};

/// A memref form whose input, or whose lengths (of a length op), has a
/// static size-0 dim writes no element: only its run-time checks remain,
/// and no kernel is launched (a kernel over a `memref<0xT>` has no SPIR-V
/// type to take it). The lengths' sizes are the input's but along the
/// sequence axis (the size checks that remain stop the program otherwise),
/// so a size-0 dim of the lengths is one of the input. Before the kernels'
/// patterns.
template <typename OpTy>
struct EmptyOpLowering : public RevseqLoweringPattern<OpTy, RevseqGPUOptions> {
  EmptyOpLowering(MLIRContext *context, const RevseqGPUOptions &options)
      : RevseqLoweringPattern<OpTy, RevseqGPUOptions>(context, options,
                                                      /*benefit=*/2) {}

  bool accepts(OpTy op) const final {
    if (!isGPULowerable(op))
      return false;
    constexpr bool hasLengths = std::is_same_v<OpTy, ReverseSequenceIntoOp> ||
                                std::is_same_v<OpTy, ReverseSubsequencesIntoOp>;
    for (unsigned i = 0, e = hasLengths ? 2 : 1; i < e; ++i)
      if (llvm::is_contained(
              cast<MemRefType>(op->getOperand(i).getType()).getShape(), 0))
        return true;
    return false;
  }

  Value lower(OpBuilder &, OpTy, Value, ArrayRef<Value>) const final {
    return Value();
  }
};

/// The rank of `op`'s input.
static int64_t getRank(Operation *op) {
  return cast<ShapedType>(op->getOperand(0).getType()).getRank();
}

/// Inside a kernel, the length at `index` of the flat `lengths` clamped to
/// [0, `bound`].
static Value loadClampedLength(OpBuilder &b, Location loc, Value lengths,
                               Value index, Value bound) {
  Value length =
      loadElement(b, loc, lengths, ValueRange{toIndex(b, loc, index)});
  return clampLength(b, loc, length, bound);
}

/// The reversed axis of a ReverseSubsequences memref form.
static int64_t getAxis(Operation *op) {
  return cast<ReverseSubsequencesIntoOp>(op).getNormalizedAxis();
}

/// reverse: every reversed axis moves its coordinate to the mirror.
class ReverseKernels : public OpKernels {
public:
  using OpKernels::OpKernels;

protected:
  RowAccess rowAccess(Operation *operation) const override {
    auto op = cast<ReverseIntoOp>(operation);
    int64_t last = getRank(op) - 1;
    return llvm::is_contained(op.getNormalizedAxes(), last)
               ? RowAccess::Reversed
               : RowAccess::Same;
  }

  Value sourceIndex(OpBuilder &b, Location loc, Operation *op,
                    const Shape &shape, ArrayRef<Value>,
                    Value linear) const override {
    Value source = linear;
    for (int64_t d : cast<ReverseIntoOp>(op).getNormalizedAxes()) {
      Value coordinate = shape.coordinate(b, loc, linear, d);
      source = shape.move(b, loc, source, d, coordinate,
                          mirror(b, loc, coordinate, shape.sizes[d]));
    }
    return source;
  }
};

/// reverse_dynamic: the axes as 0/1 flags computed on the host.
class ReverseDynamicKernels : public OpKernels {
public:
  using OpKernels::OpKernels;

protected:
  /// Rows always move as a whole; the innermost flag says whether they are
  /// reversed.
  RowAccess rowAccess(Operation *) const override { return RowAccess::Dynamic; }
  Value rowReversed(ArrayRef<Value> flags) const override {
    return flags.back();
  }

  SmallVector<Value> prepare(OpBuilder &b, Operation *operation,
                             const Shape &) const override {
    auto op = cast<ReverseDynamicIntoOp>(operation);
    // One 0/1 index per dim, computed on the host: the kernel multiplies
    // the move of each coordinate by it instead of branching.
    SmallVector<Value> flags;
    for (Value flag : computeReverseFlags(b, op.getLoc(), getRank(op),
                                          op.getMode(), op.getAxes(), options))
      flags.push_back(
          arith::IndexCastUIOp::create(b, op.getLoc(), b.getIndexType(), flag));
    return flags;
  }

  Value sourceIndex(OpBuilder &b, Location loc, Operation *, const Shape &shape,
                    ArrayRef<Value> flags, Value linear) const override {
    Value source = linear;
    for (auto [d, flag] : llvm::enumerate(flags)) {
      Value coordinate = shape.coordinate(b, loc, linear, d);
      Value mirrored = mirror(b, loc, coordinate, shape.sizes[d]);
      Value delta = arith::SubIOp::create(b, loc, mirrored, coordinate);
      Value typedFlag = castUnsigned(b, loc, flag, delta.getType());
      source = arith::AddIOp::create(
          b, loc, source,
          mul(b, loc, mul(b, loc, delta, typedFlag), shape.strides[d]));
    }
    return source;
  }
};

/// reverse_sequence: the first L elements along the sequence axis, L the
/// batch's clamped length.
class ReverseSequenceKernels : public OpKernels {
public:
  using OpKernels::OpKernels;

protected:
  /// A row has one length and moves as a whole unless it is the batch or
  /// the sequence axis; along the sequence axis its first L elements are
  /// reversed.
  RowAccess rowAccess(Operation *operation) const override {
    auto op = cast<ReverseSequenceIntoOp>(operation);
    int64_t last = getRank(op) - 1;
    if (op.getNormalizedBatchAxis() == last)
      return RowAccess::None;
    return op.getNormalizedSeqAxis() == last ? RowAccess::Prefix
                                             : RowAccess::Same;
  }

  SmallVector<Value> prepare(OpBuilder &b, Operation *op,
                             const Shape &) const override {
    return {cast<ReverseSequenceIntoOp>(op).getLengths()};
  }

  /// With the batch axis innermost, a column's batch is its coordinate in
  /// the innermost dimension.
  std::optional<int64_t> gatherAxis(Operation *operation) const override {
    auto op = cast<ReverseSequenceIntoOp>(operation);
    if (op.getNormalizedBatchAxis() != getRank(op) - 1)
      return std::nullopt;
    return op.getNormalizedSeqAxis();
  }
  Value columnLength(OpBuilder &b, Location loc, const Shape &shape,
                     ArrayRef<Value> extra, const GatherDims &dims, Value,
                     Value column) const override {
    Value width = castUnsigned(b, loc, shape.sizes.back(), column.getType());
    Value batch = arith::RemUIOp::create(b, loc, column, width);
    return loadClampedLength(b, loc, extra[0], batch, dims.rows);
  }

  /// The clamped length of the batch of the element at `linear`.
  Value rowLength(OpBuilder &b, Location loc, Operation *operation,
                  const Shape &shape, ArrayRef<Value> extra,
                  Value linear) const override {
    auto op = cast<ReverseSequenceIntoOp>(operation);
    Value batch = shape.coordinate(b, loc, linear, op.getNormalizedBatchAxis());
    return loadClampedLength(b, loc, extra[0], batch,
                             shape.sizes[op.getNormalizedSeqAxis()]);
  }

  Value sourceIndex(OpBuilder &b, Location loc, Operation *op,
                    const Shape &shape, ArrayRef<Value> extra,
                    Value linear) const override {
    int64_t seqAxis = cast<ReverseSequenceIntoOp>(op).getNormalizedSeqAxis();
    Value length = rowLength(b, loc, op, shape, extra, linear);
    Value t = shape.coordinate(b, loc, linear, seqAxis);
    return shape.move(b, loc, linear, seqAxis, t,
                      mirrorBelow(b, loc, t, length));
  }
};

/// reverse_subsequences: the first L elements along the axis, L read from
/// the lengths at the element's index with the axis dropped.
class ReverseSubsequencesKernels : public OpKernels {
public:
  using OpKernels::OpKernels;

protected:
  /// Along the innermost axis a row has one length and its first L
  /// elements are reversed; along another axis the lengths vary within a
  /// row (scalar only).
  RowAccess rowAccess(Operation *op) const override {
    return getAxis(op) == getRank(op) - 1 ? RowAccess::Prefix : RowAccess::None;
  }

  SmallVector<Value> prepare(OpBuilder &b, Operation *op,
                             const Shape &) const override {
    Value lengths = cast<ReverseSubsequencesIntoOp>(op).getLengths();
    return {collapseToFlat(b, op->getLoc(), lengths)};
  }

  /// Along an outer axis, the lengths tensor is [outer, 1, columns].
  std::optional<int64_t> gatherAxis(Operation *op) const override {
    if (getAxis(op) == getRank(op) - 1)
      return std::nullopt;
    return getAxis(op);
  }
  Value columnLength(OpBuilder &b, Location loc, const Shape &,
                     ArrayRef<Value> extra, const GatherDims &dims, Value outer,
                     Value column) const override {
    Value index =
        arith::AddIOp::create(b, loc, mul(b, loc, outer, dims.columns), column);
    return loadClampedLength(b, loc, extra[0], index, dims.rows);
  }

  /// The clamped length of the element at `linear`. The lengths tensor is
  /// the input with the axis shrunk to 1 (checked on the host): its linear
  /// index drops the axis coordinate.
  Value rowLength(OpBuilder &b, Location loc, Operation *op, const Shape &shape,
                  ArrayRef<Value> extra, Value linear) const override {
    int64_t axis = getAxis(op);
    Value stride = shape.strides[axis];
    Value outer = arith::DivUIOp::create(
        b, loc, linear, mul(b, loc, stride, shape.sizes[axis]));
    Value inner = arith::RemUIOp::create(b, loc, linear, stride);
    Value lengthIndex =
        arith::AddIOp::create(b, loc, mul(b, loc, outer, stride), inner);
    return loadClampedLength(b, loc, extra[0], lengthIndex, shape.sizes[axis]);
  }

  Value sourceIndex(OpBuilder &b, Location loc, Operation *op,
                    const Shape &shape, ArrayRef<Value> extra,
                    Value linear) const override {
    int64_t axis = getAxis(op);
    Value length = rowLength(b, loc, op, shape, extra, linear);
    Value t = shape.coordinate(b, loc, linear, axis);
    return shape.move(b, loc, linear, axis, t, mirrorBelow(b, loc, t, length));
  }
};

} // namespace

void revseq::populateRevseqToGPUPatterns(RewritePatternSet &patterns,
                                         const RevseqGPUOptions &options) {
  patterns.add<EmptyOpLowering<ReverseIntoOp>,
               EmptyOpLowering<ReverseSequenceIntoOp>,
               EmptyOpLowering<ReverseSubsequencesIntoOp>,
               EmptyOpLowering<ReverseDynamicIntoOp>>(patterns.getContext(),
                                                      options);
  patterns.add<
      RevseqGPULowering<ReverseIntoOp, ReverseKernels>,
      RevseqGPULowering<ReverseSequenceIntoOp, ReverseSequenceKernels>,
      RevseqGPULowering<ReverseSubsequencesIntoOp, ReverseSubsequencesKernels>,
      RevseqGPULowering<ReverseDynamicIntoOp, ReverseDynamicKernels>>(
      patterns.getContext(), options);
  populateRevseqInPlaceToGPUPatterns(patterns, options);
}

void revseq::configureRevseqToGPUTarget(ConversionTarget &target) {
  target.addDynamicallyLegalDialect<RevseqDialect>(
      [](Operation *op) { return !isGPULowerable(op); });
}
