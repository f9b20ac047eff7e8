// Verifier-valid IR at the edges of what the types allow: lengths and axes
// of odd widths (i2, i128, i1024) holding extreme constants, sizes near
// INT64_MAX, zero-size dims, and a tensor encoding. Each function must go
// through -canonicalize and every variant of revseq-cpu-pipeline without a
// crash; the pipeline either lowers to LLVM or stops with a diagnostic.

// RUN: revseq-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: revseq-opt %s --revseq-cpu-pipeline | FileCheck %s --check-prefix=LLVM
// RUN: revseq-opt %s --revseq-cpu-pipeline="vectorize=false runtime-checks=true" | FileCheck %s --check-prefix=LLVM
// RUN: revseq-opt %s --revseq-cpu-pipeline="num-threads=2 emit-c-interface=true" | FileCheck %s --check-prefix=LLVM
// RUN: revseq-opt %s --canonicalize --revseq-cpu-pipeline="vector-bits=128" | FileCheck %s --check-prefix=LLVM

// CANON-LABEL: func.func @wide_lengths
// LLVM-LABEL: llvm.func @wide_lengths
func.func @wide_lengths(%x: tensor<?x?xf32>, %l: tensor<?xi1024>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi1024>
  return %0 : tensor<?x?xf32>
}

// i128 lengths above INT64_MAX clamp to T; -1 to 0.
// CANON-LABEL: func.func @i128_constant_lengths
// LLVM-LABEL: llvm.func @i128_constant_lengths
func.func @i128_constant_lengths(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %l = arith.constant dense<[170141183460469231731687303715884105727, -1, 5]> : tensor<3xi128>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<3x4xf32>, tensor<3xi128>
  return %0 : tensor<3x4xf32>
}

// CANON-LABEL: func.func @int64_extreme_lengths
// LLVM-LABEL: llvm.func @int64_extreme_lengths
func.func @int64_extreme_lengths(%x: tensor<3x4xi8>) -> tensor<3x4xi8> {
  %l = arith.constant dense<[9223372036854775807, -9223372036854775808, 5]> : tensor<3xi64>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<3x4xi8>, tensor<3xi64>
  return %0 : tensor<3x4xi8>
}

// Out-of-range constant indices stay a reverse_dynamic (docs/Semantics.md).
// CANON-LABEL: func.func @int64_extreme_axes
// CANON: revseq.reverse_dynamic
// LLVM-LABEL: llvm.func @int64_extreme_axes
func.func @int64_extreme_axes(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %a = arith.constant dense<[-9223372036854775808, 9223372036854775807, 2, -3]> : tensor<4xi64>
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xi32>, tensor<4xi64>
  return %0 : tensor<2x3xi32>
}

// i2 indices: -1, 1, -2 name axes 1, 1, 0.
// CANON-LABEL: func.func @i2_axes
// CANON: revseq.reverse %{{.*}} axes = [0, 1]
// LLVM-LABEL: llvm.func @i2_axes
func.func @i2_axes(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %a = arith.constant dense<[-1, 1, -2]> : tensor<3xi2>
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xi32>, tensor<3xi2>
  return %0 : tensor<2x3xi32>
}

// CANON-LABEL: func.func @rank0_mask
// LLVM-LABEL: llvm.func @rank0_mask
func.func @rank0_mask(%x: tensor<f32>, %a: tensor<?xi1>) -> tensor<f32> {
  %0 = revseq.reverse_dynamic %x, %a mode = mask : tensor<f32>, tensor<?xi1>
  return %0 : tensor<f32>
}

// CANON-LABEL: func.func @rank0_index
// LLVM-LABEL: llvm.func @rank0_index
func.func @rank0_index(%x: tensor<f32>, %a: tensor<?xi64>) -> tensor<f32> {
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<f32>, tensor<?xi64>
  return %0 : tensor<f32>
}

// CANON-LABEL: func.func @rank1_subsequences
// LLVM-LABEL: llvm.func @rank1_subsequences
func.func @rank1_subsequences(%x: tensor<?xf32>, %a: tensor<?xi64>) -> tensor<?xf32> {
  %0 = revseq.reverse_subsequences %x, %a axis = -1 : tensor<?xf32>, tensor<?xi64>
  return %0 : tensor<?xf32>
}

// CANON-LABEL: func.func @huge_zero_size
// LLVM-LABEL: llvm.func @huge_zero_size
func.func @huge_zero_size(%x: tensor<0x2305843009213693951xf32>) -> tensor<0x2305843009213693951xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<0x2305843009213693951xf32>
  return %0 : tensor<0x2305843009213693951xf32>
}

// CANON-LABEL: func.func @huge_static
// LLVM-LABEL: llvm.func @huge_static
func.func @huge_static(%x: tensor<1152921504606846975x2xf32>, %l: tensor<1152921504606846975xi8>) -> tensor<1152921504606846975x2xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<1152921504606846975x2xf32>, tensor<1152921504606846975xi8>
  return %0 : tensor<1152921504606846975x2xf32>
}

// Element types at the edge of what a memref holds.
// CANON-LABEL: func.func @odd_elements
// LLVM-LABEL: llvm.func @odd_elements
func.func @odd_elements(%a: tensor<?x?xvector<4xf32>>, %b: tensor<?x?xi1>, %c: tensor<?x?xcomplex<f64>>, %d: tensor<?x?xi3>, %l: tensor<?xi64>)
    -> (tensor<?x?xvector<4xf32>>, tensor<?x?xi1>, tensor<?x?xcomplex<f64>>, tensor<?x?xi3>) {
  %0 = revseq.reverse_sequence %a, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xvector<4xf32>>, tensor<?xi64>
  %1 = revseq.reverse_sequence %b, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xi1>, tensor<?xi64>
  %2 = revseq.reverse %c axes = [0, 1] : tensor<?x?xcomplex<f64>>
  %3 = revseq.reverse_subsequences %d, %d axis = 0 : tensor<?x?xi3>, tensor<?x?xi3>
  return %0, %1, %2, %3 : tensor<?x?xvector<4xf32>>, tensor<?x?xi1>, tensor<?x?xcomplex<f64>>, tensor<?x?xi3>
}
