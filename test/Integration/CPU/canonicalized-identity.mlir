// RUN: revseq-opt %s --canonicalize --revseq-cpu-pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: revseq-opt %s --canonicalize | FileCheck %s --check-prefix=FOLDED

// Kernels whose op folds to its input under -canonicalize, so that each
// kernel returns its argument: the deallocation pipeline then returns the
// buffer through a bufferization.clone, which revseq-cpu-pipeline must lower
// to memref before mlir-runner can run the program.

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

// An empty axis list is the identity.
// FOLDED-LABEL: func.func @reverse_no_axes(
// FOLDED-SAME: %[[X:.*]]: tensor<?x?xi32>)
// FOLDED-NEXT: return %[[X]]
func.func @reverse_no_axes(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// Constant lengths that all read as <= 1 leave every slice unchanged.
// FOLDED-LABEL: func.func @sequence_short_lengths(
// FOLDED-SAME: %[[X:.*]]: tensor<3x?xi32>)
// FOLDED-NEXT: return %[[X]]
func.func @sequence_short_lengths(%x: tensor<3x?xi32>) -> tensor<3x?xi32> {
  %lengths = arith.constant dense<[1, 0, -5]> : tensor<3xi64>
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1
      : tensor<3x?xi32>, tensor<3xi64>
  return %0 : tensor<3x?xi32>
}

// An all-false constant mask becomes reverse with no axes.
// FOLDED-LABEL: func.func @dynamic_false_mask(
// FOLDED-SAME: %[[X:.*]]: tensor<?x?xi32>)
// FOLDED-NEXT: return %[[X]]
func.func @dynamic_false_mask(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %mask = arith.constant dense<[false, false]> : tensor<2xi1>
  %0 = revseq.reverse_dynamic %x, %mask mode = mask : tensor<?x?xi32>, tensor<2xi1>
  return %0 : tensor<?x?xi32>
}

// An input with no elements is returned as is.
// FOLDED-LABEL: func.func @zero_size(
// FOLDED-SAME: %[[X:.*]]: tensor<?x0xi32>)
// FOLDED-NEXT: return %[[X]]
func.func @zero_size(%x: tensor<?x0xi32>) -> tensor<?x0xi32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x0xi32>
  return %0 : tensor<?x0xi32>
}

func.func @main() {
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %xd = tensor.cast %x : tensor<3x3xi32> to tensor<?x?xi32>
  %xm = tensor.cast %x : tensor<3x3xi32> to tensor<3x?xi32>

  vector.print str "--- reverse axes [] ---\n"
  %r0 = call @reverse_no_axes(%xd) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  %u0 = tensor.cast %r0 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  // CHECK-LABEL: --- reverse axes [] ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 2, 3],
  // CHECK-NEXT: [4, 5, 6],
  // CHECK-NEXT: [7, 8, 9]]

  vector.print str "--- reverse_sequence lengths [1, 0, -5] ---\n"
  %r1 = call @sequence_short_lengths(%xm) : (tensor<3x?xi32>) -> tensor<3x?xi32>
  %u1 = tensor.cast %r1 : tensor<3x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-LABEL: --- reverse_sequence lengths [1, 0, -5] ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 2, 3],
  // CHECK-NEXT: [4, 5, 6],
  // CHECK-NEXT: [7, 8, 9]]

  vector.print str "--- reverse_dynamic mask [false, false] ---\n"
  %r2 = call @dynamic_false_mask(%xd) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  %u2 = tensor.cast %r2 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-LABEL: --- reverse_dynamic mask [false, false] ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 2, 3],
  // CHECK-NEXT: [4, 5, 6],
  // CHECK-NEXT: [7, 8, 9]]

  vector.print str "--- reverse 2x0, axes [0, 1] ---\n"
  %z = arith.constant dense<> : tensor<2x0xi32>
  %zd = tensor.cast %z : tensor<2x0xi32> to tensor<?x0xi32>
  %r3 = call @zero_size(%zd) : (tensor<?x0xi32>) -> tensor<?x0xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %r3, %c0 : tensor<?x0xi32>
  %d1 = tensor.dim %r3, %c1 : tensor<?x0xi32>
  vector.print str "sizes ["
  vector.print %d0 : index punctuation <comma>
  vector.print str " "
  vector.print %d1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-LABEL: --- reverse 2x0, axes [0, 1] ---
  // CHECK-NEXT: sizes [2, 0]
  return
}
