// ONNX ReverseSequence, backend test `test_reversesequence_time`: input
// [T, B] = [4, 4], time axis 0, batch axis 1, lengths [4, 3, 2, 1]. The
// kernel takes dynamic shapes; @main calls it and prints the result:
//   [[3, 6, 9, 12], [2, 5, 8, 13], [1, 4, 10, 14], [0, 7, 11, 15]]
//
//   revseq-opt examples/reverse-sequence.mlir --revseq-cpu-pipeline \
//     | mlir-runner -e main -entry-point-result=void \
//         -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so

func.func private @printMemrefF32(tensor<*xf32>)

func.func @reverse_sequence(%x: tensor<?x?xf32>, %lengths: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = 0
      : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[0.0, 4.0, 8.0, 12.0],
                             [1.0, 5.0, 9.0, 13.0],
                             [2.0, 6.0, 10.0, 14.0],
                             [3.0, 7.0, 11.0, 15.0]]> : tensor<4x4xf32>
  %lengths = arith.constant dense<[4, 3, 2, 1]> : tensor<4xi64>
  %xd = tensor.cast %x : tensor<4x4xf32> to tensor<?x?xf32>
  %ld = tensor.cast %lengths : tensor<4xi64> to tensor<?xi64>
  %r = call @reverse_sequence(%xd, %ld) : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
