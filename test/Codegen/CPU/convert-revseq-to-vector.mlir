// RUN: revseq-opt %s --revseq-destination-style --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-revseq-to-vector="vector-bits=256 nontemporal-bytes=0" --cse --split-input-file | FileCheck %s
// Non-temporal stores (the default for large outputs) are in nontemporal.mlir.

// The patterns lower the memref destination-passing forms: the value forms
// below become *_into ops on a tensor.empty, which one-shot bufferization
// turns into a memref.alloc; the kernels read the input buffers (function
// arguments) and write that allocation in place, which the function
// returns. Strided and non-unit-stride destinations are at the end.

// Reversed axis not innermost (Reverse [T, C] on axis 0): each input row is
// a contiguous vector copy into the mirrored output row (the loop walks the
// input in order, so the reads stream forward); the last partial vector is
// masked.
// CHECK-LABEL: func.func @reverse_outer_axis
// CHECK-SAME:    %[[SRC:.*]]: memref<?x?xf32>) -> memref<?x?xf32>
// CHECK:         %[[DST:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         scf.parallel (%[[ROW:.*]]) =
// CHECK:           %[[MROW:.*]] = arith.subi %{{.*}}, %[[ROW]] : index
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[V:.*]] = vector.load %[[SRC]][%[[ROW]], %[[J]]] : memref<?x?xf32>, vector<8xf32>
// CHECK:             vector.store %[[V]], %[[DST]][%[[MROW]], %[[J]]] : memref<?x?xf32>, vector<8xf32>
// CHECK:           scf.if
// CHECK:             %[[MASK:.*]] = vector.create_mask %{{.*}} : vector<8xi1>
// CHECK:             %[[T:.*]] = vector.maskedload %[[SRC]][%[[ROW]], %{{.*}}], %[[MASK]]
// CHECK:             vector.maskedstore %[[DST]][%[[MROW]], %{{.*}}], %[[MASK]], %[[T]]
// CHECK-NOT:       vector.shuffle
// CHECK-NOT:       vector.gather
// CHECK-NOT:     memref.copy
// CHECK:         return %[[DST]] : memref<?x?xf32>
func.func @reverse_outer_axis(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Reversed axis innermost (Reverse on axis 1, i8: 32 lanes): the mirrored
// window is loaded contiguously and its lanes reversed by vector.shuffle.
// Everything runs in source order: first the fewer than 32 reversed
// elements at the end of the output row (the start of the input row) one by
// one, then the vectors from the last one down.
// CHECK-LABEL: func.func @reverse_inner_axis
// CHECK-SAME:    %[[SRC:.*]]: memref<64x100xi8>) -> memref<64x100xi8>
// CHECK:         %[[DST:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64x100xi8>
// CHECK:         scf.parallel (%[[ROW:.*]]) =
// CHECK:           scf.for
// CHECK:             memref.load %[[SRC]]
// CHECK:             memref.store %{{.*}}, %[[DST]]
// CHECK:           scf.for %[[I:.*]] =
// CHECK:             %[[J:.*]] = arith.subi %{{.*}}, %[[I]] : index
// CHECK:             %[[V:.*]] = vector.load %[[SRC]][%[[ROW]], %{{.*}}] : memref<64x100xi8>, vector<32xi8>
// CHECK:             %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<32xi8>, vector<32xi8>
// CHECK:             vector.store %[[R]], %[[DST]][%[[ROW]], %[[J]]]
// CHECK:         return %[[DST]]
func.func @reverse_inner_axis(%x: tensor<64x100xi8>) -> tensor<64x100xi8> {
  %0 = revseq.reverse %x axes = [1] : tensor<64x100xi8>
  return %0 : tensor<64x100xi8>
}

// -----

// ReverseSequence [B, T] (sequence axis innermost): each row is split into
// the reversed part [0, L) (shuffled vectors) and the copied part [L, T).
// CHECK-LABEL: func.func @sequence_innermost
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf64>, %[[L:.*]]: memref<?xi32>) -> memref<?x?xf64>
// CHECK:         %[[DST:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf64>
// CHECK:         scf.parallel (%[[B:.*]]) =
// CHECK:           %[[RAW:.*]] = memref.load %[[L]][%[[B]]] : memref<?xi32>
// CHECK:           arith.extsi %[[RAW]] : i32 to i64
// CHECK:           arith.maxsi
// CHECK:           arith.minsi
// CHECK:           %[[LEN:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:           scf.for
// CHECK:             memref.load
// CHECK:           scf.for
// CHECK:             vector.load {{.*}} vector<4xf64>
// CHECK:             vector.shuffle %{{.*}}, %{{.*}} [3, 2, 1, 0] : vector<4xf64>, vector<4xf64>
// CHECK:           scf.for %[[J:.*]] = %[[LEN]] to
// CHECK:             vector.load %[[X]]{{.*}} vector<4xf64>
// CHECK-NEXT:        vector.store %{{.*}}, %[[DST]]
func.func @sequence_innermost(%x: tensor<?x?xf64>, %l: tensor<?xi32>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf64>, tensor<?xi32>
  return %0 : tensor<?x?xf64>
}

