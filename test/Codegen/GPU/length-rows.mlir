// RUN: revseq-opt %s --convert-revseq-to-gpu="narrow-index=false" --split-input-file | FileCheck %s --check-prefix=VEC

// convert-revseq-to-gpu on the length ops whose rows move as a whole or
// carry their own length: the 16-byte row kernels.
// The launch shape and grid-stride loop common to every op, and the
// forms the patterns take, are checked in whole-axes.mlir.

// Rows that move as a whole (neither the batch nor the sequence axis is
// innermost): 16 i8 lanes per access, no shuffle.
// VEC-LABEL: func.func @reverse_sequence_rows(
// VEC: scf.if
// VEC: vector.load %{{.*}} {alignment = 16 : i64} : memref<?xi8>, vector<16xi8>
// VEC-NOT: vector.shuffle
// VEC: vector.store
// VEC: } else {
func.func @reverse_sequence_rows(%x: memref<?x?x?xi8>, %l: memref<?xi64>, %dst: memref<?x?x?xi8>) {
  revseq.reverse_sequence_into %x, %l into %dst batch_axis = 0, seq_axis = 1 : memref<?x?x?xi8>, memref<?xi64> into memref<?x?x?xi8>
  return
}

// -----

// Rows with a length of their own (reverse_subsequences of the innermost
// axis): one 16-byte kernel over ceil(n / 4) groups, no aligned variant. A
// group is below the row's clamped length L (column + 4 <= L: it reads the
// window [row + L - column - 4, row + L - column), its lanes reversed) or at
// or above it (column >= L: its own window); a group across L, across a row
// end or past the input copies its elements one by one.
// VEC-LABEL: func.func @reverse_subsequences_inner(
// VEC-NOT: scf.if
// VEC: %[[GROUPS:.*]] = arith.ceildivui
// VEC: gpu.launch
// VEC: scf.for %[[G:.*]] = %{{.*}} to %[[GROUPS]] step
// VEC:   %[[I:.*]] = arith.muli %[[G]], %{{.*}}
// VEC:   %[[LEN:.*]] = memref.load %{{.*}} : memref<?xi32>
// VEC:   %[[L:.*]] = arith.index_cast %{{.*}} : i64 to index
// VEC:   %[[COL:.*]] = arith.remui %[[I]], %[[W:.*]] : index
// VEC:   %[[END:.*]] = arith.addi %[[COL]], %{{.*}}
// VEC:   %[[BELOW:.*]] = arith.cmpi ule, %[[END]], %[[L]]
// VEC:   %[[ABOVE:.*]] = arith.cmpi uge, %[[COL]], %[[L]]
// VEC:   %[[WHOLE:.*]] = arith.ori %[[BELOW]], %[[ABOVE]]
// VEC:   %[[ROW:.*]] = arith.subi %[[I]], %[[COL]]
// VEC:   %[[ROWEND:.*]] = arith.addi %[[ROW]], %[[L]]
// VEC:   %[[MIRRORED:.*]] = arith.subi %[[ROWEND]], %[[END]]
// VEC:   %[[START:.*]] = arith.select %[[BELOW]], %[[MIRRORED]], %[[I]]
// VEC:   arith.andi %[[START]]
// VEC:   %[[INROW:.*]] = arith.cmpi ule
// VEC:   %[[GROUP:.*]] = arith.andi %[[INROW]], %[[WHOLE]]
// VEC:   %[[INB:.*]] = arith.cmpi ule
// VEC:   %[[BOTH:.*]] = arith.andi %[[GROUP]], %[[INB]]
// VEC:   scf.if %[[BOTH]] {
// VEC:     vector.load {{.*}} {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// VEC:     vector.load {{.*}} {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// VEC:     vector.shuffle {{.*}} [3, 4, 5, 6]
// VEC:     %[[W3:.*]] = arith.select
// VEC:     %[[REV:.*]] = vector.shuffle %[[W3]], %[[W3]] [3, 2, 1, 0]
// VEC:     %[[OUT:.*]] = arith.select %[[BELOW]], %[[REV]], %[[W3]] : vector<4xf32>
// VEC:     vector.store %[[OUT]], %{{.*}}[%[[I]]] {alignment = 16 : i64}
// VEC:   } else {
// VEC:     scf.for
// VEC:       memref.load
// VEC:       memref.store
func.func @reverse_subsequences_inner(%x: memref<?x?xf32>, %l: memref<?x1xi32>, %dst: memref<?x?xf32>) {
  revseq.reverse_subsequences_into %x, %l into %dst axis = 1 : memref<?x?xf32>, memref<?x1xi32> into memref<?x?xf32>
  return
}
