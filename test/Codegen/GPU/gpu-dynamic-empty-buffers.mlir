// RUN: revseq-opt %s --pass-pipeline="builtin.module(func.func(revseq-gpu-dynamic-empty-buffers))" --split-input-file | FileCheck %s

// A launch that loads and stores buffers of a static size 0 gets them with
// dynamic sizes (SPIR-V has no type for memref<0xi1>); the nonempty buffer
// keeps its type.
// CHECK-LABEL: func.func @copy_empty(
// CHECK-SAME:    %[[A:.*]]: memref<0xi1>, %[[B:.*]]: memref<1x0xi16>, %[[C:.*]]: memref<4xi16>
// CHECK-DAG:     %[[DA:.*]] = memref.cast %[[A]] : memref<0xi1> to memref<?xi1>
// CHECK-DAG:     %[[DB:.*]] = memref.cast %[[B]] : memref<1x0xi16> to memref<?x?xi16>
// CHECK:         gpu.launch
// CHECK:           memref.load %[[DA]][%{{.*}}] : memref<?xi1>
// CHECK:           memref.store %{{.*}}, %[[DA]][%{{.*}}] : memref<?xi1>
// CHECK:           memref.load %[[DB]][%{{.*}}, %{{.*}}] : memref<?x?xi16>
// CHECK:           memref.store %{{.*}}, %[[C]][%{{.*}}] : memref<4xi16>
func.func @copy_empty(%a: memref<0xi1>, %b: memref<1x0xi16>, %c: memref<4xi16>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    scf.for %i = %c0 to %c0 step %c1 {
      %v = memref.load %a[%i] : memref<0xi1>
      memref.store %v, %a[%i] : memref<0xi1>
      %w = memref.load %b[%c0, %i] : memref<1x0xi16>
      memref.store %w, %c[%i] : memref<4xi16>
    }
    gpu.terminator
  }
  return
}

// -----

// A buffer that the launch uses otherwise (here a cast) keeps its type.
// CHECK-LABEL: func.func @view_of_empty(
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    gpu.launch
// CHECK:         memref.cast %{{.*}} : memref<0xf32> to memref<?xf32>
func.func @view_of_empty(%a: memref<0xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %s = memref.cast %a : memref<0xf32> to memref<?xf32>
    gpu.terminator
  }
  return
}
