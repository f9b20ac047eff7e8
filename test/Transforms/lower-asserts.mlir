// RUN: revseq-opt %s --revseq-lower-asserts | FileCheck %s

// CHECK-DAG: llvm.func @write(i32, !llvm.ptr, i64) -> i64
// CHECK-DAG: llvm.func @abort()
// CHECK-DAG: llvm.mlir.global internal constant @[[$MSG:revseq_assert_0]]("size mismatch\0A")

// CHECK-LABEL: func.func @in_cfg
// CHECK-SAME:    %[[C:.*]]: i1
// CHECK:         cf.cond_br %[[C]], ^[[OK:.*]], ^[[FAIL:.*]]
// CHECK:       ^[[FAIL]]:
// CHECK:         %[[PTR:.*]] = llvm.mlir.addressof @[[$MSG]]
// CHECK:         %[[FD:.*]] = llvm.mlir.constant(2 : i32)
// CHECK:         %[[LEN:.*]] = llvm.mlir.constant(14 : i64)
// CHECK:         llvm.call @write(%[[FD]], %{{.*}}, %[[LEN]])
// CHECK:         llvm.call @abort()
// CHECK:         llvm.unreachable
// CHECK:       ^[[OK]]:
// CHECK:         return
func.func @in_cfg(%c: i1) {
  cf.assert %c, "size mismatch"
  return
}

// Asserts in single-block regions are left for the upstream lowering.
// CHECK-LABEL: func.func @in_loop
// CHECK:         scf.for
// CHECK:           cf.assert %{{.*}}, "in a loop"
func.func @in_loop(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    cf.assert %c, "in a loop"
  }
  return
}
