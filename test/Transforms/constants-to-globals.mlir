// RUN: revseq-opt %s --revseq-constants-to-globals | FileCheck %s
// RUN: revseq-opt %s --revseq-constants-to-globals --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=BUF

// The pipelines print the same IR on every run (without this pass the
// globals' names followed upstream module bufferization's pointer-ordered
// visit of the functions).
// RUN: revseq-opt %s --revseq-cpu-pipeline > %t.1
// RUN: revseq-opt %s --revseq-cpu-pipeline > %t.2
// RUN: revseq-opt %s --revseq-cpu-pipeline > %t.3
// RUN: diff %t.1 %t.2
// RUN: diff %t.1 %t.3

// The globals are created in module order, and equal constants share one,
// as one-shot bufferization would share them.
// CHECK: memref.global "private" constant @__constant_3xi64_0 : memref<3xi64> = dense<[7, 8, 9]> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @__constant_3xi64 : memref<3xi64> = dense<[1, 2, 3]> {alignment = 64 : i64}
// CHECK-NOT: memref.global

// CHECK-LABEL: func.func @first
// CHECK: %[[G:.*]] = memref.get_global @__constant_3xi64 : memref<3xi64>
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[G]] restrict : memref<3xi64> to tensor<3xi64>
// CHECK: return %[[T]]
func.func @first() -> tensor<3xi64> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  return %c : tensor<3xi64>
}

// CHECK-LABEL: func.func @second
// CHECK: memref.get_global @__constant_3xi64_0
// CHECK: memref.get_global @__constant_3xi64 :
func.func @second() -> (tensor<3xi64>, tensor<3xi64>) {
  %c = arith.constant dense<[7, 8, 9]> : tensor<3xi64>
  %d = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  return %c, %d : tensor<3xi64>, tensor<3xi64>
}

// Scalars and vectors are not bufferized: they stay.
// CHECK-LABEL: func.func @scalars
// CHECK: arith.constant 1 : index
// CHECK: arith.constant dense<1.000000e+00> : vector<4xf32>
func.func @scalars() -> (index, vector<4xf32>) {
  %i = arith.constant 1 : index
  %v = arith.constant dense<1.0> : vector<4xf32>
  return %i, %v : index, vector<4xf32>
}

// A write into a constant is still a copy: the global is read-only.
// BUF-LABEL: func.func @written
// BUF: %[[G:.*]] = memref.get_global @__constant_3xi64 : memref<3xi64>
// BUF: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
// BUF: memref.copy %[[G]], %[[A]]
// BUF: memref.store %{{.*}}, %[[A]]
func.func @written(%x: i64) -> tensor<3xi64> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %i = arith.constant 0 : index
  %w = tensor.insert %x into %c[%i] : tensor<3xi64>
  return %w : tensor<3xi64>
}