// -----

// ONNX [T, B, C]: input row (t, b) is copied to output row (L - 1 - t, b)
// when t < L (the map is its own inverse).
// CHECK-LABEL: func.func @sequence_outer
// CHECK-SAME:    %[[X:.*]]: memref<8x4x16xf32>, %[[L:.*]]: memref<4xi64>
// CHECK:         %[[DST:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x4x16xf32>
// CHECK:         scf.parallel (%[[T:.*]], %[[B:.*]]) =
// CHECK:           memref.load %[[L]][%[[B]]] : memref<4xi64>
// CHECK:           %[[IN:.*]] = arith.cmpi ult, %[[T]], %[[LEN:.*]] : index
// CHECK:           %[[DSTT:.*]] = arith.select %[[IN]], %{{.*}}, %[[T]] : index
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[V:.*]] = vector.load %[[X]][%[[T]], %[[B]], %[[J]]] : memref<8x4x16xf32>, vector<8xf32>
// CHECK:             vector.store %[[V]], %[[DST]][%[[DSTT]], %[[B]], %[[J]]] : memref<8x4x16xf32>, vector<8xf32>
// CHECK-NOT:     vector.gather
func.func @sequence_outer(%x: tensor<8x4x16xf32>, %l: tensor<4xi64>) -> tensor<8x4x16xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<8x4x16xf32>, tensor<4xi64>
  return %0 : tensor<8x4x16xf32>
}

// -----

