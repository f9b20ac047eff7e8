// The gather layouts (lengths varying along the innermost dim) in place:
// the column-strip kernels with the input as their destination, each strip
// staged whole in a scratch buffer before it is written, and the scalar
// swap loops for an axis too long to stage. Each case compares the
// in-place result with the same op writing a new buffer (mismatches: 0),
// checks that the kept input did not change (0), and prints the first row
// of the in-place result: element (0, j) is input row L_j - 1 of column j
// (16 (L_j - 1) + j), or input row 0 (j) where L_j is 0.
//
//   tb_staged: [1, T, B] = [1, 9000, 6], dynamic: longer than a transposed strip
//     holds, so the staged gather strips (decided at run time);
//   tb_swaps: [1, 33000, 3], dynamic: longer than a staged strip, so the
//     scalar swap loops (decided at run time);
//   tb_equal: [1, 101, 5], dynamic, lengths all T once clamped: pairs of
//     rows swapped whole;
//   subsequences_transposed: [2, 100, 37] along axis 1, static: the
//     transposed strips, the last one partial;
//   tb_transposed: [1, 2000, 16], dynamic: the transposed strips, whose
//     2000 rows of 1 KiB are more than the 1 MiB a strip may have to be
//     stored plainly in place, so non-temporal stores where the output is
//     large (the nontemporal-bytes=1 run).
//
// DEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true}
// DEFINE: %{run} = revseq-opt %s --pass-pipeline="builtin.module(%{pipeline})" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true num-threads=2 min-parallel-bytes=0}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true vectorize=false}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true vector-bits=512 nontemporal-bytes=1}
// RUN: %{run}
// The GPU kernels on the host: blocks that stage whole columns for the
// short axes (tb_equal, subsequences_transposed: a tile of 32 columns and
// one of 5), the swap kernel for the long ones (tb_staged, tb_swaps).
// REDEFINE: %{pipeline} = revseq-gpu-emulation-pipeline{fuse=false in-place=true}
// RUN: %{run}
//
// The two `_in_place` functions are in place, the two `_new_buffer` ones
// are not:
// RUN: revseq-opt %s --pass-pipeline="builtin.module(revseq-cpu-pipeline{fuse=false in-place=true})" \
// RUN:     -mlir-print-ir-after=one-shot-bufferize -o /dev/null 2>&1 \
// RUN: | grep -cE '_into (%[a-z0-9_]+)(, %[a-z0-9_]+)? into \1 ' \
// RUN: | FileCheck %s --check-prefix=IN-PLACE
// IN-PLACE: {{^}}2{{$}}

// A new [n0, n1, n2] tensor whose element (i, j, k) is 16 (n1 i + j) + k
// for n2 < 16: for [1, T, B] input row t of column k holds 16 t + k.
func.func @iota(%n0: index, %n1: index, %n2: index) -> tensor<?x?x?xi32> {
  %e = tensor.empty(%n0, %n1, %n2) : tensor<?x?x?xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e : tensor<?x?x?xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c16 = arith.constant 16 : index
    %row = arith.muli %i, %n1 : index
    %t = arith.addi %row, %j : index
    %a = arith.muli %t, %c16 : index
    %v = arith.addi %a, %k : index
    %w = arith.index_cast %v : index to i32
    linalg.yield %w : i32
  } -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}

// How many elements of `a` and `b` (one shape) differ.
func.func @mismatches(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> i64 {
  %zero = arith.constant dense<0> : tensor<i64>
  %n = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>,
                       affine_map<(i, j, k) -> (i, j, k)>,
                       affine_map<(i, j, k) -> ()>],
      iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%a, %b : tensor<?x?x?xi32>, tensor<?x?x?xi32>)
      outs(%zero : tensor<i64>) {
  ^bb0(%x: i32, %y: i32, %acc: i64):
    %ne = arith.cmpi ne, %x, %y : i32
    %one = arith.extui %ne : i1 to i64
    %sum = arith.addi %acc, %one : i64
    linalg.yield %sum : i64
  } -> tensor<i64>
  %v = tensor.extract %n[] : tensor<i64>
  return %v : i64
}

