// Schedule of ../fusion-tiling.mlir: in each function marked `tile_fused`,
// fuse the revseq ops with their elementwise neighbours
// (revseq-fuse-elementwise through apply_registered_pass), then tile the
// fused linalg.generic with upstream's tile_using_for (2x8 tiles). In each
// function marked `tile_and_fuse`, tile the op that makes the result with
// upstream's structured.fuse (2x8 tiles of an scf.forall) and fuse its
// producers into the tiles through their TilingInterface, before any
// revseq fusion: the pipeline's revseq-fuse-elementwise then meets a revseq
// op per tile.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes{tile_fused} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.foreach %f : !transform.any_op {
    ^bb0(%fn: !transform.any_op):
      %g = transform.apply_registered_pass "convert-elementwise-to-linalg" to %fn
        : (!transform.any_op) -> !transform.any_op
      %h = transform.apply_registered_pass "revseq-fuse-elementwise" to %g
        : (!transform.any_op) -> !transform.any_op
      %generic = transform.structured.match ops{["linalg.generic"]} in %h
        : (!transform.any_op) -> !transform.any_op
      %tiled, %loops:2 = transform.structured.tile_using_for %generic tile_sizes [2, 8]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    }
    %g = transform.structured.match ops{["func.func"]} attributes{tile_and_fuse} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.foreach %g : !transform.any_op {
    ^bb0(%fn: !transform.any_op):
      %h = transform.apply_registered_pass "convert-elementwise-to-linalg" to %fn
        : (!transform.any_op) -> !transform.any_op
      %ret = transform.structured.match ops{["func.return"]} in %h
        : (!transform.any_op) -> !transform.any_op
      %last = transform.get_producer_of_operand %ret[0]
        : (!transform.any_op) -> !transform.any_op
      %tiled, %loop = transform.structured.fuse %last tile_sizes [2, 8] {use_forall, apply_cleanup}
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    }
    transform.yield
  }
}
