// RUN: revseq-opt %s --convert-revseq-to-gpu --split-input-file | FileCheck %s
// RUN: revseq-opt %s --split-input-file --convert-revseq-to-gpu="runtime-checks=true" | FileCheck %s --check-prefix=CHECKS

// convert-revseq-to-gpu on an op whose input has a static size-0 dim: no
// element to write, so no kernel (a kernel over a memref<0xT> has no SPIR-V
// type: revseq-gpu-pipeline{target=spirv} failed to legalize it); the
// run-time checks stay.

// CHECK-LABEL: func.func @reverse_empty
// CHECK-NOT:     gpu.launch
// CHECK-NOT:     revseq.reverse_into
// CHECK:         return
func.func @reverse_empty(%x: memref<4x0xi32>, %y: memref<4x0xi32>) {
  revseq.reverse_into %x into %y axes = [0] : memref<4x0xi32> into memref<4x0xi32>
  return
}

// -----

// The size rule of the lengths is still checked (always, as by the
// kernels), their values with runtime-checks.
// CHECK-LABEL: func.func @sequence_empty
// CHECK-NOT:     gpu.launch
// CHECK:         revseq.check %{{.*}}, "revseq.reverse_sequence: the size of lengths ({}) differs from the batch dimension ({}) (reverse_sequence_c9)"
// CHECK-NOT:     gpu.launch
// CHECK-NOT:     revseq.reverse_sequence_into
// CHECKS-LABEL: func.func @sequence_empty
// CHECKS:         revseq.check {{.*}}(reverse_sequence_c9)
// CHECKS:         revseq.check {{.*}}(runtime-checks)
// CHECKS-NOT:     gpu.launch
func.func @sequence_empty(%x: memref<2x0xf32>, %l: memref<?xi32>, %y: memref<2x0xf32>) {
  revseq.reverse_sequence_into %x, %l into %y batch_axis = 0, seq_axis = 1
      : memref<2x0xf32>, memref<?xi32> into memref<2x0xf32>
  return
}

// -----

// Lengths with a static size-0 dim: the input's batch dim is 0 too, or the
// size check stops the program (a kernel would have taken the lengths as a
// memref<0xi8>, which SPIR-V cannot type; found by running utils/difftest
// through target=spirv).
// CHECK-LABEL: func.func @sequence_empty_lengths
// CHECKS-LABEL: func.func @sequence_empty_lengths
// CHECK:         revseq.check %{{.*}}(reverse_sequence_c9)
// CHECK-NOT:     gpu.launch
// CHECK-NOT:     revseq.reverse_sequence_into
func.func @sequence_empty_lengths(%x: memref<?x?xi64>, %l: memref<0xi8>, %y: memref<?x?xi64>) {
  revseq.reverse_sequence_into %x, %l into %y batch_axis = 1, seq_axis = 0
      : memref<?x?xi64>, memref<0xi8> into memref<?x?xi64>
  return
}

// -----

// The same for the lengths of reverse_subsequences, whose size-0 dim is
// not along the axis.
// CHECK-LABEL: func.func @subsequences_empty_lengths
// CHECK-NOT:     gpu.launch
// CHECK-NOT:     revseq.reverse_subsequences_into
func.func @subsequences_empty_lengths(%x: memref<?x?x?xi16>, %l: memref<1x6x0xi8>, %y: memref<?x?x?xi16>) {
  revseq.reverse_subsequences_into %x, %l into %y axis = 0
      : memref<?x?x?xi16>, memref<1x6x0xi8> into memref<?x?x?xi16>
  return
}

// -----

// reverse_dynamic's empty axes reverse nothing: the copy is a kernel.
// CHECK-LABEL: func.func @dynamic_no_axes
// CHECK:         gpu.launch
func.func @dynamic_no_axes(%x: memref<?x?xf32>, %a: memref<0xi64>, %y: memref<?x?xf32>) {
  revseq.reverse_dynamic_into %x, %a into %y mode = index
      : memref<?x?xf32>, memref<0xi64> into memref<?x?xf32>
  return
}

// -----

// The whole pipeline for SPIR-V (the kernels as SPIR-V text): a function of
// empty revseq ops lowers.
// RUN: revseq-opt %s --split-input-file --revseq-gpu-pipeline="target=spirv format=isa" -o /dev/null
func.func @tensors(%x: tensor<4x0xi32>, %l: tensor<?xi64>) -> (tensor<4x0xi32>, tensor<4x0xi32>) {
  %0 = revseq.reverse %x axes = [0] : tensor<4x0xi32>
  %1 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<4x0xi32>, tensor<?xi64>
  return %0, %1 : tensor<4x0xi32>, tensor<4x0xi32>
}

// -----

// RUN: revseq-opt %s --split-input-file --revseq-gpu-pipeline="target=spirv" -o /dev/null
func.func @empty_lengths(%x: tensor<?x?x?xi16>, %l: tensor<?xi8>, %m: tensor<1x6x0xi8>) -> (tensor<?x?x?xi16>, tensor<?x?x?xi16>) {
  %l0 = tensor.cast %l : tensor<?xi8> to tensor<0xi8>
  %0 = revseq.reverse_sequence %x, %l0 batch_axis = 1, seq_axis = 2 : tensor<?x?x?xi16>, tensor<0xi8>
  %1 = revseq.reverse_subsequences %x, %m axis = 0 : tensor<?x?x?xi16>, tensor<1x6x0xi8>
  return %0, %1 : tensor<?x?x?xi16>, tensor<?x?x?xi16>
}
