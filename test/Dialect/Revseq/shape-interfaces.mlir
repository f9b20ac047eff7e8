// RUN: revseq-opt %s --resolve-ranked-shaped-type-result-dims -split-input-file | FileCheck %s

// ReifyRankedShapedTypeOpInterface: a tensor.dim of a revseq result is a
// tensor.dim of the op's input, so the op itself becomes dead.

// CHECK-LABEL: func @reverse_sequence_dims
// CHECK-SAME: (%[[X:.*]]: tensor<?x4x?xf32>, %{{.*}}: tensor<?xi64>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4x?xf32>
// CHECK-DAG: %[[D2:.*]] = tensor.dim %[[X]], %[[C2]] : tensor<?x4x?xf32>
// CHECK-NOT: revseq
// CHECK: return %[[D0]], %[[D2]] : index, index
func.func @reverse_sequence_dims(%x: tensor<?x4x?xf32>, %l: tensor<?xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = revseq.reverse_sequence %x, %l batch_axis = 2, seq_axis = 0 : tensor<?x4x?xf32>, tensor<?xi64>
  %d0 = tensor.dim %0, %c0 : tensor<?x4x?xf32>
  %d2 = tensor.dim %0, %c2 : tensor<?x4x?xf32>
  return %d0, %d2 : index, index
}

// -----

// CHECK-LABEL: func @reverse_dims
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xi8>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<2x?xi8>
// CHECK-NOT: revseq
// CHECK: return %[[D1]] : index
func.func @reverse_dims(%x: tensor<2x?xi8>) -> index {
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse %x axes = [1] : tensor<2x?xi8>
  %d1 = tensor.dim %0, %c1 : tensor<2x?xi8>
  return %d1 : index
}

// -----

// CHECK-LABEL: func @reverse_dynamic_dims
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x?xf32>, %{{.*}}: tensor<?xi64>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<?x?x?xf32>
// CHECK-NOT: revseq
// CHECK: return %[[D1]] : index
func.func @reverse_dynamic_dims(%x: tensor<?x?x?xf32>, %a: tensor<?xi64>) -> index {
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<?x?x?xf32>, tensor<?xi64>
  %d1 = tensor.dim %0, %c1 : tensor<?x?x?xf32>
  return %d1 : index
}

// -----

// CHECK-LABEL: func @reverse_subsequences_dims
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xbf16>, %{{.*}}: tensor<?x1xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x?xbf16>
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<?x?xbf16>
// CHECK-NOT: revseq
// CHECK: return %[[D0]], %[[D1]] : index, index
func.func @reverse_subsequences_dims(%x: tensor<?x?xbf16>, %l: tensor<?x1xi32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xbf16>, tensor<?x1xi32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xbf16>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xbf16>
  return %d0, %d1 : index, index
}

// -----

// The reified shape of a result that is also used elsewhere; the op stays.
// CHECK-LABEL: func @reverse_dims_op_kept
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[R:.*]] = revseq.reverse %[[X]] axes = [0] : tensor<?xf32>
// CHECK-DAG: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?xf32>
// CHECK: return %[[R]], %[[D]] : tensor<?xf32>, index
func.func @reverse_dims_op_kept(%x: tensor<?xf32>) -> (tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %0 = revseq.reverse %x axes = [0] : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %0, %d : tensor<?xf32>, index
}
