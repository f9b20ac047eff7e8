// RUN: revseq-opt %s | revseq-opt | FileCheck %s
// RUN: revseq-opt %s --mlir-print-op-generic | revseq-opt | FileCheck %s

//===----------------------------------------------------------------------===//
// revseq.reverse_sequence
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @reverse_sequence_static
// CHECK-SAME: (%[[INPUT:.*]]: tensor<4x3x8xf32>, %[[LENGTHS:.*]]: tensor<3xi64>)
// CHECK: %[[RES:.*]] = revseq.reverse_sequence %[[INPUT]], %[[LENGTHS]] batch_axis = 1, seq_axis = 0 : tensor<4x3x8xf32>, tensor<3xi64>
// CHECK: return %[[RES]] : tensor<4x3x8xf32>
func.func @reverse_sequence_static(%input: tensor<4x3x8xf32>, %lengths: tensor<3xi64>) -> tensor<4x3x8xf32> {
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 1, seq_axis = 0 : tensor<4x3x8xf32>, tensor<3xi64>
  return %0 : tensor<4x3x8xf32>
}

// CHECK-LABEL: func @reverse_sequence_dynamic
// CHECK-SAME: (%[[INPUT:.*]]: tensor<?x?xbf16>, %[[LENGTHS:.*]]: tensor<?xi32>)
// CHECK: revseq.reverse_sequence %[[INPUT]], %[[LENGTHS]] batch_axis = 0, seq_axis = 1 : tensor<?x?xbf16>, tensor<?xi32>
func.func @reverse_sequence_dynamic(%input: tensor<?x?xbf16>, %lengths: tensor<?xi32>) -> tensor<?x?xbf16> {
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xbf16>, tensor<?xi32>
  return %0 : tensor<?x?xbf16>
}

// Static batch dim with dynamic lengths size and the other way round.
// CHECK-LABEL: func @reverse_sequence_mixed
// CHECK-SAME: (%[[A:.*]]: tensor<2x?xi1>, %[[LA:.*]]: tensor<?xi8>, %[[B:.*]]: tensor<?x5xindex>, %[[LB:.*]]: tensor<7xi16>)
// CHECK: revseq.reverse_sequence %[[A]], %[[LA]] batch_axis = 0, seq_axis = 1 : tensor<2x?xi1>, tensor<?xi8>
// CHECK: revseq.reverse_sequence %[[B]], %[[LB]] batch_axis = 0, seq_axis = 1 : tensor<?x5xindex>, tensor<7xi16>
func.func @reverse_sequence_mixed(%a: tensor<2x?xi1>, %la: tensor<?xi8>, %b: tensor<?x5xindex>, %lb: tensor<7xi16>) -> (tensor<2x?xi1>, tensor<?x5xindex>) {
  %0 = revseq.reverse_sequence %a, %la batch_axis = 0, seq_axis = 1 : tensor<2x?xi1>, tensor<?xi8>
  %1 = revseq.reverse_sequence %b, %lb batch_axis = 0, seq_axis = 1 : tensor<?x5xindex>, tensor<7xi16>
  return %0, %1 : tensor<2x?xi1>, tensor<?x5xindex>
}

// Negative axes are kept as written.
// CHECK-LABEL: func @reverse_sequence_negative_axes
// CHECK-SAME: (%[[INPUT:.*]]: tensor<2x3x4xcomplex<f32>>, %[[LENGTHS:.*]]: tensor<2xi1>)
// CHECK: revseq.reverse_sequence %[[INPUT]], %[[LENGTHS]] batch_axis = -3, seq_axis = -1 : tensor<2x3x4xcomplex<f32>>, tensor<2xi1>
func.func @reverse_sequence_negative_axes(%input: tensor<2x3x4xcomplex<f32>>, %lengths: tensor<2xi1>) -> tensor<2x3x4xcomplex<f32>> {
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = -3, seq_axis = -1 : tensor<2x3x4xcomplex<f32>>, tensor<2xi1>
  return %0 : tensor<2x3x4xcomplex<f32>>
}

