// Each RUN goes through one lowering of revseq-cpu-pipeline: the vectorised
// default, the scalar linalg path, and two OpenMP threads with every row
// stored non-temporally (aligned, after a peeled head).
// DEFINE: %{options} = vectorize=true
// DEFINE: %{run} = revseq-opt %s --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false
// RUN: %{run}
// REDEFINE: %{options} = num-threads=2 min-parallel-bytes=0 nontemporal-bytes=1
// RUN: %{run}
// RUN: revseq-opt %s --canonicalize --revseq-cpu-pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: revseq-opt %s --canonicalize | FileCheck %s --check-prefix=FOLDED

// Each computation runs twice: once on constants directly in @main, where
// -canonicalize folds it to a constant (the FOLDED run checks that no revseq
// op is left in @main), and once through a call to a kernel, which cannot
// fold. Both print the same expected values, with and without the
// canonicalizer in front of the pipeline.
//
// FOLDED-LABEL: func.func @main()
// FOLDED-NOT: revseq.
// FOLDED: return

func.func private @printMemrefBF16(tensor<*xbf16> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefC32(tensor<*xcomplex<f32>> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(tensor<*xf16> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(tensor<*xi16> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @reverse_f32(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = revseq.reverse %x axes = [0, -1] : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @reverse_i1(%x: tensor<3x4xi1>) -> tensor<3x4xi1> {
  %0 = revseq.reverse %x axes = [1] : tensor<3x4xi1>
  return %0 : tensor<3x4xi1>
}

func.func @reverse_i16(%x: tensor<2x1x3xi16>) -> tensor<2x1x3xi16> {
  %0 = revseq.reverse %x axes = [1, 2] : tensor<2x1x3xi16>
  return %0 : tensor<2x1x3xi16>
}

func.func @onnx_time(%x: tensor<4x4xf32>, %lengths: tensor<4xi64>) -> tensor<4x4xf32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = 0 : tensor<4x4xf32>, tensor<4xi64>
  return %0 : tensor<4x4xf32>
}

func.func @sequence_i128_lengths(%x: tensor<3x4xi8>, %lengths: tensor<3xi128>) -> tensor<3x4xi8> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x4xi8>, tensor<3xi128>
  return %0 : tensor<3x4xi8>
}

func.func @sequence_bf16(%x: tensor<4x5xbf16>, %lengths: tensor<5xi64>) -> tensor<4x5xbf16> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = -1, seq_axis = -2 : tensor<4x5xbf16>, tensor<5xi64>
  return %0 : tensor<4x5xbf16>
}

func.func @sequence_all_long(%x: tensor<3x4xf64>, %lengths: tensor<3xi64>) -> tensor<3x4xf64> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x4xf64>, tensor<3xi64>
  return %0 : tensor<3x4xf64>
}

func.func @sequence_all_short(%x: tensor<3x4xi16>, %lengths: tensor<3xi8>) -> tensor<3x4xi16> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x4xi16>, tensor<3xi8>
  return %0 : tensor<3x4xi16>
}

func.func @directml_axis3(%x: tensor<1x1x3x4xf16>, %lengths: tensor<1x1x3x1xi32>) -> tensor<1x1x3x4xf16> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 3 : tensor<1x1x3x4xf16>, tensor<1x1x3x1xi32>
  return %0 : tensor<1x1x3x4xf16>
}

func.func @subsequences_c32(%x: tensor<3x4xcomplex<f32>>, %lengths: tensor<1x4xi8>) -> tensor<3x4xcomplex<f32>> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = -2 : tensor<3x4xcomplex<f32>>, tensor<1x4xi8>
  return %0 : tensor<3x4xcomplex<f32>>
}

func.func @subsequences_i1_lengths(%x: tensor<2x3xi64>, %lengths: tensor<2x1xi1>) -> tensor<2x3xi64> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<2x3xi64>, tensor<2x1xi1>
  return %0 : tensor<2x3xi64>
}

