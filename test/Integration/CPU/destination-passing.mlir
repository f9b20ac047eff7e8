// Each destination form of test/Dialect/Revseq/one-shot-bufferize.mlir,
// executed: the vectorised default, the scalar linalg path, and
// non-temporal stores for every output (nontemporal-bytes=1) into
// contiguous and strided destinations, alone and on two OpenMP threads.
// Function results under out-params=true (static shapes only) are in
// destination-passing-out-params.mlir.
// DEFINE: %{options} = vectorize=true
// DEFINE: %{run} = revseq-opt %s --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false
// RUN: %{run}
// REDEFINE: %{options} = nontemporal-bytes=1
// RUN: %{run}
// REDEFINE: %{options} = num-threads=2 min-parallel-bytes=0 nontemporal-bytes=1
// RUN: %{run}
// Bad input into a destination stops with the message, as for the value
// forms (runtime-checks.mlir).
// RUN: revseq-opt %s --revseq-cpu-pipeline | not --crash mlir-runner \
// RUN:     -e bad_lengths_into_slice -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp 2>&1 \
// RUN: | FileCheck %s --check-prefix=C9

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

//===----------------------------------------------------------------------===//
// The forms
//===----------------------------------------------------------------------===//

// (a) Function results.
func.func @result_reverse(%x: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @result_reverse_sequence(%x: tensor<?x?xi32>, %len: tensor<?xi64>)
    -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 1
      : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

// (b) materialize_in_destination, into a contiguous buffer and a strided
// view.
func.func @materialize_reverse_dynamic(%x: tensor<?x?xi32>,
                                       %axes: tensor<?xi64>,
                                       %out: memref<?x?xi32>) {
  %0 = revseq.reverse_dynamic %x, %axes mode = index
      : tensor<?x?xi32>, tensor<?xi64>
  bufferization.materialize_in_destination %0 in restrict writable %out
      : (tensor<?x?xi32>, memref<?x?xi32>) -> ()
  return
}

func.func @materialize_reverse_subsequences(
    %x: tensor<3x5xi32>, %len: tensor<3x1xi32>,
    %out: memref<3x5xi32, strided<[?, 1], offset: ?>>) {
  %0 = revseq.reverse_subsequences %x, %len axis = 1
      : tensor<3x5xi32>, tensor<3x1xi32>
  bufferization.materialize_in_destination %0 in restrict writable %out
      : (tensor<3x5xi32>, memref<3x5xi32, strided<[?, 1], offset: ?>>) -> ()
  return
}

// (c) insert_slice into a larger tensor at a dynamic offset. The lengths
// vary along the innermost (batch) axis: the column-strip kernel.
func.func @insert_slice_reverse_sequence(%x: tensor<?x?xi32>,
                                         %len: tensor<?xi32>,
                                         %big: tensor<?x?xi32>,
                                         %off: index) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse_sequence %x, %len batch_axis = 1, seq_axis = 0
      : tensor<?x?xi32>, tensor<?xi32>
  %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
  %1 = tensor.insert_slice %0 into %big[%off, %off] [%d0, %d1] [1, 1]
      : tensor<?x?xi32> into tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

// Static shapes, a strided slice (every other column: the linalg path).
func.func @insert_slice_reverse_strided(%x: tensor<2x3xi32>,
                                        %big: tensor<4x8xi32>,
                                        %off: index) -> tensor<4x8xi32> {
  %0 = revseq.reverse %x axes = [1] : tensor<2x3xi32>
  %1 = tensor.insert_slice %0 into %big[1, %off] [2, 3] [1, 2]
      : tensor<2x3xi32> into tensor<4x8xi32>
  return %1 : tensor<4x8xi32>
}

// (d) The destination of a consuming linalg.generic that reads it.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @outs_of_linalg_generic(%x: tensor<?x?xi32>, %y: tensor<?x?xi32>)
    -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<?x?xi32>) outs(%0 : tensor<?x?xi32>) {
  ^bb0(%in: i32, %acc: i32):
    %s = arith.muli %acc, %in : i32
    linalg.yield %s : i32
  } -> tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

// (e) scf.for: the iter_arg is the revseq result itself, or is written
// slice by slice.
func.func @for_reverse(%x: tensor<?x?xi32>, %n: index) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x)
      -> (tensor<?x?xi32>) {
    %0 = revseq.reverse %acc axes = [0, 1] : tensor<?x?xi32>
    scf.yield %0 : tensor<?x?xi32>
  }
  return %r : tensor<?x?xi32>
}

func.func @for_insert_slice(%x: tensor<?x5xi32>, %len: tensor<?x1xi64>,
                            %out: tensor<?x5xi32>) -> tensor<?x5xi32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %x, %c0 : tensor<?x5xi32>
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %out)
      -> (tensor<?x5xi32>) {
    %xs = tensor.extract_slice %x[%i, 0] [2, 5] [1, 1]
        : tensor<?x5xi32> to tensor<2x5xi32>
    %ls = tensor.extract_slice %len[%i, 0] [2, 1] [1, 1]
        : tensor<?x1xi64> to tensor<2x1xi64>
    %s = revseq.reverse_subsequences %xs, %ls axis = 1
        : tensor<2x5xi32>, tensor<2x1xi64>
    %u = tensor.insert_slice %s into %acc[%i, 0] [2, 5] [1, 1]
        : tensor<2x5xi32> into tensor<?x5xi32>
    scf.yield %u : tensor<?x5xi32>
  }
  return %r : tensor<?x5xi32>
}

