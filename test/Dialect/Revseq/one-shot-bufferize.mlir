// The bufferization steps of the named pipelines (lib/Pipelines/CPUPipeline.cpp),
// then --cse --canonicalize to fold the copy of a slice into itself that
// tensor.insert_slice leaves when its source was written in place (the
// pipelines' deallocation pipeline does the same).
// DEFINE: %{one-shot} = --one-shot-bufferize="bufferize-function-boundaries \
// DEFINE:   allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map"
// RUN: revseq-opt %s --revseq-destination-style --eliminate-empty-tensors \
// RUN:   %{one-shot} --cse --canonicalize | FileCheck %s
// Upstream's one-shot-bufferize alone (no revseq-destination-style): each
// value form reverses its dying input in place (in-place.mlir), and the
// result is copied where the destination is.
// RUN: revseq-opt %s %{one-shot} --cse --canonicalize \
// RUN:   | FileCheck %s --check-prefix=UPSTREAM

// One-shot bufferization puts a revseq result where the surrounding IR
// wants it: revseq-destination-style gives every op a tensor.empty
// destination, eliminate-empty-tensors replaces it with the destination of
// the consumer, and the `_into` form bufferizes in place. Each destination
// form below is checked to write the result directly, with no allocation
// and no copy of it. Function results under the named pipelines'
// out-params ABI are in one-shot-bufferize-out-params.mlir.

//===----------------------------------------------------------------------===//
// (a) Function results
//===----------------------------------------------------------------------===//

