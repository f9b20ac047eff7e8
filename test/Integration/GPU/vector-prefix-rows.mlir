// The 16-byte kernels of the ops whose rows have one length each and keep
// their first L elements reversed: reverse_sequence with the sequence axis
// innermost and reverse_subsequences along the innermost axis. A group of
// lanes below L reads its mirrored window backwards, one at or above L reads
// forwards (both with two aligned loads), and a group across L, across a row
// end or at the end of the tensor moves element by element. Lengths cover
// negative values and values above T (clamped), 0, T and everything between,
// on innermost sizes 1, 3, 5, 7, 17, 32 and 1001, for f32, f64, i8, i16 and
// i1. Each op runs through revseq-gpu-emulation-pipeline (the default grid,
// 3-thread blocks in a 2-block grid, and 64-bit index math) and through
// revseq-cpu-pipeline; the printed results must be identical, and a few
// values are checked.
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
// The static 16x1001 reverse_sequence runs the 16-byte kernel: two aligned
// loads, the shuffles of the pair, the lane reversal under a select on
// "below L", an aligned store.
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline | FileCheck %s --check-prefix=EMU
// EMU-LABEL: llvm.func @sequence_static(
// EMU: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// EMU: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// EMU: llvm.shufflevector %[[LOW:.*]], %[[HIGH:.*]] [1, 2, 3, 4]
// EMU: %[[REV:.*]] = llvm.shufflevector %[[WIN:.*]], %[[WIN]] [3, 2, 1, 0]
// EMU: llvm.select %{{.*}}, %[[REV]], %[[WIN]] : i1, vector<4xf32>
// EMU: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
// EMU-LABEL: llvm.func @subsequences_i1(
// EMU: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
// EMU: llvm.store %{{.*}} {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @sequence_f32(%x: tensor<?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?xf32>
}

func.func @sequence_static(%x: tensor<16x1001xf32>, %l: tensor<16xi64>) -> tensor<16x1001xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<16x1001xf32>, tensor<16xi64>
  return %0 : tensor<16x1001xf32>
}

// Batch axis 1 of [M, B, T]: the row's length is lengths[coordinate 1].
func.func @sequence_i8(%x: tensor<?x?x?xi8>, %l: tensor<?xi64>) -> tensor<?x?x?xi8> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 2 : tensor<?x?x?xi8>, tensor<?xi64>
  return %0 : tensor<?x?x?xi8>
}

func.func @subsequences_f64(%x: tensor<?x?xf64>, %l: tensor<?x1xi32>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf64>, tensor<?x1xi32>
  return %0 : tensor<?x?xf64>
}

func.func @subsequences_i16(%x: tensor<?x?x?xi16>, %l: tensor<?x?x1xi16>) -> tensor<?x?x?xi16> {
  %0 = revseq.reverse_subsequences %x, %l axis = -1 : tensor<?x?x?xi16>, tensor<?x?x1xi16>
  return %0 : tensor<?x?x?xi16>
}

func.func @subsequences_i1(%x: tensor<?x?xi1>, %l: tensor<?x1xi8>) -> tensor<?x?xi1> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xi1>, tensor<?x1xi8>
  return %0 : tensor<?x?xi1>
}

// Element (r, c) of a rows x cols tensor: its linear index, modulo 2^24
// (exact in f32).
func.func @iota(%rows: index, %cols: index) -> tensor<?x?xi32> {
  %t = tensor.generate %rows, %cols {
  ^bb0(%r: index, %c: index):
    %linear = affine.apply affine_map<(r, c)[n] -> (r * n + c)>(%r, %c)[%cols]
    %i = arith.index_cast %linear : index to i32
    tensor.yield %i : i32
  } : tensor<?x?xi32>
  return %t : tensor<?x?xi32>
}

