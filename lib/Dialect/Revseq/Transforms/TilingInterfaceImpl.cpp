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
#include "mlir/Interfaces/TilingInterface.h"

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

template <typename OpTy>
static TileReads getAxesTileReads(OpBuilder &b, OpTy op,
                                  ArrayRef<OpFoldResult> offsets,
                                  ArrayRef<OpFoldResult> sizes) {
  Location loc = op.getLoc();
  TileReads reads(offsets, sizes);
  for (int64_t axis : op.getNormalizedAxes()) {
    OpFoldResult dim = tensor::getMixedSize(b, loc, op.getInput(), axis);
    reads.inputOffsets[axis] =
        mirroredOffset(b, loc, dim, offsets[axis], sizes[axis]);
  }
  return reads;
}

template <typename OpTy>
static TileReads getDynamicAxesTileReads(OpBuilder &b, OpTy op,
                                         ArrayRef<OpFoldResult> offsets,
                                         ArrayRef<OpFoldResult> sizes) {
  Location loc = op.getLoc();
  TileReads reads(offsets, sizes);
  reads.second = op.getAxes();
  // Whether each dim is reversed, as the op's index map reads its axes (no
  // value checks: the tiled op's lowering makes them).
  SmallVector<Value> reversedFlags =
      emitIndexMapInvariants(b, loc, op.getIndexMap(), offsets.size(), {});
  for (auto [dim, offset] : llvm::enumerate(offsets)) {
    OpFoldResult dimSize = tensor::getMixedSize(b, loc, op.getInput(), dim);
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

/// A size rule of a lengths op: dimension `lengthsDim` of lengths has size
/// `expected`, else the program stops with `message`.
namespace {
struct LengthsSizeCheck {
  int64_t lengthsDim;
  OpFoldResult expected;
  std::string message;
};
} // namespace

/// Asserts the size rules that are not known to hold statically. The lowering
/// checks them on the op it lowers, but a tile's op only sees slices sized
/// to match; slicing a mismatched lengths tensor would read out of bounds.
static void assertLengthsSizes(OpBuilder &b, Location loc, Value lengths,
                               ArrayRef<LengthsSizeCheck> rules) {
  for (const LengthsSizeCheck &rule : rules)
    createSizeCheck(b, loc,
                    tensor::getMixedSize(b, loc, lengths, rule.lengthsDim),
                    rule.expected, rule.message);
}

/// The reads of a lengths op's tile: the given slice of `lengths` (once its
/// size rules hold) and the input widened to the whole sequence axis
/// `seqAxis`.
static TileReads getLengthsOpTileReads(OpBuilder &b, Operation *op,
                                       int64_t seqAxis,
                                       ArrayRef<OpFoldResult> offsets,
                                       ArrayRef<OpFoldResult> sizes,
                                       ArrayRef<LengthsSizeCheck> rules,
                                       ArrayRef<OpFoldResult> lengthsOffsets,
                                       ArrayRef<OpFoldResult> lengthsSizes) {
  Location loc = op->getLoc();
  TileReads reads(offsets, sizes);
  Value lengths = op->getOperand(1);
  assertLengthsSizes(b, loc, lengths, rules);
  tensor::ExtractSliceOp lengthsSlice =
      extractSlice(b, loc, lengths, lengthsOffsets, lengthsSizes);
  reads.second = lengthsSlice.getResult();
  reads.slices.push_back(lengthsSlice);
  readWholeAxis(b, loc, op->getOperand(0), seqAxis, reads);
  return reads;
}

/// lengths is sliced along the batch axis.
template <typename OpTy>
static TileReads getSequenceTileReads(OpBuilder &b, OpTy op,
                                      ArrayRef<OpFoldResult> offsets,
                                      ArrayRef<OpFoldResult> sizes) {
  int64_t batchAxis = op.getNormalizedBatchAxis();
  LengthsSizeCheck c9{
      0, tensor::getMixedSize(b, op.getLoc(), op.getInput(), batchAxis),
      getLengthsSizeMessage(LengthsSizeRule::SequenceBatch)};
  return getLengthsOpTileReads(b, op, op.getNormalizedSeqAxis(), offsets, sizes,
                               c9, offsets[batchAxis], sizes[batchAxis]);
}

/// lengths has size 1 along `axis` and the input's sizes elsewhere: it is
/// sliced like the input along every other dimension.
template <typename OpTy>
static TileReads getSubsequencesTileReads(OpBuilder &b, OpTy op,
                                          ArrayRef<OpFoldResult> offsets,
                                          ArrayRef<OpFoldResult> sizes) {
  int64_t axis = op.getNormalizedAxis();
  SmallVector<OpFoldResult> lengthsOffsets = llvm::to_vector(offsets);
  SmallVector<OpFoldResult> lengthsSizes = llvm::to_vector(sizes);
  lengthsOffsets[axis] = b.getIndexAttr(0);
  lengthsSizes[axis] = b.getIndexAttr(1);
  SmallVector<LengthsSizeCheck> rules;
  for (int64_t d = 0, e = offsets.size(); d < e; ++d) {
    if (d == axis) {
      rules.push_back(
          {d, b.getIndexAttr(1),
           getLengthsSizeMessage(LengthsSizeRule::SubsequencesAxis)});
      continue;
    }
    rules.push_back(
        {d, tensor::getMixedSize(b, op.getLoc(), op.getInput(), d),
         getLengthsSizeMessage(LengthsSizeRule::SubsequencesDim, d)});
  }
  return getLengthsOpTileReads(b, op, axis, offsets, sizes, rules,
                               lengthsOffsets, lengthsSizes);
}

/// What a tile of `op` reads; the value and destination forms of an op read
/// the same slices.
template <typename OpTy>
static TileReads getTileReads(OpBuilder &b, OpTy op,
                              ArrayRef<OpFoldResult> offsets,
                              ArrayRef<OpFoldResult> sizes) {
  if constexpr (llvm::is_one_of<OpTy, ReverseOp, ReverseIntoOp>::value)
    return getAxesTileReads(b, op, offsets, sizes);
  else if constexpr (llvm::is_one_of<OpTy, ReverseDynamicOp,
                                     ReverseDynamicIntoOp>::value)
    return getDynamicAxesTileReads(b, op, offsets, sizes);
  else if constexpr (llvm::is_one_of<OpTy, ReverseSequenceOp,
                                     ReverseSequenceIntoOp>::value)
    return getSequenceTileReads(b, op, offsets, sizes);
  else
    return getSubsequencesTileReads(b, op, offsets, sizes);
}

//===----------------------------------------------------------------------===//
// The external model
//===----------------------------------------------------------------------===//

namespace {
/// TilingInterface for the revseq op `OpTy`; the op-specific part is
/// `getTileReads`.
template <typename OpTy>
struct RevseqOpTiling
    : public TilingInterface::ExternalModel<RevseqOpTiling<OpTy>, OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    int64_t rank = cast<ShapedType>(op->getOperand(0).getType()).getRank();
    return SmallVector<utils::IteratorType>(rank,
                                            utils::IteratorType::parallel);
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    Location loc = op->getLoc();
    SmallVector<Range> domain;
    for (OpFoldResult size : getMixedDimSizes(b, loc, op->getOperand(0)))
      domain.push_back(Range{b.getIndexAttr(0), size, b.getIndexAttr(1)});
    return domain;
  }

  FailureOr<TilingResult>
  getTiledImplementation(Operation *op, OpBuilder &b,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) const {
    if (!isa<RankedTensorType>(op->getOperand(0).getType()))
      return op->emitOpError("is tiled on tensors only: tile before "
                             "bufferization");
    TileReads reads = getTileReads(b, cast<OpTy>(op), offsets, sizes);
    return emitTile(b, op, reads, offsets, sizes);
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
    return getTiledImplementation(op, b, offsets, sizes);
  }
};

} // namespace

