//===- OpKernels.cpp - the kernels of a revseq op on the GPU --------------===//
//
// See OpKernels.h. The kernel math is the type of the shape's sizes
// (`index`, or i32 for tensors below 2^31 elements with narrow-index).
//
//===----------------------------------------------------------------------===//

#include "OpKernels.h"

#include "InPlaceSwap.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::revseq;
using namespace mlir::revseq::gpu_detail;

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
  return UnrealizedConversionCastOp::create(b, loc, type, buffer).getResult(0);
}

namespace {
/// For Prefix rows, a group of `lanes` output elements in one row:
/// `below` when the whole group is below the row's length (it reads the
/// window that ends at the mirror of its first element, backwards), `whole`
/// when the group is below or at or above the length (else it crosses it),
/// `start` the first element of its window.
struct PrefixGroup {
  Value start, below, whole;
};
} // namespace

/// The PrefixGroup of the `lanes` output elements from `linear`, in one row
/// whose clamped length is `length`.
static PrefixGroup getPrefixGroup(OpBuilder &b, Location loc,
                                  const Shape &shape, Value linear,
                                  int64_t lanes, Value length) {
  Value column = arith::RemUIOp::create(b, loc, linear, shape.sizes.back());
  Value end = arith::AddIOp::create(
      b, loc, column, constantOf(b, loc, linear.getType(), lanes));
  PrefixGroup group;
  group.below =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end, length);
  Value above =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, column, length);
  group.whole = arith::OrIOp::create(b, loc, group.below, above);
  // Below: elements [column, end) of the row read [length - end,
  // length - column) of the same row. (Unused, and possibly wrapped, when
  // not below.)
  Value rowStart = arith::SubIOp::create(b, loc, linear, column);
  Value rowEnd = arith::AddIOp::create(b, loc, rowStart, length);
  Value mirrored = arith::SubIOp::create(b, loc, rowEnd, end);
  group.start = arith::SelectOp::create(b, loc, group.below, mirrored, linear);
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

/// Copies output elements [linear, min(linear + lanes, elements)) one by
/// one (the groups of the vector kernel that do not move as a whole).
static void copyElements(OpBuilder &b, Location loc, const Shape &shape,
                         Value linear, int64_t lanes, Value elements,
                         Value input, Value output, SourceIndexFn sourceIndex) {
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

void OpKernels::lower(OpBuilder &rewriter, IndexMapOpInterface op, Value dest,
                      ArrayRef<Value> sizes) const {
  auto type = cast<MemRefType>(dest.getType());
  Location loc = op->getLoc();
  Shape shape;
  Value count = shape.setRowMajor(rewriter, loc, sizes);
  KernelIndexMap indexing(op.getIndexMap(), type.getRank());
  std::optional<int64_t> axis = indexing.getGatherAxis();
  if (isInPlaceForm(op)) {
    // Only the gather layouts' in-place forms come here.
    assert(axis && "in place, OpKernels lowers the gather layouts only");
    Value buffer = collapseToFlat(rewriter, loc, dest);
    indexing.prepare(rewriter, loc, options);
    return lowerInPlace(rewriter, op, shape, *axis, indexing, buffer, sizes);
  }
  Value input = collapseToFlat(rewriter, loc, op.getMappedInput());
  Value output = collapseToFlat(rewriter, loc, dest);
  indexing.prepare(rewriter, loc, options);

  auto source = [&](OpBuilder &b, Location l, const Shape &s, Value linear) {
    return indexing.sourceIndex(b, l, s, linear);
  };
  auto length = [&](OpBuilder &b, Location l, const Shape &s, Value linear) {
    return indexing.rowLength(b, l, s, linear);
  };
  RowKind rows = indexing.getRowPlan().kind;
  int64_t lanes = vectorLanes(type.getElementType());
  int64_t tileRows =
      getGatherTileRows(type.getElementType(), options.gatherTileBytes);
  // Along a static axis of one row no length reverses anything: no rows to
  // stage, and the tile kernel's loops, folded for one row, made a CFG that
  // PoCL 3.1's work-group compiler rejects (an assertion in
  // ParallelRegion::Verify; found by utils/difftest through target=spirv).
  bool oneRow = axis && isConstantIntValue(sizes[*axis], 1);
  if (axis && tileRows > 0 && !oneRow) {
    launchTiles(rewriter, loc, shape, *axis, tileRows, indexing, input, output);
  } else if (rows == RowKind::Gather || lanes < 2) {
    launch(rewriter, loc, shape, count, input, output, source);
  } else if (rows == RowKind::Prefix) {
    // Reversed groups start anywhere: always the two-load windows.
    launchVector(rewriter, loc, shape, count, lanes, rows, Value(),
                 /*aligned=*/false, input, output, source, length);
  } else {
    launchRowVectors(rewriter, loc, shape, count, lanes, rows, indexing, input,
                     output, source);
  }
}

void OpKernels::launchRowVectors(OpBuilder &rewriter, Location loc,
                                 const Shape &shape, Value count, int64_t lanes,
                                 RowKind rows, const KernelIndexMap &indexing,
                                 Value input, Value output,
                                 SourceIndexFn source) const {
  // 16-byte accesses. When the innermost size is a multiple of the lane
  // count (decided at run time unless static), each group of lanes lies
  // in one row and reads one aligned group of the input; otherwise the
  // groups that lie in one row read their window with two aligned
  // loads and the others (one per row end) move element by element.
  Value lanesValue = arith::ConstantIndexOp::create(rewriter, loc, lanes);
  Value rem =
      arith::RemUIOp::create(rewriter, loc, shape.sizes.back(), lanesValue);
  Value divisible =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq, rem,
                            arith::ConstantIndexOp::create(rewriter, loc, 0));
  scf::IfOp::create(
      rewriter, loc, divisible,
      [&](OpBuilder &b, Location l) {
        launchVector(b, l, shape, count, lanes, rows, indexing.rowReversed(),
                     /*aligned=*/true, input, output, source);
        scf::YieldOp::create(b, l);
      },
      [&](OpBuilder &b, Location l) {
        launchVector(b, l, shape, count, lanes, rows, indexing.rowReversed(),
                     /*aligned=*/false, input, output, source);
        scf::YieldOp::create(b, l);
      });
}

