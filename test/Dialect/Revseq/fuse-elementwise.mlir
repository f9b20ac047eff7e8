// RUN: revseq-opt %s --split-input-file --convert-elementwise-to-linalg --revseq-fuse-elementwise | FileCheck %s
// RUN: revseq-opt %s --split-input-file --convert-elementwise-to-linalg --revseq-fuse-elementwise="runtime-checks=true" | FileCheck %s --check-prefix=CHECKS
// RUN: revseq-opt %s --split-input-file --convert-elementwise-to-linalg --revseq-fuse-elementwise="fuse-gathers=true" | FileCheck %s --check-prefix=GATHERS

// revseq-fuse-elementwise: a revseq op next to elementwise code is computed
// in that code's loop, from its index map; no intermediate tensor is left.

// Consumer fusion: the add reads %x at the mirrored row.
// CHECK-LABEL: func.func @consumer
// CHECK-SAME:    %[[X:[^:]*]]: tensor<4x8xf32>, %[[Y:[^:]*]]: tensor<4x8xf32>
// CHECK-NOT:     revseq.reverse
// CHECK:         %[[G:.*]] = linalg.generic
// CHECK-SAME:      ins(%[[Y]] : tensor<4x8xf32>)
// CHECK:         ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[I:.*]] = linalg.index 0
// CHECK:           %[[J:.*]] = linalg.index 1
// CHECK:           %[[M:.*]] = arith.subi %c3, %[[I]]
// CHECK:           %[[E:.*]] = tensor.extract %[[X]][%[[M]], %[[J]]]
// CHECK:           %[[S:.*]] = arith.addf %[[E]], %[[IN]]
// CHECK:           linalg.yield %[[S]]
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[G]]
func.func @consumer(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.add ins(%r, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// Dynamic shapes: the size rule is checked in front of the fused loop (with
// runtime-checks also the lengths' values), the clamp is in the body.
// CHECK-LABEL: func.func @sequence_dynamic
// CHECK-SAME:    %[[X:[^:]*]]: tensor<?x?xf32>, %[[L:[^:]*]]: tensor<?xi64>
// CHECK:         revseq.check %{{.*}}, "revseq.reverse_sequence: the size of lengths ({}) differs from the batch dimension ({}) (reverse_sequence_c9)"
// CHECK-NOT:     revseq.reverse_sequence
// CHECK:         linalg.generic
// CHECK:           %[[B:.*]] = linalg.index 0
// CHECK:           %[[T:.*]] = linalg.index 1
// CHECK:           %[[RAW:.*]] = tensor.extract %[[L]][%[[B]]]
// CHECK:           arith.maxsi %[[RAW]]
// CHECK:           %[[CLAMPED:.*]] = arith.minsi
// CHECK:           %[[LEN:.*]] = arith.index_cast %[[CLAMPED]] : i64 to index
// CHECK:           %[[BELOW:.*]] = arith.cmpi ult, %[[T]], %[[LEN]]
// CHECK:           %[[SRC:.*]] = arith.select %[[BELOW]]
// CHECK:           tensor.extract %[[X]][%[[B]], %[[SRC]]]
// CHECKS-LABEL: func.func @sequence_dynamic
// CHECKS:         reverse_sequence_c9
// CHECKS:         scf.for
// CHECKS:           revseq.check %{{.*}}, "revseq.reverse_sequence: lengths[{}] = {} is outside [0, T] = [0, {}] (runtime-checks)"
// CHECKS:         linalg.generic
func.func @sequence_dynamic(%x: tensor<?x?xf32>, %l: tensor<?xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// Producer fusion: the product is computed at the mirrored index; the
// length of row i is lengths[i, 0].
// CHECK-LABEL: func.func @producer
// CHECK-SAME:    %[[X:[^:]*]]: tensor<3x5xf32>, %[[Y:[^:]*]]: tensor<3x5xf32>, %[[L:[^:]*]]: tensor<3x1xi32>
// CHECK:         %[[G:.*]] = linalg.generic
// CHECK-SAME:      outs(
// CHECK:           %[[I:.*]] = linalg.index 0
// CHECK:           tensor.extract %[[L]][%[[I]], %c0]
// CHECK:           %[[SRC:.*]] = arith.select
// CHECK:           %[[A:.*]] = tensor.extract %[[X]][%[[I]], %[[SRC]]]
// CHECK:           %[[B:.*]] = tensor.extract %[[Y]][%[[I]], %[[SRC]]]
// CHECK:           %[[P:.*]] = arith.mulf %[[A]], %[[B]]
// CHECK:           linalg.yield %[[P]]
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[G]]
func.func @producer(%x: tensor<3x5xf32>, %y: tensor<3x5xf32>, %l: tensor<3x1xi32>) -> tensor<3x5xf32> {
  %s = arith.mulf %x, %y : tensor<3x5xf32>
  %r = revseq.reverse_subsequences %s, %l axis = 1 : tensor<3x5xf32>, tensor<3x1xi32>
  return %r : tensor<3x5xf32>
}

// -----

// A producer whose body has memory effects (a memref.load) is not computed
// at the mirrored index, where it would run once per read: the gather reads
// its result.
// CHECK-LABEL: func.func @producer_with_effects
// CHECK:         %[[P:.*]] = linalg.generic
// CHECK:           memref.load
// CHECK:         linalg.generic
// CHECK:           tensor.extract %[[P]]
// CHECK-NOT:       memref.load
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @producer_with_effects(%x: tensor<3x5xf32>, %m: memref<5xf32>, %l: tensor<3x1xi32>) -> tensor<3x5xf32> {
  %e = tensor.empty() : tensor<3x5xf32>
  %s = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x5xf32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%a: f32, %o: f32):
    %j = linalg.index 1 : index
    %v = memref.load %m[%j] : memref<5xf32>
    %p = arith.mulf %a, %v : f32
    linalg.yield %p : f32
  } -> tensor<3x5xf32>
  %r = revseq.reverse_subsequences %s, %l axis = 1 : tensor<3x5xf32>, tensor<3x1xi32>
  return %r : tensor<3x5xf32>
}