// ReverseSequence [T, B] (batch axis innermost): lengths are clamped once
// into an i32 buffer. When they are all equal (a run-time check), input row
// t is copied whole to output row L - 1 - t (t < L). Otherwise a parallel
// loop runs over strips of 256 columns (1 KiB of f32). Each strip is staged
// transposed in a [256, T + 8] scratch buffer: blocks of 8 rows x 8
// columns are loaded (masked to the existing columns; the next block's
// rows prefetched, one prefetch per 64-byte line), transposed with 3
// rounds of 8 two-source shuffles and stored as columns, after 8 elements
// of zeros. Each output block then takes, per column, the contiguous
// column window and, where a row is below the column's length, the window
// ending at the length, reversed by one shuffle and selected lane by lane;
// the block is transposed back and stored as 8 row vectors (masked in a
// block past the width). Rows beyond the last whole block are stored one
// by one under a bound check.
// CHECK-LABEL: func.func @batch_innermost
// CHECK-SAME:    %[[X:.*]]: memref<32x64xf32>, %[[LIN:.*]]: memref<64xi16>
// CHECK:         %[[DST:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
// CHECK:         %[[CLAMPED:.*]] = memref.alloc() : memref<64xi32>
// CHECK-NOT:     memref.collapse_shape
// CHECK:         %[[EQ:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %true) -> (i1)
// CHECK:           memref.load %[[CLAMPED]][%c0]
// CHECK:           arith.cmpi eq
// CHECK:         %[[UNIFORM:.*]] = arith.andi %{{.*}}, %[[EQ]] : i1
// CHECK:         scf.if %[[UNIFORM]] {
// CHECK:           %[[L0:.*]] = memref.load %[[CLAMPED]][%c0] : memref<64xi32>
// CHECK:           %[[LEN:.*]] = arith.index_cast %[[L0]] : i32 to index
// CHECK:           scf.parallel (%[[ROW:.*]]) =
// CHECK:             arith.cmpi ult, %[[ROW]], %[[LEN]] : index
// CHECK:             scf.for
// CHECK:               vector.load %[[X]]
// CHECK:               vector.store %{{.*}}, %[[DST]]
// CHECK-NOT:           vector.gather
// CHECK:         } else {
// CHECK:           %[[STRIPS:.*]] = arith.ceildivui %c64, %c256 : index
// CHECK:           scf.parallel (%[[S:.*]]) = (%{{.*}}) to (%[[STRIPS]])
// CHECK:             %[[SCRATCH:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<256x?xf32>
// CHECK:             scf.for %[[C:.*]] =
// CHECK:               vector.store %{{.*}}, %[[SCRATCH]][%[[C]], %c0] : memref<256x?xf32>, vector<8xf32>
// CHECK:             scf.for %[[T0:.*]] =
// CHECK:               scf.for %[[J0:.*]] =
// CHECK-COUNT-8:         memref.prefetch %[[X]][%{{.*}}, %{{.*}}], read, locality<3>, data : memref<32x64xf32>
// CHECK:                 %[[COLMASK:.*]] = vector.create_mask %{{.*}} : vector<8xi1>
// CHECK-COUNT-8:         vector.maskedload %[[X]][%{{.*}}], %[[COLMASK]], %{{.*}} : memref<32x64xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK:                 vector.shuffle %{{.*}}, %{{.*}} [0, 1, 2, 3, 8, 9, 10, 11] : vector<8xf32>, vector<8xf32>
// CHECK:                 vector.shuffle %{{.*}}, %{{.*}} [0, 1, 8, 9, 4, 5, 12, 13] : vector<8xf32>, vector<8xf32>
// CHECK:                 vector.shuffle %{{.*}}, %{{.*}} [1, 9, 3, 11, 5, 13, 7, 15] : vector<8xf32>, vector<8xf32>
// CHECK-COUNT-8:         vector.store %{{.*}}, %[[SCRATCH]][%{{.*}}, %{{.*}}] : memref<256x?xf32>, vector<8xf32>
// CHECK-NOT:             vector.gather
// CHECK:             scf.for %[[T:.*]] =
// CHECK:               scf.for %[[J:.*]] =
// CHECK:                 %[[L:.*]] = memref.load %[[CLAMPED]][%{{.*}}] : memref<64xi32>
// CHECK:                 %[[LI:.*]] = arith.index_cast %[[L]] : i32 to index
// CHECK:                 %[[DIRECT:.*]] = vector.load %[[SCRATCH]][%{{.*}}, %{{.*}}] : memref<256x?xf32>, vector<8xf32>
// CHECK:                 %[[BELOW:.*]] = arith.cmpi ult, %[[T]], %[[LI]] : index
// CHECK:                 scf.if %[[BELOW]] -> (vector<8xf32>) {
// CHECK:                   %[[LEFT:.*]] = arith.subi %[[LI]], %[[T]] : index
// CHECK:                   %[[WINDOW:.*]] = vector.load %[[SCRATCH]][%{{.*}}, %[[LEFT]]] : memref<256x?xf32>, vector<8xf32>
// CHECK:                   %[[MIRRORED:.*]] = vector.shuffle %[[WINDOW]], %[[WINDOW]] [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xf32>, vector<8xf32>
// CHECK:                   %[[LANES:.*]] = arith.minui %[[LEFT]], %c8 : index
// CHECK:                   %[[MASK:.*]] = vector.create_mask %[[LANES]] : vector<8xi1>
// CHECK:                   arith.select %[[MASK]], %[[MIRRORED]], %[[DIRECT]] : vector<8xi1>, vector<8xf32>
// CHECK:                 } else {
// CHECK:                   scf.yield %[[DIRECT]] : vector<8xf32>
// CHECK:                 }
// CHECK-COUNT-24:        vector.shuffle %{{.*}}, %{{.*}} [{{.*}}] : vector<8xf32>, vector<8xf32>
// CHECK:                 %[[FULL:.*]] = arith.cmpi ule, %{{.*}}, %c64 : index
// CHECK:                 scf.if %[[FULL]] {
// CHECK-COUNT-8:           vector.store %{{.*}}, %[[DST]][%{{.*}}, %{{.*}}] : memref<32x64xf32>, vector<8xf32>
// CHECK:                 } else {
// CHECK-COUNT-8:           vector.maskedstore %[[DST]]
// CHECK:                 }
// CHECK-NOT:           vector.gather
// The kernel frees its scratch buffers.
// CHECK:             memref.dealloc %[[SCRATCH]] : memref<256x?xf32>
// CHECK:         memref.dealloc %[[CLAMPED]] : memref<64xi32>
// CHECK-NEXT:    return %[[DST]] : memref<32x64xf32>
func.func @batch_innermost(%x: tensor<32x64xf32>, %l: tensor<64xi16>) -> tensor<32x64xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<32x64xf32>, tensor<64xi16>
  return %0 : tensor<32x64xf32>
}

