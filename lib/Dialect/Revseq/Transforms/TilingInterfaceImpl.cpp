//===- TilingInterfaceImpl.cpp - TilingInterface for the revseq ops -------===//
//
// Every revseq op has one parallel loop per result dimension over
// [0, dim). A tile at `offsets`/`sizes` of the result is computed by the same
// revseq op on a `tensor.extract_slice` of the original input (so that
// tile-and-fuse drivers can fuse the input's producer into the loop):
//
// * a dimension that is not reversed reads the same slice of the input;
// * a wholly reversed dimension (`reverse`, and `reverse_dynamic` where the
//   run-time flag of that dimension is set) reads the mirrored slice, at
//   offset `dim - offset - size`;
// * the sequence axis of `reverse_sequence` and `reverse_subsequences` is read
//   whole: the op runs over the whole axis for the tile's other coordinates
//   and the tile is extracted from its result, because the input rows a tile
//   of that axis reads depend on each row's length.
//
// The destination forms (`reverse_into`, ...) on tensors tile the same way
// and write the slice of their destination the tile covers, so a stack that
// runs revseq-destination-style before tiling tiles them too; the memref
// forms are not tiled (tiling comes before bufferization).
//
// docs/Rationale.md ("Tiling") gives the reasons.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/Transforms/TilingInterfaceImpl.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/DialectRegistry.h"

#include <optional>

using namespace mlir;
using namespace mlir::revseq;

namespace {

/// The slices one tile reads and where the tile lies in the tiled op's
/// result.
struct TileReads {
  /// Slice of the input: the tile, mirrored along reversed dimensions and
  /// widened to the whole sequence axis of a lengths op.
  SmallVector<OpFoldResult> inputOffsets;
  SmallVector<OpFoldResult> inputSizes;
  /// Replacement of the second operand (a slice of lengths, or axes itself).
  Value second;
  /// Slices created for the operands, reported for producer fusion.
  SmallVector<Operation *> slices;
  /// Set for lengths ops: the axis read whole, from which the tile is cut.
  std::optional<int64_t> wholeAxis;

  /// The reads of the tile at `offsets` and `sizes` before an op moves
  /// them: the same window of the input, nothing else.
  TileReads(ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes)
      : inputOffsets(offsets), inputSizes(sizes) {}
};
} // namespace

/// `dim - offset - size`: the offset of the slice a tile reads along a
/// reversed dimension.
static OpFoldResult mirroredOffset(OpBuilder &b, Location loc, OpFoldResult dim,
                                   OpFoldResult offset, OpFoldResult size) {
  AffineExpr d, o, s;
  bindSymbols(b.getContext(), d, o, s);
  return affine::makeComposedFoldedAffineApply(b, loc, d - o - s,
                                               {dim, offset, size});
}

/// The tensor.dim that defines `size`, if any.
static tensor::DimOp getDefiningDim(OpFoldResult size) {
  auto value = dyn_cast_if_present<Value>(size);
  return value ? value.getDefiningOp<tensor::DimOp>() : tensor::DimOp();
}

/// Whether `a` and `b` are equal at compile time: equal constants, one value,
/// or `tensor.dim`s of the same dimension of one tensor (the tiling drivers
/// create their own tensor.dim for a dynamic dimension left untiled).
static bool isSameSize(OpFoldResult a, OpFoldResult b) {
  if (isEqualConstantIntOrValue(a, b))
    return true;
  tensor::DimOp dimA = getDefiningDim(a), dimB = getDefiningDim(b);
  return dimA && dimB && dimA.getSource() == dimB.getSource() &&
         dimA.getConstantIndex() &&
         dimA.getConstantIndex() == dimB.getConstantIndex();
}

/// Whether [offset, offset + size) covers all of `dim` at compile time.
static bool coversWholeDim(OpFoldResult offset, OpFoldResult size,
                           OpFoldResult dim) {
  return isConstantIntValue(offset, 0) && isSameSize(size, dim);
}

