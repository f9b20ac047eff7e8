// RUN: revseq-opt %s --revseq-cpu-pipeline --mlir-print-ir-after=revseq-vectorize-elementwise \
// RUN:     -o /dev/null 2>&1 | grep -c arith.select | FileCheck %s

// A chain of revseq ops fuses into one body whose load index composes every
// op's index map; each step of the chain uses the index before it several
// times (compare, mirror, select). revseq-vectorize-elementwise emits each
// piece of that index math once: emitting it again per use grew the vector
// loop exponentially with the chain (813 arith.select for these 16 ops, and
// a 24-op chain took 17 s; a 1000-op chain ran out of memory). Now the
// count grows linearly with the chain (44 here): the check allows two
// digits.
// CHECK: {{^[1-9][0-9]?$}}

func.func @chain(%x0: tensor<64x32x16xf32>, %l: tensor<32xi64>, %a: tensor<?xi64>, %s: tensor<64x32x1xi32>) -> tensor<64x32x16xf32> {
  %x1 = revseq.reverse_sequence %x0, %l batch_axis = 1, seq_axis = 0 : tensor<64x32x16xf32>, tensor<32xi64>
  %x2 = revseq.reverse %x1 axes = [0, 2] : tensor<64x32x16xf32>
  %x3 = revseq.reverse_dynamic %x2, %a mode = index : tensor<64x32x16xf32>, tensor<?xi64>
  %x4 = revseq.reverse_subsequences %x3, %s axis = 2 : tensor<64x32x16xf32>, tensor<64x32x1xi32>
  %x5 = revseq.reverse_sequence %x4, %l batch_axis = 1, seq_axis = 0 : tensor<64x32x16xf32>, tensor<32xi64>
  %x6 = revseq.reverse %x5 axes = [0, 2] : tensor<64x32x16xf32>
  %x7 = revseq.reverse_dynamic %x6, %a mode = index : tensor<64x32x16xf32>, tensor<?xi64>
  %x8 = revseq.reverse_subsequences %x7, %s axis = 2 : tensor<64x32x16xf32>, tensor<64x32x1xi32>
  %x9 = revseq.reverse_sequence %x8, %l batch_axis = 1, seq_axis = 0 : tensor<64x32x16xf32>, tensor<32xi64>
  %x10 = revseq.reverse %x9 axes = [0, 2] : tensor<64x32x16xf32>
  %x11 = revseq.reverse_dynamic %x10, %a mode = index : tensor<64x32x16xf32>, tensor<?xi64>
  %x12 = revseq.reverse_subsequences %x11, %s axis = 2 : tensor<64x32x16xf32>, tensor<64x32x1xi32>
  %x13 = revseq.reverse_sequence %x12, %l batch_axis = 1, seq_axis = 0 : tensor<64x32x16xf32>, tensor<32xi64>
  %x14 = revseq.reverse %x13 axes = [0, 2] : tensor<64x32x16xf32>
  %x15 = revseq.reverse_dynamic %x14, %a mode = index : tensor<64x32x16xf32>, tensor<?xi64>
  %x16 = revseq.reverse_subsequences %x15, %s axis = 2 : tensor<64x32x16xf32>, tensor<64x32x1xi32>
  return %x16 : tensor<64x32x16xf32>
}
