func.func @f(%x: tensor<5x2xi8>, %e: tensor<2x5xi8>) -> tensor<2x5xi8> {
  %c = arith.constant {note = "//"} 0 : index %r = linalg.transpose ins(%x : tensor<5x2xi8>) outs(%e : tensor<2x5xi8>) permutation = = [1, 0]
  return %r : tensor<2x5xi8>
}
