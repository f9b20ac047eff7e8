// Schedule of ../fusion-tiling.mlir: in each function marked `tile_fused`,
// fuse the revseq ops with their elementwise neighbours
// (revseq-fuse-elementwise through apply_registered_pass), then tile the
// fused linalg.generic with upstream's tile_using_for (2x8 tiles).
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
    transform.yield
  }
}
