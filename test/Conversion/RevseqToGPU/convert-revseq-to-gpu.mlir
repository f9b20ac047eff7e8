// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0" --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-gpu="block-size=128 max-blocks=7 vector-bytes=0" --split-input-file | FileCheck %s --check-prefix=SIZES
// RUN: revseq-opt %s --convert-revseq-to-gpu --split-input-file | FileCheck %s --check-prefix=VEC
// RUN: revseq-opt %s --convert-revseq-to-gpu="runtime-checks=true" --split-input-file | FileCheck %s --check-prefix=CHECKS

// Common to every op: the flattened input copied to a device buffer, a 1-D
// launch of min(max(ceil(n / 256), 1), 65535) blocks of 256 threads, a
// grid-stride loop over the linear output index whose stride is computed on
// the host, and the result copied back into a host buffer.

// CHECK-LABEL: func.func @reverse(
// CHECK-SAME: %[[X:.*]]: tensor<?x?xf32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: %[[HOST:.*]] = bufferization.to_buffer %[[X]] read_only : tensor<?x?xf32> to memref<?x?xf32>
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[HOST]] {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK: %[[IN:.*]] = gpu.alloc (%[[N:.*]]) {bufferization.manual_deallocation} : memref<?xf32>
// CHECK: gpu.memcpy %[[IN]], %[[FLAT]]
// CHECK: %[[OUT:.*]] = gpu.alloc (%[[N]]) {bufferization.manual_deallocation} : memref<?xf32>
// CHECK: %[[C256:.*]] = arith.constant 256 : index
// CHECK: %[[CEIL:.*]] = arith.ceildivui %[[N]], %[[C256]]
// CHECK: %[[MAX:.*]] = arith.maxui %[[CEIL]], %{{.*}}
// CHECK: %[[C65535:.*]] = arith.constant 65535 : index
// CHECK: %[[BLOCKS:.*]] = arith.minui %[[MAX]], %[[C65535]]
// CHECK: %[[STEP:.*]] = arith.muli %[[BLOCKS]], %[[C256]]
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCKS]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C256]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}})
// CHECK: %[[B:.*]] = arith.muli %[[BX]], %[[C256]]
// CHECK: %[[FIRST:.*]] = arith.addi %[[B]], %[[TX]]
// CHECK: scf.for %[[I:.*]] = %[[FIRST]] to %[[N]] step %[[STEP]] {
// Axis 1 is innermost: its coordinate is i mod n1; the source moves by
// (n1 - 1 - c) - c elements.
// CHECK: %[[C:.*]] = arith.remui %[[I]], %[[D1]]
// CHECK: %[[LAST:.*]] = arith.subi %[[D1]], %{{.*}}
// CHECK: %[[M:.*]] = arith.subi %[[LAST]], %[[C]]
// CHECK: %[[DELTA:.*]] = arith.subi %[[M]], %[[C]]
// CHECK: %[[MOVE:.*]] = arith.muli %[[DELTA]], %{{.*}}
// CHECK: %[[SRC:.*]] = arith.addi %[[I]], %[[MOVE]]
// CHECK: %[[V:.*]] = memref.load %[[IN]][%[[SRC]]] : memref<?xf32>
// CHECK: memref.store %[[V]], %[[OUT]][%[[I]]] : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: %[[RES:.*]] = memref.alloc(%[[D0]], %[[D1]]) : memref<?x?xf32>
// CHECK: %[[RESFLAT:.*]] = memref.collapse_shape %[[RES]]
// CHECK: gpu.memcpy %[[RESFLAT]], %[[OUT]]
// CHECK: gpu.dealloc %[[IN]] {bufferization.manual_deallocation}
// CHECK: gpu.dealloc %[[OUT]] {bufferization.manual_deallocation}
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[RES]] restrict writable
// CHECK: return %[[T]]

