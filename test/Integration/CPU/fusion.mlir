// Fused revseq chains (revseq-fuse-elementwise in revseq-cpu-pipeline)
// against the same chains with the revseq result passed through a call,
// which nothing fuses across: every chain prints its number of mismatching
// elements. All four ops, consumer and producer fusion, chains of revseq
// ops, static and dynamic shapes, lengths below 0, 0, between, T and above
// T, f32, f64 and i8; vector steps of 4, 8 and 16 lanes with tails, and the
// scalar loops; plain and non-temporal stores.
// DEFINE: %{options} = vectorize=true vector-bits=256
// DEFINE: %{run} = revseq-opt %s --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = vectorize=true vector-bits=128
// RUN: %{run}
// REDEFINE: %{options} = vectorize=true vector-bits=512
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false
// RUN: %{run}
// REDEFINE: %{options} = vectorize=true num-threads=2 min-parallel-bytes=0
// RUN: %{run}
// Non-temporal stores in every vector loop, peeled to aligned columns:
// REDEFINE: %{options} = vectorize=true vector-bits=256 nontemporal-bytes=1
// RUN: %{run}
// REDEFINE: %{options} = vectorize=true num-threads=2 min-parallel-bytes=0 nontemporal-bytes=1
// RUN: %{run}
// The gather layouts fused too (fuse-gathers), vector and scalar loops:
// REDEFINE: %{options} = vectorize=true vector-bits=512 fuse-gathers=true
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false fuse-gathers=true
// RUN: %{run}

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

