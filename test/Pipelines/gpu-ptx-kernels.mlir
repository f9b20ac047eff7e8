// The PTX of each kernel family for static shapes: sizes and strides are
// constants in the kernels (gpu-launch-sink-index-computations before
// outlining), so no division or remainder is left at run time (divisions by
// constants become multiplications); rows that move as a whole use 16-byte
// accesses; scalar accesses carry their alignment (an i64 is one 8-byte
// access). For dynamic shapes, the 32-bit kernel divides in 32 bits only.
// The PTX strings are unescaped (\0A, \09) so that each instruction is a
// line; each `.entry` line starts a kernel (all are in one object).
//
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm chip=sm_90 format=isa" \
// RUN: | sed -e 's/\\0A/\n/g' -e 's/\\09/ /g' | FileCheck %s

// CHECK-LABEL: .entry reverse_inner_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_inner(%x: tensor<16x64x256xf32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse %x axes = [2] : tensor<16x64x256xf32>
  return %0 : tensor<16x64x256xf32>
}

// CHECK-LABEL: .entry reverse_outer_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_outer(%x: tensor<16x64x256xf32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<16x64x256xf32>
  return %0 : tensor<16x64x256xf32>
}

// A size that is not a power of two: multiplications by constants.
// CHECK-LABEL: .entry reverse_odd_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: mul.hi.u{{16|32|64}}
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_odd(%x: tensor<12x36x40xf32>) -> tensor<12x36x40xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<12x36x40xf32>
  return %0 : tensor<12x36x40xf32>
}

// An innermost size that is not a multiple of 4 (16x1001 f32, reversed
// rows): the groups inside a row load their window with two aligned 16-byte
// loads and store 16 bytes; the groups that cross a row end move four
// scalars.
// CHECK-LABEL: .entry reverse_tail_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_tail(%x: tensor<16x1001xf32>) -> tensor<16x1001xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<16x1001xf32>
  return %0 : tensor<16x1001xf32>
}

// CHECK-LABEL: .entry reverse_sequence_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_sequence(%x: tensor<16x64x256xf32>, %l: tensor<16xi32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<16x64x256xf32>, tensor<16xi32>
  return %0 : tensor<16x64x256xf32>
}

// Sequence axis innermost, i64: each row keeps its first L elements
// reversed. Groups of two lanes below or above L load their window with two
// aligned 16-byte loads and store 16 bytes; the group across L moves two
// scalars, one 8-byte access each.
// CHECK-LABEL: .entry reverse_sequence_i64_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v2.b64
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v2.b64
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.v2.b64
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.b64
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.b64
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_sequence_i64(%x: tensor<16x256xi64>, %l: tensor<16xi32>) -> tensor<16x256xi64> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<16x256xi64>, tensor<16xi32>
  return %0 : tensor<16x256xi64>
}

// reverse_subsequences along the innermost axis, i8, rows of 1000: the same
// kernel with 16 lanes.
// CHECK-LABEL: .entry reverse_subsequences_inner_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.b8
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_subsequences_inner(%x: tensor<16x64x1000xi8>, %l: tensor<16x64x1xi32>) -> tensor<16x64x1000xi8> {
  %0 = revseq.reverse_subsequences %x, %l axis = 2 : tensor<16x64x1000xi8>, tensor<16x64x1xi32>
  return %0 : tensor<16x64x1000xi8>
}

// reverse_sequence with the batch axis innermost (a gather layout): the
// tile kernel (below), 4-byte elements; T = 64 is short enough for a tile
// of whole columns, 32 of them, and the static shape sizes its workgroup
// buffer to that tile (64 x 32 x 4 bytes).
// CHECK-LABEL: .entry reverse_sequence_batch_inner_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: .shared .align 4 .b8 {{.*}}[8192];
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: bar.sync 0;
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.shared.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: bar.sync 0;
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.shared.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_sequence_batch_inner(%x: tensor<16x64x256xf32>, %l: tensor<256xi32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 2, seq_axis = 1 : tensor<16x64x256xf32>, tensor<256xi32>
  return %0 : tensor<16x64x256xf32>
}

// reverse_subsequences along an outer axis (a gather layout): the tile
// kernel. The block loads its 32 lengths into workgroup memory, meets the
// others at a barrier, copies the rows below the tile's greatest length
// into a workgroup buffer of whole columns (64 rows x 32 f16 as b16), meets
// them again, and writes each element from that buffer or from the input.
// CHECK-LABEL: .entry reverse_subsequences_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: .shared .align 2 .b8 {{.*}}[4096];
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.shared.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: bar.sync 0;
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.b16
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.shared.b16
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: bar.sync 0;
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.shared.b16
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.b16
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_subsequences(%x: tensor<16x64x256xf16>, %l: tensor<16x1x256xi32>) -> tensor<16x64x256xf16> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<16x64x256xf16>, tensor<16x1x256xi32>
  return %0 : tensor<16x64x256xf16>
}

// CHECK-LABEL: .entry reverse_dynamic_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
// CHECK: st.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}{{32|64}}
func.func @reverse_dynamic(%x: tensor<16x64x256xi8>, %m: tensor<3xi1>) -> tensor<16x64x256xi8> {
  %0 = revseq.reverse_dynamic %x, %m mode = mask : tensor<16x64x256xi8>, tensor<3xi1>
  return %0 : tensor<16x64x256xi8>
}

// Dynamic sizes: four kernels (16-byte or scalar, 32-bit or 64-bit index
// math); the 32-bit ones divide in 32 bits only.
// CHECK-LABEL: .entry reverse_sequence_dynamic_kernel(
// CHECK-NOT: {{div|rem}}.{{[us]}}64
// CHECK: div.u32
// CHECK-NOT: {{div|rem}}.{{[us]}}64
// CHECK: ld.global.v4.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}64
// CHECK-LABEL: .entry reverse_sequence_dynamic_kernel_0(
// CHECK-DAG: div.u64
// CHECK-DAG: ld.global.v4.b32
// CHECK-LABEL: .entry reverse_sequence_dynamic_kernel_1(
// CHECK-NOT: {{div|rem}}.{{[us]}}64
// CHECK: div.u32
// CHECK-NOT: {{div|rem}}.{{[us]}}64
// CHECK: ld.global.b32
// CHECK-NOT: {{div|rem}}.{{[us]}}64
// CHECK-LABEL: .entry reverse_sequence_dynamic_kernel_2(
// CHECK-DAG: div.u64
// CHECK-DAG: ld.global.b32
func.func @reverse_sequence_dynamic(%x: tensor<?x?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?xf32>
}

// i64 lengths, in a kernel of their own and fused with an add: each
// length is one 8-byte load (a load without its alignment would be two
// 4-byte ones, [...] and [... + 4]).
// CHECK-LABEL: .entry lengths_i64_kernel(
// CHECK-NOT: {{\+4\]}}
// CHECK: ld.global.b64
// CHECK-NOT: {{\+4\]}}
// CHECK-LABEL: .entry lengths_i64_kernel_{{[0-9]+}}(
// CHECK-NOT: {{\+4\]}}
// CHECK: ld.global.b64
// CHECK-NOT: {{\+4\]}}
// CHECK-LABEL: .entry lengths_i64_add_kernel(
// CHECK-NOT: {{\+4\]}}
// CHECK: ld.global.b64
// CHECK-NOT: {{\+4\]}}
func.func @lengths_i64(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}
func.func @lengths_i64_add(%x: tensor<?x?xf32>, %l: tensor<?xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %1 = arith.addf %0, %y : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
