// The ops benchmarked by revseq-gpu-bench, on rank-3 f32 tensors of any
// size: compiled by revseq-gpu-pipeline (emit-c-interface=true) into host
// code that copies the operands to the device, launches the kernel and
// copies the result back.

func.func @reverse_inner(%x: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse %x axes = [2] : tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @reverse_outer(%x: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @reverse_sequence(%x: tensor<?x?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1
      : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?xf32>
}

func.func @reverse_subsequences(%x: tensor<?x?x?xf32>, %l: tensor<?x?x?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 2
      : tensor<?x?x?xf32>, tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xf32>
}

func.func @reverse_dynamic(%x: tensor<?x?x?xf32>, %axes: tensor<?xi64>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index
      : tensor<?x?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?x?xf32>
}

// The gather layouts: the lengths vary along the innermost axis, so the
// lanes of a warp read from different rows.
func.func @reverse_sequence_batch_inner(%x: tensor<?x?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 2, seq_axis = 1
      : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?xf32>
}

func.func @reverse_subsequences_outer(%x: tensor<?x?x?xf32>, %l: tensor<?x?x?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1
      : tensor<?x?x?xf32>, tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xf32>
}
