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
//===----------------------------------------------------------------------===//

#include "revseq/Conversion/RevseqToGPU/RevseqToGPU.h"

#include "GatherTiles.h"
#include "GridStride.h"
#include "GroupAccess.h"

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

/// Base of the four lowerings, on the memref forms: flattens the input and
/// the destination and launches, by layout, the tile kernel, the scalar
/// kernel or the vector one, which write the destination in place.
template <typename OpTy>
struct RevseqGPULowering
    : public RevseqLoweringPattern<OpTy, RevseqGPUOptions> {
  using Base = RevseqLoweringPattern<OpTy, RevseqGPUOptions>;
  using Base::options;

  RevseqGPULowering(MLIRContext *context, const RevseqGPUOptions &options)
      : Base(context, options) {}

  bool accepts(OpTy op) const final {
    return isGPULowerable(op) && !isInPlaceForm(op);
  }

  Value lower(OpBuilder &rewriter, OpTy op, Value dest,
              ArrayRef<Value> sizes) const final {
    auto type = cast<MemRefType>(dest.getType());
    Location loc = op.getLoc();
    Shape shape;
    Value count = shape.setRowMajor(rewriter, loc, sizes);
    Value input = collapseToFlat(rewriter, loc, op.getInput());
    Value output = collapseToFlat(rewriter, loc, dest);
    SmallVector<Value> extra = prepare(rewriter, op, shape);

    auto source = [&](OpBuilder &b, Location l, const Shape &s, Value linear) {
      return sourceIndex(b, l, op, s, extra, linear);
    };
    auto length = [&](OpBuilder &b, Location l, const Shape &s, Value linear) {
      return rowLength(b, l, op, s, extra, linear);
    };
    RowAccess access = rowAccess(op);
    int64_t lanes = vectorLanes(type.getElementType());
    int64_t tileRows =
        getGatherTileRows(type.getElementType(), options.gatherTileBytes);
    std::optional<int64_t> axis = gatherAxis(op);
    if (axis && tileRows > 0) {
      launchTiles(rewriter, loc, op, shape, *axis, tileRows, extra, input,
                  output);
    } else if (access == RowAccess::None || lanes < 2) {
      launch(rewriter, loc, shape, count, input, output, source);
    } else if (access == RowAccess::Prefix) {
      // Reversed groups start anywhere: always the two-load windows.
      launchVector(rewriter, loc, shape, count, lanes, access, Value(),
                   /*aligned=*/false, input, output, source, length);
    } else {
      // 16-byte accesses. When the innermost size is a multiple of the lane
      // count (decided at run time unless static), each group of lanes lies
      // in one row and reads one aligned group of the input; otherwise the
      // groups that lie in one row read their window with two aligned
      // loads and the others (one per row end) move element by element.
      Value lanesValue = arith::ConstantIndexOp::create(rewriter, loc, lanes);
      Value rem =
          arith::RemUIOp::create(rewriter, loc, shape.sizes.back(), lanesValue);
      Value divisible = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, rem,
          arith::ConstantIndexOp::create(rewriter, loc, 0));
      scf::IfOp::create(
          rewriter, loc, divisible,
          [&](OpBuilder &b, Location l) {
            launchVector(b, l, shape, count, lanes, access, rowReversed(extra),
                         /*aligned=*/true, input, output, source);
            scf::YieldOp::create(b, l);
          },
          [&](OpBuilder &b, Location l) {
            launchVector(b, l, shape, count, lanes, access, rowReversed(extra),
                         /*aligned=*/false, input, output, source);
            scf::YieldOp::create(b, l);
          });
    }
    return Value();
  }

