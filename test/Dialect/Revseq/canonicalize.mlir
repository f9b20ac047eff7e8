// RUN: revseq-opt %s -canonicalize -split-input-file | FileCheck %s

// The element limit of constant folding (kConstantFoldElementLimit = 65536):
// a non-splat constant of exactly the limit folds, one element more does not.
// The inputs are generated because they are too big to write out.
// DEFINE: %{gen} = import sys; n = int(sys.argv[1]); t = f'tensor<{n}xi8>'; \
// DEFINE:   data = bytes(i %% 251 for i in range(n)).hex(); \
// DEFINE:   print(f'func.func @limit() -> {t} {{'); \
// DEFINE:   print(f'  %%c = arith.constant dense<\"0x{data}\"> : {t}'); \
// DEFINE:   print(f'  %%r = revseq.reverse %%c axes = [0] : {t}'); \
// DEFINE:   print(f'  return %%r : {t}'); print('}')
// RUN: %python -c "%{gen}" 65536 | revseq-opt -canonicalize | FileCheck %s --check-prefix=AT-LIMIT
// RUN: %python -c "%{gen}" 65537 | revseq-opt -canonicalize | FileCheck %s --check-prefix=OVER-LIMIT

// Element i is i % 251 and 65535 % 251 = 24: the reversal starts 0x18, 0x17.
// AT-LIMIT-LABEL: func @limit
// AT-LIMIT-NEXT: %[[C:.*]] = arith.constant dense<"0x1817161514
// AT-LIMIT-NEXT: return %[[C]] : tensor<65536xi8>

// OVER-LIMIT-LABEL: func @limit
// OVER-LIMIT-NEXT: %[[C:.*]] = arith.constant dense<"0x0001020304
// OVER-LIMIT-NEXT: %[[R:.*]] = revseq.reverse %[[C]] axes = [0] : tensor<65537xi8>
// OVER-LIMIT-NEXT: return %[[R]] : tensor<65537xi8>

//===----------------------------------------------------------------------===//
// revseq.reverse
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @reverse_no_axes
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_no_axes(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = revseq.reverse %x axes = [] : tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func @reverse_rank0
// CHECK-SAME: (%[[X:.*]]: tensor<f32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_rank0(%x: tensor<f32>) -> tensor<f32> {
  %0 = revseq.reverse %x axes = [] : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func @reverse_unit_dims
// CHECK-SAME: (%[[X:.*]]: tensor<1x?x1xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_unit_dims(%x: tensor<1x?x1xf32>) -> tensor<1x?x1xf32> {
  %0 = revseq.reverse %x axes = [0, -1] : tensor<1x?x1xf32>
  return %0 : tensor<1x?x1xf32>
}

// -----

// A dynamic dim may be 1 or not: it stays reversed, the unit dim is dropped.
// CHECK-LABEL: func @reverse_drop_unit_axis
// CHECK-SAME: (%[[X:.*]]: tensor<1x?xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [1] : tensor<1x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_drop_unit_axis(%x: tensor<1x?xf32>) -> tensor<1x?xf32> {
  %0 = revseq.reverse %x axes = [1, 0] : tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}

// -----

// CHECK-LABEL: func @reverse_zero_elements
// CHECK-SAME: (%[[X:.*]]: tensor<3x0x?xi8>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_zero_elements(%x: tensor<3x0x?xi8>) -> tensor<3x0x?xi8> {
  %0 = revseq.reverse %x axes = [0, 2] : tensor<3x0x?xi8>
  return %0 : tensor<3x0x?xi8>
}

// -----

// CHECK-LABEL: func @reverse_splat
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.500000e+00> : tensor<4x5xf32>
// CHECK-NEXT: return %[[C]]
func.func @reverse_splat() -> tensor<4x5xf32> {
  %c = arith.constant dense<1.5> : tensor<4x5xf32>
  %0 = revseq.reverse %c axes = [0, 1] : tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// Canonical axes are non-negative and sorted.
// CHECK-LABEL: func @reverse_normalize_axes
// CHECK-SAME: (%[[X:.*]]: tensor<4x?x8xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [0, 2] : tensor<4x?x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_normalize_axes(%x: tensor<4x?x8xf32>) -> tensor<4x?x8xf32> {
  %0 = revseq.reverse %x axes = [-1, 0] : tensor<4x?x8xf32>
  return %0 : tensor<4x?x8xf32>
}

// -----

// CHECK-LABEL: func @reverse_twice_same_axes
// CHECK-SAME: (%[[X:.*]]: tensor<4x?x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_twice_same_axes(%x: tensor<4x?x8xf32>) -> tensor<4x?x8xf32> {
  %0 = revseq.reverse %x axes = [0, -1] : tensor<4x?x8xf32>
  %1 = revseq.reverse %0 axes = [2, 0] : tensor<4x?x8xf32>
  return %1 : tensor<4x?x8xf32>
}

