// Where one-shot bufferization lets a revseq op reverse its input in the
// input's own buffer (docs/Embedding.md, "In place"): the op's
// bufferization interface declares the input written, the analysis decides,
// and the op gets its input as destination (`_into %x into %x`) or a new
// buffer. Never a copy of the input.
// DEFINE: %{one-shot} = --one-shot-bufferize="bufferize-function-boundaries \
// DEFINE:   allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map"
// RUN: revseq-opt %s %{one-shot} --cse --canonicalize --split-input-file \
// RUN: | FileCheck %s
// revseq-destination-style commits every op to a destination of its own
// (the pipelines' default): never in place.
// RUN: revseq-opt %s --revseq-destination-style --eliminate-empty-tensors \
// RUN:   %{one-shot} --split-input-file \
// RUN: | FileCheck %s --check-prefix=DST --implicit-check-not='_into %arg0 into %arg0'
// DST-COUNT-15: revseq.{{[a-z_]+}}_into

// The input dies: reversed in place, no allocation.
// CHECK-LABEL: func.func @dies
// CHECK-SAME:    (%[[X:.*]]: memref<4x6xf32>, %[[L:.*]]: memref<4xi64>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_sequence_into %[[X]], %[[L]] into %[[X]]
// CHECK-NOT:     memref.copy
// CHECK:         return %[[X]]
func.func @dies(%x: tensor<4x6xf32>, %len: tensor<4xi64>) -> tensor<4x6xf32> {
  %r = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 1
      : tensor<4x6xf32>, tensor<4xi64>
  return %r : tensor<4x6xf32>
}

// -----

// A chain: each op reverses the previous one's result where it lies.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:    (%[[X:.*]]: memref<?x8xi8>, %[[AXES:.*]]: memref<2xi64>, %[[L:.*]]: memref<?x1xi64>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_into %[[X]] into %[[X]] axes = [0]
// CHECK:         revseq.reverse_dynamic_into %[[X]], %[[AXES]] into %[[X]]
// CHECK:         revseq.reverse_subsequences_into %[[X]], %[[L]] into %[[X]]
// CHECK:         return %[[X]]
func.func @chain(%x: tensor<?x8xi8>, %axes: tensor<2xi64>,
                 %len: tensor<?x1xi64>) -> tensor<?x8xi8> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x8xi8>
  %1 = revseq.reverse_dynamic %0, %axes mode = index
      : tensor<?x8xi8>, tensor<2xi64>
  %2 = revseq.reverse_subsequences %1, %len axis = 1
      : tensor<?x8xi8>, tensor<?x1xi64>
  return %2 : tensor<?x8xi8>
}

// -----

// The input is read after the op: a new buffer, and the input untouched.
// CHECK-LABEL: func.func @read_later
// CHECK-SAME:    (%[[X:.*]]: memref<4x6xf32>)
// CHECK:         %[[NEW:.*]] = memref.alloc()
// CHECK:         revseq.reverse_into %[[X]] into %[[NEW]] axes = [1]
// CHECK-NOT:     memref.copy
// CHECK:         return %[[NEW]], %[[X]]
func.func @read_later(%x: tensor<4x6xf32>)
    -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %r = revseq.reverse %x axes = [1] : tensor<4x6xf32>
  return %r, %x : tensor<4x6xf32>, tensor<4x6xf32>
}

// -----

// A read-only argument: a new buffer.
// CHECK-LABEL: func.func @read_only_argument
// CHECK-SAME:    (%[[X:.*]]: memref<4x6xf32>)
// CHECK:         %[[NEW:.*]] = memref.alloc()
// CHECK:         revseq.reverse_into %[[X]] into %[[NEW]] axes = [0]
// CHECK-NOT:     memref.copy
func.func @read_only_argument(%x: tensor<4x6xf32> {bufferization.writable = false})
    -> tensor<4x6xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// A constant: a new buffer.