protected:
  /// Host-side work before the launch (flattening lengths, reading axes):
  /// returns the values the kernel needs besides the shape.
  virtual SmallVector<Value> prepare(OpBuilder &b, OpTy op,
                                     const Shape &shape) const {
    return {};
  }

  /// Kernel-side source index of the output element at `linear`; `extra`
  /// is what prepare() returned.
  virtual Value sourceIndex(OpBuilder &b, Location loc, OpTy op,
                            const Shape &shape, ArrayRef<Value> extra,
                            Value linear) const = 0;

  /// How the op maps a row (the innermost dimension) of the output to the
  /// input (see RowAccess in GroupAccess.h); `None`: the scalar kernel
  /// only.
  virtual RowAccess rowAccess(OpTy op) const { return RowAccess::None; }

  /// For `RowAccess::Dynamic`: the 0/1 index, among prepare()'s values,
  /// that says whether rows are reversed.
  virtual Value rowReversed(ArrayRef<Value> extra) const { return {}; }

  /// For `RowAccess::Prefix`: the clamped length of the row that holds the
  /// output element at `linear`, in the type of `shape`'s sizes.
  virtual Value rowLength(OpBuilder &b, Location loc, OpTy op,
                          const Shape &shape, ArrayRef<Value> extra,
                          Value linear) const {
    return {};
  }

  /// For the gather layouts (lanes of a row read rows of different
  /// lengths): the sequence axis, whose tile kernel stages the sources in
  /// workgroup memory (see GatherTiles.h).
  virtual std::optional<int64_t> gatherAxis(OpTy op) const {
    return std::nullopt;
  }

  /// For gatherAxis: inside the tile kernel, the clamped length of column
  /// `column` of outer slice `outer` (values of the type of `dims`).
  virtual Value columnLength(OpBuilder &b, Location loc, const Shape &shape,
                             ArrayRef<Value> extra, const GatherDims &dims,
                             Value outer, Value column) const {
    return {};
  }

  /// The launches of the tile kernel (GatherTiles.h) with the tensor seen
  /// as [sizes before `axis`, the axis, sizes after it].
  void launchTiles(OpBuilder &b, Location loc, OpTy op, const Shape &shape,
                   int64_t axis, int64_t tileRows, ArrayRef<Value> extra,
                   Value input, Value output) const {
    GatherDims dims;
    dims.outer = productOf(b, loc, ArrayRef(shape.sizes).take_front(axis));
    dims.rows = shape.sizes[axis];
    dims.columns = shape.strides[axis];
    GatherTileConfig config{options.blockSize, options.maxBlocks,
                            options.narrowIndex, options.gatherTileBytes};
    auto length = [&](OpBuilder &kb, Location kl, const GatherDims &typed,
                      Value outer, Value column) {
      return columnLength(kb, kl, shape, extra, typed, outer, column);
    };
    launchGatherTiles(b, loc, config, tileRows, dims, input, output, length);
  }

  /// Elements per 16-byte access (`options.vectorBytes`) of `elementType`,
  /// 0 when vector accesses do not apply (index, whose memory size is not
  /// the same everywhere, or vectors disabled). An i1 is one byte in memory
  /// (see byteView).
  int64_t vectorLanes(Type elementType) const {
    if (options.vectorBytes <= 0 || elementType.isIndex())
      return 0;
    unsigned bits = std::max(elementType.getIntOrFloatBitWidth(), 8u);
    if (!llvm::isPowerOf2_32(bits))
      return 0;
    return options.vectorBytes * 8 / bits;
  }

  /// The vector form of `launch`: each thread moves groups of `lanes`
  /// output elements with one aligned vector store. The source of the
  /// group's first element gives the group's window in the input (see
  /// groupWindowStart and orientGroup). With `aligned` (the innermost size
  /// is a multiple of `lanes`) the window is one aligned vector load;
  /// otherwise there are ceil(count / lanes) groups, a group that lies in
  /// one row loads its window with two aligned loads (loadWindow) and a
  /// group that crosses a row end, or whose second load would pass the end
  /// of the input, moves element by element.
  void launchVector(OpBuilder &b, Location loc, const Shape &shape, Value count,
                    int64_t lanes, RowAccess access, Value reversedFlag,
                    bool aligned, Value input, Value output,
                    SourceIndexFn sourceIndex,
                    SourceIndexFn rowLength = nullptr) const {
    Value lanesValue = arith::ConstantIndexOp::create(b, loc, lanes);
    Value groups =
        aligned
            ? arith::DivUIOp::create(b, loc, count, lanesValue).getResult()
            : arith::CeilDivUIOp::create(b, loc, count, lanesValue).getResult();
    auto elementType =
        cast<MemRefType>(byteType(input.getType())).getElementType();
    auto vectorType = VectorType::get({lanes}, elementType);
    llvm::MaybeAlign align(options.vectorBytes);
    auto body = [&](OpBuilder &lb, Location ll, const Shape &typed,
                    Value group) {
      Value in = byteView(lb, ll, input);
      Value out = byteView(lb, ll, output);
      Type type = group.getType();
      Value linear = mul(lb, ll, group, constantOf(lb, ll, type, lanes));
      Value start, flag = reversedFlag, prefixWhole;
      if (access == RowAccess::Prefix) {
        PrefixGroup prefix = getPrefixGroup(lb, ll, typed, linear, lanes,
                                            rowLength(lb, ll, typed, linear));
        start = prefix.start;
        flag = prefix.below;
        prefixWhole = prefix.whole;
      } else {
        start = groupWindowStart(lb, ll, sourceIndex(lb, ll, typed, linear),
                                 lanes, access, reversedFlag);
      }
      auto store = [&](OpBuilder &sb, Location sl, Value vector) {
        vector = orientGroup(sb, sl, vector, access, flag);
        vector::StoreOp::create(sb, sl, vector, out,
                                ValueRange{toIndex(sb, sl, linear)},
                                /*nontemporal=*/false, align);
      };
      if (aligned) {
        store(lb, ll,
              vector::LoadOp::create(lb, ll, vectorType, in,
                                     ValueRange{toIndex(lb, ll, start)},
                                     /*nontemporal=*/false, align));
        return;
      }
      Value elements = mul(lb, ll, typed.sizes[0], typed.strides[0]);
      AlignedWindow window = alignWindow(lb, ll, start, lanes);
      Value movesAsGroup = inOneRow(lb, ll, typed, linear, lanes);
      if (prefixWhole)
        movesAsGroup = arith::AndIOp::create(lb, ll, movesAsGroup, prefixWhole);
      Value inBounds = windowInBounds(lb, ll, window, lanes, elements);
      Value vectorized = arith::AndIOp::create(lb, ll, movesAsGroup, inBounds);
      scf::IfOp::create(
          lb, ll, vectorized,
          [&](OpBuilder &tb, Location tl) {
            store(tb, tl, loadWindow(tb, tl, in, vectorType, window, align));
            scf::YieldOp::create(tb, tl);
          },
          [&](OpBuilder &eb, Location el) {
            copyElements(eb, el, typed, linear, lanes, elements, in, out,
                         sourceIndex);
            scf::YieldOp::create(eb, el);
          });
    };
    launchGridStride(b, loc, options, shape, groups, lanes, body);
  }

  /// `type` with i8 elements if it has i1 elements: memref<...xi1> is stored
  /// one byte per element on every target this applies to (LLVM's i1 has a
  /// store size of one byte), and i8 vectors are bytes in memory where i1
  /// vectors are packed bits.
  static Type byteType(Type type) {
    auto memref = cast<MemRefType>(type);
    if (!memref.getElementType().isInteger(1))
      return type;
    return memref.clone(IntegerType::get(type.getContext(), 8));
  }

  /// `buffer` viewed with byteType (an unrealized_conversion_cast that the
  /// conversion to LLVM resolves: both memref types have the same
  /// descriptor), inside a kernel.
  static Value byteView(OpBuilder &b, Location loc, Value buffer) {
    Type type = byteType(buffer.getType());
    if (type == buffer.getType())
      return buffer;
    return UnrealizedConversionCastOp::create(b, loc, type, buffer)
        .getResult(0);
  }

  /// For `RowAccess::Prefix`, the group of `lanes` output elements from
  /// `linear`, in one row whose clamped length is `length`: `below` when
  /// the whole group is below `length` (it reads the window that ends at
  /// the mirror of its first element, backwards), `whole` when the group is
  /// below or at or above `length` (else it crosses `length`), `start` the
  /// first element of its window.
  struct PrefixGroup {
    Value start, below, whole;
  };
  static PrefixGroup getPrefixGroup(OpBuilder &b, Location loc,
                                    const Shape &shape, Value linear,
                                    int64_t lanes, Value length) {
    Value column = arith::RemUIOp::create(b, loc, linear, shape.sizes.back());
    Value end = arith::AddIOp::create(
        b, loc, column, constantOf(b, loc, linear.getType(), lanes));
    PrefixGroup group;
    group.below =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end, length);
    Value above = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                        column, length);
    group.whole = arith::OrIOp::create(b, loc, group.below, above);
    // Below: elements [column, end) of the row read [length - end,
    // length - column) of the same row. (Unused, and possibly wrapped, when
    // not below.)
    Value rowStart = arith::SubIOp::create(b, loc, linear, column);
    Value rowEnd = arith::AddIOp::create(b, loc, rowStart, length);
    Value mirrored = arith::SubIOp::create(b, loc, rowEnd, end);
    group.start =
        arith::SelectOp::create(b, loc, group.below, mirrored, linear);
    return group;
  }

  /// Whether the `lanes` elements from `linear` lie in one row of `shape`.
  static Value inOneRow(OpBuilder &b, Location loc, const Shape &shape,
                        Value linear, int64_t lanes) {
    Value width = shape.sizes.back();
    Value column = arith::RemUIOp::create(b, loc, linear, width);
    Value lanesValue = constantOf(b, loc, width.getType(), lanes);
    Value end = arith::AddIOp::create(b, loc, column, lanesValue);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end, width);
  }

  /// Copies output elements [linear, min(linear + lanes, elements)) one by
  /// one (the groups of the vector kernel that do not move as a whole).
  void copyElements(OpBuilder &b, Location loc, const Shape &shape,
                    Value linear, int64_t lanes, Value elements, Value input,
                    Value output, SourceIndexFn sourceIndex) const {
    Type type = linear.getType();
    Value lanesValue = constantOf(b, loc, type, lanes);
    Value groupEnd = arith::AddIOp::create(b, loc, linear, lanesValue);
    Value end = arith::MinUIOp::create(b, loc, groupEnd, elements);
    Value one = constantOf(b, loc, type, 1);
    scf::ForOp::create(b, loc, linear, end, one, ValueRange{},
                       [&](OpBuilder &lb, Location ll, Value i, ValueRange) {
                         copyElement(lb, ll, shape, i, input, output,
                                     sourceIndex);
                         scf::YieldOp::create(lb, ll);
                       });
  }

  /// output[linear] = input[source of linear], scalar accesses with the
  /// element's alignment.
  static void copyElement(OpBuilder &b, Location loc, const Shape &shape,
                          Value linear, Value input, Value output,
                          SourceIndexFn sourceIndex) {
    llvm::MaybeAlign align =
        elementAlignment(cast<MemRefType>(input.getType()).getElementType());
    Value source = toIndex(b, loc, sourceIndex(b, loc, shape, linear));
    Value element = memref::LoadOp::create(b, loc, input, ValueRange{source},
                                           /*nontemporal=*/false, align);
    memref::StoreOp::create(b, loc, element, output,
                            ValueRange{toIndex(b, loc, linear)},
                            /*nontemporal=*/false, align);
  }

  /// Emits the 1-D launch: min(ceil(count / block), maxBlocks) blocks, at
  /// least one, each thread copying every grid-th element.
  void launch(OpBuilder &b, Location loc, const Shape &shape, Value count,
              Value input, Value output, SourceIndexFn sourceIndex) const {
    auto body = [&](OpBuilder &lb, Location ll, const Shape &typed,
                    Value linear) {
      copyElement(lb, ll, typed, linear, input, output, sourceIndex);
    };
    launchGridStride(b, loc, options, shape, count, /*elementsPerIndex=*/1,
                     body);
  }
};