// -----

// reverse(reverse(x, {0, 1}), {1, 2}) = reverse(x, {0, 2}).
// CHECK-LABEL: func @reverse_twice_xor_axes
// CHECK-SAME: (%[[X:.*]]: tensor<4x?x8xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [0, 2] : tensor<4x?x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_twice_xor_axes(%x: tensor<4x?x8xf32>) -> tensor<4x?x8xf32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<4x?x8xf32>
  %1 = revseq.reverse %0 axes = [-2, 2] : tensor<4x?x8xf32>
  return %1 : tensor<4x?x8xf32>
}

// -----

// The inner reverse stays for its other user; the outer one reads x.
// CHECK-LABEL: func @reverse_twice_inner_reused
// CHECK-SAME: (%[[X:.*]]: tensor<4x5xf32>)
// CHECK-NEXT: %[[INNER:.*]] = revseq.reverse %[[X]] axes = [0] : tensor<4x5xf32>
// CHECK-NEXT: %[[OUTER:.*]] = revseq.reverse %[[X]] axes = [0, 1] : tensor<4x5xf32>
// CHECK-NEXT: return %[[INNER]], %[[OUTER]]
func.func @reverse_twice_inner_reused(%x: tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
  %0 = revseq.reverse %x axes = [0] : tensor<4x5xf32>
  %1 = revseq.reverse %0 axes = [1] : tensor<4x5xf32>
  return %0, %1 : tensor<4x5xf32>, tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func @reverse_constant_f32
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[4.000000e+00, 5.000000e+00, 6.000000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @reverse_constant_f32() -> tensor<2x3xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %0 = revseq.reverse %c axes = [0] : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @reverse_constant_i8_both_axes
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[6, 5, 4], [3, -2, 1]]> : tensor<2x3xi8>
// CHECK-NEXT: return %[[C]]
func.func @reverse_constant_i8_both_axes() -> tensor<2x3xi8> {
  %c = arith.constant dense<[[1, -2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %0 = revseq.reverse %c axes = [-1, 0] : tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// CHECK-LABEL: func @reverse_constant_i1
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[false, false, true, true]> : tensor<4xi1>
// CHECK-NEXT: return %[[C]]
func.func @reverse_constant_i1() -> tensor<4xi1> {
  %c = arith.constant dense<[true, true, false, false]> : tensor<4xi1>
  %0 = revseq.reverse %c axes = [0] : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func @reverse_constant_index
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[3, 2, 1]> : tensor<3xindex>
// CHECK-NEXT: return %[[C]]
func.func @reverse_constant_index() -> tensor<3xindex> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xindex>
  %0 = revseq.reverse %c axes = [0] : tensor<3xindex>
  return %0 : tensor<3xindex>
}

// -----

// CHECK-LABEL: func @reverse_constant_complex_f32
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[(3.000000e+00,3.500000e+00), (2.000000e+00,2.500000e+00), (1.000000e+00,1.500000e+00)]> : tensor<3xcomplex<f32>>
// CHECK-NEXT: return %[[C]]
func.func @reverse_constant_complex_f32() -> tensor<3xcomplex<f32>> {
  %c = arith.constant dense<[(1.0, 1.5), (2.0, 2.5), (3.0, 3.5)]> : tensor<3xcomplex<f32>>
  %0 = revseq.reverse %c axes = [0] : tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

// -----

// CHECK-LABEL: func @reverse_constant_complex_i32
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[(2,-2), (1,-1)]> : tensor<2xcomplex<i32>>
// CHECK-NEXT: return %[[C]]
func.func @reverse_constant_complex_i32() -> tensor<2xcomplex<i32>> {
  %c = arith.constant dense<[(1, -1), (2, -2)]> : tensor<2xcomplex<i32>>
  %0 = revseq.reverse %c axes = [0] : tensor<2xcomplex<i32>>
  return %0 : tensor<2xcomplex<i32>>
}

// -----

// A constant that is not a DenseElementsAttr is left alone.
// CHECK-LABEL: func @reverse_dense_resource_not_folded
// CHECK-NEXT: %[[C:.*]] = arith.constant dense_resource<blob> : tensor<2xi32>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[C]] axes = [0] : tensor<2xi32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_dense_resource_not_folded() -> tensor<2xi32> {
  %c = arith.constant dense_resource<blob> : tensor<2xi32>
  %0 = revseq.reverse %c axes = [0] : tensor<2xi32>
  return %0 : tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}

//===----------------------------------------------------------------------===//
// revseq.reverse_sequence
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func @reverse_sequence_unit_seq_dim
// CHECK-SAME: (%[[X:.*]]: tensor<?x1xf32>, %{{.*}}: tensor<?xi64>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_sequence_unit_seq_dim(%x: tensor<?x1xf32>, %l: tensor<?xi64>) -> tensor<?x1xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x1xf32>, tensor<?xi64>
  return %0 : tensor<?x1xf32>
}

// -----

// A unit batch dim is no reason to fold.
// CHECK-LABEL: func @reverse_sequence_unit_batch_dim_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<1x4xf32>, %[[L:.*]]: tensor<1xi64>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 0, seq_axis = 1 : tensor<1x4xf32>, tensor<1xi64>
// CHECK-NEXT: return %[[R]]
func.func @reverse_sequence_unit_batch_dim_not_folded(%x: tensor<1x4xf32>, %l: tensor<1xi64>) -> tensor<1x4xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<1x4xf32>, tensor<1xi64>
  return %0 : tensor<1x4xf32>
}

// -----

// CHECK-LABEL: func @reverse_sequence_zero_elements
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x0xf32>, %{{.*}}: tensor<2xi64>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_sequence_zero_elements(%x: tensor<2x?x0xf32>, %l: tensor<2xi64>) -> tensor<2x?x0xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<2x?x0xf32>, tensor<2xi64>
  return %0 : tensor<2x?x0xf32>
}

// -----

// CHECK-LABEL: func @reverse_sequence_splat
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<7> : tensor<3x4xi32>
// CHECK-NEXT: return %[[C]]
func.func @reverse_sequence_splat(%l: tensor<3xi64>) -> tensor<3x4xi32> {
  %c = arith.constant dense<7> : tensor<3x4xi32>
  %0 = revseq.reverse_sequence %c, %l batch_axis = 0, seq_axis = 1 : tensor<3x4xi32>, tensor<3xi64>
  return %0 : tensor<3x4xi32>
}

// -----

// The axes of the two ops are spelled differently but name the same dims.
// CHECK-LABEL: func @reverse_sequence_twice
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x8xf32>, %{{.*}}: tensor<?xi32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_sequence_twice(%x: tensor<?x?x8xf32>, %l: tensor<?xi32>) -> tensor<?x?x8xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?x8xf32>, tensor<?xi32>
  %1 = revseq.reverse_sequence %0, %l batch_axis = -2, seq_axis = -3 : tensor<?x?x8xf32>, tensor<?xi32>
  return %1 : tensor<?x?x8xf32>
}