// Prints the mismatches of the in-place result `r` against the new buffer
// `s`, of the kept input `x` against a fresh iota, and r[0, 0, j] for
// j < `columns`.
func.func @report(%r: tensor<?x?x?xi32>, %s: tensor<?x?x?xi32>,
                  %x: tensor<?x?x?xi32>, %columns: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n0 = tensor.dim %x, %c0 : tensor<?x?x?xi32>
  %n1 = tensor.dim %x, %c1 : tensor<?x?x?xi32>
  %n2 = tensor.dim %x, %c2 : tensor<?x?x?xi32>
  %fresh = call @iota(%n0, %n1, %n2) : (index, index, index) -> tensor<?x?x?xi32>
  %m = call @mismatches(%r, %s) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %m : i64
  %k = call @mismatches(%x, %fresh) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %k : i64
  scf.for %j = %c0 to %columns step %c1 {
    %v = tensor.extract %r[%c0, %c0, %j] : tensor<?x?x?xi32>
    vector.print %v : i32
  }
  return
}

// [1, T, B] (batch innermost) with the lengths `len`: the strips or the
// swap loops, decided at run time by T.
func.func @tb_in_place(%x: tensor<?x?x?xi32>, %len: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %r = revseq.reverse_sequence %x, %len batch_axis = 2, seq_axis = 1 : tensor<?x?x?xi32>, tensor<?xi64>
  return %r : tensor<?x?x?xi32>
}
func.func @tb_new_buffer(%x: tensor<?x?x?xi32>, %len: tensor<?xi64>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>) {
  %r = revseq.reverse_sequence %x, %len batch_axis = 2, seq_axis = 1 : tensor<?x?x?xi32>, tensor<?xi64>
  return %r, %x : tensor<?x?x?xi32>, tensor<?x?x?xi32>
}

// Lengths 100 - 3 j for column j of the first slice (down to -8: clamped
// to 0), 50 for the second.
func.func @subsequence_lengths() -> tensor<2x1x37xi32> {
  %e = tensor.empty() : tensor<2x1x37xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e : tensor<2x1x37xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %k = linalg.index 2 : index
    %c3 = arith.constant 3 : index
    %c100 = arith.constant 100 : index
    %c0 = arith.constant 0 : index
    %k3 = arith.muli %k, %c3 : index
    %l = arith.subi %c100, %k3 : index
    %first = arith.cmpi eq, %i, %c0 : index
    %c50 = arith.constant 50 : index
    %v = arith.select %first, %l, %c50 : index
    %w = arith.index_cast %v : index to i32
    linalg.yield %w : i32
  } -> tensor<2x1x37xi32>
  return %r : tensor<2x1x37xi32>
}

func.func @subsequences_transposed_in_place(%x: tensor<2x100x37xi32>) -> tensor<2x100x37xi32> {
  %len = call @subsequence_lengths() : () -> tensor<2x1x37xi32>
  %r = revseq.reverse_subsequences %x, %len axis = 1 : tensor<2x100x37xi32>, tensor<2x1x37xi32>
  return %r : tensor<2x100x37xi32>
}
func.func @subsequences_transposed_new_buffer(%x: tensor<2x100x37xi32>) -> (tensor<2x100x37xi32>, tensor<2x100x37xi32>) {
  %len = call @subsequence_lengths() : () -> tensor<2x1x37xi32>
  %r = revseq.reverse_subsequences %x, %len axis = 1 : tensor<2x100x37xi32>, tensor<2x1x37xi32>
  return %r, %x : tensor<2x100x37xi32>, tensor<2x100x37xi32>
}

