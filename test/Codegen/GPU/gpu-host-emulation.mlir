// RUN: revseq-opt %s --revseq-gpu-host-emulation --split-input-file --verify-diagnostics | FileCheck %s
// RUN: revseq-opt %s --revseq-gpu-host-emulation="defer-deallocation=true" --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=DEFER

// A launch becomes loops over block ids z, y, x then thread ids z, y, x
// around the body; ids and sizes, as block arguments and as ops, become the
// loop variables and the launch operands. Device memory operations become
// host ones.

// CHECK-LABEL: func.func @launch(
// CHECK-SAME: %[[H:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[G:.*]]: index)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[D:.*]] = memref.alloc(%[[N]]) {alignment = 256 : i64, bufferization.manual_deallocation} : memref<?xf32>
// CHECK: memref.copy %[[H]], %[[D]]
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: scf.for %[[BZ:.*]] = %[[C0]] to %[[C1]] step
// CHECK:   scf.for %[[BY:.*]] = %[[C0]] to %[[C2]] step
// CHECK:     scf.for %[[BX:.*]] = %[[C0]] to %[[G]] step
// CHECK:       scf.for %[[TZ:.*]] = %[[C0]] to %[[C1]] step
// CHECK:         scf.for %[[TY:.*]] = %[[C0]] to %[[C1]] step
// CHECK:           scf.for %[[TX:.*]] = %[[C0]] to %[[C32]] step
// CHECK:             scf.execute_region {
// CHECK:               %[[B:.*]] = arith.muli %[[BX]], %[[C32]]
// CHECK:               %[[I:.*]] = arith.addi %[[B]], %[[TX]]
// CHECK:               %[[S:.*]] = arith.muli %[[G]], %[[C32]]
// CHECK:               %[[Y:.*]] = arith.addi %[[BY]], %[[TZ]]
// CHECK:               scf.for %{{.*}} = %[[I]] to %[[N]] step %[[S]] {
// CHECK:               scf.yield
// CHECK: memref.copy %[[D]], %[[H]]
// CHECK: memref.dealloc %[[D]] {bufferization.manual_deallocation}
// CHECK-NOT: gpu.

// DEFER-LABEL: func.func @launch(
// DEFER: %[[D:.*]] = memref.alloc(%{{.*}}) {alignment = 256 : i64} : memref<?xf32>
// DEFER-NOT: memref.dealloc
// DEFER: return
func.func @launch(%h: memref<?xf32>, %n: index, %g: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %d = gpu.alloc (%n) {bufferization.manual_deallocation} : memref<?xf32>
  gpu.memcpy %d, %h : memref<?xf32>, memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %sx : index
    %i = arith.addi %b, %tx : index
    %gd = gpu.grid_dim x
    %s = arith.muli %gd, %sx : index
    %bid = gpu.block_id y
    %tid = gpu.thread_id z
    %y = arith.addi %bid, %tid : index
    scf.for %k = %i to %n step %s {
      %v = memref.load %d[%k] : memref<?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %d[%k] : memref<?xf32>
    }
    gpu.terminator
  }
  gpu.memcpy %h, %d : memref<?xf32>, memref<?xf32>
  gpu.dealloc %d {bufferization.manual_deallocation} : memref<?xf32>
  return
}

// -----

// Threads that exchange values through shuffles cannot run one after the
// other.
func.func @shuffle(%n: index, %v: f32) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : i32
  %one = arith.constant 1 : i32
  // expected-error @+1 {{threads that exchange values through shuffles or reductions are not emulated}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %s, %ok = gpu.shuffle xor %v, %one, %c32 : f32
    gpu.terminator
  }
  return
}

// -----

// Barriers are emulated at the top level of the body only.
func.func @nested_barrier(%c: i1) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{holds a gpu.barrier: only barriers at the top level of a launch body are emulated}}
    scf.if %c {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// A value that crosses a barrier is kept per thread in memory: it must be
// an integer, a float or a vector.
func.func @carried_memref(%m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{a value of type 'memref<4xf32>' crosses a gpu.barrier; only integers, floats and vectors are emulated}}
    %view = memref.cast %m : memref<4xf32> to memref<4xf32>
    gpu.barrier
    %x = memref.load %view[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @async(%n: index) {
  %c1 = arith.constant 1 : index
  %t = gpu.wait async
  // expected-error @+1 {{async launches are not emulated}}
  %t2 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}