// -----

// More rows than a transposed strip's scratch buffer holds (8176 rows of
// 1 KiB with 8 lanes): strips of 64 columns (four cache lines of f32),
// each copied into a scratch buffer untransposed; then a loop over t
// blends, per vector, a contiguous load with a masked gather from rows
// L - 1 - t of the scratch buffer, skipped when no lane needs it. Every
// strip is full (64 columns): its chunks are unrolled and their lengths
// loaded once, before the loops.
// CHECK-LABEL: func.func @batch_innermost_long
// CHECK:         %[[CLAMPED:.*]] = memref.alloc() : memref<64xi32>
// CHECK:         } else {
// CHECK:           %[[STRIPS:.*]] = arith.ceildivui %c64, %c64 : index
// CHECK:           scf.parallel (%[[S:.*]]) = (%{{.*}}) to (%[[STRIPS]])
// CHECK-NOT:         scf.if
// The strip's rows are staged into a [T, 64] scratch buffer first.
// CHECK:             %[[SCRATCH:.*]] = memref.alloc(%c8200) {alignment = 64 : i64} : memref<?x64xf32>
// CHECK:             scf.for %[[T0:.*]] =
// CHECK-NOT:           scf.for
// CHECK-COUNT-8:       vector.store %{{.*}}, %[[SCRATCH]][%[[T0]], %{{.*}}] : memref<?x64xf32>, vector<8xf32>
// CHECK:             %[[FLAT:.*]] = memref.collapse_shape %[[SCRATCH]] {{\[}}[0, 1]] : memref<?x64xf32> into memref<?xf32>
// CHECK-COUNT-8:     vector.load %[[CLAMPED]][%{{.*}}] : memref<64xi32>, vector<8xi32>
// CHECK:             scf.for %[[T:.*]] =
// CHECK-NOT:           scf.for
// CHECK:               %[[BELOW:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK:               %[[DIRECT:.*]] = vector.load %[[SCRATCH]][%[[T]], %{{.*}}] : memref<?x64xf32>, vector<8xf32>
// CHECK:               %[[ANY:.*]] = vector.reduction <or>, %[[BELOW]]
// CHECK:               scf.if %[[ANY]] -> (vector<8xf32>)
// CHECK:                 vector.gather %[[FLAT]][%{{.*}}] [%{{.*}}], %[[BELOW]], %[[DIRECT]] : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK:               vector.store %{{.*}}, %[[DST:.*]][%[[T]], %{{.*}}] : memref<8200x64xf32>, vector<8xf32>
// The kernel frees its scratch buffers.
// CHECK:             memref.dealloc %[[SCRATCH]] : memref<?x64xf32>
// CHECK:         memref.dealloc %[[CLAMPED]] : memref<64xi32>
// CHECK-NEXT:    return %[[DST]] : memref<8200x64xf32>
func.func @batch_innermost_long(%x: tensor<8200x64xf32>, %l: tensor<64xi16>) -> tensor<8200x64xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<8200x64xf32>, tensor<64xi16>
  return %0 : tensor<8200x64xf32>
}

