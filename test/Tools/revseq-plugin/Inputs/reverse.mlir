func.func @reverse(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = revseq.reverse %x axes = [-1] : tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