// -----

// A producer that reads its init, read twice by its consumer (g + g): the
// producer stays a loop of its own, since upstream's fusion would keep its
// result and the fused op would read that result itself (invalid IR).
// CHECK-LABEL: func.func @read_init_read_twice
// CHECK:         %[[S:.*]] = linalg.generic {{.*}} ins(%[[G:[0-9]+]], %[[G]] :
// CHECK:         return %[[S]]
#id3 = affine_map<(d0, d1) -> (d0, d1)>
func.func @read_init_read_twice(%x: tensor<4x2xi8>, %m: tensor<?xi1>) -> tensor<4x2xi8> {
  %x2 = arith.addi %x, %x : tensor<4x2xi8>
  %r = revseq.reverse_dynamic %x2, %m mode = mask : tensor<4x2xi8>, tensor<?xi1>
  %g = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<4x2xi8>) outs(%r : tensor<4x2xi8>) {
  ^bb0(%a: i8, %o: i8):
    %p = arith.muli %o, %a : i8
    linalg.yield %p : i8
  } -> tensor<4x2xi8>
  %s = arith.addi %g, %g : tensor<4x2xi8>
  return %s : tensor<4x2xi8>
}

// -----

// A chain of revseq ops composes into one body: the mask's flags are read
// once, before the loop.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:    %[[X:[^:]*]]: tensor<3x5xf32>, %[[M:[^:]*]]: tensor<2xi1>
// CHECK:         %[[F0:.*]] = tensor.extract %[[M]][%c0]
// CHECK:         %[[F1:.*]] = tensor.extract %[[M]][%c1]
// CHECK:         linalg.generic
// CHECK:           %[[I:.*]] = linalg.index 0
// CHECK:           %[[J:.*]] = linalg.index 1
// CHECK:           %[[I2:.*]] = arith.select %[[F0]], %{{.*}}, %[[I]]
// CHECK:           %[[J2:.*]] = arith.select %[[F1]], %{{.*}}, %[[J]]
// CHECK:           %[[J3:.*]] = arith.subi %{{.*}}, %[[J2]]
// CHECK:           tensor.extract %[[X]][%[[I2]], %[[J3]]]
// CHECK-NOT:     revseq.
func.func @chain(%x: tensor<3x5xf32>, %m: tensor<2xi1>) -> tensor<3x5xf32> {
  %a = revseq.reverse %x axes = [1] : tensor<3x5xf32>
  %b = revseq.reverse_dynamic %a, %m mode = mask : tensor<3x5xf32>, tensor<2xi1>
  return %b : tensor<3x5xf32>
}

