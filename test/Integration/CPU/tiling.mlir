// Tiled revseq ops executed against the untiled ones (TilingInterface,
// docs/Rationale.md "Tiling"). Every function @f has a copy @f_tiled that
// the schedule in Inputs/ tiles (revseq op marked `tile`), tiles and fuses
// with its elementwise producer (revseq op marked `fuse`) or fuses into the
// tiles of its elementwise consumer (consumer marked `consume`); main prints
// both results and the CHECK lines expect the same values from each. Tiles
// of 2x3 (for) and 2x2 threads (forall) leave partial tiles on the 5x7
// inputs; every dimension is tiled, reversed and sequence axes included.
//
// The structure of the tiled code (loops around the tiled ops):
// RUN: revseq-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tiling-for.mlir \
// RUN:     --transform-interpreter | FileCheck %s --check-prefix=FOR
// RUN: revseq-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tiling-forall.mlir \
// RUN:     --transform-interpreter | FileCheck %s --check-prefix=FORALL
//
// Execution: tile_using_for and fuse through the default and the scalar
// pipeline, tile_using_forall and fuse_into_containing_op with two threads.
// revseq-cpu-pipeline turns the scf.forall into an scf.parallel
// (scf-forall-to-parallel), so the tiles run on the two threads; the
// parallel loops inside a tile are nested regions, which libomp runs on
// the tile's own thread.
// DEFINE: %{schedule} = tiling-for.mlir
// DEFINE: %{options} = vectorize=true
// DEFINE: %{run} = revseq-opt %s \
// DEFINE:     --transform-preload-library=transform-library-paths=%S/Inputs/%{schedule} \
// DEFINE:     --transform-interpreter --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false
// RUN: %{run}
// REDEFINE: %{schedule} = tiling-forall.mlir
// REDEFINE: %{options} = num-threads=2 min-parallel-bytes=0
// RUN: %{run}
//
// The destination forms (revseq.reverse_into, ...), as a stack that runs
// revseq-destination-style before tiling has them, tile and fuse the same
// way: each tile writes the slice of the destination it covers.
// RUN: revseq-opt %s --revseq-destination-style \
// RUN:     --transform-preload-library=transform-library-paths=%S/Inputs/tiling-into.mlir \
// RUN:     --transform-interpreter | FileCheck %s --check-prefix=INTO
// RUN: revseq-opt %s --revseq-destination-style \
// RUN:     --transform-preload-library=transform-library-paths=%S/Inputs/tiling-into.mlir \
// RUN:     --transform-interpreter --revseq-cpu-pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

// FOR-LABEL: func.func @reverse_tiled(
// FOR: scf.for
// FOR: scf.for
// FOR: revseq.reverse %{{.*}} axes = [1]
// FORALL-LABEL: func.func @reverse_tiled(
// FORALL: scf.forall
// FORALL: revseq.reverse %{{.*}} axes = [1]
// INTO-LABEL: func.func @reverse_tiled(
// INTO: scf.for {{.*}} iter_args(%[[A:.*]] =
// INTO: scf.for {{.*}} iter_args(%[[B:.*]] = %[[A]])
// INTO: %[[IN:.*]] = tensor.extract_slice %arg0
// INTO: %[[OUT:.*]] = tensor.extract_slice %[[B]]
// INTO: %[[T:.*]] = revseq.reverse_into %[[IN]] into %[[OUT]] axes = [1]
// INTO: tensor.insert_slice %[[T]] into %[[B]]
func.func @reverse(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
func.func @reverse_tiled(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [1] {tile} : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// FOR-LABEL: func.func @reverse_dynamic_index_tiled(
// FOR: scf.for
// FOR: scf.for
// FOR: revseq.reverse_dynamic %{{.*}} mode = index
// FORALL-LABEL: func.func @reverse_dynamic_index_tiled(
// FORALL: scf.forall
// FORALL: revseq.reverse_dynamic %{{.*}} mode = index
func.func @reverse_dynamic_index(%x: tensor<5x7xi32>, %axes: tensor<?xi64>) -> tensor<5x7xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<5x7xi32>, tensor<?xi64>
  return %0 : tensor<5x7xi32>
}
func.func @reverse_dynamic_index_tiled(%x: tensor<5x7xi32>, %axes: tensor<?xi64>) -> tensor<5x7xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index {tile} : tensor<5x7xi32>, tensor<?xi64>
  return %0 : tensor<5x7xi32>
}

