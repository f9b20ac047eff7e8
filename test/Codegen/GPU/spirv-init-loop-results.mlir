// RUN: revseq-opt %s --pass-pipeline="builtin.module(convert-gpu-to-spirv{use-64bit-index=true},gpu.module(spirv.module(revseq-spirv-init-loop-results)))" | FileCheck %s
// Without the pass: upstream convert-scf-to-spirv stores the loop's result
// variables only in the loop body (llvm/llvm-project#211981).
// RUN: revseq-opt %s --pass-pipeline="builtin.module(convert-gpu-to-spirv{use-64bit-index=true})" | FileCheck %s --check-prefix=UPSTREAM

// The two results of an scf.for whose bounds are run-time values: their
// variables get the initial values before the loop; the loop without
// results is left alone.
// CHECK-LABEL: spirv.func @two_results(
// CHECK-SAME:    %[[LB:[^:]*]]: i32, %[[UB:[^:]*]]: i32
// CHECK-DAG:     %[[C7:.*]] = spirv.Constant 7 : i32
// CHECK-DAG:     %[[C9:.*]] = spirv.Constant 9 : i32
// CHECK:         %[[V0:.*]] = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK:         %[[V1:.*]] = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK:         spirv.Store "Function" %[[V0]], %[[C7]] : i32
// CHECK:         spirv.Store "Function" %[[V1]], %[[C9]] : i32
// CHECK-NEXT:    spirv.mlir.loop {
// CHECK-NEXT:      spirv.Branch ^{{.*}}(%[[LB]], %[[C7]], %[[C9]] : i32, i32, i32)
// CHECK:         %[[R1:.*]] = spirv.Load "Function" %[[V1]] : i32
// CHECK:         %[[R0:.*]] = spirv.Load "Function" %[[V0]] : i32
// CHECK-NOT:     spirv.Store "Function"
// CHECK:         spirv.mlir.loop {
// UPSTREAM-LABEL: spirv.func @two_results(
// UPSTREAM:         spirv.Variable
// UPSTREAM-NEXT:    spirv.Variable
// UPSTREAM-NEXT:    spirv.mlir.loop {
module attributes {gpu.container_module} {
  gpu.module @k [#spirv.target_env<#spirv.vce<v1.0, [Addresses, Int64, Kernel], []>, api=OpenCL, #spirv.resource_limits<>>] {
    gpu.func @two_results(%lb: i32, %ub: i32, %out: memref<4xi32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c1 = arith.constant 1 : i32
      %c7 = arith.constant 7 : i32
      %c9 = arith.constant 9 : i32
      %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %c7, %b = %c9) -> (i32, i32) : i32 {
        %n = arith.addi %a, %b : i32
        scf.yield %b, %n : i32, i32
      }
      %c0 = arith.constant 0 : index
      %ci1 = arith.constant 1 : index
      memref.store %r#0, %out[%c0] : memref<4xi32>
      memref.store %r#1, %out[%ci1] : memref<4xi32>
      scf.for %i = %lb to %ub step %c1 : i32 {
        memref.store %c7, %out[%c0] : memref<4xi32>
      }
      gpu.return
    }
  }
}
