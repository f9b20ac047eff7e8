// The 16-byte kernels on innermost sizes that are not a multiple of the
// lane count (1, 3, 5, 7, 17, 1001; 8 and 32 for the aligned kernel), for
// f32, f64, i8, i16 and i1 (moved as bytes): the
// groups inside a row read their window with two aligned loads, the ones
// that cross a row end or the end of the tensor move element by element.
// Each op whose kernel vectorizes runs through revseq-gpu-emulation-pipeline
// (with the default grid, with 3-thread blocks in a 2-block grid so that
// threads loop, and with 64-bit index math) and through revseq-cpu-pipeline;
// the printed results must be identical, and a few values are checked.
//
// The printed base addresses differ between runs; they are dropped.
// DEFINE: %{runner} = mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// DEFINE: | sed -e 's/base@ = 0x[0-9a-f]*//'
// RUN: revseq-opt %s --revseq-cpu-pipeline | %{runner} > %t.cpu
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline | %{runner} > %t.gpu
// RUN: diff %t.cpu %t.gpu
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="block-size=3 max-blocks=2" | %{runner} > %t.small
// RUN: diff %t.cpu %t.small
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="narrow-index=false" | %{runner} > %t.wide
// RUN: diff %t.cpu %t.wide
// RUN: FileCheck %s < %t.gpu
//
// What runs for the static 16x1001 reverse is the 16-byte kernel with the
// two-load window (the emulation's CPU pipeline does not vectorize, so the
// vectors are the kernel's): two aligned loads, the shuffles of the pair
// for shifts 1 to 3, the lane reversal, an aligned store.
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline | FileCheck %s --check-prefix=EMU
// EMU-LABEL: llvm.func @reverse_static(
// EMU: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// EMU: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// EMU: llvm.shufflevector %[[LOW:.*]], %[[HIGH:.*]] [1, 2, 3, 4]
// EMU: llvm.shufflevector %[[LOW]], %[[HIGH]] [2, 3, 4, 5]
// EMU: llvm.shufflevector %[[LOW]], %[[HIGH]] [3, 4, 5, 6]
// EMU: llvm.shufflevector %{{.*}} [3, 2, 1, 0]
// EMU: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
// EMU-LABEL: llvm.func @reverse_dynamic_f64(
// i1 elements are bytes in memory: the kernel moves them as 16 i8 lanes.
// EMU-LABEL: llvm.func @reverse_dynamic_i1(
// EMU: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
// EMU: llvm.store %{{.*}} {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @reverse_f32(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @reverse_outer_f32(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @reverse_static(%x: tensor<16x1001xf32>) -> tensor<16x1001xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<16x1001xf32>
  return %0 : tensor<16x1001xf32>
}

func.func @reverse_dynamic_f64(%x: tensor<?x?xf64>, %axes: tensor<?xi64>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xf64>, tensor<?xi64>
  return %0 : tensor<?x?xf64>
}

func.func @reverse_sequence_i8(%x: tensor<?x?x?xi8>, %lengths: tensor<?xi32>) -> tensor<?x?x?xi8> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?x?xi8>, tensor<?xi32>
  return %0 : tensor<?x?x?xi8>
}

func.func @reverse_i16(%x: tensor<?x?xi16>) -> tensor<?x?xi16> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x?xi16>
  return %0 : tensor<?x?xi16>
}

func.func @reverse_dynamic_i1(%x: tensor<?x?xi1>, %axes: tensor<?xi64>) -> tensor<?x?xi1> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xi1>, tensor<?xi64>
  return %0 : tensor<?x?xi1>
}

