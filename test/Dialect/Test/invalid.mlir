// RUN: revseq-opt %s -split-input-file -verify-diagnostics

// Each case is named after the constraint label of TestOps.td it violates:
// revseq's shared rules (c1, c2, _bytes and the destination form's) under
// the test op's own labels, then its own rules.

// reverse_slices_c1
func.func @reverse_slices_c1(%input: tensor<2x3x!llvm.ptr>, %lengths: tensor<2xi64>) -> tensor<2x3x!llvm.ptr> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_c1: input element type '!llvm.ptr' cannot be held by a memref}}
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<2x3x!llvm.ptr>, tensor<2xi64>
  return %0 : tensor<2x3x!llvm.ptr>
}

// -----

// reverse_slices_c2
func.func @reverse_slices_c2(%input: tensor<2x3xf32>, %lengths: tensor<2xi64>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_c2: result type 'tensor<2x3xf16>' differs from input type 'tensor<2x3xf32>'}}
  %0 = "revseq_test.reverse_slices"(%input, %lengths) <{seq_axis = 1 : i64}> : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// reverse_slices_bytes
func.func @reverse_slices_bytes(%input: tensor<4611686018427387904x4xf32>, %lengths: tensor<4xi64>) -> tensor<4611686018427387904x4xf32> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_bytes: input type 'tensor<4611686018427387904x4xf32>' holds more than 9223372036854775807 bytes}}
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 0 : tensor<4611686018427387904x4xf32>, tensor<4xi64>
  return %0 : tensor<4611686018427387904x4xf32>
}

// -----

// reverse_slices_c3
func.func @reverse_slices_c3(%input: tensor<f32>, %lengths: tensor<i64>) -> tensor<f32> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_c3: input rank 0 is below the minimum 1}}
  %0 = "revseq_test.reverse_slices"(%input, %lengths) <{seq_axis = 0 : i64}> : (tensor<f32>, tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// reverse_slices_c4
func.func @reverse_slices_c4(%input: tensor<2x3xf32>, %lengths: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_c4: seq_axis -3 is out of range [-2, 2)}}
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = -3 : tensor<2x3xf32>, tensor<2xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_slices_c5
func.func @reverse_slices_c5(%input: tensor<2x3xf32>, %lengths: tensor<2x1xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_c5: lengths rank 2 is not the input rank 2 minus one}}
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<2x3xf32>, tensor<2x1xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_slices_c6
func.func @reverse_slices_c6(%input: tensor<2x3xf32>, %lengths: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_c6: lengths element type 'f32' is not a signless integer}}
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<2x3xf32>, tensor<2xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_slices_c7: the lengths of output index (i, t, j) are at (i, j),
// so lengths dim 1 is input dim 2.
func.func @reverse_slices_c7(%input: tensor<2x4x3xf32>, %lengths: tensor<2x4xi64>) -> tensor<2x4x3xf32> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_c7: lengths dim 1 is 4 but input dim 2 is 3}}
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<2x4x3xf32>, tensor<2x4xi64>
  return %0 : tensor<2x4x3xf32>
}

// -----

// reverse_slices_c7 with a negative seq_axis: lengths dim 0 is input dim 1.
func.func @reverse_slices_c7_negative_axis(%input: tensor<?x5xf32>, %lengths: tensor<4xi64>) -> tensor<?x5xf32> {
  // expected-error @+1 {{'revseq_test.reverse_slices' op violates reverse_slices_c7: lengths dim 0 is 4 but input dim 1 is 5}}
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = -2 : tensor<?x5xf32>, tensor<4xi64>
  return %0 : tensor<?x5xf32>
}

// -----

// A dynamic size leaves c7 to run time.
func.func @reverse_slices_c7_dynamic(%input: tensor<?x4x3xf32>, %lengths: tensor<2x?xi64>) -> tensor<?x4x3xf32> {
  %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1 : tensor<?x4x3xf32>, tensor<2x?xi64>
  return %0 : tensor<?x4x3xf32>
}

// -----

// reverse_slices_into_c2
func.func @reverse_slices_into_c2(%input: memref<2x3xf32>, %lengths: memref<2xi64>, %init: memref<3x2xf32>) {
  // expected-error @+1 {{'revseq_test.reverse_slices_into' op violates reverse_slices_into_c2: init type 'memref<3x2xf32>' differs in shape or element type from input type 'memref<2x3xf32>'}}
  revseq_test.reverse_slices_into %input, %lengths into %init seq_axis = 1 : memref<2x3xf32>, memref<2xi64> into memref<3x2xf32>
  return
}

// -----

// reverse_slices_into_c8
func.func @reverse_slices_into_c8(%input: memref<2x3xf32>, %lengths: tensor<2xi64>, %init: memref<2x3xf32>) {
  // expected-error @+1 {{'revseq_test.reverse_slices_into' op violates reverse_slices_into_c8: operand 'tensor<2xi64>' is not a memref like the input}}
  revseq_test.reverse_slices_into %input, %lengths into %init seq_axis = 1 : memref<2x3xf32>, tensor<2xi64> into memref<2x3xf32>
  return
}

// -----

// reverse_slices_c7 in the destination form.
func.func @reverse_slices_into_c7(%input: memref<2x3xf32>, %lengths: memref<3xi64>, %init: memref<2x3xf32>) {
  // expected-error @+1 {{'revseq_test.reverse_slices_into' op violates reverse_slices_into_c7: lengths dim 0 is 3 but input dim 0 is 2}}
  revseq_test.reverse_slices_into %input, %lengths into %init seq_axis = 1 : memref<2x3xf32>, memref<3xi64> into memref<2x3xf32>
  return
}
