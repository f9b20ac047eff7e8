// RUN: revseq-opt %s --convert-revseq-to-vector="vector-bits=256 nontemporal-bytes=0" --cse --split-input-file | FileCheck %s
// convert-revseq-to-vector on the memref destination form of the test op:
// the kernels pick their code from the index map's row plan, as for
// reverse_subsequences of the same layouts.

// The sequence axis innermost (row plan Prefix): one length per row, a
// split row.
// CHECK-LABEL: func.func @rows
// CHECK-SAME:    %[[X:.*]]: memref<2x3x40xf32>, %[[L:.*]]: memref<2x3xi8>
// CHECK:         scf.parallel (%[[A:.*]], %[[B:.*]]) =
// CHECK:           memref.load %[[L]][%[[A]], %[[B]]] : memref<2x3xi8>
// CHECK:           vector.shuffle
// CHECK-NOT:     vector.gather
// CHECK-NOT:     revseq_test.
func.func @rows(%x: memref<2x3x40xf32>, %l: memref<2x3xi8>, %out: memref<2x3x40xf32>) {
  revseq_test.reverse_slices_into %x, %l into %out seq_axis = 2
      : memref<2x3x40xf32>, memref<2x3xi8> into memref<2x3x40xf32>
  return
}

// -----

// An outer sequence axis with lengths along the innermost dim (row plan
// Gather): the lanes of a row read their own lengths.
// CHECK-LABEL: func.func @gather
// CHECK-SAME:    %[[X:.*]]: memref<2x?x?xf32>, %[[L:.*]]: memref<2x?xi64>
// CHECK:         vector.gather
// CHECK-NOT:     revseq_test.
func.func @gather(%x: memref<2x?x?xf32>, %l: memref<2x?xi64>, %out: memref<2x?x?xf32>) {
  revseq_test.reverse_slices_into %x, %l into %out seq_axis = 1
      : memref<2x?x?xf32>, memref<2x?xi64> into memref<2x?x?xf32>
  return
}

// -----

// In place.
// CHECK-LABEL: func.func @in_place
// CHECK:         vector.
// CHECK-NOT:     revseq_test.
func.func @in_place(%buf: memref<4x64xf32>, %l: memref<4xi32>) {
  revseq_test.reverse_slices_into %buf, %l into %buf seq_axis = 1
      : memref<4x64xf32>, memref<4xi32> into memref<4x64xf32>
  return
}
