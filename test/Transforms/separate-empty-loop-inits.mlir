// RUN: revseq-opt %s --split-input-file --revseq-separate-empty-loop-inits | FileCheck %s

// The loop's init is an empty that a fill inside the loop writes through a
// slice (upstream's tile-and-fuse makes this): the loop gets an empty of its
// own, so one-shot bufferization cannot give the fill the loop's buffer.
// CHECK-LABEL: func.func @written_in_the_loop
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK:         %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x4xi32>
// CHECK:         %[[OWN:.*]] = tensor.empty(%[[N]]) : tensor<?x4xi32>
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[OWN]])
// CHECK:           tensor.extract_slice %[[E]]
func.func @written_in_the_loop(%n: index) -> tensor<?x4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : i32
  %e = tensor.empty(%n) : tensor<?x4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> (tensor<?x4xi32>) {
    %col = tensor.extract_slice %e[0, 0] [%n, 1] [1, 1] : tensor<?x4xi32> to tensor<?x1xi32>
    %dead = linalg.fill ins(%m1 : i32) outs(%col : tensor<?x1xi32>) -> tensor<?x1xi32>
    %ii = arith.index_cast %i : index to i32
    %t = tensor.extract_slice %acc[%i, 0] [1, 4] [1, 1] : tensor<?x4xi32> to tensor<1x4xi32>
    %f = linalg.fill ins(%ii : i32) outs(%t : tensor<1x4xi32>) -> tensor<1x4xi32>
    %ins = tensor.insert_slice %f into %acc[%i, 0] [1, 4] [1, 1] : tensor<1x4xi32> into tensor<?x4xi32>
    scf.yield %ins : tensor<?x4xi32>
  }
  return %r : tensor<?x4xi32>
}

// -----

// Through a cast: the empty and the cast are copied together.
// CHECK-LABEL: func.func @through_a_cast
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x4xi32>
// CHECK:         %[[C:.*]] = tensor.cast %[[E]]
// CHECK:         %[[OWN:.*]] = tensor.empty() : tensor<4x4xi32>
// CHECK:         %[[OWNC:.*]] = tensor.cast %[[OWN]] : tensor<4x4xi32> to tensor<?x4xi32>
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[OWNC]])
// CHECK:           linalg.fill {{.*}} outs(%[[C]]
func.func @through_a_cast(%n: index) -> tensor<?x4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : i32
  %e = tensor.empty() : tensor<4x4xi32>
  %ec = tensor.cast %e : tensor<4x4xi32> to tensor<?x4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %ec) -> (tensor<?x4xi32>) {
    %dead = linalg.fill ins(%m1 : i32) outs(%ec : tensor<?x4xi32>) -> tensor<?x4xi32>
    scf.yield %acc : tensor<?x4xi32>
  }
  return %r : tensor<?x4xi32>
}

// -----

// Left as they are: an empty only the loop uses, and an init that another
// op defines (bufferized correctly).
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-2: tensor.empty
// CHECK-NOT:     tensor.empty
func.func @left_alone(%n: index, %x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> (tensor<4xi32>) {
    scf.yield %acc : tensor<4xi32>
  }
  %e2 = tensor.empty() : tensor<4xi32>
  %v = linalg.fill ins(%z : i32) outs(%e2 : tensor<4xi32>) -> tensor<4xi32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (tensor<4xi32>) {
    %dead = linalg.fill ins(%z : i32) outs(%v : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %acc : tensor<4xi32>
  }
  return %r, %s : tensor<4xi32>, tensor<4xi32>
}

// -----

// Every loop kind, and one empty passed as two inits of one loop: each init
// but the last gets its own (the last is then the empty's only use).
// CHECK-LABEL: func.func @loop_kinds
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK:         %[[W:.*]] = tensor.empty() : tensor<4xi32>
// CHECK:         scf.while (%{{.*}} = %[[W]])
// CHECK:         %[[F:.*]] = tensor.empty() : tensor<4xi32>
// CHECK:         scf.forall {{.*}} shared_outs(%{{.*}} = %[[F]])
// CHECK:         %[[A:.*]] = tensor.empty() : tensor<4xi32>
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %[[E]])
func.func @loop_kinds(%n: index) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %e = tensor.empty() : tensor<4xi32>
  %w = scf.while (%a = %e) : (tensor<4xi32>) -> tensor<4xi32> {
    scf.condition(%false) %a : tensor<4xi32>
  } do {
  ^bb0(%a: tensor<4xi32>):
    scf.yield %a : tensor<4xi32>
  }
  %f = scf.forall (%i) in (2) shared_outs(%a = %e) -> (tensor<4xi32>) {
  }
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e, %b = %e) -> (tensor<4xi32>, tensor<4xi32>) {
    scf.yield %a, %b : tensor<4xi32>, tensor<4xi32>
  }
  return %w, %f, %r#0, %r#1 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}
