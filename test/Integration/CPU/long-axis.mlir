// Each RUN goes through one lowering of revseq-cpu-pipeline: the vectorised
// default, the scalar linalg path, and two OpenMP threads with every row
// stored non-temporally (aligned, after a peeled head).
// DEFINE: %{options} = vectorize=true
// DEFINE: %{run} = revseq-opt %s --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false
// RUN: %{run}
// REDEFINE: %{options} = num-threads=2 min-parallel-bytes=0 nontemporal-bytes=1
// RUN: %{run}

// Lengths varying along the innermost axis: the vectorised lowering stages
// each strip of 1 KiB of columns transposed in a scratch buffer of at most
// 8 MiB (8160 rows of f32 with 16 lanes, 8176 with 8), else it stages 256
// bytes of columns untransposed within the same 8 MiB (up to 32768 rows),
// and gathers from the input itself beyond that. The first cases also cover a strip's partial
// last block of columns, a number of rows that is not a whole number of
// blocks, and (in the last RUN) a width in whole vectors, whose rows are
// stored non-temporally.
// Each case compares the op with a reference written as a linalg.generic
// (the definition: out[t][b] = in[t < L_b ? L_b - 1 - t : t][b], L_b
// clamped) and prints the number of differing elements.

func.func @batch_innermost(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

#id = affine_map<(t, b) -> (t, b)>
func.func @reference(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %T = tensor.dim %x, %c0 : tensor<?x?xf32>
  %B = tensor.dim %x, %c1 : tensor<?x?xf32>
  %empty = tensor.empty(%T, %B) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%empty : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %t = linalg.index 0 : index
    %b = linalg.index 1 : index
    %raw = tensor.extract %l[%b] : tensor<?xi64>
    %li = arith.index_cast %raw : i64 to index
    %zero = arith.maxsi %li, %c0 : index
    %len = arith.minsi %zero, %T : index
    %below = arith.cmpi slt, %t, %len : index
    %m1 = arith.subi %len, %c1 : index
    %mirrored = arith.subi %m1, %t : index
    %src = arith.select %below, %mirrored, %t : index
    %v = tensor.extract %x[%src, %b] : tensor<?x?xf32>
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Number of elements where %a and %b differ.
func.func @mismatches(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %T = tensor.dim %a, %c0 : tensor<?x?xf32>
  %B = tensor.dim %a, %c1 : tensor<?x?xf32>
  %n = scf.for %t = %c0 to %T step %c1 iter_args(%acc = %c0) -> index {
    %m = scf.for %j = %c0 to %B step %c1 iter_args(%acc2 = %acc) -> index {
      %va = tensor.extract %a[%t, %j] : tensor<?x?xf32>
      %vb = tensor.extract %b[%t, %j] : tensor<?x?xf32>
      %ne = arith.cmpf une, %va, %vb : f32
      %inc = arith.addi %acc2, %c1 : index
      %next = arith.select %ne, %inc, %acc2 : index
      scf.yield %next : index
    }
    scf.yield %m : index
  }
  return %n : index
}

func.func @run(%T: index, %B: index, %l: tensor<?xi64>) {
  %x = tensor.generate %T, %B {
  ^bb0(%t: index, %b: index):
    %tb = arith.muli %t, %B : index
    %i = arith.addi %tb, %b : index
    %i64 = arith.index_cast %i : index to i64
    %f = arith.uitofp %i64 : i64 to f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  %got = call @batch_innermost(%x, %l) : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  %want = call @reference(%x, %l) : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  %n = call @mismatches(%got, %want) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print %n : index
  return
}

// len[b] = (b * 7919) % (T + 3) - 1: -1, 0, every length to T + 1.
func.func @run_generated(%T: index, %B: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7919 = arith.constant 7919 : index
  %T3 = arith.addi %T, %c3 : index
  %l = tensor.generate %B {
  ^bb0(%b: index):
    %p = arith.muli %b, %c7919 : index
    %r = arith.remui %p, %T3 : index
    %i = arith.index_cast %r : index to i64
    %one = arith.constant 1 : i64
    %len = arith.subi %i, %one : i64
    tensor.yield %len : i64
  } : tensor<?xi64>
  call @run(%T, %B, %l) : (index, index, tensor<?xi64>) -> ()
  return
}

func.func @main() {
  // 37 rows (2 blocks and 5 rows), 300 columns (a strip and 44 columns).
  // CHECK: 0
  %c37 = arith.constant 37 : index
  %c300 = arith.constant 300 : index
  call @run_generated(%c37, %c300) : (index, index) -> ()
  // 320 columns: whole vectors.
  // CHECK-NEXT: 0
  %c320 = arith.constant 320 : index
  call @run_generated(%c37, %c320) : (index, index) -> ()
  // 8100 rows: transposed; 8200 rows: staged untransposed.
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  %c8100 = arith.constant 8100 : index
  %c8200 = arith.constant 8200 : index
  %c40 = arith.constant 40 : index
  call @run_generated(%c8100, %c40) : (index, index) -> ()
  call @run_generated(%c8200, %c40) : (index, index) -> ()

  %lengths = arith.constant dense<[32774, 1, 0, 99999, 32768, 7, 32767, -5, 24000, 2,
                                   32773, 3, 9000, 32775, 5, 8, 32000, 4, 100, 32776,
                                   6, 32772, 11, 12]> : tensor<24xi64>
  %l = tensor.cast %lengths : tensor<24xi64> to tensor<?xi64>
  %c24 = arith.constant 24 : index
  // 32768 rows: the largest staged strip.
  // CHECK-NEXT: 0
  %c32768 = arith.constant 32768 : index
  call @run(%c32768, %c24, %l) : (index, index, tensor<?xi64>) -> ()
  // 32775 rows: gathers from the input.
  // CHECK-NEXT: 0
  %c32775 = arith.constant 32775 : index
  call @run(%c32775, %c24, %l) : (index, index, tensor<?xi64>) -> ()
  return
}