// Row r's length: (r * 5) mod (T + 4) - 1, so -1, T + 1 and T + 2 (clamped
// to 0 and T), 0, T and lengths between, as rows go.
func.func @lengths(%rows: index, %cols: index) -> tensor<?xi32> {
  %t = tensor.generate %rows {
  ^bb0(%r: index):
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %r5 = arith.muli %r, %c5 : index
    %m = arith.addi %cols, %c4 : index
    %v = arith.remui %r5, %m : index
    %i = arith.index_cast %v : index to i32
    %one = arith.constant 1 : i32
    %l = arith.subi %i, %one : i32
    tensor.yield %l : i32
  } : tensor<?xi32>
  return %t : tensor<?xi32>
}

func.func @print(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @case(%rows: index, %cols: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = call @iota(%rows, %cols) : (index, index) -> tensor<?x?xi32>
  %l = call @lengths(%rows, %cols) : (index, index) -> tensor<?xi32>
  // reverse_sequence, f32.
  %xf = arith.sitofp %x : tensor<?x?xi32> to tensor<?x?xf32>
  %rf = call @sequence_f32(%xf, %l) : (tensor<?x?xf32>, tensor<?xi32>) -> tensor<?x?xf32>
  %pf = arith.fptosi %rf : tensor<?x?xf32> to tensor<?x?xi32>
  call @print(%pf) : (tensor<?x?xi32>) -> ()
  // reverse_subsequences, f64, lengths [rows, 1].
  %xd = arith.sitofp %x : tensor<?x?xi32> to tensor<?x?xf64>
  %ld = tensor.expand_shape %l [[0, 1]] output_shape [%rows, 1] : tensor<?xi32> into tensor<?x1xi32>
  %rd = call @subsequences_f64(%xd, %ld) : (tensor<?x?xf64>, tensor<?x1xi32>) -> tensor<?x?xf64>
  %pd = arith.fptosi %rd : tensor<?x?xf64> to tensor<?x?xi32>
  call @print(%pd) : (tensor<?x?xi32>) -> ()
  // reverse_subsequences, i1 (moved as bytes): (r, c) set when its index
  // is a multiple of 3.
  %c3 = arith.constant dense<3> : tensor<1x1xi32>
  %three = tensor.extract %c3[%c0, %c0] : tensor<1x1xi32>
  %xb = tensor.generate %rows, %cols {
  ^bb0(%r: index, %c: index):
    %v = tensor.extract %x[%r, %c] : tensor<?x?xi32>
    %m = arith.remui %v, %three : i32
    %zero = arith.constant 0 : i32
    %set = arith.cmpi eq, %m, %zero : i32
    tensor.yield %set : i1
  } : tensor<?x?xi1>
  %lb = arith.trunci %ld : tensor<?x1xi32> to tensor<?x1xi8>
  %rb = call @subsequences_i1(%xb, %lb) : (tensor<?x?xi1>, tensor<?x1xi8>) -> tensor<?x?xi1>
  %pb = arith.extui %rb : tensor<?x?xi1> to tensor<?x?xi32>
  call @print(%pb) : (tensor<?x?xi32>) -> ()
  return
}

// The rank-3 ops: [2, rows, cols], i8 (reverse_sequence, batch axis 1) and
// i16 (reverse_subsequences, lengths [2, rows, 1]); printed widened.
func.func @case3(%rows: index, %cols: index) {
  %c2 = arith.constant 2 : index
  %two_rows = arith.muli %rows, %c2 : index
  %x2 = call @iota(%two_rows, %cols) : (index, index) -> tensor<?x?xi32>
  %x3 = tensor.expand_shape %x2 [[0, 1], [2]] output_shape [2, %rows, %cols] : tensor<?x?xi32> into tensor<2x?x?xi32>
  %x = tensor.cast %x3 : tensor<2x?x?xi32> to tensor<?x?x?xi32>
  %l = call @lengths(%rows, %cols) : (index, index) -> tensor<?xi32>
  %x8 = arith.trunci %x : tensor<?x?x?xi32> to tensor<?x?x?xi8>
  %l64 = arith.extsi %l : tensor<?xi32> to tensor<?xi64>
  %r8 = call @sequence_i8(%x8, %l64) : (tensor<?x?x?xi8>, tensor<?xi64>) -> tensor<?x?x?xi8>
  %p8 = arith.extsi %r8 : tensor<?x?x?xi8> to tensor<?x?x?xi32>
  %u8 = tensor.cast %p8 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  %l2 = call @lengths(%two_rows, %cols) : (index, index) -> tensor<?xi32>
  %l3 = tensor.expand_shape %l2 [[0, 1, 2]] output_shape [2, %rows, 1] : tensor<?xi32> into tensor<2x?x1xi32>
  %l16s = arith.trunci %l3 : tensor<2x?x1xi32> to tensor<2x?x1xi16>
  %l16 = tensor.cast %l16s : tensor<2x?x1xi16> to tensor<?x?x1xi16>
  %x16 = arith.trunci %x : tensor<?x?x?xi32> to tensor<?x?x?xi16>
  %r16 = call @subsequences_i16(%x16, %l16) : (tensor<?x?x?xi16>, tensor<?x?x1xi16>) -> tensor<?x?x?xi16>
  %p16 = arith.extsi %r16 : tensor<?x?x?xi16> to tensor<?x?x?xi32>
  %u16 = tensor.cast %p16 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u16) : (tensor<*xi32>) -> ()
  return
}