// FOR-LABEL: func.func @reverse_dynamic_mask_tiled(
// FOR: scf.for
// FOR: scf.for
// FOR: revseq.reverse_dynamic %{{.*}} mode = mask
// FORALL-LABEL: func.func @reverse_dynamic_mask_tiled(
// FORALL: scf.forall
// FORALL: revseq.reverse_dynamic %{{.*}} mode = mask
func.func @reverse_dynamic_mask(%x: tensor<?x?xi32>, %mask: tensor<2xi1>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %mask mode = mask : tensor<?x?xi32>, tensor<2xi1>
  return %0 : tensor<?x?xi32>
}
func.func @reverse_dynamic_mask_tiled(%x: tensor<?x?xi32>, %mask: tensor<2xi1>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %mask mode = mask {tile} : tensor<?x?xi32>, tensor<2xi1>
  return %0 : tensor<?x?xi32>
}

// A dynamic mask: the flags are found by a loop over the mask.
// FOR-LABEL: func.func @reverse_dynamic_short_mask_tiled(
// FOR: scf.for
// FOR: scf.for
// FOR: revseq.reverse_dynamic %{{.*}} mode = mask
// FORALL-LABEL: func.func @reverse_dynamic_short_mask_tiled(
// FORALL: scf.forall
// FORALL: revseq.reverse_dynamic %{{.*}} mode = mask
func.func @reverse_dynamic_short_mask(%x: tensor<5x7xi32>, %mask: tensor<?xi1>) -> tensor<5x7xi32> {
  %0 = revseq.reverse_dynamic %x, %mask mode = mask : tensor<5x7xi32>, tensor<?xi1>
  return %0 : tensor<5x7xi32>
}
func.func @reverse_dynamic_short_mask_tiled(%x: tensor<5x7xi32>, %mask: tensor<?xi1>) -> tensor<5x7xi32> {
  %0 = revseq.reverse_dynamic %x, %mask mode = mask {tile} : tensor<5x7xi32>, tensor<?xi1>
  return %0 : tensor<5x7xi32>
}

// FOR-LABEL: func.func @reverse_sequence_tiled(
// FOR: scf.for
// FOR: scf.for
// FOR: revseq.reverse_sequence
// FORALL-LABEL: func.func @reverse_sequence_tiled(
// FORALL: scf.forall
// FORALL: revseq.reverse_sequence
// The sequence axis is read and written whole; the tile is cut out after.
// INTO-LABEL: func.func @reverse_sequence_tiled(
// INTO: scf.for
// INTO: scf.for {{.*}} iter_args(%[[B:.*]] =
// INTO: %[[OUT:.*]] = tensor.extract_slice %[[B]][%{{.*}}, 0] [%{{.*}}, 7] [1, 1]
// INTO: %[[T:.*]] = revseq.reverse_sequence_into %{{.*}}, %{{.*}} into %[[OUT]]
// INTO: tensor.extract_slice %[[T]]
func.func @reverse_sequence(%x: tensor<5x7xi32>, %lengths: tensor<5xi64>) -> tensor<5x7xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<5x7xi32>, tensor<5xi64>
  return %0 : tensor<5x7xi32>
}
func.func @reverse_sequence_tiled(%x: tensor<5x7xi32>, %lengths: tensor<5xi64>) -> tensor<5x7xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 {tile} : tensor<5x7xi32>, tensor<5xi64>
  return %0 : tensor<5x7xi32>
}

