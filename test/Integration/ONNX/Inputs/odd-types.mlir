// Signatures revseq-run cannot pass: an i3 result, a declared static result
// shape that the computed one may contradict.
func.func @i3(%x: tensor<?x2xf32>) -> tensor<?xi3> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?x2xf32>
  %e = tensor.empty(%d) : tensor<?xi3>
  return %e : tensor<?xi3>
}

func.func @static_result(%x: tensor<?x2xf32>, %lens: tensor<2xi32>)
    -> tensor<3x2xf32> {
  %0 = revseq.reverse_sequence %x, %lens batch_axis = 1, seq_axis = 0
      : tensor<?x2xf32>, tensor<2xi32>
  %1 = tensor.cast %0 : tensor<?x2xf32> to tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}
