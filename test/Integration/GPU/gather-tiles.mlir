// The tile kernel of the gather layouts (lib/Codegen/GPU/
// GatherTiles.h): reverse_sequence with the batch axis innermost (ranks 2
// and 3: then a column's batch is its innermost coordinate) and
// reverse_subsequences along an outer axis (with and without dimensions
// before it). Column counts below (tiles of 1, 8 and 16 columns and more
// rows), at and across the 32 columns of a tile,
// row counts across several row tiles, and two kinds of lengths: "mixed"
// (-1, 0, between, T, T + 1, T + 2 as columns go: far apart, so with small
// tiles most tiles read the input directly) and "close" (T, T - 1, T - 2:
// every tile is staged in workgroup memory). f32, f64, i8, bf16 (bit
// patterns with subnormals and signalling NaNs, which must come out
// unchanged) and i1.
//
// Axes of up to 1528 rows take tiles of whole columns (every row staged),
// longer ones tiles of rows (see the cases at that edge in @main).
//
// Each op runs through revseq-cpu-pipeline and through
// revseq-gpu-emulation-pipeline with the default 16 KiB tiles, with 1 KiB
// tiles (4 f32 rows: many row tiles, most mixed tiles not staged), with
// 256-byte tiles in 3-thread blocks and at most 2 blocks per launch (the
// host loop of launches), with 64-bit index math, and with the tiles off;
// the printed results must be identical, and a few values are checked.
//
// The printed base addresses differ between runs; they are dropped.
// DEFINE: %{runner} = mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// DEFINE: | sed -e 's/base@ = 0x[0-9a-f]*//'
// RUN: revseq-opt %s --revseq-cpu-pipeline | %{runner} > %t.cpu
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline | %{runner} > %t.gpu
// RUN: diff %t.cpu %t.gpu
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="gather-tile-bytes=1024" | %{runner} > %t.1k
// RUN: diff %t.cpu %t.1k
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="gather-tile-bytes=256 block-size=3 max-blocks=2" | %{runner} > %t.small
// RUN: diff %t.cpu %t.small
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="narrow-index=false gather-tile-bytes=2048" | %{runner} > %t.wide
// RUN: diff %t.cpu %t.wide
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="gather-tile-bytes=0" | %{runner} > %t.off
// RUN: diff %t.cpu %t.off
// RUN: FileCheck %s < %t.gpu
//
// The static 130x70 reverse_sequence runs the tile kernel with tiles of
// whole columns, 32 of them: host emulation gives its staging buffer
// (130 x 32 f32, sized to the tile for a static shape) a stack stand-in.
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline | FileCheck %s --check-prefix=EMU
// EMU-LABEL: llvm.func @sequence_static(
// EMU: %[[STAGED:.*]] = llvm.mlir.constant(4160 : index) : i64
// EMU-NEXT: llvm.mlir.constant(1 : index)
// EMU-NEXT: llvm.alloca %[[STAGED]] x f32

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @sequence_f32(%x: tensor<?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?xf32>
}

func.func @sequence_static(%x: tensor<130x70xf32>, %l: tensor<70xi64>) -> tensor<130x70xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<130x70xf32>, tensor<70xi64>
  return %0 : tensor<130x70xf32>
}

// [T, M, B], batch axis 2: column j of the [T, M * B] view has batch j mod B.
func.func @sequence_i8(%x: tensor<?x?x?xi8>, %l: tensor<?xi64>) -> tensor<?x?x?xi8> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = -1, seq_axis = 0 : tensor<?x?x?xi8>, tensor<?xi64>
  return %0 : tensor<?x?x?xi8>
}

func.func @subsequences_f64(%x: tensor<?x?xf64>, %l: tensor<1x?xi32>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xf64>, tensor<1x?xi32>
  return %0 : tensor<?x?xf64>
}

func.func @subsequences_i1(%x: tensor<?x?xi1>, %l: tensor<1x?xi8>) -> tensor<?x?xi1> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xi1>, tensor<1x?xi8>
  return %0 : tensor<?x?xi1>
}

