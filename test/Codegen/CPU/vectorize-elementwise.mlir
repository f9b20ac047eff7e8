// RUN: revseq-opt %s --split-input-file --revseq-vectorize-elementwise="vector-bits=128 nontemporal-bytes=0" --canonicalize | FileCheck %s
// RUN: not revseq-opt %s --split-input-file --revseq-vectorize-elementwise=vector-bits=96 2>&1 | FileCheck %s --check-prefix=BITS

// BITS: revseq-vectorize-elementwise: vector-bits=96 is invalid: expected 0 (the host CPU's width) or a power of two in [64, 2048]

// revseq-vectorize-elementwise: an elementwise generic on buffers becomes a
// parallel loop over rows around vector steps of 128 / 32 = 4 lanes and a
// scalar tail. A mirrored innermost index is one contiguous load reversed
// in registers.
// CHECK-LABEL: func.func @reversed_inner
// CHECK-SAME:    %[[X:[^:]*]]: memref<4x19xf32>, %[[Y:[^:]*]]: memref<4x19xf32>, %[[O:[^:]*]]: memref<4x19xf32>
// CHECK:         scf.parallel (%[[I:.*]]) = (%c0) to (%c4) step (%c1)
// CHECK:           scf.for %[[J:.*]] = %c0 to %c16 step %c4
// CHECK:             %[[IN:.*]] = vector.load %[[Y]][%[[I]], %[[J]]] : memref<4x19xf32>, vector<4xf32>
// CHECK:             %[[AT:.*]] = arith.subi %c15, %[[J]]
// CHECK:             %[[V:.*]] = vector.load %[[X]][%[[I]], %[[AT]]] : memref<4x19xf32>, vector<4xf32>
// CHECK:             %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [3, 2, 1, 0]
// CHECK:             %[[S:.*]] = arith.addf %[[R]], %[[IN]] : vector<4xf32>
// CHECK:             vector.store %[[S]], %[[O]][%[[I]], %[[J]]]
// CHECK:           scf.for %[[T:.*]] = %c16 to %c19 step %c1
// CHECK:             memref.load %[[Y]][%[[I]], %[[T]]]
// CHECK:             memref.store %{{.*}}, %[[O]][%[[I]], %[[T]]]
// CHECK-NOT:     linalg.generic
func.func @reversed_inner(%x: memref<4x19xf32>, %y: memref<4x19xf32>, %o: memref<4x19xf32>) {
  %c18 = arith.constant 18 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<4x19xf32>) outs(%o : memref<4x19xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %m = arith.subi %c18, %j : index
    %v = memref.load %x[%i, %m] : memref<4x19xf32>
    %s = arith.addf %v, %in : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// The prefix of a length op along the innermost axis: the length is a
// scalar computed once per row (for a row with full vectors); a step below
// it is one reversed load, a step at or above it one plain load, only the
// step across it gathers.
// CHECK-LABEL: func.func @prefix
// CHECK-SAME:    %[[X:[^:]*]]: memref<?x?xf32>, %[[L:[^:]*]]: memref<?xi64>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]]
// CHECK:         %[[END0:.*]] = arith.subi
// CHECK:         %[[ANY:.*]] = arith.cmpi ne, %[[END0]], %c0
// CHECK:         scf.parallel (%[[B:.*]]) =
// CHECK:           scf.if %[[ANY]]
// CHECK:             %[[RAW:.*]] = memref.load %[[L]][%[[B]]] : memref<?xi64>
// CHECK:             %[[LEN:.*]] = arith.index_cast %[[RAW]] : i64 to index
// CHECK:             scf.for %[[T:.*]] = %c0 to %{{.*}} step %c4
// CHECK:             %[[END:.*]] = arith.addi %[[T]], %c4
// CHECK:             %[[BELOW:.*]] = arith.cmpi ule, %[[END]], %[[LEN]]
// CHECK:             %[[ABOVE:.*]] = arith.cmpi uge, %[[T]], %[[LEN]]
// CHECK:             scf.if %[[BELOW]] -> (vector<4xf32>)
// CHECK:               %[[V:.*]] = vector.load %[[X]][%[[B]], %{{.*}}]
// CHECK:               vector.shuffle %[[V]], %[[V]] [3, 2, 1, 0]
// CHECK:             } else {
// CHECK:               scf.if %[[ABOVE]] -> (vector<4xf32>)
// CHECK:                 vector.load %[[X]][%[[B]], %[[T]]]
// CHECK:               } else {
// CHECK:                 vector.gather %[[FLAT]][%c0]
func.func @prefix(%x: memref<?x?xf32>, %l: memref<?xi64>, %o: memref<?x?xf32>) {
  %c1 = arith.constant 1 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      outs(%o : memref<?x?xf32>) {
  ^bb0(%out: f32):
    %b = linalg.index 0 : index
    %t = linalg.index 1 : index
    %raw = memref.load %l[%b] : memref<?xi64>
    %len = arith.index_cast %raw : i64 to index
    %below = arith.cmpi ult, %t, %len : index
    %last = arith.subi %len, %c1 : index
    %m = arith.subi %last, %t : index
    %src = arith.select %below, %m, %t : index
    %v = memref.load %x[%b, %src] : memref<?x?xf32>
    linalg.yield %v : f32
  }
  return
}

// -----

// The batch axis innermost: the lengths are a vector, the input gathers.
// CHECK-LABEL: func.func @gather
// CHECK-SAME:    %[[X:[^:]*]]: memref<?x?xf32>, %[[L:[^:]*]]: memref<?xi64>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[X]]
// CHECK:         scf.for %[[B:.*]] = %c0 to %{{.*}} step %c4
// CHECK:           %[[LV:.*]] = vector.load %[[L]][%[[B]]] : memref<?xi64>, vector<4xi64>
// CHECK:           arith.index_cast %[[LV]] : vector<4xi64> to vector<4xindex>
// CHECK:           vector.gather %[[FLAT]][%c0] [%{{.*}}], %{{.*}}, %{{.*}} : memref<?xf32>, vector<4xindex>
func.func @gather(%x: memref<?x?xf32>, %l: memref<?xi64>, %o: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      outs(%o : memref<?x?xf32>) {
  ^bb0(%out: f32):
    %t = linalg.index 0 : index
    %b = linalg.index 1 : index
    %len = memref.load %l[%b] : memref<?xi64>
    %li = arith.index_cast %len : i64 to index
    %v = memref.load %x[%li, %b] : memref<?x?xf32>
    linalg.yield %v : f32
  }
  return
}

// -----

// An operand that does not vary along the innermost loop is one scalar per
// row, broadcast; an output that is read is loaded.
// CHECK-LABEL: func.func @broadcast_row
// CHECK:           %[[S:.*]] = memref.load %arg0[%[[I:.*]]] : memref<4xf32>
// CHECK:           scf.for
// CHECK:           %[[OUT:.*]] = vector.load %arg1[%[[I]], %{{.*}}] : memref<4x8xf32>, vector<4xf32>
// CHECK:           %[[B:.*]] = vector.broadcast %[[S]] : f32 to vector<4xf32>
// CHECK:           arith.addf %[[B]], %[[OUT]] : vector<4xf32>
func.func @broadcast_row(%r: memref<4xf32>, %o: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%r : memref<4xf32>) outs(%o : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Left to convert-linalg-to-loops: a strided innermost output dim.
// CHECK-LABEL: func.func @strided_output
// CHECK:         linalg.generic
func.func @strided_output(%y: memref<4x8xf32>, %o: memref<4x8xf32, strided<[16, 2], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<4x8xf32>) outs(%o : memref<4x8xf32, strided<[16, 2], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

// Left to convert-linalg-to-loops: i1 elements.
// CHECK-LABEL: func.func @bool
// CHECK:         linalg.generic
func.func @bool(%x: memref<4x8xi1>, %o: memref<4x8xi1>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x8xi1>) outs(%o : memref<4x8xi1>) {
  ^bb0(%in: i1, %out: i1):
    linalg.yield %in : i1
  }
  return
}

// -----

// linalg.fill is elementwise with a scalar operand: a splat stored per step.
// CHECK-LABEL: func.func @fill
// CHECK-SAME:    %[[V:[^:]*]]: f32
// CHECK:         scf.for
// CHECK:           %[[S:.*]] = vector.broadcast %[[V]] : f32 to vector<4xf32>
// CHECK:           vector.store %[[S]], %arg1
// CHECK-NOT:     linalg.fill
func.func @fill(%v: f32, %o: memref<4x8xf32>) {
  linalg.fill ins(%v : f32) outs(%o : memref<4x8xf32>)
  return
}

// -----

// A tile of a fused loop (what tile_using_for / tile_using_forall make of
// it): the body reads at `tile offset + linalg.index` through affine.apply,
// which is expanded into arith, so the mirrored innermost index is still
// one reversed contiguous load, not a gather.
// CHECK-LABEL: func.func @tiled_body
// CHECK-SAME:    %[[X:[^:]*]]: memref<4x16xf32>, %{{[^:]*}}: memref<2x8xf32, strided<[16, 1], offset: ?>>, %{{[^:]*}}: memref<2x8xf32, strided<[16, 1], offset: ?>>, %[[R:[^:]*]]: index, %[[C:[^:]*]]: index
// CHECK-NOT:     affine.apply
// CHECK-NOT:     vector.gather
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           %[[ROW:.*]] = arith.addi %[[R]], %[[I]] : index
// CHECK:           scf.for %[[J:.*]] = %c0 to %c8 step %c4
// CHECK:             %[[COL:.*]] = arith.addi %[[C]], %[[J]] : index
// CHECK:             %[[AT:.*]] = arith.subi %c12, %[[COL]]
// CHECK:             %[[V:.*]] = vector.load %[[X]][%[[ROW]], %[[AT]]] : memref<4x16xf32>, vector<4xf32>
// CHECK:             vector.shuffle %[[V]], %[[V]] [3, 2, 1, 0]
// CHECK-NOT:     vector.gather
func.func @tiled_body(%x: memref<4x16xf32>, %y: memref<2x8xf32, strided<[16, 1], offset: ?>>,
                      %o: memref<2x8xf32, strided<[16, 1], offset: ?>>, %r: index, %c: index) {
  %c15 = arith.constant 15 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<2x8xf32, strided<[16, 1], offset: ?>>)
      outs(%o : memref<2x8xf32, strided<[16, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %row = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%r)[%i]
    %j = linalg.index 1 : index
    %col = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%c)[%j]
    %m = arith.subi %c15, %col : index
    %v = memref.load %x[%row, %m] : memref<4x16xf32>
    %s = arith.addf %v, %in : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Loads from strided buffers (a tile-and-fuse driver's slices of the input):
// a unit innermost stride still gives contiguous (here reversed) loads; any
// other stride gathers from the base buffer viewed as 1-D, at offset +
// sum(index * stride).
// CHECK-LABEL: func.func @strided_loads
// CHECK-SAME:    %[[S:[^:]*]]: memref<4x8xf32, strided<[16, 1], offset: ?>>, %[[T:[^:]*]]: memref<4x8xf32, strided<[16, 2], offset: ?>>
// CHECK-DAG:     %[[STR1:.*]] = arith.constant dense<2> : vector<4xindex>
// CHECK-DAG:     %[[STR0:.*]] = arith.constant dense<16> : vector<4xindex>
// CHECK:         %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[T]]
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %[[T]] to offset: [0], sizes: [%{{.*}}], strides: [1]
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           scf.for %[[J:.*]] = %c0 to %c8 step %c4
// CHECK:             %[[V:.*]] = vector.load %[[S]][%{{.*}}, %{{.*}}] : memref<4x8xf32, strided<[16, 1], offset: ?>>, vector<4xf32>
// CHECK:             vector.shuffle %[[V]], %[[V]] [3, 2, 1, 0]
// CHECK:             %[[O:.*]] = vector.broadcast %[[OFF]]
// CHECK:             %[[ROW:.*]] = arith.muli %{{.*}}, %[[STR0]]
// CHECK:             %[[AT0:.*]] = arith.addi %[[O]], %[[ROW]]
// CHECK:             %[[COL:.*]] = arith.muli %{{.*}}, %[[STR1]]
// CHECK:             %[[AT:.*]] = arith.addi %[[AT0]], %[[COL]]
// CHECK:             vector.gather %[[FLAT]][%c0] [%[[AT]]]
// CHECK-NOT:     linalg.generic
func.func @strided_loads(%s: memref<4x8xf32, strided<[16, 1], offset: ?>>, %t: memref<4x8xf32, strided<[16, 2], offset: ?>>,
                         %o: memref<4x8xf32>) {
  %c7 = arith.constant 7 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%o : memref<4x8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %m = arith.subi %c7, %j : index
    %a = memref.load %s[%i, %m] : memref<4x8xf32, strided<[16, 1], offset: ?>>
    %b = memref.load %t[%i, %j] : memref<4x8xf32, strided<[16, 2], offset: ?>>
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  }
  return
}