// CHECK-LABEL: func @reverse_sequence_zero_size
// CHECK-SAME: (%[[INPUT:.*]]: tensor<0x3xf16>, %[[LENGTHS:.*]]: tensor<0xi128>)
// CHECK: revseq.reverse_sequence %[[INPUT]], %[[LENGTHS]] batch_axis = 0, seq_axis = 1 : tensor<0x3xf16>, tensor<0xi128>
func.func @reverse_sequence_zero_size(%input: tensor<0x3xf16>, %lengths: tensor<0xi128>) -> tensor<0x3xf16> {
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 1 : tensor<0x3xf16>, tensor<0xi128>
  return %0 : tensor<0x3xf16>
}

//===----------------------------------------------------------------------===//
// revseq.reverse
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @reverse_static
// CHECK-SAME: (%[[INPUT:.*]]: tensor<4x5x8xf32>)
// CHECK: %[[RES:.*]] = revseq.reverse %[[INPUT]] axes = [0, 2] : tensor<4x5x8xf32>
// CHECK: return %[[RES]] : tensor<4x5x8xf32>
func.func @reverse_static(%input: tensor<4x5x8xf32>) -> tensor<4x5x8xf32> {
  %0 = revseq.reverse %input axes = [0, 2] : tensor<4x5x8xf32>
  return %0 : tensor<4x5x8xf32>
}

// Axes keep their written order and sign.
// CHECK-LABEL: func @reverse_dynamic_shape_negative_axes
// CHECK-SAME: (%[[INPUT:.*]]: tensor<4x?x8xi8>)
// CHECK: revseq.reverse %[[INPUT]] axes = [-1, 0] : tensor<4x?x8xi8>
func.func @reverse_dynamic_shape_negative_axes(%input: tensor<4x?x8xi8>) -> tensor<4x?x8xi8> {
  %0 = revseq.reverse %input axes = [-1, 0] : tensor<4x?x8xi8>
  return %0 : tensor<4x?x8xi8>
}

// CHECK-LABEL: func @reverse_no_axes
// CHECK-SAME: (%[[INPUT:.*]]: tensor<?xindex>)
// CHECK: revseq.reverse %[[INPUT]] axes = [] : tensor<?xindex>
func.func @reverse_no_axes(%input: tensor<?xindex>) -> tensor<?xindex> {
  %0 = revseq.reverse %input axes = [] : tensor<?xindex>
  return %0 : tensor<?xindex>
}

// CHECK-LABEL: func @reverse_rank0
// CHECK-SAME: (%[[INPUT:.*]]: tensor<complex<f32>>)
// CHECK: revseq.reverse %[[INPUT]] axes = [] : tensor<complex<f32>>
func.func @reverse_rank0(%input: tensor<complex<f32>>) -> tensor<complex<f32>> {
  %0 = revseq.reverse %input axes = [] : tensor<complex<f32>>
  return %0 : tensor<complex<f32>>
}

// CHECK-LABEL: func @reverse_zero_size_i1
// CHECK-SAME: (%[[INPUT:.*]]: tensor<3x0xi1>)
// CHECK: revseq.reverse %[[INPUT]] axes = [1] : tensor<3x0xi1>
func.func @reverse_zero_size_i1(%input: tensor<3x0xi1>) -> tensor<3x0xi1> {
  %0 = revseq.reverse %input axes = [1] : tensor<3x0xi1>
  return %0 : tensor<3x0xi1>
}

// CHECK-LABEL: func @reverse_bf16_vector_elements
// CHECK-SAME: (%[[A:.*]]: tensor<2xbf16>, %[[B:.*]]: tensor<2xvector<4xf32>>)
// CHECK: revseq.reverse %[[A]] axes = [0] : tensor<2xbf16>
// CHECK: revseq.reverse %[[B]] axes = [-1] : tensor<2xvector<4xf32>>
func.func @reverse_bf16_vector_elements(%a: tensor<2xbf16>, %b: tensor<2xvector<4xf32>>) -> (tensor<2xbf16>, tensor<2xvector<4xf32>>) {
  %0 = revseq.reverse %a axes = [0] : tensor<2xbf16>
  %1 = revseq.reverse %b axes = [-1] : tensor<2xvector<4xf32>>
  return %0, %1 : tensor<2xbf16>, tensor<2xvector<4xf32>>
}