// -----

// ReverseSubsequences along an outer axis: lengths vary along the innermost
// axis, so the column-strip kernel reads them at (n, 0, j) (after the
// whole-row path for equal lengths). 8200 rows are too many for a
// transposed strip, so the strips gather. The width is dynamic: a full strip
// loads its lengths before the loop over the axis, the last, partial one
// inside it.
// CHECK-LABEL: func.func @subsequences_outer_axis
// CHECK:         %[[CLAMPED:.*]] = memref.alloc(%{{.*}}, %{{.*}}) : memref<?x1x?xi64>
// CHECK:         scf.if
// CHECK:         } else {
// CHECK:         scf.parallel (%[[N:.*]], %{{.*}}) =
// CHECK:           %[[FULL:.*]] = arith.cmpi eq, %{{.*}}, %c64 : index
// CHECK:           scf.if %[[FULL]] {
// CHECK:             memref.alloc(%c8200) {alignment = 64 : i64} : memref<?x64xf32>
// CHECK-COUNT-8:     vector.load %[[CLAMPED]][%[[N]], %{{.*}}, %{{.*}}] : memref<?x1x?xi64>, vector<8xi64>
// CHECK:             scf.for %[[T:.*]] =
// CHECK-NOT:           scf.for
// CHECK:               vector.gather {{.*}} : memref<?xf32>, vector<8xi64>
// CHECK:           } else {
// CHECK:             memref.alloc(%c8200) {alignment = 64 : i64} : memref<?x64xf32>
// CHECK:             scf.for %[[T2:.*]] =
// CHECK:               scf.for %[[J:.*]] =
// CHECK:                 vector.load %[[CLAMPED]][%[[N]], %{{.*}}, %[[J]]] : memref<?x1x?xi64>, vector<8xi64>
// CHECK:                 vector.gather {{.*}} : memref<?xf32>, vector<8xi64>
func.func @subsequences_outer_axis(%x: tensor<?x8200x?xf32>, %l: tensor<?x1x?xi64>) -> tensor<?x8200x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x8200x?xf32>, tensor<?x1x?xi64>
  return %0 : tensor<?x8200x?xf32>
}

// -----

// A dynamic axis size decides at run time between the transposed strips
// (up to 8176 rows), a strip's untransposed scratch buffer (at most
// kMaxScratchBytes, 8 MiB: 32768 rows of 256 bytes) and gathers from the
// input itself.
// CHECK-LABEL: func.func @subsequences_dynamic_axis
// CHECK:         %[[SMALL:.*]] = arith.cmpi ule, %{{.*}}, %c8176 : index
// CHECK:         scf.if %[[SMALL]] {
// CHECK:           scf.parallel
// CHECK:             memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<256x?xf32>
// CHECK-NOT:         vector.gather
// CHECK:         } else {
// CHECK:           scf.parallel
// CHECK:             %[[FITS:.*]] = arith.cmpi ule, %{{.*}}, %c32768 : index
// CHECK:             scf.if %[[FITS]] {
// CHECK:               memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x64xf32>
// CHECK:               vector.gather %{{.*}} : memref<?xf32>, vector<8xi64>
// CHECK:             } else {
// CHECK-NOT:           memref.alloc
// CHECK:               vector.gather %{{.*}} : memref<?xf32>, vector<8xi64>
// CHECK:             }
func.func @subsequences_dynamic_axis(%x: tensor<2x?x?xf32>, %l: tensor<2x1x?xi64>) -> tensor<2x?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<2x?x?xf32>, tensor<2x1x?xi64>
  return %0 : tensor<2x?x?xf32>
}

// -----