/// A slice of `source`. Along a zero-size static dim neither a constant
/// offset nor a constant size 0 may stand: LLVM 22.1.8's slice verifier
/// rejects every static offset there (and canonicalization leaves a value
/// alone), and upstream's tile-and-fuse takes a constant size 0 for "not
/// tiled" when it fuses the slice's producer (a linalg op), and crashes.
/// Both are then the dim itself (0), read with `tensor.dim`. Other sizes
/// are the tile's, which the tiling driver expects in the tile's type.
static tensor::ExtractSliceOp extractSlice(OpBuilder &b, Location loc,
                                           Value source,
                                           ArrayRef<OpFoldResult> offsets,
                                           ArrayRef<OpFoldResult> sizes) {
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<OpFoldResult> sliceOffsets = llvm::to_vector(offsets);
  SmallVector<OpFoldResult> sliceSizes = llvm::to_vector(sizes);
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    if (type.isDynamicDim(d) || type.getDimSize(d) != 0)
      continue;
    Value zero = tensor::DimOp::create(b, loc, source, d);
    if (getConstantIntValue(sliceOffsets[d]))
      sliceOffsets[d] = zero;
    if (isConstantIntValue(sliceSizes[d], 0))
      sliceSizes[d] = zero;
  }
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, source, sliceOffsets,
                                        sliceSizes, strides);
}

/// Widens the input slice of `reads` to the whole of `axis`.
static void readWholeAxis(OpBuilder &b, Location loc, Value input, int64_t axis,
                          TileReads &reads) {
  reads.inputOffsets[axis] = b.getIndexAttr(0);
  reads.inputSizes[axis] = tensor::getMixedSize(b, loc, input, axis);
  reads.wholeAxis = axis;
}

/// Emits the tiled op on the slices of `reads` and, for a lengths op, cuts
/// the tile out of the whole axis it computed.
static TilingResult emitTile(OpBuilder &b, Operation *op, TileReads &reads,
                             ArrayRef<OpFoldResult> offsets,
                             ArrayRef<OpFoldResult> sizes) {
  Location loc = op->getLoc();
  Value input = op->getOperand(0);
  tensor::ExtractSliceOp inputSlice =
      extractSlice(b, loc, input, reads.inputOffsets, reads.inputSizes);
  reads.slices.insert(reads.slices.begin(), inputSlice);
  SmallVector<Value> operands = {inputSlice.getResult()};
  if (reads.second)
    operands.push_back(reads.second);
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
    // A destination form writes the slice of its destination that the tile
    // covers, widened like the input along an axis read whole.
    SmallVector<OpFoldResult> initOffsets = llvm::to_vector(offsets);
    SmallVector<OpFoldResult> initSizes = llvm::to_vector(sizes);
    if (std::optional<int64_t> axis = reads.wholeAxis) {
      initOffsets[*axis] = reads.inputOffsets[*axis];
      initSizes[*axis] = reads.inputSizes[*axis];
    }
    tensor::ExtractSliceOp initSlice = extractSlice(
        b, loc, dps.getDpsInitOperand(0)->get(), initOffsets, initSizes);
    reads.slices.push_back(initSlice);
    operands.push_back(initSlice.getResult());
  }
  Operation *tiled = clone(b, op, inputSlice.getType(), operands);
  Value tile = tiled->getResult(0);
  if (std::optional<int64_t> axis = reads.wholeAxis) {
    OpFoldResult dim = reads.inputSizes[*axis];
    if (!coversWholeDim(offsets[*axis], sizes[*axis], dim)) {
      SmallVector<OpFoldResult> tileOffsets(offsets.size(), b.getIndexAttr(0));
      tileOffsets[*axis] = offsets[*axis];
      tile = extractSlice(b, loc, tile, tileOffsets, sizes);
    }
  }
  return TilingResult{{tiled}, {tile}, reads.slices};
}

//===----------------------------------------------------------------------===//
// What one tile of each op reads
//===----------------------------------------------------------------------===//

