// An scf.for whose iter_arg is the result of a revseq op on that iter_arg
// compiles with both named pipelines (it failed with "Yield operand #0 is
// not equivalent to the corresponding iter bbArg"): the op cannot write
// over its own input, so each iteration writes a new buffer, yielded
// (allow-return-allocs-from-loops), and the previous one is freed.
// test/Integration/CPU/destination-passing.mlir executes it.
//
// RUN: revseq-opt %s --revseq-cpu-pipeline --mlir-print-ir-before=convert-revseq-to-vector \
// RUN:   -o /dev/null 2>&1 | FileCheck %s
// RUN: revseq-opt %s --revseq-cpu-pipeline="vectorize=false" -o /dev/null
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm chip=sm_90 format=isa" -o /dev/null

// CHECK-LABEL: func.func @carried
// CHECK:         scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[OWNED:.*]] = %{{.*}}) -> (memref<?x?xf32>, i1)
// CHECK:           %[[NEW:.*]] = memref.alloc
// CHECK-NEXT:      revseq.reverse_into %[[ACC]] into %[[NEW]] axes = [0]
// CHECK-NOT:       memref.copy
// CHECK:           scf.if %[[OWNED]] {
// CHECK-NEXT:        memref.dealloc
// CHECK:           scf.yield %[[NEW]], %true
func.func @carried(%x: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x)
      -> (tensor<?x?xf32>) {
    %0 = revseq.reverse %acc axes = [0] : tensor<?x?xf32>
    scf.yield %0 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}
