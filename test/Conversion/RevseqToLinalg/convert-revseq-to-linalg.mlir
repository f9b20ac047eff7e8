// RUN: revseq-opt %s --convert-revseq-to-linalg --cse --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-linalg=runtime-checks=true --cse --split-input-file | FileCheck %s --check-prefix=CHECKS

// A reversed axis reads the input at dim - 1 - i; other axes at i.
// CHECK-LABEL: func.func @reverse_dynamic_dim
// CHECK-SAME:    %[[X:.*]]: tensor<4x?xf32>
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[D1:.*]] = tensor.dim %[[X]], %[[C1]]
// CHECK:         %[[EMPTY:.*]] = tensor.empty(%[[D1]]) : tensor<4x?xf32>
// The sizes are read from the destination.
// CHECK:         %[[N1:.*]] = tensor.dim %[[EMPTY]], %[[C1]]
// CHECK:         linalg.generic
// CHECK-SAME:      iterator_types = ["parallel", "parallel"]
// CHECK-SAME:      outs(%[[EMPTY]] : tensor<4x?xf32>)
// CHECK:           %[[I0:.*]] = linalg.index 0
// CHECK:           %[[I1:.*]] = linalg.index 1
// CHECK:           %[[LAST:.*]] = arith.subi %[[N1]], %[[C1]]
// CHECK:           %[[SRC:.*]] = arith.subi %[[LAST]], %[[I1]]
// CHECK:           %[[E:.*]] = tensor.extract %[[X]][%[[I0]], %[[SRC]]]
// CHECK:           linalg.yield %[[E]]
// CHECK-NOT:     revseq.
func.func @reverse_dynamic_dim(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = revseq.reverse %x axes = [-1] : tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// The length of batch b is read at lengths[b], sign-extended, clamped to
// [0, T] and used to mirror t < L. The dynamic lengths size is compared with
// the batch dim whether or not runtime checks are on.
// CHECK-LABEL: func.func @reverse_sequence
// CHECK-SAME:    %[[X:.*]]: tensor<?x3xi8>, %[[L:.*]]: tensor<?xi32>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[B:.*]] = tensor.dim %[[X]], %[[C0]]
// CHECK:         %[[N:.*]] = tensor.dim %[[L]], %[[C0]]
// CHECK:         %[[SAME:.*]] = arith.cmpi eq, %[[N]], %[[B]]
// CHECK:         revseq.check %[[SAME]], "revseq.reverse_sequence: the size of lengths ({}) differs from the batch dimension ({}) (reverse_sequence_c9)"
// CHECK:         linalg.generic
// CHECK:           %[[I0:.*]] = linalg.index 0
// CHECK:           %[[I1:.*]] = linalg.index 1
// CHECK:           %[[RAW:.*]] = tensor.extract %[[L]][%[[I0]]]
// CHECK:           %[[WIDE:.*]] = arith.extsi %[[RAW]] : i32 to i64
// CHECK:           %[[LO:.*]] = arith.maxsi %[[WIDE]], %{{.*}} : i64
// CHECK:           %[[HI:.*]] = arith.minsi %[[LO]], %{{.*}} : i64
// CHECK:           %[[LEN:.*]] = arith.index_cast %[[HI]] : i64 to index
// CHECK:           %[[IN:.*]] = arith.cmpi ult, %[[I1]], %[[LEN]]
// CHECK:           %[[M1:.*]] = arith.subi %[[LEN]], %{{.*}}
// CHECK:           %[[M:.*]] = arith.subi %[[M1]], %[[I1]]
// CHECK:           %[[T:.*]] = arith.select %[[IN]], %[[M]], %[[I1]]
// CHECK:           tensor.extract %[[X]][%[[I0]], %[[T]]]
// CHECK-NOT:     revseq.check

// With runtime checks every length is compared with [0, T] first.
// CHECKS-LABEL: func.func @reverse_sequence
// CHECKS:         revseq.check {{.*}}(reverse_sequence_c9)
// CHECKS:         scf.for
// CHECKS:           tensor.extract
// CHECKS:           arith.extsi
// CHECKS:           arith.cmpi sge
// CHECKS:           arith.cmpi sle
// CHECKS:           revseq.check {{.*}}"revseq.reverse_sequence: lengths[{}] = {} is outside [0, T] = [0, {}] (runtime-checks)"
// CHECKS:         linalg.generic
func.func @reverse_sequence(%x: tensor<?x3xi8>, %l: tensor<?xi32>) -> tensor<?x3xi8> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x3xi8>, tensor<?xi32>
  return %0 : tensor<?x3xi8>
}