// (f) scf.forall: each thread reverses one row into its slice.
func.func @forall_rows(%x: tensor<4x?xi32>, %out: tensor<4x?xi32>)
    -> tensor<4x?xi32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xi32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4x?xi32>) {
    %xs = tensor.extract_slice %x[%i, 0] [1, %d] [1, 1]
        : tensor<4x?xi32> to tensor<1x?xi32>
    %rs = revseq.reverse %xs axes = [1] : tensor<1x?xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %rs into %o[%i, 0] [1, %d] [1, 1]
          : tensor<1x?xi32> into tensor<4x?xi32>
    }
  }
  return %r : tensor<4x?xi32>
}

// Strided sources and lengths (every other column, every other length):
// the lowerings read any strided view.
func.func @strided_reverse_sequence(%x: tensor<4x10xi32>, %len: tensor<8xi64>)
    -> tensor<4x5xi32> {
  %xs = tensor.extract_slice %x[0, 0] [4, 5] [1, 2]
      : tensor<4x10xi32> to tensor<4x5xi32>
  %ls = tensor.extract_slice %len[1] [4] [2] : tensor<8xi64> to tensor<4xi64>
  %r = revseq.reverse_sequence %xs, %ls batch_axis = 0, seq_axis = 1
      : tensor<4x5xi32>, tensor<4xi64>
  return %r : tensor<4x5xi32>
}

func.func @strided_reverse_sequence_columns(%x: tensor<10x5xi32>,
                                            %len: tensor<10xi64>)
    -> tensor<5x5xi32> {
  %xs = tensor.extract_slice %x[0, 0] [5, 5] [2, 1]
      : tensor<10x5xi32> to tensor<5x5xi32>
  %ls = tensor.extract_slice %len[0] [5] [2] : tensor<10xi64> to tensor<5xi64>
  %r = revseq.reverse_sequence %xs, %ls batch_axis = 1, seq_axis = 0
      : tensor<5x5xi32>, tensor<5xi64>
  return %r : tensor<5x5xi32>
}

func.func @strided_reverse_dynamic(%x: tensor<4x10xi32>, %axes: tensor<4xi64>)
    -> tensor<4x5xi32> {
  %xs = tensor.extract_slice %x[0, 1] [4, 5] [1, 2]
      : tensor<4x10xi32> to tensor<4x5xi32>
  %as = tensor.extract_slice %axes[1] [2] [2] : tensor<4xi64> to tensor<2xi64>
  %r = revseq.reverse_dynamic %xs, %as mode = index
      : tensor<4x5xi32>, tensor<2xi64>
  return %r : tensor<4x5xi32>
}

func.func @strided_reverse_subsequences(%x: tensor<4x10xi32>,
                                        %len: tensor<8x1xi32>)
    -> tensor<4x5xi32> {
  %xs = tensor.extract_slice %x[0, 0] [4, 5] [1, 2]
      : tensor<4x10xi32> to tensor<4x5xi32>
  %ls = tensor.extract_slice %len[0, 0] [4, 1] [2, 1]
      : tensor<8x1xi32> to tensor<4x1xi32>
  %r = revseq.reverse_subsequences %xs, %ls axis = 1
      : tensor<4x5xi32>, tensor<4x1xi32>
  return %r : tensor<4x5xi32>
}

// Sources that overlap the destination: a slice reversed into itself, or
// into a shifted slice of the same tensor, in a loop and in threads. The
// analysis copies the source first (the kernels never read what they
// wrote).
func.func @overlap_same_slice(%big: tensor<8xi32>) -> tensor<8xi32> {
  %s = tensor.extract_slice %big[0] [8] [1] : tensor<8xi32> to tensor<8xi32>
  %r = revseq.reverse %s axes = [0] : tensor<8xi32>
  %b = tensor.insert_slice %r into %big[0] [8] [1]
      : tensor<8xi32> into tensor<8xi32>
  return %b : tensor<8xi32>
}

func.func @overlap_shifted_slice(%big: tensor<8xi32>) -> tensor<8xi32> {
  %s = tensor.extract_slice %big[0] [6] [1] : tensor<8xi32> to tensor<6xi32>
  %r = revseq.reverse %s axes = [0] : tensor<6xi32>
  %b = tensor.insert_slice %r into %big[2] [6] [1]
      : tensor<6xi32> into tensor<8xi32>
  return %b : tensor<8xi32>
}

func.func @overlap_for_rows(%t: tensor<4x?xi32>) -> tensor<4x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %d = tensor.dim %t, %c1 : tensor<4x?xi32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%o = %t)
      -> (tensor<4x?xi32>) {
    %xs = tensor.extract_slice %o[%i, 0] [1, %d] [1, 1]
        : tensor<4x?xi32> to tensor<1x?xi32>
    %rs = revseq.reverse %xs axes = [1] : tensor<1x?xi32>
    %u = tensor.insert_slice %rs into %o[%i, 0] [1, %d] [1, 1]
        : tensor<1x?xi32> into tensor<4x?xi32>
    scf.yield %u : tensor<4x?xi32>
  }
  return %r : tensor<4x?xi32>
}

func.func @overlap_forall_rows(%t: tensor<4x?xi32>) -> tensor<4x?xi32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<4x?xi32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4x?xi32>) {
    %xs = tensor.extract_slice %o[%i, 0] [1, %d] [1, 1]
        : tensor<4x?xi32> to tensor<1x?xi32>
    %rs = revseq.reverse %xs axes = [1] : tensor<1x?xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %rs into %o[%i, 0] [1, %d] [1, 1]
          : tensor<1x?xi32> into tensor<4x?xi32>
    }
  }
  return %r : tensor<4x?xi32>
}

