// RUN: revseq-opt %s --revseq-destination-style --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-revseq-to-vector="vector-bits=256 nontemporal-bytes=1" --canonicalize --cse --split-input-file | FileCheck %s
// RUN: revseq-opt %s --revseq-destination-style --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-revseq-to-vector="vector-bits=256" --cse --split-input-file | FileCheck %s --check-prefix=DEFAULT

// The kernels write the buffer bufferization chose for the result (here the
// allocation of the tensor.empty that revseq-destination-style made, or a
// strided view given as the destination).

// Outputs of at least nontemporal-bytes bytes store their full vectors
// non-temporally. Such a store must be aligned (x86 movnt), so each row
// first copies, through a mask, the columns up to the next vector-aligned
// address, computed from the buffer's address (the caller's buffer under
// out-params need not be aligned).
// CHECK-LABEL: func.func @copy_rows
// CHECK-SAME:    %[[SRC:.*]]: memref<64x100xf32>) -> memref<64x100xf32>
// CHECK:         %[[DST:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64x100xf32>
// CHECK:         %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[DST]]
// CHECK:         %[[BASE:.*]] = arith.divui %[[PTR]], %c4 : index
// CHECK:         scf.parallel (%[[ROW:.*]]) =
// CHECK:           %[[MROW:.*]] = arith.subi %c63, %[[ROW]] : index
// CHECK:           %[[ROWOFF:.*]] = arith.muli %[[MROW]], %c100 : index
// CHECK:           %[[OFFSET:.*]] = arith.addi %[[BASE]], %[[ROWOFF]] : index
// CHECK:           %[[MIS:.*]] = arith.remui %[[OFFSET]], %c8 : index
// CHECK:           %[[PEEL:.*]] = arith.subi %c8, %[[MIS]] : index
// CHECK:           %[[HEAD:.*]] = arith.remui %[[PEEL]], %c8 : index
// CHECK:           %[[START:.*]] = arith.minui %[[HEAD]], %c100 : index
// CHECK:           scf.if
// CHECK:             vector.create_mask %[[START]]
// CHECK:             vector.maskedstore %[[DST]][%[[MROW]], %c0]
// CHECK:           scf.for %[[J:.*]] = %[[START]] to
// CHECK:             %[[V:.*]] = vector.load %[[SRC]][%[[ROW]], %[[J]]]
// CHECK:             vector.store %[[V]], %[[DST]][%[[MROW]], %[[J]]] {alignment = 32 : i64, nontemporal = true} : memref<64x100xf32>, vector<8xf32>
// CHECK:           scf.if
// CHECK:             vector.maskedstore %[[DST]]
// CHECK:         return %[[DST]] : memref<64x100xf32>
// DEFAULT-LABEL: func.func @copy_rows
// DEFAULT-NOT:     nontemporal
// DEFAULT:         return
func.func @copy_rows(%x: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}

// -----

// A reversed row: the shuffled vectors are stored non-temporally from the
// first aligned column on; the columns before it go one by one, last. (A
// dynamic shape also keeps the ordinary version for outputs below the
// threshold, here empty ones.)
// CHECK-LABEL: func.func @reverse_rows
// CHECK:         scf.parallel (%[[ROW:.*]]) =
// CHECK:           %[[START:.*]] = arith.minui
// CHECK:           scf.for
// CHECK:             memref.store
// CHECK:           scf.for
// CHECK:             vector.shuffle
// CHECK:             vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<?x?xi16>, vector<16xi16>
// CHECK:           scf.for %{{.*}} = %c0 to %[[START]]
// CHECK:             memref.store
func.func @reverse_rows(%x: tensor<?x?xi16>) -> tensor<?x?xi16> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xi16>
  return %0 : tensor<?x?xi16>
}

// -----