// -----

// Static sizes need no assert. A wide length saturates to i64 before the
// clamp; the slice's length sits at the same coordinates with axis -> 0.
// CHECK-LABEL: func.func @reverse_subsequences
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>, %[[L:.*]]: tensor<2x1xi128>
// CHECK-NOT:     revseq.check
// CHECK:         linalg.generic
// CHECK:           %[[I0:.*]] = linalg.index 0
// CHECK:           %[[I1:.*]] = linalg.index 1
// CHECK:           %[[RAW:.*]] = tensor.extract %[[L]][%[[I0]], %{{.*}}] : tensor<2x1xi128>
// CHECK:           %[[MIN:.*]] = arith.constant -9223372036854775808 : i128
// CHECK:           %[[MAX:.*]] = arith.constant 9223372036854775807 : i128
// CHECK:           %[[A:.*]] = arith.maxsi %[[RAW]], %[[MIN]]
// CHECK:           %[[B:.*]] = arith.minsi %[[A]], %[[MAX]]
// CHECK:           arith.trunci %[[B]] : i128 to i64
// CHECK:           tensor.extract %[[X]][%[[I0]], %{{.*}}]
func.func @reverse_subsequences(%x: tensor<2x3xf32>, %l: tensor<2x1xi128>) -> tensor<2x3xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<2x3xf32>, tensor<2x1xi128>
  return %0 : tensor<2x3xf32>
}

// -----

// Dynamic lengths dims are compared with the input's and with 1 (the
// reversed axis).
// CHECK-LABEL: func.func @reverse_subsequences_dynamic
// CHECK:         revseq.check {{.*}}(reverse_subsequences_c8)
// CHECK:         revseq.check {{.*}}(reverse_subsequences_c7)
// CHECK:         linalg.generic
func.func @reverse_subsequences_dynamic(%x: tensor<?x3xf32>, %l: tensor<?x?xi64>) -> tensor<?x3xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x3xf32>, tensor<?x?xi64>
  return %0 : tensor<?x3xf32>
}

// -----

// Index mode: a loop over the axes ORs "names dim d" into one flag per dim;
// the body selects the mirrored index where the flag is set.
// CHECK-LABEL: func.func @reverse_dynamic_index
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>, %[[A:.*]]: tensor<?xi16>
// CHECK:         %[[FALSE:.*]] = arith.constant false
// CHECK:         %[[FLAGS:.*]]:2 = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[F0:.*]] = %[[FALSE]], %[[F1:.*]] = %[[FALSE]]) -> (i1, i1)
// CHECK:           %[[RAW:.*]] = tensor.extract %[[A]][%[[K]]]
// CHECK:           %[[AX:.*]] = arith.extsi %[[RAW]] : i16 to i64
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[AX]]
// CHECK:           %[[PLUS:.*]] = arith.addi %[[AX]]
// CHECK:           %[[NORM:.*]] = arith.select %[[NEG]], %[[PLUS]], %[[AX]]
// CHECK:           %[[IS0:.*]] = arith.cmpi eq, %[[NORM]]
// CHECK:           %[[N0:.*]] = arith.ori %[[F0]], %[[IS0]]
// CHECK:           %[[IS1:.*]] = arith.cmpi eq, %[[NORM]]
// CHECK:           %[[N1:.*]] = arith.ori %[[F1]], %[[IS1]]
// CHECK:           scf.yield %[[N0]], %[[N1]]
// CHECK:         linalg.generic
// CHECK:           arith.select %[[FLAGS]]#0
// CHECK:           arith.select %[[FLAGS]]#1
// CHECK-NOT:     revseq.check

