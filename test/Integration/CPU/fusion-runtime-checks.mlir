// A fused revseq op keeps the checks of its lowering, with the same messages
// (test/Integration/CPU/runtime-checks.mlir has them for the ops alone):
// the size rules always, the value rules with runtime-checks.
// RUN: revseq-opt %s --revseq-cpu-pipeline > %t.plain
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true" > %t.checked
// DEFINE: %{run} = mlir-runner -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
// RUN: not --crash %{run} -e size_mismatch %t.plain 2>&1 | FileCheck %s --check-prefix=C9
// RUN: %{run} -e length_above_t %t.plain | FileCheck %s --check-prefix=CLAMP
// RUN: not --crash %{run} -e length_above_t %t.checked 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not --crash %{run} -e subsequences_negative %t.checked 2>&1 | FileCheck %s --check-prefix=SUB
// RUN: not --crash %{run} -e index_out_of_range %t.checked 2>&1 | FileCheck %s --check-prefix=C7

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @add_after(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %s = arith.addf %r, %x : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// C9: revseq.reverse_sequence: the size of lengths (3) differs from the batch dimension (2) (reverse_sequence_c9)
func.func @size_mismatch() {
  %x = arith.constant dense<1.0> : tensor<2x4xf32>
  %xd = tensor.cast %x : tensor<2x4xf32> to tensor<?x?xf32>
  %l = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %ld = tensor.cast %l : tensor<3xi64> to tensor<?xi64>
  %r = call @add_after(%xd, %ld) : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// Without runtime-checks a length above T reverses the whole row:
// CLAMP: [4, 4, 4, 4]
// CLAMP-NEXT: [5, 5, 5, 5]
// RANGE: revseq.reverse_sequence: lengths[1] = 9 is outside [0, T] = [0, 4] (runtime-checks)
func.func @length_above_t() {
  %x = arith.constant dense<[[2.0, 2.0, 2.0, 2.0], [1.0, 2.0, 3.0, 4.0]]> : tensor<2x4xf32>
  %xd = tensor.cast %x : tensor<2x4xf32> to tensor<?x?xf32>
  %l = arith.constant dense<[0, 9]> : tensor<2xi64>
  %ld = tensor.cast %l : tensor<2xi64> to tensor<?xi64>
  %r = call @add_after(%xd, %ld) : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// SUB: revseq.reverse_subsequences: lengths[1, 0] = -2 is outside [0, T] = [0, 3] (runtime-checks)
func.func @subsequences_negative() {
  %x = arith.constant dense<1.0> : tensor<2x3xf32>
  %l = arith.constant dense<[[1], [-2]]> : tensor<2x1xi32>
  %r = revseq.reverse_subsequences %x, %l axis = 1 : tensor<2x3xf32>, tensor<2x1xi32>
  %s = arith.mulf %r, %x : tensor<2x3xf32>
  %u = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// C7: revseq.reverse_dynamic: axes[1] = 5 is outside [-rank, rank) = [-2, 2) (reverse_dynamic_c7)
func.func @index_out_of_range() {
  %x = arith.constant dense<1.0> : tensor<2x3xf32>
  %a = arith.constant dense<[0, 5]> : tensor<2xi64>
  %r = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xf32>, tensor<2xi64>
  %s = arith.mulf %r, %x : tensor<2x3xf32>
  %u = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
