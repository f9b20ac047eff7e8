//===- TilingInterfaceImpl.h - TilingInterface for revseq ops ---*- C++ -*-===//
//
// External models of mlir::TilingInterface for the revseq ops, and for any
// op with an index map (attachTilingInterfaceModels), so that upstream tiling
// (scf::tileUsingSCF, transform.structured.tile_using_for, tile_using_forall)
// and tile-and-fuse drivers handle them. What a tile reads is documented in
// docs/Rationale.md, section "Tiling".
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H

#include "mlir/Interfaces/TilingInterface.h"

namespace mlir {
class Dialect;
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

/// Attaches the TilingInterface model of the family to every op of
/// `dialect` with an index map (IndexMapOpInterface): revseq's, or those of
/// an extension point such as a test dialect.
void attachTilingInterfaceModels(Dialect *dialect);
} // namespace revseq
} // namespace mlir

#endif // REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H