// Large rows into unaligned rows of a larger tensor (row stride 203, a
// dynamic offset): with nontemporal-bytes=1 every row peels to its own
// alignment before its non-temporal stores. The result is compared with
// the reference below.
func.func @large_insert_slice_reverse(%x: tensor<?x?xi32>,
                                      %big: tensor<?x?xi32>, %off0: index,
                                      %off1: index) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x?xi32>
  %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
  %1 = tensor.insert_slice %0 into %big[%off0, %off1] [%d0, %d1] [1, 1]
      : tensor<?x?xi32> into tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

// The same for reverse_sequence with the batch axis innermost and lengths
// that differ per column (the column-strip kernel).
func.func @large_insert_slice_reverse_sequence(%x: tensor<?x?xi32>,
                                               %len: tensor<?xi32>,
                                               %big: tensor<?x?xi32>,
                                               %off0: index, %off1: index)
    -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse_sequence %x, %len batch_axis = 1, seq_axis = 0
      : tensor<?x?xi32>, tensor<?xi32>
  %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
  %1 = tensor.insert_slice %0 into %big[%off0, %off1] [%d0, %d1] [1, 1]
      : tensor<?x?xi32> into tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

// reverse_subsequences along the outer axis (lengths per column: the
// column strips) and reverse_dynamic, into unaligned rows of a larger
// tensor; compared with the same op's contiguous result (a function result)
// by @count_window_mismatches.
func.func @result_reverse_subsequences(%x: tensor<?x?xi32>,
                                       %len: tensor<?x?xi32>)
    -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %len axis = 0
      : tensor<?x?xi32>, tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @large_insert_slice_reverse_subsequences(%x: tensor<?x?xi32>,
                                                   %len: tensor<?x?xi32>,
                                                   %big: tensor<?x?xi32>,
                                                   %off0: index,
                                                   %off1: index)
    -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse_subsequences %x, %len axis = 0
      : tensor<?x?xi32>, tensor<?x?xi32>
  %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
  %1 = tensor.insert_slice %0 into %big[%off0, %off1] [%d0, %d1] [1, 1]
      : tensor<?x?xi32> into tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

func.func @result_reverse_dynamic(%x: tensor<?x?xi32>, %mask: tensor<2xi1>)
    -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %mask mode = mask
      : tensor<?x?xi32>, tensor<2xi1>
  return %0 : tensor<?x?xi32>
}

func.func @large_insert_slice_reverse_dynamic(%x: tensor<?x?xi32>,
                                              %mask: tensor<2xi1>,
                                              %big: tensor<?x?xi32>,
                                              %off0: index, %off1: index)
    -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse_dynamic %x, %mask mode = mask
      : tensor<?x?xi32>, tensor<2xi1>
  %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
  %1 = tensor.insert_slice %0 into %big[%off0, %off1] [%d0, %d1] [1, 1]
      : tensor<?x?xi32> into tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

// A rows x cols tensor holding scale * i + j + 1 at (i, j).
func.func @iota(%rows: index, %cols: index, %scale: index) -> tensor<?x?xi32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xi32>
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c1 = arith.constant 1 : index
    %a = arith.muli %i, %scale : index
    %b = arith.addi %a, %j : index
    %c = arith.addi %b, %c1 : index
    %v = arith.index_cast %c : index to i32
    linalg.yield %v : i32
  } -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// The number of elements of `big` that differ from the expected result of