//===----------------------------------------------------------------------===//
// revseq.reverse_dynamic
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @reverse_dynamic_index
// CHECK-SAME: (%[[INPUT:.*]]: tensor<4x?x8xf32>, %[[AXES:.*]]: tensor<?xi64>)
// CHECK: %[[RES:.*]] = revseq.reverse_dynamic %[[INPUT]], %[[AXES]] mode = index : tensor<4x?x8xf32>, tensor<?xi64>
// CHECK: return %[[RES]] : tensor<4x?x8xf32>
func.func @reverse_dynamic_index(%input: tensor<4x?x8xf32>, %axes: tensor<?xi64>) -> tensor<4x?x8xf32> {
  %0 = revseq.reverse_dynamic %input, %axes mode = index : tensor<4x?x8xf32>, tensor<?xi64>
  return %0 : tensor<4x?x8xf32>
}

// CHECK-LABEL: func @reverse_dynamic_index_widths
// CHECK-SAME: (%[[INPUT:.*]]: tensor<2x3xi1>, %[[A8:.*]]: tensor<2xi8>, %[[A32:.*]]: tensor<5xi32>)
// CHECK: revseq.reverse_dynamic %[[INPUT]], %[[A8]] mode = index : tensor<2x3xi1>, tensor<2xi8>
// CHECK: revseq.reverse_dynamic %[[INPUT]], %[[A32]] mode = index : tensor<2x3xi1>, tensor<5xi32>
func.func @reverse_dynamic_index_widths(%input: tensor<2x3xi1>, %a8: tensor<2xi8>, %a32: tensor<5xi32>) -> (tensor<2x3xi1>, tensor<2x3xi1>) {
  %0 = revseq.reverse_dynamic %input, %a8 mode = index : tensor<2x3xi1>, tensor<2xi8>
  %1 = revseq.reverse_dynamic %input, %a32 mode = index : tensor<2x3xi1>, tensor<5xi32>
  return %0, %1 : tensor<2x3xi1>, tensor<2x3xi1>
}

// CHECK-LABEL: func @reverse_dynamic_mask
// CHECK-SAME: (%[[INPUT:.*]]: tensor<4x?x8xcomplex<f32>>, %[[MASK:.*]]: tensor<3xi1>)
// CHECK: revseq.reverse_dynamic %[[INPUT]], %[[MASK]] mode = mask : tensor<4x?x8xcomplex<f32>>, tensor<3xi1>
func.func @reverse_dynamic_mask(%input: tensor<4x?x8xcomplex<f32>>, %mask: tensor<3xi1>) -> tensor<4x?x8xcomplex<f32>> {
  %0 = revseq.reverse_dynamic %input, %mask mode = mask : tensor<4x?x8xcomplex<f32>>, tensor<3xi1>
  return %0 : tensor<4x?x8xcomplex<f32>>
}

// CHECK-LABEL: func @reverse_dynamic_mask_dynamic_size
// CHECK-SAME: (%[[INPUT:.*]]: tensor<0x?xbf16>, %[[MASK:.*]]: tensor<?xi1>)
// CHECK: revseq.reverse_dynamic %[[INPUT]], %[[MASK]] mode = mask : tensor<0x?xbf16>, tensor<?xi1>
func.func @reverse_dynamic_mask_dynamic_size(%input: tensor<0x?xbf16>, %mask: tensor<?xi1>) -> tensor<0x?xbf16> {
  %0 = revseq.reverse_dynamic %input, %mask mode = mask : tensor<0x?xbf16>, tensor<?xi1>
  return %0 : tensor<0x?xbf16>
}

// CHECK-LABEL: func @reverse_dynamic_rank0
// CHECK-SAME: (%[[INPUT:.*]]: tensor<index>, %[[MASK:.*]]: tensor<0xi1>)
// CHECK: revseq.reverse_dynamic %[[INPUT]], %[[MASK]] mode = mask : tensor<index>, tensor<0xi1>
func.func @reverse_dynamic_rank0(%input: tensor<index>, %mask: tensor<0xi1>) -> tensor<index> {
  %0 = revseq.reverse_dynamic %input, %mask mode = mask : tensor<index>, tensor<0xi1>
  return %0 : tensor<index>
}

