// The tiling schedule of utils/progen's tile-forall variant.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %t1 = transform.structured.match ops{["revseq.reverse", "revseq.reverse_dynamic", "revseq.reverse_sequence", "revseq.reverse_subsequences", "revseq.reverse_into", "revseq.reverse_dynamic_into", "revseq.reverse_sequence_into", "revseq.reverse_subsequences_into"]} attributes{tile1, tile_forall} in %root : (!transform.any_op) -> !transform.any_op
    %tt1, %tl1 = transform.structured.tile_using_forall %t1 num_threads [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f1 = transform.structured.match ops{["linalg.generic"]} attributes{progen_fuse1} in %root : (!transform.any_op) -> !transform.any_op
    %ff1, %fl1:1 = transform.structured.fuse %f1 tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2 = transform.structured.match ops{["revseq.reverse", "revseq.reverse_dynamic", "revseq.reverse_sequence", "revseq.reverse_subsequences", "revseq.reverse_into", "revseq.reverse_dynamic_into", "revseq.reverse_sequence_into", "revseq.reverse_subsequences_into"]} attributes{tile2, tile_forall} in %root : (!transform.any_op) -> !transform.any_op
    %tt2, %tl2 = transform.structured.tile_using_forall %t2 num_threads [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f2 = transform.structured.match ops{["linalg.generic"]} attributes{progen_fuse2} in %root : (!transform.any_op) -> !transform.any_op
    %ff2, %fl2:2 = transform.structured.fuse %f2 tile_sizes [2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %t3 = transform.structured.match ops{["revseq.reverse", "revseq.reverse_dynamic", "revseq.reverse_sequence", "revseq.reverse_subsequences", "revseq.reverse_into", "revseq.reverse_dynamic_into", "revseq.reverse_sequence_into", "revseq.reverse_subsequences_into"]} attributes{tile3, tile_forall} in %root : (!transform.any_op) -> !transform.any_op
    %tt3, %tl3 = transform.structured.tile_using_forall %t3 num_threads [2, 2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f3 = transform.structured.match ops{["linalg.generic"]} attributes{progen_fuse3} in %root : (!transform.any_op) -> !transform.any_op
    %ff3, %fl3:3 = transform.structured.fuse %f3 tile_sizes [2, 3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %t4 = transform.structured.match ops{["revseq.reverse", "revseq.reverse_dynamic", "revseq.reverse_sequence", "revseq.reverse_subsequences", "revseq.reverse_into", "revseq.reverse_dynamic_into", "revseq.reverse_sequence_into", "revseq.reverse_subsequences_into"]} attributes{tile4, tile_forall} in %root : (!transform.any_op) -> !transform.any_op
    %tt4, %tl4 = transform.structured.tile_using_forall %t4 num_threads [2, 2, 2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f4 = transform.structured.match ops{["linalg.generic"]} attributes{progen_fuse4} in %root : (!transform.any_op) -> !transform.any_op
    %ff4, %fl4:4 = transform.structured.fuse %f4 tile_sizes [2, 3, 2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
