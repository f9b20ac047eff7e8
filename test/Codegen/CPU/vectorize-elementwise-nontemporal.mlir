// RUN: revseq-opt %s --split-input-file --revseq-vectorize-elementwise="vector-bits=128 nontemporal-bytes=256" --canonicalize | FileCheck %s
// RUN: revseq-opt %s --split-input-file --revseq-vectorize-elementwise="vector-bits=128 nontemporal-bytes=0" --canonicalize | FileCheck %s --check-prefix=NEVER

// NEVER-NOT: nontemporal

// An output of at least `nontemporal-bytes` (4 x 19 f32 = 304 bytes) stores
// its full vectors non-temporally. Each row peels scalar steps up to its
// first column whose address is a multiple of the vector (16 bytes): the
// row starts at pointer / 4 + row * 19 elements.
// CHECK-LABEL: func.func @static_large
// CHECK-SAME:    %[[X:[^:]*]]: memref<4x19xf32>, %[[Y:[^:]*]]: memref<4x19xf32>, %[[O:[^:]*]]: memref<4x19xf32>
// CHECK:         %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[O]]
// CHECK:         %[[BASE:.*]] = arith.divui %[[PTR]], %c4
// CHECK:         scf.parallel (%[[I:.*]]) = (%c0) to (%c4) step (%c1)
// CHECK:           %[[OFF:.*]] = arith.muli %[[I]], %c19
// CHECK:           %[[ROW:.*]] = arith.addi %[[BASE]], %[[OFF]]
// CHECK:           %[[MIS:.*]] = arith.remui %[[ROW]], %c4
// CHECK:           %[[GAP:.*]] = arith.subi %c4, %[[MIS]]
// CHECK:           %[[PEEL:.*]] = arith.remui %[[GAP]], %c4
// CHECK:           %[[START:.*]] = arith.minui %[[PEEL]], %c19
// CHECK:           %[[LEFT:.*]] = arith.subi %c19, %[[START]]
// CHECK:           %[[TAIL:.*]] = arith.remui %[[LEFT]], %c4
// CHECK:           %[[END:.*]] = arith.subi %c19, %[[TAIL]]
// CHECK:           scf.for %[[J:.*]] = %c0 to %[[START]] step %c1
// CHECK:             memref.store %{{.*}}, %[[O]][%[[I]], %[[J]]] : memref<4x19xf32>
// CHECK:           %[[ANY:.*]] = arith.cmpi ult, %[[START]], %[[END]]
// CHECK:           scf.if %[[ANY]]
// CHECK:             scf.for %[[K:.*]] = %[[START]] to %[[END]] step %c4
// CHECK:               %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK:               vector.store %[[SUM]], %[[O]][%[[I]], %[[K]]] {alignment = 16 : i64, nontemporal = true}
// CHECK:           scf.for %[[T:.*]] = %[[END]] to %c19 step %c1
// CHECK:             memref.store %{{.*}}, %[[O]][%[[I]], %[[T]]] : memref<4x19xf32>
func.func @static_large(%x: memref<4x19xf32>, %y: memref<4x19xf32>, %o: memref<4x19xf32>) {
  linalg.add ins(%x, %y : memref<4x19xf32>, memref<4x19xf32>) outs(%o : memref<4x19xf32>)
  return
}

// -----

// Below the threshold (2 x 8 f32 = 64 bytes): plain stores, no peeling.
// CHECK-LABEL: func.func @static_small
// CHECK-NOT:     extract_aligned_pointer
// CHECK:         vector.store
// CHECK-NOT:     nontemporal
// CHECK:         return
func.func @static_small(%x: memref<2x8xf32>, %y: memref<2x8xf32>, %o: memref<2x8xf32>) {
  linalg.add ins(%x, %y : memref<2x8xf32>, memref<2x8xf32>) outs(%o : memref<2x8xf32>)
  return
}

// -----

// A dynamic shape decides at run time: the peel and the store kind both
// follow `bytes >= nontemporal-bytes`; the address uses the output's
// strides.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:    %[[X:[^:]*]]: memref<?x?xf32>, %[[Y:[^:]*]]: memref<?x?xf32>, %[[O:[^:]*]]: memref<?x?xf32>
// CHECK:         %[[D0:.*]] = memref.dim %[[O]], %c0
// CHECK:         %[[D1:.*]] = memref.dim %[[O]], %c1
// CHECK:         %[[B0:.*]] = arith.muli %[[D0]], %c4
// CHECK:         %[[BYTES:.*]] = arith.muli %[[B0]], %[[D1]]
// CHECK:         %[[LARGE:.*]] = arith.cmpi uge, %[[BYTES]], %c256
// CHECK:         %{{.*}}, %{{.*}}, %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[O]]
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           arith.muli %[[I]], %[[STRIDES]]#0
// CHECK:           %[[ALIGNED:.*]] = arith.minui
// CHECK:           %[[START:.*]] = arith.select %[[LARGE]], %[[ALIGNED]], %c0
// CHECK:           scf.for %{{.*}} = %c0 to %[[START]] step %c1
// CHECK:           scf.for %[[K:.*]] = %[[START]] to %{{.*}} step %c4
// CHECK:             scf.if %[[LARGE]] {
// CHECK:               vector.store %{{.*}}, %[[O]][%[[I]], %[[K]]] {alignment = 16 : i64, nontemporal = true}
// CHECK:             } else {
// CHECK:               vector.store %{{.*}}, %[[O]][%[[I]], %[[K]]] : memref<?x?xf32>, vector<4xf32>
func.func @dynamic(%x: memref<?x?xf32>, %y: memref<?x?xf32>, %o: memref<?x?xf32>) {
  linalg.add ins(%x, %y : memref<?x?xf32>, memref<?x?xf32>) outs(%o : memref<?x?xf32>)
  return
}

// -----

// Two outputs keep plain stores.
// CHECK-LABEL: func.func @two_outputs
// CHECK-NOT:     nontemporal
// CHECK:         return
func.func @two_outputs(%x: memref<4x19xf32>, %o: memref<4x19xf32>, %p: memref<4x19xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x19xf32>) outs(%o, %p : memref<4x19xf32>, memref<4x19xf32>) {
  ^bb0(%in: f32, %a: f32, %b: f32):
    %n = arith.negf %in : f32
    linalg.yield %in, %n : f32, f32
  }
  return
}

// -----

// A tile (a subview) counts the buffer it views: a 2 x 8 tile of a 64 x 64
// f32 buffer (16 KiB) stores non-temporally, each row peeled from the
// tile's own address (offset and strides from its metadata).
// CHECK-LABEL: func.func @tile_of_large
// CHECK-SAME:    %[[O:[^:]*]]: memref<64x64xf32>
// CHECK:         %[[TILE:.*]] = memref.subview %[[O]]
// CHECK:         %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[TILE]]
// CHECK:         %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[TILE]]
// CHECK:         %[[BASE:.*]] = arith.divui %[[PTR]], %c4
// CHECK:         arith.addi %[[BASE]], %[[OFF]]
// CHECK:         scf.parallel
// CHECK:           vector.store %{{.*}}, %[[TILE]][%{{.*}}, %{{.*}}] {alignment = 16 : i64, nontemporal = true}
func.func @tile_of_large(%x: memref<2x8xf32>, %o: memref<64x64xf32>, %i: index, %j: index) {
  %tile = memref.subview %o[%i, %j] [2, 8] [1, 1] : memref<64x64xf32> to memref<2x8xf32, strided<[64, 1], offset: ?>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<2x8xf32>) outs(%tile : memref<2x8xf32, strided<[64, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  }
  return
}