//===----------------------------------------------------------------------===//
// revseq.reverse_subsequences
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @reverse_subsequences_static
// CHECK-SAME: (%[[INPUT:.*]]: tensor<1x1x3x4xf32>, %[[LENGTHS:.*]]: tensor<1x1x3x1xi32>)
// CHECK: %[[RES:.*]] = revseq.reverse_subsequences %[[INPUT]], %[[LENGTHS]] axis = 3 : tensor<1x1x3x4xf32>, tensor<1x1x3x1xi32>
// CHECK: return %[[RES]] : tensor<1x1x3x4xf32>
func.func @reverse_subsequences_static(%input: tensor<1x1x3x4xf32>, %lengths: tensor<1x1x3x1xi32>) -> tensor<1x1x3x4xf32> {
  %0 = revseq.reverse_subsequences %input, %lengths axis = 3 : tensor<1x1x3x4xf32>, tensor<1x1x3x1xi32>
  return %0 : tensor<1x1x3x4xf32>
}

// CHECK-LABEL: func @reverse_subsequences_dynamic_negative_axis
// CHECK-SAME: (%[[INPUT:.*]]: tensor<?x?xindex>, %[[LENGTHS:.*]]: tensor<?x?xi64>)
// CHECK: revseq.reverse_subsequences %[[INPUT]], %[[LENGTHS]] axis = -2 : tensor<?x?xindex>, tensor<?x?xi64>
func.func @reverse_subsequences_dynamic_negative_axis(%input: tensor<?x?xindex>, %lengths: tensor<?x?xi64>) -> tensor<?x?xindex> {
  %0 = revseq.reverse_subsequences %input, %lengths axis = -2 : tensor<?x?xindex>, tensor<?x?xi64>
  return %0 : tensor<?x?xindex>
}

// CHECK-LABEL: func @reverse_subsequences_rank1
// CHECK-SAME: (%[[INPUT:.*]]: tensor<5xi1>, %[[LENGTHS:.*]]: tensor<1xi1>)
// CHECK: revseq.reverse_subsequences %[[INPUT]], %[[LENGTHS]] axis = 0 : tensor<5xi1>, tensor<1xi1>
func.func @reverse_subsequences_rank1(%input: tensor<5xi1>, %lengths: tensor<1xi1>) -> tensor<5xi1> {
  %0 = revseq.reverse_subsequences %input, %lengths axis = 0 : tensor<5xi1>, tensor<1xi1>
  return %0 : tensor<5xi1>
}

// CHECK-LABEL: func @reverse_subsequences_zero_size
// CHECK-SAME: (%[[INPUT:.*]]: tensor<0x4xcomplex<f32>>, %[[LENGTHS:.*]]: tensor<0x1xi16>)
// CHECK: revseq.reverse_subsequences %[[INPUT]], %[[LENGTHS]] axis = 1 : tensor<0x4xcomplex<f32>>, tensor<0x1xi16>
func.func @reverse_subsequences_zero_size(%input: tensor<0x4xcomplex<f32>>, %lengths: tensor<0x1xi16>) -> tensor<0x4xcomplex<f32>> {
  %0 = revseq.reverse_subsequences %input, %lengths axis = 1 : tensor<0x4xcomplex<f32>>, tensor<0x1xi16>
  return %0 : tensor<0x4xcomplex<f32>>
}

// CHECK-LABEL: func @reverse_subsequences_bf16_i8
// CHECK-SAME: (%[[INPUT:.*]]: tensor<3x?xbf16>, %[[LENGTHS:.*]]: tensor<1x?xi8>)
// CHECK: revseq.reverse_subsequences %[[INPUT]], %[[LENGTHS]] axis = 0 : tensor<3x?xbf16>, tensor<1x?xi8>
func.func @reverse_subsequences_bf16_i8(%input: tensor<3x?xbf16>, %lengths: tensor<1x?xi8>) -> tensor<3x?xbf16> {
  %0 = revseq.reverse_subsequences %input, %lengths axis = 0 : tensor<3x?xbf16>, tensor<1x?xi8>
  return %0 : tensor<3x?xbf16>
}