// -----

// CHECK-LABEL: func @reverse_sequence_twice_different_lengths
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[L0:.*]]: tensor<?xi32>, %[[L1:.*]]: tensor<?xi32>)
// CHECK-NEXT: %[[R0:.*]] = revseq.reverse_sequence %[[X]], %[[L0]] batch_axis = 0, seq_axis = 1
// CHECK-NEXT: %[[R1:.*]] = revseq.reverse_sequence %[[R0]], %[[L1]] batch_axis = 0, seq_axis = 1
// CHECK-NEXT: return %[[R1]]
func.func @reverse_sequence_twice_different_lengths(%x: tensor<?x?xf32>, %l0: tensor<?xi32>, %l1: tensor<?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l0 batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi32>
  %1 = revseq.reverse_sequence %0, %l1 batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi32>
  return %1 : tensor<?x?xf32>
}

// -----

// Same lengths, swapped axes.
// CHECK-LABEL: func @reverse_sequence_twice_different_axes
// CHECK-SAME: (%[[X:.*]]: tensor<3x3xf32>, %[[L:.*]]: tensor<3xi32>)
// CHECK-NEXT: %[[R0:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 0, seq_axis = 1
// CHECK-NEXT: %[[R1:.*]] = revseq.reverse_sequence %[[R0]], %[[L]] batch_axis = 1, seq_axis = 0
// CHECK-NEXT: return %[[R1]]
func.func @reverse_sequence_twice_different_axes(%x: tensor<3x3xf32>, %l: tensor<3xi32>) -> tensor<3x3xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<3x3xf32>, tensor<3xi32>
  %1 = revseq.reverse_sequence %0, %l batch_axis = 1, seq_axis = 0 : tensor<3x3xf32>, tensor<3xi32>
  return %1 : tensor<3x3xf32>
}

// -----