// CHECKS-LABEL: func.func @reverse_dynamic_index
// CHECKS:         scf.for
// CHECKS:           revseq.check {{.*}}"revseq.reverse_dynamic: axes[{}] = {} is outside [-rank, rank) = [-2, 2) (reverse_dynamic_c7)"
func.func @reverse_dynamic_index(%x: tensor<2x3xf32>, %a: tensor<?xi16>) -> tensor<2x3xf32> {
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<2x3xf32>, tensor<?xi16>
  return %0 : tensor<2x3xf32>
}

// -----

// Mask mode with a dynamic size: each flag is read only when it exists.
// CHECK-LABEL: func.func @reverse_dynamic_mask
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>, %[[M:.*]]: tensor<?xi1>
// CHECK:         %[[N:.*]] = tensor.dim %[[M]]
// CHECK:         %[[HAS0:.*]] = arith.cmpi ult, %{{.*}}, %[[N]]
// CHECK:         scf.if %[[HAS0]] -> (i1)
// CHECK:           tensor.extract %[[M]]
// CHECK:         else
// CHECK:           scf.yield %false
// CHECK:         %[[HAS1:.*]] = arith.cmpi ult, %{{.*}}, %[[N]]
// CHECK:         scf.if %[[HAS1]] -> (i1)
// CHECK:         linalg.generic
// CHECK-NOT:     revseq.check

// CHECKS-LABEL: func.func @reverse_dynamic_mask
// CHECKS:         revseq.check {{.*}}"revseq.reverse_dynamic: the mask length ({}) differs from the input rank ({}) (reverse_dynamic_c6)"
func.func @reverse_dynamic_mask(%x: tensor<2x3xf32>, %m: tensor<?xi1>) -> tensor<2x3xf32> {
  %0 = revseq.reverse_dynamic %x, %m mode = mask : tensor<2x3xf32>, tensor<?xi1>
  return %0 : tensor<2x3xf32>
}

// -----

