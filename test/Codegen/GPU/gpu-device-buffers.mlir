// RUN: revseq-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline="builtin.module(func.func(revseq-gpu-device-buffers))" \
// RUN: | FileCheck %s
// RUN: revseq-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline="builtin.module(func.func(revseq-gpu-device-buffers{device-buffers=true}))" \
// RUN: | FileCheck %s --check-prefix=DEVICE

// Two kernels: the argument is copied in once, the intermediate lives on
// the device, the returned allocation is copied out once.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME:      %[[X:.*]]: memref<8xf32>)
// CHECK:         %[[XD:.*]] = gpu.alloc () {bufferization.manual_deallocation} : memref<8xf32>
// CHECK:         %[[T:.*]] = gpu.alloc () {bufferization.manual_deallocation} : memref<8xf32>
// CHECK:         gpu.memcpy %[[XD]], %[[X]]
// CHECK:         gpu.launch
// CHECK:           memref.load %[[XD]]
// CHECK:           memref.store %{{.*}}, %[[T]]
// CHECK:         %[[R:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         %[[RD:.*]] = gpu.alloc () {bufferization.manual_deallocation} : memref<8xf32>
// CHECK-NOT:     gpu.memcpy
// CHECK:         gpu.launch
// CHECK:           memref.load %[[T]]
// CHECK:           memref.store %{{.*}}, %[[RD]]
// CHECK:         gpu.dealloc %[[T]]
// CHECK-NEXT:    gpu.memcpy %[[R]], %[[RD]]
// CHECK-NEXT:    gpu.dealloc %[[XD]]
// CHECK-NEXT:    gpu.dealloc %[[RD]]
// CHECK-NEXT:    return %[[R]]
// CHECK-NOT:     gpu.memcpy
// With device buffers: no copies at all.
// DEVICE-LABEL: func.func @chain(
// DEVICE-NOT:     gpu.memcpy
// DEVICE:         %[[R:.*]] = gpu.alloc () {bufferization.manual_deallocation} : memref<8xf32>
// DEVICE-NOT:     gpu.memcpy
// DEVICE:         return %[[R]]
func.func @chain(%x: memref<8xf32>) -> memref<8xf32> {
  %c1 = arith.constant 1 : index
  %t = memref.alloc() : memref<8xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<8xf32>
    memref.store %v, %t[%tx] : memref<8xf32>
    gpu.terminator
  }
  %r = memref.alloc() : memref<8xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %t[%tx] : memref<8xf32>
    memref.store %v, %r[%tx] : memref<8xf32>
    gpu.terminator
  }
  memref.dealloc %t : memref<8xf32>
  return %r : memref<8xf32>
}

// -----

// Host code between kernels: a read needs the device's contents once, a
// write makes the next kernel copy them in again. Views of the buffer are
// rebuilt on the device copy.
// CHECK-LABEL: func.func @host_between(
// CHECK:         %[[T:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK:         %[[TD:.*]] = gpu.alloc () {bufferization.manual_deallocation} : memref<2x4xf32>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[TD]]
// CHECK:         gpu.launch
// CHECK:           memref.store %{{.*}}, %[[FLAT]]
// CHECK:         gpu.memcpy %[[T]], %[[TD]]
// CHECK-NEXT:    memref.load %[[T]]
// CHECK-NOT:     gpu.memcpy
// CHECK:         memref.store %{{.*}}, %[[T]]
// CHECK-NEXT:    gpu.memcpy %[[TD]], %[[T]]
// CHECK:         gpu.launch
// CHECK:           memref.load %[[TD]]
// CHECK:         gpu.memcpy %[[T]], %[[TD]]
// CHECK-NEXT:    gpu.dealloc %[[TD]]
// CHECK-NEXT:    return
func.func @host_between(%i: index) -> (memref<2x4xf32>, f32) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %t = memref.alloc() : memref<2x4xf32>
  %flat = memref.collapse_shape %t [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %cst, %flat[%tx] : memref<8xf32>
    gpu.terminator
  }
  %v = memref.load %t[%i, %i] : memref<2x4xf32>
  memref.store %v, %t[%c1, %c1] : memref<2x4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %w = memref.load %t[%tx, %tx] : memref<2x4xf32>
    %s = arith.addf %w, %w : f32
    memref.store %s, %t[%tx, %ty] : memref<2x4xf32>
    gpu.terminator
  }
  return %t, %v : memref<2x4xf32>, f32
}

// -----

