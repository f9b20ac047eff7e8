// RUN: revseq-opt %s --revseq-destination-style --split-input-file | FileCheck %s

// revseq-destination-style: every value form becomes its destination-passing
// form writing into a tensor.empty of the result's shape (dynamic sizes
// read from the input with tensor.dim); operands, properties and
// discardable attributes are kept.

// CHECK-LABEL: func.func @reverse_static
// CHECK-SAME:    %[[X:.*]]: tensor<4x8xf32>
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK:         %[[R:.*]] = revseq.reverse_into %[[X]] into %[[EMPTY]] axes = [0, -1] {revseq.tag = "kept"} : tensor<4x8xf32> into tensor<4x8xf32> -> tensor<4x8xf32>
// CHECK:         return %[[R]]
// CHECK-NOT:     revseq.reverse %
func.func @reverse_static(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = revseq.reverse %x axes = [0, -1] {revseq.tag = "kept"} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @reverse_dynamic_shape
// CHECK-SAME:    %[[X:.*]]: tensor<?x4x?xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x4x?xi8>
// CHECK-DAG:     %[[D2:.*]] = tensor.dim %[[X]], %[[C2]] : tensor<?x4x?xi8>
// CHECK:         %[[EMPTY:.*]] = tensor.empty(%[[D0]], %[[D2]]) : tensor<?x4x?xi8>
// CHECK:         %[[R:.*]] = revseq.reverse_into %[[X]] into %[[EMPTY]] axes = [1] : tensor<?x4x?xi8> into tensor<?x4x?xi8> -> tensor<?x4x?xi8>
// CHECK:         return %[[R]]
func.func @reverse_dynamic_shape(%x: tensor<?x4x?xi8>) -> tensor<?x4x?xi8> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x4x?xi8>
  return %0 : tensor<?x4x?xi8>
}

// -----

// CHECK-LABEL: func.func @reverse_sequence
// CHECK-SAME:    %[[X:.*]]: tensor<8x?xf16>, %[[L:.*]]: tensor<?xi32>
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[D1:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<8x?xf16>
// CHECK:         %[[EMPTY:.*]] = tensor.empty(%[[D1]]) : tensor<8x?xf16>
// CHECK:         %[[R:.*]] = revseq.reverse_sequence_into %[[X]], %[[L]] into %[[EMPTY]] batch_axis = -1, seq_axis = 0 : tensor<8x?xf16>, tensor<?xi32> into tensor<8x?xf16> -> tensor<8x?xf16>
// CHECK:         return %[[R]]
func.func @reverse_sequence(%x: tensor<8x?xf16>, %l: tensor<?xi32>) -> tensor<8x?xf16> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = -1, seq_axis = 0 : tensor<8x?xf16>, tensor<?xi32>
  return %0 : tensor<8x?xf16>
}

// -----

// CHECK-LABEL: func.func @reverse_dynamic
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xcomplex<f32>>, %[[A:.*]]: tensor<?xi64>, %[[M:.*]]: tensor<2xi1>
// CHECK:         %[[E0:.*]] = tensor.empty() : tensor<2x3xcomplex<f32>>
// CHECK:         %[[R0:.*]] = revseq.reverse_dynamic_into %[[X]], %[[A]] into %[[E0]] mode = index : tensor<2x3xcomplex<f32>>, tensor<?xi64> into tensor<2x3xcomplex<f32>> -> tensor<2x3xcomplex<f32>>
// CHECK:         %[[E1:.*]] = tensor.empty() : tensor<2x3xcomplex<f32>>
// CHECK:         %[[R1:.*]] = revseq.reverse_dynamic_into %[[R0]], %[[M]] into %[[E1]] mode = mask : tensor<2x3xcomplex<f32>>, tensor<2xi1> into tensor<2x3xcomplex<f32>> -> tensor<2x3xcomplex<f32>>
// CHECK:         return %[[R1]]
func.func @reverse_dynamic(%x: tensor<2x3xcomplex<f32>>, %a: tensor<?xi64>, %m: tensor<2xi1>) -> tensor<2x3xcomplex<f32>> {
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xcomplex<f32>>, tensor<?xi64>
  %1 = revseq.reverse_dynamic %0, %m mode = mask : tensor<2x3xcomplex<f32>>, tensor<2xi1>
  return %1 : tensor<2x3xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @reverse_subsequences
// CHECK-SAME:    %[[X:.*]]: tensor<?x5xi1>, %[[L:.*]]: tensor<?x1xi16>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x5xi1>
// CHECK:         %[[EMPTY:.*]] = tensor.empty(%[[D0]]) : tensor<?x5xi1>
// CHECK:         %[[R:.*]] = revseq.reverse_subsequences_into %[[X]], %[[L]] into %[[EMPTY]] axis = 1 {revseq.tag = 3 : i32} : tensor<?x5xi1>, tensor<?x1xi16> into tensor<?x5xi1> -> tensor<?x5xi1>
// CHECK:         return %[[R]]
func.func @reverse_subsequences(%x: tensor<?x5xi1>, %l: tensor<?x1xi16>) -> tensor<?x5xi1> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 {revseq.tag = 3 : i32} : tensor<?x5xi1>, tensor<?x1xi16>
  return %0 : tensor<?x5xi1>
}

// -----

// Destination-passing forms, on tensors or memrefs, are left as they are;
// a rank-0 value form gets a tensor.empty without sizes.
// CHECK-LABEL: func.func @already_destination_style
// CHECK-SAME:    %[[X:.*]]: tensor<4xf32>, %[[INIT:.*]]: tensor<4xf32>, %[[MX:.*]]: memref<4xf32>, %[[MOUT:.*]]: memref<4xf32>
// CHECK-NOT:     tensor.empty
// CHECK:         %[[R:.*]] = revseq.reverse_into %[[X]] into %[[INIT]] axes = [0] : tensor<4xf32> into tensor<4xf32> -> tensor<4xf32>
// CHECK:         revseq.reverse_into %[[MX]] into %[[MOUT]] axes = [0] : memref<4xf32> into memref<4xf32>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<f32>
// CHECK:         revseq.reverse_into %{{.*}} into %[[E]] axes = [] : tensor<f32> into tensor<f32> -> tensor<f32>
func.func @already_destination_style(%x: tensor<4xf32>, %init: tensor<4xf32>, %mx: memref<4xf32>, %mout: memref<4xf32>, %s: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %0 = revseq.reverse_into %x into %init axes = [0] : tensor<4xf32> into tensor<4xf32> -> tensor<4xf32>
  revseq.reverse_into %mx into %mout axes = [0] : memref<4xf32> into memref<4xf32>
  %1 = revseq.reverse %s axes = [] : tensor<f32>
  return %0, %1 : tensor<4xf32>, tensor<f32>
}
