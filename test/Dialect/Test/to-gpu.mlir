// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0 narrow-index=false gather-tile-bytes=0" --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-gpu="narrow-index=false" --split-input-file | FileCheck %s --check-prefix=TILES
// convert-revseq-to-gpu on the memref destination form of the test op: the
// scalar kernel reads each element's length through the lengths map
// (d0, d1, d2) -> (d0, d2) and clamps it; the default options take the
// gather layout's tile kernel.

// CHECK-LABEL: func.func @slices(
// CHECK-SAME: %[[X:.*]]: memref<2x4x3xf32>, %[[L:.*]]: memref<2x3xi64>, %[[DST:.*]]: memref<2x4x3xf32>)
// CHECK: gpu.launch
// CHECK: memref.load
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.cmpi ult
// CHECK-NOT: revseq_test.
// CHECK: return
// TILES-LABEL: func.func @slices(
// TILES: gpu.launch
// TILES-NOT: revseq_test.
// TILES: return
func.func @slices(%x: memref<2x4x3xf32>, %l: memref<2x3xi64>, %dst: memref<2x4x3xf32>) {
  revseq_test.reverse_slices_into %x, %l into %dst seq_axis = 1
      : memref<2x4x3xf32>, memref<2x3xi64> into memref<2x4x3xf32>
  return
}

// -----

// The sequence axis innermost, and in place.
// CHECK-LABEL: func.func @rows_in_place(
// CHECK: gpu.launch
// CHECK-NOT: revseq_test.
// CHECK: return
// TILES-LABEL: func.func @rows_in_place(
// TILES: gpu.launch
// TILES-NOT: revseq_test.
// TILES: return
func.func @rows_in_place(%buf: memref<4x64xf32>, %l: memref<4xi32>) {
  revseq_test.reverse_slices_into %buf, %l into %buf seq_axis = 1
      : memref<4x64xf32>, memref<4xi32> into memref<4x64xf32>
  return
}
