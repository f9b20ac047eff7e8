// A [T * B] tensor expanded into [B, T] with both sizes dynamic, then
// reversed by reverse_sequence: the memref.expand_shape this bufferizes to
// has two dynamic sizes in one group, on which LLVM 22's
// expand-strided-metadata crashes; the pipelines rewrite it first
// (revseq-expand-shapes-as-reinterpret-casts).
// RUN: revseq-opt %s --revseq-cpu-pipeline | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck %s
// RUN: revseq-opt %s --revseq-cpu-pipeline="vectorize=false" | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck %s

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @reverse_rows(%flat: tensor<?xi32>, %b: index, %t: index, %len: tensor<?xi64>) -> tensor<?x?xi32> {
  %x = tensor.expand_shape %flat [[0, 1]] output_shape [%b, %t] : tensor<?xi32> into tensor<?x?xi32>
  %r = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi64>
  return %r : tensor<?x?xi32>
}

func.func @main() {
  %flat0 = arith.constant dense<[0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23]> : tensor<12xi32>
  %flat = tensor.cast %flat0 : tensor<12xi32> to tensor<?xi32>
  %len0 = arith.constant dense<[4, 2, 0]> : tensor<3xi64>
  %len = tensor.cast %len0 : tensor<3xi64> to tensor<?xi64>
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r = call @reverse_rows(%flat, %c3, %c4, %len) : (tensor<?xi32>, index, index, tensor<?xi64>) -> tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  // CHECK: sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}3,   2,   1,   0],
  // CHECK-NEXT: [11,   10,   12,   13],
  // CHECK-NEXT: [20,   21,   22,   23]]
  return
}
