// RUN: revseq-opt %s --convert-revseq-to-vector="vector-bits=256" --cse --split-input-file | FileCheck %s

// The in-place forms (destination = input, the same SSA value): rows
// swapped whole with vector loads and stores, crosswise; no scratch buffer,
// no non-temporal store (every line written was just read).

// Reverse axis 0: rows i < 2 of 5 swap with rows 4 - i, 8 lanes at a time,
// the tail element by element.
// CHECK-LABEL: func.func @rows
// CHECK-SAME:    (%[[B:.*]]: memref<5x20xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}})
// CHECK:           %[[M:.*]] = arith.subi %{{.*}}, %[[I]] : index
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[X:.*]] = vector.load %[[B]][%[[I]], %[[J]]] : memref<5x20xf32>, vector<8xf32>
// CHECK:             %[[Y:.*]] = vector.load %[[B]][%[[M]], %[[J]]] : memref<5x20xf32>, vector<8xf32>
// CHECK:             vector.store %[[Y]], %[[B]][%[[I]], %[[J]]]
// CHECK:             vector.store %[[X]], %[[B]][%[[M]], %[[J]]]
// CHECK:           scf.for
// CHECK:             memref.load
// CHECK:             memref.load
// CHECK-NOT:     vector.shuffle
// CHECK-NOT:     nontemporal
func.func @rows(%b: memref<5x20xf32>) {
  revseq.reverse_into %b into %b axes = [0] : memref<5x20xf32> into memref<5x20xf32>
  return
}

// -----

// ReverseSequence [B, T] (the sequence axis innermost): each row reverses
// its own prefix of length L from both ends, a vector from the front and
// its mirror from the back, lanes reversed, stored crosswise.
// CHECK-LABEL: func.func @prefix_rows
// CHECK-SAME:    (%[[B:.*]]: memref<?x?xf32>, %[[L:.*]]: memref<?xi64>)
// CHECK-NOT:     memref.alloc
// CHECK:         scf.parallel
// CHECK:           scf.for
// CHECK:             %[[X:.*]] = vector.load %[[B]]
// CHECK:             %[[Y:.*]] = vector.load %[[B]]
// CHECK:             %[[RX:.*]] = vector.shuffle %[[X]], %[[X]] [7, 6, 5, 4, 3, 2, 1, 0]
// CHECK:             %[[RY:.*]] = vector.shuffle %[[Y]], %[[Y]] [7, 6, 5, 4, 3, 2, 1, 0]
// CHECK:             vector.store %[[RY]], %[[B]]
// CHECK:             vector.store %[[RX]], %[[B]]
func.func @prefix_rows(%b: memref<?x?xf32>, %len: memref<?xi64>) {
  revseq.reverse_sequence_into %b, %len into %b batch_axis = 0, seq_axis = 1
      : memref<?x?xf32>, memref<?xi64> into memref<?x?xf32>
  return
}

// -----

// f16 and bf16 move as i16 through one view of the buffer, so the op stays
// in place (two views would make it an out-of-place op on aliasing
// buffers).
// CHECK-LABEL: func.func @half
// CHECK:         %[[V:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<4x6xbf16> to memref<4x6xi16>
// CHECK-NOT:     unrealized_conversion_cast
// CHECK:         vector.load %[[V]]
// CHECK:         vector.store %{{.*}}, %[[V]]
func.func @half(%b: memref<4x6xbf16>) {
  revseq.reverse_into %b into %b axes = [1] : memref<4x6xbf16> into memref<4x6xbf16>
  return
}

// -----

// The batch axis innermost: the lengths vary along the rows. When the
// clamped lengths are all equal (checked at run time) the pairs of rows
// swap whole (vector loads of both, stored crosswise, in an scf.parallel
// over the pairs); otherwise the column-strip kernel runs with the buffer
// as its destination: each strip of columns is first staged whole in its
// own scratch buffer (loads from the buffer, stores to the scratch), and
// only then written back (no store to the buffer before the staging loop
// ends).
// CHECK-LABEL: func.func @gather_layout(
// CHECK-SAME:      %[[B:.*]]: memref<8x4xf32>
// CHECK-NOT:     memref.copy
// CHECK:         scf.if
// CHECK:           scf.parallel (%[[T:.*]]) =
// CHECK:             %[[U:.*]] = arith.subi %{{.*}}, %[[T]]
// CHECK:             scf.for %[[J:.*]] =
// CHECK:               %[[X:.*]] = vector.load %[[B]][%[[T]], %[[J]]]
// CHECK:               %[[Y:.*]] = vector.load %[[B]][%[[U]], %[[J]]]
// CHECK:               vector.store %[[Y]], %[[B]][%[[T]], %[[J]]]
// CHECK:               vector.store %[[X]], %[[B]][%[[U]], %[[J]]]
// CHECK:         } else {
// CHECK:         scf.parallel
// CHECK:           %[[SCRATCH:.*]] = memref.alloc({{.*}}) {alignment = 64 : i64} : memref<256x?xf32>
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               vector.maskedload %[[B]]
// CHECK:               vector.store %{{.*}}, %[[SCRATCH]]
// CHECK-NOT:         vector.store %{{.*}}, %[[B]]
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               vector.load %[[SCRATCH]]
// CHECK:               vector.store %{{.*}}, %[[B]]
// CHECK:           memref.dealloc %[[SCRATCH]]
func.func @gather_layout(%b: memref<8x4xf32>, %len: memref<4xi64>) {
  revseq.reverse_sequence_into %b, %len into %b batch_axis = 1, seq_axis = 0
      : memref<8x4xf32>, memref<4xi64> into memref<8x4xf32>
  return
}

// -----

// A dynamic axis: the strips where it fits the scratch limit (f32, 8
// lanes: 32768 rows), else the scalar swap loops (each pair below its
// length's middle swapped by one point of an scf.parallel).
// CHECK-LABEL: func.func @gather_dynamic(
// CHECK-SAME:      %[[B:.*]]: memref<?x?xf32>
// CHECK:         %[[T:.*]] = memref.dim %[[B]], %c0
// CHECK:         %[[FITS:.*]] = arith.cmpi ule, %[[T]], %c32768
// CHECK:         scf.if %[[FITS]] {
// CHECK:           memref.alloc({{.*}}) : memref<?xi64>
// CHECK:           scf.parallel
// CHECK:             memref.alloc({{.*}}) {alignment = 64 : i64}
// CHECK:         } else {
// CHECK:           scf.parallel
// CHECK:             scf.if
// CHECK:               memref.load %[[B]]
// CHECK:               memref.load %[[B]]
// CHECK:               memref.store %{{.*}}, %[[B]]
// CHECK:               memref.store %{{.*}}, %[[B]]
// CHECK:         }
// CHECK-NOT:     memref.copy
func.func @gather_dynamic(%b: memref<?x?xf32>, %len: memref<?xi64>) {
  revseq.reverse_sequence_into %b, %len into %b batch_axis = 1, seq_axis = 0
      : memref<?x?xf32>, memref<?xi64> into memref<?x?xf32>
  return
}

// -----

// A static axis too long to stage: the scalar swap loops alone.
// CHECK-LABEL: func.func @gather_long(
// CHECK-NOT:     memref.alloc
// CHECK:         scf.parallel
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @gather_long(%b: memref<2x40000x3xf32>, %len: memref<2x1x3xi32>) {
  revseq.reverse_subsequences_into %b, %len into %b axis = 1
      : memref<2x40000x3xf32>, memref<2x1x3xi32> into memref<2x40000x3xf32>
  return
}
