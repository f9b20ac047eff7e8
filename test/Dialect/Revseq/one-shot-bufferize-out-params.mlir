// RUN: revseq-opt %s --revseq-destination-style --eliminate-empty-tensors \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --revseq-results-to-out-params --canonicalize --cse | FileCheck %s

// A revseq result returned from a function, under the named pipelines'
// out-params ABI (revseq-results-to-out-params after one-shot-bufferize, as
// revseq-cpu-pipeline="out-params=true" runs them): the `_into` op writes
// the caller's buffer directly, with no allocation and no copy. The pass
// takes static result shapes only; see one-shot-bufferize.mlir for the
// other destinations.

// CHECK-LABEL: func.func @result_reverse
// CHECK-SAME:    (%[[X:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_into %[[X]] into %[[OUT]] axes = [0, 1]
// CHECK-SAME:      : memref<4x8xf32> into memref<4x8xf32>
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
func.func @result_reverse(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @result_reverse_sequence
// CHECK-SAME:    (%[[X:.*]]: memref<8x4xi8>, %[[LEN:.*]]: memref<4xi64>, %[[OUT:.*]]: memref<8x4xi8>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_sequence_into %[[X]], %[[LEN]] into %[[OUT]] batch_axis = 1, seq_axis = 0
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
func.func @result_reverse_sequence(%x: tensor<8x4xi8>, %len: tensor<4xi64>)
    -> tensor<8x4xi8> {
  %0 = revseq.reverse_sequence %x, %len batch_axis = 1, seq_axis = 0
      : tensor<8x4xi8>, tensor<4xi64>
  return %0 : tensor<8x4xi8>
}

// CHECK-LABEL: func.func @result_reverse_dynamic
// CHECK-SAME:    (%[[X:.*]]: memref<2x3x4xf64>, %[[M:.*]]: memref<3xi1>, %[[OUT:.*]]: memref<2x3x4xf64>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_dynamic_into %[[X]], %[[M]] into %[[OUT]] mode = mask
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
func.func @result_reverse_dynamic(%x: tensor<2x3x4xf64>, %m: tensor<3xi1>)
    -> tensor<2x3x4xf64> {
  %0 = revseq.reverse_dynamic %x, %m mode = mask
      : tensor<2x3x4xf64>, tensor<3xi1>
  return %0 : tensor<2x3x4xf64>
}

// CHECK-LABEL: func.func @result_reverse_subsequences
// CHECK-SAME:    (%[[X:.*]]: memref<3x5xi32>, %[[LEN:.*]]: memref<1x5xi32>, %[[OUT:.*]]: memref<3x5xi32>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_subsequences_into %[[X]], %[[LEN]] into %[[OUT]] axis = 0
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
func.func @result_reverse_subsequences(%x: tensor<3x5xi32>,
                                       %len: tensor<1x5xi32>)
    -> tensor<3x5xi32> {
  %0 = revseq.reverse_subsequences %x, %len axis = 0
      : tensor<3x5xi32>, tensor<1x5xi32>
  return %0 : tensor<3x5xi32>
}

// A returned result that a linalg.generic updates in place: both write the
// caller's buffer.
// CHECK-LABEL: func.func @result_through_linalg_generic
// CHECK-SAME:    (%[[X:.*]]: memref<4x8xf32>, %[[Y:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         revseq.reverse_into %[[X]] into %[[OUT]] axes = [1]
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[Y]] : memref<4x8xf32>) outs(%[[OUT]] : memref<4x8xf32>)
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @result_through_linalg_generic(%x: tensor<4x8xf32>,
                                         %y: tensor<4x8xf32>)
    -> tensor<4x8xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// Two results of one function, each in its own caller buffer.
// CHECK-LABEL: func.func @two_results
// CHECK-SAME:    (%[[X:.*]]: memref<4x8xf32>, %[[OUT0:.*]]: memref<4x8xf32>, %[[OUT1:.*]]: memref<4x8xf32>)
// CHECK-NOT:     memref.alloc
// CHECK-DAG:     revseq.reverse_into %[[X]] into %[[OUT0]] axes = [0]
// CHECK-DAG:     revseq.reverse_into %[[X]] into %[[OUT1]] axes = [1]
// CHECK-NOT:     memref.copy
// CHECK:         return{{$}}
func.func @two_results(%x: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = revseq.reverse %x axes = [0] : tensor<4x8xf32>
  %1 = revseq.reverse %x axes = [1] : tensor<4x8xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
}