// [O, T, C], axis 1: lengths [O, 1, C].
func.func @subsequences_bf16(%x: tensor<?x?x?xbf16>, %l: tensor<?x1x?xi16>) -> tensor<?x?x?xbf16> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?x?xbf16>, tensor<?x1x?xi16>
  return %0 : tensor<?x?x?xbf16>
}

// Element (r, c) of a rows x cols tensor: its linear index.
func.func @iota(%rows: index, %cols: index) -> tensor<?x?xi32> {
  %t = tensor.generate %rows, %cols {
  ^bb0(%r: index, %c: index):
    %linear = affine.apply affine_map<(r, c)[n] -> (r * n + c)>(%r, %c)[%cols]
    %i = arith.index_cast %linear : index to i32
    tensor.yield %i : i32
  } : tensor<?x?xi32>
  return %t : tensor<?x?xi32>
}

// Column j's length for sequence length T: mode 0 ("mixed") (5 j) mod
// (T + 4) - 1; mode 1 ("close") T - j mod 3.
func.func @lengths(%n: index, %T: index, %mode: index) -> tensor<?xi32> {
  %t = tensor.generate %n {
  ^bb0(%j: index):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %j5 = arith.muli %j, %c5 : index
    %m = arith.addi %T, %c4 : index
    %r = arith.remui %j5, %m : index
    %mixed = arith.subi %r, %c1 : index
    %j3 = arith.remui %j, %c3 : index
    %close = arith.subi %T, %j3 : index
    %is_mixed = arith.cmpi eq, %mode, %c0 : index
    %v = arith.select %is_mixed, %mixed, %close : index
    %i = arith.index_cast %v : index to i32
    tensor.yield %i : i32
  } : tensor<?xi32>
  return %t : tensor<?xi32>
}

