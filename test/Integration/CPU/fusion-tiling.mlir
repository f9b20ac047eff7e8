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