// The custom syntax infers the result type; a discardable attribute survives.
// CHECK-LABEL: func @inferred_result_type_and_attr_dict
// CHECK-SAME: (%[[INPUT:.*]]: tensor<2x?xf64>)
// CHECK: %[[RES:.*]] = revseq.reverse %[[INPUT]] axes = [1] {revseq.tag = "kept"} : tensor<2x?xf64>
// CHECK: return %[[RES]] : tensor<2x?xf64>
func.func @inferred_result_type_and_attr_dict(%input: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = revseq.reverse %input axes = [1] {revseq.tag = "kept"} : tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

//===----------------------------------------------------------------------===//
// Destination-passing forms
//===----------------------------------------------------------------------===//

// On tensors the result is the new value of init (same type as init).
// CHECK-LABEL: func @into_tensors
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>, %[[L:.*]]: tensor<4xi64>, %[[A:.*]]: tensor<?xi32>, %[[SL:.*]]: tensor<4x1xi8>, %[[INIT:.*]]: tensor<4x?xf32>)
// CHECK: %[[R0:.*]] = revseq.reverse_into %[[X]] into %[[INIT]] axes = [0, -1] : tensor<4x?xf32> into tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK: %[[R1:.*]] = revseq.reverse_sequence_into %[[X]], %[[L]] into %[[R0]] batch_axis = 0, seq_axis = 1 : tensor<4x?xf32>, tensor<4xi64> into tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK: %[[R2:.*]] = revseq.reverse_dynamic_into %[[X]], %[[A]] into %[[R1]] mode = index : tensor<4x?xf32>, tensor<?xi32> into tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK: %[[R3:.*]] = revseq.reverse_subsequences_into %[[X]], %[[SL]] into %[[R2]] axis = -1 : tensor<4x?xf32>, tensor<4x1xi8> into tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK: return %[[R3]] : tensor<4x?xf32>
func.func @into_tensors(%x: tensor<4x?xf32>, %l: tensor<4xi64>, %a: tensor<?xi32>, %sl: tensor<4x1xi8>, %init: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = revseq.reverse_into %x into %init axes = [0, -1] : tensor<4x?xf32> into tensor<4x?xf32> -> tensor<4x?xf32>
  %1 = revseq.reverse_sequence_into %x, %l into %0 batch_axis = 0, seq_axis = 1 : tensor<4x?xf32>, tensor<4xi64> into tensor<4x?xf32> -> tensor<4x?xf32>
  %2 = revseq.reverse_dynamic_into %x, %a into %1 mode = index : tensor<4x?xf32>, tensor<?xi32> into tensor<4x?xf32> -> tensor<4x?xf32>
  %3 = revseq.reverse_subsequences_into %x, %sl into %2 axis = -1 : tensor<4x?xf32>, tensor<4x1xi8> into tensor<4x?xf32> -> tensor<4x?xf32>
  return %3 : tensor<4x?xf32>
}

// On memrefs there is no result; init may have any layout, the other
// operands too.
// CHECK-LABEL: func @into_memrefs
// CHECK-SAME: (%[[X:.*]]: memref<4x8xf16>, %[[L:.*]]: memref<8xi32>, %[[M:.*]]: memref<2xi1>, %[[SL:.*]]: memref<1x8xi64, strided<[16, 2]>>, %[[OUT:.*]]: memref<4x8xf16>)
// CHECK: revseq.reverse_into %[[X]] into %[[OUT]] axes = [] : memref<4x8xf16> into memref<4x8xf16>
// CHECK-NOT: ->
// CHECK: revseq.reverse_sequence_into %[[X]], %[[L]] into %[[OUT]] batch_axis = 1, seq_axis = 0 : memref<4x8xf16>, memref<8xi32> into memref<4x8xf16>
// CHECK: revseq.reverse_dynamic_into %[[X]], %[[M]] into %[[OUT]] mode = mask : memref<4x8xf16>, memref<2xi1> into memref<4x8xf16>
// CHECK: revseq.reverse_subsequences_into %[[X]], %[[SL]] into %[[OUT]] axis = 0 : memref<4x8xf16>, memref<1x8xi64, strided<[16, 2]>> into memref<4x8xf16>
// CHECK-NEXT: return
func.func @into_memrefs(%x: memref<4x8xf16>, %l: memref<8xi32>, %m: memref<2xi1>, %sl: memref<1x8xi64, strided<[16, 2]>>, %out: memref<4x8xf16>) {
  revseq.reverse_into %x into %out axes = [] : memref<4x8xf16> into memref<4x8xf16>
  revseq.reverse_sequence_into %x, %l into %out batch_axis = 1, seq_axis = 0 : memref<4x8xf16>, memref<8xi32> into memref<4x8xf16>
  revseq.reverse_dynamic_into %x, %m into %out mode = mask : memref<4x8xf16>, memref<2xi1> into memref<4x8xf16>
  revseq.reverse_subsequences_into %x, %sl into %out axis = 0 : memref<4x8xf16>, memref<1x8xi64, strided<[16, 2]>> into memref<4x8xf16>
  return
}