// Inputs: element (r, c) of a rows x cols tensor is its linear index.
func.func @iota_f32(%rows: index, %cols: index) -> tensor<?x?xf32> {
  %t = tensor.generate %rows, %cols {
  ^bb0(%r: index, %c: index):
    %linear = affine.apply affine_map<(r, c)[n] -> (r * n + c)>(%r, %c)[%cols]
    %i = arith.index_cast %linear : index to i32
    %f = arith.sitofp %i : i32 to f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

func.func @print_f32(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// reverse of the innermost and of the outermost axis, f32 (4 lanes).
func.func @f32_case(%rows: index, %cols: index) {
  %x = call @iota_f32(%rows, %cols) : (index, index) -> tensor<?x?xf32>
  %inner = call @reverse_f32(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @print_f32(%inner) : (tensor<?x?xf32>) -> ()
  %outer = call @reverse_outer_f32(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  call @print_f32(%outer) : (tensor<?x?xf32>) -> ()
  return
}

// reverse_dynamic, f64 (2 lanes): rows reversed (axes [1]) and not ([0]).
func.func @f64_case(%rows: index, %cols: index) {
  %x32 = call @iota_f32(%rows, %cols) : (index, index) -> tensor<?x?xf32>
  %x = arith.extf %x32 : tensor<?x?xf32> to tensor<?x?xf64>
  %axes1 = arith.constant dense<[1]> : tensor<1xi64>
  %a1 = tensor.cast %axes1 : tensor<1xi64> to tensor<?xi64>
  %r1 = call @reverse_dynamic_f64(%x, %a1) : (tensor<?x?xf64>, tensor<?xi64>) -> tensor<?x?xf64>
  %u1 = tensor.cast %r1 : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u1) : (tensor<*xf64>) -> ()
  %axes0 = arith.constant dense<[0]> : tensor<1xi64>
  %a0 = tensor.cast %axes0 : tensor<1xi64> to tensor<?xi64>
  %r0 = call @reverse_dynamic_f64(%x, %a0) : (tensor<?x?xf64>, tensor<?xi64>) -> tensor<?x?xf64>
  %u0 = tensor.cast %r0 : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u0) : (tensor<*xf64>) -> ()
  return
}

// reverse_sequence with rows that move as a whole, i8 (16 lanes), on
// 3 x 4 x cols with lengths 3, 1, 4; printed widened to i32.
func.func @i8_case(%cols: index) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %x32 = call @iota_f32(%c3, %cols) : (index, index) -> tensor<?x?xf32>
  %x = tensor.generate %c3, %c4, %cols {
  ^bb0(%b: index, %t: index, %c: index):
    %linear = affine.apply affine_map<(b, t, c)[n] -> ((b * 4 + t) * n + c)>(%b, %t, %c)[%cols]
    %i = arith.index_cast %linear : index to i8
    tensor.yield %i : i8
  } : tensor<?x?x?xi8>
  %lengths = arith.constant dense<[3, 1, 4]> : tensor<3xi32>
  %l = tensor.cast %lengths : tensor<3xi32> to tensor<?xi32>
  %r = call @reverse_sequence_i8(%x, %l) : (tensor<?x?x?xi8>, tensor<?xi32>) -> tensor<?x?x?xi8>
  %w = arith.extsi %r : tensor<?x?x?xi8> to tensor<?x?x?xi32>
  %u = tensor.cast %w : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// Both axes reversed, i16 (8 lanes); printed widened to i32.
func.func @i16_case(%rows: index, %cols: index) {
  %x32 = call @iota_f32(%rows, %cols) : (index, index) -> tensor<?x?xf32>
  %x = arith.fptosi %x32 : tensor<?x?xf32> to tensor<?x?xi16>
  %r = call @reverse_i16(%x) : (tensor<?x?xi16>) -> tensor<?x?xi16>
  %w = arith.extsi %r : tensor<?x?xi16> to tensor<?x?xi32>
  %u = tensor.cast %w : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// reverse_dynamic of i1 (moved as 16 bytes): element (r, c) is set when
// r * cols + c is a multiple of 3 or of 7; rows reversed, then columns
// kept; printed widened to i32.
func.func @i1_case(%rows: index, %cols: index, %axis: i64) {
  %x = tensor.generate %rows, %cols {
  ^bb0(%r: index, %c: index):
    %linear = affine.apply affine_map<(r, c)[n] -> (r * n + c)>(%r, %c)[%cols]
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %m3 = arith.remui %linear, %c3 : index
    %m7 = arith.remui %linear, %c7 : index
    %b3 = arith.cmpi eq, %m3, %c0 : index
    %b7 = arith.cmpi eq, %m7, %c0 : index
    %set = arith.ori %b3, %b7 : i1
    tensor.yield %set : i1
  } : tensor<?x?xi1>
  %axes = tensor.from_elements %axis : tensor<1xi64>
  %a = tensor.cast %axes : tensor<1xi64> to tensor<?xi64>
  %r = call @reverse_dynamic_i1(%x, %a) : (tensor<?x?xi1>, tensor<?xi64>) -> tensor<?x?xi1>
  %w = arith.extui %r : tensor<?x?xi1> to tensor<?x?xi32>
  %u = tensor.cast %w : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %c32 = arith.constant 32 : index
  %c1001 = arith.constant 1001 : index

  vector.print str "--- f32 3x5 ---\n"
  // CHECK-LABEL: --- f32 3x5 ---
  // CHECK: data =
  // CHECK-NEXT: {{\[\[}}4,   3,   2,   1,   0],
  // CHECK-NEXT: [9,   8,   7,   6,   5],
  // CHECK-NEXT: [14,   13,   12,   11,   10]]
  // CHECK: data =
  // CHECK-NEXT: {{\[\[}}10,   11,   12,   13,   14],
  call @f32_case(%c3, %c5) : (index, index) -> ()
  vector.print str "--- f32 3x1 ---\n"
  call @f32_case(%c3, %c1) : (index, index) -> ()
  vector.print str "--- f32 5x3 ---\n"
  call @f32_case(%c5, %c3) : (index, index) -> ()
  vector.print str "--- f32 2x7 ---\n"
  call @f32_case(%c2, %c7) : (index, index) -> ()
  vector.print str "--- f32 3x8 ---\n"
  call @f32_case(%c3, %c8) : (index, index) -> ()
  vector.print str "--- f32 16x1001 ---\n"
  // CHECK-LABEL: --- f32 16x1001 ---
  // CHECK: data =
  // CHECK-NEXT: {{\[\[}}1000,   999,   998,
  call @f32_case(%c16, %c1001) : (index, index) -> ()
  vector.print str "--- f32 16x1001 static ---\n"
  %xs = call @iota_f32(%c16, %c1001) : (index, index) -> tensor<?x?xf32>
  %xsc = tensor.cast %xs : tensor<?x?xf32> to tensor<16x1001xf32>
  %rs = call @reverse_static(%xsc) : (tensor<16x1001xf32>) -> tensor<16x1001xf32>
  %rsd = tensor.cast %rs : tensor<16x1001xf32> to tensor<?x?xf32>
  call @print_f32(%rsd) : (tensor<?x?xf32>) -> ()

  vector.print str "--- f64 3x5 ---\n"
  // CHECK-LABEL: --- f64 3x5 ---
  // CHECK: data =
  // CHECK-NEXT: {{\[\[}}4,   3,   2,   1,   0],
  call @f64_case(%c3, %c5) : (index, index) -> ()
  vector.print str "--- f64 2x1 ---\n"
  call @f64_case(%c2, %c1) : (index, index) -> ()
  vector.print str "--- f64 5x1001 ---\n"
  call @f64_case(%c5, %c1001) : (index, index) -> ()

  vector.print str "--- i8 3x4x17 ---\n"
  call @i8_case(%c17) : (index) -> ()
  vector.print str "--- i8 3x4x5 ---\n"
  call @i8_case(%c5) : (index) -> ()
  vector.print str "--- i8 3x4x32 ---\n"
  call @i8_case(%c32) : (index) -> ()
  vector.print str "--- i8 3x4x1001 ---\n"
  call @i8_case(%c1001) : (index) -> ()

  vector.print str "--- i16 3x5 ---\n"
  // CHECK-LABEL: --- i16 3x5 ---
  // CHECK: data =
  // CHECK-NEXT: {{\[\[}}14,   13,   12,   11,   10],
  call @i16_case(%c3, %c5) : (index, index) -> ()
  vector.print str "--- i16 7x17 ---\n"
  call @i16_case(%c7, %c17) : (index, index) -> ()
  vector.print str "--- i16 3x1001 ---\n"
  call @i16_case(%c3, %c1001) : (index, index) -> ()

  %axis0 = arith.constant 0 : i64
  %axis1 = arith.constant 1 : i64
  vector.print str "--- i1 3x5 ---\n"
  // CHECK-LABEL: --- i1 3x5 ---
  // CHECK: data =
  // CHECK-NEXT: {{\[\[}}0,   1,   0,   0,   1],
  // CHECK-NEXT: [1,   0,   1,   1,   0],
  // CHECK-NEXT: [1,   0,   1,   0,   0]]
  call @i1_case(%c3, %c5, %axis1) : (index, index, i64) -> ()
  vector.print str "--- i1 3x17 ---\n"
  call @i1_case(%c3, %c17, %axis1) : (index, index, i64) -> ()
  vector.print str "--- i1 5x32 ---\n"
  call @i1_case(%c5, %c32, %axis1) : (index, index, i64) -> ()
  vector.print str "--- i1 16x1001 ---\n"
  call @i1_case(%c16, %c1001, %axis1) : (index, index, i64) -> ()
  vector.print str "--- i1 16x1001 axis 0 ---\n"
  call @i1_case(%c16, %c1001, %axis0) : (index, index, i64) -> ()
  return
}
