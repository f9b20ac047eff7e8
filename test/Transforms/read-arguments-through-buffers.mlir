// RUN: revseq-opt %s --revseq-read-arguments-through-buffers --split-input-file | FileCheck %s

// An argument read only by extracts and dims: one read-only buffer at the
// entry, every extract a load of it, every dim a memref.dim, also inside
// regions.
// CHECK-LABEL: func.func @lengths
// CHECK-SAME: (%[[L:.*]]: tensor<?xi64>, %[[X:.*]]: tensor<4x?xf32>, %[[I:.*]]: index)
// CHECK-NEXT: %[[B:.*]] = bufferization.to_buffer %[[L]] read_only : tensor<?xi64> to memref<?xi64>
// CHECK-NOT: tensor.extract %[[L]]
// CHECK: memref.dim %[[B]], %{{.*}} : memref<?xi64>
// CHECK: memref.load %[[B]][%[[I]]] : memref<?xi64>
// CHECK: scf.for
// CHECK: memref.load %[[B]][%{{.*}}] : memref<?xi64>
// CHECK-NOT: tensor.extract %[[L]]
// CHECK: return
func.func @lengths(%l: tensor<?xi64>, %x: tensor<4x?xf32>, %i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %l, %c0 : tensor<?xi64>
  %first = tensor.extract %l[%i] : tensor<?xi64>
  %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %first) -> (i64) {
    %v = tensor.extract %l[%k] : tensor<?xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  return %sum : i64
}

// -----

// Left alone: an argument that another op reads whole (it may alias the
// op's result), one only measured, and a non-tensor argument.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: bufferization.to_buffer
// CHECK: tensor.extract %arg0
// CHECK: tensor.dim %arg1
// CHECK: return
func.func @left_alone(%l: tensor<4xi64>, %m: tensor<?xi64>, %i: index) -> (i64, index, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %l[%i] : tensor<4xi64>
  %d = tensor.dim %m, %c0 : tensor<?xi64>
  return %v, %d, %l : i64, index, tensor<4xi64>
}

// -----

// A declaration has no body.
// CHECK-LABEL: func.func private @external(tensor<4xi64>) -> i64
func.func private @external(%l: tensor<4xi64>) -> i64