// -----

// No elementwise neighbour: the op keeps its own kernel.
// CHECK-LABEL: func.func @alone
// CHECK:         revseq.reverse %{{.*}} axes = [1]
// CHECK-NOT:     linalg.generic
func.func @alone(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %a = revseq.reverse %x axes = [1] : tensor<3x5xf32>
  return %a : tensor<3x5xf32>
}

// -----

// The result is needed as a tensor anyway: nothing to save, nothing fused.
// CHECK-LABEL: func.func @result_also_returned
// CHECK:         %[[R:.*]] = revseq.reverse %{{.*}} axes = [1]
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[R]], %{{.*}} :
func.func @result_also_returned(%x: tensor<3x5xf32>, %y: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
  %a = revseq.reverse %x axes = [1] : tensor<3x5xf32>
  %s = arith.addf %a, %y : tensor<3x5xf32>
  return %a, %s : tensor<3x5xf32>, tensor<3x5xf32>
}

// -----

// Elementwise code without a revseq op is not this pass's business.
// CHECK-LABEL: func.func @unrelated
// CHECK:         linalg.generic
// CHECK:           arith.addf
// CHECK:         linalg.generic
// CHECK:           arith.mulf
func.func @unrelated(%x: tensor<3x5xf32>, %y: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %a = arith.addf %x, %y : tensor<3x5xf32>
  %b = arith.mulf %a, %y : tensor<3x5xf32>
  return %b : tensor<3x5xf32>
}

// -----

// tf2onnx's tf.reverse: transpose, ReverseSequence with the full length read
// at run time, transpose back. The lengths are the axis size, so the op is a
// reverse (after the size rule of its lengths); the transposes cancel into
// its axis.
// CHECK-LABEL: func.func @tf2onnx_reverse
// CHECK-SAME:    %[[X:[^:]*]]: tensor<?x8xf32>, %[[B:[^:]*]]: index
// CHECK:         revseq.check %{{.*}}, "revseq.reverse_sequence: the size of lengths ({}) differs from the batch dimension ({}) (reverse_sequence_c9)"
// CHECK:         %[[R:.*]] = revseq.reverse %[[X]] axes = [0] : tensor<?x8xf32>
// CHECK-NOT:     linalg.transpose
// CHECK:         return %[[R]]
func.func @tf2onnx_reverse(%x: tensor<?x8xf32>, %b: index) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %t = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e0 = tensor.empty(%t) : tensor<8x?xf32>
  %xt = linalg.transpose ins(%x : tensor<?x8xf32>) outs(%e0 : tensor<8x?xf32>) permutation = [1, 0]
  %c1 = arith.constant 1 : index
  %tt = tensor.dim %xt, %c1 : tensor<8x?xf32>
  %len = arith.index_cast %tt : index to i64
  %lengths = tensor.splat %len[%b] : tensor<?xi64>
  %r = revseq.reverse_sequence %xt, %lengths batch_axis = 0, seq_axis = 1 : tensor<8x?xf32>, tensor<?xi64>
  %e1 = tensor.empty(%t) : tensor<?x8xf32>
  %y = linalg.transpose ins(%r : tensor<8x?xf32>) outs(%e1 : tensor<?x8xf32>) permutation = [1, 0]
  return %y : tensor<?x8xf32>
}

// -----

// Lengths of an i32 cast of the size could wrap: not folded.
// CHECK-LABEL: func.func @narrow_length
// CHECK:         linalg.generic
// CHECK-NOT:     revseq.reverse %
func.func @narrow_length(%x: tensor<4x?xf32>, %y: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %c1 = arith.constant 1 : index
  %t = tensor.dim %x, %c1 : tensor<4x?xf32>
  %len = arith.index_cast %t : index to i32
  %lengths = tensor.splat %len : tensor<4xi32>
  %r = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<4x?xf32>, tensor<4xi32>
  %s = arith.addf %r, %y : tensor<4x?xf32>
  return %s : tensor<4x?xf32>
}

