// Results that no machine holds, computed from small inputs, for
// revseq-run-allocation-failures.mlir: 2^40 f32 elements (4 TiB), and as
// many rows as the argument `rows` says.
func.func @static_result(%v: tensor<f32>, %l: tensor<2xi64>)
    -> tensor<549755813888x2xf32> {
  %x = tensor.extract %v[] : tensor<f32>
  %e = tensor.empty() : tensor<549755813888x2xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<549755813888x2xf32>)
      -> tensor<549755813888x2xf32>
  %r = revseq.reverse_sequence %f, %l batch_axis = 1, seq_axis = 0
      : tensor<549755813888x2xf32>, tensor<2xi64>
  return %r : tensor<549755813888x2xf32>
}

func.func @dynamic_result(%v: tensor<f32>, %rows: tensor<i64>, %l: tensor<2xi64>)
    -> tensor<?x2xf32> {
  %x = tensor.extract %v[] : tensor<f32>
  %rows64 = tensor.extract %rows[] : tensor<i64>
  %n = arith.index_cast %rows64 : i64 to index
  %e = tensor.empty(%n) : tensor<?x2xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<?x2xf32>) -> tensor<?x2xf32>
  %r = revseq.reverse_sequence %f, %l batch_axis = 1, seq_axis = 0
      : tensor<?x2xf32>, tensor<2xi64>
  return %r : tensor<?x2xf32>
}
