// A fused chain is an ordinary linalg.generic, so upstream tiling takes it:
// the functions marked `tile_fused` are fused and then tiled by the
// schedule in Inputs/fusion-tiling.mlir (2x8 tiles, partial ones on the
// 5x19 inputs), and their results are compared with the same chains fused
// and left untiled by revseq-cpu-pipeline. vector-bits=128 gives the 8-wide
// tiles two vector steps per row (the tiles' bodies read at `offset +
// linalg.index`; revseq-vectorize-elementwise expands those affine.applys).
//
// RUN: revseq-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/fusion-tiling.mlir \
// RUN:     --transform-interpreter | FileCheck %s --check-prefix=TILED
// DEFINE: %{options} = vectorize=true vector-bits=128
// DEFINE: %{run} = revseq-opt %s \
// DEFINE:     --transform-preload-library=transform-library-paths=%S/Inputs/fusion-tiling.mlir \
// DEFINE:     --transform-interpreter --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false
// RUN: %{run}

// TILED-LABEL: func.func @rs_bt_tiled
// TILED:         scf.for
// TILED:           scf.for
// TILED:             tensor.extract_slice
// TILED:             linalg.generic
// TILED:               tensor.extract
// TILED-NOT:     revseq.reverse_sequence

func.func @rs_bt(%x: tensor<5x19xf32>, %l: tensor<5xi64>, %y: tensor<5x19xf32>) -> tensor<5x19xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<5x19xf32>, tensor<5xi64>
  %s = arith.addf %r, %y : tensor<5x19xf32>
  return %s : tensor<5x19xf32>
}
func.func @rs_bt_tiled(%x: tensor<5x19xf32>, %l: tensor<5xi64>, %y: tensor<5x19xf32>) -> tensor<5x19xf32>
    attributes {tile_fused} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<5x19xf32>, tensor<5xi64>
  %s = arith.addf %r, %y : tensor<5x19xf32>
  return %s : tensor<5x19xf32>
}

func.func @add_rev01(%x: tensor<5x19xf32>, %y: tensor<5x19xf32>) -> tensor<5x19xf32> {
  %s = arith.mulf %x, %y : tensor<5x19xf32>
  %r = revseq.reverse %s axes = [0, 1] : tensor<5x19xf32>
  return %r : tensor<5x19xf32>
}
func.func @add_rev01_tiled(%x: tensor<5x19xf32>, %y: tensor<5x19xf32>) -> tensor<5x19xf32>
    attributes {tile_fused} {
  %s = arith.mulf %x, %y : tensor<5x19xf32>
  %r = revseq.reverse %s axes = [0, 1] : tensor<5x19xf32>
  return %r : tensor<5x19xf32>
}

// Tiled first, the revseq producer fused into each tile by upstream's
// tile-and-fuse (the `tile_and_fuse` part of the schedule): a tile that
// cuts the sequence axis is a slice of an op over the whole axis, which
// revseq-fuse-elementwise turns into the index map's generic over the tile
// alone. ReverseSequence with the sequence axis inner and outer, and a
// reverse of both axes consuming an elementwise op.
// TILED-LABEL: func.func @rs_bt_tile_and_fuse
// TILED:         scf.forall
// TILED:           revseq.reverse_sequence
// TILED:           tensor.extract_slice
// TILED:           linalg.generic
func.func @rs_bt_tile_and_fuse(%x: tensor<5x19xf32>, %l: tensor<5xi64>, %y: tensor<5x19xf32>) -> tensor<5x19xf32>
    attributes {tile_and_fuse} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<5x19xf32>, tensor<5xi64>
  %s = arith.addf %r, %y : tensor<5x19xf32>
  return %s : tensor<5x19xf32>
}
func.func @rs_tb(%x: tensor<5x19xf32>, %l: tensor<19xi64>, %y: tensor<5x19xf32>) -> tensor<5x19xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<5x19xf32>, tensor<19xi64>
  %s = arith.mulf %r, %y : tensor<5x19xf32>
  return %s : tensor<5x19xf32>
}
func.func @rs_tb_tile_and_fuse(%x: tensor<5x19xf32>, %l: tensor<19xi64>, %y: tensor<5x19xf32>) -> tensor<5x19xf32>
    attributes {tile_and_fuse} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<5x19xf32>, tensor<19xi64>
  %s = arith.mulf %r, %y : tensor<5x19xf32>
  return %s : tensor<5x19xf32>
}
func.func @add_rev01_tile_and_fuse(%x: tensor<5x19xf32>, %y: tensor<5x19xf32>) -> tensor<5x19xf32>
    attributes {tile_and_fuse} {
  %s = arith.mulf %x, %y : tensor<5x19xf32>
  %r = revseq.reverse %s axes = [0, 1] : tensor<5x19xf32>
  return %r : tensor<5x19xf32>
}