// -----

// Lengths filled with the axis size (linalg.fill) make a reverse too.
// CHECK-LABEL: func.func @fill_lengths
// CHECK:         revseq.reverse %{{.*}} axes = [1] : tensor<4x?xf32>
// CHECK-NOT:     revseq.reverse_sequence
func.func @fill_lengths(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %c1 = arith.constant 1 : index
  %t = tensor.dim %x, %c1 : tensor<4x?xf32>
  %len = arith.index_cast %t : index to i64
  %e = tensor.empty() : tensor<4xi64>
  %l = linalg.fill ins(%len : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<4x?xf32>, tensor<4xi64>
  return %r : tensor<4x?xf32>
}

// -----

// A gather read twice by its consumer (r + r) and a consumer that writes
// into its producer's result (convert-elementwise-to-linalg's `outs`) fuse
// all the same: one loop, the reverse inlined once per operand, no
// intermediate (the `outs` that kept the producer alive is now empty).
// CHECK-LABEL: func.func @read_twice
// CHECK-SAME:    (%[[X:.*]]: tensor<?x?x?xf32>, %[[L:.*]]: tensor<?xi64>, %[[Z:.*]]: tensor<?x?x?xf32>)
// CHECK-NOT:     linalg.generic
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:      ins(%[[Z]] : tensor<?x?x?xf32>) outs(%{{.*}} : tensor<?x?x?xf32>)
// CHECK-COUNT-2: tensor.extract %[[X]]
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[R]]
func.func @read_twice(%x: tensor<?x?x?xf32>, %l: tensor<?xi64>, %z: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?x?xf32>, tensor<?xi64>
  %two = arith.addf %r, %r : tensor<?x?x?xf32>
  %s = arith.addf %two, %z : tensor<?x?x?xf32>
  return %s : tensor<?x?x?xf32>
}

// -----

// reverse_dynamic ops of one block on the same axes tensor share one
// computation of their flags (and with runtime-checks one check of the axes
// values), emitted where every op of the block sees it; both selects of
// each dim read the same flag.
// CHECK-LABEL: func.func @shared_flags
// CHECK-SAME:      %[[X:.*]]: tensor<3x5xf32>, %[[AXES:.*]]: tensor<?xi64>
// CHECK:         %[[FLAGS:.*]]:2 = scf.for
// CHECK-NOT:     scf.for
// CHECK:         linalg.generic
// CHECK-COUNT-2:   arith.select %[[FLAGS]]#0,
// CHECK-NOT:     scf.for
// CHECKS-LABEL: func.func @shared_flags
// CHECKS:         scf.for
// CHECKS:           revseq.check %{{.*}}, "revseq.reverse_dynamic: axes[{}] = {} is outside [-rank, rank) = [-2, 2) (reverse_dynamic_c7)"
// CHECKS-NOT:     revseq.check
// CHECKS:         linalg.generic
// CHECKS-NOT:     scf.for
func.func @shared_flags(%x: tensor<3x5xf32>, %axes: tensor<?xi64>, %y: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %a = revseq.reverse_dynamic %x, %axes mode = index : tensor<3x5xf32>, tensor<?xi64>
  %s = arith.addf %a, %y : tensor<3x5xf32>
  %b = revseq.reverse_dynamic %s, %axes mode = index : tensor<3x5xf32>, tensor<?xi64>
  %t = arith.mulf %b, %y : tensor<3x5xf32>
  return %t : tensor<3x5xf32>
}

// -----

