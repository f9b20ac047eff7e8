// RUN: revseq-opt %s --revseq-lower-asserts | FileCheck %s
// RUN: revseq-opt %s --revseq-lower-asserts | grep -c '"shared %%lld' \
// RUN:   | FileCheck %s --check-prefix=ONE-GLOBAL
// ONE-GLOBAL: {{^}}1{{$}}

// The messages become dprintf formats: `%` escaped, a revseq.check's `{}`s
// 64-bit decimals, a cf.assert's `{}` left as text, a NUL at the end (dprintf
// reads up to it; without it a message ran on into the next global).
// CHECK-DAG: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-DAG: llvm.func @abort()
// CHECK-DAG: llvm.mlir.global internal constant @[[$MSG:revseq_check_[0-9a-f]+]]("100%% {} size mismatch\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[$FMT:revseq_check_[0-9a-f]+]]("lengths[%lld] = %lld, %lld, %lld (100%%)\0A\00")

// CHECK-LABEL: func.func @in_cfg
// CHECK-SAME:    %[[C:.*]]: i1
// CHECK:         cf.cond_br %[[C]], ^[[OK:.*]], ^[[FAIL:.*]]
// CHECK:       ^[[FAIL]]:
// CHECK:         %[[PTR:.*]] = llvm.mlir.addressof @[[$MSG]]
// CHECK:         %[[TEXT:.*]] = llvm.getelementptr %[[PTR]]
// CHECK:         %[[FD:.*]] = llvm.mlir.constant(2 : i32)
// CHECK:         llvm.call @dprintf(%[[FD]], %[[TEXT]]) vararg(!llvm.func<i32 (i32, ptr, ...)>)
// CHECK:         llvm.call @abort()
// CHECK:         llvm.unreachable
// CHECK:       ^[[OK]]:
// CHECK:         return
func.func @in_cfg(%c: i1) {
  cf.assert %c, "100% {} size mismatch"
  return
}

// Index and narrower integers are printed as i64: sign-extended, i1 as 0/1.
// CHECK-LABEL: func.func @check
// CHECK-SAME:    %[[C:.*]]: i1, %[[I:.*]]: index, %[[B:.*]]: i8, %[[F:.*]]: i1, %[[W:.*]]: i64
// CHECK:         %[[I64:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK:         cf.cond_br %[[C]], ^[[OK:.*]], ^[[FAIL:.*]]
// CHECK:       ^[[FAIL]]:
// CHECK:         llvm.mlir.addressof @[[$FMT]]
// CHECK-DAG:     %[[B64:.*]] = llvm.sext %[[B]] : i8 to i64
// CHECK-DAG:     %[[F64:.*]] = llvm.zext %[[F]] : i1 to i64
// CHECK:         llvm.call @dprintf(%{{.*}}, %{{.*}}, %[[I64]], %[[B64]], %[[F64]], %[[W]])
// CHECK:         llvm.call @abort()
// CHECK:       ^[[OK]]:
// CHECK:         return
func.func @check(%c: i1, %i: index, %b: i8, %f: i1, %w: i64) {
  revseq.check %c, "lengths[{}] = {}, {}, {} (100%)"(%i, %b, %f, %w) : index, i8, i1, i64
  return
}

// Checks with the same message share one format string.
// CHECK-LABEL: func.func @same_message
// CHECK:         llvm.mlir.addressof @[[$SAME:revseq_check_[0-9a-f]+]]
// CHECK:         llvm.mlir.addressof @[[$SAME]]
// CHECK-NOT:     llvm.mlir.addressof
// CHECK:         return
func.func @same_message(%c: i1, %d: i1, %i: index) {
  revseq.check %c, "shared {}"(%i) : index
  revseq.check %d, "shared {}"(%i) : index
  return
}

// Checks in single-block regions are left for the upstream lowering and
// convert-to-llvm.
// CHECK-LABEL: func.func @in_loop
// CHECK:         scf.for
// CHECK:           cf.assert %{{.*}}, "in a loop"
// CHECK:           revseq.check %{{.*}}, "in a loop {}"
func.func @in_loop(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    cf.assert %c, "in a loop"
    revseq.check %c, "in a loop {}"(%i) : index
  }
  return
}
