// RUN: revseq-opt %s --transform-interpreter --canonicalize --cse -split-input-file | FileCheck %s

// TilingInterface of the revseq ops (docs/Rationale.md, "Tiling"): upstream
// tile_using_for, tile_using_forall and tile-and-fuse on every dimension.
// A tile reads a tensor.extract_slice of the input: the same slice along a
// dimension that is not reversed, the mirrored one (dim - offset - size)
// along a reversed one, the whole axis along the sequence axis of a lengths
// op (the tile is then cut out of the result).

// Reversed dimension 0 (size 8, tiles of 4) reads rows [8 - i - 4, 8 - i);
// dimension 1 (partial last tile) reads its own columns.
// CHECK-DAG: #[[$MIN:.*]] = affine_map<(d0) -> (-d0 + 6, 4)>
// CHECK-DAG: #[[$MIRROR:.*]] = affine_map<()[s0] -> (-s0 + 4)>
// CHECK-LABEL: func @reverse_static
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<8x6xf32>)
// CHECK: %[[EMPTY:[a-z0-9_-]+]] = tensor.empty() : tensor<8x6xf32>
// CHECK: scf.for %[[I:[a-z0-9_-]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A0:[a-z0-9_-]+]] = %[[EMPTY]])
// CHECK: scf.for %[[J:[a-z0-9_-]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A1:[a-z0-9_-]+]] = %[[A0]])
// CHECK: %[[SJ:[a-z0-9_-]+]] = affine.min #[[$MIN]](%[[J]])
// CHECK: %[[OI:[a-z0-9_-]+]] = affine.apply #[[$MIRROR]]()[%[[I]]]
// CHECK: %[[SLICE:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][%[[OI]], %[[J]]] [4, %[[SJ]]] [1, 1] : tensor<8x6xf32> to tensor<4x?xf32>
// CHECK: %[[R:[a-z0-9_-]+]] = revseq.reverse %[[SLICE]] axes = [0] : tensor<4x?xf32>
// CHECK: tensor.insert_slice %[[R]] into %[[A1]][%[[I]], %[[J]]] [4, %[[SJ]]] [1, 1]
func.func @reverse_static(%x: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %op tile_sizes [4, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A reversed dynamic dimension: offset dim - j - size.
// CHECK-DAG: #[[$MIRROR:.*]] = affine_map<()[s0, s1, s2] -> (s0 - s1 - s2)>
// CHECK-LABEL: func @reverse_dynamic_shape
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<?x?xf32>)
// CHECK-DAG: %[[D1:[a-z0-9_-]+]] = tensor.dim %[[X]], %c1
// CHECK: scf.for %[[I:[a-z0-9_-]+]] = %{{.*}} to %{{.*}} step %c2
// CHECK: scf.for %[[J:[a-z0-9_-]+]] = %{{.*}} to %[[D1]] step %c3
// CHECK: %[[SI:[a-z0-9_-]+]] = affine.min
// CHECK: %[[SJ:[a-z0-9_-]+]] = affine.min
// CHECK: %[[OJ:[a-z0-9_-]+]] = affine.apply #[[$MIRROR]]()[%[[D1]], %[[J]], %[[SJ]]]
// CHECK: %[[SLICE:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][%[[I]], %[[OJ]]] [%[[SI]], %[[SJ]]] [1, 1]
// CHECK: revseq.reverse %[[SLICE]] axes = [1] : tensor<?x?xf32>
func.func @reverse_dynamic_shape(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [-1] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %op tile_sizes [2, 3]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// tile_using_forall (num_threads): both dimensions reversed.
// CHECK-DAG: #[[$MIRROR0:.*]] = affine_map<(d0) -> (d0 * -4 + 4)>
// CHECK-DAG: #[[$MIRROR1:.*]] = affine_map<(d0)[s0, s1, s2] -> (-(d0 * (s2 ceildiv 4)) + s0 - s1)>
// CHECK-LABEL: func @reverse_forall
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<8x?xf32>)
// CHECK: %[[D1:[a-z0-9_-]+]] = tensor.dim %[[X]], %c1
// CHECK: scf.forall (%[[I:[a-z0-9_-]+]], %[[J:[a-z0-9_-]+]]) in (2, 4) shared_outs(%[[OUT:[a-z0-9_-]+]] = %{{.*}})
// CHECK: %[[SJ:[a-z0-9_-]+]] = affine.max
// CHECK: %[[OI:[a-z0-9_-]+]] = affine.apply #[[$MIRROR0]](%[[I]])
// CHECK: %[[OJ:[a-z0-9_-]+]] = affine.apply #[[$MIRROR1]](%[[J]])[%[[D1]], %[[SJ]], %[[D1]]]
// CHECK: %[[SLICE:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][%[[OI]], %[[OJ]]] [4, %[[SJ]]] [1, 1]
// CHECK: %[[R:[a-z0-9_-]+]] = revseq.reverse %[[SLICE]] axes = [0, 1] : tensor<4x?xf32>
// CHECK: scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice %[[R]] into %[[OUT]]
func.func @reverse_forall(%x: tensor<8x?xf32>) -> tensor<8x?xf32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<8x?xf32>
  return %0 : tensor<8x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %op num_threads [2, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The flags are computed from the axes at run time, as the op's index map
// reads them (a negative value counts from the back, so 0 or -2 name
// dimension 0); the slice is the mirrored one where dimension 0's is set.
// Dimension 1 is not tiled and is read whole.
// CHECK-DAG: #[[$MIRROR:.*]] = affine_map<()[s0] -> (-s0 + 4)>
// CHECK-LABEL: func @reverse_dynamic_index
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<8x6xf32>, %[[AXES:[a-z0-9_-]+]]: tensor<?xi32>)
// CHECK-DAG: %[[C0I64:[a-z0-9_-]+]] = arith.constant 0 : i64
// CHECK-DAG: %[[C2I64:[a-z0-9_-]+]] = arith.constant 2 : i64
// CHECK-DAG: %[[FALSE:[a-z0-9_-]+]] = arith.constant false
// CHECK: scf.for %[[I:[a-z0-9_-]+]] =
// CHECK: %[[N:[a-z0-9_-]+]] = tensor.dim %[[AXES]], %c0
// CHECK: %[[FLAGS:[a-z0-9_-]+]]:2 = scf.for %[[K:[a-z0-9_-]+]] = %c0 to %[[N]] step %c1 iter_args(%[[ANY:[a-z0-9_-]+]] = %[[FALSE]], %{{.*}} = %[[FALSE]]) -> (i1, i1)
// CHECK: %[[E:[a-z0-9_-]+]] = tensor.extract %[[AXES]][%[[K]]]
// CHECK: %[[W:[a-z0-9_-]+]] = arith.extsi %[[E]] : i32 to i64
// CHECK: %[[NEG:[a-z0-9_-]+]] = arith.cmpi slt, %[[W]], %[[C0I64]]
// CHECK: %[[UP:[a-z0-9_-]+]] = arith.addi %[[W]], %[[C2I64]]
// CHECK: %[[NORM:[a-z0-9_-]+]] = arith.select %[[NEG]], %[[UP]], %[[W]]
// CHECK: %[[HIT:[a-z0-9_-]+]] = arith.cmpi eq, %[[NORM]], %[[C0I64]]
// CHECK: %[[NEXT:[a-z0-9_-]+]] = arith.ori %[[ANY]], %[[HIT]]
// CHECK: scf.yield %[[NEXT]], %{{.*}} : i1, i1
// CHECK: %[[MIRRORED:[a-z0-9_-]+]] = affine.apply #[[$MIRROR]]()[%[[I]]]
// CHECK: %[[OI:[a-z0-9_-]+]] = arith.select %[[FLAGS]]#0, %[[MIRRORED]], %[[I]] : index
// CHECK: %[[SLICE:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][%[[OI]], 0] [4, 6] [1, 1]
// CHECK: revseq.reverse_dynamic %[[SLICE]], %[[AXES]] mode = index : tensor<4x6xf32>, tensor<?xi32>
func.func @reverse_dynamic_index(%x: tensor<8x6xf32>, %axes: tensor<?xi32>) -> tensor<8x6xf32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<8x6xf32>, tensor<?xi32>
  return %0 : tensor<8x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse_dynamic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %op tile_sizes [4, 0]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A static mask has one flag per dimension: the flag of the tiled dimension
// 1 is read directly.
// CHECK-LABEL: func @reverse_dynamic_static_mask
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<?x?xf32>, %[[MASK:[a-z0-9_-]+]]: tensor<2xi1>)
// CHECK: scf.for %[[J:[a-z0-9_-]+]] =
// CHECK: %[[FLAG:[a-z0-9_-]+]] = tensor.extract %[[MASK]][%c1] : tensor<2xi1>
// CHECK: %[[MIRRORED:[a-z0-9_-]+]] = affine.apply
// CHECK: %[[OJ:[a-z0-9_-]+]] = arith.select %[[FLAG]], %[[MIRRORED]], %[[J]] : index
// CHECK: %[[SLICE:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][0, %[[OJ]]]
// CHECK: revseq.reverse_dynamic %[[SLICE]], %[[MASK]] mode = mask
func.func @reverse_dynamic_static_mask(%x: tensor<?x?xf32>, %mask: tensor<2xi1>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_dynamic %x, %mask mode = mask : tensor<?x?xf32>, tensor<2xi1>
  return %0 : tensor<?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse_dynamic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %op tile_sizes [0, 5]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A dynamic mask may be shorter than the rank: the flag is the element at
// the dimension's position when there is one.
// CHECK-LABEL: func @reverse_dynamic_dynamic_mask
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<8xf32>, %[[MASK:[a-z0-9_-]+]]: tensor<?xi1>)
// CHECK: scf.for %[[I:[a-z0-9_-]+]] =
// CHECK: %[[N:[a-z0-9_-]+]] = tensor.dim %[[MASK]], %c0
// CHECK: %[[PRESENT:[a-z0-9_-]+]] = arith.cmpi ugt, %[[N]], %c0 : index
// CHECK: %[[FLAG:[a-z0-9_-]+]] = scf.if %[[PRESENT]] -> (i1)
// CHECK: %[[E:[a-z0-9_-]+]] = tensor.extract %[[MASK]][%c0]
// CHECK: scf.yield %[[E]]
// CHECK: scf.yield %false
// CHECK: %[[MIRRORED:[a-z0-9_-]+]] = affine.apply
// CHECK: %[[OI:[a-z0-9_-]+]] = arith.select %[[FLAG]], %[[MIRRORED]], %[[I]] : index
// CHECK: tensor.extract_slice %[[X]][%[[OI]]] [2] [1]
func.func @reverse_dynamic_dynamic_mask(%x: tensor<8xf32>, %mask: tensor<?xi1>) -> tensor<8xf32> {
  %0 = revseq.reverse_dynamic %x, %mask mode = mask : tensor<8xf32>, tensor<?xi1>
  return %0 : tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse_dynamic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %op tile_sizes [2]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Batch axis 1 slices lengths and input; the sequence axis 0 is read whole
// and the tile [i, i + 4) cut out of the result. Static sizes: no assert.
// CHECK-LABEL: func @reverse_sequence_batch_and_seq
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<8x6xf32>, %[[L:[a-z0-9_-]+]]: tensor<6xi64>)
// CHECK: scf.for %[[I:[a-z0-9_-]+]] =
// CHECK: scf.for %[[J:[a-z0-9_-]+]] = {{.*}} iter_args(%[[OUT:[a-z0-9_-]+]] =
// CHECK: %[[SJ:[a-z0-9_-]+]] = affine.min
// CHECK-NOT: revseq.check
// CHECK: %[[LS:[a-z0-9_-]+]] = tensor.extract_slice %[[L]][%[[J]]] [%[[SJ]]] [1] : tensor<6xi64> to tensor<?xi64>
// CHECK: %[[XS:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][0, %[[J]]] [8, %[[SJ]]] [1, 1] : tensor<8x6xf32> to tensor<8x?xf32>
// CHECK: %[[R:[a-z0-9_-]+]] = revseq.reverse_sequence %[[XS]], %[[LS]] batch_axis = 1, seq_axis = 0 : tensor<8x?xf32>, tensor<?xi64>
// CHECK: %[[TILE:[a-z0-9_-]+]] = tensor.extract_slice %[[R]][%[[I]], 0] [4, %[[SJ]]] [1, 1] : tensor<8x?xf32> to tensor<4x?xf32>
// CHECK: tensor.insert_slice %[[TILE]] into %[[OUT]][%[[I]], %[[J]]] [4, %[[SJ]]] [1, 1]
func.func @reverse_sequence_batch_and_seq(%x: tensor<8x6xf32>, %l: tensor<6xi64>) -> tensor<8x6xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<8x6xf32>, tensor<6xi64>
  return %0 : tensor<8x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse_sequence"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %op tile_sizes [4, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The sequence axis is not tiled: no slice of the result. The size rule