// By default, when the innermost size is a multiple of 4 (16 bytes of f32)
// a second kernel moves 4 elements per access: the source of the group's
// first element is that of the group's last input element, so the group
// loads from 3 before it and reverses its lanes.
// VEC-LABEL: func.func @reverse(
// VEC: %[[IN:.*]] = gpu.alloc
// VEC: gpu.memcpy %[[IN]]
// VEC: %[[OUT:.*]] = gpu.alloc
// VEC: %[[C4:.*]] = arith.constant 4 : index
// VEC: %[[REM:.*]] = arith.remui %[[D1:.*]], %[[C4]]
// VEC: %[[DIV:.*]] = arith.cmpi eq, %[[REM]], %{{.*}}
// VEC: scf.if %[[DIV]] {
// VEC:   %[[GROUPS:.*]] = arith.divui %[[N:.*]], %{{.*}}
// VEC:   gpu.launch
// VEC:   scf.for %[[G:.*]] = %{{.*}} to %[[GROUPS]] step
// VEC:     %[[I:.*]] = arith.muli %[[G]], %{{.*}}
// VEC:     %[[SRC:.*]] = arith.addi %[[I]],
// VEC:     %[[FIRST:.*]] = arith.subi %[[SRC]], %{{.*}}
// VEC:     %[[V:.*]] = vector.load %[[IN]][%[[FIRST]]] {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// VEC:     %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [3, 2, 1, 0]
// VEC:     vector.store %[[R]], %[[OUT]][%[[I]]] {alignment = 16 : i64}
// VEC: } else {
// VEC:   gpu.launch
// VEC:   memref.load
// VEC:   memref.store
// VEC: }

// SIZES-LABEL: func.func @reverse(
// SIZES: %[[C128:.*]] = arith.constant 128 : index
// SIZES: arith.ceildivui %{{.*}}, %[[C128]]
// SIZES: %[[C7:.*]] = arith.constant 7 : index
// SIZES: %[[BLOCKS:.*]] = arith.minui %{{.*}}, %[[C7]]
// SIZES: gpu.launch blocks({{.*}}) in ({{.*}} = %[[BLOCKS]], {{.*}}) threads({{.*}}) in ({{.*}} = %[[C128]],
func.func @reverse(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Static shapes: the same code with constant sizes; axis 0 of 4x6 has
// stride 6, its coordinate is (i / 6) mod 4.
// CHECK-LABEL: func.func @reverse_static_outer(
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: gpu.alloc (%{{.*}}) {{.*}} : memref<?xi8>
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[Q:.*]] = arith.divui %[[I]], %[[STRIDE:.*]] : index
// CHECK: %[[C:.*]] = arith.remui %[[Q]], %[[C4]]
// CHECK: memref.load
// CHECK: memref.alloc() : memref<4x6xi8>
func.func @reverse_static_outer(%x: tensor<4x6xi8>) -> tensor<4x6xi8> {
  %0 = revseq.reverse %x axes = [0] : tensor<4x6xi8>
  return %0 : tensor<4x6xi8>
}

// -----