void OpKernels::withGatherTiles(
    OpBuilder &b, Location loc, const Shape &shape, int64_t axis,
    const KernelIndexMap &indexing,
    function_ref<void(const GatherTileConfig &, const GatherDims &,
                      ColumnLengthFn)>
        emit) const {
  GatherDims dims;
  dims.outer = productOf(b, loc, ArrayRef(shape.sizes).take_front(axis));
  dims.rows = shape.sizes[axis];
  dims.columns = shape.strides[axis];
  GatherTileConfig config{options.blockSize, options.maxBlocks,
                          options.narrowIndex, options.gatherTileBytes};
  auto length = [&](OpBuilder &kb, Location kl, const GatherDims &typed,
                    Value outer, Value column) {
    return indexing.columnLength(kb, kl, shape, typed, outer, column);
  };
  emit(config, dims, length);
}

void OpKernels::launchWholeColumnsOr(OpBuilder &b, Location loc,
                                     const Shape &shape, int64_t axis,
                                     const KernelIndexMap &indexing,
                                     Value input, Value output,
                                     TileFallbackFn otherwise) const {
  Type elementType = cast<MemRefType>(input.getType()).getElementType();
  auto emit = [&](const GatherTileConfig &config, const GatherDims &dims,
                  ColumnLengthFn length) {
    Value fits = canStageWholeColumns(b, loc, config, elementType, dims);
    buildIfElse(
        b, loc, fits,
        [&](OpBuilder &tb, Location tl) {
          launchWholeColumnTiles(tb, tl, config, dims, input, output, length);
        },
        [&](OpBuilder &eb, Location el) {
          otherwise(eb, el, config, dims, length);
        });
  };
  withGatherTiles(b, loc, shape, axis, indexing, emit);
}

void OpKernels::launchTiles(OpBuilder &b, Location loc, const Shape &shape,
                            int64_t axis, int64_t tileRows,
                            const KernelIndexMap &indexing, Value input,
                            Value output) const {
  auto rowTiles = [&](OpBuilder &eb, Location el,
                      const GatherTileConfig &config, const GatherDims &dims,
                      ColumnLengthFn length) {
    launchGatherTiles(eb, el, config, tileRows, dims, input, output, length);
  };
  launchWholeColumnsOr(b, loc, shape, axis, indexing, input, output, rowTiles);
}

void OpKernels::lowerInPlace(OpBuilder &b, IndexMapOpInterface op,
                             const Shape &shape, int64_t axis,
                             const KernelIndexMap &indexing, Value buffer,
                             ArrayRef<Value> sizes) const {
  auto swaps = [&](OpBuilder &eb, Location, const GatherTileConfig &,
                   const GatherDims &, ColumnLengthFn) {
    emitInPlaceSwaps(eb, op, op.getMappedInput(), sizes, options);
  };
  launchWholeColumnsOr(b, op->getLoc(), shape, axis, indexing, buffer, buffer,
                       swaps);
}

int64_t OpKernels::vectorLanes(Type elementType) const {
  return gpu_detail::vectorLanes(elementType, options.vectorBytes);
}

void OpKernels::launchVector(OpBuilder &b, Location loc, const Shape &shape,
                             Value count, int64_t lanes, RowKind rows,
                             Value reversedFlag, bool aligned, Value input,
                             Value output, SourceIndexFn sourceIndex,
                             SourceIndexFn rowLength) const {
  Value lanesValue = arith::ConstantIndexOp::create(b, loc, lanes);
  Value groups =
      aligned
          ? arith::DivUIOp::create(b, loc, count, lanesValue).getResult()
          : arith::CeilDivUIOp::create(b, loc, count, lanesValue).getResult();
  auto elementType =
      cast<MemRefType>(byteType(input.getType())).getElementType();
  auto vectorType = VectorType::get({lanes}, elementType);
  llvm::MaybeAlign align(options.vectorBytes);
  auto body = [&](OpBuilder &lb, Location ll, const Shape &typed, Value group) {
    Value in = byteView(lb, ll, input);
    Value out = byteView(lb, ll, output);
    Type type = group.getType();
    Value linear = mul(lb, ll, group, constantOf(lb, ll, type, lanes));
    Value start, flag = reversedFlag, prefixWhole;
    if (rows == RowKind::Prefix) {
      PrefixGroup prefix = getPrefixGroup(lb, ll, typed, linear, lanes,
                                          rowLength(lb, ll, typed, linear));
      start = prefix.start;
      flag = prefix.below;
      prefixWhole = prefix.whole;
    } else {
      start = groupWindowStart(lb, ll, sourceIndex(lb, ll, typed, linear),
                               lanes, rows, reversedFlag);
    }
    auto store = [&](OpBuilder &sb, Location sl, Value vector) {
      vector = orientGroup(sb, sl, vector, rows, flag);
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

void OpKernels::launch(OpBuilder &b, Location loc, const Shape &shape,
                       Value count, Value input, Value output,
                       SourceIndexFn sourceIndex) const {
  auto body = [&](OpBuilder &lb, Location ll, const Shape &typed,
                  Value linear) {
    copyElement(lb, ll, typed, linear, input, output, sourceIndex);
  };
  launchGridStride(b, loc, options, shape, count, /*elementsPerIndex=*/1, body);
}
