func.func @reverse(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
