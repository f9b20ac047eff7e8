// RUN: revseq-opt %s --split-input-file --revseq-vectorize-elementwise=vector-bits=128 | FileCheck %s

// Static rows need no run-time decisions (no canonicalization here): a row
// of whole vectors (16 = 4 x 4 lanes) has the vector loop alone, without
// the guard for rows without vectors or the scalar tail loop.
// CHECK-LABEL: func.func @whole_vectors
// CHECK: scf.parallel
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: vector.load
// CHECK-NOT: scf.for
// CHECK: return
func.func @whole_vectors(%x: memref<4x16xf32>, %y: memref<4x16xf32>, %o: memref<4x16xf32>) {
  linalg.add ins(%x, %y : memref<4x16xf32>, memref<4x16xf32>) outs(%o : memref<4x16xf32>)
  return
}

// -----

// A row shorter than a vector: the scalar loop alone.
// CHECK-LABEL: func.func @shorter_than_a_vector
// CHECK: scf.parallel
// CHECK-NOT: scf.if
// CHECK-NOT: vector.
// CHECK: scf.for
// CHECK: memref.load
// CHECK-NOT: vector.
// CHECK: return
func.func @shorter_than_a_vector(%x: memref<4x3xf32>, %y: memref<4x3xf32>, %o: memref<4x3xf32>) {
  linalg.add ins(%x, %y : memref<4x3xf32>, memref<4x3xf32>) outs(%o : memref<4x3xf32>)
  return
}

// -----

// 19 = 4 x 4 + 3: the vector loop without its guard, then the tail.
// CHECK-LABEL: func.func @vectors_and_tail
// CHECK: scf.parallel
// CHECK-NOT: scf.if
// CHECK: scf.for
// CHECK: vector.load
// CHECK: scf.for
// CHECK: memref.load
// CHECK: return
func.func @vectors_and_tail(%x: memref<4x19xf32>, %y: memref<4x19xf32>, %o: memref<4x19xf32>) {
  linalg.add ins(%x, %y : memref<4x19xf32>, memref<4x19xf32>) outs(%o : memref<4x19xf32>)
  return
}

// -----

// A dynamic row keeps both decisions for run time.
// CHECK-LABEL: func.func @dynamic
// CHECK: scf.if
// CHECK: vector.load
// CHECK: scf.for
// CHECK: memref.load
func.func @dynamic(%x: memref<4x?xf32>, %y: memref<4x?xf32>, %o: memref<4x?xf32>) {
  linalg.add ins(%x, %y : memref<4x?xf32>, memref<4x?xf32>) outs(%o : memref<4x?xf32>)
  return
}
