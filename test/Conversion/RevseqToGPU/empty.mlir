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

// The whole pipeline for SPIR-V (the kernels as SPIR-V text): a function of
// empty revseq ops lowers.
// RUN: revseq-opt %s --split-input-file --revseq-gpu-pipeline="target=spirv format=isa" -o /dev/null
func.func @tensors(%x: tensor<4x0xi32>, %l: tensor<?xi64>) -> (tensor<4x0xi32>, tensor<4x0xi32>) {
  %0 = revseq.reverse %x axes = [0] : tensor<4x0xi32>
  %1 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<4x0xi32>, tensor<?xi64>
  return %0, %1 : tensor<4x0xi32>, tensor<4x0xi32>
}
