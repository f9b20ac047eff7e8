// RUN: revseq-opt %s --split-input-file --convert-elementwise-to-linalg --revseq-fuse-elementwise | FileCheck %s
// RUN: revseq-opt %s --split-input-file --convert-elementwise-to-linalg --revseq-fuse-elementwise="fuse-gathers=true" | FileCheck %s --check-prefix=GATHERS

// revseq-fuse-elementwise builds the gather body of any IndexMapOpInterface
// op from its index map, and reads from the map whether the op is a gather
// layout (lengths varying along the rows), which it fuses only with
// fuse-gathers=true.

// Sequence axis innermost: the lengths map (d0, d1, d2) -> (d0, d1) is
// constant along a row, so the op fuses by default.
// CHECK-LABEL: func.func @rows
// CHECK-SAME:    %[[X:[^:]*]]: tensor<2x3x4xf32>, %[[L:[^:]*]]: tensor<2x3xi64>
// CHECK-NOT:     revseq_test.reverse_slices
// CHECK:         linalg.generic
// CHECK:           %[[I:.*]] = linalg.index 0
// CHECK:           %[[J:.*]] = linalg.index 1
// CHECK:           %[[T:.*]] = linalg.index 2
// CHECK:           %[[RAW:.*]] = tensor.extract %[[L]][%[[I]], %[[J]]] : tensor<2x3xi64>
// CHECK:           arith.maxsi %[[RAW]]
// CHECK:           %[[CLAMPED:.*]] = arith.minsi
// CHECK:           %[[LEN:.*]] = arith.index_cast %[[CLAMPED]] : i64 to index
// CHECK:           %[[BELOW:.*]] = arith.cmpi ult, %[[T]], %[[LEN]]
// CHECK:           %[[SRC:.*]] = arith.select %[[BELOW]]
// CHECK:           tensor.extract %[[X]][%[[I]], %[[J]], %[[SRC]]] : tensor<2x3x4xf32>
// CHECK:           arith.addf
// CHECK-NOT:     linalg.generic
func.func @rows(%x: tensor<2x3x4xf32>, %l: tensor<2x3xi64>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %r = revseq_test.reverse_slices %x, %l seq_axis = 2 : tensor<2x3x4xf32>, tensor<2x3xi64>
  %s = arith.addf %r, %y : tensor<2x3x4xf32>
  return %s : tensor<2x3x4xf32>
}

// -----

// Sequence axis 1: the lengths map (d0, d1, d2) -> (d0, d2) varies along
// the rows, a gather layout, left to its kernel by default.
// CHECK-LABEL: func.func @gather
// CHECK:         revseq_test.reverse_slices
// GATHERS-LABEL: func.func @gather
// GATHERS-SAME:    %[[X:[^:]*]]: tensor<2x4x3xf32>, %[[L:[^:]*]]: tensor<2x3xi64>
// GATHERS-NOT:     revseq_test.reverse_slices
// GATHERS:         linalg.generic
// GATHERS:           %[[I:.*]] = linalg.index 0
// GATHERS:           %[[T:.*]] = linalg.index 1
// GATHERS:           %[[J:.*]] = linalg.index 2
// GATHERS:           %[[RAW:.*]] = tensor.extract %[[L]][%[[I]], %[[J]]] : tensor<2x3xi64>
// GATHERS:           arith.maxsi %[[RAW]]
// GATHERS:           %[[CLAMPED:.*]] = arith.minsi
// GATHERS:           %[[LEN:.*]] = arith.index_cast %[[CLAMPED]] : i64 to index
// GATHERS:           %[[BELOW:.*]] = arith.cmpi ult, %[[T]], %[[LEN]]
// GATHERS:           %[[SRC:.*]] = arith.select %[[BELOW]]
// GATHERS:           tensor.extract %[[X]][%[[I]], %[[SRC]], %[[J]]] : tensor<2x4x3xf32>
// GATHERS:           arith.addf
// GATHERS-NOT:     linalg.generic
func.func @gather(%x: tensor<2x4x3xf32>, %l: tensor<2x3xi64>, %y: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %r = revseq_test.reverse_slices %x, %l seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64>
  %s = arith.addf %r, %y : tensor<2x4x3xf32>
  return %s : tensor<2x4x3xf32>
}