// Same lengths and seq axis, different batch axis.
// CHECK-LABEL: func @reverse_sequence_twice_different_batch_axis
// CHECK-SAME: (%[[X:.*]]: tensor<3x4x3xf32>, %[[L:.*]]: tensor<3xi32>)
// CHECK-NEXT: %[[R0:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 0, seq_axis = 1
// CHECK-NEXT: %[[R1:.*]] = revseq.reverse_sequence %[[R0]], %[[L]] batch_axis = 2, seq_axis = 1
// CHECK-NEXT: return %[[R1]]
func.func @reverse_sequence_twice_different_batch_axis(%x: tensor<3x4x3xf32>, %l: tensor<3xi32>) -> tensor<3x4x3xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<3x4x3xf32>, tensor<3xi32>
  %1 = revseq.reverse_sequence %0, %l batch_axis = 2, seq_axis = 1 : tensor<3x4x3xf32>, tensor<3xi32>
  return %1 : tensor<3x4x3xf32>
}

// -----

// Lengths 1, 0, negative and INT64_MIN all leave their slice unchanged.
// CHECK-LABEL: func @reverse_sequence_short_lengths
// CHECK-SAME: (%[[X:.*]]: tensor<4x5xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_sequence_short_lengths(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %l = arith.constant dense<[1, 0, -7, -9223372036854775808]> : tensor<4xi64>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<4x5xf32>, tensor<4xi64>
  return %0 : tensor<4x5xf32>
}

// -----

// The same holds when the sequence length T is dynamic.
// CHECK-LABEL: func @reverse_sequence_short_lengths_dynamic_seq
// CHECK-SAME: (%[[X:.*]]: tensor<3x?xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_sequence_short_lengths_dynamic_seq(%x: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %l = arith.constant dense<[0, 1, -3]> : tensor<3xi16>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<3x?xf32>, tensor<3xi16>
  return %0 : tensor<3x?xf32>
}

// -----

// An i1 length is 0 or -1.
// CHECK-LABEL: func @reverse_sequence_i1_lengths
// CHECK-SAME: (%[[X:.*]]: tensor<2x5xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_sequence_i1_lengths(%x: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %l = arith.constant dense<[true, false]> : tensor<2xi1>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<2x5xf32>, tensor<2xi1>
  return %0 : tensor<2x5xf32>
}

// -----

// One length of 2 is enough to keep the op.
// CHECK-LABEL: func @reverse_sequence_mixed_lengths_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[1, 2, 5]> : tensor<3xi64>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 0, seq_axis = 1 : tensor<3x5xf32>, tensor<3xi64>
// CHECK-NEXT: return %[[R]]
func.func @reverse_sequence_mixed_lengths_not_folded(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %l = arith.constant dense<[1, 2, 5]> : tensor<3xi64>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<3x5xf32>, tensor<3xi64>
  return %0 : tensor<3x5xf32>
}

// -----

// Lengths T, above T and INT64_MAX reverse the whole sequence axis.
// CHECK-LABEL: func @reverse_sequence_full_lengths
// CHECK-SAME: (%[[X:.*]]: tensor<?x3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [1] : tensor<?x3x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_sequence_full_lengths(%x: tensor<?x3x4xf32>) -> tensor<?x3x4xf32> {
  %l = arith.constant dense<[3, 4, 9223372036854775807]> : tensor<3xi64>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = -2 : tensor<?x3x4xf32>, tensor<3xi64>
  return %0 : tensor<?x3x4xf32>
}

// -----

// Lengths wider than 64 bits: INT128_MAX, 2^64 and 2^63 are all >= T.
// CHECK-LABEL: func @reverse_sequence_full_lengths_i128
// CHECK-SAME: (%[[X:.*]]: tensor<3x3xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [0] : tensor<3x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_sequence_full_lengths_i128(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %l = arith.constant dense<[170141183460469231731687303715884105727, 18446744073709551616, 9223372036854775808]> : tensor<3xi128>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<3x3xf32>, tensor<3xi128>
  return %0 : tensor<3x3xf32>
}

// -----

// An i128 length of -2^64 is negative, not a huge value.
// CHECK-LABEL: func @reverse_sequence_negative_i128
// CHECK-SAME: (%[[X:.*]]: tensor<3x2xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_sequence_negative_i128(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %l = arith.constant dense<[-18446744073709551616, 1]> : tensor<2xi128>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<3x2xf32>, tensor<2xi128>
  return %0 : tensor<3x2xf32>
}

// -----

// With a dynamic T no length is known to cover the axis.
// CHECK-LABEL: func @reverse_sequence_full_lengths_dynamic_seq_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<9223372036854775807> : tensor<2xi64>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 0, seq_axis = 1
// CHECK-NEXT: return %[[R]]
func.func @reverse_sequence_full_lengths_dynamic_seq_not_folded(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %l = arith.constant dense<9223372036854775807> : tensor<2xi64>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<2x?xf32>, tensor<2xi64>
  return %0 : tensor<2x?xf32>
}

