// RUN: revseq-opt %s --convert-revseq-to-gpu="narrow-index=false" --canonicalize --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-gpu="narrow-index=false gather-tile-bytes=0" --canonicalize --split-input-file | FileCheck %s --check-prefix=NOSTAGE

// convert-revseq-to-gpu on the in-place form (destination = input): one
// grid-stride swap kernel per swap nest. A thread takes 4 pairs one grid
// stride apart per step and loads all of them before it stores any; the
// pairs left over (fewer than 4 strides) one at a time. Rows that move
// whole swap in 16-byte groups. Where only some
// points swap (a length op: below half their length), each pair's loads
// and stores sit in an `scf.if` of its condition, and a point that does not
// swap reads nothing.

// CHECK-LABEL: func.func @reverse_sequence_in_place(
// CHECK:       gpu.launch
// CHECK:         scf.for {{.*}} iter_args
// CHECK-COUNT-4:   memref.load %{{.*}} : memref<?xi32>
// CHECK:           %[[A:.*]]:2 = scf.if %[[CA:.*]] -> (f32, f32) {
// CHECK-NEXT:        %[[AX:.*]] = memref.load %[[BUF:.*]][%[[AI:.*]]] {alignment = 4 : i64} : memref<?xf32>
// CHECK-NEXT:        %[[AY:.*]] = memref.load %[[BUF]][%[[AJ:.*]]] {alignment = 4 : i64} : memref<?xf32>
// CHECK-NEXT:        scf.yield %[[AX]], %[[AY]] : f32, f32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %{{.*}}, %{{.*}} : f32, f32
// CHECK-NEXT:      }
// CHECK-COUNT-3:   scf.if %{{.*}} -> (f32, f32) {
// CHECK-NOT:       memref.store
// CHECK:           scf.if %[[CA]] {
// CHECK-NEXT:        memref.store %[[A]]#1, %[[BUF]][%[[AI]]]
// CHECK-NEXT:        memref.store %[[A]]#0, %[[BUF]][%[[AJ]]]
// CHECK-COUNT-3:   scf.if %{{.*}} {
// CHECK:           scf.yield
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK-COUNT-2:     memref.load %{{.*}} : memref<?xf32>
// CHECK-COUNT-2:     memref.store
// CHECK:       gpu.terminator
// CHECK-NOT:   gpu.launch
func.func @reverse_sequence_in_place(%x: memref<?x?xf32>, %l: memref<?xi32>) {
  revseq.reverse_sequence_into %x, %l into %x batch_axis = 0, seq_axis = 1
      : memref<?x?xf32>, memref<?xi32> into memref<?x?xf32>
  return
}

// -----

// Rows that move whole (neither the batch nor the sequence axis is
// innermost) swap in 16-byte groups; a static innermost size that holds
// whole groups leaves only that launch after canonicalization.
// CHECK-LABEL: func.func @reverse_sequence_rows_in_place(
// CHECK:       gpu.launch
// CHECK:         scf.for {{.*}} iter_args
// CHECK:           %[[A:.*]]:2 = scf.if %[[CA:.*]] -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:        %[[AX:.*]] = vector.load %[[BUF:.*]][%[[AI:.*]]] {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:        %[[AY:.*]] = vector.load %[[BUF]][%[[AJ:.*]]] {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:        scf.yield %[[AX]], %[[AY]]
// CHECK-COUNT-3:   scf.if %{{.*}} -> (vector<4xf32>, vector<4xf32>) {
// CHECK:           scf.if %[[CA]] {
// CHECK-NEXT:        vector.store %[[A]]#1, %[[BUF]][%[[AI]]] {alignment = 16 : i64}
// CHECK-NEXT:        vector.store %[[A]]#0, %[[BUF]][%[[AJ]]] {alignment = 16 : i64}
// CHECK:         scf.for
// CHECK:           vector.load
// CHECK:       gpu.terminator
// CHECK-NOT:   gpu.launch
// CHECK-NOT:   memref.load %{{.*}} : memref<?xf32>
func.func @reverse_sequence_rows_in_place(%x: memref<?x?x8xf32>, %l: memref<?xi32>) {
  revseq.reverse_sequence_into %x, %l into %x batch_axis = 0, seq_axis = 1
      : memref<?x?x8xf32>, memref<?xi32> into memref<?x?x8xf32>
  return
}

// -----

