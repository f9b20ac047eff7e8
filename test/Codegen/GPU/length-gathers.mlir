// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0 narrow-index=false gather-tile-bytes=0" --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-gpu="narrow-index=false" --split-input-file | FileCheck %s --check-prefix=VEC
// RUN: revseq-opt %s --convert-revseq-to-gpu="runtime-checks=true narrow-index=false" --split-input-file | FileCheck %s --check-prefix=CHECKS

// convert-revseq-to-gpu on the length ops whose lanes read different rows
// (the gather layouts): the scalar kernel (gather-tile-bytes=0), the tile
// kernel, clamping and the host checks of the lengths.
// The launch shape and grid-stride loop common to every op, and the
// forms the patterns take, are checked in whole-axes.mlir.

// reverse_sequence: the kernel reads the lengths buffer too; there the
// batch coordinate selects the length, which is clamped to [0, T]
// (saturated to i64, max with 0, min with T) before mirroring below it.
// CHECK-LABEL: func.func @reverse_sequence(
// CHECK-SAME: %[[X:.*]]: memref<?x?x?xf32>, %[[L:.*]]: memref<?xi32>, %[[DST:.*]]: memref<?x?x?xf32>)
// The size rule reverse_sequence_c9 is always checked on the host.
// CHECK: revseq.check %{{.*}}, "revseq.reverse_sequence: the size of lengths ({}) differs from the batch dimension ({}) (reverse_sequence_c9)"
// CHECK: %[[IN:.*]] = memref.collapse_shape %[[X]]
// CHECK: %[[OUT:.*]] = memref.collapse_shape %[[DST]]
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// Batch axis 2 is innermost.
// CHECK: %[[BATCH:.*]] = arith.remui %[[I]], %{{.*}}
// CHECK: %[[LEN:.*]] = memref.load %[[L]][%[[BATCH]]] {alignment = 4 : i64} : memref<?xi32>
// CHECK: %[[LEN64:.*]] = arith.extsi %[[LEN]] : i32 to i64
// CHECK: %[[POS:.*]] = arith.maxsi %[[LEN64]], %{{.*}} : i64
// CHECK: %[[CLAMPED:.*]] = arith.minsi %[[POS]], %{{.*}} : i64
// CHECK: %[[LENGTH:.*]] = arith.index_cast %[[CLAMPED]] : i64 to index
// Sequence axis 0 (outermost): coordinate t = i / stride0.
// CHECK: %[[T:.*]] = arith.divui %[[I]], %{{.*}}
// CHECK: %[[INSIDE:.*]] = arith.cmpi ult, %[[T]], %[[LENGTH]]
// CHECK: %[[SEL:.*]] = arith.select %[[INSIDE]]
// CHECK: %[[DELTA:.*]] = arith.subi %[[SEL]], %[[T]]
// CHECK: %[[MOVE:.*]] = arith.muli %[[DELTA]], %{{.*}}
// CHECK: %[[SRC:.*]] = arith.addi %[[I]], %[[MOVE]]
// CHECK: memref.load %[[IN]][%[[SRC]]]
// CHECK-NOT: gpu.memcpy
// CHECK: return