func.func @dynamic_index(%x: tensor<2x3xi64>, %axes: tensor<3xi64>) -> tensor<2x3xi64> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<2x3xi64>, tensor<3xi64>
  return %0 : tensor<2x3xi64>
}

func.func @dynamic_index_i8(%x: tensor<2x3xi32>, %axes: tensor<1xi8>) -> tensor<2x3xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<2x3xi32>, tensor<1xi8>
  return %0 : tensor<2x3xi32>
}

func.func @dynamic_mask(%x: tensor<2x3xf32>, %axes: tensor<2xi1>) -> tensor<2x3xf32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<2x3xf32>, tensor<2xi1>
  return %0 : tensor<2x3xf32>
}

func.func @main() {
  vector.print str "--- reverse f32 2x3 axes [0, -1] (direct) ---\n"
  %x0 = arith.constant dense<[[0.5, 1.5, 2.5], [3.5, 4.5, 5.5]]> : tensor<2x3xf32>
  %r0 = revseq.reverse %x0 axes = [0, -1] : tensor<2x3xf32>
  // CHECK-LABEL: --- reverse f32 2x3 axes [0, -1] (direct) ---
  %u0 = tensor.cast %r0 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}5.5, 4.5, 3.5],
  // CHECK-NEXT: [2.5, 1.5, 0.5]]

  vector.print str "--- reverse f32 2x3 axes [0, -1] (called) ---\n"
  %r1 = call @reverse_f32(%x0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-LABEL: --- reverse f32 2x3 axes [0, -1] (called) ---
  %u1 = tensor.cast %r1 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}5.5, 4.5, 3.5],
  // CHECK-NEXT: [2.5, 1.5, 0.5]]

  vector.print str "--- reverse i1 3x4 axes [1] (direct) ---\n"
  %x2 = arith.constant dense<[[true, true, false, true],
                              [false, false, true, false],
                              [false, true, false, true]]> : tensor<3x4xi1>
  %r2 = revseq.reverse %x2 axes = [1] : tensor<3x4xi1>
  // CHECK-LABEL: --- reverse i1 3x4 axes [1] (direct) ---
  %p2 = arith.extui %r2 : tensor<3x4xi1> to tensor<3x4xi32>
  %u2 = tensor.cast %p2 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 0, 1, 1],
  // CHECK-NEXT: [0, 1, 0, 0],
  // CHECK-NEXT: [1, 0, 1, 0]]

  vector.print str "--- reverse i1 3x4 axes [1] (called) ---\n"
  %r3 = call @reverse_i1(%x2) : (tensor<3x4xi1>) -> tensor<3x4xi1>
  // CHECK-LABEL: --- reverse i1 3x4 axes [1] (called) ---
  %p3 = arith.extui %r3 : tensor<3x4xi1> to tensor<3x4xi32>
  %u3 = tensor.cast %p3 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 0, 1, 1],
  // CHECK-NEXT: [0, 1, 0, 0],
  // CHECK-NEXT: [1, 0, 1, 0]]

  vector.print str "--- reverse i16 2x1x3 axes [1, 2] (direct) ---\n"
  %x4 = arith.constant dense<[[[-30000, -29000, -28000]],
                              [[-27000, -26000, -25000]]]> : tensor<2x1x3xi16>
  %r4 = revseq.reverse %x4 axes = [1, 2] : tensor<2x1x3xi16>
  // CHECK-LABEL: --- reverse i16 2x1x3 axes [1, 2] (direct) ---
  %u4 = tensor.cast %r4 : tensor<2x1x3xi16> to tensor<*xi16>
  call @printMemrefI16(%u4) : (tensor<*xi16>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}-28000, -29000, -30000]],
  // CHECK-NEXT: {{\[\[}}-25000, -26000, -27000]]]

  vector.print str "--- reverse i16 2x1x3 axes [1, 2] (called) ---\n"
  %r5 = call @reverse_i16(%x4) : (tensor<2x1x3xi16>) -> tensor<2x1x3xi16>
  // CHECK-LABEL: --- reverse i16 2x1x3 axes [1, 2] (called) ---
  %u5 = tensor.cast %r5 : tensor<2x1x3xi16> to tensor<*xi16>
  call @printMemrefI16(%u5) : (tensor<*xi16>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}-28000, -29000, -30000]],
  // CHECK-NEXT: {{\[\[}}-25000, -26000, -27000]]]

  vector.print str "--- reverse_sequence onnx time (direct) ---\n"
  %x6 = arith.constant dense<[[0.0, 4.0, 8.0, 12.0],
                              [1.0, 5.0, 9.0, 13.0],
                              [2.0, 6.0, 10.0, 14.0],
                              [3.0, 7.0, 11.0, 15.0]]> : tensor<4x4xf32>
  %s6 = arith.constant dense<[4, 3, 2, 1]> : tensor<4xi64>
  %r6 = revseq.reverse_sequence %x6, %s6 batch_axis = 1, seq_axis = 0 : tensor<4x4xf32>, tensor<4xi64>
  // CHECK-LABEL: --- reverse_sequence onnx time (direct) ---
  %u6 = tensor.cast %r6 : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 6, 9, 12],
  // CHECK-NEXT: [2, 5, 8, 13],
  // CHECK-NEXT: [1, 4, 10, 14],
  // CHECK-NEXT: [0, 7, 11, 15]]

  vector.print str "--- reverse_sequence onnx time (called) ---\n"
  %r7 = call @onnx_time(%x6, %s6) : (tensor<4x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  // CHECK-LABEL: --- reverse_sequence onnx time (called) ---
  %u7 = tensor.cast %r7 : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u7) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 6, 9, 12],
  // CHECK-NEXT: [2, 5, 8, 13],
  // CHECK-NEXT: [1, 4, 10, 14],
  // CHECK-NEXT: [0, 7, 11, 15]]

  vector.print str "--- reverse_sequence i8 data, i128 lengths [2^64 + 2, -2^64 + 3, 2^127 - 1] (direct) ---\n"
  %x8 = arith.constant dense<[[-100, -96, -92, -88],
                              [-84, -80, -76, -72],
                              [-68, -64, -60, -56]]> : tensor<3x4xi8>
  %s8 = arith.constant dense<[18446744073709551618, -18446744073709551613, 170141183460469231731687303715884105727]> : tensor<3xi128>
  %r8 = revseq.reverse_sequence %x8, %s8 batch_axis = 0, seq_axis = 1 : tensor<3x4xi8>, tensor<3xi128>
  // CHECK-LABEL: --- reverse_sequence i8 data, i128 lengths [2^64 + 2, -2^64 + 3, 2^127 - 1] (direct) ---
  %p8 = arith.extsi %r8 : tensor<3x4xi8> to tensor<3x4xi32>
  %u8 = tensor.cast %p8 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-88, -92, -96, -100],
  // CHECK-NEXT: [-84, -80, -76, -72],
  // CHECK-NEXT: [-56, -60, -64, -68]]

  vector.print str "--- reverse_sequence i8 data, i128 lengths [2^64 + 2, -2^64 + 3, 2^127 - 1] (called) ---\n"
  %r9 = call @sequence_i128_lengths(%x8, %s8) : (tensor<3x4xi8>, tensor<3xi128>) -> tensor<3x4xi8>
  // CHECK-LABEL: --- reverse_sequence i8 data, i128 lengths [2^64 + 2, -2^64 + 3, 2^127 - 1] (called) ---
  %p9 = arith.extsi %r9 : tensor<3x4xi8> to tensor<3x4xi32>
  %u9 = tensor.cast %p9 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-88, -92, -96, -100],
  // CHECK-NEXT: [-84, -80, -76, -72],
  // CHECK-NEXT: [-56, -60, -64, -68]]

  vector.print str "--- reverse_sequence bf16, lengths [INT64_MIN, INT64_MAX, 5, 1, 2], batch -1, seq -2 (direct) ---\n"
  %x10 = arith.constant dense<[[0.5, 1.5, 2.5, 3.5, 4.5],
                               [5.5, 6.5, 7.5, 8.5, 9.5],
                               [10.5, 11.5, 12.5, 13.5, 14.5],
                               [15.5, 16.5, 17.5, 18.5, 19.5]]> : tensor<4x5xbf16>
  %s10 = arith.constant dense<[-9223372036854775808, 9223372036854775807, 5, 1, 2]> : tensor<5xi64>
  %r10 = revseq.reverse_sequence %x10, %s10 batch_axis = -1, seq_axis = -2 : tensor<4x5xbf16>, tensor<5xi64>
  // CHECK-LABEL: --- reverse_sequence bf16, lengths [INT64_MIN, INT64_MAX, 5, 1, 2], batch -1, seq -2 (direct) ---
  %u10 = tensor.cast %r10 : tensor<4x5xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u10) : (tensor<*xbf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0.5, 16.5, 17.5, 3.5, 9.5],
  // CHECK-NEXT: [5.5, 11.5, 12.5, 8.5, 4.5],
  // CHECK-NEXT: [10.5, 6.5, 7.5, 13.5, 14.5],
  // CHECK-NEXT: [15.5, 1.5, 2.5, 18.5, 19.5]]

  vector.print str "--- reverse_sequence bf16, lengths [INT64_MIN, INT64_MAX, 5, 1, 2], batch -1, seq -2 (called) ---\n"
  %r11 = call @sequence_bf16(%x10, %s10) : (tensor<4x5xbf16>, tensor<5xi64>) -> tensor<4x5xbf16>
  // CHECK-LABEL: --- reverse_sequence bf16, lengths [INT64_MIN, INT64_MAX, 5, 1, 2], batch -1, seq -2 (called) ---
  %u11 = tensor.cast %r11 : tensor<4x5xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u11) : (tensor<*xbf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 5] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0.5, 16.5, 17.5, 3.5, 9.5],
  // CHECK-NEXT: [5.5, 11.5, 12.5, 8.5, 4.5],
  // CHECK-NEXT: [10.5, 6.5, 7.5, 13.5, 14.5],
  // CHECK-NEXT: [15.5, 1.5, 2.5, 18.5, 19.5]]

  vector.print str "--- reverse_sequence f64, every length >= T (direct) ---\n"
  %x12 = arith.constant dense<[[0.5, 1.5, 2.5, 3.5],
                               [4.5, 5.5, 6.5, 7.5],
                               [8.5, 9.5, 10.5, 11.5]]> : tensor<3x4xf64>
  %s12 = arith.constant dense<[4, 9, 9223372036854775807]> : tensor<3xi64>
  %r12 = revseq.reverse_sequence %x12, %s12 batch_axis = 0, seq_axis = 1 : tensor<3x4xf64>, tensor<3xi64>
  // CHECK-LABEL: --- reverse_sequence f64, every length >= T (direct) ---
  %u12 = tensor.cast %r12 : tensor<3x4xf64> to tensor<*xf64>
  call @printMemrefF64(%u12) : (tensor<*xf64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 2.5, 1.5, 0.5],
  // CHECK-NEXT: [7.5, 6.5, 5.5, 4.5],
  // CHECK-NEXT: [11.5, 10.5, 9.5, 8.5]]

  vector.print str "--- reverse_sequence f64, every length >= T (called) ---\n"
  %r13 = call @sequence_all_long(%x12, %s12) : (tensor<3x4xf64>, tensor<3xi64>) -> tensor<3x4xf64>
  // CHECK-LABEL: --- reverse_sequence f64, every length >= T (called) ---
  %u13 = tensor.cast %r13 : tensor<3x4xf64> to tensor<*xf64>
  call @printMemrefF64(%u13) : (tensor<*xf64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 2.5, 1.5, 0.5],
  // CHECK-NEXT: [7.5, 6.5, 5.5, 4.5],
  // CHECK-NEXT: [11.5, 10.5, 9.5, 8.5]]

  vector.print str "--- reverse_sequence i16, every length <= 1 (direct) ---\n"
  %x14 = arith.constant dense<[[-30000, -29000, -28000, -27000],
                               [-26000, -25000, -24000, -23000],
                               [-22000, -21000, -20000, -19000]]> : tensor<3x4xi16>
  %s14 = arith.constant dense<[1, 0, -7]> : tensor<3xi8>
  %r14 = revseq.reverse_sequence %x14, %s14 batch_axis = 0, seq_axis = 1 : tensor<3x4xi16>, tensor<3xi8>
  // CHECK-LABEL: --- reverse_sequence i16, every length <= 1 (direct) ---
  %u14 = tensor.cast %r14 : tensor<3x4xi16> to tensor<*xi16>
  call @printMemrefI16(%u14) : (tensor<*xi16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-30000, -29000, -28000, -27000],
  // CHECK-NEXT: [-26000, -25000, -24000, -23000],
  // CHECK-NEXT: [-22000, -21000, -20000, -19000]]

  vector.print str "--- reverse_sequence i16, every length <= 1 (called) ---\n"
  %r15 = call @sequence_all_short(%x14, %s14) : (tensor<3x4xi16>, tensor<3xi8>) -> tensor<3x4xi16>
  // CHECK-LABEL: --- reverse_sequence i16, every length <= 1 (called) ---
  %u15 = tensor.cast %r15 : tensor<3x4xi16> to tensor<*xi16>
  call @printMemrefI16(%u15) : (tensor<*xi16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-30000, -29000, -28000, -27000],
  // CHECK-NEXT: [-26000, -25000, -24000, -23000],
  // CHECK-NEXT: [-22000, -21000, -20000, -19000]]

  vector.print str "--- reverse_subsequences f16 directml example 1 (direct) ---\n"
  %x16 = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0],
                                 [5.0, 6.0, 7.0, 8.0],
                                 [9.0, 10.0, 11.0, 12.0]]]]> : tensor<1x1x3x4xf16>
  %s16 = arith.constant dense<[[[[2], [4], [3]]]]> : tensor<1x1x3x1xi32>
  %r16 = revseq.reverse_subsequences %x16, %s16 axis = 3 : tensor<1x1x3x4xf16>, tensor<1x1x3x1xi32>
  // CHECK-LABEL: --- reverse_subsequences f16 directml example 1 (direct) ---
  %u16 = tensor.cast %r16 : tensor<1x1x3x4xf16> to tensor<*xf16>
  call @printMemrefF16(%u16) : (tensor<*xf16>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 1, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}2, 1, 3, 4],
  // CHECK-NEXT: [8, 7, 6, 5],
  // CHECK-NEXT: [11, 10, 9, 12]]]]

  vector.print str "--- reverse_subsequences f16 directml example 1 (called) ---\n"
  %r17 = call @directml_axis3(%x16, %s16) : (tensor<1x1x3x4xf16>, tensor<1x1x3x1xi32>) -> tensor<1x1x3x4xf16>
  // CHECK-LABEL: --- reverse_subsequences f16 directml example 1 (called) ---
  %u17 = tensor.cast %r17 : tensor<1x1x3x4xf16> to tensor<*xf16>
  call @printMemrefF16(%u17) : (tensor<*xf16>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 1, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}2, 1, 3, 4],
  // CHECK-NEXT: [8, 7, 6, 5],
  // CHECK-NEXT: [11, 10, 9, 12]]]]

  vector.print str "--- reverse_subsequences complex<f32>, i8 lengths [255, 3, 127, 2], axis -2 (direct) ---\n"
  %x18 = arith.constant dense<[[(0.5, -1.0), (1.5, -2.0), (2.5, -3.0), (3.5, -4.0)],
                               [(4.5, -5.0), (5.5, -6.0), (6.5, -7.0), (7.5, -8.0)],
                               [(8.5, -9.0), (9.5, -10.0), (10.5, -11.0), (11.5, -12.0)]]> : tensor<3x4xcomplex<f32>>
  %s18 = arith.constant dense<[[255, 3, 127, 2]]> : tensor<1x4xi8>
  %r18 = revseq.reverse_subsequences %x18, %s18 axis = -2 : tensor<3x4xcomplex<f32>>, tensor<1x4xi8>
  // CHECK-LABEL: --- reverse_subsequences complex<f32>, i8 lengths [255, 3, 127, 2], axis -2 (direct) ---
  %u18 = tensor.cast %r18 : tensor<3x4xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u18) : (tensor<*xcomplex<f32>>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}(0.5,-1), (9.5,-10), (10.5,-11), (7.5,-8)],
  // CHECK-NEXT: [(4.5,-5), (5.5,-6), (6.5,-7), (3.5,-4)],
  // CHECK-NEXT: [(8.5,-9), (1.5,-2), (2.5,-3), (11.5,-12)]]

  vector.print str "--- reverse_subsequences complex<f32>, i8 lengths [255, 3, 127, 2], axis -2 (called) ---\n"
  %r19 = call @subsequences_c32(%x18, %s18) : (tensor<3x4xcomplex<f32>>, tensor<1x4xi8>) -> tensor<3x4xcomplex<f32>>
  // CHECK-LABEL: --- reverse_subsequences complex<f32>, i8 lengths [255, 3, 127, 2], axis -2 (called) ---
  %u19 = tensor.cast %r19 : tensor<3x4xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u19) : (tensor<*xcomplex<f32>>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}(0.5,-1), (9.5,-10), (10.5,-11), (7.5,-8)],
  // CHECK-NEXT: [(4.5,-5), (5.5,-6), (6.5,-7), (3.5,-4)],
  // CHECK-NEXT: [(8.5,-9), (1.5,-2), (2.5,-3), (11.5,-12)]]

  vector.print str "--- reverse_subsequences i64, i1 lengths (direct) ---\n"
  %x20 = arith.constant dense<[[0, 4294967297, 8589934594],
                               [12884901891, 17179869188, 21474836485]]> : tensor<2x3xi64>
  %s20 = arith.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %r20 = revseq.reverse_subsequences %x20, %s20 axis = 1 : tensor<2x3xi64>, tensor<2x1xi1>
  // CHECK-LABEL: --- reverse_subsequences i64, i1 lengths (direct) ---
  %u20 = tensor.cast %r20 : tensor<2x3xi64> to tensor<*xi64>
  call @printMemrefI64(%u20) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 4294967297, 8589934594],
  // CHECK-NEXT: [12884901891, 17179869188, 21474836485]]

  vector.print str "--- reverse_subsequences i64, i1 lengths (called) ---\n"
  %r21 = call @subsequences_i1_lengths(%x20, %s20) : (tensor<2x3xi64>, tensor<2x1xi1>) -> tensor<2x3xi64>
  // CHECK-LABEL: --- reverse_subsequences i64, i1 lengths (called) ---
  %u21 = tensor.cast %r21 : tensor<2x3xi64> to tensor<*xi64>
  call @printMemrefI64(%u21) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 4294967297, 8589934594],
  // CHECK-NEXT: [12884901891, 17179869188, 21474836485]]

  vector.print str "--- reverse_dynamic i64 index [1, -1, 1] (direct) ---\n"
  %s22 = arith.constant dense<[1, -1, 1]> : tensor<3xi64>
  %r22 = revseq.reverse_dynamic %x20, %s22 mode = index : tensor<2x3xi64>, tensor<3xi64>
  // CHECK-LABEL: --- reverse_dynamic i64 index [1, -1, 1] (direct) ---
  %u22 = tensor.cast %r22 : tensor<2x3xi64> to tensor<*xi64>
  call @printMemrefI64(%u22) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8589934594, 4294967297, 0],
  // CHECK-NEXT: [21474836485, 17179869188, 12884901891]]

  vector.print str "--- reverse_dynamic i64 index [1, -1, 1] (called) ---\n"
  %r23 = call @dynamic_index(%x20, %s22) : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi64>
  // CHECK-LABEL: --- reverse_dynamic i64 index [1, -1, 1] (called) ---
  %u23 = tensor.cast %r23 : tensor<2x3xi64> to tensor<*xi64>
  call @printMemrefI64(%u23) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8589934594, 4294967297, 0],
  // CHECK-NEXT: [21474836485, 17179869188, 12884901891]]

  vector.print str "--- reverse_dynamic i32 index i8 [255] (direct) ---\n"
  %x24 = arith.constant dense<[[-150000000, -99999999, -49999998],
                               [3, 50000004, 100000005]]> : tensor<2x3xi32>
  %s24 = arith.constant dense<[255]> : tensor<1xi8>
  %r24 = revseq.reverse_dynamic %x24, %s24 mode = index : tensor<2x3xi32>, tensor<1xi8>
  // CHECK-LABEL: --- reverse_dynamic i32 index i8 [255] (direct) ---
  %u24 = tensor.cast %r24 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u24) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-49999998, -99999999, -150000000],
  // CHECK-NEXT: [100000005, 50000004, 3]]

  vector.print str "--- reverse_dynamic i32 index i8 [255] (called) ---\n"
  %r25 = call @dynamic_index_i8(%x24, %s24) : (tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  // CHECK-LABEL: --- reverse_dynamic i32 index i8 [255] (called) ---
  %u25 = tensor.cast %r25 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u25) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-49999998, -99999999, -150000000],
  // CHECK-NEXT: [100000005, 50000004, 3]]

  vector.print str "--- reverse_dynamic f32 mask [true, false] (direct) ---\n"
  %s26 = arith.constant dense<[true, false]> : tensor<2xi1>
  %r26 = revseq.reverse_dynamic %x0, %s26 mode = mask : tensor<2x3xf32>, tensor<2xi1>
  // CHECK-LABEL: --- reverse_dynamic f32 mask [true, false] (direct) ---
  %u26 = tensor.cast %r26 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u26) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 4.5, 5.5],
  // CHECK-NEXT: [0.5, 1.5, 2.5]]

  vector.print str "--- reverse_dynamic f32 mask [true, false] (called) ---\n"
  %r27 = call @dynamic_mask(%x0, %s26) : (tensor<2x3xf32>, tensor<2xi1>) -> tensor<2x3xf32>
  // CHECK-LABEL: --- reverse_dynamic f32 mask [true, false] (called) ---
  %u27 = tensor.cast %r27 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u27) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 4.5, 5.5],
  // CHECK-NEXT: [0.5, 1.5, 2.5]]

  vector.print str "--- reverse_dynamic f32 mask [false, false] (direct) ---\n"
  %s28 = arith.constant dense<[false, false]> : tensor<2xi1>
  %r28 = revseq.reverse_dynamic %x0, %s28 mode = mask : tensor<2x3xf32>, tensor<2xi1>
  // CHECK-LABEL: --- reverse_dynamic f32 mask [false, false] (direct) ---
  %u28 = tensor.cast %r28 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u28) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0.5, 1.5, 2.5],
  // CHECK-NEXT: [3.5, 4.5, 5.5]]

  vector.print str "--- reverse_dynamic f32 mask [false, false] (called) ---\n"
  %r29 = call @dynamic_mask(%x0, %s28) : (tensor<2x3xf32>, tensor<2xi1>) -> tensor<2x3xf32>
  // CHECK-LABEL: --- reverse_dynamic f32 mask [false, false] (called) ---
  %u29 = tensor.cast %r29 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u29) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0.5, 1.5, 2.5],
  // CHECK-NEXT: [3.5, 4.5, 5.5]]
  return
}