func.func @print(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// The rank-2 ops on [T, C] with the lengths of `mode`.
func.func @case(%T: index, %C: index, %mode: index) {
  %c0 = arith.constant 0 : index
  %x = call @iota(%T, %C) : (index, index) -> tensor<?x?xi32>
  %l = call @lengths(%C, %T, %mode) : (index, index, index) -> tensor<?xi32>
  %xf = arith.sitofp %x : tensor<?x?xi32> to tensor<?x?xf32>
  %rf = call @sequence_f32(%xf, %l) : (tensor<?x?xf32>, tensor<?xi32>) -> tensor<?x?xf32>
  %pf = arith.fptosi %rf : tensor<?x?xf32> to tensor<?x?xi32>
  call @print(%pf) : (tensor<?x?xi32>) -> ()
  %xd = arith.sitofp %x : tensor<?x?xi32> to tensor<?x?xf64>
  %l2 = tensor.expand_shape %l [[0, 1]] output_shape [1, %C] : tensor<?xi32> into tensor<1x?xi32>
  %rd = call @subsequences_f64(%xd, %l2) : (tensor<?x?xf64>, tensor<1x?xi32>) -> tensor<?x?xf64>
  %pd = arith.fptosi %rd : tensor<?x?xf64> to tensor<?x?xi32>
  call @print(%pd) : (tensor<?x?xi32>) -> ()
  // i1: (t, j) set when its index is a multiple of 3.
  %three = arith.constant dense<3> : tensor<1xi32>
  %c3 = tensor.extract %three[%c0] : tensor<1xi32>
  %xb = tensor.generate %T, %C {
  ^bb0(%t: index, %j: index):
    %v = tensor.extract %x[%t, %j] : tensor<?x?xi32>
    %m = arith.remui %v, %c3 : i32
    %zero = arith.constant 0 : i32
    %set = arith.cmpi eq, %m, %zero : i32
    tensor.yield %set : i1
  } : tensor<?x?xi1>
  %lb = arith.trunci %l2 : tensor<1x?xi32> to tensor<1x?xi8>
  %rb = call @subsequences_i1(%xb, %lb) : (tensor<?x?xi1>, tensor<1x?xi8>) -> tensor<?x?xi1>
  %pb = arith.extui %rb : tensor<?x?xi1> to tensor<?x?xi32>
  call @print(%pb) : (tensor<?x?xi32>) -> ()
  return
}

// reverse_sequence of i8 [T, M, B], element (t, m, b) = its linear index
// (truncated).
func.func @case_i8(%T: index, %M: index, %B: index, %mode: index) {
  %x8 = tensor.generate %T, %M, %B {
  ^bb0(%t: index, %m: index, %b: index):
    %linear = affine.apply affine_map<(t, m, b)[sm, sb] -> ((t * sm + m) * sb + b)>(%t, %m, %b)[%M, %B]
    %i = arith.index_cast %linear : index to i8
    tensor.yield %i : i8
  } : tensor<?x?x?xi8>
  %l = call @lengths(%B, %T, %mode) : (index, index, index) -> tensor<?xi32>
  %l64 = arith.extsi %l : tensor<?xi32> to tensor<?xi64>
  %r8 = call @sequence_i8(%x8, %l64) : (tensor<?x?x?xi8>, tensor<?xi64>) -> tensor<?x?x?xi8>
  %p8 = arith.extsi %r8 : tensor<?x?x?xi8> to tensor<?x?x?xi32>
  %u = tensor.cast %p8 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// reverse_subsequences of bf16 [O, T, C] along axis 1, lengths [O, 1, C]
// (slice o's lengths are the mode's lengths from column o on); the bit
// patterns are the linear indices plus 0x7F00 (so 0x7F81..0x7FBF,
// signalling NaNs, are among them, and subnormals past 0x8000); printed as
// their bits.
func.func @case_bf16(%O: index, %T: index, %C: index, %mode: index) {
  %xs = tensor.generate %O, %T, %C {
  ^bb0(%o: index, %t: index, %j: index):
    %linear = affine.apply affine_map<(o, t, j)[st, sc] -> ((o * st + t) * sc + j + 32512)>(%o, %t, %j)[%T, %C]
    %h = arith.index_cast %linear : index to i16
    tensor.yield %h : i16
  } : tensor<?x?x?xi16>
  %xbf = arith.bitcast %xs : tensor<?x?x?xi16> to tensor<?x?x?xbf16>
  %OC = arith.addi %O, %C : index
  %lw = call @lengths(%OC, %T, %mode) : (index, index, index) -> tensor<?xi32>
  %l = tensor.generate %O, %C {
  ^bb0(%o: index, %zero: index, %j: index):
    %k = arith.addi %o, %j : index
    %v = tensor.extract %lw[%k] : tensor<?xi32>
    %h = arith.trunci %v : i32 to i16
    tensor.yield %h : i16
  } : tensor<?x1x?xi16>
  %r = call @subsequences_bf16(%xbf, %l) : (tensor<?x?x?xbf16>, tensor<?x1x?xi16>) -> tensor<?x?x?xbf16>
  %ri = arith.bitcast %r : tensor<?x?x?xbf16> to tensor<?x?x?xi16>
  %p = arith.extui %ri : tensor<?x?x?xi16> to tensor<?x?x?xi32>
  %u = tensor.cast %p : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @static_case() {
  %c0 = arith.constant 0 : index
  %c130 = arith.constant 130 : index
  %c70 = arith.constant 70 : index
  %x = call @iota(%c130, %c70) : (index, index) -> tensor<?x?xi32>
  %xs = tensor.cast %x : tensor<?x?xi32> to tensor<130x70xi32>
  %xf = arith.sitofp %xs : tensor<130x70xi32> to tensor<130x70xf32>
  %l = call @lengths(%c70, %c130, %c0) : (index, index, index) -> tensor<?xi32>
  %l64 = arith.extsi %l : tensor<?xi32> to tensor<?xi64>
  %ls = tensor.cast %l64 : tensor<?xi64> to tensor<70xi64>
  %r = call @sequence_static(%xf, %ls) : (tensor<130x70xf32>, tensor<70xi64>) -> tensor<130x70xf32>
  %p = arith.fptosi %r : tensor<130x70xf32> to tensor<130x70xi32>
  %u = tensor.cast %p : tensor<130x70xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c13 = arith.constant 13 : index
  %c20 = arith.constant 20 : index
  %c32 = arith.constant 32 : index
  %c33 = arith.constant 33 : index
  %c37 = arith.constant 37 : index
  %c40 = arith.constant 40 : index
  %c65 = arith.constant 65 : index
  %c70 = arith.constant 70 : index
  %c130 = arith.constant 130 : index
  %c1528 = arith.constant 1528 : index
  %c1529 = arith.constant 1529 : index
  vector.print str "--- 9x1 mixed ---\n"
  call @case(%c9, %c1, %c0) : (index, index, index) -> ()
  vector.print str "--- 9x33 close ---\n"
  call @case(%c9, %c33, %c1) : (index, index, index) -> ()
  vector.print str "--- 9x33 mixed ---\n"
  call @case(%c9, %c33, %c0) : (index, index, index) -> ()
  vector.print str "--- 70x5 mixed ---\n"
  call @case(%c70, %c5, %c0) : (index, index, index) -> ()
  vector.print str "--- 130x13 close ---\n"
  call @case(%c130, %c13, %c1) : (index, index, index) -> ()
  vector.print str "--- 70x65 mixed ---\n"
  call @case(%c70, %c65, %c0) : (index, index, index) -> ()
  vector.print str "--- 130x40 close ---\n"
  call @case(%c130, %c40, %c1) : (index, index, index) -> ()
  vector.print str "--- 130x32 mixed ---\n"
  call @case(%c130, %c32, %c0) : (index, index, index) -> ()
  // The host's choice between tiles of whole columns and tiles of rows,
  // at its edge: 48 KiB less the lengths hold 1528 rows of a 32-byte
  // sector of columns (8 f32, 4 f64), so whole columns for f32 and f64 at
  // 1528 rows and tiles of rows at 1529; the i1 op (9 columns of bytes)
  // takes whole columns in both.
  vector.print str "--- 1528x9 close ---\n"
  call @case(%c1528, %c9, %c1) : (index, index, index) -> ()
  vector.print str "--- 1529x9 mixed ---\n"
  call @case(%c1529, %c9, %c0) : (index, index, index) -> ()
  vector.print str "--- i8 20x3x13 mixed ---\n"
  call @case_i8(%c20, %c3, %c13, %c0) : (index, index, index, index) -> ()
  vector.print str "--- i8 20x1x7 mixed ---\n"
  call @case_i8(%c20, %c1, %c7, %c0) : (index, index, index, index) -> ()
  vector.print str "--- i8 3x2x40 close ---\n"
  call @case_i8(%c3, %c2, %c40, %c1) : (index, index, index, index) -> ()
  vector.print str "--- bf16 3x40x37 mixed ---\n"
  call @case_bf16(%c3, %c40, %c37, %c0) : (index, index, index, index) -> ()
  vector.print str "--- bf16 2x9x33 close ---\n"
  call @case_bf16(%c2, %c9, %c33, %c1) : (index, index, index, index) -> ()
  vector.print str "--- static 130x70 mixed ---\n"
  call @static_case() : () -> ()
  return
}

// 9 x 33, close: column j has length 9 - j mod 3, so (0, 0) = x(8, 0) =
// 264, (0, 1) = x(7, 1) = 232, (0, 2) = x(6, 2) = 200, (0, 3) = x(8, 3) =
// 267, and column 32 (the second tile of columns) has length 7: x(6, 32) =
// 230; row 8 keeps columns 1 and 2 (at or above their lengths).
// CHECK-LABEL: --- 9x33 close ---
// CHECK: {{^}}{{\[}}[264,   232,   200,   267,
// CHECK-SAME: 262,   230],
// CHECK: {{^}} [0,   265,   266,   3,   268,
// bf16, mixed: slice 0's columns have lengths 0, 4, 9, ...: (0, 0, 1) is
// x(0, 3, 1) = 3 * 37 + 1 + 0x7F00 = 32624. The signalling NaN 0x7F81 =
// 32641 (x(0, 3, 18), column 18 has length 1) comes out unchanged.
// CHECK-LABEL: --- bf16 3x40x37 mixed ---
// CHECK: {{^}}{{\[\[\[}}32512,    32624,    32810,
// CHECK: {{[[:space:]]}}32641,
// CHECK-LABEL: --- bf16 2x9x33 close ---