func.func @static_case() {
  %c16 = arith.constant 16 : index
  %c1001 = arith.constant 1001 : index
  %x = call @iota(%c16, %c1001) : (index, index) -> tensor<?x?xi32>
  %xs = tensor.cast %x : tensor<?x?xi32> to tensor<16x1001xi32>
  %xf = arith.sitofp %xs : tensor<16x1001xi32> to tensor<16x1001xf32>
  %l = arith.constant dense<[1001, 1000, 999, 998, 997, 500, 7, 6, 5, 4, 3, 2, 1, 0, -3, 5000]> : tensor<16xi64>
  %r = call @sequence_static(%xf, %l) : (tensor<16x1001xf32>, tensor<16xi64>) -> tensor<16x1001xf32>
  %p = arith.fptosi %r : tensor<16x1001xf32> to tensor<16x1001xi32>
  %u = tensor.cast %p : tensor<16x1001xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c17 = arith.constant 17 : index
  %c32 = arith.constant 32 : index
  %c1001 = arith.constant 1001 : index
  vector.print str "--- 9x1 ---\n"
  call @case(%c9, %c1) : (index, index) -> ()
  vector.print str "--- 9x3 ---\n"
  call @case(%c9, %c3) : (index, index) -> ()
  vector.print str "--- 9x5 ---\n"
  call @case(%c9, %c5) : (index, index) -> ()
  vector.print str "--- 9x7 ---\n"
  call @case(%c9, %c7) : (index, index) -> ()
  vector.print str "--- 9x17 ---\n"
  call @case(%c9, %c17) : (index, index) -> ()
  vector.print str "--- 9x32 ---\n"
  call @case(%c9, %c32) : (index, index) -> ()
  vector.print str "--- 5x1001 ---\n"
  call @case(%c5, %c1001) : (index, index) -> ()
  vector.print str "--- 2x5x17 ---\n"
  call @case3(%c5, %c17) : (index, index) -> ()
  vector.print str "--- 2x7x32 ---\n"
  call @case3(%c7, %c32) : (index, index) -> ()
  vector.print str "--- 2x3x1001 ---\n"
  call @case3(%c3, %c1001) : (index, index) -> ()
  vector.print str "--- static 16x1001 ---\n"
  call @static_case() : () -> ()
  return
}

// Row 1 of 9 x 17 has length 4: its first four elements reversed, the
// rest in place; row 2 has length 9.
// CHECK-LABEL: --- 9x17 ---
// CHECK: [0,
// CHECK-NEXT: [20,  19,  18,  17,  21,  22,  23,  24,  25,  26,  27,  28,  29,  30,  31,  32,  33],
// CHECK-NEXT: [42,  41,  40,  39,  38,  37,  36,  35,  34,  43,  44,  45,  46,  47,  48,  49,  50],
