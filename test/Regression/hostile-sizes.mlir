// Static sizes at INT64_MAX bytes. Rule `<op>_bytes` (RevseqOps.td) rejects
// an input whose size in bytes (static dims, a 0 counted as 1, times the
// element's storage bytes) overflows int64; just below the limit every
// variant of revseq-cpu-pipeline lowers it. The rejected shapes are the ones
// whose overflow happened in revseq's own code: the element count times the
// element bytes in the vector lowering (tensor<9223372036854775807xf32>,
// a UBSan report), a negative size in a generated memref op
// (tensor<9223372036854775807x2xi8>, "expected sizes to be non-negative").

// RUN: revseq-opt %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: revseq-opt %S/Inputs/sizes-at-limit.mlir --revseq-cpu-pipeline | FileCheck %s --check-prefix=LLVM
// RUN: revseq-opt %S/Inputs/sizes-at-limit.mlir --revseq-cpu-pipeline="vectorize=false runtime-checks=true" | FileCheck %s --check-prefix=LLVM
// RUN: revseq-opt %S/Inputs/sizes-at-limit.mlir --revseq-cpu-pipeline="num-threads=2 emit-c-interface=true" | FileCheck %s --check-prefix=LLVM
// RUN: revseq-opt %S/Inputs/sizes-at-limit.mlir --revseq-cpu-pipeline="vector-bits=128 nontemporal-bytes=1" | FileCheck %s --check-prefix=LLVM
// RUN: revseq-opt %S/Inputs/sizes-at-limit.mlir --revseq-cpu-pipeline="out-params=true" | FileCheck %s --check-prefix=LLVM

// LLVM-LABEL: llvm.func @reverse_i8_max
// LLVM-LABEL: llvm.func @reverse_f32_max
// LLVM-LABEL: llvm.func @reverse_sequence_i8_max
// LLVM-LABEL: llvm.func @reverse_subsequences_i16_max
// LLVM-LABEL: llvm.func @reverse_dynamic_zero_dim

func.func @reverse_f32(%x: tensor<9223372036854775807xf32>) -> tensor<9223372036854775807xf32> {
  // expected-error @+1 {{'revseq.reverse' op violates reverse_bytes: input type 'tensor<9223372036854775807xf32>' holds more than 9223372036854775807 bytes}}
  %0 = revseq.reverse %x axes = [0] : tensor<9223372036854775807xf32>
  return %0 : tensor<9223372036854775807xf32>
}

// -----

func.func @reverse_sequence_count(%x: tensor<9223372036854775807x2xi8>, %l: tensor<2xi32>) -> tensor<9223372036854775807x2xi8> {
  // expected-error @+1 {{violates reverse_sequence_bytes: input type 'tensor<9223372036854775807x2xi8>' holds more than 9223372036854775807 bytes}}
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<9223372036854775807x2xi8>, tensor<2xi32>
  return %0 : tensor<9223372036854775807x2xi8>
}

// -----

func.func @reverse_sequence_2_62_x_4(%x: tensor<4611686018427387904x4xf32>, %l: tensor<4611686018427387904xi8>) -> tensor<4611686018427387904x4xf32> {
  // expected-error @+1 {{violates reverse_sequence_bytes}}
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<4611686018427387904x4xf32>, tensor<4611686018427387904xi8>
  return %0 : tensor<4611686018427387904x4xf32>
}

// -----

// A zero dim does not save the other dims' strides from overflowing.
func.func @reverse_zero_dim(%x: tensor<0x9223372036854775807xf32>) -> tensor<0x9223372036854775807xf32> {
  // expected-error @+1 {{violates reverse_bytes: input type 'tensor<0x9223372036854775807xf32>' holds more}}
  %0 = revseq.reverse %x axes = [1] : tensor<0x9223372036854775807xf32>
  return %0 : tensor<0x9223372036854775807xf32>
}

// -----

func.func @reverse_dynamic_complex(%x: tensor<?x1152921504606846976xcomplex<f32>>, %a: tensor<1xi64>) -> tensor<?x1152921504606846976xcomplex<f32>> {
  // expected-error @+1 {{violates reverse_dynamic_bytes: input type 'tensor<?x1152921504606846976xcomplex<f32>>' holds more}}
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<?x1152921504606846976xcomplex<f32>>, tensor<1xi64>
  return %0 : tensor<?x1152921504606846976xcomplex<f32>>
}

// -----

func.func @reverse_subsequences_vector(%x: tensor<576460752303423488xvector<4xf32>>, %l: tensor<1xi32>) -> tensor<576460752303423488xvector<4xf32>> {
  // expected-error @+1 {{violates reverse_subsequences_bytes: input type 'tensor<576460752303423488xvector<4xf32>>' holds more}}
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<576460752303423488xvector<4xf32>>, tensor<1xi32>
  return %0 : tensor<576460752303423488xvector<4xf32>>
}