/// An `Axes` map: along each mirrored axis the mirrored slice.
static TileReads getAxesTileReads(OpBuilder &b, IndexMapOpInterface op,
                                  const ReverseIndexMap &map,
                                  ArrayRef<OpFoldResult> offsets,
                                  ArrayRef<OpFoldResult> sizes) {
  Location loc = op->getLoc();
  TileReads reads(offsets, sizes);
  for (int64_t axis : map.axes) {
    OpFoldResult dim = tensor::getMixedSize(b, loc, op.getMappedInput(), axis);
    reads.inputOffsets[axis] =
        mirroredOffset(b, loc, dim, offsets[axis], sizes[axis]);
  }
  return reads;
}

/// A `DynamicAxes` map: along each dim the tile does not cover whole, the
/// mirrored slice or the same one, as the dim's run-time flag says.
static TileReads getDynamicAxesTileReads(OpBuilder &b, IndexMapOpInterface op,
                                         const ReverseIndexMap &map,
                                         ArrayRef<OpFoldResult> offsets,
                                         ArrayRef<OpFoldResult> sizes) {
  Location loc = op->getLoc();
  TileReads reads(offsets, sizes);
  reads.second = map.axesOperand;
  // Whether each dim is reversed, as the op's index map reads its axes (no
  // value checks: the tiled op's lowering makes them).
  SmallVector<Value> reversedFlags =
      emitIndexMapInvariants(b, loc, map, offsets.size(), {});
  for (auto [dim, offset] : llvm::enumerate(offsets)) {
    OpFoldResult dimSize =
        tensor::getMixedSize(b, loc, op.getMappedInput(), dim);
    // A tile covering the whole dimension reads it whether reversed or not.
    if (coversWholeDim(offset, sizes[dim], dimSize))
      continue;
    OpFoldResult mirrored = mirroredOffset(b, loc, dimSize, offset, sizes[dim]);
    Value mirroredValue = getValueOrCreateConstantIndexOp(b, loc, mirrored);
    Value offsetValue = getValueOrCreateConstantIndexOp(b, loc, offset);
    reads.inputOffsets[dim] =
        arith::SelectOp::create(b, loc, reversedFlags[dim], mirroredValue,
                                offsetValue)
            .getResult();
  }
  return reads;
}

/// A `Prefix` map: the slice of lengths the tile's lengths come from, once
/// the lengths size rules hold, and the input widened to the whole sequence
/// axis. The lowering checks the size rules on the op it lowers, but a
/// tile's op only sees slices sized to match; slicing a mismatched lengths
/// tensor would read out of bounds.
static TileReads getPrefixTileReads(OpBuilder &b, IndexMapOpInterface op,
                                    const ReverseIndexMap &map,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) {
  Location loc = op->getLoc();
  Value input = op.getMappedInput();
  TileReads reads(offsets, sizes);
  emitLengthsSizeChecks(
      b, loc, op,
      [&](int64_t d) { return tensor::getMixedSize(b, loc, input, d); },
      [&](int64_t j) { return tensor::getMixedSize(b, loc, map.lengths, j); });
  SmallVector<OpFoldResult> lengthsOffsets, lengthsSizes;
  getLengthsTileSlice(b, map, offsets, sizes, lengthsOffsets, lengthsSizes);
  tensor::ExtractSliceOp lengthsSlice =
      extractSlice(b, loc, map.lengths, lengthsOffsets, lengthsSizes);
  reads.second = lengthsSlice.getResult();
  reads.slices.push_back(lengthsSlice);
  readWholeAxis(b, loc, input, map.seqAxis, reads);
  return reads;
}

/// What a tile of `op` reads, from its index map; the value and destination
/// forms of an op read the same slices.
static TileReads getTileReads(OpBuilder &b, IndexMapOpInterface op,
                              ArrayRef<OpFoldResult> offsets,
                              ArrayRef<OpFoldResult> sizes) {
  ReverseIndexMap map = op.getIndexMap();
  switch (map.kind) {
  case ReverseIndexMap::Kind::Axes:
    return getAxesTileReads(b, op, map, offsets, sizes);
  case ReverseIndexMap::Kind::DynamicAxes:
    return getDynamicAxesTileReads(b, op, map, offsets, sizes);
  case ReverseIndexMap::Kind::Prefix:
    return getPrefixTileReads(b, op, map, offsets, sizes);
  }
  llvm_unreachable("unknown index map kind");
}

