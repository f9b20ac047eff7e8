// RUN: revseq-opt %s | revseq-opt | FileCheck %s
// RUN: revseq-opt %s --mlir-print-op-generic | revseq-opt | FileCheck %s

// revseq_test.reverse_slices: an op of the reverse family defined in
// test/lib/Dialect/Test by revseq's ODS classes, its index map and its
// verifier. Both forms print and parse as revseq's own ops do.

// CHECK-LABEL: func @value_form
// CHECK-SAME: (%[[INPUT:.*]]: tensor<2x4x3xf32>, %[[LENGTHS:.*]]: tensor<2x3xi64>)
// CHECK: %[[RES:.*]] = revseq_test.reverse_slices %[[INPUT]], %[[LENGTHS]] seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64>
// CHECK: return %[[RES]] : tensor<2x4x3xf32>
func.func @value_form(%input: tensor<2x4x3xf32>, %lengths: tensor<2x3xi64>) -> tensor<2x4x3xf32> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64>
  return %0 : tensor<2x4x3xf32>
}

// CHECK-LABEL: func @value_form_dynamic
// CHECK: revseq_test.reverse_slices %{{.*}}, %{{.*}} seq_axis = -1 : tensor<?x?xi8>, tensor<?xi32>
func.func @value_form_dynamic(%input: tensor<?x?xi8>, %lengths: tensor<?xi32>) -> tensor<?x?xi8> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = -1 : tensor<?x?xi8>, tensor<?xi32>
  return %0 : tensor<?x?xi8>
}

// Rank 1: the lengths are a rank-0 tensor.
// CHECK-LABEL: func @value_form_rank1
// CHECK: revseq_test.reverse_slices %{{.*}}, %{{.*}} seq_axis = 0 : tensor<5xf16>, tensor<i64>
func.func @value_form_rank1(%input: tensor<5xf16>, %lengths: tensor<i64>) -> tensor<5xf16> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 0 : tensor<5xf16>, tensor<i64>
  return %0 : tensor<5xf16>
}

// CHECK-LABEL: func @into_tensor
// CHECK-SAME: (%[[INPUT:.*]]: tensor<2x4x3xf32>, %[[LENGTHS:.*]]: tensor<2x3xi64>, %[[INIT:.*]]: tensor<2x4x3xf32>)
// CHECK: %[[RES:.*]] = revseq_test.reverse_slices_into %[[INPUT]], %[[LENGTHS]] into %[[INIT]] seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64> into tensor<2x4x3xf32> -> tensor<2x4x3xf32>
// CHECK: return %[[RES]]
func.func @into_tensor(%input: tensor<2x4x3xf32>, %lengths: tensor<2x3xi64>, %init: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %0 = revseq_test.reverse_slices_into %input, %lengths into %init seq_axis = 1
      : tensor<2x4x3xf32>, tensor<2x3xi64> into tensor<2x4x3xf32> -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// CHECK-LABEL: func @into_memref
// CHECK-SAME: (%[[INPUT:.*]]: memref<2x4x3xf32>, %[[LENGTHS:.*]]: memref<2x3xi64>, %[[INIT:.*]]: memref<2x4x3xf32, strided<[24, 6, 1], offset: ?>>)
// CHECK: revseq_test.reverse_slices_into %[[INPUT]], %[[LENGTHS]] into %[[INIT]] seq_axis = 1 : memref<2x4x3xf32>, memref<2x3xi64> into memref<2x4x3xf32, strided<[24, 6, 1], offset: ?>>
// CHECK-NOT: ->
// CHECK: return
func.func @into_memref(%input: memref<2x4x3xf32>, %lengths: memref<2x3xi64>, %init: memref<2x4x3xf32, strided<[24, 6, 1], offset: ?>>) {
  revseq_test.reverse_slices_into %input, %lengths into %init seq_axis = 1
      : memref<2x4x3xf32>, memref<2x3xi64> into memref<2x4x3xf32, strided<[24, 6, 1], offset: ?>>
  return
}

// In place: `init` is the input.
// CHECK-LABEL: func @into_memref_in_place
// CHECK-SAME: (%[[BUF:.*]]: memref<2x4x3xi32>, %[[LENGTHS:.*]]: memref<2x3xi8>)
// CHECK: revseq_test.reverse_slices_into %[[BUF]], %[[LENGTHS]] into %[[BUF]] seq_axis = 1
func.func @into_memref_in_place(%buf: memref<2x4x3xi32>, %lengths: memref<2x3xi8>) {
  revseq_test.reverse_slices_into %buf, %lengths into %buf seq_axis = 1
      : memref<2x4x3xi32>, memref<2x3xi8> into memref<2x4x3xi32>
  return
}
