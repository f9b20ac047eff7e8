// Two results of different element types and ranks, dynamic shapes.
func.func @two_results(%x: tensor<?x?xi32>, %lens: tensor<?xi64>, %y: tensor<?xf64>)
    -> (tensor<?x?xi32>, tensor<?xf64>) {
  %0 = revseq.reverse_sequence %x, %lens batch_axis = 0, seq_axis = 1
      : tensor<?x?xi32>, tensor<?xi64>
  %1 = revseq.reverse %y axes = [0] : tensor<?xf64>
  return %0, %1 : tensor<?x?xi32>, tensor<?xf64>
}