//===----------------------------------------------------------------------===//
// The external model
//===----------------------------------------------------------------------===//

SmallVector<Range> mlir::revseq::getIndexMapIterationDomain(Operation *op,
                                                            OpBuilder &b) {
  Location loc = op->getLoc();
  SmallVector<Range> domain;
  for (OpFoldResult size : getMixedDimSizes(b, loc, op->getOperand(0)))
    domain.push_back(Range{b.getIndexAttr(0), size, b.getIndexAttr(1)});
  return domain;
}

FailureOr<TilingResult>
mlir::revseq::tileIndexMapOp(Operation *op, OpBuilder &b,
                             ArrayRef<OpFoldResult> offsets,
                             ArrayRef<OpFoldResult> sizes) {
  if (!isa<RankedTensorType>(op->getOperand(0).getType()))
    return op->emitOpError("is tiled on tensors only: tile before "
                           "bufferization");
  TileReads reads =
      getTileReads(b, cast<IndexMapOpInterface>(op), offsets, sizes);
  return emitTile(b, op, reads, offsets, sizes);
}

namespace {
/// TilingInterface for every op with an index map, of any dialect, read
/// from its index map (attachTilingInterfaceModels attaches it).
struct IndexMapTilingModel
    : public TilingInterface::ExternalModel<IndexMapTilingModel,
                                            IndexMapOpInterface> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    int64_t rank = cast<ShapedType>(op->getOperand(0).getType()).getRank();
    return SmallVector<utils::IteratorType>(rank,
                                            utils::IteratorType::parallel);
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    return getIndexMapIterationDomain(op, b);
  }

  FailureOr<TilingResult>
  getTiledImplementation(Operation *op, OpBuilder &b,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) const {
    return tileIndexMapOp(op, b, offsets, sizes);
  }

  /// The result and the iteration domain have the same coordinates.
  LogicalResult getResultTilePosition(
      Operation *, OpBuilder &, unsigned, ArrayRef<OpFoldResult> offsets,
      ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
      SmallVector<OpFoldResult> &resultSizes) const {
    resultOffsets.assign(offsets.begin(), offsets.end());
    resultSizes.assign(sizes.begin(), sizes.end());
    return success();
  }

  LogicalResult getIterationDomainTileFromResultTile(
      Operation *, OpBuilder &, unsigned, ArrayRef<OpFoldResult> offsets,
      ArrayRef<OpFoldResult> sizes,
      SmallVectorImpl<OpFoldResult> &iterDomainOffsets,
      SmallVectorImpl<OpFoldResult> &iterDomainSizes) const {
    iterDomainOffsets.assign(offsets.begin(), offsets.end());
    iterDomainSizes.assign(sizes.begin(), sizes.end());
    return success();
  }

  FailureOr<TilingResult>
  generateResultTileValue(Operation *op, OpBuilder &b, unsigned,
                          ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) const {
    return tileIndexMapOp(op, b, offsets, sizes);
  }
};
} // namespace

void mlir::revseq::attachTilingInterfaceModels(Dialect *dialect) {
  MLIRContext *ctx = dialect->getContext();
  // The tiled code uses these dialects.
  ctx->loadDialect<affine::AffineDialect, arith::ArithDialect,
                   memref::MemRefDialect, scf::SCFDialect,
                   tensor::TensorDialect>();
  for (RegisteredOperationName name : ctx->getRegisteredOperations())
    if (&name.getDialect() == dialect &&
        name.hasInterface<IndexMapOpInterface>())
      name.attachInterface<IndexMapTilingModel>();
}

void mlir::revseq::registerTilingInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, RevseqDialect *dialect) {
    attachTilingInterfaceModels(dialect);
  });
}
