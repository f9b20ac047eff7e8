// Inputs of test/Regression/hostile-sizes.mlir: the largest static sizes
// rule `<op>_bytes` accepts, INT64_MAX bytes or just below.

func.func @reverse_i8_max(%x: tensor<9223372036854775807xi8>) -> tensor<9223372036854775807xi8> {
  %0 = revseq.reverse %x axes = [0] : tensor<9223372036854775807xi8>
  return %0 : tensor<9223372036854775807xi8>
}

// 2^61 - 1 elements of 4 bytes: INT64_MAX - 3 bytes.
func.func @reverse_f32_max(%x: tensor<2305843009213693951xf32>) -> tensor<2305843009213693951xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<2305843009213693951xf32>
  return %0 : tensor<2305843009213693951xf32>
}

// 3 x 3074457345618258602 bytes: INT64_MAX - 1.
func.func @reverse_sequence_i8_max(%x: tensor<3074457345618258602x3xi8>, %l: tensor<3xi32>) -> tensor<3074457345618258602x3xi8> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<3074457345618258602x3xi8>, tensor<3xi32>
  return %0 : tensor<3074457345618258602x3xi8>
}

func.func @reverse_subsequences_i16_max(%x: tensor<2x2305843009213693951xi16>, %l: tensor<1x2305843009213693951xi32>) -> tensor<2x2305843009213693951xi16> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<2x2305843009213693951xi16>, tensor<1x2305843009213693951xi32>
  return %0 : tensor<2x2305843009213693951xi16>
}

func.func @reverse_dynamic_zero_dim(%x: tensor<0x1x1152921504606846975xf64>, %a: tensor<2xi64>) -> tensor<0x1x1152921504606846975xf64> {
  %0 = revseq.reverse_dynamic %x, %a mode = index : tensor<0x1x1152921504606846975xf64>, tensor<2xi64>
  return %0 : tensor<0x1x1152921504606846975xf64>
}
