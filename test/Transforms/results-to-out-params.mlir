// RUN: revseq-opt %s --revseq-results-to-out-params --split-input-file --verify-diagnostics | FileCheck %s

// A result the function allocates becomes the caller's buffer: no
// allocation, no copy; public functions too. Call sites pass a buffer
// (upstream allocates one and copies it into the caller's own out-param;
// the deallocation pipeline that follows frees it).
// CHECK-LABEL: func.func @kernel
// CHECK-SAME:    (%[[X:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         memref.store %{{.*}}, %[[OUT]]
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
func.func @kernel(%x: memref<4x8xf32>) -> memref<4x8xf32> {
  %c0 = arith.constant 0 : index
  %alloc = memref.alloc() : memref<4x8xf32>
  %v = memref.load %x[%c0, %c0] : memref<4x8xf32>
  memref.store %v, %alloc[%c0, %c0] : memref<4x8xf32>
  return %alloc : memref<4x8xf32>
}
// CHECK-LABEL: func.func @caller
// CHECK-SAME:    (%[[Y:.*]]: memref<4x8xf32>, %[[OUT2:.*]]: memref<4x8xf32>)
// CHECK:         %[[TMP:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK:         call @kernel(%[[Y]], %[[TMP]]) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK:         memref.copy %[[TMP]], %[[OUT2]]
func.func @caller(%y: memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = call @kernel(%y) : (memref<4x8xf32>) -> memref<4x8xf32>
  return %0 : memref<4x8xf32>
}

// -----

// A result that is not the function's own allocation is copied.
// CHECK-LABEL: func.func @passthrough
// CHECK-SAME:    (%[[X:.*]]: memref<3xi32>, %[[OUT:.*]]: memref<3xi32>)
// CHECK:         memref.copy %[[X]], %[[OUT]]
func.func @passthrough(%x: memref<3xi32>) -> memref<3xi32> {
  return %x : memref<3xi32>
}

// -----

// The caller cannot size a dynamic result.
// expected-error @below {{out-params needs static result shapes, but result #1 of @dynamic is 'memref<?x8xf32>'}}
func.func @dynamic(%x: memref<?x8xf32>) -> (memref<2xf32>, memref<?x8xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %x : memref<2xf32>, memref<?x8xf32>
}
