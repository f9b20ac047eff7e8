// RUN: revseq-opt %s --split-input-file --revseq-copy-repeated-results | FileCheck %s

// A function that returns one tensor three times: the later two are copies (one-shot
// bufferization would give the caller's two results one buffer).
// CHECK-LABEL: func.func @returned_twice
// CHECK:         %[[M:.*]] = linalg.min
// CHECK:         %[[C:.*]] = bufferization.alloc_tensor() copy(%[[M]]) : tensor<?xi64>
// CHECK:         %[[D:.*]] = bufferization.alloc_tensor() copy(%[[M]]) : tensor<?xi64>
// CHECK:         return %[[M]], %[[C]], %[[D]]
func.func @returned_twice(%v: tensor<?xi64>, %w: tensor<?xi64>, %e: tensor<?xi64>)
    -> (tensor<?xi64>, tensor<?xi64>, tensor<?xi64>) {
  %m = linalg.min ins(%v, %w : tensor<?xi64>, tensor<?xi64>) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  return %m, %m, %m : tensor<?xi64>, tensor<?xi64>, tensor<?xi64>
}

// -----

// A loop that yields one new tensor twice; an scf.if that does is left as
// it is.
// CHECK-LABEL: func.func @yielded_twice
// CHECK:         scf.for
// CHECK:           %[[M:.*]] = linalg.min
// CHECK:           %[[C:.*]] = bufferization.alloc_tensor() copy(%[[M]])
// CHECK:           scf.yield %[[M]], %[[C]]
// CHECK:         scf.if
// CHECK-NOT:       bufferization.alloc_tensor
// CHECK:           scf.yield %{{.*}}, %{{.*}} :
func.func @yielded_twice(%a: tensor<4xi64>, %b: tensor<4xi64>, %n: index, %c: i1)
    -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xi64>, tensor<4xi64>) {
    %e = tensor.empty() : tensor<4xi64>
    %m = linalg.min ins(%x, %y : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %m, %m : tensor<4xi64>, tensor<4xi64>
  }
  %g:2 = scf.if %c -> (tensor<4xi64>, tensor<4xi64>) {
    scf.yield %a, %a : tensor<4xi64>, tensor<4xi64>
  } else {
    scf.yield %b, %b : tensor<4xi64>, tensor<4xi64>
  }
  return %f#0, %f#1, %g#0, %g#1 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
}

// -----

// A view of a yielded tensor (a cast, a slice, a reshape) names its buffer
// too: the loop's second result is a copy.
// CHECK-LABEL: func.func @yielded_through_a_cast
// CHECK:         scf.for
// CHECK:           %[[V:.*]] = tensor.insert_slice
// CHECK:           %[[C:.*]] = tensor.cast %[[V]]
// CHECK:           %[[D:.*]] = bufferization.alloc_tensor() copy(%[[C]]) : tensor<?xi32>
// CHECK:           scf.yield %[[V]], %[[D]]
func.func @yielded_through_a_cast(%a: tensor<17xi32>, %b: tensor<?xi32>, %d: tensor<17xi32>, %n: index)
    -> (tensor<17xi32>, tensor<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<17xi32>, tensor<?xi32>) {
    %v = tensor.insert_slice %x into %d[0] [17] [1] : tensor<17xi32> into tensor<17xi32>
    %c = tensor.cast %v : tensor<17xi32> to tensor<?xi32>
    scf.yield %v, %c : tensor<17xi32>, tensor<?xi32>
  }
  return %f#0, %f#1 : tensor<17xi32>, tensor<?xi32>
}
