func.func @f(%x: tensor<f64>) -> tensor<f64> {
  %r0 = linalg.add<f64> ins(%x, %x : tensor<f64>, tensor<f64>) outs(%x : tensor<f64>) -> tensor<f64>
  return %r0 : tensor<f64>
}
