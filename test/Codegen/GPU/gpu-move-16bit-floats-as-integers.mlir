// RUN: revseq-opt %s --revseq-gpu-move-16bit-floats-as-integers --split-input-file --verify-diagnostics | FileCheck %s

// The f16 and bf16 buffers a launch reads and writes reach it as i16
// buffers; the loads load i16, the stores store it unchanged. Buffers of
// other types are left alone.
// CHECK-LABEL: func.func @moves(
// CHECK-SAME: %[[IN:.*]]: memref<?xf16>, %[[OUT:.*]]: memref<?xf16>, %[[BIN:.*]]: memref<8xbf16>, %[[BOUT:.*]]: memref<8xbf16>, %[[L:.*]]: memref<?xi32>
// CHECK-DAG: %[[IN16:.*]] = builtin.unrealized_conversion_cast %[[IN]] : memref<?xf16> to memref<?xi16>
// CHECK-DAG: %[[OUT16:.*]] = builtin.unrealized_conversion_cast %[[OUT]] : memref<?xf16> to memref<?xi16>
// CHECK-DAG: %[[BIN16:.*]] = builtin.unrealized_conversion_cast %[[BIN]] : memref<8xbf16> to memref<8xi16>
// CHECK-DAG: %[[BOUT16:.*]] = builtin.unrealized_conversion_cast %[[BOUT]] : memref<8xbf16> to memref<8xi16>
// CHECK: gpu.launch
// CHECK: %[[N:.*]] = memref.load %[[L]][%{{.*}}] : memref<?xi32>
// CHECK: %[[V:.*]] = memref.load %[[IN16]][%{{.*}}] {alignment = 2 : i64} : memref<?xi16>
// CHECK: memref.store %[[V]], %[[OUT16]][%{{.*}}] {alignment = 2 : i64} : memref<?xi16>
// CHECK: %[[W:.*]] = memref.load %[[BIN16]][%{{.*}}] : memref<8xi16>
// CHECK: memref.store %[[W]], %[[BOUT16]][%{{.*}}] : memref<8xi16>
// CHECK: gpu.terminator
// Outside the launch the buffers keep their type.
// CHECK: memref.load %[[IN]][%{{.*}}] : memref<?xf16>
func.func @moves(%in: memref<?xf16>, %out: memref<?xf16>, %bin: memref<8xbf16>,
                 %bout: memref<8xbf16>, %l: memref<?xi32>) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %n = memref.load %l[%tx] : memref<?xi32>
    %v = memref.load %in[%tx] {alignment = 2 : i64} : memref<?xf16>
    memref.store %v, %out[%tx] {alignment = 2 : i64} : memref<?xf16>
    %w = memref.load %bin[%tx] : memref<8xbf16>
    memref.store %w, %bout[%tx] : memref<8xbf16>
    gpu.terminator
  }
  %r = memref.load %in[%c0] : memref<?xf16>
  return %r : f16
}

// -----

// A kernel that views an f16 buffer as i16 itself (as the tile kernel of
// the gather layouts does): the view becomes the i16 buffer.
// CHECK-LABEL: func.func @views(
// CHECK-SAME: %[[IN:.*]]: memref<?xf16>
// CHECK: %[[IN16:.*]] = builtin.unrealized_conversion_cast %[[IN]] : memref<?xf16> to memref<?xi16>
// CHECK: gpu.launch
// CHECK-NOT: unrealized_conversion_cast
// CHECK: %[[V:.*]] = memref.load %[[IN16]][%{{.*}}] : memref<?xi16>
// CHECK: memref.store %[[V]], %[[IN16]][%{{.*}}] : memref<?xi16>
// CHECK: gpu.terminator
func.func @views(%in: memref<?xf16>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %bits = builtin.unrealized_conversion_cast %in : memref<?xf16> to memref<?xi16>
    %v = memref.load %bits[%tx] : memref<?xi16>
    memref.store %v, %bits[%bx] : memref<?xi16>
    gpu.terminator
  }
  return
}

// -----

// Arithmetic on the values: they cannot move as integers.
func.func @computes(%in: memref<?xf16>, %out: memref<?xf16>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @below {{'memref.load' op revseq-gpu-move-16bit-floats-as-integers: a kernel that computes with 16-bit floats cannot move them as i16}}
    %v = memref.load %in[%tx] : memref<?xf16>
    %w = arith.addf %v, %v : f16
    memref.store %w, %out[%tx] : memref<?xf16>
    gpu.terminator
  }
  return
}

// -----

// A buffer of the launch's own.
func.func @own_buffer(%out: memref<?xf16>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @below {{'memref.alloca' op revseq-gpu-move-16bit-floats-as-integers: a kernel that computes with 16-bit floats cannot move them as i16}}
    %a = memref.alloca() : memref<4xf16>
    gpu.terminator
  }
  return
}