// ReverseSubsequences along the innermost axis (the DirectML layout with
// per-row lengths): a split row like ReverseSequence [B, T].
// CHECK-LABEL: func.func @subsequences_inner_axis
// CHECK-SAME:    %[[X:.*]]: memref<2x3x40xf32>, %[[L:.*]]: memref<2x3x1xi8>
// CHECK:         scf.parallel (%[[A:.*]], %[[B:.*]]) =
// CHECK:           memref.load %[[L]][%[[A]], %[[B]], %{{.*}}] : memref<2x3x1xi8>
// CHECK:           vector.shuffle
// CHECK-NOT:     vector.gather
func.func @subsequences_inner_axis(%x: tensor<2x3x40xf32>, %l: tensor<2x3x1xi8>) -> tensor<2x3x40xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 2 : tensor<2x3x40xf32>, tensor<2x3x1xi8>
  return %0 : tensor<2x3x40xf32>
}

// -----

// reverse_dynamic: per-row selects on the run-time flags, and a branch on
// the innermost flag between the shuffled and the copied row.
// CHECK-LABEL: func.func @dynamic
// CHECK:         %[[FLAGS:.*]]:2 = scf.for
// CHECK:         scf.parallel (%[[ROW:.*]]) =
// CHECK:           arith.select %[[FLAGS]]#0
// CHECK:           scf.if %[[FLAGS]]#1 {
// CHECK:             vector.shuffle
// CHECK:           } else {
// CHECK-NOT:         vector.shuffle
// CHECK:             vector.load
func.func @dynamic(%x: tensor<?x?xf16>, %a: tensor<?xi64>) -> tensor<?x?xf16> {
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<?x?xf16>, tensor<?xi64>
  return %0 : tensor<?x?xf16>
}

// -----

// Element types without a vector path (i1, index, complex, odd widths) and
// rank 0 are left for convert-revseq-to-linalg (as memref forms, after
// bufferization).
// CHECK-LABEL: func.func @left_alone
// CHECK:         revseq.reverse_into %{{.*}} into %{{.*}} axes = [0] : memref<8xi1> into memref<8xi1>
// CHECK:         revseq.reverse_into %{{.*}} into %{{.*}} axes = [0] : memref<8xcomplex<f32>> into memref<8xcomplex<f32>>
// CHECK:         revseq.reverse_into %{{.*}} into %{{.*}} axes = [0] : memref<8xi7> into memref<8xi7>
// CHECK:         revseq.reverse_into %{{.*}} into %{{.*}} axes = [] : memref<f32> into memref<f32>
// CHECK-NOT:     vector.
func.func @left_alone(%a: tensor<8xi1>, %b: tensor<8xcomplex<f32>>, %c: tensor<8xi7>, %d: tensor<f32>)
    -> (tensor<8xi1>, tensor<8xcomplex<f32>>, tensor<8xi7>, tensor<f32>) {
  %0 = revseq.reverse %a axes = [0] : tensor<8xi1>
  %1 = revseq.reverse %b axes = [0] : tensor<8xcomplex<f32>>
  %2 = revseq.reverse %c axes = [0] : tensor<8xi7>
  %3 = revseq.reverse %d axes = [] : tensor<f32>
  return %0, %1, %2, %3 : tensor<8xi1>, tensor<8xcomplex<f32>>, tensor<8xi7>, tensor<f32>
}

// -----