// Not fused across: the reference chains materialize the revseq result.
func.func @opaque2(%t: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {no_inline} {
  return %t : tensor<?x?xf32>
}
func.func @opaque3(%t: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> attributes {no_inline} {
  return %t : tensor<?x?x?xf32>
}

// x[i, j] = i * 100 + j * scale.
func.func @iota(%rows: index, %cols: index, %scale: f32) -> tensor<?x?xf32> {
  %t = tensor.generate %rows, %cols {
  ^bb0(%i: index, %j: index):
    %c100 = arith.constant 100.0 : f32
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %fj = arith.sitofp %jj : i64 to f32
    %a = arith.mulf %fi, %c100 : f32
    %b = arith.mulf %fj, %scale : f32
    %s = arith.addf %a, %b : f32
    tensor.yield %s : f32
  } : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

func.func @mismatches(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?x?xf32>
  %m = tensor.dim %a, %c1 : tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %r2 = scf.for %j = %c0 to %m step %c1 iter_args(%acc2 = %acc) -> index {
      %x = tensor.extract %a[%i, %j] : tensor<?x?xf32>
      %y = tensor.extract %b[%i, %j] : tensor<?x?xf32>
      %ne = arith.cmpf une, %x, %y : f32
      %inc = arith.select %ne, %c1, %c0 : index
      %s = arith.addi %acc2, %inc : index
      scf.yield %s : index
    }
    scf.yield %r2 : index
  }
  return %r : index
}

func.func @mismatches3(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> index {
  %a2 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %b2 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %n = call @mismatches(%a2, %b2) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  return %n : index
}

//===--- reverse ----------------------------------------------------------===//

// Axis 0, static shape, linalg.add consumer.
func.func @rev0_add(%x: tensor<4x19xf32>, %y: tensor<4x19xf32>) -> tensor<4x19xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4x19xf32>
  %e = tensor.empty() : tensor<4x19xf32>
  %s = linalg.add ins(%r, %y : tensor<4x19xf32>, tensor<4x19xf32>) outs(%e : tensor<4x19xf32>) -> tensor<4x19xf32>
  return %s : tensor<4x19xf32>
}
func.func @rev0_add_ref(%x: tensor<4x19xf32>, %y: tensor<4x19xf32>) -> tensor<4x19xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4x19xf32>
  %d = tensor.cast %r : tensor<4x19xf32> to tensor<?x?xf32>
  %o = call @opaque2(%d) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = tensor.cast %o : tensor<?x?xf32> to tensor<4x19xf32>
  %t = arith.addf %s, %y : tensor<4x19xf32>
  return %t : tensor<4x19xf32>
}

// Axis 1 (innermost: reversed vectors), dynamic shape, arith consumer.
func.func @rev1_add(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
func.func @rev1_add_ref(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  %o = call @opaque2(%r) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = arith.addf %o, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// Producer fusion: an add, then a reverse of both axes.
func.func @add_rev01(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %s = arith.addf %x, %y : tensor<?x?xf32>
  %r = revseq.reverse %s axes = [0, 1] : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @add_rev01_ref(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %s = arith.addf %x, %y : tensor<?x?xf32>
  %o = call @opaque2(%s) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = revseq.reverse %o axes = [0, 1] : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Producer fusion through a named op: linalg.add, then a reverse of the
// innermost axis (both inputs read with reversed vectors).
func.func @named_add_rev1(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?x?xf32>
  %m = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %s = linalg.add ins(%x, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = revseq.reverse %s axes = [1] : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @named_add_rev1_ref(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %s = arith.addf %x, %y : tensor<?x?xf32>
  %o = call @opaque2(%s) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = revseq.reverse %o axes = [1] : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

//===--- reverse_sequence -------------------------------------------------===//

// [T, B, C] (rows moved whole), 2x + z.
func.func @rs_tbc(%x: tensor<?x?x?xf32>, %l: tensor<?xi64>, %z: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?x?xf32>, tensor<?xi64>
  %two = arith.addf %r, %r : tensor<?x?x?xf32>
  %s = arith.addf %two, %z : tensor<?x?x?xf32>
  return %s : tensor<?x?x?xf32>
}
func.func @rs_tbc_ref(%x: tensor<?x?x?xf32>, %l: tensor<?xi64>, %z: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?x?xf32>, tensor<?xi64>
  %o = call @opaque3(%r) : (tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %two = arith.addf %o, %o : tensor<?x?x?xf32>
  %s = arith.addf %two, %z : tensor<?x?x?xf32>
  return %s : tensor<?x?x?xf32>
}

// [B, T] (the prefix along the innermost axis), i32 lengths.
func.func @rs_bt(%x: tensor<?x?xf32>, %l: tensor<?xi32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi32>
  %s = arith.mulf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
func.func @rs_bt_ref(%x: tensor<?x?xf32>, %l: tensor<?xi32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi32>
  %o = call @opaque2(%r) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = arith.mulf %o, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// [T, B] (batch innermost: the lengths vary per lane), static shape.
func.func @rs_tb(%x: tensor<6x11xf32>, %l: tensor<11xi64>, %y: tensor<6x11xf32>) -> tensor<6x11xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<6x11xf32>, tensor<11xi64>
  %s = arith.subf %r, %y : tensor<6x11xf32>
  return %s : tensor<6x11xf32>
}
func.func @rs_tb_ref(%x: tensor<6x11xf32>, %l: tensor<11xi64>, %y: tensor<6x11xf32>) -> tensor<6x11xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<6x11xf32>, tensor<11xi64>
  %d = tensor.cast %r : tensor<6x11xf32> to tensor<?x?xf32>
  %o = call @opaque2(%d) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = tensor.cast %o : tensor<?x?xf32> to tensor<6x11xf32>
  %s = arith.subf %c, %y : tensor<6x11xf32>
  return %s : tensor<6x11xf32>
}

//===--- reverse_subsequences and reverse_dynamic -------------------------===//

// reverse_subsequences of the outer axis (a gather layout: each column has
// its own length), dynamic: an add before it and a mul after it.
func.func @rss0(%x: tensor<?x?xf32>, %l: tensor<1x?xi32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %a = arith.addf %x, %y : tensor<?x?xf32>
  %r = revseq.reverse_subsequences %a, %l axis = 0 : tensor<?x?xf32>, tensor<1x?xi32>
  %s = arith.mulf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
func.func @rss0_ref(%x: tensor<?x?xf32>, %l: tensor<1x?xi32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %a = arith.addf %x, %y : tensor<?x?xf32>
  %oa = call @opaque2(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = revseq.reverse_subsequences %oa, %l axis = 0 : tensor<?x?xf32>, tensor<1x?xi32>
  %o = call @opaque2(%r) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = arith.mulf %o, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// Along the innermost axis, lengths [B, 1].
func.func @rss_add(%x: tensor<?x?xf32>, %l: tensor<?x1xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf32>, tensor<?x1xi64>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
func.func @rss_add_ref(%x: tensor<?x?xf32>, %l: tensor<?x1xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf32>, tensor<?x1xi64>
  %o = call @opaque2(%r) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = arith.addf %o, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// Index mode with a negative axis, then an add; the add's other operand is
// produced by another fused op.
func.func @dyn_add(%x: tensor<?x?xf32>, %axes: tensor<?xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xf32>, tensor<?xi64>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
func.func @dyn_add_ref(%x: tensor<?x?xf32>, %axes: tensor<?xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xf32>, tensor<?xi64>
  %o = call @opaque2(%r) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = arith.addf %o, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// A chain: mul, reverse_subsequences, reverse, reverse_sequence, add.
func.func @chain(%x: tensor<?x?xf32>, %sub: tensor<?x1xi64>, %l: tensor<?xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %m = arith.mulf %x, %y : tensor<?x?xf32>
  %a = revseq.reverse_subsequences %m, %sub axis = 1 : tensor<?x?xf32>, tensor<?x1xi64>
  %b = revseq.reverse %a axes = [0] : tensor<?x?xf32>
  %c = revseq.reverse_sequence %b, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %s = arith.addf %c, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
func.func @chain_ref(%x: tensor<?x?xf32>, %sub: tensor<?x1xi64>, %l: tensor<?xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %m = arith.mulf %x, %y : tensor<?x?xf32>
  %m1 = call @opaque2(%m) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %a = revseq.reverse_subsequences %m1, %sub axis = 1 : tensor<?x?xf32>, tensor<?x1xi64>
  %a1 = call @opaque2(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %b = revseq.reverse %a1 axes = [0] : tensor<?x?xf32>
  %b1 = call @opaque2(%b) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = revseq.reverse_sequence %b1, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %c1 = call @opaque2(%c) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = arith.addf %c1, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

//===--- i8 and f64 -------------------------------------------------------===//

// i8 reverse_sequence [B, T] then an add; f64 reverse then a scale.
func.func @rs_i8(%x: tensor<?x?xi8>, %l: tensor<?xi64>) -> tensor<?x?xi8> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xi8>, tensor<?xi64>
  %s = arith.addi %r, %x : tensor<?x?xi8>
  return %s : tensor<?x?xi8>
}
func.func @rev_f64(%x: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = revseq.reverse %x axes = [1] : tensor<?x?xf64>
  %s = arith.mulf %r, %r : tensor<?x?xf64>
  return %s : tensor<?x?xf64>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c11 = arith.constant 11 : index
  %c19 = arith.constant 19 : index
  %c37 = arith.constant 37 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %x = call @iota(%c4, %c19, %one) : (index, index, f32) -> tensor<?x?xf32>
  %y = call @iota(%c4, %c19, %half) : (index, index, f32) -> tensor<?x?xf32>
  %xs = tensor.cast %x : tensor<?x?xf32> to tensor<4x19xf32>
  %ys = tensor.cast %y : tensor<?x?xf32> to tensor<4x19xf32>

  %f0 = call @rev0_add(%xs, %ys) : (tensor<4x19xf32>, tensor<4x19xf32>) -> tensor<4x19xf32>
  %r0 = call @rev0_add_ref(%xs, %ys) : (tensor<4x19xf32>, tensor<4x19xf32>) -> tensor<4x19xf32>
  %f0d = tensor.cast %f0 : tensor<4x19xf32> to tensor<?x?xf32>
  %r0d = tensor.cast %r0 : tensor<4x19xf32> to tensor<?x?xf32>
  %n0 = call @mismatches(%f0d, %r0d) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "rev0_add "
  vector.print %n0 : index
  // CHECK: rev0_add 0

  %f1 = call @rev1_add(%x, %y) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r1 = call @rev1_add_ref(%x, %y) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %n1 = call @mismatches(%f1, %r1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "rev1_add "
  vector.print %n1 : index
  // CHECK: rev1_add 0

  %f2 = call @add_rev01(%x, %y) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r2 = call @add_rev01_ref(%x, %y) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %n2 = call @mismatches(%f2, %r2) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "add_rev01 "
  vector.print %n2 : index
  // CHECK: add_rev01 0

  %f2n = call @named_add_rev1(%x, %y) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r2n = call @named_add_rev1_ref(%x, %y) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %n2n = call @mismatches(%f2n, %r2n) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "named_add_rev1 "
  vector.print %n2n : index
  // CHECK: named_add_rev1 0

  // [T, B, C] = [5, 3, 11]; lengths -1, 3, 9 (0, 3, 5 after the clamp).
  %x3 = call @iota(%c5, %c37, %one) : (index, index, f32) -> tensor<?x?xf32>
  %x3e = tensor.extract_slice %x3[0, 0] [5, 33] [1, 1] : tensor<?x?xf32> to tensor<5x33xf32>
  %xt = tensor.expand_shape %x3e [[0], [1, 2]] output_shape [5, 3, 11] : tensor<5x33xf32> into tensor<5x3x11xf32>
  %xtd = tensor.cast %xt : tensor<5x3x11xf32> to tensor<?x?x?xf32>
  %ltbc = arith.constant dense<[-1, 3, 9]> : tensor<3xi64>
  %ltbcd = tensor.cast %ltbc : tensor<3xi64> to tensor<?xi64>
  %f3 = call @rs_tbc(%xtd, %ltbcd, %xtd) : (tensor<?x?x?xf32>, tensor<?xi64>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %r3 = call @rs_tbc_ref(%xtd, %ltbcd, %xtd) : (tensor<?x?x?xf32>, tensor<?xi64>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %n3 = call @mismatches3(%f3, %r3) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> index
  vector.print str "rs_tbc "
  vector.print %n3 : index
  // CHECK: rs_tbc 0

  // [B, T] = [4, 19]; lengths -3, 0, 11, 25 (0, 0, 11, 19 after the clamp).
  %lbt = arith.constant dense<[-3, 0, 11, 25]> : tensor<4xi32>
  %lbtd = tensor.cast %lbt : tensor<4xi32> to tensor<?xi32>
  %f4 = call @rs_bt(%x, %lbtd, %y) : (tensor<?x?xf32>, tensor<?xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r4 = call @rs_bt_ref(%x, %lbtd, %y) : (tensor<?x?xf32>, tensor<?xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %n4 = call @mismatches(%f4, %r4) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "rs_bt "
  vector.print %n4 : index
  // CHECK: rs_bt 0
  // Row 2 (L = 11): x reversed over t < 11, times y (row 2 of y is 200 + t / 2).
  %row = tensor.extract_slice %f4[2, 0] [1, 19] [1, 1] : tensor<?x?xf32> to tensor<1x19xf32>
  %rowu = tensor.cast %row : tensor<1x19xf32> to tensor<*xf32>
  call @printMemrefF32(%rowu) : (tensor<*xf32>) -> ()
  // CHECK: [42000, 41904.5, 41808, 41710.5, 41612, 41512.5, 41412, 41310.5, 41208, 41104.5, 41000,
  // CHECK-SAME: 43360.5, 43672, 43984.5, 44298, 44612.5, 44928, 45244.5, 45562]

  // [T, B] = [6, 11]: lengths -1 to 8 and beyond.
  %x6 = call @iota(%c6, %c11, %one) : (index, index, f32) -> tensor<?x?xf32>
  %y6 = call @iota(%c6, %c11, %half) : (index, index, f32) -> tensor<?x?xf32>
  %x6s = tensor.cast %x6 : tensor<?x?xf32> to tensor<6x11xf32>
  %y6s = tensor.cast %y6 : tensor<?x?xf32> to tensor<6x11xf32>
  %ltb = arith.constant dense<[-1, 0, 1, 2, 3, 4, 5, 6, 7, 100, 2]> : tensor<11xi64>
  %f5 = call @rs_tb(%x6s, %ltb, %y6s) : (tensor<6x11xf32>, tensor<11xi64>, tensor<6x11xf32>) -> tensor<6x11xf32>
  %r5 = call @rs_tb_ref(%x6s, %ltb, %y6s) : (tensor<6x11xf32>, tensor<11xi64>, tensor<6x11xf32>) -> tensor<6x11xf32>
  %f5d = tensor.cast %f5 : tensor<6x11xf32> to tensor<?x?xf32>
  %r5d = tensor.cast %r5 : tensor<6x11xf32> to tensor<?x?xf32>
  %n5 = call @mismatches(%f5d, %r5d) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "rs_tb "
  vector.print %n5 : index
  // CHECK: rs_tb 0

  %lss = arith.constant dense<[[5], [19], [100], [-7]]> : tensor<4x1xi64>
  %lssd = tensor.cast %lss : tensor<4x1xi64> to tensor<?x1xi64>
  %f6 = call @rss_add(%x, %lssd, %y) : (tensor<?x?xf32>, tensor<?x1xi64>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r6 = call @rss_add_ref(%x, %lssd, %y) : (tensor<?x?xf32>, tensor<?x1xi64>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %n6 = call @mismatches(%f6, %r6) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "rss_add "
  vector.print %n6 : index
  // CHECK: rss_add 0

  // T = 4 rows, a length per column: below 0, 0, between, T and above T.
  %lg = arith.constant dense<[[-2, 0, 1, 2, 3, 4, 5, 100, 3, 2, 1, 0, 4, 4, 2, -1, 3, 1, 9]]> : tensor<1x19xi32>
  %lgd = tensor.cast %lg : tensor<1x19xi32> to tensor<1x?xi32>
  %f11 = call @rss0(%x, %lgd, %y) : (tensor<?x?xf32>, tensor<1x?xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r11 = call @rss0_ref(%x, %lgd, %y) : (tensor<?x?xf32>, tensor<1x?xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %n11 = call @mismatches(%f11, %r11) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "rss0 "
  vector.print %n11 : index
  // CHECK: rss0 0

  %axes = arith.constant dense<[-1, 7]> : tensor<2xi64>
  %axesd = tensor.cast %axes : tensor<2xi64> to tensor<?xi64>
  %f7 = call @dyn_add(%x, %axesd, %y) : (tensor<?x?xf32>, tensor<?xi64>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r7 = call @dyn_add_ref(%x, %axesd, %y) : (tensor<?x?xf32>, tensor<?xi64>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %n7 = call @mismatches(%f7, %r7) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "dyn_add "
  vector.print %n7 : index
  // CHECK: dyn_add 0

  %lch = arith.constant dense<[2, 30, -1, 9]> : tensor<4xi64>
  %lchd = tensor.cast %lch : tensor<4xi64> to tensor<?xi64>
  %f8 = call @chain(%x, %lssd, %lchd, %y) : (tensor<?x?xf32>, tensor<?x1xi64>, tensor<?xi64>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r8 = call @chain_ref(%x, %lssd, %lchd, %y) : (tensor<?x?xf32>, tensor<?x1xi64>, tensor<?xi64>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %n8 = call @mismatches(%f8, %r8) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print str "chain "
  vector.print %n8 : index
  // CHECK: chain 0

  // i8: row [0, 1, ..., 18] with L = 11: t < 11 gives (10 - t) + t = 10.
  %xi8 = tensor.generate %c1, %c19 {
  ^bb0(%i: index, %j: index):
    %v = arith.index_cast %j : index to i8
    tensor.yield %v : i8
  } : tensor<?x?xi8>
  %l8 = arith.constant dense<[11]> : tensor<1xi64>
  %l8d = tensor.cast %l8 : tensor<1xi64> to tensor<?xi64>
  %f9 = call @rs_i8(%xi8, %l8d) : (tensor<?x?xi8>, tensor<?xi64>) -> tensor<?x?xi8>
  %f9i = arith.extsi %f9 : tensor<?x?xi8> to tensor<?x?xi32>
  %f9u = tensor.cast %f9i : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%f9u) : (tensor<*xi32>) -> ()
  // CHECK: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 22, 24, 26, 28, 30, 32, 34, 36]

  // f64: row [0, ..., 18] reversed and squared.
  %x64 = arith.extf %x : tensor<?x?xf32> to tensor<?x?xf64>
  %x64r = tensor.extract_slice %x64[0, 0] [1, 19] [1, 1] : tensor<?x?xf64> to tensor<1x19xf64>
  %x64d = tensor.cast %x64r : tensor<1x19xf64> to tensor<?x?xf64>
  %f10 = call @rev_f64(%x64d) : (tensor<?x?xf64>) -> tensor<?x?xf64>
  %f10u = tensor.cast %f10 : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%f10u) : (tensor<*xf64>) -> ()
  // CHECK: [324, 289, 256, 225, 196, 169, 144, 121, 100, 81, 64, 49, 36, 25, 16, 9, 4, 1, 0]
  return
}

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
