// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0 narrow-index=false gather-tile-bytes=0" --split-input-file | FileCheck %s

// What convert-revseq-to-gpu leaves to convert-revseq-to-linalg.

// Element types whose memory layout could differ between host and device
// (odd-width integers, complex) and rank 0 are left to
// convert-revseq-to-linalg, and so are the tensor forms (before
// bufferization) and memrefs with a non-identity layout (the kernels
// address the buffers as flat arrays): a strided destination or a strided
// lengths operand.
// CHECK-LABEL: func.func @left_alone(
// CHECK: revseq.reverse_into %{{.*}} into %{{.*}} axes = [0] : memref<?xcomplex<f32>> into memref<?xcomplex<f32>>
// CHECK: revseq.reverse_sequence_into %{{.*}}, %{{.*}} into %{{.*}} batch_axis = 0, seq_axis = 1 : memref<?x?xf32>, memref<?xi33> into memref<?x?xf32>
// CHECK: revseq.reverse_dynamic_into %{{.*}}, %{{.*}} into %{{.*}} mode = index : memref<i32>, memref<?xi64> into memref<i32>
// CHECK: revseq.reverse_into %{{.*}} into %{{.*}} axes = [0] : tensor<8xf32> into tensor<8xf32> -> tensor<8xf32>
// CHECK: %[[VIEW:.*]] = memref.subview
// CHECK: revseq.reverse_into %{{.*}} into %[[VIEW]] axes = [1] : memref<4x8xf32> into memref<4x8xf32, strided<[16, 1], offset: ?>>
// CHECK: revseq.reverse_sequence_into %{{.*}}, %{{.*}} into %{{.*}} batch_axis = 1, seq_axis = 0 : memref<4x8xf32>, memref<8xi32, strided<[2]>> into memref<4x8xf32>
// CHECK-NOT: gpu.launch
func.func @left_alone(%c: memref<?xcomplex<f32>>, %cd: memref<?xcomplex<f32>>,
                      %x: memref<?x?xf32>, %l: memref<?xi33>, %xd: memref<?x?xf32>,
                      %s: memref<i32>, %a: memref<?xi64>, %sd: memref<i32>,
                      %t: tensor<8xf32>, %ti: tensor<8xf32>,
                      %y: memref<4x8xf32>, %big: memref<16x16xf32>, %off: index,
                      %ls: memref<8xi32, strided<[2]>>, %yd: memref<4x8xf32>) -> tensor<8xf32> {
  revseq.reverse_into %c into %cd axes = [0] : memref<?xcomplex<f32>> into memref<?xcomplex<f32>>
  revseq.reverse_sequence_into %x, %l into %xd batch_axis = 0, seq_axis = 1 : memref<?x?xf32>, memref<?xi33> into memref<?x?xf32>
  revseq.reverse_dynamic_into %s, %a into %sd mode = index : memref<i32>, memref<?xi64> into memref<i32>
  %0 = revseq.reverse_into %t into %ti axes = [0] : tensor<8xf32> into tensor<8xf32> -> tensor<8xf32>
  %view = memref.subview %big[%off, 0] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  revseq.reverse_into %y into %view axes = [1] : memref<4x8xf32> into memref<4x8xf32, strided<[16, 1], offset: ?>>
  revseq.reverse_sequence_into %y, %ls into %yd batch_axis = 1, seq_axis = 0 : memref<4x8xf32>, memref<8xi32, strided<[2]>> into memref<4x8xf32>
  return %0 : tensor<8xf32>
}
