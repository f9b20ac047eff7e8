//===- TilingInterfaceImpl.h - TilingInterface for revseq ops ---*- C++ -*-===//
//
// External models of mlir::TilingInterface for the four revseq ops, so that
// upstream tiling (scf::tileUsingSCF, transform.structured.tile_using_for,
// tile_using_forall) and tile-and-fuse drivers handle them. What a tile reads
// is documented in docs/Rationale.md, section "Tiling".
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;

namespace revseq {
/// Attaches the TilingInterface external models to every revseq op.
void registerTilingInterfaceExternalModels(DialectRegistry &registry);
} // namespace revseq
} // namespace mlir

#endif // REVSEQ_DIALECT_REVSEQ_TRANSFORMS_TILINGINTERFACEIMPL_H
