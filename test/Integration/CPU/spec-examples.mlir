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

// The worked examples of the specifications in shared/specs, run end to end.
// Each kernel takes dynamic shapes unless noted, so nothing can fold.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @onnx_time(%x: tensor<?x?xf32>, %lengths: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

func.func @onnx_batch(%x: tensor<?x?xf32>, %lengths: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

func.func @onnx_batch_negative_axes(%x: tensor<4x4xf32>, %lengths: tensor<4xi64>) -> tensor<4x4xf32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = -2, seq_axis = -1 : tensor<4x4xf32>, tensor<4xi64>
  return %0 : tensor<4x4xf32>
}

func.func @openvino_reverse_sequence(%x: tensor<?x?x?x?xf32>, %lengths: tensor<?xi32>) -> tensor<?x?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @openvino_reverse_index(%x: tensor<?x?x?x?xf32>, %axes: tensor<1xi64>) -> tensor<?x?x?x?xf32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?x?xf32>, tensor<1xi64>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @openvino_reverse_mask(%x: tensor<?x?x?x?xf32>, %axes: tensor<4xi1>) -> tensor<?x?x?x?xf32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?x?x?xf32>, tensor<4xi1>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @openvino_reverse_constant(%x: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @reverse_last(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [-1] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_both(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_dynamic_index(%x: tensor<?x?xi32>, %axes: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_dynamic_mask(%x: tensor<?x?xi32>, %axes: tensor<2xi1>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?xi32>, tensor<2xi1>
  return %0 : tensor<?x?xi32>
}

func.func @directml_axis3(%x: tensor<?x?x?x?xf32>, %lengths: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 3 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @directml_axis2(%x: tensor<?x?x?x?xf32>, %lengths: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 2 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @directml_axis2_static(%x: tensor<1x1x3x4xf32>, %lengths: tensor<1x1x1x4xi32>) -> tensor<1x1x3x4xf32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 2 : tensor<1x1x3x4xf32>, tensor<1x1x1x4xi32>
  return %0 : tensor<1x1x3x4xf32>
}

func.func @main() {
  vector.print str "--- onnx test_reversesequence_time ---\n"
  %x0 = arith.constant dense<[[0.0, 4.0, 8.0, 12.0],
                              [1.0, 5.0, 9.0, 13.0],
                              [2.0, 6.0, 10.0, 14.0],
                              [3.0, 7.0, 11.0, 15.0]]> : tensor<4x4xf32>
  %s0 = arith.constant dense<[4, 3, 2, 1]> : tensor<4xi64>
  %xd0 = tensor.cast %x0 : tensor<4x4xf32> to tensor<?x?xf32>
  %sd0 = tensor.cast %s0 : tensor<4xi64> to tensor<?xi64>
  %r0 = call @onnx_time(%xd0, %sd0) : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  // CHECK-LABEL: --- onnx test_reversesequence_time ---
  %u0 = tensor.cast %r0 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 6, 9, 12],
  // CHECK-NEXT: [2, 5, 8, 13],
  // CHECK-NEXT: [1, 4, 10, 14],
  // CHECK-NEXT: [0, 7, 11, 15]]

  vector.print str "--- onnx test_reversesequence_batch ---\n"
  %x1 = arith.constant dense<[[0.0, 1.0, 2.0, 3.0],
                              [4.0, 5.0, 6.0, 7.0],
                              [8.0, 9.0, 10.0, 11.0],
                              [12.0, 13.0, 14.0, 15.0]]> : tensor<4x4xf32>
  %s1 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %xd1 = tensor.cast %x1 : tensor<4x4xf32> to tensor<?x?xf32>
  %sd1 = tensor.cast %s1 : tensor<4xi64> to tensor<?xi64>
  %r1 = call @onnx_batch(%xd1, %sd1) : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  // CHECK-LABEL: --- onnx test_reversesequence_batch ---
  %u1 = tensor.cast %r1 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [5, 4, 6, 7],
  // CHECK-NEXT: [10, 9, 8, 11],
  // CHECK-NEXT: [15, 14, 13, 12]]

  vector.print str "--- onnx test_reversesequence_batch, axes -2 and -1, static ---\n"
  %r2 = call @onnx_batch_negative_axes(%x1, %s1) : (tensor<4x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  // CHECK-LABEL: --- onnx test_reversesequence_batch, axes -2 and -1, static ---
  %u2 = tensor.cast %r2 : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [5, 4, 6, 7],
  // CHECK-NEXT: [10, 9, 8, 11],
  // CHECK-NEXT: [15, 14, 13, 12]]

  vector.print str "--- openvino ReverseSequence 4x10x1x2, seq_lengths [2, 4, 8, 10] ---\n"
  %x3 = arith.constant dense<[[[[0.0, 1.0]],
                               [[10.0, 11.0]],
                               [[20.0, 21.0]],
                               [[30.0, 31.0]],
                               [[40.0, 41.0]],
                               [[50.0, 51.0]],
                               [[60.0, 61.0]],
                               [[70.0, 71.0]],
                               [[80.0, 81.0]],
                               [[90.0, 91.0]]],
                              [[[100.0, 101.0]],
                               [[110.0, 111.0]],
                               [[120.0, 121.0]],
                               [[130.0, 131.0]],
                               [[140.0, 141.0]],
                               [[150.0, 151.0]],
                               [[160.0, 161.0]],
                               [[170.0, 171.0]],
                               [[180.0, 181.0]],
                               [[190.0, 191.0]]],
                              [[[200.0, 201.0]],
                               [[210.0, 211.0]],
                               [[220.0, 221.0]],
                               [[230.0, 231.0]],
                               [[240.0, 241.0]],
                               [[250.0, 251.0]],
                               [[260.0, 261.0]],
                               [[270.0, 271.0]],
                               [[280.0, 281.0]],
                               [[290.0, 291.0]]],
                              [[[300.0, 301.0]],
                               [[310.0, 311.0]],
                               [[320.0, 321.0]],
                               [[330.0, 331.0]],
                               [[340.0, 341.0]],
                               [[350.0, 351.0]],
                               [[360.0, 361.0]],
                               [[370.0, 371.0]],
                               [[380.0, 381.0]],
                               [[390.0, 391.0]]]]> : tensor<4x10x1x2xf32>
  %s3 = arith.constant dense<[2, 4, 8, 10]> : tensor<4xi32>
  %xd3 = tensor.cast %x3 : tensor<4x10x1x2xf32> to tensor<?x?x?x?xf32>
  %sd3 = tensor.cast %s3 : tensor<4xi32> to tensor<?xi32>
  %r3 = call @openvino_reverse_sequence(%xd3, %sd3) : (tensor<?x?x?x?xf32>, tensor<?xi32>) -> tensor<?x?x?x?xf32>
  // CHECK-LABEL: --- openvino ReverseSequence 4x10x1x2, seq_lengths [2, 4, 8, 10] ---
  %u3 = tensor.cast %r3 : tensor<?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [4, 10, 1, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}10, 11]],
  // CHECK-NEXT: {{\[\[}}0, 1]],
  // CHECK-NEXT: {{\[\[}}20, 21]],
  // CHECK-NEXT: {{\[\[}}30, 31]],
  // CHECK-NEXT: {{\[\[}}40, 41]],
  // CHECK-NEXT: {{\[\[}}50, 51]],
  // CHECK-NEXT: {{\[\[}}60, 61]],
  // CHECK-NEXT: {{\[\[}}70, 71]],
  // CHECK-NEXT: {{\[\[}}80, 81]],
  // CHECK-NEXT: {{\[\[}}90, 91]]],
  // CHECK-NEXT: {{\[\[\[}}130, 131]],
  // CHECK-NEXT: {{\[\[}}120, 121]],
  // CHECK-NEXT: {{\[\[}}110, 111]],
  // CHECK-NEXT: {{\[\[}}100, 101]],
  // CHECK-NEXT: {{\[\[}}140, 141]],
  // CHECK-NEXT: {{\[\[}}150, 151]],
  // CHECK-NEXT: {{\[\[}}160, 161]],
  // CHECK-NEXT: {{\[\[}}170, 171]],
  // CHECK-NEXT: {{\[\[}}180, 181]],
  // CHECK-NEXT: {{\[\[}}190, 191]]],
  // CHECK-NEXT: {{\[\[\[}}270, 271]],
  // CHECK-NEXT: {{\[\[}}260, 261]],
  // CHECK-NEXT: {{\[\[}}250, 251]],
  // CHECK-NEXT: {{\[\[}}240, 241]],
  // CHECK-NEXT: {{\[\[}}230, 231]],
  // CHECK-NEXT: {{\[\[}}220, 221]],
  // CHECK-NEXT: {{\[\[}}210, 211]],
  // CHECK-NEXT: {{\[\[}}200, 201]],
  // CHECK-NEXT: {{\[\[}}280, 281]],
  // CHECK-NEXT: {{\[\[}}290, 291]]],
  // CHECK-NEXT: {{\[\[\[}}390, 391]],
  // CHECK-NEXT: {{\[\[}}380, 381]],
  // CHECK-NEXT: {{\[\[}}370, 371]],
  // CHECK-NEXT: {{\[\[}}360, 361]],
  // CHECK-NEXT: {{\[\[}}350, 351]],
  // CHECK-NEXT: {{\[\[}}340, 341]],
  // CHECK-NEXT: {{\[\[}}330, 331]],
  // CHECK-NEXT: {{\[\[}}320, 321]],
  // CHECK-NEXT: {{\[\[}}310, 311]],
  // CHECK-NEXT: {{\[\[}}300, 301]]]]

  vector.print str "--- openvino Reverse 3x4x2x2, index mode, axis [1] ---\n"
  %x4 = arith.constant dense<[[[[0.0, 1.0],
                                [10.0, 11.0]],
                               [[100.0, 101.0],
                                [110.0, 111.0]],
                               [[200.0, 201.0],
                                [210.0, 211.0]],
                               [[300.0, 301.0],
                                [310.0, 311.0]]],
                              [[[1000.0, 1001.0],
                                [1010.0, 1011.0]],
                               [[1100.0, 1101.0],
                                [1110.0, 1111.0]],
                               [[1200.0, 1201.0],
                                [1210.0, 1211.0]],
                               [[1300.0, 1301.0],
                                [1310.0, 1311.0]]],
                              [[[2000.0, 2001.0],
                                [2010.0, 2011.0]],
                               [[2100.0, 2101.0],
                                [2110.0, 2111.0]],
                               [[2200.0, 2201.0],
                                [2210.0, 2211.0]],
                               [[2300.0, 2301.0],
                                [2310.0, 2311.0]]]]> : tensor<3x4x2x2xf32>
  %s4 = arith.constant dense<[1]> : tensor<1xi64>
  %xd4 = tensor.cast %x4 : tensor<3x4x2x2xf32> to tensor<?x?x?x?xf32>
  %r4 = call @openvino_reverse_index(%xd4, %s4) : (tensor<?x?x?x?xf32>, tensor<1xi64>) -> tensor<?x?x?x?xf32>
  // CHECK-LABEL: --- openvino Reverse 3x4x2x2, index mode, axis [1] ---
  %u4 = tensor.cast %r4 : tensor<?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [3, 4, 2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}300, 301],
  // CHECK-NEXT: [310, 311]],
  // CHECK-NEXT: {{\[\[}}200, 201],
  // CHECK-NEXT: [210, 211]],
  // CHECK-NEXT: {{\[\[}}100, 101],
  // CHECK-NEXT: [110, 111]],
  // CHECK-NEXT: {{\[\[}}0, 1],
  // CHECK-NEXT: [10, 11]]],
  // CHECK-NEXT: {{\[\[\[}}1300, 1301],
  // CHECK-NEXT: [1310, 1311]],
  // CHECK-NEXT: {{\[\[}}1200, 1201],
  // CHECK-NEXT: [1210, 1211]],
  // CHECK-NEXT: {{\[\[}}1100, 1101],
  // CHECK-NEXT: [1110, 1111]],
  // CHECK-NEXT: {{\[\[}}1000, 1001],
  // CHECK-NEXT: [1010, 1011]]],
  // CHECK-NEXT: {{\[\[\[}}2300, 2301],
  // CHECK-NEXT: [2310, 2311]],
  // CHECK-NEXT: {{\[\[}}2200, 2201],
  // CHECK-NEXT: [2210, 2211]],
  // CHECK-NEXT: {{\[\[}}2100, 2101],
  // CHECK-NEXT: [2110, 2111]],
  // CHECK-NEXT: {{\[\[}}2000, 2001],
  // CHECK-NEXT: [2010, 2011]]]]

  vector.print str "--- openvino Reverse 3x4x2x2, mask mode, [false, true, false, false] ---\n"
  %s5 = arith.constant dense<[false, true, false, false]> : tensor<4xi1>
  %r5 = call @openvino_reverse_mask(%xd4, %s5) : (tensor<?x?x?x?xf32>, tensor<4xi1>) -> tensor<?x?x?x?xf32>
  // CHECK-LABEL: --- openvino Reverse 3x4x2x2, mask mode, [false, true, false, false] ---
  %u5 = tensor.cast %r5 : tensor<?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [3, 4, 2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}300, 301],
  // CHECK-NEXT: [310, 311]],
  // CHECK-NEXT: {{\[\[}}200, 201],
  // CHECK-NEXT: [210, 211]],
  // CHECK-NEXT: {{\[\[}}100, 101],
  // CHECK-NEXT: [110, 111]],
  // CHECK-NEXT: {{\[\[}}0, 1],
  // CHECK-NEXT: [10, 11]]],
  // CHECK-NEXT: {{\[\[\[}}1300, 1301],
  // CHECK-NEXT: [1310, 1311]],
  // CHECK-NEXT: {{\[\[}}1200, 1201],
  // CHECK-NEXT: [1210, 1211]],
  // CHECK-NEXT: {{\[\[}}1100, 1101],
  // CHECK-NEXT: [1110, 1111]],
  // CHECK-NEXT: {{\[\[}}1000, 1001],
  // CHECK-NEXT: [1010, 1011]]],
  // CHECK-NEXT: {{\[\[\[}}2300, 2301],
  // CHECK-NEXT: [2310, 2311]],
  // CHECK-NEXT: {{\[\[}}2200, 2201],
  // CHECK-NEXT: [2210, 2211]],
  // CHECK-NEXT: {{\[\[}}2100, 2101],
  // CHECK-NEXT: [2110, 2111]],
  // CHECK-NEXT: {{\[\[}}2000, 2001],
  // CHECK-NEXT: [2010, 2011]]]]

  vector.print str "--- openvino Reverse 3x4x2x2, constant axes [1] ---\n"
  %r6 = call @openvino_reverse_constant(%xd4) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  // CHECK-LABEL: --- openvino Reverse 3x4x2x2, constant axes [1] ---
  %u6 = tensor.cast %r6 : tensor<?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [3, 4, 2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}300, 301],
  // CHECK-NEXT: [310, 311]],
  // CHECK-NEXT: {{\[\[}}200, 201],
  // CHECK-NEXT: [210, 211]],
  // CHECK-NEXT: {{\[\[}}100, 101],
  // CHECK-NEXT: [110, 111]],
  // CHECK-NEXT: {{\[\[}}0, 1],
  // CHECK-NEXT: [10, 11]]],
  // CHECK-NEXT: {{\[\[\[}}1300, 1301],
  // CHECK-NEXT: [1310, 1311]],
  // CHECK-NEXT: {{\[\[}}1200, 1201],
  // CHECK-NEXT: [1210, 1211]],
  // CHECK-NEXT: {{\[\[}}1100, 1101],
  // CHECK-NEXT: [1110, 1111]],
  // CHECK-NEXT: {{\[\[}}1000, 1001],
  // CHECK-NEXT: [1010, 1011]]],
  // CHECK-NEXT: {{\[\[\[}}2300, 2301],
  // CHECK-NEXT: [2310, 2311]],
  // CHECK-NEXT: {{\[\[}}2200, 2201],
  // CHECK-NEXT: [2210, 2211]],
  // CHECK-NEXT: {{\[\[}}2100, 2101],
  // CHECK-NEXT: [2110, 2111]],
  // CHECK-NEXT: {{\[\[}}2000, 2001],
  // CHECK-NEXT: [2010, 2011]]]]

  vector.print str "--- reverse axes [-1] ---\n"
  %x7 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %xd7 = tensor.cast %x7 : tensor<2x3xi32> to tensor<?x?xi32>
  %r7 = call @reverse_last(%xd7) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse axes [-1] ---
  %u7 = tensor.cast %r7 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1],
  // CHECK-NEXT: [6, 5, 4]]

  vector.print str "--- reverse axes [0, 1] ---\n"
  %r8 = call @reverse_both(%xd7) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse axes [0, 1] ---
  %u8 = tensor.cast %r8 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}6, 5, 4],
  // CHECK-NEXT: [3, 2, 1]]

  vector.print str "--- reverse_dynamic index [1, -1] ---\n"
  %s9 = arith.constant dense<[1, -1]> : tensor<2xi64>
  %sd9 = tensor.cast %s9 : tensor<2xi64> to tensor<?xi64>
  %r9 = call @reverse_dynamic_index(%xd7, %sd9) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse_dynamic index [1, -1] ---
  %u9 = tensor.cast %r9 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1],
  // CHECK-NEXT: [6, 5, 4]]

  vector.print str "--- reverse_dynamic mask [true, false] ---\n"
  %s10 = arith.constant dense<[true, false]> : tensor<2xi1>
  %r10 = call @reverse_dynamic_mask(%xd7, %s10) : (tensor<?x?xi32>, tensor<2xi1>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse_dynamic mask [true, false] ---
  %u10 = tensor.cast %r10 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}4, 5, 6],
  // CHECK-NEXT: [1, 2, 3]]

  vector.print str "--- directml example 1, axis 3 ---\n"
  %x11 = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0],
                                 [5.0, 6.0, 7.0, 8.0],
                                 [9.0, 10.0, 11.0, 12.0]]]]> : tensor<1x1x3x4xf32>
  %s11 = arith.constant dense<[[[[2], [4], [3]]]]> : tensor<1x1x3x1xi32>
  %xd11 = tensor.cast %x11 : tensor<1x1x3x4xf32> to tensor<?x?x?x?xf32>
  %sd11 = tensor.cast %s11 : tensor<1x1x3x1xi32> to tensor<?x?x?x?xi32>
  %r11 = call @directml_axis3(%xd11, %sd11) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xf32>
  // CHECK-LABEL: --- directml example 1, axis 3 ---
  %u11 = tensor.cast %r11 : tensor<?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u11) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 1, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}2, 1, 3, 4],
  // CHECK-NEXT: [8, 7, 6, 5],
  // CHECK-NEXT: [11, 10, 9, 12]]]]

  vector.print str "--- directml example 2, axis 2 ---\n"
  %s12 = arith.constant dense<[[[[2, 3, 1, 0]]]]> : tensor<1x1x1x4xi32>
  %sd12 = tensor.cast %s12 : tensor<1x1x1x4xi32> to tensor<?x?x?x?xi32>
  %r12 = call @directml_axis2(%xd11, %sd12) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xf32>
  // CHECK-LABEL: --- directml example 2, axis 2 ---
  %u12 = tensor.cast %r12 : tensor<?x?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u12) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 1, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}5, 10, 3, 4],
  // CHECK-NEXT: [1, 6, 7, 8],
  // CHECK-NEXT: [9, 2, 11, 12]]]]

  vector.print str "--- directml example 2, static shapes ---\n"
  %r13 = call @directml_axis2_static(%x11, %s12) : (tensor<1x1x3x4xf32>, tensor<1x1x1x4xi32>) -> tensor<1x1x3x4xf32>
  // CHECK-LABEL: --- directml example 2, static shapes ---
  %u13 = tensor.cast %r13 : tensor<1x1x3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u13) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [1, 1, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}5, 10, 3, 4],
  // CHECK-NEXT: [1, 6, 7, 8],
  // CHECK-NEXT: [9, 2, 11, 12]]]]
  return
}
