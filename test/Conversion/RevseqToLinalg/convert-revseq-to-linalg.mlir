// RUN: revseq-opt %s --convert-revseq-to-linalg --cse --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-linalg=runtime-checks=true --cse --split-input-file | FileCheck %s --check-prefix=CHECKS

// A reversed axis reads the input at dim - 1 - i; other axes at i.
// CHECK-LABEL: func.func @reverse_dynamic_dim
// CHECK-SAME:    %[[X:.*]]: tensor<4x?xf32>
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[D1:.*]] = tensor.dim %[[X]], %[[C1]]
// CHECK:         %[[EMPTY:.*]] = tensor.empty(%[[D1]]) : tensor<4x?xf32>
// CHECK:         linalg.generic
// CHECK-SAME:      iterator_types = ["parallel", "parallel"]
// CHECK-SAME:      outs(%[[EMPTY]] : tensor<4x?xf32>)
// CHECK:           %[[I0:.*]] = linalg.index 0
// CHECK:           %[[I1:.*]] = linalg.index 1
// CHECK:           %[[LAST:.*]] = arith.subi %[[D1]], %[[C1]]
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
// CHECK:         cf.assert %[[SAME]], "revseq.reverse_sequence: the size of lengths differs from the batch dimension (reverse_sequence_c9)"
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
// CHECK-NOT:     cf.assert

// With runtime checks every length is compared with [0, T] first.
// CHECKS-LABEL: func.func @reverse_sequence
// CHECKS:         cf.assert {{.*}}(reverse_sequence_c9)
// CHECKS:         scf.for
// CHECKS:           tensor.extract
// CHECKS:           arith.extsi
// CHECKS:           arith.cmpi sge
// CHECKS:           arith.cmpi sle
// CHECKS:           cf.assert {{.*}}"revseq.reverse_sequence: a length is outside [0, T] (runtime-checks)"
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
// CHECK-NOT:     cf.assert
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
// CHECK:         cf.assert {{.*}}(reverse_subsequences_c8)
// CHECK:         cf.assert {{.*}}(reverse_subsequences_c7)
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
// CHECK-NOT:     cf.assert

// CHECKS-LABEL: func.func @reverse_dynamic_index
// CHECKS:         scf.for
// CHECKS:           cf.assert {{.*}}"revseq.reverse_dynamic: an axis index is outside [-rank, rank) (reverse_dynamic_c7)"
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
// CHECK-NOT:     cf.assert

// CHECKS-LABEL: func.func @reverse_dynamic_mask
// CHECKS:         cf.assert {{.*}}"revseq.reverse_dynamic: the mask length differs from the input rank (reverse_dynamic_c6)"
func.func @reverse_dynamic_mask(%x: tensor<2x3xf32>, %m: tensor<?xi1>) -> tensor<2x3xf32> {
  %0 = revseq.reverse_dynamic %x, %m mode = mask : tensor<2x3xf32>, tensor<?xi1>
  return %0 : tensor<2x3xf32>
}

// -----

// The pass never folds: with runtime checks a constant out-of-range length
// still reaches the check.
// CHECKS-LABEL: func.func @no_folding
// CHECKS:         cf.assert {{.*}}a length is outside [0, T]
// CHECKS:         linalg.generic
func.func @no_folding(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %l = arith.constant dense<-1> : tensor<2xi64>
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<2x3xf32>, tensor<2xi64>
  return %0 : tensor<2x3xf32>
}