// @large_insert_slice_reverse_sequence (@large_insert_slice_reverse when
// `len` is null): -1 outside the slice, else the reversed `x`.
func.func @count_mismatches(%big: tensor<?x?xi32>, %x: tensor<?x?xi32>,
                            %len: tensor<?xi32>, %whole: i1, %off0: index,
                            %off1: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : i32
  %rows = tensor.dim %big, %c0 : tensor<?x?xi32>
  %cols = tensor.dim %big, %c1 : tensor<?x?xi32>
  %t = tensor.dim %x, %c0 : tensor<?x?xi32>
  %w = tensor.dim %x, %c1 : tensor<?x?xi32>
  %end0 = arith.addi %off0, %t : index
  %end1 = arith.addi %off1, %w : index
  %count = scf.for %i = %c0 to %rows step %c1 iter_args(%n0 = %c0) -> (index) {
    %n2 = scf.for %j = %c0 to %cols step %c1 iter_args(%n1 = %n0) -> (index) {
      %got = tensor.extract %big[%i, %j] : tensor<?x?xi32>
      %in0 = arith.cmpi uge, %i, %off0 : index
      %in1 = arith.cmpi ult, %i, %end0 : index
      %in2 = arith.cmpi uge, %j, %off1 : index
      %in3 = arith.cmpi ult, %j, %end1 : index
      %a0 = arith.andi %in0, %in1 : i1
      %a1 = arith.andi %in2, %in3 : i1
      %inside = arith.andi %a0, %a1 : i1
      %want = scf.if %inside -> (i32) {
        %r = arith.subi %i, %off0 : index
        %c = arith.subi %j, %off1 : index
        %src:2 = scf.if %whole -> (index, index) {
          // Both axes reversed.
          %tm1 = arith.subi %t, %c1 : index
          %wm1 = arith.subi %w, %c1 : index
          %rr = arith.subi %tm1, %r : index
          %cc = arith.subi %wm1, %c : index
          scf.yield %rr, %cc : index, index
        } else {
          // Rows below the column's length reversed.
          %l32 = tensor.extract %len[%c] : tensor<?xi32>
          %l0 = arith.index_cast %l32 : i32 to index
          %l1 = arith.maxsi %l0, %c0 : index
          %l = arith.minsi %l1, %t : index
          %rev = arith.cmpi ult, %r, %l : index
          %lm1 = arith.subi %l, %c1 : index
          %rm = arith.subi %lm1, %r : index
          %rr = arith.select %rev, %rm, %r : index
          scf.yield %rr, %c : index, index
        }
        %v = tensor.extract %x[%src#0, %src#1] : tensor<?x?xi32>
        scf.yield %v : i32
      } else {
        scf.yield %m1 : i32
      }
      %bad = arith.cmpi ne, %got, %want : i32
      %n = arith.addi %n1, %c1 : index
      %next = arith.select %bad, %n, %n1 : index
      scf.yield %next : index
    }
    scf.yield %n2 : index
  }
  return %count : index
}

// The number of elements of `big` that differ from `ref` placed at
// (off0, off1), with -1 everywhere else.
func.func @count_window_mismatches(%big: tensor<?x?xi32>, %ref: tensor<?x?xi32>,
                                   %off0: index, %off1: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : i32
  %rows = tensor.dim %big, %c0 : tensor<?x?xi32>
  %cols = tensor.dim %big, %c1 : tensor<?x?xi32>
  %t = tensor.dim %ref, %c0 : tensor<?x?xi32>
  %w = tensor.dim %ref, %c1 : tensor<?x?xi32>
  %end0 = arith.addi %off0, %t : index
  %end1 = arith.addi %off1, %w : index
  %count = scf.for %i = %c0 to %rows step %c1 iter_args(%n0 = %c0) -> (index) {
    %n2 = scf.for %j = %c0 to %cols step %c1 iter_args(%n1 = %n0) -> (index) {
      %got = tensor.extract %big[%i, %j] : tensor<?x?xi32>
      %in0 = arith.cmpi uge, %i, %off0 : index
      %in1 = arith.cmpi ult, %i, %end0 : index
      %in2 = arith.cmpi uge, %j, %off1 : index
      %in3 = arith.cmpi ult, %j, %end1 : index
      %a0 = arith.andi %in0, %in1 : i1
      %a1 = arith.andi %in2, %in3 : i1
      %inside = arith.andi %a0, %a1 : i1
      %want = scf.if %inside -> (i32) {
        %r = arith.subi %i, %off0 : index
        %c = arith.subi %j, %off1 : index
        %v = tensor.extract %ref[%r, %c] : tensor<?x?xi32>
        scf.yield %v : i32
      } else {
        scf.yield %m1 : i32
      }
      %bad = arith.cmpi ne, %got, %want : i32
      %n = arith.addi %n1, %c1 : index
      %next = arith.select %bad, %n, %n1 : index
      scf.yield %next : index
    }
    scf.yield %n2 : index
  }
  return %count : index
}

// For a t x w input at (off0, off1) of a (t + off0 + 3) x (w + off1 + 3)
// tensor of -1: prints the mismatches of reverse_subsequences (lengths
// (7 * j + 3) mod 45 - 2) and of reverse_dynamic with masks [1, 0], [0, 1]
// and [1, 1].
func.func @check_large_window(%t: index, %w: index, %off0: index,
                              %off1: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c1000 = arith.constant 1000 : index
  %m1 = arith.constant -1 : i32
  %x = call @iota(%t, %w, %c1000) : (index, index, index) -> tensor<?x?xi32>
  %le = tensor.empty(%c1, %w) : tensor<?x?xi32>
  %len = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%le : tensor<?x?xi32>) {
  ^bb0(%o: i32):
    %j = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c45 = arith.constant 45 : index
    %j7 = arith.muli %j, %c7 : index
    %j73 = arith.addi %j7, %c3 : index
    %m = arith.remui %j73, %c45 : index
    %l = arith.subi %m, %c2 : index
    %v = arith.index_cast %l : index to i32
    linalg.yield %v : i32
  } -> tensor<?x?xi32>
  %rows0 = arith.addi %t, %off0 : index
  %rows = arith.addi %rows0, %c3 : index
  %cols0 = arith.addi %w, %off1 : index
  %cols = arith.addi %cols0, %c3 : index
  %big = call @filled(%rows, %cols, %m1) : (index, index, i32) -> tensor<?x?xi32>
  %ref = call @result_reverse_subsequences(%x, %len)
      : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  %got = call @large_insert_slice_reverse_subsequences(%x, %len, %big, %off0, %off1)
      : (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi32>, index, index)
      -> tensor<?x?xi32>
  %n = call @count_window_mismatches(%got, %ref, %off0, %off1)
      : (tensor<?x?xi32>, tensor<?x?xi32>, index, index) -> index
  vector.print str "reverse_subsequences mismatches: "
  vector.print %n : index
  %masks = arith.constant dense<[[true, false], [false, true], [true, true]]>
      : tensor<3x2xi1>
  scf.for %k = %c0 to %c3 step %c1 {
    %mask = tensor.extract_slice %masks[%k, 0] [1, 2] [1, 1]
        : tensor<3x2xi1> to tensor<2xi1>
    %ref2 = func.call @result_reverse_dynamic(%x, %mask)
        : (tensor<?x?xi32>, tensor<2xi1>) -> tensor<?x?xi32>
    %got2 = func.call @large_insert_slice_reverse_dynamic(%x, %mask, %big, %off0, %off1)
        : (tensor<?x?xi32>, tensor<2xi1>, tensor<?x?xi32>, index, index)
        -> tensor<?x?xi32>
    %n2 = func.call @count_window_mismatches(%got2, %ref2, %off0, %off1)
        : (tensor<?x?xi32>, tensor<?x?xi32>, index, index) -> index
    vector.print str "reverse_dynamic mismatches: "
    vector.print %n2 : index
  }
  return
}