// By default the gather layouts (here the batch axis innermost) take the
// tile kernel (lib/Codegen/GPU/GatherTiles.h), seen as [T, 1,
// columns]. Where the axis is short enough for a block to hold whole
// columns of it (T times min(columns, 8) f32 in the 48 KiB of workgroup
// memory less the lengths: 12224 elements; decided on the host), a tile is
// every row of as many columns as fit (a chain of selects); else a tile is
// 32 columns and 64 rows here (fewer columns and more rows for fewer than
// 32 columns). Both are a host loop of launches of at most max-blocks
// blocks over the tiles; in each block,
// the tile's clamped lengths go to workgroup memory (as i64: SPIR-V
// allocates no index buffer), a barrier, the rows the tile's reversed
// elements come from are staged, a barrier, and each output element comes
// from the staged rows or, at or above its length or when the tile was not
// staged, from the input. A thread keeps one column (its length loaded
// once) and reads 8 rows before it writes them, then the rows left one at
// a time; the tile's length range is a loop over all 32 entries.
// VEC-LABEL: func.func @reverse_sequence(
// VEC: %[[MOST:.*]] = arith.divui %c12224{{.*}}, %{{.*}} : index
// VEC: %[[FITS:.*]] = arith.cmpi ule, %{{.*}}, %[[MOST]] : index
// VEC: scf.if %[[FITS]] {
// VEC:   %[[WMAXB:.*]] = arith.constant 65535 : index
// VEC:   scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[WMAXB]] {
// VEC:     gpu.launch {{.*}} workgroup(%{{.*}} : memref<32xi64, #gpu.address_space<workgroup>>, %{{.*}} : memref<12224xf32, #gpu.address_space<workgroup>>) {
// VEC:       gpu.barrier
// VEC:       gpu.barrier
// VEC:       gpu.terminator
// VEC: } else {
// VEC: %[[MAXB:.*]] = arith.constant 65535 : index
// VEC: scf.for %[[FIRST:.*]] = %{{.*}} to %[[TILES:.*]] step %[[MAXB]] {
// VEC:   %[[LEFT:.*]] = arith.subi %[[TILES]], %[[FIRST]]
// VEC:   %[[BLOCKS:.*]] = arith.minui %[[LEFT]], %[[MAXB]]
// VEC:   gpu.launch blocks({{.*}}) in ({{.*}} = %[[BLOCKS]], {{.*}}) threads({{.*}}) workgroup(%[[LENS:.*]] : memref<32xi64, #gpu.address_space<workgroup>>, %[[STAGE:.*]] : memref<4096xf32, #gpu.address_space<workgroup>>) {
// VEC:     memref.load %{{.*}} : memref<?xi32>
// VEC:     arith.maxsi
// VEC:     arith.minsi
// VEC:     memref.store %{{.*}}, %[[LENS]]
// VEC:     gpu.barrier
// VEC:     scf.for {{.*}} = %c0{{.*}} to %c32{{.*}} step %c1{{.*}} iter_args
// VEC:       memref.load %[[LENS]]
// VEC:     scf.if
// VEC:       scf.for {{.*}} iter_args
// VEC:         %[[S0:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         %[[S1:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         %[[S2:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         %[[S3:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         %[[S4:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         %[[S5:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         %[[S6:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         %[[S7:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         memref.store %[[S0]], %[[STAGE]]
// VEC-COUNT-6: memref.store %{{.*}}, %[[STAGE]]
// VEC:         memref.store %[[S7]], %[[STAGE]]
// VEC:       scf.for
// VEC:         %[[SRC:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:         memref.store %[[SRC]], %[[STAGE]]
// VEC:     gpu.barrier
// VEC:     scf.if
// VEC:       memref.load %[[LENS]]
// VEC:       scf.for {{.*}} iter_args
// VEC:     scf.if %{{.*}} -> (f32) {
// VEC:       memref.load %[[STAGE]]
// VEC:     } else {
// VEC:       memref.load %{{.*}} : memref<?xf32>
// VEC:     memref.store
// VEC:     gpu.terminator
// VEC-NOT: gpu.launch
// VEC: return

// With runtime-checks the lengths are also checked on the host, before
// the launch.
// CHECKS-LABEL: func.func @reverse_sequence(
// CHECKS: revseq.check %{{.*}}, "revseq.reverse_sequence: lengths[{}] = {} is outside [0, T] = [0, {}] (runtime-checks)"
// CHECKS: gpu.launch
func.func @reverse_sequence(%x: memref<?x?x?xf32>, %l: memref<?xi32>, %dst: memref<?x?x?xf32>) {
  revseq.reverse_sequence_into %x, %l into %dst batch_axis = 2, seq_axis = 0 : memref<?x?x?xf32>, memref<?xi32> into memref<?x?x?xf32>
  return
}

// -----

// reverse_subsequences: the lengths tensor is the input with the axis
// shrunk to 1, so its linear index is (i / (stride_A * T)) * stride_A +
// i mod stride_A.
// CHECK-LABEL: func.func @reverse_subsequences(
// CHECK: revseq.check %{{.*}}, "revseq.reverse_subsequences: lengths has size {} along the reversed axis, where it must have size {} (reverse_subsequences_c7)"
// CHECK: revseq.check %{{.*}}, "revseq.reverse_subsequences: lengths dimension 2 has size {}, the input's has size {} (reverse_subsequences_c8)"
// CHECK: %[[LDEV:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<?x?x?xi64> into memref<?xi64>
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[SPAN:.*]] = arith.muli %[[STRIDE:.*]], %[[T:.*]] : index
// CHECK: %[[OUTER:.*]] = arith.divui %[[I]], %[[SPAN]]
// CHECK: %[[INNER:.*]] = arith.remui %[[I]], %[[STRIDE]]
// CHECK: %[[O:.*]] = arith.muli %[[OUTER]], %[[STRIDE]]
// CHECK: %[[LI:.*]] = arith.addi %[[O]], %[[INNER]]
// CHECK: %[[LEN:.*]] = memref.load %[[LDEV]][%[[LI]]] {alignment = 8 : i64} : memref<?xi64>
// CHECK: arith.maxsi %[[LEN]]
// CHECK: arith.minsi
// CHECK: arith.cmpi ult
func.func @reverse_subsequences(%x: memref<?x?x?xi16>, %l: memref<?x?x?xi64>, %dst: memref<?x?x?xi16>) {
  revseq.reverse_subsequences_into %x, %l into %dst axis = 1 : memref<?x?x?xi16>, memref<?x?x?xi64> into memref<?x?x?xi16>
  return
}
