// revseq_test.reverse_slices executed: the value form through the
// pipelines' destination style and bufferization, the memref destination
// forms (into a new buffer, in place, the sequence axis innermost) by the
// pipelines' own kernels: the CPU's vectorised default and scalar linalg
// path, and the GPU kernels under host emulation.
// DEFINE: %{pipeline} = --revseq-cpu-pipeline=vectorize=true
// DEFINE: %{run} = revseq-opt %s %{pipeline} \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{pipeline} = --revseq-cpu-pipeline=vectorize=false
// RUN: %{run}
// REDEFINE: %{pipeline} = --revseq-gpu-emulation-pipeline
// RUN: %{run}

// Expected values: x[i, t, j] = 100 i + 10 t + j, lengths [[-1, 2, 4],
// [3, 1, 9]] clamped to [0, 4]; slice (i, j) reverses its first L elements
// along t (computed with numpy).

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

// The length of (i, t, j) is lengths[i, j]: the lengths map
// (d0, d1, d2) -> (d0, d2), lengths varying along the innermost dim.
func.func @slices(%x: tensor<2x4x3xi32>, %l: tensor<2x3xi64>) -> tensor<2x4x3xi32> {
  %0 = revseq_test.reverse_slices %x, %l seq_axis = 1 : tensor<2x4x3xi32>, tensor<2x3xi64>
  return %0 : tensor<2x4x3xi32>
}

func.func @slices_into(%x: memref<2x4x3xi32>, %l: memref<2x3xi64>, %out: memref<2x4x3xi32>) {
  revseq_test.reverse_slices_into %x, %l into %out seq_axis = 1
      : memref<2x4x3xi32>, memref<2x3xi64> into memref<2x4x3xi32>
  return
}

func.func @slices_in_place(%buf: memref<2x4x3xi32>, %l: memref<2x3xi64>) {
  revseq_test.reverse_slices_into %buf, %l into %buf seq_axis = 1
      : memref<2x4x3xi32>, memref<2x3xi64> into memref<2x4x3xi32>
  return
}

// The sequence axis innermost: one length per row.
func.func @rows_into(%x: memref<2x5xi32>, %l: memref<2xi32>, %out: memref<2x5xi32>) {
  revseq_test.reverse_slices_into %x, %l into %out seq_axis = -1
      : memref<2x5xi32>, memref<2xi32> into memref<2x5xi32>
  return
}

func.func @print3(%m: memref<2x4x3xi32>) {
  %u = memref.cast %m : memref<2x4x3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[[0, 1, 2], [10, 11, 12], [20, 21, 22], [30, 31, 32]],
                             [[100, 101, 102], [110, 111, 112], [120, 121, 122], [130, 131, 132]]]>
      : tensor<2x4x3xi32>
  %l = arith.constant dense<[[-1, 2, 4], [3, 1, 9]]> : tensor<2x3xi64>
  %xm = bufferization.to_buffer %x read_only : tensor<2x4x3xi32> to memref<2x4x3xi32>
  %lm = bufferization.to_buffer %l read_only : tensor<2x3xi64> to memref<2x3xi64>

  vector.print str "--- value form ---\n"
  %r = call @slices(%x, %l) : (tensor<2x4x3xi32>, tensor<2x3xi64>) -> tensor<2x4x3xi32>
  %rm = bufferization.to_buffer %r read_only : tensor<2x4x3xi32> to memref<2x4x3xi32>
  call @print3(%rm) : (memref<2x4x3xi32>) -> ()
  // CHECK-LABEL: --- value form ---
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 11, 32],
  // CHECK-NEXT: [10, 1, 22],
  // CHECK-NEXT: [20, 21, 12],
  // CHECK-NEXT: [30, 31, 2]],
  // CHECK-NEXT: {{\[\[}}120, 101, 132],
  // CHECK-NEXT: [110, 111, 122],
  // CHECK-NEXT: [100, 121, 112],
  // CHECK-NEXT: [130, 131, 102]]]

  vector.print str "--- into a buffer ---\n"
  %out = memref.alloc() : memref<2x4x3xi32>
  call @slices_into(%xm, %lm, %out) : (memref<2x4x3xi32>, memref<2x3xi64>, memref<2x4x3xi32>) -> ()
  call @print3(%out) : (memref<2x4x3xi32>) -> ()
  // CHECK-LABEL: --- into a buffer ---
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 11, 32],
  // CHECK-NEXT: [10, 1, 22],
  // CHECK-NEXT: [20, 21, 12],
  // CHECK-NEXT: [30, 31, 2]],
  // CHECK-NEXT: {{\[\[}}120, 101, 132],
  // CHECK-NEXT: [110, 111, 122],
  // CHECK-NEXT: [100, 121, 112],
  // CHECK-NEXT: [130, 131, 102]]]

  vector.print str "--- in place ---\n"
  %buf = memref.alloc() : memref<2x4x3xi32>
  memref.copy %xm, %buf : memref<2x4x3xi32> to memref<2x4x3xi32>
  call @slices_in_place(%buf, %lm) : (memref<2x4x3xi32>, memref<2x3xi64>) -> ()
  call @print3(%buf) : (memref<2x4x3xi32>) -> ()
  // CHECK-LABEL: --- in place ---
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 11, 32],
  // CHECK-NEXT: [10, 1, 22],
  // CHECK-NEXT: [20, 21, 12],
  // CHECK-NEXT: [30, 31, 2]],
  // CHECK-NEXT: {{\[\[}}120, 101, 132],
  // CHECK-NEXT: [110, 111, 122],
  // CHECK-NEXT: [100, 121, 112],
  // CHECK-NEXT: [130, 131, 102]]]

  vector.print str "--- rows ---\n"
  %x2 = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14]]> : tensor<2x5xi32>
  %l2 = arith.constant dense<[3, 7]> : tensor<2xi32>
  %x2m = bufferization.to_buffer %x2 read_only : tensor<2x5xi32> to memref<2x5xi32>
  %l2m = bufferization.to_buffer %l2 read_only : tensor<2xi32> to memref<2xi32>
  %out2 = memref.alloc() : memref<2x5xi32>
  call @rows_into(%x2m, %l2m, %out2) : (memref<2x5xi32>, memref<2xi32>, memref<2x5xi32>) -> ()
  %u2 = memref.cast %out2 : memref<2x5xi32> to memref<*xi32>
  call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
  // CHECK-LABEL: --- rows ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data =
  // CHECK-NEXT: [2, 1, 0, 3, 4]
  // CHECK-NEXT: [14, 13, 12, 11, 10]

  return
}