func.func @print(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @print_buffer(%m: memref<?x?xi32>) {
  %t = bufferization.to_tensor %m restrict : memref<?x?xi32> to tensor<?x?xi32>
  call @print(%t) : (tensor<?x?xi32>) -> ()
  return
}

// A rows x cols tensor of `value`.
func.func @filled(%rows: index, %cols: index, %value: i32) -> tensor<?x?xi32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xi32>
  %0 = linalg.fill ins(%value : i32) outs(%e : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

//===----------------------------------------------------------------------===//
// Execution
//===----------------------------------------------------------------------===//

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %m1 = arith.constant -1 : i32
  %i10 = arith.constant 10 : i32

  vector.print str "--- (a) result: reverse, static ---\n"
  %xa = call @iota(%c3, %c4, %c100) : (index, index, index) -> tensor<?x?xi32>
  %xa_s = tensor.cast %xa : tensor<?x?xi32> to tensor<3x4xi32>
  %ra = call @result_reverse(%xa_s) : (tensor<3x4xi32>) -> tensor<3x4xi32>
  %ra_d = tensor.cast %ra : tensor<3x4xi32> to tensor<?x?xi32>
  call @print(%ra_d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (a) result: reverse, static ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: [204, 203, 202, 201]
  // CHECK-NEXT: [104, 103, 102, 101]
  // CHECK-NEXT: [4, 3, 2, 1]

  vector.print str "--- (a) result: reverse_sequence, dynamic ---\n"
  %xb = call @iota(%c3, %c5, %c100) : (index, index, index) -> tensor<?x?xi32>
  %lb_s = arith.constant dense<[2, 5, 0]> : tensor<3xi64>
  %lb = tensor.cast %lb_s : tensor<3xi64> to tensor<?xi64>
  %rb = call @result_reverse_sequence(%xb, %lb)
      : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  call @print(%rb) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (a) result: reverse_sequence, dynamic ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
  // CHECK-NEXT: [2, 1, 3, 4, 5]
  // CHECK-NEXT: [105, 104, 103, 102, 101]
  // CHECK-NEXT: [201, 202, 203, 204, 205]

  vector.print str "--- (b) materialize_in_destination: reverse_dynamic ---\n"
  %axes_s = arith.constant dense<[0]> : tensor<1xi64>
  %axes = tensor.cast %axes_s : tensor<1xi64> to tensor<?xi64>
  %outc = memref.alloc(%c3, %c4) : memref<?x?xi32>
  call @materialize_reverse_dynamic(%xa, %axes, %outc)
      : (tensor<?x?xi32>, tensor<?xi64>, memref<?x?xi32>) -> ()
  call @print_buffer(%outc) : (memref<?x?xi32>) -> ()
  // CHECK-LABEL: --- (b) materialize_in_destination: reverse_dynamic ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: [201, 202, 203, 204]
  // CHECK-NEXT: [101, 102, 103, 104]
  // CHECK-NEXT: [1, 2, 3, 4]

  vector.print str "--- (b) materialize_in_destination: reverse_subsequences, strided ---\n"
  %xb_s = tensor.cast %xb : tensor<?x?xi32> to tensor<3x5xi32>
  %lsub = arith.constant dense<[[3], [1], [7]]> : tensor<3x1xi32>
  %outs = memref.alloc() : memref<5x7xi32>
  linalg.fill ins(%m1 : i32) outs(%outs : memref<5x7xi32>)
  %view = memref.subview %outs[1, 2] [3, 5] [1, 1]
      : memref<5x7xi32> to memref<3x5xi32, strided<[7, 1], offset: 9>>
  %view_d = memref.cast %view : memref<3x5xi32, strided<[7, 1], offset: 9>>
      to memref<3x5xi32, strided<[?, 1], offset: ?>>
  call @materialize_reverse_subsequences(%xb_s, %lsub, %view_d)
      : (tensor<3x5xi32>, tensor<3x1xi32>,
         memref<3x5xi32, strided<[?, 1], offset: ?>>) -> ()
  %outs_d = memref.cast %outs : memref<5x7xi32> to memref<?x?xi32>
  call @print_buffer(%outs_d) : (memref<?x?xi32>) -> ()
  // CHECK-LABEL: --- (b) materialize_in_destination: reverse_subsequences, strided ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = [7, 1] data =
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1, -1]
  // CHECK-NEXT: [-1, -1, 3, 2, 1, 4, 5]
  // CHECK-NEXT: [-1, -1, 101, 102, 103, 104, 105]
  // CHECK-NEXT: [-1, -1, 205, 204, 203, 202, 201]
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1, -1]

  vector.print str "--- (c) insert_slice: reverse_sequence, dynamic offset ---\n"
  %xc = call @iota(%c4, %c3, %c100) : (index, index, index) -> tensor<?x?xi32>
  %lc_s = arith.constant dense<[4, 2, 0]> : tensor<3xi32>
  %lc = tensor.cast %lc_s : tensor<3xi32> to tensor<?xi32>
  %bigc = call @filled(%c6, %c6, %m1) : (index, index, i32) -> tensor<?x?xi32>
  %rc = call @insert_slice_reverse_sequence(%xc, %lc, %bigc, %c1)
      : (tensor<?x?xi32>, tensor<?xi32>, tensor<?x?xi32>, index)
      -> tensor<?x?xi32>
  call @print(%rc) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (c) insert_slice: reverse_sequence, dynamic offset ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 6] strides = [6, 1] data =
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1]
  // CHECK-NEXT: [-1, 301, 102, 3, -1, -1]
  // CHECK-NEXT: [-1, 201, 2, 103, -1, -1]
  // CHECK-NEXT: [-1, 101, 202, 203, -1, -1]
  // CHECK-NEXT: [-1, 1, 302, 303, -1, -1]
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1]

  vector.print str "--- (c) insert_slice: reverse, static, column stride 2 ---\n"
  %xs = call @iota(%c2, %c3, %c100) : (index, index, index) -> tensor<?x?xi32>
  %xs_s = tensor.cast %xs : tensor<?x?xi32> to tensor<2x3xi32>
  %bigs = call @filled(%c4, %c8, %m1) : (index, index, i32) -> tensor<?x?xi32>
  %bigs_s = tensor.cast %bigs : tensor<?x?xi32> to tensor<4x8xi32>
  %rs = call @insert_slice_reverse_strided(%xs_s, %bigs_s, %c1)
      : (tensor<2x3xi32>, tensor<4x8xi32>, index) -> tensor<4x8xi32>
  %rs_d = tensor.cast %rs : tensor<4x8xi32> to tensor<?x?xi32>
  call @print(%rs_d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (c) insert_slice: reverse, static, column stride 2 ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 8] strides = [8, 1] data =
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1, -1, -1]
  // CHECK-NEXT: [-1, 3, -1, 2, -1, 1, -1, -1]
  // CHECK-NEXT: [-1, 103, -1, 102, -1, 101, -1, -1]
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1, -1, -1]

  vector.print str "--- (d) outs of linalg.generic ---\n"
  %yd = call @filled(%c2, %c3, %i10) : (index, index, i32) -> tensor<?x?xi32>
  %rd = call @outs_of_linalg_generic(%xs, %yd)
      : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  call @print(%rd) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (d) outs of linalg.generic ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [30, 20, 10]
  // CHECK-NEXT: [1030, 1020, 1010]

  vector.print str "--- (e) scf.for iter_arg: reverse 3 times ---\n"
  %re3 = call @for_reverse(%xs, %c3) : (tensor<?x?xi32>, index) -> tensor<?x?xi32>
  call @print(%re3) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (e) scf.for iter_arg: reverse 3 times ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [103, 102, 101]
  // CHECK-NEXT: [3, 2, 1]

  vector.print str "--- (e) scf.for iter_arg: reverse 2 times ---\n"
  %re2 = call @for_reverse(%xs, %c2) : (tensor<?x?xi32>, index) -> tensor<?x?xi32>
  call @print(%re2) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (e) scf.for iter_arg: reverse 2 times ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 2, 3]
  // CHECK-NEXT: [101, 102, 103]

  vector.print str "--- (e) scf.for iter_arg: slices ---\n"
  %xe = call @iota(%c4, %c5, %c100) : (index, index, index) -> tensor<?x?xi32>
  %xe_c = tensor.cast %xe : tensor<?x?xi32> to tensor<?x5xi32>
  %le_s = arith.constant dense<[[2], [5], [0], [3]]> : tensor<4x1xi64>
  %le = tensor.cast %le_s : tensor<4x1xi64> to tensor<?x1xi64>
  %oute = call @filled(%c4, %c5, %m1) : (index, index, i32) -> tensor<?x?xi32>
  %oute_c = tensor.cast %oute : tensor<?x?xi32> to tensor<?x5xi32>
  %rfe = call @for_insert_slice(%xe_c, %le, %oute_c)
      : (tensor<?x5xi32>, tensor<?x1xi64>, tensor<?x5xi32>) -> tensor<?x5xi32>
  %rfe_d = tensor.cast %rfe : tensor<?x5xi32> to tensor<?x?xi32>
  call @print(%rfe_d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (e) scf.for iter_arg: slices ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: [2, 1, 3, 4, 5]
  // CHECK-NEXT: [105, 104, 103, 102, 101]
  // CHECK-NEXT: [201, 202, 203, 204, 205]
  // CHECK-NEXT: [303, 302, 301, 304, 305]

  vector.print str "--- (f) scf.forall ---\n"
  %xf = call @iota(%c4, %c3, %c100) : (index, index, index) -> tensor<?x?xi32>
  %xf_c = tensor.cast %xf : tensor<?x?xi32> to tensor<4x?xi32>
  %outf = call @filled(%c4, %c3, %m1) : (index, index, i32) -> tensor<?x?xi32>
  %outf_c = tensor.cast %outf : tensor<?x?xi32> to tensor<4x?xi32>
  %rf = call @forall_rows(%xf_c, %outf_c)
      : (tensor<4x?xi32>, tensor<4x?xi32>) -> tensor<4x?xi32>
  %rf_d = tensor.cast %rf : tensor<4x?xi32> to tensor<?x?xi32>
  call @print(%rf_d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- (f) scf.forall ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: [3, 2, 1]
  // CHECK-NEXT: [103, 102, 101]
  // CHECK-NEXT: [203, 202, 201]
  // CHECK-NEXT: [303, 302, 301]

  vector.print str "--- strided sources ---\n"
  %xg = call @iota(%c4, %c10, %c10) : (index, index, index) -> tensor<?x?xi32>
  %xg_s = tensor.cast %xg : tensor<?x?xi32> to tensor<4x10xi32>
  %lg = arith.constant dense<[9, 5, 9, 2, 9, 0, 9, 3]> : tensor<8xi64>
  %g0 = call @strided_reverse_sequence(%xg_s, %lg)
      : (tensor<4x10xi32>, tensor<8xi64>) -> tensor<4x5xi32>
  %g0_u = tensor.cast %g0 : tensor<4x5xi32> to tensor<*xi32>
  call @printMemrefI32(%g0_u) : (tensor<*xi32>) -> ()
  %lg2 = arith.constant dense<[[5], [9], [2], [9], [0], [9], [3], [9]]>
      : tensor<8x1xi32>
  %g1 = call @strided_reverse_subsequences(%xg_s, %lg2)
      : (tensor<4x10xi32>, tensor<8x1xi32>) -> tensor<4x5xi32>
  %g1_u = tensor.cast %g1 : tensor<4x5xi32> to tensor<*xi32>
  call @printMemrefI32(%g1_u) : (tensor<*xi32>) -> ()
  %ag = arith.constant dense<[7, 1, 7, 7]> : tensor<4xi64>
  %g2 = call @strided_reverse_dynamic(%xg_s, %ag)
      : (tensor<4x10xi32>, tensor<4xi64>) -> tensor<4x5xi32>
  %g2_u = tensor.cast %g2 : tensor<4x5xi32> to tensor<*xi32>
  call @printMemrefI32(%g2_u) : (tensor<*xi32>) -> ()
  %yg = call @iota(%c10, %c5, %c5) : (index, index, index) -> tensor<?x?xi32>
  %yg_s = tensor.cast %yg : tensor<?x?xi32> to tensor<10x5xi32>
  %lg3 = arith.constant dense<[5, 9, 2, 9, 0, 9, 3, 9, 1, 9]> : tensor<10xi64>
  %g3 = call @strided_reverse_sequence_columns(%yg_s, %lg3)
      : (tensor<10x5xi32>, tensor<10xi64>) -> tensor<5x5xi32>
  %g3_u = tensor.cast %g3 : tensor<5x5xi32> to tensor<*xi32>
  call @printMemrefI32(%g3_u) : (tensor<*xi32>) -> ()
  // CHECK-LABEL: --- strided sources ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: [9, 7, 5, 3, 1]
  // CHECK-NEXT: [13, 11, 15, 17, 19]
  // CHECK-NEXT: [21, 23, 25, 27, 29]
  // CHECK-NEXT: [35, 33, 31, 37, 39]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: [9, 7, 5, 3, 1]
  // CHECK-NEXT: [13, 11, 15, 17, 19]
  // CHECK-NEXT: [21, 23, 25, 27, 29]
  // CHECK-NEXT: [35, 33, 31, 37, 39]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: [10, 8, 6, 4, 2]
  // CHECK-NEXT: [20, 18, 16, 14, 12]
  // CHECK-NEXT: [30, 28, 26, 24, 22]
  // CHECK-NEXT: [40, 38, 36, 34, 32]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 5] strides = [5, 1] data =
  // CHECK-NEXT: [41, 12, 3, 24, 5]
  // CHECK-NEXT: [31, 2, 13, 14, 15]
  // CHECK-NEXT: [21, 22, 23, 4, 25]
  // CHECK-NEXT: [11, 32, 33, 34, 35]
  // CHECK-NEXT: [1, 42, 43, 44, 45]

  vector.print str "--- sources overlapping the destination ---\n"
  %v8 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %o0 = call @overlap_same_slice(%v8) : (tensor<8xi32>) -> tensor<8xi32>
  %o0_u = tensor.cast %o0 : tensor<8xi32> to tensor<*xi32>
  call @printMemrefI32(%o0_u) : (tensor<*xi32>) -> ()
  %o1 = call @overlap_shifted_slice(%v8) : (tensor<8xi32>) -> tensor<8xi32>
  %o1_u = tensor.cast %o1 : tensor<8xi32> to tensor<*xi32>
  call @printMemrefI32(%o1_u) : (tensor<*xi32>) -> ()
  %o2 = call @overlap_for_rows(%xf_c) : (tensor<4x?xi32>) -> tensor<4x?xi32>
  %o2_d = tensor.cast %o2 : tensor<4x?xi32> to tensor<?x?xi32>
  call @print(%o2_d) : (tensor<?x?xi32>) -> ()
  %o3 = call @overlap_forall_rows(%xf_c) : (tensor<4x?xi32>) -> tensor<4x?xi32>
  %o3_d = tensor.cast %o3 : tensor<4x?xi32> to tensor<?x?xi32>
  call @print(%o3_d) : (tensor<?x?xi32>) -> ()
  // The input is unchanged.
  call @print(%xf) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- sources overlapping the destination ---
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [8, 7, 6, 5, 4, 3, 2, 1]
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [1, 2, 6, 5, 4, 3, 2, 1]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: [3, 2, 1]
  // CHECK-NEXT: [103, 102, 101]
  // CHECK-NEXT: [203, 202, 201]
  // CHECK-NEXT: [303, 302, 301]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: [3, 2, 1]
  // CHECK-NEXT: [103, 102, 101]
  // CHECK-NEXT: [203, 202, 201]
  // CHECK-NEXT: [303, 302, 301]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 2, 3]
  // CHECK-NEXT: [101, 102, 103]
  // CHECK-NEXT: [201, 202, 203]
  // CHECK-NEXT: [301, 302, 303]

  // Large: 5 x 150 reversed into rows 2-6, columns 3-152 of an 8 x 203
  // tensor; 40 x 300 reverse_sequence into rows 3-42, columns 5-304 of
  // 45 x 311, lengths (7 * j) mod 45 - 2 (some negative, some above 40).
  %c40 = arith.constant 40 : index
  %c45 = arith.constant 45 : index
  %c150 = arith.constant 150 : index
  %c203 = arith.constant 203 : index
  %c300 = arith.constant 300 : index
  %c311 = arith.constant 311 : index
  %c1000 = arith.constant 1000 : index
  %true = arith.constant true
  %false = arith.constant false
  %no_len = tensor.empty(%c0) : tensor<?xi32>

  vector.print str "--- large: reverse into unaligned rows ---\n"
  %xl = call @iota(%c5, %c150, %c1000) : (index, index, index) -> tensor<?x?xi32>
  %bigl = call @filled(%c8, %c203, %m1) : (index, index, i32) -> tensor<?x?xi32>
  %rl = call @large_insert_slice_reverse(%xl, %bigl, %c2, %c3)
      : (tensor<?x?xi32>, tensor<?x?xi32>, index, index) -> tensor<?x?xi32>
  %nl = call @count_mismatches(%rl, %xl, %no_len, %true, %c2, %c3)
      : (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?xi32>, i1, index, index)
      -> index
  vector.print str "mismatches: "
  vector.print %nl : index
  // CHECK-LABEL: --- large: reverse into unaligned rows ---
  // CHECK-NEXT: mismatches: 0{{$}}

  vector.print str "--- large: reverse_sequence into unaligned rows ---\n"
  %xq = call @iota(%c40, %c300, %c1000) : (index, index, index) -> tensor<?x?xi32>
  %lq_e = tensor.empty(%c300) : tensor<?xi32>
  %lq = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>],
                        iterator_types = ["parallel"]}
      outs(%lq_e : tensor<?xi32>) {
  ^bb0(%o: i32):
    %j = linalg.index 0 : index
    %c7 = arith.constant 7 : index
    %j7 = arith.muli %j, %c7 : index
    %m = arith.remui %j7, %c45 : index
    %l = arith.subi %m, %c2 : index
    %v = arith.index_cast %l : index to i32
    linalg.yield %v : i32
  } -> tensor<?xi32>
  %bigq = call @filled(%c45, %c311, %m1) : (index, index, i32) -> tensor<?x?xi32>
  %rq = call @large_insert_slice_reverse_sequence(%xq, %lq, %bigq, %c3, %c5)
      : (tensor<?x?xi32>, tensor<?xi32>, tensor<?x?xi32>, index, index)
      -> tensor<?x?xi32>
  %nq = call @count_mismatches(%rq, %xq, %lq, %false, %c3, %c5)
      : (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?xi32>, i1, index, index)
      -> index
  vector.print str "mismatches: "
  vector.print %nq : index
  // CHECK-LABEL: --- large: reverse_sequence into unaligned rows ---
  // CHECK-NEXT: mismatches: 0{{$}}
  vector.print str "--- large: reverse_subsequences and reverse_dynamic into unaligned rows ---\n"
  %c17 = arith.constant 17 : index
  %c37 = arith.constant 37 : index
  %c1100 = arith.constant 1100 : index
  call @check_large_window(%c40, %c37, %c3, %c5) : (index, index, index, index) -> ()
  call @check_large_window(%c17, %c300, %c5, %c1) : (index, index, index, index) -> ()
  call @check_large_window(%c5, %c1100, %c1, %c6) : (index, index, index, index) -> ()
  call @check_large_window(%c300, %c6, %c1, %c3) : (index, index, index, index) -> ()
  // CHECK-LABEL: --- large: reverse_subsequences and reverse_dynamic into unaligned rows ---
  // CHECK-NEXT: reverse_subsequences mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_subsequences mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_subsequences mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_subsequences mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  // CHECK-NEXT: reverse_dynamic mismatches: 0{{$}}
  return
}

// C9: revseq.reverse_sequence: the size of lengths (2) differs from the batch dimension (3) (reverse_sequence_c9)
// C9-NOT: data =
func.func @bad_lengths_into_slice() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c100 = arith.constant 100 : index
  %m1 = arith.constant -1 : i32
  %x = call @iota(%c4, %c3, %c100) : (index, index, index) -> tensor<?x?xi32>
  %len_s = arith.constant dense<[4, 2]> : tensor<2xi32>
  %len = tensor.cast %len_s : tensor<2xi32> to tensor<?xi32>
  %big = call @filled(%c6, %c6, %m1) : (index, index, i32) -> tensor<?x?xi32>
  %r = call @insert_slice_reverse_sequence(%x, %len, %big, %c1)
      : (tensor<?x?xi32>, tensor<?xi32>, tensor<?x?xi32>, index)
      -> tensor<?x?xi32>
  call @print(%r) : (tensor<?x?xi32>) -> ()
  return
}