// reverse_sequence_c9 is asserted before lengths is sliced.
// CHECK-LABEL: func @reverse_sequence_batch_only
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<?x?x?xf32>, %[[L:[a-z0-9_-]+]]: tensor<?xi32>)
// CHECK: %[[D0:[a-z0-9_-]+]] = tensor.dim %[[X]], %c0
// CHECK: %[[D1:[a-z0-9_-]+]] = tensor.dim %[[X]], %c1
// CHECK: scf.forall (%[[I:[a-z0-9_-]+]], %[[K:[a-z0-9_-]+]]) in
// CHECK: %[[OI:[a-z0-9_-]+]] = affine.apply
// CHECK: %[[OK:[a-z0-9_-]+]] = affine.apply
// CHECK: %[[SI:[a-z0-9_-]+]] = affine.min
// CHECK: %[[SK:[a-z0-9_-]+]] = affine.min
// CHECK: %[[LN:[a-z0-9_-]+]] = tensor.dim %[[L]], %c0
// CHECK: %[[EQ:[a-z0-9_-]+]] = arith.cmpi eq, %[[LN]], %[[D0]] : index
// CHECK: revseq.check %[[EQ]], "revseq.reverse_sequence: the size of lengths ({}) differs from the batch dimension ({}) (reverse_sequence_c9)"
// CHECK: %[[LS:[a-z0-9_-]+]] = tensor.extract_slice %[[L]][%[[OI]]] [%[[SI]]] [1]
// CHECK: %[[XS:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][%[[OI]], 0, %[[OK]]] [%[[SI]], %[[D1]], %[[SK]]] [1, 1, 1]
// CHECK: %[[R:[a-z0-9_-]+]] = revseq.reverse_sequence %[[XS]], %[[LS]] batch_axis = 0, seq_axis = 1
// CHECK-NOT: tensor.extract_slice
// CHECK: tensor.parallel_insert_slice %[[R]]
func.func @reverse_sequence_batch_only(%x: tensor<?x?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse_sequence"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %op tile_sizes [2, 0, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// lengths (?x1x?) is sliced along dimensions 0 and 2 once its dynamic sizes
// are asserted (reverse_subsequences_c8; c7 holds statically); the input is
// read whole along axis 1.
// CHECK-LABEL: func @reverse_subsequences_all_dims
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<?x?x?xf32>, %[[L:[a-z0-9_-]+]]: tensor<?x1x?xi32>)
// CHECK: %[[D0:[a-z0-9_-]+]] = tensor.dim %[[X]], %c0
// CHECK: %[[D1:[a-z0-9_-]+]] = tensor.dim %[[X]], %c1
// CHECK: %[[D2:[a-z0-9_-]+]] = tensor.dim %[[X]], %c2
// CHECK: scf.for %[[I:[a-z0-9_-]+]] =
// CHECK: scf.for %[[J:[a-z0-9_-]+]] =
// CHECK: scf.for %[[K:[a-z0-9_-]+]] =
// CHECK: %[[SI:[a-z0-9_-]+]] = affine.min
// CHECK: %[[SJ:[a-z0-9_-]+]] = affine.min
// CHECK: %[[SK:[a-z0-9_-]+]] = affine.min
// CHECK: %[[L0:[a-z0-9_-]+]] = tensor.dim %[[L]], %c0
// CHECK: %[[EQ0:[a-z0-9_-]+]] = arith.cmpi eq, %[[L0]], %[[D0]] : index
// CHECK: revseq.check %[[EQ0]], "revseq.reverse_subsequences: lengths dimension 0 has size {}, the input's has size {} (reverse_subsequences_c8)"
// CHECK: %[[L2:[a-z0-9_-]+]] = tensor.dim %[[L]], %c2
// CHECK: %[[EQ2:[a-z0-9_-]+]] = arith.cmpi eq, %[[L2]], %[[D2]] : index
// CHECK: revseq.check %[[EQ2]], "revseq.reverse_subsequences: lengths dimension 2 has size {}, the input's has size {} (reverse_subsequences_c8)"
// CHECK: %[[LS:[a-z0-9_-]+]] = tensor.extract_slice %[[L]][%[[I]], 0, %[[K]]] [%[[SI]], 1, %[[SK]]] [1, 1, 1]
// CHECK: %[[XS:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][%[[I]], 0, %[[K]]] [%[[SI]], %[[D1]], %[[SK]]] [1, 1, 1]
// CHECK: %[[R:[a-z0-9_-]+]] = revseq.reverse_subsequences %[[XS]], %[[LS]] axis = 1
// CHECK: %[[TILE:[a-z0-9_-]+]] = tensor.extract_slice %[[R]][0, %[[J]], 0] [%[[SI]], %[[SJ]], %[[SK]]] [1, 1, 1]
// CHECK: tensor.insert_slice %[[TILE]] into %{{.*}}[%[[I]], %[[J]], %[[K]]] [%[[SI]], %[[SJ]], %[[SK]]]
func.func @reverse_subsequences_all_dims(%x: tensor<?x?x?xf32>, %l: tensor<?x1x?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?x?xf32>, tensor<?x1x?xi32>
  return %0 : tensor<?x?x?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse_subsequences"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:3 = transform.structured.tile_using_for %op tile_sizes [2, 3, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// tile-and-fuse: the elementwise producer of the input is computed on the
// mirrored slice inside the loops.
// CHECK-DAG: #[[$MIRROR:.*]] = affine_map<()[s0, s1] -> (-s0 - s1 + 6)>
// CHECK-LABEL: func @fuse_producer_into_reverse
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<8x6xf32>)
// CHECK-NOT: linalg.exp
// CHECK: scf.for %[[I:[a-z0-9_-]+]] =
// CHECK: scf.for %[[J:[a-z0-9_-]+]] =
// CHECK: %[[SJ:[a-z0-9_-]+]] = affine.min
// CHECK: %[[OJ:[a-z0-9_-]+]] = affine.apply #[[$MIRROR]]()[%[[J]], %[[SJ]]]
// CHECK: %[[XS:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][%[[I]], %[[OJ]]] [4, %[[SJ]]] [1, 1]
// CHECK: %[[E:[a-z0-9_-]+]] = linalg.exp ins(%[[XS]] : tensor<4x?xf32>)
// CHECK: revseq.reverse %[[E]] axes = [1] : tensor<4x?xf32>
func.func @fuse_producer_into_reverse(%x: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %init = tensor.empty() : tensor<8x6xf32>
  %e = linalg.exp ins(%x : tensor<8x6xf32>) outs(%init : tensor<8x6xf32>) -> tensor<8x6xf32>
  %0 = revseq.reverse %e axes = [1] : tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.fuse %op tile_sizes [4, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// tile-and-fuse with the revseq op as the producer: generateResultTileValue
// computes the consumer's tile of the reverse_subsequences result.
// CHECK-LABEL: func @fuse_revseq_into_consumer
// CHECK-SAME: (%[[X:[a-z0-9_-]+]]: tensor<8x6xf32>, %[[L:[a-z0-9_-]+]]: tensor<1x6xi64>)
// CHECK-NOT: revseq.reverse_subsequences
// CHECK: scf.for %[[I:[a-z0-9_-]+]] =
// CHECK: scf.for %[[J:[a-z0-9_-]+]] =
// CHECK: %[[LS:[a-z0-9_-]+]] = tensor.extract_slice %[[L]][0, %[[J]]] [1, 2] [1, 1]
// CHECK: %[[XS:[a-z0-9_-]+]] = tensor.extract_slice %[[X]][0, %[[J]]] [8, 2] [1, 1]
// CHECK: %[[R:[a-z0-9_-]+]] = revseq.reverse_subsequences %[[XS]], %[[LS]] axis = 0 : tensor<8x2xf32>, tensor<1x2xi64>
// CHECK: %[[TILE:[a-z0-9_-]+]] = tensor.extract_slice %[[R]][%[[I]], 0] [4, 2] [1, 1]
// CHECK: linalg.exp ins(%[[TILE]] : tensor<4x2xf32>)
func.func @fuse_revseq_into_consumer(%x: tensor<8x6xf32>, %l: tensor<1x6xi64>) -> tensor<8x6xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<8x6xf32>, tensor<1x6xi64>
  %init = tensor.empty() : tensor<8x6xf32>
  %e = linalg.exp ins(%0 : tensor<8x6xf32>) outs(%init : tensor<8x6xf32>) -> tensor<8x6xf32>
  return %e : tensor<8x6xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.fuse %op tile_sizes [4, 2]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A zero-size sequence axis is read whole at offset 0, which the slice
// verifier rejects as a static offset on a zero-size dim: the offset and
// the size are the dim, read with tensor.dim (the tiled IR used to fail to
// verify). Canonicalization then drops the loop over the empty axis.
// CHECK-LABEL: func @zero_size_sequence_axis
// CHECK-NEXT: %[[E:[a-z0-9_-]+]] = tensor.empty() : tensor<7x0xi8>
// CHECK-NEXT: return %[[E]]
func.func @zero_size_sequence_axis(%x: tensor<7x0xi8>, %l: tensor<7x1xi64>) -> tensor<7x0xi8> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<7x0xi8>, tensor<7x1xi64>
  return %0 : tensor<7x0xi8>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse_subsequences"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %op tile_sizes [2, 3]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
