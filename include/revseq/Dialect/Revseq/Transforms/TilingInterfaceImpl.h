//===- TilingInterfaceImpl.h - TilingInterface for revseq ops ---*- C++ -*-===//
//
// External models of mlir::TilingInterface for the revseq ops, and for any
// op with an index map (IndexMapTilingModel), so that upstream tiling
// (scf::tileUsingSCF, transform.structured.tile_using_for, tile_using_forall)
// and tile-and-fuse drivers handle them. What a tile reads is documented in
// docs/Rationale.md, section "Tiling".
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H

#include "mlir/Interfaces/TilingInterface.h"

namespace mlir {
class DialectRegistry;

namespace revseq {
/// Attaches the TilingInterface external models to every revseq op.
void registerTilingInterfaceExternalModels(DialectRegistry &registry);

/// One parallel loop per dim of the IndexMapOpInterface op `op`'s input,
/// over [0, dim).
SmallVector<Range> getIndexMapIterationDomain(Operation *op, OpBuilder &b);

/// The tile at `offsets` and `sizes` of the IndexMapOpInterface op `op` (on
/// tensors): the same op on the slices its index map reads.
FailureOr<TilingResult> tileIndexMapOp(Operation *op, OpBuilder &b,
                                       ArrayRef<OpFoldResult> offsets,
                                       ArrayRef<OpFoldResult> sizes);

/// TilingInterface for the IndexMapOpInterface op `OpTy` (of any dialect),
/// from its index map: attach it with `OpTy::attachInterface`.
template <typename OpTy>
struct IndexMapTilingModel
    : public TilingInterface::ExternalModel<IndexMapTilingModel<OpTy>, OpTy> {
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
} // namespace revseq
} // namespace mlir

#endif // REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H