// A kernel in a loop writes an argument: copied in before the loop, out at
// the end of the function. Dynamic sizes come from the argument.
// CHECK-LABEL: func.func @loop(
// CHECK-SAME:      %[[X:.*]]: memref<?xf32>
// CHECK:         %[[D:.*]] = memref.dim %[[X]]
// CHECK:         %[[XD:.*]] = gpu.alloc (%[[D]]) {bufferization.manual_deallocation} : memref<?xf32>
// CHECK:         gpu.memcpy %[[XD]], %[[X]]
// CHECK-NEXT:    scf.for
// CHECK:           gpu.launch
// CHECK:             memref.store %{{.*}}, %[[XD]]
// CHECK-NOT:       gpu.memcpy
// CHECK:         gpu.memcpy %[[X]], %[[XD]]
// CHECK-NEXT:    gpu.dealloc %[[XD]]
// CHECK-NEXT:    return
// With device buffers, the argument is used in place.
// DEVICE-LABEL: func.func @loop(
// DEVICE-NOT:     gpu.memcpy
// DEVICE-NOT:     gpu.alloc
// DEVICE:         return
func.func @loop(%x: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = memref.load %x[%tx] : memref<?xf32>
      %s = arith.addf %v, %v : f32
      memref.store %s, %x[%tx] : memref<?xf32>
      gpu.terminator
    }
  }
  return
}

// -----

// Host code and kernels in one loop body: the argument's host copy is
// current at the body's end, so each iteration copies in and out.
// CHECK-LABEL: func.func @mixed_loop(
// CHECK-SAME:      %[[X:.*]]: memref<4xi32>
// CHECK:         %[[XD:.*]] = gpu.alloc
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}}, %[[X]]
// CHECK-NEXT:      gpu.memcpy %[[XD]], %[[X]]
// CHECK-NEXT:      gpu.launch
// CHECK:           gpu.memcpy %[[X]], %[[XD]]
// CHECK-NEXT:    }
// CHECK-NEXT:    gpu.dealloc %[[XD]]
// CHECK-NEXT:    return
// With device buffers the host gets the copy instead.
// DEVICE-LABEL: func.func @mixed_loop(
// DEVICE-SAME:      %[[X:.*]]: memref<4xi32>
// DEVICE:         %[[XH:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// DEVICE:         scf.for
// DEVICE-NEXT:      gpu.memcpy %[[XH]], %[[X]]
// DEVICE-NEXT:      memref.store %{{.*}}, %[[XH]]
// DEVICE-NEXT:      gpu.memcpy %[[X]], %[[XH]]
// DEVICE-NEXT:      gpu.launch
// DEVICE-NOT:      gpu.memcpy
// DEVICE:         memref.dealloc %[[XH]]
// DEVICE-NEXT:    return
func.func @mixed_loop(%x: memref<4xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %c7, %x[%c0] : memref<4xi32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = memref.load %x[%tx] : memref<4xi32>
      %s = arith.addi %v, %v : i32
      memref.store %s, %x[%tx] : memref<4xi32>
      gpu.terminator
    }
  }
  return
}

// -----

func.func @strided(%x: memref<4xf32, strided<[2]>>, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  // expected-error @-2 {{revseq-gpu-device-buffers: a buffer of type 'memref<4xf32, strided<[2]>>' is used by a GPU kernel and by host code, and only buffers with the identity layout can be copied between host and device}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<4xf32, strided<[2]>>
    memref.store %v, %x[%tx] : memref<4xf32, strided<[2]>>
    gpu.terminator
  }
  %w = memref.load %x[%i] : memref<4xf32, strided<[2]>>
  return %w : f32
}

// -----

// expected-error @+1 {{revseq-gpu-device-buffers: regions with several blocks are not supported; run it before scf-to-cf}}
func.func @blocks(%x: memref<4xf32>, %b: i1) {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// With device buffers a public function returns device memory: a buffer
// that is not an allocation of its own (an scf.if result) is copied to a
// device buffer that the caller gets, and the host buffer, which
// bufferization's deallocation made the function's own, is freed.
// DEVICE-LABEL: func.func @returned_merge(
// DEVICE:         %[[R:.*]] = scf.if
// DEVICE:         %[[RD:.*]] = gpu.alloc () {bufferization.manual_deallocation} : memref<4xf32>
// DEVICE-NEXT:    gpu.memcpy %[[RD]], %[[R]]
// DEVICE-NEXT:    memref.dealloc %[[R]]
// DEVICE-NEXT:    return %[[RD]]
// Without, the buffer is returned as it is.
// CHECK-LABEL: func.func @returned_merge(
// CHECK-NOT:     gpu.memcpy
// CHECK:         return
func.func @returned_merge(%c: i1, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<4xf32> {
    %x = memref.alloc() : memref<4xf32>
    memref.store %v, %x[%c0] : memref<4xf32>
    scf.yield %x : memref<4xf32>
  } else {
    %y = memref.alloc() : memref<4xf32>
    scf.yield %y : memref<4xf32>
  }
  return %r : memref<4xf32>
}
