// RUN: revseq-opt %s --convert-revseq-to-linalg --split-input-file | FileCheck %s

// convert-revseq-to-linalg on the test op: the index-map generic reads the
// lengths through the op's lengths map (d0, d1, d2) -> (d0, d2) and the
// input at the mirrored t; the memref form writes `init`, in place it
// swaps pairs.

// CHECK-LABEL: func.func @value_form
// CHECK-SAME:    %[[X:.*]]: tensor<2x4x3xf32>, %[[L:.*]]: tensor<2x3xi64>
// CHECK:         linalg.generic
// CHECK:           %[[I:.*]] = linalg.index 0
// CHECK:           %[[T:.*]] = linalg.index 1
// CHECK:           %[[J:.*]] = linalg.index 2
// CHECK:           %[[RAW:.*]] = tensor.extract %[[L]][%[[I]], %[[J]]] : tensor<2x3xi64>
// CHECK:           arith.maxsi %[[RAW]]
// CHECK:           %[[CLAMPED:.*]] = arith.minsi
// CHECK:           %[[LEN:.*]] = arith.index_cast %[[CLAMPED]] : i64 to index
// CHECK:           %[[BELOW:.*]] = arith.cmpi ult, %[[T]], %[[LEN]]
// CHECK:           %[[SRC:.*]] = arith.select %[[BELOW]]
// CHECK:           tensor.extract %[[X]][%[[I]], %[[SRC]], %[[J]]] : tensor<2x4x3xf32>
// CHECK-NOT:     revseq_test.
func.func @value_form(%x: tensor<2x4x3xf32>, %l: tensor<2x3xi64>) -> tensor<2x4x3xf32> {
  %0 = revseq_test.reverse_slices %x, %l seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64>
  return %0 : tensor<2x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @into_memref
// CHECK-SAME:    %[[X:.*]]: memref<2x4x3xf32>, %[[L:.*]]: memref<2x3xi8>, %[[OUT:.*]]: memref<2x4x3xf32>
// CHECK:         linalg.generic
// CHECK-SAME:      outs(%[[OUT]] : memref<2x4x3xf32>)
// CHECK:           memref.load %[[L]][%{{.*}}, %{{.*}}] : memref<2x3xi8>
// CHECK:           memref.load %[[X]]
// CHECK-NOT:     revseq_test.
func.func @into_memref(%x: memref<2x4x3xf32>, %l: memref<2x3xi8>, %out: memref<2x4x3xf32>) {
  revseq_test.reverse_slices_into %x, %l into %out seq_axis = 1
      : memref<2x4x3xf32>, memref<2x3xi8> into memref<2x4x3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @in_place
// CHECK-SAME:    %[[BUF:.*]]: memref<2x4x3xf32>, %[[L:.*]]: memref<2x3xi64>
// CHECK-NOT:     linalg.generic
// CHECK:         scf.parallel
// CHECK:           memref.load %[[L]]
// CHECK:           memref.store
// CHECK-NOT:     revseq_test.
func.func @in_place(%buf: memref<2x4x3xf32>, %l: memref<2x3xi64>) {
  revseq_test.reverse_slices_into %buf, %l into %buf seq_axis = 1
      : memref<2x4x3xf32>, memref<2x3xi64> into memref<2x4x3xf32>
  return
}

// -----

// A dynamic size leaves reverse_slices_c7 to a check in front of the
// generic, derived from the lengths map.
// CHECK-LABEL: func.func @dynamic
// CHECK:         revseq.check
// CHECK:         linalg.generic
// CHECK-NOT:     revseq_test.
func.func @dynamic(%x: tensor<?x4x?xf32>, %l: tensor<?x?xi64>) -> tensor<?x4x?xf32> {
  %0 = revseq_test.reverse_slices %x, %l seq_axis = 1 : tensor<?x4x?xf32>, tensor<?x?xi64>
  return %0 : tensor<?x4x?xf32>
}