// Every point of a whole-axis reverse swaps: no scf.if in the kernels.
// 16-bit floats move as i16, so that no target changes their bits in a
// register. A dynamic innermost size: the host picks the 16-byte kernel
// (8 lanes of i16) when it is a multiple of 8, the scalar one otherwise.
// CHECK-LABEL: func.func @reverse_in_place_bf16(
// CHECK:       %[[REST:.*]] = arith.remui %{{.*}}, %c8
// CHECK:       %[[WHOLE:.*]] = arith.cmpi eq, %[[REST]], %c0
// CHECK:       scf.if %[[WHOLE]] {
// CHECK:         gpu.launch
// CHECK:           scf.for {{.*}} iter_args
// CHECK-NOT:         scf.if
// CHECK:             %[[VBITS:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?xbf16> to memref<?xi16>
// CHECK-COUNT-8:     vector.load %[[VBITS]][%{{.*}}] {alignment = 16 : i64} : memref<?xi16>, vector<8xi16>
// CHECK-COUNT-8:     vector.store %{{.*}}, %[[VBITS]][%{{.*}}] {alignment = 16 : i64} : memref<?xi16>, vector<8xi16>
// CHECK:         gpu.terminator
// CHECK:       } else {
// CHECK:         gpu.launch
// CHECK:           scf.for {{.*}} iter_args
// CHECK-NOT:         scf.if
// CHECK:             %[[BITS:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?xbf16> to memref<?xi16>
// CHECK-COUNT-8:     memref.load %[[BITS]][%{{.*}}] {alignment = 2 : i64} : memref<?xi16>
// CHECK-COUNT-8:     memref.store %{{.*}}, %[[BITS]][%{{.*}}] {alignment = 2 : i64} : memref<?xi16>
// CHECK:             scf.yield
// CHECK:           scf.for
// CHECK:             builtin.unrealized_conversion_cast
// CHECK-COUNT-2:     memref.load
// CHECK-COUNT-2:     memref.store
// CHECK:         gpu.terminator
func.func @reverse_in_place_bf16(%x: memref<?x?xbf16>) {
  revseq.reverse_into %x into %x axes = [0] : memref<?x?xbf16> into memref<?x?xbf16>
  return
}

// -----

// The innermost axis reversed whole: a group at column j swaps with the
// group that ends at column n - 1 - j, both with their lanes reversed. The
// nest of the innermost axis itself (a row's first half against its second)
// takes groups when each half holds whole groups (16 columns: 8 per half);
// the nest of axis 0 (rows i < n0 / 2 against their mirror rows) when the
// row does.
// CHECK-LABEL: func.func @reverse_inner_in_place(
// CHECK:       gpu.launch
// CHECK:         scf.for {{.*}} iter_args
// CHECK:           %[[J:.*]] = arith.subi %c15, %{{.*}} : index
// CHECK:           %[[J0:.*]] = arith.addi %{{.*}}, %[[J]] : index
// CHECK:           %[[SECOND:.*]] = arith.subi %[[J0]], %c3 : index
// CHECK:           %[[X:.*]] = vector.load %[[BUF:.*]][%[[FIRST:.*]]] {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:      %[[Y:.*]] = vector.load %[[BUF]][%[[SECOND]]] {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// CHECK:           %[[RY:.*]] = vector.shuffle %[[Y]], %[[Y]] [3, 2, 1, 0]
// CHECK-NEXT:      %[[RX:.*]] = vector.shuffle %[[X]], %[[X]] [3, 2, 1, 0]
// CHECK-NEXT:      vector.store %[[RY]], %[[BUF]][%[[FIRST]]]
// CHECK-NEXT:      vector.store %[[RX]], %[[BUF]][%[[SECOND]]]
// CHECK:       gpu.terminator
// CHECK:       gpu.launch
// CHECK:         vector.shuffle
// CHECK:       gpu.terminator
// CHECK-NOT:   gpu.launch
// CHECK-NOT:   memref.load %{{.*}} : memref<?xf32>
func.func @reverse_inner_in_place(%x: memref<?x16xf32>) {
  revseq.reverse_into %x into %x axes = [0, 1] : memref<?x16xf32> into memref<?x16xf32>
  return
}

// -----

// The gather layouts (lengths along the innermost axis, another axis
// reversed) in place, on an axis short enough for a block to stage whole
// columns: one tile launch, a block per 32 columns (its workgroup buffer
// sized to the tile, 64 x 32 f32, for a static shape), that stages the rows
// below the tile's greatest length, then after a barrier writes only the
// reversed prefixes (a store where the row is below the column's length),
// from the mirrored staged row; no swap kernel.

