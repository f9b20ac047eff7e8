// Well-formed dimension lists of the three ops, in custom and generic form,
// and properties, next to a comment and a string that hold malformed ones:
// all parse.
// linalg.transpose ins(%x) outs(%e) permutation = = [1, 0]
// linalg.add<f64>
func.func @f(%x: tensor<5x2xi8>, %v: tensor<5xi8>) -> (tensor<2x5xi8>, tensor<5x2xi8>, tensor<5xi8>) {
  %e = tensor.empty() : tensor<2x5xi8>
  %note = arith.constant {note = "linalg.transpose permutation = = [1, 0] linalg.add<f64>"} 0 : index
  %t = linalg.transpose ins(%x : tensor<5x2xi8>) outs(%e : tensor<2x5xi8>) permutation = [ 1 , 0 ]
  %e2 = tensor.empty() : tensor<5x2xi8>
  %b = linalg.broadcast ins(%v : tensor<5xi8>) outs(%e2 : tensor<5x2xi8>) dimensions = [1]
  %e3 = tensor.empty() : tensor<5xi8>
  %sum = linalg.add <{}> ins(%v, %v : tensor<5xi8>, tensor<5xi8>) outs(%e3 : tensor<5xi8>) -> tensor<5xi8>
  %r = linalg.reduce ins(%x : tensor<5x2xi8>) outs(%e3 : tensor<5xi8>) dimensions = [ 1 ]
    (%a: i8, %c: i8) {
      %s = arith.addi %a, %c : i8
      linalg.yield %s : i8
    }
  %g = "linalg.transpose"(%x, %e) <{permutation = array<i64: 1, 0>}> ({
  ^bb0(%in: i8, %out: i8):
    linalg.yield %in : i8
  }) : (tensor<5x2xi8>, tensor<2x5xi8>) -> tensor<2x5xi8>
  return %g, %b, %r : tensor<2x5xi8>, tensor<5x2xi8>, tensor<5xi8>
}
