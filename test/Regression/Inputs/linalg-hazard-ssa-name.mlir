func.func @f(%permutation: tensor<5x2xi8>, %e: tensor<2x5xi8>) -> tensor<2x5xi8> {
  %r = linalg.transpose ins(%permutation : tensor<5x2xi8>) outs(%e : tensor<2x5xi8>) permutation = = [1, 0]
  return %r : tensor<2x5xi8>
}