// reverse_sequence: lengths copied to the device too; in the kernel the
// batch coordinate selects the length, which is clamped to [0, T]
// (saturated to i64, max with 0, min with T) before mirroring below it.
// CHECK-LABEL: func.func @reverse_sequence(
// CHECK-SAME: %[[X:.*]]: tensor<?x?x?xf32>, %[[L:.*]]: tensor<?xi32>)
// The size rule reverse_sequence_c9 is always checked on the host.
// CHECK: cf.assert %{{.*}}, "revseq.reverse_sequence: the size of lengths differs from the batch dimension (reverse_sequence_c9)"
// CHECK: %[[IN:.*]] = gpu.alloc
// CHECK: %[[OUT:.*]] = gpu.alloc
// CHECK: %[[LHOST:.*]] = bufferization.to_buffer %[[L]] read_only
// CHECK: %[[LDEV:.*]] = gpu.alloc (%{{.*}}) {bufferization.manual_deallocation} : memref<?xi32>
// CHECK: gpu.memcpy %[[LDEV]], %[[LHOST]]
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// Batch axis 2 is innermost.
// CHECK: %[[BATCH:.*]] = arith.remui %[[I]], %{{.*}}
// CHECK: %[[LEN:.*]] = memref.load %[[LDEV]][%[[BATCH]]] : memref<?xi32>
// CHECK: %[[LEN64:.*]] = arith.extsi %[[LEN]] : i32 to i64
// CHECK: %[[POS:.*]] = arith.maxsi %[[LEN64]], %{{.*}} : i64
// CHECK: %[[CLAMPED:.*]] = arith.minsi %[[POS]], %{{.*}} : i64
// CHECK: %[[LENGTH:.*]] = arith.index_cast %[[CLAMPED]] : i64 to index
// Sequence axis 0: coordinate t = (i / stride0) mod T.
// CHECK: %[[Q:.*]] = arith.divui %[[I]], %{{.*}}
// CHECK: %[[T:.*]] = arith.remui %[[Q]], %{{.*}}
// CHECK: %[[INSIDE:.*]] = arith.cmpi ult, %[[T]], %[[LENGTH]]
// CHECK: %[[SEL:.*]] = arith.select %[[INSIDE]]
// CHECK: %[[DELTA:.*]] = arith.subi %[[SEL]], %[[T]]
// CHECK: %[[MOVE:.*]] = arith.muli %[[DELTA]], %{{.*}}
// CHECK: %[[SRC:.*]] = arith.addi %[[I]], %[[MOVE]]
// CHECK: memref.load %[[IN]][%[[SRC]]]
// CHECK: gpu.dealloc %[[IN]]
// CHECK: gpu.dealloc %[[OUT]]
// CHECK: gpu.dealloc %[[LDEV]]

// With runtime-checks the lengths are also checked on the host, before
// anything is copied.
// CHECKS-LABEL: func.func @reverse_sequence(
// CHECKS: cf.assert %{{.*}}, "revseq.reverse_sequence: a length is outside [0, T] (runtime-checks)"
// CHECKS: gpu.alloc
// CHECKS: gpu.launch
func.func @reverse_sequence(%x: tensor<?x?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 2, seq_axis = 0 : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// Rows that move as a whole (neither the batch nor the sequence axis is
// innermost): 16 i8 lanes per access, no shuffle.
// VEC-LABEL: func.func @reverse_sequence_rows(
// VEC: scf.if
// VEC: vector.load %{{.*}} {alignment = 16 : i64} : memref<?xi8>, vector<16xi8>
// VEC-NOT: vector.shuffle
// VEC: vector.store
// VEC: } else {
func.func @reverse_sequence_rows(%x: tensor<?x?x?xi8>, %l: tensor<?xi64>) -> tensor<?x?x?xi8> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?x?xi8>, tensor<?xi64>
  return %0 : tensor<?x?x?xi8>
}

// -----

// reverse_subsequences: the lengths tensor is the input with the axis
// shrunk to 1, so its linear index is (i / (stride_A * T)) * stride_A +
// i mod stride_A.
// CHECK-LABEL: func.func @reverse_subsequences(
// CHECK: cf.assert %{{.*}}, "revseq.reverse_subsequences: lengths must have size 1 along the reversed axis (reverse_subsequences_c7)"
// CHECK: cf.assert %{{.*}}, "revseq.reverse_subsequences: a lengths dimension differs from the input's (reverse_subsequences_c8)"
// CHECK: %[[LDEV:.*]] = gpu.alloc (%{{.*}}) {bufferization.manual_deallocation} : memref<?xi64>
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[SPAN:.*]] = arith.muli %[[STRIDE:.*]], %[[T:.*]] : index
// CHECK: %[[OUTER:.*]] = arith.divui %[[I]], %[[SPAN]]
// CHECK: %[[INNER:.*]] = arith.remui %[[I]], %[[STRIDE]]
// CHECK: %[[O:.*]] = arith.muli %[[OUTER]], %[[STRIDE]]
// CHECK: %[[LI:.*]] = arith.addi %[[O]], %[[INNER]]
// CHECK: %[[LEN:.*]] = memref.load %[[LDEV]][%[[LI]]] : memref<?xi64>
// CHECK: arith.maxsi %[[LEN]]
// CHECK: arith.minsi
// CHECK: arith.cmpi ult
func.func @reverse_subsequences(%x: tensor<?x?x?xi16>, %l: tensor<?x?x?xi64>) -> tensor<?x?x?xi16> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?x?xi16>, tensor<?x?x?xi64>
  return %0 : tensor<?x?x?xi16>
}

