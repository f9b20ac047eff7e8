// ReverseSequence on dynamic shapes, for the bad-input tests.
func.func @rs(%x: tensor<?x2xf32>, %lens: tensor<?xi32>) -> tensor<?x2xf32> {
  %0 = revseq.reverse_sequence %x, %lens batch_axis = 1, seq_axis = 0
      : tensor<?x2xf32>, tensor<?xi32>
  return %0 : tensor<?x2xf32>
}
