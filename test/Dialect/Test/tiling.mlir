// RUN: revseq-opt %s --transform-interpreter --canonicalize --cse | FileCheck %s

// Upstream tile_using_for on the test op through revseq's TilingInterface
// model, which reads what a tile needs from the index map: the sequence
// axis whole (the tile is cut out of the result), the other dims' own
// slices, and the lengths slice that the lengths map (d0, d1, d2) ->
// (d0, d2) gives: rows [i, i + 1) and columns [k, k + 2).

// CHECK-LABEL: func @slices
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<2x4x6xf32>, %[[L:[a-z0-9_-]+]]: tensor<2x6xi64>)
// CHECK: scf.for %[[I:[a-z0-9_-]+]] =
// CHECK: scf.for %[[K:[a-z0-9_-]+]] =
// CHECK-DAG: tensor.extract_slice %[[X]][%[[I]], 0, %[[K]]] [1, 4, 2] [1, 1, 1]
// CHECK-DAG: tensor.extract_slice %[[L]][%[[I]], %[[K]]] [1, 2] [1, 1]
// CHECK: revseq_test.reverse_slices %{{.*}}, %{{.*}} seq_axis = 1 : tensor<1x4x2xf32>, tensor<1x2xi64>
// CHECK: tensor.insert_slice
func.func @slices(%x: tensor<2x4x6xf32>, %l: tensor<2x6xi64>) -> tensor<2x4x6xf32> {
  %0 = revseq_test.reverse_slices %x, %l seq_axis = 1 : tensor<2x4x6xf32>, tensor<2x6xi64>
  return %0 : tensor<2x4x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq_test.reverse_slices"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %op tile_sizes [1, 0, 2]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