// A strided init: a subview with a dynamic offset into a larger buffer.
// CHECK-LABEL: func @into_strided_init
// CHECK-SAME: (%[[X:.*]]: memref<4x?xf32>, %[[BIG:.*]]: memref<16x32xf32>, %[[OFF:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[VIEW:.*]] = memref.subview %[[BIG]][%[[OFF]], 2] [4, %[[N]]] [1, 1] : memref<16x32xf32> to memref<4x?xf32, strided<[32, 1], offset: ?>>
// CHECK: revseq.reverse_into %[[X]] into %[[VIEW]] axes = [1] : memref<4x?xf32> into memref<4x?xf32, strided<[32, 1], offset: ?>>
func.func @into_strided_init(%x: memref<4x?xf32>, %big: memref<16x32xf32>, %off: index, %n: index) {
  %view = memref.subview %big[%off, 2] [4, %n] [1, 1] : memref<16x32xf32> to memref<4x?xf32, strided<[32, 1], offset: ?>>
  revseq.reverse_into %x into %view axes = [1] : memref<4x?xf32> into memref<4x?xf32, strided<[32, 1], offset: ?>>
  return
}

// The generic form (what --mlir-print-op-generic prints) parses back to the
// same ops, with and without a result; a discardable attribute survives.
// CHECK-LABEL: func @into_generic_form
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi8>, %[[INIT:.*]]: tensor<2x3xi8>, %[[MX:.*]]: memref<2x3xi8>, %[[MOUT:.*]]: memref<2x3xi8, strided<[4, 1]>>)
// CHECK: %[[R:.*]] = revseq.reverse_into %[[X]] into %[[INIT]] axes = [1] {revseq.tag = "kept"} : tensor<2x3xi8> into tensor<2x3xi8> -> tensor<2x3xi8>
// CHECK: revseq.reverse_into %[[MX]] into %[[MOUT]] axes = [0, 1] : memref<2x3xi8> into memref<2x3xi8, strided<[4, 1]>>
// CHECK: return %[[R]]
func.func @into_generic_form(%x: tensor<2x3xi8>, %init: tensor<2x3xi8>, %mx: memref<2x3xi8>, %mout: memref<2x3xi8, strided<[4, 1]>>) -> tensor<2x3xi8> {
  %0 = "revseq.reverse_into"(%x, %init) <{axes = array<i64: 1>}> {revseq.tag = "kept"} : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  "revseq.reverse_into"(%mx, %mout) <{axes = array<i64: 0, 1>}> : (memref<2x3xi8>, memref<2x3xi8, strided<[4, 1]>>) -> ()
  return %0 : tensor<2x3xi8>
}

// CHECK-LABEL: func.func @check
// CHECK:         revseq.check %{{.*}}, "lengths[{}] = {} is outside [0, {}]"(%{{.*}}, %{{.*}}, %{{.*}}) : index, i64, i8
// CHECK:         revseq.check %{{.*}}, "no values"{{$}}
func.func @check(%ok: i1, %i: index, %v: i64, %t: i8) {
  revseq.check %ok, "lengths[{}] = {} is outside [0, {}]"(%i, %v, %t) : index, i64, i8
  revseq.check %ok, "no values"
  return
}