/// The rank of `op`'s input.
static int64_t getRank(Operation *op) {
  return cast<ShapedType>(op->getOperand(0).getType()).getRank();
}

struct ReverseLowering : public RevseqGPULowering<ReverseIntoOp> {
  using RevseqGPULowering::RevseqGPULowering;

  RowAccess rowAccess(ReverseIntoOp op) const override {
    int64_t last = getRank(op) - 1;
    return llvm::is_contained(op.getNormalizedAxes(), last)
               ? RowAccess::Reversed
               : RowAccess::Same;
  }

  Value sourceIndex(OpBuilder &b, Location loc, ReverseIntoOp op,
                    const Shape &shape, ArrayRef<Value>,
                    Value linear) const override {
    Value source = linear;
    for (int64_t d : op.getNormalizedAxes()) {
      Value coordinate = shape.coordinate(b, loc, linear, d);
      source = shape.move(b, loc, source, d, coordinate,
                          mirror(b, loc, coordinate, shape.sizes[d]));
    }
    return source;
  }
};

struct ReverseDynamicLowering : public RevseqGPULowering<ReverseDynamicIntoOp> {
  using RevseqGPULowering::RevseqGPULowering;

  /// Rows always move as a whole; the innermost flag says whether they are
  /// reversed.
  RowAccess rowAccess(ReverseDynamicIntoOp) const override {
    return RowAccess::Dynamic;
  }
  Value rowReversed(ArrayRef<Value> flags) const override {
    return flags.back();
  }

