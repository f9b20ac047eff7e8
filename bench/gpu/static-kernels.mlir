// One kernel of each family on static shapes, for the instruction counts of
// docs/GPU.md ("Instructions per 16 bytes"): bench/gpu/count-instructions.py
// compiles it and counts the SASS of each cubin.

func.func @reverse_inner(%x: tensor<16x64x256xf32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse %x axes = [2] : tensor<16x64x256xf32>
  return %0 : tensor<16x64x256xf32>
}

func.func @reverse_outer(%x: tensor<16x64x256xf32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<16x64x256xf32>
  return %0 : tensor<16x64x256xf32>
}

func.func @reverse_odd(%x: tensor<12x36x40xf32>) -> tensor<12x36x40xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<12x36x40xf32>
  return %0 : tensor<12x36x40xf32>
}

// Innermost sizes that are not a multiple of the lane count: the 16-byte
// kernel with the two-load window and the scalar row ends.
func.func @reverse_tail(%x: tensor<16x64x1001xf32>) -> tensor<16x64x1001xf32> {
  %0 = revseq.reverse %x axes = [2] : tensor<16x64x1001xf32>
  return %0 : tensor<16x64x1001xf32>
}

func.func @reverse_outer_tail(%x: tensor<16x64x1001xf32>) -> tensor<16x64x1001xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<16x64x1001xf32>
  return %0 : tensor<16x64x1001xf32>
}

func.func @reverse_tail_i8(%x: tensor<16x64x1001xi8>) -> tensor<16x64x1001xi8> {
  %0 = revseq.reverse %x axes = [2] : tensor<16x64x1001xi8>
  return %0 : tensor<16x64x1001xi8>
}

func.func @reverse_sequence(%x: tensor<16x64x256xf32>, %l: tensor<16xi32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<16x64x256xf32>, tensor<16xi32>
  return %0 : tensor<16x64x256xf32>
}

func.func @reverse_sequence_batch_inner(%x: tensor<16x64x256xf32>, %l: tensor<256xi32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 2, seq_axis = 1 : tensor<16x64x256xf32>, tensor<256xi32>
  return %0 : tensor<16x64x256xf32>
}

func.func @reverse_sequence_i64(%x: tensor<16x256xi64>, %l: tensor<16xi32>) -> tensor<16x256xi64> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<16x256xi64>, tensor<16xi32>
  return %0 : tensor<16x256xi64>
}

func.func @reverse_subsequences_inner(%x: tensor<16x64x256xf32>, %l: tensor<16x64x1xi32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 2 : tensor<16x64x256xf32>, tensor<16x64x1xi32>
  return %0 : tensor<16x64x256xf32>
}

func.func @reverse_subsequences_outer(%x: tensor<16x64x256xf32>, %l: tensor<16x1x256xi32>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<16x64x256xf32>, tensor<16x1x256xi32>
  return %0 : tensor<16x64x256xf32>
}

func.func @reverse_dynamic(%x: tensor<16x64x256xf32>, %axes: tensor<2xi64>) -> tensor<16x64x256xf32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<16x64x256xf32>, tensor<2xi64>
  return %0 : tensor<16x64x256xf32>
}

// Dynamic sizes: four kernels (16-byte or scalar, i32 or index math).
func.func @reverse_sequence_dynamic(%x: tensor<?x?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?xf32>
}
