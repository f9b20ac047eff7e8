// Run-time rules: the size rules are checked always, the value rules only
// with runtime-checks=true. Each entry point is one case; a failing check
// writes its message to stderr and aborts.
//
// RUN: revseq-opt %s --revseq-cpu-pipeline > %t.plain
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true" > %t.checked
// DEFINE: %{run} = mlir-runner -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
//
// Size mismatches stop the program in both modes.
// RUN: not --crash %{run} -e seq_size_mismatch %t.plain 2>&1 | FileCheck %s --check-prefix=SEQ-C9
// RUN: not --crash %{run} -e seq_size_mismatch %t.checked 2>&1 | FileCheck %s --check-prefix=SEQ-C9
// RUN: not --crash %{run} -e subseq_axis_not_one %t.plain 2>&1 | FileCheck %s --check-prefix=SUB-C7
// RUN: not --crash %{run} -e subseq_dim_mismatch %t.plain 2>&1 | FileCheck %s --check-prefix=SUB-C8
//
// Out-of-range values: clamped / ignored by default, an error when checked.
// RUN: %{run} -e seq_length_above_t %t.plain | FileCheck %s --check-prefix=SEQ-CLAMP-HIGH
// RUN: not --crash %{run} -e seq_length_above_t %t.checked 2>&1 | FileCheck %s --check-prefix=SEQ-RANGE
// RUN: %{run} -e seq_length_negative %t.plain | FileCheck %s --check-prefix=SEQ-CLAMP-LOW
// RUN: not --crash %{run} -e seq_length_negative %t.checked 2>&1 | FileCheck %s --check-prefix=SEQ-RANGE-LOW
// RUN: %{run} -e subseq_length_negative %t.plain | FileCheck %s --check-prefix=SUB-CLAMP
// RUN: not --crash %{run} -e subseq_length_negative %t.checked 2>&1 | FileCheck %s --check-prefix=SUB-RANGE
// RUN: %{run} -e dyn_index_out_of_range %t.plain | FileCheck %s --check-prefix=DYN-IGNORED
// RUN: not --crash %{run} -e dyn_index_out_of_range %t.checked 2>&1 | FileCheck %s --check-prefix=DYN-C7
// RUN: %{run} -e dyn_mask_short %t.plain | FileCheck %s --check-prefix=DYN-SHORT
// RUN: not --crash %{run} -e dyn_mask_short %t.checked 2>&1 | FileCheck %s --check-prefix=DYN-C6
//
// Valid operands pass the checks.
// RUN: %{run} -e valid %t.checked | FileCheck %s --check-prefix=VALID

// Each message names the rule, the offending index and value, and the bound.
// SEQ-C9: revseq.reverse_sequence: the size of lengths (3) differs from the batch dimension (2) (reverse_sequence_c9)
// SUB-C7: revseq.reverse_subsequences: lengths has size 2 along the reversed axis, where it must have size 1 (reverse_subsequences_c7)
// SUB-C8: revseq.reverse_subsequences: lengths dimension 0 has size 3, the input's has size 2 (reverse_subsequences_c8)
// SEQ-RANGE: revseq.reverse_sequence: lengths[0] = 4 is outside [0, T] = [0, 3] (runtime-checks)
// SEQ-RANGE-LOW: revseq.reverse_sequence: lengths[0] = -9223372036854775808 is outside [0, T] = [0, 3] (runtime-checks)
// SUB-RANGE: revseq.reverse_subsequences: lengths[1, 0] = -1 is outside [0, T] = [0, 3] (runtime-checks)
// DYN-C7: revseq.reverse_dynamic: axes[1] = 2 is outside [-rank, rank) = [-2, 2) (reverse_dynamic_c7)
// DYN-C6: revseq.reverse_dynamic: the mask length (1) differs from the input rank (2) (reverse_dynamic_c6)

func.func private @printMemrefI32(tensor<*xi32>)

