// RUN: revseq-opt %s -canonicalize -split-input-file | FileCheck %s

// The folds the test op's index map implies (foldIndexMapOp) and its own
// canonical form (TestDialect.cpp).

// A sequence axis of size 1 reverses nothing.
// CHECK-LABEL: func @unit_seq_axis
// CHECK-SAME: (%[[INPUT:.*]]: tensor<2x1x3xf32>,
// CHECK-NEXT: return %[[INPUT]]
func.func @unit_seq_axis(%input: tensor<2x1x3xf32>, %lengths: tensor<2x3xi64>) -> tensor<2x1x3xf32> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<2x1x3xf32>, tensor<2x3xi64>
  return %0 : tensor<2x1x3xf32>
}

// -----

// Nor does an empty input.
// CHECK-LABEL: func @empty
// CHECK-SAME: (%[[INPUT:.*]]: tensor<0x4x3xf32>,
// CHECK-NEXT: return %[[INPUT]]
func.func @empty(%input: tensor<0x4x3xf32>, %lengths: tensor<0x3xi64>) -> tensor<0x4x3xf32> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<0x4x3xf32>, tensor<0x3xi64>
  return %0 : tensor<0x4x3xf32>
}

// -----

// Canonical form: a non-negative seq_axis.
// CHECK-LABEL: func @negative_axis
// CHECK: revseq_test.reverse_slices %{{.*}}, %{{.*}} seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64>
func.func @negative_axis(%input: tensor<2x4x3xf32>, %lengths: tensor<2x3xi64>) -> tensor<2x4x3xf32> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = -2 : tensor<2x4x3xf32>, tensor<2x3xi64>
  return %0 : tensor<2x4x3xf32>
}

// -----

// A dynamic sequence axis may hold more than one element: the op stays.
// CHECK-LABEL: func @dynamic_seq_axis
// CHECK: revseq_test.reverse_slices %{{.*}}, %{{.*}} seq_axis = 0
func.func @dynamic_seq_axis(%input: tensor<?x3xf32>, %lengths: tensor<3xi64>) -> tensor<?x3xf32> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 0 : tensor<?x3xf32>, tensor<3xi64>
  return %0 : tensor<?x3xf32>
}

// -----

// Constant lengths of at most 1 move nothing (a fact of the map).
// CHECK-LABEL: func @short_lengths
// CHECK-SAME: (%[[INPUT:.*]]: tensor<2x4x3xf32>)
// CHECK-NEXT: return %[[INPUT]]
func.func @short_lengths(%input: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %lengths = arith.constant dense<[[0, 1, -3], [1, 0, 1]]> : tensor<2x3xi64>
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64>
  return %0 : tensor<2x4x3xf32>
}

// -----

// The same map applied twice is the identity.
// CHECK-LABEL: func @twice
// CHECK-SAME: (%[[INPUT:.*]]: tensor<2x4x3xf32>,
// CHECK-NEXT: return %[[INPUT]]
func.func @twice(%input: tensor<2x4x3xf32>, %lengths: tensor<2x3xi64>) -> tensor<2x4x3xf32> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64>
  %1 = revseq_test.reverse_slices %0, %lengths seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x3xi64>
  return %1 : tensor<2x4x3xf32>
}