// A block of a revseq result (what a tile-and-fuse driver makes of a
// producer whose tile cuts its sequence axis: the op over the whole axis,
// then the tile's slice) is the index map's generic over that block alone,
// its points offset by the slice's offsets; the consumer fuses with it. No
// op computes the whole axis for one tile.
// CHECK-LABEL: func.func @tile_of_sequence
// CHECK-SAME:    %[[X:[^:]*]]: tensor<8x4x16xf32>, %[[L:[^:]*]]: tensor<4xi64>, %{{[^:]*}}: tensor<2x4x16xf32>, %[[T:[^:]*]]: index
// CHECK-NOT:     revseq.reverse_sequence
// CHECK-NOT:     tensor.extract_slice
// CHECK:         linalg.generic
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[ROW:.*]] = arith.addi %[[T]], %[[I]] : index
// CHECK:           arith.cmpi ult, %[[ROW]]
// CHECK:           tensor.extract %[[X]]
// CHECK:           arith.addf
// CHECK-NOT:     revseq.reverse_sequence
// With runtime-checks the block keeps the op's value checks.
// CHECKS-LABEL: func.func @tile_of_sequence
// CHECKS:         revseq.check
// CHECKS-SAME:      is outside [0, T] = [0, {}] (runtime-checks)
// CHECKS:         linalg.generic
func.func @tile_of_sequence(%x: tensor<8x4x16xf32>, %l: tensor<4xi64>, %y: tensor<2x4x16xf32>, %t: index) -> tensor<2x4x16xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<8x4x16xf32>, tensor<4xi64>
  %s = tensor.extract_slice %r[%t, 0, 0] [2, 4, 16] [1, 1, 1] : tensor<8x4x16xf32> to tensor<2x4x16xf32>
  %a = arith.addf %s, %y : tensor<2x4x16xf32>
  return %a : tensor<2x4x16xf32>
}

// -----

// With the batch axis innermost, a block that cuts the sequence axis is
// fused too (gathering per lane within the block beats the whole axis per
// tile); a block with the whole axis (a column strip) keeps the op and its
// transposed-strip kernel.
// CHECK-LABEL: func.func @tiles_of_batch_inner
// CHECK-NOT:     revseq.reverse_sequence
// CHECK:         linalg.generic
// CHECK:           tensor.extract
// CHECK-LABEL: func.func @strip_of_batch_inner
// CHECK:         revseq.reverse_sequence
// CHECK:         tensor.extract_slice
func.func @tiles_of_batch_inner(%x: tensor<8x16xf32>, %l: tensor<16xi64>, %t: index) -> tensor<2x16xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<8x16xf32>, tensor<16xi64>
  %s = tensor.extract_slice %r[%t, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
  return %s : tensor<2x16xf32>
}
func.func @strip_of_batch_inner(%x: tensor<8x16xf32>, %l: tensor<16xi64>, %c: index) -> tensor<8x4xf32> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<8x16xf32>, tensor<16xi64>
  %s = tensor.extract_slice %r[0, %c] [8, 4] [1, 1] : tensor<8x16xf32> to tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// -----

// The gather layouts (lengths that vary along the innermost dim) keep their
// ops by default; with fuse-gathers each consumer reads the input at the
// mirrored row of its own lane: one loop, no intermediate.
// CHECK-LABEL: func.func @gather_layouts
// CHECK:         revseq.reverse_sequence
// CHECK:         revseq.reverse_subsequences
// GATHERS-LABEL: func.func @gather_layouts
// GATHERS-SAME:    (%[[X:.*]]: tensor<?x?xf32>, %[[L:.*]]: tensor<?xi64>, %[[S:.*]]: tensor<1x?xi32>, %[[Y:.*]]: tensor<?x?xf32>)
// GATHERS-NOT:     = revseq.reverse
// GATHERS:         linalg.generic
// GATHERS:           tensor.extract %[[L]]
// GATHERS:           tensor.extract %[[X]]
// GATHERS:         linalg.generic
// GATHERS:           tensor.extract %[[S]]
// GATHERS:           tensor.extract %[[X]]
// GATHERS-NOT:     = revseq.reverse
func.func @gather_layouts(%x: tensor<?x?xf32>, %l: tensor<?xi64>, %s: tensor<1x?xi32>, %y: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi64>
  %a = arith.addf %r, %y : tensor<?x?xf32>
  %q = revseq.reverse_subsequences %x, %s axis = 0 : tensor<?x?xf32>, tensor<1x?xi32>
  %m = arith.mulf %q, %y : tensor<?x?xf32>
  return %a, %m : tensor<?x?xf32>, tensor<?x?xf32>
}
