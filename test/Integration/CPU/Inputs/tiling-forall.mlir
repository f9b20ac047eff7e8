// Schedule of ../tiling.mlir: tile_using_forall with two threads per
// dimension on every revseq op marked `tile`; the revseq op marked `fuse` is
// tiled the same way and its elementwise producer fused into the scf.forall
// with fuse_into_containing_op. The elementwise op marked `consume` is tiled
// the same way and its revseq producer fused into the scf.forall.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["revseq.reverse", "revseq.reverse_dynamic",
                                           "revseq.reverse_sequence", "revseq.reverse_subsequences"]}
                                     attributes{tile} in %root
      : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %ops num_threads [2, 2]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %consumer = transform.structured.match ops{["revseq.reverse_sequence"]} attributes{fuse} in %root
      : (!transform.any_op) -> !transform.any_op
    %producer = transform.get_producer_of_operand %consumer[0]
      : (!transform.any_op) -> !transform.any_op
    %tiled2, %forall2 = transform.structured.tile_using_forall %consumer num_threads [2, 2]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %containing = transform.structured.fuse_into_containing_op %producer into %forall2
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %consumer3 = transform.structured.match ops{["linalg.generic"]} attributes{consume} in %root
      : (!transform.any_op) -> !transform.any_op
    %producer3 = transform.get_producer_of_operand %consumer3[0]
      : (!transform.any_op) -> !transform.any_op
    %tiled3, %forall3 = transform.structured.tile_using_forall %consumer3 num_threads [2, 2]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused3, %containing3 = transform.structured.fuse_into_containing_op %producer3 into %forall3
      : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