// Without out-params a returned result is one allocation, written in place
// and returned (no copy).
// CHECK-LABEL: func.func @result_reverse_static
// CHECK-SAME:    (%[[X:.*]]: memref<4x8xf32>) -> memref<4x8xf32>
// CHECK:         %[[ALLOC:.*]] = memref.alloc() {{.*}}: memref<4x8xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_into %[[X]] into %[[ALLOC]] axes = [0, 1]
// CHECK-SAME:      : memref<4x8xf32> into memref<4x8xf32>
// CHECK-NOT:     memref.copy
// CHECK:         return %[[ALLOC]]
// UPSTREAM-LABEL: func.func @result_reverse_static
// UPSTREAM-SAME:    (%[[X:.*]]: memref<4x8xf32>) -> memref<4x8xf32>
// UPSTREAM-NOT:     memref.alloc
// UPSTREAM:         revseq.reverse_into %[[X]] into %[[X]] axes = [0, 1]
// UPSTREAM:         return %[[X]]
func.func @result_reverse_static(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @result_reverse_sequence_dynamic
// CHECK-SAME:    (%[[X:.*]]: memref<?x?xf32>, %[[LEN:.*]]: memref<?xi64>) -> memref<?x?xf32>
// CHECK:         %[[ALLOC:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {{.*}}: memref<?x?xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_sequence_into %[[X]], %[[LEN]] into %[[ALLOC]]
// CHECK-SAME:      batch_axis = 1, seq_axis = 0
// CHECK-NOT:     memref.copy
// CHECK:         return %[[ALLOC]]
func.func @result_reverse_sequence_dynamic(%x: tensor<?x?xf32>,
                                           %len: tensor<?xi64>)
    -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %len batch_axis = 1, seq_axis = 0
      : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// (b) materialize_in_destination
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @materialize_reverse_dynamic
// CHECK-SAME:    (%[[X:.*]]: memref<?x8xf32>, %[[AXES:.*]]: memref<?xi64>, %[[OUT:.*]]: memref<?x8xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_dynamic_into %[[X]], %[[AXES]] into %[[OUT]] mode = index
// CHECK-SAME:      : memref<?x8xf32>, memref<?xi64> into memref<?x8xf32>
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
// UPSTREAM-LABEL: func.func @materialize_reverse_dynamic
// UPSTREAM-SAME:    (%[[X:.*]]: memref<?x8xf32>, %[[AXES:.*]]: memref<?xi64>, %[[OUT:.*]]: memref<?x8xf32>)
// UPSTREAM-NOT:     memref.alloc
// UPSTREAM:         revseq.reverse_dynamic_into %[[X]], %[[AXES]] into %[[X]] mode = index
// UPSTREAM:         memref.copy %[[X]], %[[OUT]]
func.func @materialize_reverse_dynamic(%x: tensor<?x8xf32>,
                                       %axes: tensor<?xi64>,
                                       %out: memref<?x8xf32>) {
  %0 = revseq.reverse_dynamic %x, %axes mode = index
      : tensor<?x8xf32>, tensor<?xi64>
  bufferization.materialize_in_destination %0 in restrict writable %out
      : (tensor<?x8xf32>, memref<?x8xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @materialize_reverse_subsequences_static
// CHECK-SAME:    (%[[X:.*]]: memref<4x8xi32>, %[[LEN:.*]]: memref<4x1xi32>, %[[OUT:.*]]: memref<4x8xi32, strided<[16, 1]>>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_subsequences_into %[[X]], %[[LEN]] into %[[OUT]] axis = 1
// CHECK-SAME:      into memref<4x8xi32, strided<[16, 1]>>
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
func.func @materialize_reverse_subsequences_static(
    %x: tensor<4x8xi32>, %len: tensor<4x1xi32>,
    %out: memref<4x8xi32, strided<[16, 1]>>) {
  %0 = revseq.reverse_subsequences %x, %len axis = 1
      : tensor<4x8xi32>, tensor<4x1xi32>
  bufferization.materialize_in_destination %0 in restrict writable %out
      : (tensor<4x8xi32>, memref<4x8xi32, strided<[16, 1]>>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// (c) tensor.insert_slice into a larger tensor
//===----------------------------------------------------------------------===//

// The result is written into the subview of the destination's buffer.
// CHECK-LABEL: func.func @insert_slice_reverse_sequence
// CHECK-SAME:    (%[[X:.*]]: memref<4x8xf32>, %[[LEN:.*]]: memref<8xi64>, %[[BIG:.*]]: memref<16x32xf32>, %[[OFF:.*]]: index)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[SV:.*]] = memref.subview %[[BIG]][%[[OFF]], 8] [4, 8] [1, 1]
// CHECK:         revseq.reverse_sequence_into %[[X]], %[[LEN]] into %[[SV]]
// CHECK-SAME:      into memref<4x8xf32, strided<[32, 1], offset: ?>>
// CHECK-NOT:     memref.copy
// CHECK:         return %[[BIG]]
// UPSTREAM-LABEL: func.func @insert_slice_reverse_sequence
// UPSTREAM-SAME:    (%[[X:.*]]: memref<4x8xf32>, %[[LEN:.*]]: memref<8xi64>, %[[BIG:.*]]: memref<16x32xf32>, %[[OFF:.*]]: index)
// UPSTREAM-NOT:     memref.alloc
// UPSTREAM:         revseq.reverse_sequence_into %[[X]], %[[LEN]] into %[[X]]
// UPSTREAM:         %[[SV:.*]] = memref.subview %[[BIG]][%[[OFF]], 8] [4, 8] [1, 1]
// UPSTREAM:         memref.copy %[[X]], %[[SV]]
// UPSTREAM:         return %[[BIG]]
func.func @insert_slice_reverse_sequence(%x: tensor<4x8xf32>,
                                         %len: tensor<8xi64>,
                                         %big: tensor<16x32xf32>,
                                         %off: index) -> tensor<16x32xf32> {
  %0 = revseq.reverse_sequence %x, %len batch_axis = 1, seq_axis = 0
      : tensor<4x8xf32>, tensor<8xi64>
  %1 = tensor.insert_slice %0 into %big[%off, 8] [4, 8] [1, 1]
      : tensor<4x8xf32> into tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}

// Dynamic sizes, offsets and strides.
// CHECK-LABEL: func.func @insert_slice_reverse_subsequences_dynamic
// CHECK-SAME:    (%[[X:.*]]: memref<?x?xf32>, %[[LEN:.*]]: memref<?x1xi64>, %[[BIG:.*]]: memref<?x?xf32>, %[[OFF:.*]]: index, %[[STRIDE:.*]]: index)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[SV:.*]] = memref.subview %[[BIG]][%[[OFF]], %[[OFF]]] [%{{.*}}, %{{.*}}] [1, %[[STRIDE]]]
// CHECK:         revseq.reverse_subsequences_into %[[X]], %[[LEN]] into %[[SV]] axis = 1
// CHECK-SAME:      into memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NOT:     memref.copy
// CHECK:         return %[[BIG]]
func.func @insert_slice_reverse_subsequences_dynamic(
    %x: tensor<?x?xf32>, %len: tensor<?x1xi64>, %big: tensor<?x?xf32>,
    %off: index, %stride: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse_subsequences %x, %len axis = 1
      : tensor<?x?xf32>, tensor<?x1xi64>
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %1 = tensor.insert_slice %0 into %big[%off, %off] [%d0, %d1] [1, %stride]
      : tensor<?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// A source that overlaps its destination: the kernels cannot read what
// they write, so the analysis copies the source once and the result is
// still written in place.
// CHECK-LABEL: func.func @insert_slice_overlapping_source
// CHECK-SAME:    (%[[BIG:.*]]: memref<8xf32>) -> memref<8xf32>
// CHECK:         %[[SRC:.*]] = memref.subview %[[BIG]][0] [6] [1]
// CHECK:         %[[TMP:.*]] = memref.alloc() {{.*}}: memref<6xf32>
// CHECK-NEXT:    memref.copy %[[SRC]], %[[TMP]]
// CHECK-NEXT:    %[[DST:.*]] = memref.subview %[[BIG]][2] [6] [1]
// CHECK-NEXT:    revseq.reverse_into %[[TMP]] into %[[DST]] axes = [0]
// CHECK-NOT:     memref.copy
// CHECK:         return %[[BIG]]
func.func @insert_slice_overlapping_source(%big: tensor<8xf32>)
    -> tensor<8xf32> {
  %s = tensor.extract_slice %big[0] [6] [1] : tensor<8xf32> to tensor<6xf32>
  %r = revseq.reverse %s axes = [0] : tensor<6xf32>
  %b = tensor.insert_slice %r into %big[2] [6] [1]
      : tensor<6xf32> into tensor<8xf32>
  return %b : tensor<8xf32>
}

//===----------------------------------------------------------------------===//
// (d) The destination of a consuming destination-style op
//===----------------------------------------------------------------------===//

// A revseq result used as the `outs` of a linalg.generic that reads and
// updates it: the generic runs in place on the buffer revseq wrote (the
// result's one allocation).
// CHECK-LABEL: func.func @outs_of_linalg_generic
// CHECK-SAME:    (%[[X:.*]]: memref<?x?xf32>, %[[Y:.*]]: memref<?x?xf32>)
// CHECK:         %[[ALLOC:.*]] = memref.alloc
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_into %[[X]] into %[[ALLOC]] axes = [1]
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[Y]] : memref<?x?xf32>) outs(%[[ALLOC]] : memref<?x?xf32>)
// CHECK-NOT:     memref.copy
// CHECK:         return %[[ALLOC]]
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @outs_of_linalg_generic(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>)
    -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// The destination of an elementwise consumer whose destination is
// eliminated too: revseq and the consumer both write the insert_slice
// destination.
// CHECK-LABEL: func.func @outs_of_linalg_map_in_slice
// CHECK-SAME:    (%[[X:.*]]: memref<8xf32>, %[[BIG:.*]]: memref<32xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[SV:.*]] = memref.subview %[[BIG]][4] [8] [1]
// CHECK:         revseq.reverse_into %[[X]] into %[[SV]] axes = [0]
// CHECK:         linalg.map { arith.addf } ins(%[[SV]], %[[X]] : {{.*}}) outs(%[[SV]] : {{.*}})
// CHECK-NOT:     memref.copy
// CHECK:         return %[[BIG]]
func.func @outs_of_linalg_map_in_slice(%x: tensor<8xf32>, %big: tensor<32xf32>)
    -> tensor<32xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<8xf32>
  %1 = linalg.map { arith.addf } ins(%0, %x : tensor<8xf32>, tensor<8xf32>)
      outs(%0 : tensor<8xf32>)
  %2 = tensor.insert_slice %1 into %big[4] [8] [1]
      : tensor<8xf32> into tensor<32xf32>
  return %2 : tensor<32xf32>
}

// A revseq result as the destination of another `_into` op: the second
// overwrites the first's buffer (the first result is dead after it).
// CHECK-LABEL: func.func @init_of_into_op
// CHECK-SAME:    (%[[X:.*]]: memref<4x?xf32>, %[[M:.*]]: memref<2xi1>, %[[OUT:.*]]: memref<4x?xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_dynamic_into %[[X]], %[[M]] into %[[OUT]] mode = mask
// CHECK-NEXT:    revseq.reverse_into %[[X]] into %[[OUT]] axes = [0]
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
func.func @init_of_into_op(%x: tensor<4x?xf32>, %m: tensor<2xi1>,
                           %out: memref<4x?xf32>) {
  %0 = revseq.reverse_dynamic %x, %m mode = mask
      : tensor<4x?xf32>, tensor<2xi1>
  %1 = revseq.reverse_into %x into %0 axes = [0]
      : tensor<4x?xf32> into tensor<4x?xf32> -> tensor<4x?xf32>
  bufferization.materialize_in_destination %1 in restrict writable %out
      : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// (e) scf.for iter_args
//===----------------------------------------------------------------------===//

// Each iteration writes its revseq result into a slice of the iter_arg: in
// place, into the loop's (the function argument's) buffer.
// CHECK-LABEL: func.func @for_insert_slice_in_place
// CHECK-SAME:    (%[[X:.*]]: memref<?x8xf32>, %[[LEN:.*]]: memref<?xi32>, %[[OUT:.*]]: memref<?x8xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for
// CHECK:           %[[XS:.*]] = memref.subview %[[X]]
// CHECK:           %[[OS:.*]] = memref.subview %[[OUT]]
// CHECK:           revseq.reverse_sequence_into %[[XS]], %{{.*}} into %[[OS]] batch_axis = 0, seq_axis = 1
// CHECK-NOT:     memref.copy
// CHECK:         return %[[OUT]]
func.func @for_insert_slice_in_place(%x: tensor<?x8xf32>, %len: tensor<?xi32>,
                                     %out: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %out)
      -> (tensor<?x8xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [2, 8] [1, 1]
        : tensor<?x8xf32> to tensor<2x8xf32>
    %ls = tensor.extract_slice %len[%i] [2] [1] : tensor<?xi32> to tensor<2xi32>
    %s = revseq.reverse_sequence %xs, %ls batch_axis = 0, seq_axis = 1
        : tensor<2x8xf32>, tensor<2xi32>
    %u = tensor.insert_slice %s into %acc[%i, 0] [2, 8] [1, 1]
        : tensor<2x8xf32> into tensor<?x8xf32>
    scf.yield %u : tensor<?x8xf32>
  }
  return %r : tensor<?x8xf32>
}

// The iter_arg is the revseq result itself. An op that reverses cannot
// write over its own input, so each iteration writes a new buffer, yielded
// (allow-return-allocs-from-loops, as in the pipelines): no copy, and no
// "Yield operand #0 is not equivalent" error.
// CHECK-LABEL: func.func @for_iter_arg_reverse
// CHECK-SAME:    (%[[X:.*]]: memref<?x?xf32>, %[[N:.*]]: index) -> memref<?x?xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[X]]) -> (memref<?x?xf32>) {
// CHECK:           %[[TMP:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {{.*}}: memref<?x?xf32>
// CHECK-NEXT:      revseq.reverse_into %[[ACC]] into %[[TMP]] axes = [0, 1]
// CHECK-NEXT:      scf.yield %[[TMP]] : memref<?x?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]
func.func @for_iter_arg_reverse(%x: tensor<?x?xf32>, %n: index)
    -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x)
      -> (tensor<?x?xf32>) {
    %0 = revseq.reverse %acc axes = [0, 1] : tensor<?x?xf32>
    scf.yield %0 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// (f) scf.forall with tensor.parallel_insert_slice
//===----------------------------------------------------------------------===//

// Each thread writes its revseq result into its slice of the shared output.
// CHECK-LABEL: func.func @forall_parallel_insert_slice
// CHECK-SAME:    (%[[X:.*]]: memref<4x?xf32>, %[[OUT:.*]]: memref<4x?xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         scf.forall (%[[I:.*]]) in (4)
// CHECK:           %[[XS:.*]] = memref.subview %[[X]][%[[I]], 0]
// CHECK:           %[[OS:.*]] = memref.subview %[[OUT]][%[[I]], 0]
// CHECK:           revseq.reverse_into %[[XS]] into %[[OS]] axes = [1]
// CHECK-NOT:     memref.copy
// CHECK:         return %[[OUT]]
func.func @forall_parallel_insert_slice(%x: tensor<4x?xf32>,
                                        %out: tensor<4x?xf32>)
    -> tensor<4x?xf32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4x?xf32>) {
    %xs = tensor.extract_slice %x[%i, 0] [1, %d] [1, 1]
        : tensor<4x?xf32> to tensor<1x?xf32>
    %rs = revseq.reverse %xs axes = [1] : tensor<1x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %rs into %o[%i, 0] [1, %d] [1, 1]
          : tensor<1x?xf32> into tensor<4x?xf32>
    }
  }
  return %r : tensor<4x?xf32>
}
