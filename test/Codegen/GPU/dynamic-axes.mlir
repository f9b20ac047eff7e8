// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0 narrow-index=false gather-tile-bytes=0" --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-gpu="narrow-index=false" --split-input-file | FileCheck %s --check-prefix=VEC
// RUN: revseq-opt %s --convert-revseq-to-gpu="runtime-checks=true narrow-index=false" --split-input-file | FileCheck %s --check-prefix=CHECKS

// convert-revseq-to-gpu on reverse_dynamic: axes read on the host.
// The launch shape and grid-stride loop common to every op, and the
// forms the patterns take, are checked in whole-axes.mlir.

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
// CHECKS: revseq.check %{{.*}}, "revseq.reverse_dynamic: axes[{}] = {} is outside [-rank, rank) = [-2, 2) (reverse_dynamic_c7)"
// CHECKS: gpu.launch
func.func @reverse_dynamic(%x: memref<?x?xf64>, %axes: memref<?xi64>, %dst: memref<?x?xf64>) {
  revseq.reverse_dynamic_into %x, %axes into %dst mode = index : memref<?x?xf64>, memref<?xi64> into memref<?x?xf64>
  return
}
