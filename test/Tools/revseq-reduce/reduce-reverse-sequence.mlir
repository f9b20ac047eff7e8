// RUN: revseq-reduce %s -reduction-tree='traversal-mode=0 test=%S/Inputs/grep-op.sh test-arg=reverse_sequence.*batch_axis.=.1.' 2>/dev/null | FileCheck %s

// The interesting behaviour: a revseq.reverse_sequence with batch_axis = 1.
// Upstream's reductions delete only unused ops and whole functions (@other
// goes); revseq's patterns remove the two revseq.reverse ops (replaced by
// their inputs), the computation of the interesting op's input (now a
// tensor.empty) and of its lengths (now a constant): 10 ops become 5.

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %{{.*}}: tensor<4x6xf32>, %[[Y:.*]]: tensor<4x6xf32>, %{{.*}}: tensor<6xi64>)
// CHECK-NEXT:    %[[EMPTY:.*]] = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:    %[[LENGTHS:.*]] = arith.constant dense<2> : tensor<6xi64>
// CHECK-NEXT:    %[[REV:.*]] = revseq.reverse_sequence %[[EMPTY]], %[[LENGTHS]] batch_axis = 1, seq_axis = 0
// CHECK-NEXT:    %[[OUT:.*]] = arith.subf %[[REV]], %[[Y]]
// CHECK-NEXT:    return %[[OUT]]
// CHECK-NEXT:  }
// CHECK-NOT:   func.func
func.func @f(%x: tensor<4x6xf32>, %y: tensor<4x6xf32>, %l: tensor<6xi64>) -> tensor<4x6xf32> {
  %c1 = arith.constant dense<1> : tensor<6xi64>
  %sum = arith.addf %x, %y : tensor<4x6xf32>
  %r0 = revseq.reverse %sum axes = [0] : tensor<4x6xf32>
  %m = arith.mulf %r0, %x : tensor<4x6xf32>
  %l1 = arith.addi %l, %c1 : tensor<6xi64>
  %rs = revseq.reverse_sequence %m, %l1 batch_axis = 1, seq_axis = 0 : tensor<4x6xf32>, tensor<6xi64>
  %r1 = revseq.reverse %rs axes = [1] : tensor<4x6xf32>
  %out = arith.subf %r1, %y : tensor<4x6xf32>
  return %out : tensor<4x6xf32>
}

func.func @other(%x: tensor<4x6xf32>, %l: tensor<4xi64>) -> tensor<4x6xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<4x6xf32>, tensor<4xi64>
  return %0 : tensor<4x6xf32>
}
