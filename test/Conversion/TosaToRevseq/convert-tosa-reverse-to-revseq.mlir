// RUN: revseq-opt %s --convert-tosa-reverse-to-revseq --split-input-file | FileCheck %s

// The TOSA axis becomes a one-element axes list.
// CHECK-LABEL: func.func @static
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>
// CHECK:         %[[R:.*]] = revseq.reverse %[[X]] axes = [1] : tensor<2x3xf32>
// CHECK-NEXT:    return %[[R]]
// CHECK-NOT:     tosa.reverse
func.func @static(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.reverse %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Dynamic dims and integer element types pass through unchanged.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:    %[[X:.*]]: tensor<?x4x?xi8>
// CHECK:         %[[R:.*]] = revseq.reverse %[[X]] axes = [0] : tensor<?x4x?xi8>
// CHECK-NEXT:    return %[[R]]
func.func @dynamic(%x: tensor<?x4x?xi8>) -> tensor<?x4x?xi8> {
  %0 = tosa.reverse %x {axis = 0 : i32} : (tensor<?x4x?xi8>) -> tensor<?x4x?xi8>
  return %0 : tensor<?x4x?xi8>
}

// -----

// A result more static than the input is restored with tensor.cast.
// CHECK-LABEL: func.func @refined_result
// CHECK-SAME:    %[[X:.*]]: tensor<?x3xi32>
// CHECK:         %[[R:.*]] = revseq.reverse %[[X]] axes = [0] : tensor<?x3xi32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[R]] : tensor<?x3xi32> to tensor<2x3xi32>
// CHECK-NEXT:    return %[[C]]
func.func @refined_result(%x: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = tosa.reverse %x {axis = 0 : i32} : (tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// Chains convert op by op; other TOSA ops are left alone.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:    %[[X:.*]]: tensor<1x2x3xf16>
// CHECK:         %[[R0:.*]] = revseq.reverse %[[X]] axes = [2] : tensor<1x2x3xf16>
// CHECK-NEXT:    %[[R1:.*]] = revseq.reverse %[[R0]] axes = [1] : tensor<1x2x3xf16>
// CHECK-NEXT:    %[[N:.*]] = tosa.negate %[[R1]]
// CHECK-NEXT:    return %[[N]]
func.func @chain(%x: tensor<1x2x3xf16>) -> tensor<1x2x3xf16> {
  %0 = tosa.reverse %x {axis = 2 : i32} : (tensor<1x2x3xf16>) -> tensor<1x2x3xf16>
  %1 = tosa.reverse %0 {axis = 1 : i32} : (tensor<1x2x3xf16>) -> tensor<1x2x3xf16>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %2 = tosa.negate %1, %zp, %zp : (tensor<1x2x3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x3xf16>
  return %2 : tensor<1x2x3xf16>
}