  SmallVector<Value> prepare(OpBuilder &b, ReverseDynamicIntoOp op,
                             const Shape &) const override {
    // One 0/1 index per dim, computed on the host: the kernel multiplies
    // the move of each coordinate by it instead of branching.
    SmallVector<Value> flags;
    for (Value flag : computeReverseFlags(b, op.getLoc(), getRank(op),
                                          op.getMode(), op.getAxes(), options))
      flags.push_back(
          arith::IndexCastUIOp::create(b, op.getLoc(), b.getIndexType(), flag));
    return flags;
  }

  Value sourceIndex(OpBuilder &b, Location loc, ReverseDynamicIntoOp op,
                    const Shape &shape, ArrayRef<Value> flags,
                    Value linear) const override {
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

struct ReverseSequenceLowering
    : public RevseqGPULowering<ReverseSequenceIntoOp> {
  using RevseqGPULowering::RevseqGPULowering;

  /// A row has one length and moves as a whole unless it is the batch or
  /// the sequence axis; along the sequence axis its first L elements are
  /// reversed.
  RowAccess rowAccess(ReverseSequenceIntoOp op) const override {
    int64_t last = getRank(op) - 1;
    if (op.getNormalizedBatchAxis() == last)
      return RowAccess::None;
    return op.getNormalizedSeqAxis() == last ? RowAccess::Prefix
                                             : RowAccess::Same;
  }

  SmallVector<Value> prepare(OpBuilder &b, ReverseSequenceIntoOp op,
                             const Shape &) const override {
    return {op.getLengths()};
  }

  /// With the batch axis innermost, a column's batch is its coordinate in
  /// the innermost dimension.
  std::optional<int64_t> gatherAxis(ReverseSequenceIntoOp op) const override {
    if (op.getNormalizedBatchAxis() != getRank(op) - 1)
      return std::nullopt;
    return op.getNormalizedSeqAxis();
  }
  Value columnLength(OpBuilder &b, Location loc, const Shape &shape,
                     ArrayRef<Value> extra, const GatherDims &dims, Value,
                     Value column) const override {
    Value width = castUnsigned(b, loc, shape.sizes.back(), column.getType());
    Value batch = arith::RemUIOp::create(b, loc, column, width);
    Value length = memref::LoadOp::create(b, loc, extra[0],
                                          ValueRange{toIndex(b, loc, batch)});
    return clampLength(b, loc, length, dims.rows);
  }

  /// The clamped length of the batch of the element at `linear`.
  Value rowLength(OpBuilder &b, Location loc, ReverseSequenceIntoOp op,
                  const Shape &shape, ArrayRef<Value> extra,
                  Value linear) const override {
    Value batch = shape.coordinate(b, loc, linear, op.getNormalizedBatchAxis());
    Value length = memref::LoadOp::create(b, loc, extra[0],
                                          ValueRange{toIndex(b, loc, batch)});
    return clampLength(b, loc, length, shape.sizes[op.getNormalizedSeqAxis()]);
  }

  Value sourceIndex(OpBuilder &b, Location loc, ReverseSequenceIntoOp op,
                    const Shape &shape, ArrayRef<Value> extra,
                    Value linear) const override {
    int64_t seqAxis = op.getNormalizedSeqAxis();
    Value length = rowLength(b, loc, op, shape, extra, linear);
    Value t = shape.coordinate(b, loc, linear, seqAxis);
    return shape.move(b, loc, linear, seqAxis, t,
                      mirrorBelow(b, loc, t, length));
  }
};

struct ReverseSubsequencesLowering
    : public RevseqGPULowering<ReverseSubsequencesIntoOp> {
  using RevseqGPULowering::RevseqGPULowering;

  /// Along the innermost axis a row has one length and its first L
  /// elements are reversed; along another axis the lengths vary within a
  /// row (scalar only).
  RowAccess rowAccess(ReverseSubsequencesIntoOp op) const override {
    return op.getNormalizedAxis() == getRank(op) - 1 ? RowAccess::Prefix
                                                     : RowAccess::None;
  }

  SmallVector<Value> prepare(OpBuilder &b, ReverseSubsequencesIntoOp op,
                             const Shape &) const override {
    return {collapseToFlat(b, op.getLoc(), op.getLengths())};
  }

  /// Along an outer axis, the lengths tensor is [outer, 1, columns].
  std::optional<int64_t>
  gatherAxis(ReverseSubsequencesIntoOp op) const override {
    if (op.getNormalizedAxis() == getRank(op) - 1)
      return std::nullopt;
    return op.getNormalizedAxis();
  }
  Value columnLength(OpBuilder &b, Location loc, const Shape &,
                     ArrayRef<Value> extra, const GatherDims &dims, Value outer,
                     Value column) const override {
    Value index =
        arith::AddIOp::create(b, loc, mul(b, loc, outer, dims.columns), column);
    Value length = memref::LoadOp::create(b, loc, extra[0],
                                          ValueRange{toIndex(b, loc, index)});
    return clampLength(b, loc, length, dims.rows);
  }

  /// The clamped length of the element at `linear`. The lengths tensor is
  /// the input with the axis shrunk to 1 (checked on the host): its linear
  /// index drops the axis coordinate.
  Value rowLength(OpBuilder &b, Location loc, ReverseSubsequencesIntoOp op,
                  const Shape &shape, ArrayRef<Value> extra,
                  Value linear) const override {
    int64_t axis = op.getNormalizedAxis();
    Value stride = shape.strides[axis];
    Value outer = arith::DivUIOp::create(
        b, loc, linear, mul(b, loc, stride, shape.sizes[axis]));
    Value inner = arith::RemUIOp::create(b, loc, linear, stride);
    Value lengthIndex =
        arith::AddIOp::create(b, loc, mul(b, loc, outer, stride), inner);
    Value length = memref::LoadOp::create(
        b, loc, extra[0], ValueRange{toIndex(b, loc, lengthIndex)});
    return clampLength(b, loc, length, shape.sizes[axis]);
  }

  Value sourceIndex(OpBuilder &b, Location loc, ReverseSubsequencesIntoOp op,
                    const Shape &shape, ArrayRef<Value> extra,
                    Value linear) const override {
    int64_t axis = op.getNormalizedAxis();
    Value length = rowLength(b, loc, op, shape, extra, linear);
    Value t = shape.coordinate(b, loc, linear, axis);
    return shape.move(b, loc, linear, axis, t, mirrorBelow(b, loc, t, length));
  }
};

} // namespace

void revseq::populateRevseqToGPUPatterns(RewritePatternSet &patterns,
                                         const RevseqGPUOptions &options) {
  patterns.add<ReverseLowering, ReverseSequenceLowering,
               ReverseSubsequencesLowering, ReverseDynamicLowering>(
      patterns.getContext(), options);
  populateRevseqInPlaceToGPUPatterns(patterns, options);
}

void revseq::configureRevseqToGPUTarget(ConversionTarget &target) {
  target.addDynamicallyLegalDialect<RevseqDialect>(
      [](Operation *op) { return !isGPULowerable(op); });
}