func.func @print(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// [[0, 1, 2], [3, 4, 5]] as a dynamic 2x3 tensor.
func.func @input() -> tensor<?x?xi32> {
  %c = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi32>
  %d = tensor.cast %c : tensor<2x3xi32> to tensor<?x?xi32>
  return %d : tensor<?x?xi32>
}

func.func @seq(%x: tensor<?x?xi32>, %l: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @subseq(%x: tensor<?x?xi32>, %l: tensor<?x?xi8>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xi32>, tensor<?x?xi8>
  return %0 : tensor<?x?xi32>
}

func.func @dyn_index(%x: tensor<?x?xi32>, %a: tensor<?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<?x?xi32>, tensor<?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @dyn_mask(%x: tensor<?x?xi32>, %m: tensor<?xi1>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %m mode = mask : tensor<?x?xi32>, tensor<?xi1>
  return %0 : tensor<?x?xi32>
}

func.func @seq_size_mismatch() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %l = tensor.cast %c : tensor<3xi64> to tensor<?xi64>
  %r = call @seq(%x, %l) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

func.func @subseq_axis_not_one() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[[1, 1], [2, 2]]> : tensor<2x2xi8>
  %l = tensor.cast %c : tensor<2x2xi8> to tensor<?x?xi8>
  %r = call @subseq(%x, %l) : (tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

func.func @subseq_dim_mismatch() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[[1], [2], [3]]> : tensor<3x1xi8>
  %l = tensor.cast %c : tensor<3x1xi8> to tensor<?x?xi8>
  %r = call @subseq(%x, %l) : (tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// SEQ-CLAMP-HIGH: [2, 1, 0]
// SEQ-CLAMP-HIGH-NEXT: [5, 4, 3]
func.func @seq_length_above_t() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[4, 9223372036854775807]> : tensor<2xi64>
  %l = tensor.cast %c : tensor<2xi64> to tensor<?xi64>
  %r = call @seq(%x, %l) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// SEQ-CLAMP-LOW: [0, 1, 2]
// SEQ-CLAMP-LOW-NEXT: [4, 3, 5]
func.func @seq_length_negative() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[-9223372036854775808, 2]> : tensor<2xi64>
  %l = tensor.cast %c : tensor<2xi64> to tensor<?xi64>
  %r = call @seq(%x, %l) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// SUB-CLAMP: [0, 1, 2]
// SUB-CLAMP-NEXT: [3, 4, 5]
func.func @subseq_length_negative() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[[1], [-1]]> : tensor<2x1xi8>
  %l = tensor.cast %c : tensor<2x1xi8> to tensor<?x?xi8>
  %r = call @subseq(%x, %l) : (tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// Axis 2 and -3 name no axis of a rank-2 input; -1 names axis 1.
// DYN-IGNORED: [2, 1, 0]
// DYN-IGNORED-NEXT: [5, 4, 3]
func.func @dyn_index_out_of_range() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[-1, 2, -3]> : tensor<3xi32>
  %a = tensor.cast %c : tensor<3xi32> to tensor<?xi32>
  %r = call @dyn_index(%x, %a) : (tensor<?x?xi32>, tensor<?xi32>) -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// A one-flag mask for a rank-2 input: the missing flag counts as false.
// DYN-SHORT: [3, 4, 5]
// DYN-SHORT-NEXT: [0, 1, 2]
func.func @dyn_mask_short() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[true]> : tensor<1xi1>
  %m = tensor.cast %c : tensor<1xi1> to tensor<?xi1>
  %r = call @dyn_mask(%x, %m) : (tensor<?x?xi32>, tensor<?xi1>) -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}

// VALID: [1, 0, 2]
// VALID-NEXT: [5, 4, 3]
// VALID: [5, 4, 3]
// VALID-NEXT: [2, 1, 0]
// VALID: [3, 4, 5]
// VALID-NEXT: [0, 1, 2]
func.func @valid() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<[2, 3]> : tensor<2xi64>
  %l = tensor.cast %c : tensor<2xi64> to tensor<?xi64>
  %r0 = call @seq(%x, %l) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  call @print(%r0) : (tensor<?x?xi32>) -> ()
  %ca = arith.constant dense<[0, -1, 1]> : tensor<3xi32>
  %a = tensor.cast %ca : tensor<3xi32> to tensor<?xi32>
  %r1 = call @dyn_index(%x, %a) : (tensor<?x?xi32>, tensor<?xi32>) -> tensor<?x?xi32>
  call @print(%r1) : (tensor<?x?xi32>) -> ()
  %cm = arith.constant dense<[true, false]> : tensor<2xi1>
  %m = tensor.cast %cm : tensor<2xi1> to tensor<?xi1>
  %r2 = call @dyn_mask(%x, %m) : (tensor<?x?xi32>, tensor<?xi1>) -> tensor<?x?xi32>
  call @print(%r2) : (tensor<?x?xi32>) -> ()
  return
}