func.func @count_mismatches(%a: tensor<5x19xf32>, %b: tensor<5x19xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c19 = arith.constant 19 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %c0) -> index {
    %r2 = scf.for %j = %c0 to %c19 step %c1 iter_args(%acc2 = %acc) -> index {
      %u = tensor.extract %a[%i, %j] : tensor<5x19xf32>
      %v = tensor.extract %b[%i, %j] : tensor<5x19xf32>
      %ne = arith.cmpf une, %u, %v : f32
      %inc = arith.select %ne, %c1, %c0 : index
      %s = arith.addi %acc2, %inc : index
      scf.yield %s : index
    }
    scf.yield %r2 : index
  }
  return %r : index
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %c19 = arith.constant 19 : index
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %c19 : index
    %n = arith.addi %k, %j : index
    %v = arith.index_cast %n : index to i32
    %f = arith.sitofp %v : i32 to f32
    tensor.yield %f : f32
  } : tensor<5x19xf32>
  %y = arith.addf %x, %x : tensor<5x19xf32>
  %l = arith.constant dense<[-2, 3, 8, 19, 40]> : tensor<5xi64>
  %a = call @rs_bt(%x, %l, %y) : (tensor<5x19xf32>, tensor<5xi64>, tensor<5x19xf32>) -> tensor<5x19xf32>
  %b = call @rs_bt_tiled(%x, %l, %y) : (tensor<5x19xf32>, tensor<5xi64>, tensor<5x19xf32>) -> tensor<5x19xf32>
  %n0 = call @count_mismatches(%a, %b) : (tensor<5x19xf32>, tensor<5x19xf32>) -> index
  vector.print str "rs_bt "
  vector.print %n0 : index
  // CHECK: rs_bt 0
  %c = call @add_rev01(%x, %y) : (tensor<5x19xf32>, tensor<5x19xf32>) -> tensor<5x19xf32>
  %d = call @add_rev01_tiled(%x, %y) : (tensor<5x19xf32>, tensor<5x19xf32>) -> tensor<5x19xf32>
  %n1 = call @count_mismatches(%c, %d) : (tensor<5x19xf32>, tensor<5x19xf32>) -> index
  vector.print str "add_rev01 "
  vector.print %n1 : index
  // CHECK: add_rev01 0
  %e = call @rs_bt_tile_and_fuse(%x, %l, %y) : (tensor<5x19xf32>, tensor<5xi64>, tensor<5x19xf32>) -> tensor<5x19xf32>
  %n2 = call @count_mismatches(%a, %e) : (tensor<5x19xf32>, tensor<5x19xf32>) -> index
  vector.print str "rs_bt tile_and_fuse "
  vector.print %n2 : index
  // CHECK: rs_bt tile_and_fuse 0
  %lt = arith.constant dense<[-1, 0, 1, 2, 3, 4, 5, 6, 9, 5, 4, 3, 2, 1, 0, 7, 5, 3, 2]> : tensor<19xi64>
  %f = call @rs_tb(%x, %lt, %y) : (tensor<5x19xf32>, tensor<19xi64>, tensor<5x19xf32>) -> tensor<5x19xf32>
  %g = call @rs_tb_tile_and_fuse(%x, %lt, %y) : (tensor<5x19xf32>, tensor<19xi64>, tensor<5x19xf32>) -> tensor<5x19xf32>
  %n3 = call @count_mismatches(%f, %g) : (tensor<5x19xf32>, tensor<5x19xf32>) -> index
  vector.print str "rs_tb tile_and_fuse "
  vector.print %n3 : index
  // CHECK: rs_tb tile_and_fuse 0
  %h = call @add_rev01_tile_and_fuse(%x, %y) : (tensor<5x19xf32>, tensor<5x19xf32>) -> tensor<5x19xf32>
  %n4 = call @count_mismatches(%c, %h) : (tensor<5x19xf32>, tensor<5x19xf32>) -> index
  vector.print str "add_rev01 tile_and_fuse "
  vector.print %n4 : index
  // CHECK: add_rev01 tile_and_fuse 0
  // rs_tb's column 8 (L = 5): x's column reversed times y's (2 * x):
  // rows 0..4 hold x[4 - t][8] * 2 * x[t][8].
  %col = tensor.extract_slice %f[0, 8] [5, 1] [1, 1] : tensor<5x19xf32> to tensor<5x1xf32>
  %w = tensor.cast %col : tensor<5x1xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  // CHECK: [1344],
  // CHECK-NEXT: [3510],
  // CHECK-NEXT: [4232],
  // CHECK-NEXT: [3510],
  // CHECK-NEXT: [1344]
  // The untiled result itself: row 3 (L = 19) is x's row 3 reversed plus
  // y's row 3 (2 * x): 57 + 18 - t + 2 * (57 + t) = 189 + t.
  %row = tensor.extract_slice %a[3, 0] [1, 4] [1, 1] : tensor<5x19xf32> to tensor<1x4xf32>
  %u = tensor.cast %row : tensor<1x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  // CHECK: [189, 190, 191, 192]
  return
}
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