// CHECK-LABEL: func.func @constant
// CHECK:         %[[C:.*]] = memref.get_global
// CHECK:         %[[NEW:.*]] = memref.alloc()
// CHECK:         revseq.reverse_into %[[C]] into %[[NEW]] axes = [0]
// CHECK-NOT:     memref.copy
func.func @constant() -> tensor<3xi32> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = revseq.reverse %c axes = [0] : tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

// A view of a buffer that is read afterwards (an extract_slice of the
// input, read again by the second op): a new buffer, and no copy of the
// view. The second op, the last reader, reverses in place.
// CHECK-LABEL: func.func @view_of_live_buffer
// CHECK-SAME:    (%[[X:.*]]: memref<8x6xf32>)
// CHECK:         %[[VIEW:.*]] = memref.subview %[[X]]
// CHECK:         %[[NEW:.*]] = memref.alloc()
// CHECK:         revseq.reverse_into %[[VIEW]] into %[[NEW]] axes = [1]
// CHECK:         revseq.reverse_into %[[X]] into %[[X]] axes = [0]
// CHECK-NOT:     memref.copy
func.func @view_of_live_buffer(%x: tensor<8x6xf32>)
    -> (tensor<4x6xf32>, tensor<8x6xf32>) {
  %v = tensor.extract_slice %x[0, 0] [4, 6] [1, 1]
      : tensor<8x6xf32> to tensor<4x6xf32>
  %r = revseq.reverse %v axes = [1] : tensor<4x6xf32>
  %s = revseq.reverse %x axes = [0] : tensor<8x6xf32>
  return %r, %s : tensor<4x6xf32>, tensor<8x6xf32>
}

// -----

// The input is also the destination of a later op. When that op reads
// only the reversed value, it writes its result over it (elementwise): both
// in place. When it reads the original input too, the reverse takes a new
// buffer.
// CHECK-LABEL: func.func @input_is_a_later_destination
// CHECK-SAME:    (%[[X:.*]]: memref<4xf32>, %[[Y:.*]]: memref<4xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_into %[[X]] into %[[X]] axes = [0]
// CHECK:         linalg.add ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[X]] : {{.*}})
func.func @input_is_a_later_destination(%x: tensor<4xf32>, %y: tensor<4xf32>)
    -> tensor<4xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4xf32>
  %s = linalg.add ins(%r, %y : tensor<4xf32>, tensor<4xf32>)
      outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// CHECK-LABEL: func.func @input_read_by_a_later_destination
// CHECK-SAME:    (%[[X:.*]]: memref<4xf32>)
// CHECK:         %[[NEW:.*]] = memref.alloc()
// CHECK:         revseq.reverse_into %[[X]] into %[[NEW]] axes = [0]
// CHECK:         linalg.add ins(%[[NEW]], %[[X]] : {{.*}}) outs(%[[X]] : {{.*}})
// CHECK-NOT:     memref.copy
func.func @input_read_by_a_later_destination(%x: tensor<4xf32>)
    -> tensor<4xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4xf32>
  %s = linalg.add ins(%r, %x : tensor<4xf32>, tensor<4xf32>)
      outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A loop-carried value reversed on each iteration: in place in the