// -----

// reverse_dynamic: the axes are read on the host (an scf.for over the index
// list), each dim's flag becomes a 0/1 index that multiplies the move of
// its coordinate in the kernel; no lengths buffer.
// CHECK-LABEL: func.func @reverse_dynamic(
// CHECK: %[[FLAGS:.*]]:2 = scf.for
// CHECK-DAG: %[[F0:.*]] = arith.index_castui %[[FLAGS]]#0 : i1 to index
// CHECK-DAG: %[[F1:.*]] = arith.index_castui %[[FLAGS]]#1 : i1 to index
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// CHECK: arith.subi
// CHECK: arith.subi
// CHECK: %[[D0:.*]] = arith.subi
// CHECK: arith.muli %[[D0]], %[[F0]]
// CHECK: arith.remui %[[I]]
// CHECK: arith.subi
// CHECK: arith.subi
// CHECK: %[[D1:.*]] = arith.subi
// CHECK: arith.muli %[[D1]], %[[F1]]
// CHECK-NOT: gpu.alloc
// CHECK: return

// Rows always move as a whole; the innermost flag picks, at run time, the
// group's start and whether its lanes are reversed.
// VEC-LABEL: func.func @reverse_dynamic(
// VEC: %[[FLAGS:.*]]:2 = scf.for
// VEC: %[[F1:.*]] = arith.index_castui %[[FLAGS]]#1 : i1 to index
// VEC: scf.if
// VEC: gpu.launch
// VEC: %[[BACK:.*]] = arith.muli %[[F1]], %{{.*}}
// VEC: %[[START:.*]] = arith.subi %{{.*}}, %[[BACK]]
// VEC: %[[V:.*]] = vector.load %{{.*}}[%[[START]]] {alignment = 16 : i64} : memref<?xf64>, vector<2xf64>
// VEC: %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [1, 0]
// VEC: %[[REV:.*]] = arith.cmpi ne, %[[F1]], %{{.*}}
// VEC: %[[SEL:.*]] = arith.select %[[REV]], %[[R]], %[[V]] : vector<2xf64>
// VEC: vector.store %[[SEL]]

// With runtime-checks the index values are checked while they are read.
// CHECKS-LABEL: func.func @reverse_dynamic(
// CHECKS: scf.for
// CHECKS: cf.assert %{{.*}}, "revseq.reverse_dynamic: an axis index is outside [-rank, rank) (reverse_dynamic_c7)"
// CHECKS: gpu.launch
func.func @reverse_dynamic(%x: tensor<?x?xf64>, %axes: tensor<?xi64>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xf64>, tensor<?xi64>
  return %0 : tensor<?x?xf64>
}

// -----

// Element types whose memory layout could differ between host and device
// (odd-width integers, complex) and rank 0 are left to
// convert-revseq-to-linalg.
// CHECK-LABEL: func.func @left_alone(
// CHECK: revseq.reverse %{{.*}} axes = [0] : tensor<?xcomplex<f32>>
// CHECK: revseq.reverse_sequence %{{.*}}, %{{.*}} batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi33>
// CHECK: revseq.reverse_dynamic %{{.*}}, %{{.*}} mode = index : tensor<i32>, tensor<?xi64>
// CHECK-NOT: gpu.launch
func.func @left_alone(%c: tensor<?xcomplex<f32>>, %x: tensor<?x?xf32>, %l: tensor<?xi33>,
                      %s: tensor<i32>, %a: tensor<?xi64>)
    -> (tensor<?xcomplex<f32>>, tensor<?x?xf32>, tensor<i32>) {
  %0 = revseq.reverse %c axes = [0] : tensor<?xcomplex<f32>>
  %1 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi33>
  %2 = revseq.reverse_dynamic %s, %a mode = index : tensor<i32>, tensor<?xi64>
  return %0, %1, %2 : tensor<?xcomplex<f32>>, tensor<?x?xf32>, tensor<i32>
}
