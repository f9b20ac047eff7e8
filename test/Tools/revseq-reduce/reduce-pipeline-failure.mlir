// RUN: revseq-reduce %s -reduction-tree='traversal-mode=0 test=%S/Inputs/out-params-error.sh' 2>/dev/null | FileCheck %s

// How docs/Reliability.md reduces a failing (or crashing) pipeline: the
// interesting behaviour is revseq-cpu-pipeline{out-params=true} rejecting the
// module, which only @dynamic's result shape causes. @static goes whole, the
// revseq ops of @dynamic go, and what is left shows that the dynamic result,
// not a revseq op, is the cause.

// CHECK-NOT:   func.func @static
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:      %[[X:.*]]: tensor<4x?xf32>, %{{.*}}: tensor<4xi32>) -> tensor<4x?xf32>
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %[[X]], %[[X]] : tensor<4x?xf32>
// CHECK-NEXT:    return %[[SUM]]
// CHECK-NEXT:  }
// CHECK-NOT:   func.func

func.func @static(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @dynamic(%x: tensor<4x?xf32>, %l: tensor<4xi32>) -> tensor<4x?xf32> {
  %sum = arith.addf %x, %x : tensor<4x?xf32>
  %0 = revseq.reverse %sum axes = [1] : tensor<4x?xf32>
  %1 = revseq.reverse_sequence %0, %l batch_axis = 0, seq_axis = 1 : tensor<4x?xf32>, tensor<4xi32>
  return %1 : tensor<4x?xf32>
}