// argument's buffer, no allocation and no copy (the loop then carries
// nothing and canonicalisation drops the iter_arg).
// CHECK-LABEL: func.func @iter_arg
// CHECK-SAME:    (%[[X:.*]]: memref<?xf32>, %[[L:.*]]: memref<1xi32>
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for
// CHECK-NEXT:      revseq.reverse_subsequences_into %[[X]], %[[L]] into %[[X]]
// CHECK-NOT:     memref.copy
// CHECK:         return %[[X]]
func.func @iter_arg(%x: tensor<?xf32>, %len: tensor<1xi32>, %n: index)
    -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %x) -> tensor<?xf32> {
    %s = revseq.reverse_subsequences %it, %len axis = 0
        : tensor<?xf32>, tensor<1xi32>
    scf.yield %s : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// A loop that reads the value it started from after reversing: a new
// buffer on each iteration.
// CHECK-LABEL: func.func @iter_arg_read_after
// CHECK:         scf.for
// CHECK:           memref.alloc
// CHECK:           revseq.reverse_into %[[IT:.*]] into %[[NEW:[a-z0-9_]+]] axes = [0]
// CHECK-NOT:     memref.copy
func.func @iter_arg_read_after(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %x) -> tensor<4xf32> {
    %s = revseq.reverse %it axes = [0] : tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %t = linalg.add ins(%s, %it : tensor<4xf32>, tensor<4xf32>)
        outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A value form does not see the destination the surrounding IR provides:
// it reverses %x in place and tensor.insert_slice copies it into %out (as
// it would copy a new buffer). revseq-destination-style and
// eliminate-empty-tensors write it into the slice instead.
// CHECK-LABEL: func.func @destination_kept
// CHECK-SAME:    (%[[X:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK:         revseq.reverse_into %[[X]] into %[[X]] axes = [0]
// CHECK:         %[[SLICE:.*]] = memref.subview %[[OUT]][2] [4] [1]
// CHECK:         memref.copy %[[X]], %[[SLICE]]
func.func @destination_kept(%x: tensor<4xf32>, %out: tensor<8xf32>)
    -> tensor<8xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4xf32>
  %s = tensor.insert_slice %r into %out[2] [4] [1]
      : tensor<4xf32> into tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// Tiled: each tile reverses a slice of the input, which is never written
// (docs/Rationale.md, "In place"): a tile buffer per tile, inserted into
// the loop's destination, and the input untouched.
// CHECK-LABEL: func.func @tiled
// CHECK-SAME:    (%[[X:.*]]: memref<8x4xf32>)
// CHECK:         scf.forall
// CHECK:           %[[SLICE:.*]] = memref.subview %[[X]]
// CHECK:           %[[TILE:.*]] = memref.alloc()
// CHECK:           revseq.reverse_into %[[SLICE]] into %[[TILE]] axes = [0]
// CHECK-NOT:       revseq.reverse_into %[[X]]
func.func @tiled(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %e) -> tensor<8x4xf32> {
    %off = affine.apply affine_map<(i) -> (i * 4)>(%i)
    %src = affine.apply affine_map<(i) -> (4 - i * 4)>(%i)
    %s = tensor.extract_slice %x[%src, 0] [4, 4] [1, 1]
        : tensor<8x4xf32> to tensor<4x4xf32>
    %t = revseq.reverse %s axes = [0] : tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%off, 0] [4, 4] [1, 1]
          : tensor<4x4xf32> into tensor<8x4xf32>
    }
  }
  return %r : tensor<8x4xf32>
}

// -----

