// RUN: revseq-opt %s --revseq-expand-shapes-as-reinterpret-casts --split-input-file | FileCheck %s
// The rewritten IR then goes through expand-strided-metadata without the
// crash of LLVM 22 (llvm/llvm-project#186830).
// RUN: revseq-opt %s --revseq-expand-shapes-as-reinterpret-casts --expand-strided-metadata --split-input-file | FileCheck %s --check-prefix=EXPANDED

// Two dynamic sizes in one group: the sizes are the output shape, the
// outer stride the inner size.
// CHECK-LABEL: func.func @two_dynamic(
// CHECK-SAME:      %[[M:.*]]: memref<?xf32>, %[[T:.*]]: index, %[[B:.*]]: index
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]]
// CHECK:         %[[R:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[T]], %[[B]]], strides: [%[[B]], 1] : memref<f32> to memref<?x?xf32>
// CHECK:         return %[[R]]
// EXPANDED-LABEL: func.func @two_dynamic(
// EXPANDED:         memref.reinterpret_cast
func.func @two_dynamic(%m: memref<?xf32>, %t: index, %b: index) -> memref<?x?xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%t, %b] : memref<?xf32> into memref<?x?xf32>
  return %e : memref<?x?xf32>
}

// -----

// A strided source with an offset (a subview's layout): the group's inner
// stride is the source dim's, the offset the source's, and the other
// group's stride stays the source's.
// CHECK-LABEL: func.func @strided(
// CHECK-SAME:      %[[M:.*]]: memref<?x?xi32, strided<[?, 1], offset: ?>>, %[[A:.*]]: index, %[[C:.*]]: index
// CHECK:         %[[BASE:.*]], %[[OFF:.*]], %{{.*}}:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK:         %[[S0:.*]] = affine.apply #{{.*}}()[%[[ST]]#0, %[[C]]]
// CHECK:         memref.reinterpret_cast %[[BASE]] to offset: [%[[OFF]]], sizes: [%[[A]], %[[C]], %{{.*}}], strides: [%[[S0]], %[[ST]]#0, 1]
func.func @strided(%m: memref<?x?xi32, strided<[?, 1], offset: ?>>, %a: index, %c: index) -> memref<?x?x?xi32, strided<[?, ?, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<?x?xi32, strided<[?, 1], offset: ?>>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, %c, %n] : memref<?x?xi32, strided<[?, 1], offset: ?>> into memref<?x?x?xi32, strided<[?, ?, 1], offset: ?>>
  return %e : memref<?x?x?xi32, strided<[?, ?, 1], offset: ?>>
}

// -----

// At most one dynamic size per group: left to expand-strided-metadata.
// CHECK-LABEL: func.func @one_dynamic(
// CHECK-NOT:     memref.reinterpret_cast
// CHECK:         memref.expand_shape
func.func @one_dynamic(%m: memref<?xf32>, %t: index) -> memref<?x4xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%t, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