// FOR-LABEL: func.func @reverse_subsequences_tiled(
// FOR: scf.for
// FOR: scf.for
// FOR: revseq.reverse_subsequences
// FORALL-LABEL: func.func @reverse_subsequences_tiled(
// FORALL: scf.forall
// FORALL: revseq.reverse_subsequences
func.func @reverse_subsequences(%x: tensor<?x?xi32>, %lengths: tensor<1x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?xi32>, tensor<1x?xi32>
  return %0 : tensor<?x?xi32>
}
func.func @reverse_subsequences_tiled(%x: tensor<?x?xi32>, %lengths: tensor<1x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 {tile} : tensor<?x?xi32>, tensor<1x?xi32>
  return %0 : tensor<?x?xi32>
}

// The elementwise producer (x + 100) is computed inside the loop nest.
// FOR-LABEL: func.func @fused_tiled(
// FOR: scf.for
// FOR: scf.for
// FOR: linalg.generic
// FOR: revseq.reverse_sequence
// FORALL-LABEL: func.func @fused_tiled(
// FORALL: scf.forall
// FORALL: linalg.generic
// FORALL: revseq.reverse_sequence
func.func @fused(%x: tensor<5x7xi32>, %lengths: tensor<7xi64>) -> tensor<5x7xi32> {
  %c100 = arith.constant 100 : i32
  %init = tensor.empty() : tensor<5x7xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<5x7xi32>) outs(%init : tensor<5x7xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %in, %c100 : i32
    linalg.yield %s : i32
  } -> tensor<5x7xi32>
  %1 = revseq.reverse_sequence %0, %lengths batch_axis = 1, seq_axis = 0 : tensor<5x7xi32>, tensor<7xi64>
  return %1 : tensor<5x7xi32>
}
func.func @fused_tiled(%x: tensor<5x7xi32>, %lengths: tensor<7xi64>) -> tensor<5x7xi32> {
  %c100 = arith.constant 100 : i32
  %init = tensor.empty() : tensor<5x7xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<5x7xi32>) outs(%init : tensor<5x7xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %in, %c100 : i32
    linalg.yield %s : i32
  } -> tensor<5x7xi32>
  %1 = revseq.reverse_sequence %0, %lengths batch_axis = 1, seq_axis = 0 {fuse} : tensor<5x7xi32>, tensor<7xi64>
  return %1 : tensor<5x7xi32>
}

// The revseq op as the producer: the consumer (+ 100) is tiled and the
// reverse_dynamic computes each of its tiles (generateResultTileValue).
// FOR-LABEL: func.func @produced_tiled(
// FOR: scf.for
// FOR: scf.for
// FOR: revseq.reverse_dynamic
// FOR: linalg.generic
// FORALL-LABEL: func.func @produced_tiled(
// FORALL: scf.forall
// FORALL: revseq.reverse_dynamic
// FORALL: linalg.generic
func.func @produced(%x: tensor<5x7xi32>, %axes: tensor<?xi64>) -> tensor<5x7xi32> {
  %c100 = arith.constant 100 : i32
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<5x7xi32>, tensor<?xi64>
  %init = tensor.empty() : tensor<5x7xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<5x7xi32>) outs(%init : tensor<5x7xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %in, %c100 : i32
    linalg.yield %s : i32
  } -> tensor<5x7xi32>
  return %1 : tensor<5x7xi32>
}
func.func @produced_tiled(%x: tensor<5x7xi32>, %axes: tensor<?xi64>) -> tensor<5x7xi32> {
  %c100 = arith.constant 100 : i32
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<5x7xi32>, tensor<?xi64>
  %init = tensor.empty() : tensor<5x7xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<5x7xi32>) outs(%init : tensor<5x7xi32>) attrs = {consume} {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %in, %c100 : i32
    linalg.yield %s : i32
  } -> tensor<5x7xi32>
  return %1 : tensor<5x7xi32>
}