// A view that the analysis copies (the generic writes %x later, so the
// slice cannot stay a view) feeds two ops: each still writes a buffer of
// its own. The decision is the analysis's: insertTensorCopies replaces the
// slice by a copy before resolveConflicts asks again, and the ops used to
// take that copy for an input they may reverse in place (both reversed it,
// the second reading the first's result).
// CHECK-LABEL: func.func @copied_view_read_twice
// CHECK:         %[[COPY:.*]] = memref.alloc() {{.*}} : memref<2xf32>
// CHECK:         memref.copy %{{.*}}, %[[COPY]]
// CHECK:         %[[A:.*]] = memref.alloc() {{.*}} : memref<2xf32>
// CHECK:         revseq.reverse_into %[[COPY]] into %[[A]]
// CHECK:         %[[B:.*]] = memref.alloc() {{.*}} : memref<2xf32>
// CHECK:         revseq.reverse_dynamic_into %[[COPY]], %{{.*}} into %[[B]]
// CHECK-NOT:     into %[[COPY]]
func.func @copied_view_read_twice(%x: tensor<16xf32>, %a: tensor<2xi64>, %c: i1)
    -> (tensor<2xf32>, tensor<2xf32>) {
  %s = tensor.extract_slice %x[1] [2] [1] : tensor<16xf32> to tensor<2xf32>
  %r0 = revseq.reverse %s axes = [0] : tensor<2xf32>
  scf.if %c {
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
        ins(%x : tensor<16xf32>) outs(%x : tensor<16xf32>) {
    ^bb0(%i: f32, %o: f32):
      %n = arith.negf %i : f32
      linalg.yield %n : f32
    } -> tensor<16xf32>
  }
  %r1 = revseq.reverse_dynamic %s, %a mode = index : tensor<2xf32>, tensor<2xi64>
  return %r0, %r1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// An scf.if yielding a strided view in one branch and a revseq result (a
// new buffer, since its input is a view) in the other: both yields are
// cast to the if's fully dynamic layout. The value form's buffer type used
// to be its input's until bufferize replaced it, so the first yield kept
// the view's type (an scf.if that does not verify).
// CHECK-LABEL: func.func @yielded_beside_a_view
// CHECK:         scf.if %{{.*}} -> (memref<2x2xf32, strided<[?, ?], offset: ?>>)
// CHECK:           %[[V:.*]] = memref.cast %{{.*}} : memref<2x2xf32, strided<[10, 1], offset: 26>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK:           scf.yield %[[V]]
// CHECK:           revseq.reverse_into
// CHECK:           %[[R:.*]] = memref.cast %{{.*}} : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK:           scf.yield %[[R]]
func.func @yielded_beside_a_view(%a: tensor<8x5xf32>, %c: i1) -> tensor<2x2xf32> {
  %s = tensor.extract_slice %a[5, 1] [2, 2] [2, 1] : tensor<8x5xf32> to tensor<2x2xf32>
  %r = scf.if %c -> (tensor<2x2xf32>) {
    scf.yield %s : tensor<2x2xf32>
  } else {
    %v = revseq.reverse %s axes = [1] : tensor<2x2xf32>
    scf.yield %v : tensor<2x2xf32>
  }
  return %r : tensor<2x2xf32>
}

// -----

// The in-place form on a tensor defined outside a loop: each iteration
// reverses %x, so the destination cannot be %x's buffer (the second
// iteration would reverse the first's result). It used to be, since the
// form's read and write of one tensor never conflict, loop or not.
// CHECK-LABEL: func.func @in_place_form_in_a_loop
// CHECK-SAME:    (%[[X:[^:]*]]: memref<5x4xf32>
// CHECK:         scf.for
// CHECK:           %[[A:.*]] = memref.alloc()
// CHECK:           revseq.reverse_into %[[X]] into %[[A]] axes = [0]
// CHECK-NOT:       into %[[X]]
func.func @in_place_form_in_a_loop(%x: tensor<5x4xf32>, %y: tensor<5x4xf32>, %n: index)
    -> tensor<5x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %y) -> (tensor<5x4xf32>) {
    %v = revseq.reverse_into %x into %x axes = [0] : tensor<5x4xf32> into tensor<5x4xf32> -> tensor<5x4xf32>
    scf.yield %v : tensor<5x4xf32>
  }
  return %r : tensor<5x4xf32>
}

// -----

// On the loop's own iter_arg the in-place form stays in place: each
// iteration reverses the previous one's result, as it should (the loop
// then carries %x's buffer, which canonicalization makes explicit).
// CHECK-LABEL: func.func @in_place_form_on_an_iter_arg
// CHECK-SAME:    (%[[X:[^:]*]]: memref<5x4xf32>
// CHECK:         scf.for
// CHECK-NEXT:      revseq.reverse_into %[[X]] into %[[X]] axes = [0]
func.func @in_place_form_on_an_iter_arg(%x: tensor<5x4xf32>, %n: index) -> tensor<5x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %x) -> (tensor<5x4xf32>) {
    %v = revseq.reverse_into %it into %it axes = [0] : tensor<5x4xf32> into tensor<5x4xf32> -> tensor<5x4xf32>
    scf.yield %v : tensor<5x4xf32>
  }
  return %r : tensor<5x4xf32>
}