// -----

// T - 1 is not a full length.
// CHECK-LABEL: func @reverse_sequence_almost_full_lengths_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<[4, 3]> : tensor<2xi8>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 0, seq_axis = 1
// CHECK-NEXT: return %[[R]]
func.func @reverse_sequence_almost_full_lengths_not_folded(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %l = arith.constant dense<[4, 3]> : tensor<2xi8>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<2x4xf32>, tensor<2xi8>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func @reverse_sequence_normalize_axes
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x?xf32>, %[[L:.*]]: tensor<?xi64>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 2, seq_axis = 0 : tensor<?x?x?xf32>, tensor<?xi64>
// CHECK-NEXT: return %[[R]]
func.func @reverse_sequence_normalize_axes(%x: tensor<?x?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = -1, seq_axis = -3 : tensor<?x?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?x?xf32>
}

// -----

// Row b has its first lengths[b] elements reversed: 3, 2 and 0 (clamped).
// CHECK-LABEL: func @reverse_sequence_constant_f32
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[3.000000e+00, 2.000000e+00, 1.000000e+00, 4.000000e+00], [6.000000e+00, 5.000000e+00, 7.000000e+00, 8.000000e+00], [9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01]]> : tensor<3x4xf32>
// CHECK-NEXT: return %[[C]]
func.func @reverse_sequence_constant_f32() -> tensor<3x4xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %l = arith.constant dense<[3, 2, -4]> : tensor<3xi32>
  %0 = revseq.reverse_sequence %c, %l batch_axis = 0, seq_axis = 1 : tensor<3x4xf32>, tensor<3xi32>
  return %0 : tensor<3x4xf32>
}

// -----

// ONNX layout: time axis 0, batch axis 1; column 0 is reversed entirely
// (length 100 clamps to 3), column 1 keeps its order (i8 length -1).
// CHECK-LABEL: func @reverse_sequence_constant_i8_time_major
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[5, 2], [3, 4], [1, 6]]> : tensor<3x2xi8>
// CHECK-NEXT: return %[[C]]
func.func @reverse_sequence_constant_i8_time_major() -> tensor<3x2xi8> {
  %c = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi8>
  %l = arith.constant dense<[100, -1]> : tensor<2xi8>
  %0 = revseq.reverse_sequence %c, %l batch_axis = 1, seq_axis = 0 : tensor<3x2xi8>, tensor<2xi8>
  return %0 : tensor<3x2xi8>
}

// -----

// CHECK-LABEL: func @reverse_sequence_constant_complex
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[(2.000000e+00,-2.000000e+00), (1.000000e+00,-1.000000e+00), (3.000000e+00,-3.000000e+00)], [(4.000000e+00,-4.000000e+00), (5.000000e+00,-5.000000e+00), (6.000000e+00,-6.000000e+00)]]> : tensor<2x3xcomplex<f32>>
// CHECK-NEXT: return %[[C]]
func.func @reverse_sequence_constant_complex() -> tensor<2x3xcomplex<f32>> {
  %c = arith.constant dense<[[(1.0, -1.0), (2.0, -2.0), (3.0, -3.0)], [(4.0, -4.0), (5.0, -5.0), (6.0, -6.0)]]> : tensor<2x3xcomplex<f32>>
  %l = arith.constant dense<[2, 0]> : tensor<2xi64>
  %0 = revseq.reverse_sequence %c, %l batch_axis = 0, seq_axis = 1 : tensor<2x3xcomplex<f32>>, tensor<2xi64>
  return %0 : tensor<2x3xcomplex<f32>>
}

// -----

// A constant input with non-constant lengths stays.
// CHECK-LABEL: func @reverse_sequence_constant_input_only_not_folded
// CHECK-SAME: (%[[L:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_sequence %[[C]], %[[L]] batch_axis = 0, seq_axis = 1
// CHECK-NEXT: return %[[R]]
func.func @reverse_sequence_constant_input_only_not_folded(%l: tensor<2xi64>) -> tensor<2x2xi32> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %0 = revseq.reverse_sequence %c, %l batch_axis = 0, seq_axis = 1 : tensor<2x2xi32>, tensor<2xi64>
  return %0 : tensor<2x2xi32>
}

//===----------------------------------------------------------------------===//
// revseq.reverse_subsequences
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func @reverse_subsequences_unit_axis
// CHECK-SAME: (%[[X:.*]]: tensor<?x1xf32>, %{{.*}}: tensor<?x1xi64>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_subsequences_unit_axis(%x: tensor<?x1xf32>, %l: tensor<?x1xi64>) -> tensor<?x1xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = -1 : tensor<?x1xf32>, tensor<?x1xi64>
  return %0 : tensor<?x1xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_zero_elements
