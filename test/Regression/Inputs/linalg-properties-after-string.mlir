func.func @f(%x: tensor<f64>) -> tensor<f64> {
  %c = arith.constant {note = "//"} 0 : index %r0 = linalg.add<f64> ins(%x, %x : tensor<f64>, tensor<f64>) outs(%x : tensor<f64>) -> tensor<f64>
  return %r0 : tensor<f64>
}
