// RUN: revseq-opt %s --pass-pipeline="builtin.module(func.func(revseq-gpu-linearize-dynamic-buffers))" --split-input-file | FileCheck %s

// A launch that loads and stores a buffer of dynamic shape dim by dim gets
// it collapsed to one dim, its sizes read before the launch, and the
// row-major index (SPIR-V lowers no multi-dim index of dynamic strides).
// Buffers of one dim or a static shape keep their type.
// CHECK-LABEL: func.func @lengths_by_dim(
// CHECK-SAME:    %[[L:.*]]: memref<?x1x?xi64>, %[[X:.*]]: memref<?xi64>, %[[S:.*]]: memref<2x3xi64>
// CHECK-DAG:     %[[D0:.*]] = memref.dim %[[L]], %c0
// CHECK-DAG:     %[[D1:.*]] = memref.dim %[[L]], %c1
// CHECK-DAG:     %[[D2:.*]] = memref.dim %[[L]], %c2
// CHECK:         %[[F:.*]] = memref.collapse_shape %[[L]] {{\[\[}}0, 1, 2]] : memref<?x1x?xi64> into memref<?xi64>
// CHECK:         gpu.launch
// CHECK:           %[[A:.*]] = arith.muli %[[I:.*]], %[[D1]]
// CHECK:           %[[B:.*]] = arith.addi %[[A]], %[[Z:.*]]
// CHECK:           %[[C:.*]] = arith.muli %[[B]], %[[D2]]
// CHECK:           %[[LIN:.*]] = arith.addi %[[C]], %[[J:.*]]
// CHECK:           %[[V:.*]] = memref.load %[[F]][%[[LIN]]] : memref<?xi64>
// CHECK:           memref.store %[[V]], %[[X]][%{{.*}}] : memref<?xi64>
// CHECK:           memref.load %[[S]][%{{.*}}, %{{.*}}] : memref<2x3xi64>
// CHECK:           memref.store %{{.*}}, %[[F]][%{{.*}}] : memref<?xi64>
func.func @lengths_by_dim(%l: memref<?x1x?xi64>, %x: memref<?xi64>, %s: memref<2x3xi64>, %i: index, %j: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %l[%i, %c0, %j] : memref<?x1x?xi64>
    memref.store %v, %x[%i] : memref<?xi64>
    %w = memref.load %s[%c0, %c1] : memref<2x3xi64>
    memref.store %w, %l[%i, %c0, %j] : memref<?x1x?xi64>
    gpu.terminator
  }
  return
}

// -----

// A buffer that the launch uses otherwise (here a subview) is left as it is.
// CHECK-LABEL: func.func @other_use(
// CHECK-NOT:     memref.collapse_shape
// CHECK:         memref.subview
func.func @other_use(%l: memref<?x?xi64>, %i: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.subview %l[0, 0] [1, 1] [1, 1] : memref<?x?xi64> to memref<1x1xi64, strided<[?, 1]>>
    %w = memref.load %l[%i, %i] : memref<?x?xi64>
    gpu.terminator
  }
  return
}