// With gather-tile-bytes=0 (no staging), the swap kernel:
// NOSTAGE-LABEL: func.func @sequence_tb_in_place_staged(
// NOSTAGE-NOT:     workgroup
// NOSTAGE:         scf.if %{{.*}} -> (f32, f32) {
// NOSTAGE-NOT:     workgroup
// NOSTAGE:       return

// CHECK-LABEL: func.func @sequence_tb_in_place_staged(
// CHECK-SAME:      %[[X:.*]]: memref<64x32xf32>, %[[L:.*]]: memref<32xi32>)
// CHECK:       %[[FLAT:.*]] = memref.collapse_shape %[[X]]
// CHECK:       gpu.launch {{.*}} workgroup(%[[LENS:.*]] : memref<32xi64, #gpu.address_space<workgroup>>, %[[STAGE:.*]] : memref<2048xf32, #gpu.address_space<workgroup>>)
// CHECK:         memref.load %[[L]]
// CHECK:         memref.store %{{.*}}, %[[LENS]]
// CHECK:         gpu.barrier
// CHECK:         memref.load %[[FLAT]]
// CHECK:         memref.store %{{.*}}, %[[STAGE]]
// CHECK:         gpu.barrier
// CHECK:         %[[LEN:.*]] = arith.index_castui
// CHECK:         %[[BELOW:.*]] = arith.cmpi ult, %[[ROW:.*]], %[[LEN]] : index
// CHECK-NEXT:    %[[V:.*]] = scf.if %[[BELOW]] -> (f32) {
// CHECK-NEXT:      %[[LAST:.*]] = arith.subi %[[LEN]], %c1
// CHECK-NEXT:      %[[MIRROR:.*]] = arith.subi %[[LAST]], %[[ROW]]
// CHECK:           memref.load %[[STAGE]]
// CHECK:         } else {
// CHECK:         scf.if %{{.*}} {
// CHECK:           memref.store %[[V]], %[[FLAT]]
// CHECK:         gpu.terminator
// CHECK-NOT:   gpu.launch
func.func @sequence_tb_in_place_staged(%x: memref<64x32xf32>, %l: memref<32xi32>) {
  revseq.reverse_sequence_into %x, %l into %x batch_axis = 1, seq_axis = 0
      : memref<64x32xf32>, memref<32xi32> into memref<64x32xf32>
  return
}

// -----

// Too long an axis for the workgroup buffer (4096 rows of 8 f32 columns,
// a 32-byte sector, would take 128 KiB): the swap kernel, nothing staged.

// CHECK-LABEL: func.func @sequence_tb_in_place_long(
// CHECK:       gpu.launch
// CHECK-NOT:     workgroup
// CHECK-NOT:     gpu.barrier
// CHECK:         scf.if %{{.*}} -> (f32, f32) {
// CHECK:       gpu.terminator
// CHECK-NOT:   gpu.launch
func.func @sequence_tb_in_place_long(%x: memref<4096x64xf32>, %l: memref<64xi32>) {
  revseq.reverse_sequence_into %x, %l into %x batch_axis = 1, seq_axis = 0
      : memref<4096x64xf32>, memref<64xi32> into memref<4096x64xf32>
  return
}

// -----

// A dynamic shape decides on the host: the tile launch where the axis
// times min(columns, 8) fits the 12224 f32 of the buffer, else the swaps.
// ReverseSubsequences along an outer axis is the same layout.

// CHECK-LABEL: func.func @subsequences_in_place_dynamic(
// CHECK:       %[[FITS:.*]] = arith.cmpi ule, %{{.*}}, %{{.*}} : index
// CHECK:       scf.if %[[FITS]] {
// CHECK:         gpu.launch {{.*}} workgroup(
// CHECK:           gpu.barrier
// CHECK:           gpu.barrier
// CHECK:       } else {
// CHECK:         gpu.launch
// CHECK-NOT:       gpu.barrier
// CHECK:           scf.if %{{.*}} -> (f32, f32) {
func.func @subsequences_in_place_dynamic(%x: memref<?x?x?xf32>, %l: memref<?x1x?xi32>) {
  revseq.reverse_subsequences_into %x, %l into %x axis = 1
      : memref<?x?x?xf32>, memref<?x1x?xi32> into memref<?x?x?xf32>
  return
}