// The default threshold is 8 MiB: a static 64 MiB output stores
// non-temporally; a dynamic shape checks its size at run time, in one
// version of the loops: the peel is empty for a small output, and each
// full vector store branches between both kinds.
// DEFAULT-LABEL: func.func @large
// DEFAULT:         nontemporal = true
func.func @large(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}
// DEFAULT-LABEL: func.func @dynamic
// DEFAULT:         %[[LARGE:.*]] = arith.cmpi uge, %{{.*}}, %c8388608 : index
// DEFAULT-NOT:     scf.if %[[LARGE]]
// DEFAULT:         scf.parallel
// DEFAULT:           arith.select %[[LARGE]], %{{.*}}, %{{.*}} : index
// DEFAULT:           scf.for
// DEFAULT:             scf.if %[[LARGE]] {
// DEFAULT-NEXT:          vector.store {{.*}}nontemporal = true
// DEFAULT-NEXT:        } else {
// DEFAULT-NEXT:          vector.store
// DEFAULT-NOT:           nontemporal
// DEFAULT:             }
// DEFAULT-NOT:     scf.parallel
// DEFAULT:         return %{{.*}} : memref<?x?xf32>
func.func @dynamic(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

// -----

// The transposed column strips store a block's rows non-temporally when
// the output is large (a run-time check for a dynamic shape, made once:
// the kernel is not emitted twice), its address and its width are whole
// vectors, and the block is full; other blocks store plainly or masked.
// The whole-row path for equal lengths branches per store. A block's row
// must fill a 64-byte line (vector-bits=512 for f32): with 256-bit vectors
// the strips store plainly.
// RUN: revseq-opt %s --revseq-destination-style --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --convert-revseq-to-vector="vector-bits=512 nontemporal-bytes=1" --canonicalize --cse --split-input-file | FileCheck %s --check-prefix=STRIPS
// STRIPS-LABEL: func.func @column_strips
// STRIPS:         %[[ADDR:.*]] = arith.divui %{{.*}}, %c4 : index
// STRIPS:         %[[LARGE:.*]] = arith.cmpi uge, %{{.*}}, %c1 : index
// STRIPS:         scf.if %{{.*}} {
// STRIPS:           scf.if %[[LARGE]] {
// STRIPS:             nontemporal = true
// STRIPS:           } else {
// STRIPS-NOT:         nontemporal
// STRIPS:           }
// STRIPS:         } else {
// STRIPS:           %[[ARem:.*]] = arith.remui %[[ADDR]], %c16 : index
// STRIPS:           %[[AOK:.*]] = arith.cmpi eq, %[[ARem]], %c0 : index
// STRIPS:           %[[ALIGNED:.*]] = arith.andi %[[AOK]], %{{.*}} : i1
// STRIPS:           %[[STREAM:.*]] = arith.andi %[[ALIGNED]], %[[LARGE]] : i1
// STRIPS:           scf.parallel
// STRIPS:             %[[FULL:.*]] = arith.cmpi ule
// STRIPS:             %[[BOTH:.*]] = arith.andi %[[STREAM]], %[[FULL]] : i1
// STRIPS:             scf.if %[[BOTH]] {
// STRIPS-COUNT-16:      vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?x?xf32>, vector<16xf32>
// STRIPS:             } else {
// STRIPS:               scf.if %[[FULL]] {
// STRIPS-NOT:             nontemporal
// STRIPS:                 vector.store
// STRIPS:               } else {
// STRIPS:                 vector.maskedstore
// STRIPS-NOT:     nontemporal = true
// STRIPS:         return %{{.*}} : memref<?x?xf32>
// CHECK-LABEL: func.func @column_strips
// CHECK:         %[[LARGE:.*]] = arith.cmpi uge, %{{.*}}, %c1 : index
// CHECK:         scf.if %{{.*}} {
// CHECK:           scf.if %[[LARGE]] {
// CHECK:             nontemporal = true
// CHECK:           } else {
// CHECK-NOT:         nontemporal
// CHECK:           }
// CHECK:         } else {
// CHECK-NOT:       nontemporal = true
// CHECK:         return %{{.*}} : memref<?x?xf32>
func.func @column_strips(%x: tensor<?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// A strided destination (a view at a dynamic offset, rows 256 elements
// apart): the aligned address of a row is computed from the view's base
// pointer plus its offset plus the row times the view's row stride, not
// from the row-major sizes; the stores go to the view itself.
// CHECK-LABEL: func.func @strided_rows
// CHECK-SAME:    %[[SRC:.*]]: memref<64x100xf32>, %[[BIG:.*]]: memref<128x256xf32>, %[[OFF:.*]]: index
// CHECK:         %[[VIEW:.*]] = memref.subview %[[BIG]][%[[OFF]], 5] [64, 100] [1, 1]
// CHECK:         %{{.*}}, %[[OFFSET:.*]], %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[VIEW]]
// CHECK:         %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[VIEW]]
// CHECK:         %[[ELEMS:.*]] = arith.divui %[[PTR]], %c4 : index
// CHECK:         %[[BASE:.*]] = arith.addi %[[ELEMS]], %[[OFFSET]] : index
// CHECK:         scf.parallel (%[[ROW:.*]]) =
// CHECK:           %[[MROW:.*]] = arith.subi %c63, %[[ROW]] : index
// CHECK:           %[[ROWOFF:.*]] = arith.muli %[[MROW]], %c256 : index
// CHECK:           %[[ADDR:.*]] = arith.addi %[[BASE]], %[[ROWOFF]] : index
// CHECK:           arith.remui %[[ADDR]], %c8 : index
// CHECK:           vector.maskedstore %[[VIEW]][%[[MROW]], %c0]
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[V:.*]] = vector.load %[[SRC]][%[[ROW]], %[[J]]]
// CHECK:             vector.store %[[V]], %[[VIEW]][%[[MROW]], %[[J]]] {alignment = 32 : i64, nontemporal = true} : memref<64x100xf32, strided<[256, 1], offset: ?>>, vector<8xf32>
// CHECK-NOT:     memref.alloc
func.func @strided_rows(%x: memref<64x100xf32>, %big: memref<128x256xf32>, %off: index) {
  %view = memref.subview %big[%off, 5] [64, 100] [1, 1] : memref<128x256xf32> to memref<64x100xf32, strided<[256, 1], offset: ?>>
  revseq.reverse_into %x into %view axes = [0] : memref<64x100xf32> into memref<64x100xf32, strided<[256, 1], offset: ?>>
  return
}

// -----

// A view counts the buffer it views: a 64 x 100 tile (25 KiB) of a 64 MiB
// buffer stores non-temporally under the default 8 MiB threshold, as the
// tiles of a large output are not read again soon either; the same op into
// a 64 x 100 buffer of its own stores plainly.
// DEFAULT-LABEL: func.func @tile_of_large
// DEFAULT:         memref.subview
// DEFAULT:         nontemporal = true
// DEFAULT-LABEL: func.func @small_alone
// DEFAULT-NOT:     nontemporal
// DEFAULT:         return
func.func @tile_of_large(%x: memref<64x100xf32>, %big: memref<4096x4096xf32>, %i: index, %j: index) {
  %view = memref.subview %big[%i, %j] [64, 100] [1, 1] : memref<4096x4096xf32> to memref<64x100xf32, strided<[4096, 1], offset: ?>>
  revseq.reverse_into %x into %view axes = [0] : memref<64x100xf32> into memref<64x100xf32, strided<[4096, 1], offset: ?>>
  return
}
func.func @small_alone(%x: memref<64x100xf32>, %o: memref<64x100xf32>) {
  revseq.reverse_into %x into %o axes = [0] : memref<64x100xf32> into memref<64x100xf32>
  return
}

// -----

// In place the strips store non-temporally only when a strip (the rows
// times 1 KiB) is larger than 1 MiB: a smaller one was just staged from the
// same lines, still cached, which plain stores hit.
// STRIPS-LABEL: func.func @column_strips_in_place(
// STRIPS-SAME:      %[[X:.*]]: memref<?x?xf32>
// STRIPS:         %[[ROWS:.*]] = memref.dim %[[X]], %c0
// STRIPS:         %[[UNCACHED:.*]] = arith.cmpi ugt, %[[ROWS]], %c1024 : index
// STRIPS:         %[[STREAM:.*]] = arith.andi %{{.*}}, %[[UNCACHED]] : i1
// STRIPS:         scf.parallel
// STRIPS:           %[[BOTH:.*]] = arith.andi %[[STREAM]], %{{.*}} : i1
// STRIPS:           scf.if %[[BOTH]] {
// STRIPS-COUNT-16:    vector.store %{{.*}}, %[[X]]{{.*}} {alignment = 64 : i64, nontemporal = true}
// With 256-bit vectors (rows of 32 bytes) the strips store plainly.
// CHECK-LABEL: func.func @column_strips_in_place(
// CHECK-NOT:     nontemporal = true
// CHECK:         return
func.func @column_strips_in_place(%x: memref<?x?xf32>, %l: memref<?xi32>) {
  revseq.reverse_sequence_into %x, %l into %x batch_axis = 1, seq_axis = 0
      : memref<?x?xf32>, memref<?xi32> into memref<?x?xf32>
  return
}

// -----

// i8 blocks are 32 lanes (32 bytes a row) unless the strips may stream:
// then 64, a whole line a row, stored non-temporally.
// STRIPS-LABEL: func.func @column_strips_i8(
// STRIPS:         scf.parallel
// STRIPS:           vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?x?xi8>, vector<64xi8>
// CHECK-LABEL: func.func @column_strips_i8(
func.func @column_strips_i8(%x: memref<?x?xi8>, %l: memref<?xi32>, %o: memref<?x?xi8>) {
  revseq.reverse_sequence_into %x, %l into %o batch_axis = 1, seq_axis = 0
      : memref<?x?xi8>, memref<?xi32> into memref<?x?xi8>
  return
}
