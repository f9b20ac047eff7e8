// Schedule of ../tiling.mlir: tile_using_for on every revseq op marked
// `tile`; tile-and-fuse (transform.structured.fuse) of the revseq op marked
// `fuse` with its producer. Tile sizes 2x3 leave partial tiles on the 5x7
// inputs. The elementwise op marked `consume` is tiled the same way and its
// revseq producer fused into its tiles.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["revseq.reverse", "revseq.reverse_dynamic",
                                           "revseq.reverse_sequence", "revseq.reverse_subsequences"]}
                                     attributes{tile} in %root
      : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:2 = transform.structured.tile_using_for %ops tile_sizes [2, 3]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %consumer = transform.structured.match ops{["revseq.reverse_sequence"]} attributes{fuse} in %root
      : (!transform.any_op) -> !transform.any_op
    %fused, %floops:2 = transform.structured.fuse %consumer tile_sizes [2, 3]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %consumer2 = transform.structured.match ops{["linalg.generic"]} attributes{consume} in %root
      : (!transform.any_op) -> !transform.any_op
    %fused2, %floops2:2 = transform.structured.fuse %consumer2 tile_sizes [2, 3]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