func.func @print(%r: tensor<?x?xi32>) {
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[ 0,  1,  2,  3,  4,  5,  6],
                             [10, 11, 12, 13, 14, 15, 16],
                             [20, 21, 22, 23, 24, 25, 26],
                             [30, 31, 32, 33, 34, 35, 36],
                             [40, 41, 42, 43, 44, 45, 46]]> : tensor<5x7xi32>
  %xd = tensor.cast %x : tensor<5x7xi32> to tensor<?x?xi32>

  vector.print str "--- reverse axes [1] ---\n"
  %r0 = call @reverse(%xd) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  %t0 = call @reverse_tiled(%xd) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  call @print(%r0) : (tensor<?x?xi32>) -> ()
  call @print(%t0) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- reverse axes [1] ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}6, 5, 4, 3, 2, 1, 0],
  // CHECK-NEXT: [16, 15, 14, 13, 12, 11, 10],
  // CHECK-NEXT: [26, 25, 24, 23, 22, 21, 20],
  // CHECK-NEXT: [36, 35, 34, 33, 32, 31, 30],
  // CHECK-NEXT: [46, 45, 44, 43, 42, 41, 40]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}6, 5, 4, 3, 2, 1, 0],
  // CHECK-NEXT: [16, 15, 14, 13, 12, 11, 10],
  // CHECK-NEXT: [26, 25, 24, 23, 22, 21, 20],
  // CHECK-NEXT: [36, 35, 34, 33, 32, 31, 30],
  // CHECK-NEXT: [46, 45, 44, 43, 42, 41, 40]]

  // 5 names no axis and is ignored; -2 names axis 0.
  vector.print str "--- reverse_dynamic index [5, -2] ---\n"
  %axes = arith.constant dense<[5, -2]> : tensor<2xi64>
  %axesd = tensor.cast %axes : tensor<2xi64> to tensor<?xi64>
  %r1 = call @reverse_dynamic_index(%x, %axesd) : (tensor<5x7xi32>, tensor<?xi64>) -> tensor<5x7xi32>
  %t1 = call @reverse_dynamic_index_tiled(%x, %axesd) : (tensor<5x7xi32>, tensor<?xi64>) -> tensor<5x7xi32>
  %r1d = tensor.cast %r1 : tensor<5x7xi32> to tensor<?x?xi32>
  %t1d = tensor.cast %t1 : tensor<5x7xi32> to tensor<?x?xi32>
  call @print(%r1d) : (tensor<?x?xi32>) -> ()
  call @print(%t1d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- reverse_dynamic index [5, -2] ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}40, 41, 42, 43, 44, 45, 46],
  // CHECK-NEXT: [30, 31, 32, 33, 34, 35, 36],
  // CHECK-NEXT: [20, 21, 22, 23, 24, 25, 26],
  // CHECK-NEXT: [10, 11, 12, 13, 14, 15, 16],
  // CHECK-NEXT: [0, 1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}40, 41, 42, 43, 44, 45, 46],
  // CHECK-NEXT: [30, 31, 32, 33, 34, 35, 36],
  // CHECK-NEXT: [20, 21, 22, 23, 24, 25, 26],
  // CHECK-NEXT: [10, 11, 12, 13, 14, 15, 16],
  // CHECK-NEXT: [0, 1, 2, 3, 4, 5, 6]]

  vector.print str "--- reverse_dynamic mask [true, true] ---\n"
  %mask = arith.constant dense<[true, true]> : tensor<2xi1>
  %r2 = call @reverse_dynamic_mask(%xd, %mask) : (tensor<?x?xi32>, tensor<2xi1>) -> tensor<?x?xi32>
  %t2 = call @reverse_dynamic_mask_tiled(%xd, %mask) : (tensor<?x?xi32>, tensor<2xi1>) -> tensor<?x?xi32>
  call @print(%r2) : (tensor<?x?xi32>) -> ()
  call @print(%t2) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- reverse_dynamic mask [true, true] ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}46, 45, 44, 43, 42, 41, 40],
  // CHECK-NEXT: [36, 35, 34, 33, 32, 31, 30],
  // CHECK-NEXT: [26, 25, 24, 23, 22, 21, 20],
  // CHECK-NEXT: [16, 15, 14, 13, 12, 11, 10],
  // CHECK-NEXT: [6, 5, 4, 3, 2, 1, 0]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}46, 45, 44, 43, 42, 41, 40],
  // CHECK-NEXT: [36, 35, 34, 33, 32, 31, 30],
  // CHECK-NEXT: [26, 25, 24, 23, 22, 21, 20],
  // CHECK-NEXT: [16, 15, 14, 13, 12, 11, 10],
  // CHECK-NEXT: [6, 5, 4, 3, 2, 1, 0]]

  // A mask shorter than the rank: the missing flag of dimension 1 is false.
  vector.print str "--- reverse_dynamic mask [true] (dynamic, short) ---\n"
  %short = arith.constant dense<[true]> : tensor<1xi1>
  %shortd = tensor.cast %short : tensor<1xi1> to tensor<?xi1>
  %r7 = call @reverse_dynamic_short_mask(%x, %shortd) : (tensor<5x7xi32>, tensor<?xi1>) -> tensor<5x7xi32>
  %t7 = call @reverse_dynamic_short_mask_tiled(%x, %shortd) : (tensor<5x7xi32>, tensor<?xi1>) -> tensor<5x7xi32>
  %r7d = tensor.cast %r7 : tensor<5x7xi32> to tensor<?x?xi32>
  %t7d = tensor.cast %t7 : tensor<5x7xi32> to tensor<?x?xi32>
  call @print(%r7d) : (tensor<?x?xi32>) -> ()
  call @print(%t7d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- reverse_dynamic mask [true] (dynamic, short) ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}40, 41, 42, 43, 44, 45, 46],
  // CHECK-NEXT: [30, 31, 32, 33, 34, 35, 36],
  // CHECK-NEXT: [20, 21, 22, 23, 24, 25, 26],
  // CHECK-NEXT: [10, 11, 12, 13, 14, 15, 16],
  // CHECK-NEXT: [0, 1, 2, 3, 4, 5, 6]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}40, 41, 42, 43, 44, 45, 46],
  // CHECK-NEXT: [30, 31, 32, 33, 34, 35, 36],
  // CHECK-NEXT: [20, 21, 22, 23, 24, 25, 26],
  // CHECK-NEXT: [10, 11, 12, 13, 14, 15, 16],
  // CHECK-NEXT: [0, 1, 2, 3, 4, 5, 6]]

  vector.print str "--- reverse_sequence batch 0, seq 1 ---\n"
  %lengths = arith.constant dense<[0, 1, 3, 7, 9]> : tensor<5xi64>
  %r3 = call @reverse_sequence(%x, %lengths) : (tensor<5x7xi32>, tensor<5xi64>) -> tensor<5x7xi32>
  %t3 = call @reverse_sequence_tiled(%x, %lengths) : (tensor<5x7xi32>, tensor<5xi64>) -> tensor<5x7xi32>
  %r3d = tensor.cast %r3 : tensor<5x7xi32> to tensor<?x?xi32>
  %t3d = tensor.cast %t3 : tensor<5x7xi32> to tensor<?x?xi32>
  call @print(%r3d) : (tensor<?x?xi32>) -> ()
  call @print(%t3d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- reverse_sequence batch 0, seq 1 ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [10, 11, 12, 13, 14, 15, 16],
  // CHECK-NEXT: [22, 21, 20, 23, 24, 25, 26],
  // CHECK-NEXT: [36, 35, 34, 33, 32, 31, 30],
  // CHECK-NEXT: [46, 45, 44, 43, 42, 41, 40]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3, 4, 5, 6],
  // CHECK-NEXT: [10, 11, 12, 13, 14, 15, 16],
  // CHECK-NEXT: [22, 21, 20, 23, 24, 25, 26],
  // CHECK-NEXT: [36, 35, 34, 33, 32, 31, 30],
  // CHECK-NEXT: [46, 45, 44, 43, 42, 41, 40]]

  vector.print str "--- reverse_subsequences axis 0 ---\n"
  %sub = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6]]> : tensor<1x7xi32>
  %subd = tensor.cast %sub : tensor<1x7xi32> to tensor<1x?xi32>
  %r4 = call @reverse_subsequences(%xd, %subd) : (tensor<?x?xi32>, tensor<1x?xi32>) -> tensor<?x?xi32>
  %t4 = call @reverse_subsequences_tiled(%xd, %subd) : (tensor<?x?xi32>, tensor<1x?xi32>) -> tensor<?x?xi32>
  call @print(%r4) : (tensor<?x?xi32>) -> ()
  call @print(%t4) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- reverse_subsequences axis 0 ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 12, 23, 34, 45, 46],
  // CHECK-NEXT: [10, 11, 2, 13, 24, 35, 36],
  // CHECK-NEXT: [20, 21, 22, 3, 14, 25, 26],
  // CHECK-NEXT: [30, 31, 32, 33, 4, 15, 16],
  // CHECK-NEXT: [40, 41, 42, 43, 44, 5, 6]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 12, 23, 34, 45, 46],
  // CHECK-NEXT: [10, 11, 2, 13, 24, 35, 36],
  // CHECK-NEXT: [20, 21, 22, 3, 14, 25, 26],
  // CHECK-NEXT: [30, 31, 32, 33, 4, 15, 16],
  // CHECK-NEXT: [40, 41, 42, 43, 44, 5, 6]]

  vector.print str "--- x + 100, then reverse_sequence batch 1, seq 0 ---\n"
  %flen = arith.constant dense<[5, 4, 3, 2, 1, 0, -1]> : tensor<7xi64>
  %r5 = call @fused(%x, %flen) : (tensor<5x7xi32>, tensor<7xi64>) -> tensor<5x7xi32>
  %t5 = call @fused_tiled(%x, %flen) : (tensor<5x7xi32>, tensor<7xi64>) -> tensor<5x7xi32>
  %r5d = tensor.cast %r5 : tensor<5x7xi32> to tensor<?x?xi32>
  %t5d = tensor.cast %t5 : tensor<5x7xi32> to tensor<?x?xi32>
  call @print(%r5d) : (tensor<?x?xi32>) -> ()
  call @print(%t5d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- x + 100, then reverse_sequence batch 1, seq 0 ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}140, 131, 122, 113, 104, 105, 106],
  // CHECK-NEXT: [130, 121, 112, 103, 114, 115, 116],
  // CHECK-NEXT: [120, 111, 102, 123, 124, 125, 126],
  // CHECK-NEXT: [110, 101, 132, 133, 134, 135, 136],
  // CHECK-NEXT: [100, 141, 142, 143, 144, 145, 146]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}140, 131, 122, 113, 104, 105, 106],
  // CHECK-NEXT: [130, 121, 112, 103, 114, 115, 116],
  // CHECK-NEXT: [120, 111, 102, 123, 124, 125, 126],
  // CHECK-NEXT: [110, 101, 132, 133, 134, 135, 136],
  // CHECK-NEXT: [100, 141, 142, 143, 144, 145, 146]]

  vector.print str "--- reverse_dynamic index [5, -2], then + 100 ---\n"
  %r6 = call @produced(%x, %axesd) : (tensor<5x7xi32>, tensor<?xi64>) -> tensor<5x7xi32>
  %t6 = call @produced_tiled(%x, %axesd) : (tensor<5x7xi32>, tensor<?xi64>) -> tensor<5x7xi32>
  %r6d = tensor.cast %r6 : tensor<5x7xi32> to tensor<?x?xi32>
  %t6d = tensor.cast %t6 : tensor<5x7xi32> to tensor<?x?xi32>
  call @print(%r6d) : (tensor<?x?xi32>) -> ()
  call @print(%t6d) : (tensor<?x?xi32>) -> ()
  // CHECK-LABEL: --- reverse_dynamic index [5, -2], then + 100 ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}140, 141, 142, 143, 144, 145, 146],
  // CHECK-NEXT: [130, 131, 132, 133, 134, 135, 136],
  // CHECK-NEXT: [120, 121, 122, 123, 124, 125, 126],
  // CHECK-NEXT: [110, 111, 112, 113, 114, 115, 116],
  // CHECK-NEXT: [100, 101, 102, 103, 104, 105, 106]]
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 7] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}140, 141, 142, 143, 144, 145, 146],
  // CHECK-NEXT: [130, 131, 132, 133, 134, 135, 136],
  // CHECK-NEXT: [120, 121, 122, 123, 124, 125, 126],
  // CHECK-NEXT: [110, 111, 112, 113, 114, 115, 116],
  // CHECK-NEXT: [100, 101, 102, 103, 104, 105, 106]]
  return
}
