// Schedule of ../tiling.mlir after revseq-destination-style: the same as
// tiling-for.mlir on the destination forms (`revseq.reverse_into`, ...), as
// a stack that makes destinations explicit before tiling has them.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["revseq.reverse_into", "revseq.reverse_dynamic_into",
                                           "revseq.reverse_sequence_into", "revseq.reverse_subsequences_into"]}
                                     attributes{tile} in %root
      : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:2 = transform.structured.tile_using_for %ops tile_sizes [2, 3]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %consumer = transform.structured.match ops{["revseq.reverse_sequence_into"]} attributes{fuse} in %root
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