// CHECK-SAME: (%[[X:.*]]: tensor<0x4xf32>, %{{.*}}: tensor<0x1xi64>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_subsequences_zero_elements(%x: tensor<0x4xf32>, %l: tensor<0x1xi64>) -> tensor<0x4xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<0x4xf32>, tensor<0x1xi64>
  return %0 : tensor<0x4xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_splat
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<true> : tensor<2x4xi1>
// CHECK-NEXT: return %[[C]]
func.func @reverse_subsequences_splat(%l: tensor<2x1xi32>) -> tensor<2x4xi1> {
  %c = arith.constant dense<true> : tensor<2x4xi1>
  %0 = revseq.reverse_subsequences %c, %l axis = 1 : tensor<2x4xi1>, tensor<2x1xi32>
  return %0 : tensor<2x4xi1>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_twice
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %{{.*}}: tensor<?x?xi32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_subsequences_twice(%x: tensor<?x?xf32>, %l: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xf32>, tensor<?x?xi32>
  %1 = revseq.reverse_subsequences %0, %l axis = -2 : tensor<?x?xf32>, tensor<?x?xi32>
  return %1 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_twice_different_lengths
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[L0:.*]]: tensor<?x?xi32>, %[[L1:.*]]: tensor<?x?xi32>)
// CHECK-NEXT: %[[R0:.*]] = revseq.reverse_subsequences %[[X]], %[[L0]] axis = 0
// CHECK-NEXT: %[[R1:.*]] = revseq.reverse_subsequences %[[R0]], %[[L1]] axis = 0
// CHECK-NEXT: return %[[R1]]
func.func @reverse_subsequences_twice_different_lengths(%x: tensor<?x?xf32>, %l0: tensor<?x?xi32>, %l1: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l0 axis = 0 : tensor<?x?xf32>, tensor<?x?xi32>
  %1 = revseq.reverse_subsequences %0, %l1 axis = 0 : tensor<?x?xf32>, tensor<?x?xi32>
  return %1 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_twice_different_axes
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[L:.*]]: tensor<?x?xi32>)
// CHECK-NEXT: %[[R0:.*]] = revseq.reverse_subsequences %[[X]], %[[L]] axis = 0
// CHECK-NEXT: %[[R1:.*]] = revseq.reverse_subsequences %[[R0]], %[[L]] axis = 1
// CHECK-NEXT: return %[[R1]]
func.func @reverse_subsequences_twice_different_axes(%x: tensor<?x?xf32>, %l: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xf32>, tensor<?x?xi32>
  %1 = revseq.reverse_subsequences %0, %l axis = 1 : tensor<?x?xf32>, tensor<?x?xi32>
  return %1 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_short_lengths
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x?xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_subsequences_short_lengths(%x: tensor<2x3x?xf32>) -> tensor<2x3x?xf32> {
  %l = arith.constant dense<[[[1], [0], [-1]], [[-9223372036854775808], [1], [0]]]> : tensor<2x3x1xi64>
  %0 = revseq.reverse_subsequences %x, %l axis = 2 : tensor<2x3x?xf32>, tensor<2x3x1xi64>
  return %0 : tensor<2x3x?xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_i1_lengths
// CHECK-SAME: (%[[X:.*]]: tensor<4x2xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_subsequences_i1_lengths(%x: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %l = arith.constant dense<[[true, false]]> : tensor<1x2xi1>
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<4x2xf32>, tensor<1x2xi1>
  return %0 : tensor<4x2xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_full_lengths
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [0] : tensor<4x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_subsequences_full_lengths(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %l = arith.constant dense<[[4, 9223372036854775807, 5]]> : tensor<1x3xi64>
  %0 = revseq.reverse_subsequences %x, %l axis = -2 : tensor<4x?xf32>, tensor<1x3xi64>
  return %0 : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_full_lengths_i128
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [1] : tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_subsequences_full_lengths_i128(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %l = arith.constant dense<[[3], [36893488147419103232]]> : tensor<2x1xi128>
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<2x3xf32>, tensor<2x1xi128>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_mixed_lengths_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[L:.*]] = arith.constant dense<{{\[}}[3], [2]]> : tensor<2x1xi32>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_subsequences %[[X]], %[[L]] axis = 1 : tensor<2x3xf32>, tensor<2x1xi32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_subsequences_mixed_lengths_not_folded(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %l = arith.constant dense<[[3], [2]]> : tensor<2x1xi32>
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<2x3xf32>, tensor<2x1xi32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_normalize_axis
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>, %[[L:.*]]: tensor<?x1xi64>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_subsequences %[[X]], %[[L]] axis = 1 : tensor<?x?xf32>, tensor<?x1xi64>
// CHECK-NEXT: return %[[R]]
func.func @reverse_subsequences_normalize_axis(%x: tensor<?x?xf32>, %l: tensor<?x1xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = -1 : tensor<?x?xf32>, tensor<?x1xi64>
  return %0 : tensor<?x?xf32>
}

// -----

// Reversal along axis 0 with one length per column: 2, 0 and 9 (clamped to 2).
// CHECK-LABEL: func @reverse_subsequences_constant_f32
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[4.000000e+00, 2.000000e+00, 6.000000e+00], [1.000000e+00, 5.000000e+00, 3.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @reverse_subsequences_constant_f32() -> tensor<2x3xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %l = arith.constant dense<[[2, 0, 9]]> : tensor<1x3xi32>
  %0 = revseq.reverse_subsequences %c, %l axis = -2 : tensor<2x3xf32>, tensor<1x3xi32>
  return %0 : tensor<2x3xf32>
}

// -----

// DirectML example 1: sizes {1,1,3,4}, axis 3, lengths {1,1,3,1} = 1, 2, 3.
// CHECK-LABEL: func @reverse_subsequences_constant_i8_directml
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[\[\[}}[0, 1, 2, 3], [5, 4, 6, 7], [10, 9, 8, 11]]]]> : tensor<1x1x3x4xi8>
// CHECK-NEXT: return %[[C]]
func.func @reverse_subsequences_constant_i8_directml() -> tensor<1x1x3x4xi8> {
  %c = arith.constant dense<[[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]]]> : tensor<1x1x3x4xi8>
  %l = arith.constant dense<[[[[1], [2], [3]]]]> : tensor<1x1x3x1xi8>
  %0 = revseq.reverse_subsequences %c, %l axis = 3 : tensor<1x1x3x4xi8>, tensor<1x1x3x1xi8>
  return %0 : tensor<1x1x3x4xi8>
}

// -----

// CHECK-LABEL: func @reverse_subsequences_constant_complex_i16
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[(2,0), (1,0)], [(3,1), (4,1)]]> : tensor<2x2xcomplex<i16>>
// CHECK-NEXT: return %[[C]]
func.func @reverse_subsequences_constant_complex_i16() -> tensor<2x2xcomplex<i16>> {
  %c = arith.constant dense<[[(1, 0), (2, 0)], [(3, 1), (4, 1)]]> : tensor<2x2xcomplex<i16>>
  %l = arith.constant dense<[[2], [1]]> : tensor<2x1xi16>
  %0 = revseq.reverse_subsequences %c, %l axis = 1 : tensor<2x2xcomplex<i16>>, tensor<2x1xi16>
  return %0 : tensor<2x2xcomplex<i16>>
}

