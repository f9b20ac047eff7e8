// revseq.check through upstream's convert-to-llvm (the dialect's
// ConvertToLLVMPatternInterface), without revseq-lower-asserts.
// RUN: revseq-opt %s --convert-to-llvm | FileCheck %s
//
// The lowered checks run: a check that holds prints nothing, a failing one
// writes its message with the values to stderr and aborts.
// RUN: revseq-opt %s --convert-to-llvm > %t
// RUN: mlir-runner -e holds -entry-point-result=void %t 2>&1 | count 0
// RUN: not --crash mlir-runner -e fails -entry-point-result=void %t 2>&1 | FileCheck %s --check-prefix=FAILS

// CHECK-DAG: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-DAG: llvm.func @abort()
// CHECK-DAG: llvm.mlir.global internal constant @[[$FMT:revseq_check_[0-9a-f]+]]("lengths[%lld] = %lld is outside [0, %lld]\0A\00")

// CHECK-LABEL: llvm.func @report
// CHECK-SAME:    %[[C:.*]]: i1, %[[I:.*]]: i64, %[[L:.*]]: i32, %[[T:.*]]: i64
// CHECK:         llvm.cond_br %[[C]], ^[[OK:.*]], ^[[FAIL:.*]]
// CHECK:       ^[[OK]]:
// CHECK:         llvm.return
// CHECK:       ^[[FAIL]]:
// CHECK:         llvm.mlir.addressof @[[$FMT]]
// CHECK:         %[[L64:.*]] = llvm.sext %[[L]] : i32 to i64
// CHECK:         llvm.call @dprintf(%{{.*}}, %{{.*}}, %[[I]], %[[L64]], %[[T]]) vararg(!llvm.func<i32 (i32, ptr, ...)>)
// CHECK:         llvm.call @abort()
// CHECK:         llvm.unreachable
func.func @report(%ok: i1, %i: index, %l: i32, %t: index) {
  revseq.check %ok, "lengths[{}] = {} is outside [0, {}]"(%i, %l, %t) : index, i32, index
  return
}

func.func @holds() {
  %i = arith.constant 1 : index
  %l = arith.constant 2 : i32
  %t = arith.constant 3 : index
  %ok = arith.constant true
  call @report(%ok, %i, %l, %t) : (i1, index, i32, index) -> ()
  return
}

// FAILS: lengths[1] = -7 is outside [0, 3]
func.func @fails() {
  %i = arith.constant 1 : index
  %l = arith.constant -7 : i32
  %t = arith.constant 3 : index
  %ok = arith.constant false
  call @report(%ok, %i, %l, %t) : (i1, index, i32, index) -> ()
  return
}
