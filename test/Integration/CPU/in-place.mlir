// Every op reversing its input in place, against the same op writing a new
// buffer: each case's function `_in_place` gets an input that dies there,
// which one-shot bufferization lets the op overwrite (the lowering swaps
// pairs of elements); `_new_buffer` returns its input too, so the op writes
// a new buffer. Each case prints how many elements of the two results
// differ (0), how many elements of the kept input changed (0), and the
// in-place result. Static and dynamic shapes, odd and even sizes, lengths
// of 0, 1, T, past T and negative (clamped). Scalar and vector pipelines,
// one and two threads, and the GPU kernels run on the host.
// DEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true}
// DEFINE: %{run} = revseq-opt %s --pass-pipeline="builtin.module(%{pipeline})" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true vectorize=false}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true num-threads=2 min-parallel-bytes=0}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-gpu-emulation-pipeline{fuse=false in-place=true}
// RUN: %{run}
//
// The nine `_in_place` functions are in place, the nine `_new_buffer` ones
// are not:
// RUN: revseq-opt %s --pass-pipeline="builtin.module(revseq-cpu-pipeline{fuse=false in-place=true})" \
// RUN:     -mlir-print-ir-after=one-shot-bufferize -o /dev/null 2>&1 \
// RUN: | grep -cE '_into (%[a-z0-9_]+)(, %[a-z0-9_]+)? into \1 ' \
// RUN: | FileCheck %s --check-prefix=IN-PLACE
// IN-PLACE: {{^}}9{{$}}
// RUN: revseq-opt %s --pass-pipeline="builtin.module(revseq-cpu-pipeline{fuse=false in-place=true})" \
// RUN:     -mlir-print-ir-after=one-shot-bufferize -o /dev/null 2>&1 \
// RUN: | grep -c 'memref.alloc(' | FileCheck %s --check-prefix=ALLOCS
// The inputs (iota: 1, mismatches: 1) and the nine new buffers.
// ALLOCS: {{^}}11{{$}}

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

// A new tensor whose element (i, j, k) is 100 i + 10 j + k.
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
    %c100 = arith.constant 100 : index
    %c10 = arith.constant 10 : index
    %a = arith.muli %i, %c100 : index
    %b = arith.muli %j, %c10 : index
    %s = arith.addi %a, %b : index
    %v = arith.addi %s, %k : index
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

// reverse_all: the input dies (in place) or is returned too (a new buffer).
func.func @reverse_all_in_place(%x: tensor<3x5x4xi32>) -> tensor<3x5x4xi32> {
  %r = revseq.reverse %x axes = [0, 1, 2] : tensor<3x5x4xi32>
  return %r : tensor<3x5x4xi32>
}
func.func @reverse_all_new_buffer(%x: tensor<3x5x4xi32>) -> (tensor<3x5x4xi32>, tensor<3x5x4xi32>) {
  %r = revseq.reverse %x axes = [0, 1, 2] : tensor<3x5x4xi32>
  return %r, %x : tensor<3x5x4xi32>, tensor<3x5x4xi32>
}