// A strided destination: a view with a dynamic offset into a larger buffer
// (row stride 64). The kernel stores straight into the view, shuffled
// vectors included; nothing is allocated or copied.
// CHECK-LABEL: func.func @strided_destination
// CHECK-SAME:    %[[X:.*]]: memref<4x?xf32>, %[[BIG:.*]]: memref<16x64xf32>, %[[OFF:.*]]: index
// CHECK:         %[[VIEW:.*]] = memref.subview %[[BIG]][%[[OFF]], 3] [4, %{{.*}}] [1, 1]
// CHECK-NOT:     memref.alloc
// CHECK:         scf.parallel (%[[ROW:.*]]) =
// CHECK:           scf.for
// CHECK:             memref.load %[[X]][%[[ROW]], %{{.*}}] : memref<4x?xf32>
// CHECK:             memref.store %{{.*}}, %[[VIEW]][%[[ROW]], %{{.*}}] : memref<4x?xf32, strided<[64, 1], offset: ?>>
// CHECK:           scf.for
// CHECK:             %[[V:.*]] = vector.load %[[X]][%[[ROW]], %{{.*}}] : memref<4x?xf32>, vector<8xf32>
// CHECK:             %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [7, 6, 5, 4, 3, 2, 1, 0]
// CHECK:             vector.store %[[R]], %[[VIEW]][%[[ROW]], %{{.*}}] : memref<4x?xf32, strided<[64, 1], offset: ?>>, vector<8xf32>
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK-NOT:     revseq.
// CHECK:         return
func.func @strided_destination(%x: memref<4x?xf32>, %big: memref<16x64xf32>, %off: index) {
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c1 : memref<4x?xf32>
  %view = memref.subview %big[%off, 3] [4, %n] [1, 1] : memref<16x64xf32> to memref<4x?xf32, strided<[64, 1], offset: ?>>
  revseq.reverse_into %x into %view axes = [1] : memref<4x?xf32> into memref<4x?xf32, strided<[64, 1], offset: ?>>
  return
}

// -----

// An innermost stride other than 1, on the destination or on the input:
// rows are not contiguous, so both ops are left for the linalg lowering.
// CHECK-LABEL: func.func @non_unit_inner_stride
// CHECK:         %[[VIEW:.*]] = memref.subview
// CHECK:         revseq.reverse_into %{{.*}} into %[[VIEW]] axes = [0] : memref<4x8xf32> into memref<4x8xf32, strided<[16, 2]>>
// CHECK:         revseq.reverse_into %[[VIEW]] into %{{.*}} axes = [0] : memref<4x8xf32, strided<[16, 2]>> into memref<4x8xf32>
// CHECK-NOT:     vector.
func.func @non_unit_inner_stride(%x: memref<4x8xf32>, %big: memref<4x16xf32>) {
  %view = memref.subview %big[0, 0] [4, 8] [1, 2] : memref<4x16xf32> to memref<4x8xf32, strided<[16, 2]>>
  revseq.reverse_into %x into %view axes = [0] : memref<4x8xf32> into memref<4x8xf32, strided<[16, 2]>>
  revseq.reverse_into %view into %x axes = [0] : memref<4x8xf32, strided<[16, 2]>> into memref<4x8xf32>
  return
}

// -----

// Gathers straight from a strided input (40000 rows: too many to stage)
// reach (L - 1 - 2t) * 400000 elements past the row, beyond i32 although the
// view itself has few elements: the offsets are i64. The same shape with an
// identity layout gathers with i32 offsets.
// CHECK-LABEL: func.func @gather_offsets_strided_input
// CHECK-SAME:    %[[X:.*]]: memref<40000x64xf32, strided<[400000, 1]>>
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[X]]
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %[[BASE]]
// CHECK:         vector.gather %[[FLAT]][%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<?xf32>, vector<8xi64>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NOT:     vector.gather %{{.*}} vector<8xi32>
// CHECK-LABEL: func.func @gather_offsets_identity_input
// CHECK:         vector.gather %{{.*}} : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
func.func @gather_offsets_strided_input(%x: memref<40000x64xf32, strided<[400000, 1]>>, %l: memref<64xi32>, %out: memref<40000x64xf32>) {
  revseq.reverse_sequence_into %x, %l into %out batch_axis = 1, seq_axis = 0 : memref<40000x64xf32, strided<[400000, 1]>>, memref<64xi32> into memref<40000x64xf32>
  return
}
func.func @gather_offsets_identity_input(%x: memref<40000x64xf32>, %l: memref<64xi32>, %out: memref<40000x64xf32>) {
  revseq.reverse_sequence_into %x, %l into %out batch_axis = 1, seq_axis = 0 : memref<40000x64xf32>, memref<64xi32> into memref<40000x64xf32>
  return
}