// Runs the [1, T, B] functions on iotas and prints the report with the
// first `columns` columns.
func.func @run_tb(%t: index, %b: index, %columns: index, %len: tensor<?xi64>) {
  %c1 = arith.constant 1 : index
  %a = call @iota(%c1, %t, %b) : (index, index, index) -> tensor<?x?x?xi32>
  %b3 = call @iota(%c1, %t, %b) : (index, index, index) -> tensor<?x?x?xi32>
  %r = call @tb_in_place(%a, %len) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  %s, %x = call @tb_new_buffer(%b3, %len) : (tensor<?x?x?xi32>, tensor<?xi64>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>)
  call @report(%r, %s, %x, %columns) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<?x?x?xi32>, index) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c37 = arith.constant 37 : index
  %c100 = arith.constant 100 : index
  %c9000 = arith.constant 9000 : index
  %c33000 = arith.constant 33000 : index

  // CHECK-LABEL: tb_staged
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 143984
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 71987
  // CHECK-NEXT: 143988
  // CHECK-NEXT: 5
  vector.print str "tb_staged\n"
  %staged0 = arith.constant dense<[9000, 1, 0, 4500, 12345, -2]> : tensor<6xi64>
  %staged = tensor.cast %staged0 : tensor<6xi64> to tensor<?xi64>
  call @run_tb(%c9000, %c6, %c6, %staged) : (index, index, index, tensor<?xi64>) -> ()

  // CHECK-LABEL: tb_swaps
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 527984
  // CHECK-NEXT: 257
  // CHECK-NEXT: 2
  vector.print str "tb_swaps\n"
  %swaps0 = arith.constant dense<[33000, 17, 0]> : tensor<3xi64>
  %swaps = tensor.cast %swaps0 : tensor<3xi64> to tensor<?xi64>
  call @run_tb(%c33000, %c3, %c3, %swaps) : (index, index, index, tensor<?xi64>) -> ()

  // CHECK-LABEL: tb_equal
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1600
  // CHECK-NEXT: 1601
  // CHECK-NEXT: 1602
  // CHECK-NEXT: 1603
  // CHECK-NEXT: 1604
  vector.print str "tb_equal\n"
  %equal0 = arith.constant dense<[101, 500, 101, 101, 101]> : tensor<5xi64>
  %equal = tensor.cast %equal0 : tensor<5xi64> to tensor<?xi64>
  %c101 = arith.constant 101 : index
  %c5 = arith.constant 5 : index
  call @run_tb(%c101, %c5, %c5, %equal) : (index, index, index, tensor<?xi64>) -> ()

  // CHECK-LABEL: tb_transposed
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 31984
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 15987
  vector.print str "tb_transposed\n"
  %transposed0 = arith.constant dense<[2000, 1, 0, 1000, 2500, -2, 7, 1999, 3, 4, 5, 6, 8, 9, 10, 11]> : tensor<16xi64>
  %transposed = tensor.cast %transposed0 : tensor<16xi64> to tensor<?xi64>
  %c16 = arith.constant 16 : index
  %c2000 = arith.constant 2000 : index
  call @run_tb(%c2000, %c16, %c4, %transposed) : (index, index, index, tensor<?xi64>) -> ()

  // Element (0, 0, j) of [2, 100, 37]: input row L_j - 1 = 99 - 3 j of
  // column j, 16 (99 - 3 j) + j; printed for j < 4.
  // CHECK-LABEL: subsequences_transposed
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1584
  // CHECK-NEXT: 1537
  // CHECK-NEXT: 1490
  // CHECK-NEXT: 1443
  vector.print str "subsequences_transposed\n"
  %sa0 = call @iota(%c2, %c100, %c37) : (index, index, index) -> tensor<?x?x?xi32>
  %sb0 = call @iota(%c2, %c100, %c37) : (index, index, index) -> tensor<?x?x?xi32>
  %sa = tensor.cast %sa0 : tensor<?x?x?xi32> to tensor<2x100x37xi32>
  %sb = tensor.cast %sb0 : tensor<?x?x?xi32> to tensor<2x100x37xi32>
  %sr = call @subsequences_transposed_in_place(%sa) : (tensor<2x100x37xi32>) -> tensor<2x100x37xi32>
  %ss, %sx = call @subsequences_transposed_new_buffer(%sb) : (tensor<2x100x37xi32>) -> (tensor<2x100x37xi32>, tensor<2x100x37xi32>)
  %srd = tensor.cast %sr : tensor<2x100x37xi32> to tensor<?x?x?xi32>
  %ssd = tensor.cast %ss : tensor<2x100x37xi32> to tensor<?x?x?xi32>
  %sxd = tensor.cast %sx : tensor<2x100x37xi32> to tensor<?x?x?xi32>
  call @report(%srd, %ssd, %sxd, %c4) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<?x?x?xi32>, index) -> ()
  return
}