// The pass never folds: with runtime checks a constant out-of-range length
// still reaches the check.
// CHECKS-LABEL: func.func @no_folding
// CHECKS:         revseq.check {{.*}}is outside [0, T]
// CHECKS:         linalg.generic
func.func @no_folding(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %l = arith.constant dense<-1> : tensor<2xi64>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<2x3xf32>, tensor<2xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// A destination-passing form on tensors: the generic's outs is init (no
// tensor.empty) and its result replaces the op's.
// CHECK-LABEL: func.func @reverse_into_tensor
// CHECK-SAME:    %[[X:.*]]: tensor<4x?xf32>, %[[INIT:.*]]: tensor<4x?xf32>
// CHECK-NOT:     tensor.empty
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[D1:.*]] = tensor.dim %[[INIT]], %[[C1]]
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:      outs(%[[INIT]] : tensor<4x?xf32>)
// CHECK:           %[[I0:.*]] = linalg.index 0
// CHECK:           %[[I1:.*]] = linalg.index 1
// CHECK:           %[[LAST:.*]] = arith.subi %[[D1]], %[[C1]]
// CHECK:           %[[SRC:.*]] = arith.subi %[[LAST]], %[[I1]]
// CHECK:           %[[E:.*]] = tensor.extract %[[X]][%[[I0]], %[[SRC]]]
// CHECK:           linalg.yield %[[E]]
// CHECK:         return %[[R]]
// CHECK-NOT:     revseq.
func.func @reverse_into_tensor(%x: tensor<4x?xf32>, %init: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = revseq.reverse_into %x into %init axes = [1] : tensor<4x?xf32> into tensor<4x?xf32> -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// On memrefs the generic has no result: it writes init (here a strided
// view) and reads the input and the lengths with memref.load. The dynamic
// size rule is checked on the memrefs.
// CHECK-LABEL: func.func @reverse_sequence_into_memref
// CHECK-SAME:    %[[X:.*]]: memref<?x3xi8>, %[[L:.*]]: memref<?xi32>, %[[OUT:.*]]: memref<?x3xi8, strided<[8, 1], offset: ?>>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[B:.*]] = memref.dim %[[X]], %[[C0]]
// CHECK:         %[[N:.*]] = memref.dim %[[L]], %[[C0]]
// CHECK:         %[[SAME:.*]] = arith.cmpi eq, %[[N]], %[[B]]
// CHECK:         revseq.check %[[SAME]], "revseq.reverse_sequence: the size of lengths ({}) differs from the batch dimension ({}) (reverse_sequence_c9)"
// CHECK:         linalg.generic
// CHECK-SAME:      outs(%[[OUT]] : memref<?x3xi8, strided<[8, 1], offset: ?>>)
// CHECK:           %[[I0:.*]] = linalg.index 0
// CHECK:           %[[I1:.*]] = linalg.index 1
// CHECK:           %[[RAW:.*]] = memref.load %[[L]][%[[I0]]] : memref<?xi32>
// CHECK:           arith.extsi %[[RAW]] : i32 to i64
// CHECK:           %[[T:.*]] = arith.select
// CHECK:           %[[E:.*]] = memref.load %[[X]][%[[I0]], %[[T]]] : memref<?x3xi8>
// CHECK:           linalg.yield %[[E]]
// CHECK-NOT:     tensor.
// CHECK:         return
// CHECK-NOT:     revseq.
func.func @reverse_sequence_into_memref(%x: memref<?x3xi8>, %l: memref<?xi32>, %out: memref<?x3xi8, strided<[8, 1], offset: ?>>) {
  revseq.reverse_sequence_into %x, %l into %out batch_axis = 0, seq_axis = 1 : memref<?x3xi8>, memref<?xi32> into memref<?x3xi8, strided<[8, 1], offset: ?>>
  return
}

// -----

// reverse_dynamic and reverse_subsequences on memrefs: the flags are read
// from the memref axes before the generic; the lengths inside it.
// CHECK-LABEL: func.func @dynamic_and_subsequences_into_memref
// CHECK-SAME:    %[[X:.*]]: memref<2x3xf32>, %[[A:.*]]: memref<?xi16>, %[[L:.*]]: memref<2x1xi64>, %[[OUT:.*]]: memref<2x3xf32>
// CHECK:         %[[FLAGS:.*]]:2 = scf.for
// CHECK:           memref.load %[[A]]
// CHECK:         linalg.generic
// CHECK-SAME:      outs(%[[OUT]] : memref<2x3xf32>)
// CHECK:           arith.select %[[FLAGS]]#0
// CHECK:           arith.select %[[FLAGS]]#1
// CHECK:           memref.load %[[X]]
// CHECK:         linalg.generic
// CHECK-SAME:      outs(%[[OUT]] : memref<2x3xf32>)
// CHECK:           memref.load %[[L]][%{{.*}}, %{{.*}}] : memref<2x1xi64>
// CHECK:           memref.load %[[X]]
// CHECK-NOT:     revseq.
func.func @dynamic_and_subsequences_into_memref(%x: memref<2x3xf32>, %a: memref<?xi16>, %l: memref<2x1xi64>, %out: memref<2x3xf32>) {
  revseq.reverse_dynamic_into %x, %a into %out mode = index : memref<2x3xf32>, memref<?xi16> into memref<2x3xf32>
  revseq.reverse_subsequences_into %x, %l into %out axis = 1 : memref<2x3xf32>, memref<2x1xi64> into memref<2x3xf32>
  return
}

// CHECKS-LABEL: func.func @dynamic_and_subsequences_into_memref
// CHECKS:         scf.for
// CHECKS:           memref.load
// CHECKS:           revseq.check {{.*}}"revseq.reverse_dynamic: axes[{}] = {} is outside [-rank, rank) = [-2, 2) (reverse_dynamic_c7)"
// CHECKS:         linalg.generic
// CHECKS:         revseq.check {{.*}}"revseq.reverse_subsequences: lengths[{{.*}}] = {} is outside [0, T] = [0, {}] (runtime-checks)"
// CHECKS:         linalg.generic