//===----------------------------------------------------------------------===//
// revseq.reverse_dynamic
//===----------------------------------------------------------------------===//

// -----

// Duplicates and negative values name an axis once.
// CHECK-LABEL: func @reverse_dynamic_constant_index
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x?xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [0, 2] : tensor<2x3x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_dynamic_constant_index(%x: tensor<2x3x?xf32>) -> tensor<2x3x?xf32> {
  %a = arith.constant dense<[2, -1, 0, -3, 0]> : tensor<5xi8>
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3x?xf32>, tensor<5xi8>
  return %0 : tensor<2x3x?xf32>
}

// -----

// CHECK-LABEL: func @reverse_dynamic_constant_index_i128
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [1] : tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_dynamic_constant_index_i128(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = arith.constant dense<[-1]> : tensor<1xi128>
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xf32>, tensor<1xi128>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @reverse_dynamic_constant_index_empty
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_dynamic_constant_index_empty(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = arith.constant dense<> : tensor<0xi64>
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xf32>, tensor<0xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// Out-of-range indices are left to the lowering (and its run-time checks).
// CHECK-LABEL: func @reverse_dynamic_index_out_of_range_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<[0, 2]> : tensor<2xi32>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_dynamic %[[X]], %[[A]] mode = index : tensor<2x3xf32>, tensor<2xi32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_dynamic_index_out_of_range_not_folded(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = arith.constant dense<[0, 2]> : tensor<2xi32>
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xf32>, tensor<2xi32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @reverse_dynamic_index_below_range_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<-3> : tensor<1xi64>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_dynamic %[[X]], %[[A]] mode = index
// CHECK-NEXT: return %[[R]]
func.func @reverse_dynamic_index_below_range_not_folded(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = arith.constant dense<-3> : tensor<1xi64>
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xf32>, tensor<1xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// 2^64 + 1 would be axis 1 if it were truncated to 64 bits.
// CHECK-LABEL: func @reverse_dynamic_index_wide_out_of_range_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[A:.*]] = arith.constant dense<18446744073709551617> : tensor<1xi128>
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_dynamic %[[X]], %[[A]] mode = index
// CHECK-NEXT: return %[[R]]
func.func @reverse_dynamic_index_wide_out_of_range_not_folded(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = arith.constant dense<18446744073709551617> : tensor<1xi128>
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xf32>, tensor<1xi128>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @reverse_dynamic_constant_mask
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x4xf32>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[X]] axes = [1, 2] : tensor<2x?x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @reverse_dynamic_constant_mask(%x: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %m = arith.constant dense<[false, true, true]> : tensor<3xi1>
  %0 = revseq.reverse_dynamic %x, %m mode = mask : tensor<2x?x4xf32>, tensor<3xi1>
  return %0 : tensor<2x?x4xf32>
}

// -----

// CHECK-LABEL: func @reverse_dynamic_all_false_mask
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_dynamic_all_false_mask(%x: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %m = arith.constant dense<false> : tensor<3xi1>
  %0 = revseq.reverse_dynamic %x, %m mode = mask : tensor<2x?x4xf32>, tensor<3xi1>
  return %0 : tensor<2x?x4xf32>
}

// -----

// Run-time axes over an input that no reversal changes.
// CHECK-LABEL: func @reverse_dynamic_unit_dims
// CHECK-SAME: (%[[X:.*]]: tensor<1x1xf32>, %{{.*}}: tensor<?xi64>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_dynamic_unit_dims(%x: tensor<1x1xf32>, %a: tensor<?xi64>) -> tensor<1x1xf32> {
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<1x1xf32>, tensor<?xi64>
  return %0 : tensor<1x1xf32>
}

// -----

// CHECK-LABEL: func @reverse_dynamic_zero_elements
// CHECK-SAME: (%[[X:.*]]: tensor<?x0xf32>, %{{.*}}: tensor<2xi1>)
// CHECK-NEXT: return %[[X]]
func.func @reverse_dynamic_zero_elements(%x: tensor<?x0xf32>, %m: tensor<2xi1>) -> tensor<?x0xf32> {
  %0 = revseq.reverse_dynamic %x, %m mode = mask : tensor<?x0xf32>, tensor<2xi1>
  return %0 : tensor<?x0xf32>
}

// -----

// CHECK-LABEL: func @reverse_dynamic_splat
// CHECK-SAME: (%{{.*}}: tensor<?xi1>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<2> : tensor<2x3xi32>
// CHECK-NEXT: return %[[C]]
func.func @reverse_dynamic_splat(%m: tensor<?xi1>) -> tensor<2x3xi32> {
  %c = arith.constant dense<2> : tensor<2x3xi32>
  %0 = revseq.reverse_dynamic %c, %m mode = mask : tensor<2x3xi32>, tensor<?xi1>
  return %0 : tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func @reverse_dynamic_run_time_axes_not_folded
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[A:.*]]: tensor<?xi64>)
// CHECK-NEXT: %[[R:.*]] = revseq.reverse_dynamic %[[X]], %[[A]] mode = index : tensor<2x3xf32>, tensor<?xi64>
// CHECK-NEXT: return %[[R]]
func.func @reverse_dynamic_run_time_axes_not_folded(%x: tensor<2x3xf32>, %a: tensor<?xi64>) -> tensor<2x3xf32> {
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xf32>, tensor<?xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// Constant input and axes become a reverse, which then folds to a constant.
// CHECK-LABEL: func @reverse_dynamic_constant_everything
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[3, 2, 1], [6, 5, 4]]> : tensor<2x3xi8>
// CHECK-NEXT: return %[[C]]
func.func @reverse_dynamic_constant_everything() -> tensor<2x3xi8> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %m = arith.constant dense<[false, true]> : tensor<2xi1>
  %0 = revseq.reverse_dynamic %c, %m mode = mask : tensor<2x3xi8>, tensor<2xi1>
  return %0 : tensor<2x3xi8>
}

// -----

// A check that always holds folds away; one decided at run time stays.
// CHECK-LABEL: func @check
// CHECK-SAME: (%[[OK:.*]]: i1, %[[I:.*]]: index)
// CHECK-NEXT: revseq.check %[[OK]], "run time {}"(%[[I]]) : index
// CHECK-NEXT: return
func.func @check(%ok: i1, %i: index) {
  %true = arith.constant true
  revseq.check %true, "always holds {}"(%i) : index
  revseq.check %ok, "run time {}"(%i) : index
  return
}