void mlir::revseq::registerTilingInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, RevseqDialect *) {
    // The tiled code uses these dialects.
    ctx->loadDialect<affine::AffineDialect, arith::ArithDialect,
                     memref::MemRefDialect, scf::SCFDialect,
                     tensor::TensorDialect>();
    ReverseOp::attachInterface<RevseqOpTiling<ReverseOp>>(*ctx);
    ReverseDynamicOp::attachInterface<RevseqOpTiling<ReverseDynamicOp>>(*ctx);
    ReverseSequenceOp::attachInterface<RevseqOpTiling<ReverseSequenceOp>>(*ctx);
    ReverseSubsequencesOp::attachInterface<
        RevseqOpTiling<ReverseSubsequencesOp>>(*ctx);
    // The destination forms, as revseq-destination-style leaves them.
    ReverseIntoOp::attachInterface<RevseqOpTiling<ReverseIntoOp>>(*ctx);
    ReverseDynamicIntoOp::attachInterface<RevseqOpTiling<ReverseDynamicIntoOp>>(
        *ctx);
    ReverseSequenceIntoOp::attachInterface<
        RevseqOpTiling<ReverseSequenceIntoOp>>(*ctx);
    ReverseSubsequencesIntoOp::attachInterface<
        RevseqOpTiling<ReverseSubsequencesIntoOp>>(*ctx);
  });
}
