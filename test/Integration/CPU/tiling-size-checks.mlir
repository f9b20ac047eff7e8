// The size rules of the lengths ops stay checked at run time after tiling
// (docs/Rationale.md, "Tiling"): a tile slices lengths at the input's tile
// offsets, so a mismatched lengths tensor stops the program with the
// lowering's message before any slice of it is read. Each entry point is one
// case.
//
// RUN: revseq-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tiling-for.mlir \
// RUN:     --transform-interpreter --revseq-cpu-pipeline > %t
// DEFINE: %{run} = mlir-runner -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
// RUN: not --crash %{run} -e seq_size_mismatch %t 2>&1 | FileCheck %s --check-prefix=SEQ-C9
// RUN: not --crash %{run} -e subseq_axis_not_one %t 2>&1 | FileCheck %s --check-prefix=SUB-C7
// RUN: not --crash %{run} -e subseq_dim_mismatch %t 2>&1 | FileCheck %s --check-prefix=SUB-C8
// RUN: %{run} -e valid %t | FileCheck %s --check-prefix=VALID

// SEQ-C9: revseq.reverse_sequence: the size of lengths (4) differs from the batch dimension (5) (reverse_sequence_c9)
// SUB-C7: revseq.reverse_subsequences: lengths has size 2 along the reversed axis, where it must have size 1 (reverse_subsequences_c7)
// SUB-C8: revseq.reverse_subsequences: lengths dimension 0 has size 6, the input's has size 5 (reverse_subsequences_c8)

func.func private @printMemrefI32(tensor<*xi32>)

// A dynamic 5x7 input.
func.func @input() -> tensor<?x?xi32> {
  %c = arith.constant dense<7> : tensor<5x7xi32>
  %d = tensor.cast %c : tensor<5x7xi32> to tensor<?x?xi32>
  return %d : tensor<?x?xi32>
}

func.func @seq(%x: tensor<?x?xi32>, %l: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 {tile} : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @subseq(%x: tensor<?x?xi32>, %l: tensor<?x?xi8>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 {tile} : tensor<?x?xi32>, tensor<?x?xi8>
  return %0 : tensor<?x?xi32>
}

// 4 lengths for 5 batch indices.
func.func @seq_size_mismatch() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<1> : tensor<4xi64>
  %l = tensor.cast %c : tensor<4xi64> to tensor<?xi64>
  %r = call @seq(%x, %l) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  return
}

// lengths 5x2: size 2 along the reversed axis 1.
func.func @subseq_axis_not_one() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<1> : tensor<5x2xi8>
  %l = tensor.cast %c : tensor<5x2xi8> to tensor<?x?xi8>
  %r = call @subseq(%x, %l) : (tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  return
}

// lengths 6x1 for 5 rows.
func.func @subseq_dim_mismatch() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<1> : tensor<6x1xi8>
  %l = tensor.cast %c : tensor<6x1xi8> to tensor<?x?xi8>
  %r = call @subseq(%x, %l) : (tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  return
}

// Matching sizes pass the checks.
// VALID: sizes = [5, 7]
// VALID: sizes = [5, 7]
func.func @valid() {
  %x = call @input() : () -> tensor<?x?xi32>
  %c = arith.constant dense<2> : tensor<5xi64>
  %l = tensor.cast %c : tensor<5xi64> to tensor<?xi64>
  %r = call @seq(%x, %l) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  %cs = arith.constant dense<2> : tensor<5x1xi8>
  %ls = tensor.cast %cs : tensor<5x1xi8> to tensor<?x?xi8>
  %s = call @subseq(%x, %ls) : (tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  %us = tensor.cast %s : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%us) : (tensor<*xi32>) -> ()
  return
}