// reverse_mid_dynamic: the input dies (in place) or is returned too (a new buffer).
func.func @reverse_mid_dynamic_in_place(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = revseq.reverse %x axes = [1] : tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
func.func @reverse_mid_dynamic_new_buffer(%x: tensor<?x?x?xi32>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>) {
  %r = revseq.reverse %x axes = [1] : tensor<?x?x?xi32>
  return %r, %x : tensor<?x?x?xi32>, tensor<?x?x?xi32>
}

// reverse_inner: the input dies (in place) or is returned too (a new buffer).
func.func @reverse_inner_in_place(%x: tensor<2x3x7xi32>) -> tensor<2x3x7xi32> {
  %r = revseq.reverse %x axes = [-1] : tensor<2x3x7xi32>
  return %r : tensor<2x3x7xi32>
}
func.func @reverse_inner_new_buffer(%x: tensor<2x3x7xi32>) -> (tensor<2x3x7xi32>, tensor<2x3x7xi32>) {
  %r = revseq.reverse %x axes = [-1] : tensor<2x3x7xi32>
  return %r, %x : tensor<2x3x7xi32>, tensor<2x3x7xi32>
}

// reverse_dynamic_index: the input dies (in place) or is returned too (a new buffer).
func.func @reverse_dynamic_index_in_place(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %axes = arith.constant dense<[0, -1]> : tensor<2xi64>
  %r = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<2xi64>
  return %r : tensor<?x?x?xi32>
}
func.func @reverse_dynamic_index_new_buffer(%x: tensor<?x?x?xi32>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>) {
  %axes = arith.constant dense<[0, -1]> : tensor<2xi64>
  %r = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<2xi64>
  return %r, %x : tensor<?x?x?xi32>, tensor<?x?x?xi32>
}

// reverse_dynamic_mask: the input dies (in place) or is returned too (a new buffer).
func.func @reverse_dynamic_mask_in_place(%x: tensor<3x5x4xi32>) -> tensor<3x5x4xi32> {
  %mask = arith.constant dense<[true, true, false]> : tensor<3xi1>
  %r = revseq.reverse_dynamic %x, %mask mode = mask : tensor<3x5x4xi32>, tensor<3xi1>
  return %r : tensor<3x5x4xi32>
}
func.func @reverse_dynamic_mask_new_buffer(%x: tensor<3x5x4xi32>) -> (tensor<3x5x4xi32>, tensor<3x5x4xi32>) {
  %mask = arith.constant dense<[true, true, false]> : tensor<3xi1>
  %r = revseq.reverse_dynamic %x, %mask mode = mask : tensor<3x5x4xi32>, tensor<3xi1>
  return %r, %x : tensor<3x5x4xi32>, tensor<3x5x4xi32>
}

// sequence_bt: the input dies (in place) or is returned too (a new buffer).
func.func @sequence_bt_in_place(%x: tensor<3x5x4xi32>) -> tensor<3x5x4xi32> {
  %len = arith.constant dense<[0, 3, 5]> : tensor<3xi64>
  %r = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 1 : tensor<3x5x4xi32>, tensor<3xi64>
  return %r : tensor<3x5x4xi32>
}
func.func @sequence_bt_new_buffer(%x: tensor<3x5x4xi32>) -> (tensor<3x5x4xi32>, tensor<3x5x4xi32>) {
  %len = arith.constant dense<[0, 3, 5]> : tensor<3xi64>
  %r = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 1 : tensor<3x5x4xi32>, tensor<3xi64>
  return %r, %x : tensor<3x5x4xi32>, tensor<3x5x4xi32>
}

// sequence_tb_dynamic: the input dies (in place) or is returned too (a new buffer).
func.func @sequence_tb_dynamic_in_place(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %len0 = arith.constant dense<[2, 9, -3, 4, 1]> : tensor<5xi32>
  %len = tensor.cast %len0 : tensor<5xi32> to tensor<?xi32>
  %r = revseq.reverse_sequence %x, %len batch_axis = 1, seq_axis = 0 : tensor<?x?x?xi32>, tensor<?xi32>
  return %r : tensor<?x?x?xi32>
}
func.func @sequence_tb_dynamic_new_buffer(%x: tensor<?x?x?xi32>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>) {
  %len0 = arith.constant dense<[2, 9, -3, 4, 1]> : tensor<5xi32>
  %len = tensor.cast %len0 : tensor<5xi32> to tensor<?xi32>
  %r = revseq.reverse_sequence %x, %len batch_axis = 1, seq_axis = 0 : tensor<?x?x?xi32>, tensor<?xi32>
  return %r, %x : tensor<?x?x?xi32>, tensor<?x?x?xi32>
}

// sequence_inner: the input dies (in place) or is returned too (a new buffer).
func.func @sequence_inner_in_place(%x: tensor<3x2x6xi32>) -> tensor<3x2x6xi32> {
  %len = arith.constant dense<[6, 1, 5]> : tensor<3xi64>
  %r = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 2 : tensor<3x2x6xi32>, tensor<3xi64>
  return %r : tensor<3x2x6xi32>
}
func.func @sequence_inner_new_buffer(%x: tensor<3x2x6xi32>) -> (tensor<3x2x6xi32>, tensor<3x2x6xi32>) {
  %len = arith.constant dense<[6, 1, 5]> : tensor<3xi64>
  %r = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 2 : tensor<3x2x6xi32>, tensor<3xi64>
  return %r, %x : tensor<3x2x6xi32>, tensor<3x2x6xi32>
}

// subsequences: the input dies (in place) or is returned too (a new buffer).
func.func @subsequences_in_place(%x: tensor<3x5x4xi32>) -> tensor<3x5x4xi32> {
  %len = arith.constant dense<[[[5, 4, 3, 2]], [[1, 0, 7, 5]], [[2, 3, 4, 5]]]> : tensor<3x1x4xi64>
  %r = revseq.reverse_subsequences %x, %len axis = 1 : tensor<3x5x4xi32>, tensor<3x1x4xi64>
  return %r : tensor<3x5x4xi32>
}
func.func @subsequences_new_buffer(%x: tensor<3x5x4xi32>) -> (tensor<3x5x4xi32>, tensor<3x5x4xi32>) {
  %len = arith.constant dense<[[[5, 4, 3, 2]], [[1, 0, 7, 5]], [[2, 3, 4, 5]]]> : tensor<3x1x4xi64>
  %r = revseq.reverse_subsequences %x, %len axis = 1 : tensor<3x5x4xi32>, tensor<3x1x4xi64>
  return %r, %x : tensor<3x5x4xi32>, tensor<3x5x4xi32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  // CHECK-LABEL: reverse_all
  vector.print str "reverse_all\n"
  %reverse_all_a0 = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_all_b0 = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_all_a = tensor.cast %reverse_all_a0 : tensor<?x?x?xi32> to tensor<3x5x4xi32>
  %reverse_all_b = tensor.cast %reverse_all_b0 : tensor<?x?x?xi32> to tensor<3x5x4xi32>
  %reverse_all_r = call @reverse_all_in_place(%reverse_all_a) : (tensor<3x5x4xi32>) -> tensor<3x5x4xi32>
  %reverse_all_s, %reverse_all_x = call @reverse_all_new_buffer(%reverse_all_b) : (tensor<3x5x4xi32>) -> (tensor<3x5x4xi32>, tensor<3x5x4xi32>)
  %reverse_all_rd = tensor.cast %reverse_all_r : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %reverse_all_sd = tensor.cast %reverse_all_s : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %reverse_all_xd = tensor.cast %reverse_all_x : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %reverse_all_iota = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %reverse_all_m = call @mismatches(%reverse_all_rd, %reverse_all_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_all_m : i64
  // CHECK-NEXT: 0
  %reverse_all_k = call @mismatches(%reverse_all_xd, %reverse_all_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_all_k : i64
  %reverse_all_u = tensor.cast %reverse_all_r : tensor<3x5x4xi32> to tensor<*xi32>
  call @printMemrefI32(%reverse_all_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [3, 5, 4] strides = [20, 4, 1] data =
  // CHECK-NEXT: {{\[\[\[}}243,    242,    241,    240],
  // CHECK-NEXT: [233,    232,    231,    230],
  // CHECK-NEXT: [223,    222,    221,    220],
  // CHECK-NEXT: [213,    212,    211,    210],
  // CHECK-NEXT: [203,    202,    201,    200]],
  // CHECK-NEXT: {{\[\[}}143,    142,    141,    140],
  // CHECK-NEXT: [133,    132,    131,    130],
  // CHECK-NEXT: [123,    122,    121,    120],
  // CHECK-NEXT: [113,    112,    111,    110],
  // CHECK-NEXT: [103,    102,    101,    100]],
  // CHECK-NEXT: {{\[\[}}43,    42,    41,    40],
  // CHECK-NEXT: [33,    32,    31,    30],
  // CHECK-NEXT: [23,    22,    21,    20],
  // CHECK-NEXT: [13,    12,    11,    10],
  // CHECK-NEXT: [3,    2,    1,    0]]]

  // CHECK-LABEL: reverse_mid_dynamic
  vector.print str "reverse_mid_dynamic\n"
  %reverse_mid_dynamic_a0 = call @iota(%c4, %c5, %c3) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_mid_dynamic_b0 = call @iota(%c4, %c5, %c3) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_mid_dynamic_r = call @reverse_mid_dynamic_in_place(%reverse_mid_dynamic_a0) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  %reverse_mid_dynamic_s, %reverse_mid_dynamic_x = call @reverse_mid_dynamic_new_buffer(%reverse_mid_dynamic_b0) : (tensor<?x?x?xi32>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>)
  %reverse_mid_dynamic_rd = tensor.cast %reverse_mid_dynamic_r : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %reverse_mid_dynamic_sd = tensor.cast %reverse_mid_dynamic_s : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %reverse_mid_dynamic_xd = tensor.cast %reverse_mid_dynamic_x : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %reverse_mid_dynamic_iota = call @iota(%c4, %c5, %c3) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %reverse_mid_dynamic_m = call @mismatches(%reverse_mid_dynamic_rd, %reverse_mid_dynamic_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_mid_dynamic_m : i64
  // CHECK-NEXT: 0
  %reverse_mid_dynamic_k = call @mismatches(%reverse_mid_dynamic_xd, %reverse_mid_dynamic_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_mid_dynamic_k : i64
  %reverse_mid_dynamic_u = tensor.cast %reverse_mid_dynamic_r : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%reverse_mid_dynamic_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [4, 5, 3] strides = [15, 3, 1] data =
  // CHECK-NEXT: {{\[\[\[}}40,    41,    42],
  // CHECK-NEXT: [30,    31,    32],
  // CHECK-NEXT: [20,    21,    22],
  // CHECK-NEXT: [10,    11,    12],
  // CHECK-NEXT: [0,    1,    2]],
  // CHECK-NEXT: {{\[\[}}140,    141,    142],
  // CHECK-NEXT: [130,    131,    132],
  // CHECK-NEXT: [120,    121,    122],
  // CHECK-NEXT: [110,    111,    112],
  // CHECK-NEXT: [100,    101,    102]],
  // CHECK-NEXT: {{\[\[}}240,    241,    242],
  // CHECK-NEXT: [230,    231,    232],
  // CHECK-NEXT: [220,    221,    222],
  // CHECK-NEXT: [210,    211,    212],
  // CHECK-NEXT: [200,    201,    202]],
  // CHECK-NEXT: {{\[\[}}340,    341,    342],
  // CHECK-NEXT: [330,    331,    332],
  // CHECK-NEXT: [320,    321,    322],
  // CHECK-NEXT: [310,    311,    312],
  // CHECK-NEXT: [300,    301,    302]]]

  // CHECK-LABEL: reverse_inner
  vector.print str "reverse_inner\n"
  %reverse_inner_a0 = call @iota(%c2, %c3, %c7) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_inner_b0 = call @iota(%c2, %c3, %c7) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_inner_a = tensor.cast %reverse_inner_a0 : tensor<?x?x?xi32> to tensor<2x3x7xi32>
  %reverse_inner_b = tensor.cast %reverse_inner_b0 : tensor<?x?x?xi32> to tensor<2x3x7xi32>
  %reverse_inner_r = call @reverse_inner_in_place(%reverse_inner_a) : (tensor<2x3x7xi32>) -> tensor<2x3x7xi32>
  %reverse_inner_s, %reverse_inner_x = call @reverse_inner_new_buffer(%reverse_inner_b) : (tensor<2x3x7xi32>) -> (tensor<2x3x7xi32>, tensor<2x3x7xi32>)
  %reverse_inner_rd = tensor.cast %reverse_inner_r : tensor<2x3x7xi32> to tensor<?x?x?xi32>
  %reverse_inner_sd = tensor.cast %reverse_inner_s : tensor<2x3x7xi32> to tensor<?x?x?xi32>
  %reverse_inner_xd = tensor.cast %reverse_inner_x : tensor<2x3x7xi32> to tensor<?x?x?xi32>
  %reverse_inner_iota = call @iota(%c2, %c3, %c7) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %reverse_inner_m = call @mismatches(%reverse_inner_rd, %reverse_inner_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_inner_m : i64
  // CHECK-NEXT: 0
  %reverse_inner_k = call @mismatches(%reverse_inner_xd, %reverse_inner_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_inner_k : i64
  %reverse_inner_u = tensor.cast %reverse_inner_r : tensor<2x3x7xi32> to tensor<*xi32>
  call @printMemrefI32(%reverse_inner_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [2, 3, 7] strides = [21, 7, 1] data =
  // CHECK-NEXT: {{\[\[\[}}6,    5,    4,    3,    2,    1,    0],
  // CHECK-NEXT: [16,    15,    14,    13,    12,    11,    10],
  // CHECK-NEXT: [26,    25,    24,    23,    22,    21,    20]],
  // CHECK-NEXT: {{\[\[}}106,    105,    104,    103,    102,    101,    100],
  // CHECK-NEXT: [116,    115,    114,    113,    112,    111,    110],
  // CHECK-NEXT: [126,    125,    124,    123,    122,    121,    120]]]

  // CHECK-LABEL: reverse_dynamic_index
  vector.print str "reverse_dynamic_index\n"
  %reverse_dynamic_index_a0 = call @iota(%c3, %c4, %c5) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_dynamic_index_b0 = call @iota(%c3, %c4, %c5) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_dynamic_index_r = call @reverse_dynamic_index_in_place(%reverse_dynamic_index_a0) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  %reverse_dynamic_index_s, %reverse_dynamic_index_x = call @reverse_dynamic_index_new_buffer(%reverse_dynamic_index_b0) : (tensor<?x?x?xi32>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>)
  %reverse_dynamic_index_rd = tensor.cast %reverse_dynamic_index_r : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %reverse_dynamic_index_sd = tensor.cast %reverse_dynamic_index_s : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %reverse_dynamic_index_xd = tensor.cast %reverse_dynamic_index_x : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %reverse_dynamic_index_iota = call @iota(%c3, %c4, %c5) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %reverse_dynamic_index_m = call @mismatches(%reverse_dynamic_index_rd, %reverse_dynamic_index_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_dynamic_index_m : i64
  // CHECK-NEXT: 0
  %reverse_dynamic_index_k = call @mismatches(%reverse_dynamic_index_xd, %reverse_dynamic_index_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_dynamic_index_k : i64
  %reverse_dynamic_index_u = tensor.cast %reverse_dynamic_index_r : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%reverse_dynamic_index_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [3, 4, 5] strides = [20, 5, 1] data =
  // CHECK-NEXT: {{\[\[\[}}204,    203,    202,    201,    200],
  // CHECK-NEXT: [214,    213,    212,    211,    210],
  // CHECK-NEXT: [224,    223,    222,    221,    220],
  // CHECK-NEXT: [234,    233,    232,    231,    230]],
  // CHECK-NEXT: {{\[\[}}104,    103,    102,    101,    100],
  // CHECK-NEXT: [114,    113,    112,    111,    110],
  // CHECK-NEXT: [124,    123,    122,    121,    120],
  // CHECK-NEXT: [134,    133,    132,    131,    130]],
  // CHECK-NEXT: {{\[\[}}4,    3,    2,    1,    0],
  // CHECK-NEXT: [14,    13,    12,    11,    10],
  // CHECK-NEXT: [24,    23,    22,    21,    20],
  // CHECK-NEXT: [34,    33,    32,    31,    30]]]

  // CHECK-LABEL: reverse_dynamic_mask
  vector.print str "reverse_dynamic_mask\n"
  %reverse_dynamic_mask_a0 = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_dynamic_mask_b0 = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  %reverse_dynamic_mask_a = tensor.cast %reverse_dynamic_mask_a0 : tensor<?x?x?xi32> to tensor<3x5x4xi32>
  %reverse_dynamic_mask_b = tensor.cast %reverse_dynamic_mask_b0 : tensor<?x?x?xi32> to tensor<3x5x4xi32>
  %reverse_dynamic_mask_r = call @reverse_dynamic_mask_in_place(%reverse_dynamic_mask_a) : (tensor<3x5x4xi32>) -> tensor<3x5x4xi32>
  %reverse_dynamic_mask_s, %reverse_dynamic_mask_x = call @reverse_dynamic_mask_new_buffer(%reverse_dynamic_mask_b) : (tensor<3x5x4xi32>) -> (tensor<3x5x4xi32>, tensor<3x5x4xi32>)
  %reverse_dynamic_mask_rd = tensor.cast %reverse_dynamic_mask_r : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %reverse_dynamic_mask_sd = tensor.cast %reverse_dynamic_mask_s : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %reverse_dynamic_mask_xd = tensor.cast %reverse_dynamic_mask_x : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %reverse_dynamic_mask_iota = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %reverse_dynamic_mask_m = call @mismatches(%reverse_dynamic_mask_rd, %reverse_dynamic_mask_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_dynamic_mask_m : i64
  // CHECK-NEXT: 0
  %reverse_dynamic_mask_k = call @mismatches(%reverse_dynamic_mask_xd, %reverse_dynamic_mask_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %reverse_dynamic_mask_k : i64
  %reverse_dynamic_mask_u = tensor.cast %reverse_dynamic_mask_r : tensor<3x5x4xi32> to tensor<*xi32>
  call @printMemrefI32(%reverse_dynamic_mask_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [3, 5, 4] strides = [20, 4, 1] data =
  // CHECK-NEXT: {{\[\[\[}}240,    241,    242,    243],
  // CHECK-NEXT: [230,    231,    232,    233],
  // CHECK-NEXT: [220,    221,    222,    223],
  // CHECK-NEXT: [210,    211,    212,    213],
  // CHECK-NEXT: [200,    201,    202,    203]],
  // CHECK-NEXT: {{\[\[}}140,    141,    142,    143],
  // CHECK-NEXT: [130,    131,    132,    133],
  // CHECK-NEXT: [120,    121,    122,    123],
  // CHECK-NEXT: [110,    111,    112,    113],
  // CHECK-NEXT: [100,    101,    102,    103]],
  // CHECK-NEXT: {{\[\[}}40,    41,    42,    43],
  // CHECK-NEXT: [30,    31,    32,    33],
  // CHECK-NEXT: [20,    21,    22,    23],
  // CHECK-NEXT: [10,    11,    12,    13],
  // CHECK-NEXT: [0,    1,    2,    3]]]

  // CHECK-LABEL: sequence_bt
  vector.print str "sequence_bt\n"
  %sequence_bt_a0 = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  %sequence_bt_b0 = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  %sequence_bt_a = tensor.cast %sequence_bt_a0 : tensor<?x?x?xi32> to tensor<3x5x4xi32>
  %sequence_bt_b = tensor.cast %sequence_bt_b0 : tensor<?x?x?xi32> to tensor<3x5x4xi32>
  %sequence_bt_r = call @sequence_bt_in_place(%sequence_bt_a) : (tensor<3x5x4xi32>) -> tensor<3x5x4xi32>
  %sequence_bt_s, %sequence_bt_x = call @sequence_bt_new_buffer(%sequence_bt_b) : (tensor<3x5x4xi32>) -> (tensor<3x5x4xi32>, tensor<3x5x4xi32>)
  %sequence_bt_rd = tensor.cast %sequence_bt_r : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %sequence_bt_sd = tensor.cast %sequence_bt_s : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %sequence_bt_xd = tensor.cast %sequence_bt_x : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %sequence_bt_iota = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %sequence_bt_m = call @mismatches(%sequence_bt_rd, %sequence_bt_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %sequence_bt_m : i64
  // CHECK-NEXT: 0
  %sequence_bt_k = call @mismatches(%sequence_bt_xd, %sequence_bt_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %sequence_bt_k : i64
  %sequence_bt_u = tensor.cast %sequence_bt_r : tensor<3x5x4xi32> to tensor<*xi32>
  call @printMemrefI32(%sequence_bt_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [3, 5, 4] strides = [20, 4, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT: [10,    11,    12,    13],
  // CHECK-NEXT: [20,    21,    22,    23],
  // CHECK-NEXT: [30,    31,    32,    33],
  // CHECK-NEXT: [40,    41,    42,    43]],
  // CHECK-NEXT: {{\[\[}}120,    121,    122,    123],
  // CHECK-NEXT: [110,    111,    112,    113],
  // CHECK-NEXT: [100,    101,    102,    103],
  // CHECK-NEXT: [130,    131,    132,    133],
  // CHECK-NEXT: [140,    141,    142,    143]],
  // CHECK-NEXT: {{\[\[}}240,    241,    242,    243],
  // CHECK-NEXT: [230,    231,    232,    233],
  // CHECK-NEXT: [220,    221,    222,    223],
  // CHECK-NEXT: [210,    211,    212,    213],
  // CHECK-NEXT: [200,    201,    202,    203]]]

  // CHECK-LABEL: sequence_tb_dynamic
  vector.print str "sequence_tb_dynamic\n"
  %sequence_tb_dynamic_a0 = call @iota(%c4, %c5, %c2) : (index, index, index) -> tensor<?x?x?xi32>
  %sequence_tb_dynamic_b0 = call @iota(%c4, %c5, %c2) : (index, index, index) -> tensor<?x?x?xi32>
  %sequence_tb_dynamic_r = call @sequence_tb_dynamic_in_place(%sequence_tb_dynamic_a0) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  %sequence_tb_dynamic_s, %sequence_tb_dynamic_x = call @sequence_tb_dynamic_new_buffer(%sequence_tb_dynamic_b0) : (tensor<?x?x?xi32>) -> (tensor<?x?x?xi32>, tensor<?x?x?xi32>)
  %sequence_tb_dynamic_rd = tensor.cast %sequence_tb_dynamic_r : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %sequence_tb_dynamic_sd = tensor.cast %sequence_tb_dynamic_s : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %sequence_tb_dynamic_xd = tensor.cast %sequence_tb_dynamic_x : tensor<?x?x?xi32> to tensor<?x?x?xi32>
  %sequence_tb_dynamic_iota = call @iota(%c4, %c5, %c2) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %sequence_tb_dynamic_m = call @mismatches(%sequence_tb_dynamic_rd, %sequence_tb_dynamic_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %sequence_tb_dynamic_m : i64
  // CHECK-NEXT: 0
  %sequence_tb_dynamic_k = call @mismatches(%sequence_tb_dynamic_xd, %sequence_tb_dynamic_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %sequence_tb_dynamic_k : i64
  %sequence_tb_dynamic_u = tensor.cast %sequence_tb_dynamic_r : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%sequence_tb_dynamic_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [4, 5, 2] strides = [10, 2, 1] data =
  // CHECK-NEXT: {{\[\[\[}}100,    101],
  // CHECK-NEXT: [310,    311],
  // CHECK-NEXT: [20,    21],
  // CHECK-NEXT: [330,    331],
  // CHECK-NEXT: [40,    41]],
  // CHECK-NEXT: {{\[\[}}0,    1],
  // CHECK-NEXT: [210,    211],
  // CHECK-NEXT: [120,    121],
  // CHECK-NEXT: [230,    231],
  // CHECK-NEXT: [140,    141]],
  // CHECK-NEXT: {{\[\[}}200,    201],
  // CHECK-NEXT: [110,    111],
  // CHECK-NEXT: [220,    221],
  // CHECK-NEXT: [130,    131],
  // CHECK-NEXT: [240,    241]],
  // CHECK-NEXT: {{\[\[}}300,    301],
  // CHECK-NEXT: [10,    11],
  // CHECK-NEXT: [320,    321],
  // CHECK-NEXT: [30,    31],
  // CHECK-NEXT: [340,    341]]]

  // CHECK-LABEL: sequence_inner
  vector.print str "sequence_inner\n"
  %sequence_inner_a0 = call @iota(%c3, %c2, %c6) : (index, index, index) -> tensor<?x?x?xi32>
  %sequence_inner_b0 = call @iota(%c3, %c2, %c6) : (index, index, index) -> tensor<?x?x?xi32>
  %sequence_inner_a = tensor.cast %sequence_inner_a0 : tensor<?x?x?xi32> to tensor<3x2x6xi32>
  %sequence_inner_b = tensor.cast %sequence_inner_b0 : tensor<?x?x?xi32> to tensor<3x2x6xi32>
  %sequence_inner_r = call @sequence_inner_in_place(%sequence_inner_a) : (tensor<3x2x6xi32>) -> tensor<3x2x6xi32>
  %sequence_inner_s, %sequence_inner_x = call @sequence_inner_new_buffer(%sequence_inner_b) : (tensor<3x2x6xi32>) -> (tensor<3x2x6xi32>, tensor<3x2x6xi32>)
  %sequence_inner_rd = tensor.cast %sequence_inner_r : tensor<3x2x6xi32> to tensor<?x?x?xi32>
  %sequence_inner_sd = tensor.cast %sequence_inner_s : tensor<3x2x6xi32> to tensor<?x?x?xi32>
  %sequence_inner_xd = tensor.cast %sequence_inner_x : tensor<3x2x6xi32> to tensor<?x?x?xi32>
  %sequence_inner_iota = call @iota(%c3, %c2, %c6) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %sequence_inner_m = call @mismatches(%sequence_inner_rd, %sequence_inner_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %sequence_inner_m : i64
  // CHECK-NEXT: 0
  %sequence_inner_k = call @mismatches(%sequence_inner_xd, %sequence_inner_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %sequence_inner_k : i64
  %sequence_inner_u = tensor.cast %sequence_inner_r : tensor<3x2x6xi32> to tensor<*xi32>
  call @printMemrefI32(%sequence_inner_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [3, 2, 6] strides = [12, 6, 1] data =
  // CHECK-NEXT: {{\[\[\[}}5,    4,    3,    2,    1,    0],
  // CHECK-NEXT: [15,    14,    13,    12,    11,    10]],
  // CHECK-NEXT: {{\[\[}}100,    101,    102,    103,    104,    105],
  // CHECK-NEXT: [110,    111,    112,    113,    114,    115]],
  // CHECK-NEXT: {{\[\[}}204,    203,    202,    201,    200,    205],
  // CHECK-NEXT: [214,    213,    212,    211,    210,    215]]]

  // CHECK-LABEL: subsequences
  vector.print str "subsequences\n"
  %subsequences_a0 = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  %subsequences_b0 = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  %subsequences_a = tensor.cast %subsequences_a0 : tensor<?x?x?xi32> to tensor<3x5x4xi32>
  %subsequences_b = tensor.cast %subsequences_b0 : tensor<?x?x?xi32> to tensor<3x5x4xi32>
  %subsequences_r = call @subsequences_in_place(%subsequences_a) : (tensor<3x5x4xi32>) -> tensor<3x5x4xi32>
  %subsequences_s, %subsequences_x = call @subsequences_new_buffer(%subsequences_b) : (tensor<3x5x4xi32>) -> (tensor<3x5x4xi32>, tensor<3x5x4xi32>)
  %subsequences_rd = tensor.cast %subsequences_r : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %subsequences_sd = tensor.cast %subsequences_s : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %subsequences_xd = tensor.cast %subsequences_x : tensor<3x5x4xi32> to tensor<?x?x?xi32>
  %subsequences_iota = call @iota(%c3, %c5, %c4) : (index, index, index) -> tensor<?x?x?xi32>
  // CHECK-NEXT: 0
  %subsequences_m = call @mismatches(%subsequences_rd, %subsequences_sd) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %subsequences_m : i64
  // CHECK-NEXT: 0
  %subsequences_k = call @mismatches(%subsequences_xd, %subsequences_iota) : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> i64
  vector.print %subsequences_k : i64
  %subsequences_u = tensor.cast %subsequences_r : tensor<3x5x4xi32> to tensor<*xi32>
  call @printMemrefI32(%subsequences_u) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: Unranked Memref {{.*}} sizes = [3, 5, 4] strides = [20, 4, 1] data =
  // CHECK-NEXT: {{\[\[\[}}40,    31,    22,    13],
  // CHECK-NEXT: [30,    21,    12,    3],
  // CHECK-NEXT: [20,    11,    2,    23],
  // CHECK-NEXT: [10,    1,    32,    33],
  // CHECK-NEXT: [0,    41,    42,    43]],
  // CHECK-NEXT: {{\[\[}}100,    101,    142,    143],
  // CHECK-NEXT: [110,    111,    132,    133],
  // CHECK-NEXT: [120,    121,    122,    123],
  // CHECK-NEXT: [130,    131,    112,    113],
  // CHECK-NEXT: [140,    141,    102,    103]],
  // CHECK-NEXT: {{\[\[}}210,    221,    232,    243],
  // CHECK-NEXT: [200,    211,    222,    233],
  // CHECK-NEXT: [220,    201,    212,    223],
  // CHECK-NEXT: [230,    231,    202,    213],
  // CHECK-NEXT: [240,    241,    242,    203]]]

  return
}
