// RUN: revseq-reduce %s -reduction-tree='traversal-mode=0 test=%S/Inputs/grep-op.sh test-arg=reverse_subsequences' 2>/dev/null | FileCheck %s

// The interesting behaviour: a revseq.reverse_subsequences. Its input has a
// dynamic size, so only the revseq.reverse_dynamic that computes it goes (a
// tensor.empty would need the sizes); its lengths, computed by an arith.muli,
// become a constant.

// CHECK-LABEL: func.func @g(
// CHECK-SAME:      %[[X:.*]]: tensor<?x5xi32>, %{{.*}}: tensor<3x1xi32>, %{{.*}}: tensor<2xi64>)
// CHECK-NEXT:    %[[LENGTHS:.*]] = arith.constant dense<2> : tensor<3x1xi32>
// CHECK-NEXT:    %[[REV:.*]] = revseq.reverse_subsequences %[[X]], %[[LENGTHS]] axis = 1
// CHECK-NEXT:    return %[[REV]]
// CHECK-NEXT:  }
func.func @g(%x: tensor<?x5xi32>, %l: tensor<3x1xi32>, %axes: tensor<2xi64>) -> tensor<?x5xi32> {
  %flipped = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x5xi32>, tensor<2xi64>
  %l2 = arith.muli %l, %l : tensor<3x1xi32>
  %0 = revseq.reverse_subsequences %flipped, %l2 axis = 1 : tensor<?x5xi32>, tensor<3x1xi32>
  return %0 : tensor<?x5xi32>
}
