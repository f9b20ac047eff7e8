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

// revseq.reverse_subsequences: rank 1 to 4 with the axis in each position,
// negative axes, static, dynamic and mixed shapes. Edge lengths are in
// lengths-edge.mlir, the DirectML examples in spec-examples.mlir.

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @rank1(%x: tensor<?xi32>, %lengths: tensor<?xi64>) -> tensor<?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?xi32>, tensor<?xi64>
  return %0 : tensor<?xi32>
}

func.func @rank1_static(%x: tensor<5xi32>, %lengths: tensor<1xi64>) -> tensor<5xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = -1 : tensor<5xi32>, tensor<1xi64>
  return %0 : tensor<5xi32>
}

func.func @rank2_axis0(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?xi32>, tensor<?x?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @rank2_axis1(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<?x?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @rank2_axis_m1_static(%x: tensor<3x4xi32>, %lengths: tensor<3x1xi32>) -> tensor<3x4xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = -1 : tensor<3x4xi32>, tensor<3x1xi32>
  return %0 : tensor<3x4xi32>
}

func.func @rank2_axis_m2_mixed(%x: tensor<?x4xi32>, %lengths: tensor<1x?xi16>) -> tensor<?x4xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = -2 : tensor<?x4xi32>, tensor<1x?xi16>
  return %0 : tensor<?x4xi32>
}

func.func @rank2_static_lengths(%x: tensor<?x?xi32>, %lengths: tensor<3x1xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<3x1xi64>
  return %0 : tensor<?x?xi32>
}

func.func @rank3_axis0(%x: tensor<?x?x?xi32>, %lengths: tensor<?x?x?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?x?xi32>, tensor<?x?x?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_axis1(%x: tensor<?x?x?xi32>, %lengths: tensor<?x?x?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?x?xi32>, tensor<?x?x?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_axis2(%x: tensor<?x?x?xi32>, %lengths: tensor<?x?x?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 2 : tensor<?x?x?xi32>, tensor<?x?x?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_axis_m2_static(%x: tensor<2x3x4xi32>, %lengths: tensor<2x1x4xi8>) -> tensor<2x3x4xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = -2 : tensor<2x3x4xi32>, tensor<2x1x4xi8>
  return %0 : tensor<2x3x4xi32>
}

func.func @rank4_axis2(%x: tensor<?x?x?x?xi32>, %lengths: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 2 : tensor<?x?x?x?xi32>, tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @main() {
  vector.print str "--- rank 1, length 3 ---\n"
  %x0 = arith.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
  %s0 = arith.constant dense<[3]> : tensor<1xi64>
  %xd0 = tensor.cast %x0 : tensor<5xi32> to tensor<?xi32>
  %sd0 = tensor.cast %s0 : tensor<1xi64> to tensor<?xi64>
  %r0 = call @rank1(%xd0, %sd0) : (tensor<?xi32>, tensor<?xi64>) -> tensor<?xi32>
  // CHECK-LABEL: --- rank 1, length 3 ---
  %u0 = tensor.cast %r0 : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [2, 1, 0, 3, 4]

  vector.print str "--- rank 1, length 5, axis -1, static ---\n"
  %s1 = arith.constant dense<[5]> : tensor<1xi64>
  %r1 = call @rank1_static(%x0, %s1) : (tensor<5xi32>, tensor<1xi64>) -> tensor<5xi32>
  // CHECK-LABEL: --- rank 1, length 5, axis -1, static ---
  %u1 = tensor.cast %r1 : tensor<5xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [4, 3, 2, 1, 0]

  vector.print str "--- 3x4, axis 0 ---\n"
  %x2 = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %s2 = arith.constant dense<[[3, 2, 0, 1]]> : tensor<1x4xi64>
  %xd2 = tensor.cast %x2 : tensor<3x4xi32> to tensor<?x?xi32>
  %sd2 = tensor.cast %s2 : tensor<1x4xi64> to tensor<?x?xi64>
  %r2 = call @rank2_axis0(%xd2, %sd2) : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 3x4, axis 0 ---
  %u2 = tensor.cast %r2 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8, 5, 2, 3],
  // CHECK-NEXT: [4, 1, 6, 7],
  // CHECK-NEXT: [0, 9, 10, 11]]

  vector.print str "--- 3x4, axis 1 ---\n"
  %s3 = arith.constant dense<[[4], [2], [3]]> : tensor<3x1xi64>
  %sd3 = tensor.cast %s3 : tensor<3x1xi64> to tensor<?x?xi64>
  %r3 = call @rank2_axis1(%xd2, %sd3) : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 3x4, axis 1 ---
  %u3 = tensor.cast %r3 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [5, 4, 6, 7],
  // CHECK-NEXT: [10, 9, 8, 11]]

  vector.print str "--- 3x4, axis -1, static ---\n"
  %s4 = arith.constant dense<[[3], [4], [1]]> : tensor<3x1xi32>
  %r4 = call @rank2_axis_m1_static(%x2, %s4) : (tensor<3x4xi32>, tensor<3x1xi32>) -> tensor<3x4xi32>
  // CHECK-LABEL: --- 3x4, axis -1, static ---
  %u4 = tensor.cast %r4 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}2, 1, 0, 3],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [8, 9, 10, 11]]

  vector.print str "--- 3x4, axis -2, mixed ?x4 with 1x? lengths ---\n"
  %s5 = arith.constant dense<[[2, 3, 1, 2]]> : tensor<1x4xi16>
  %xd5 = tensor.cast %x2 : tensor<3x4xi32> to tensor<?x4xi32>
  %sd5 = tensor.cast %s5 : tensor<1x4xi16> to tensor<1x?xi16>
  %r5 = call @rank2_axis_m2_mixed(%xd5, %sd5) : (tensor<?x4xi32>, tensor<1x?xi16>) -> tensor<?x4xi32>
  // CHECK-LABEL: --- 3x4, axis -2, mixed ?x4 with 1x? lengths ---
  %u5 = tensor.cast %r5 : tensor<?x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}4, 9, 2, 7],
  // CHECK-NEXT: [0, 5, 6, 3],
  // CHECK-NEXT: [8, 1, 10, 11]]

  vector.print str "--- 3x4, axis 1, ?x? input with static lengths ---\n"
  %s6 = arith.constant dense<[[2], [3], [4]]> : tensor<3x1xi64>
  %r6 = call @rank2_static_lengths(%xd2, %s6) : (tensor<?x?xi32>, tensor<3x1xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 3x4, axis 1, ?x? input with static lengths ---
  %u6 = tensor.cast %r6 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 0, 2, 3],
  // CHECK-NEXT: [6, 5, 4, 7],
  // CHECK-NEXT: [11, 10, 9, 8]]

  vector.print str "--- 2x3x4, axis 0 ---\n"
  %x7 = arith.constant dense<[[[0, 1, 2, 3],
                               [4, 5, 6, 7],
                               [8, 9, 10, 11]],
                              [[12, 13, 14, 15],
                               [16, 17, 18, 19],
                               [20, 21, 22, 23]]]> : tensor<2x3x4xi32>
  %s7 = arith.constant dense<[[[2, 1, 0, 2], [1, 2, 2, 0], [2, 2, 1, 1]]]> : tensor<1x3x4xi64>
  %xd7 = tensor.cast %x7 : tensor<2x3x4xi32> to tensor<?x?x?xi32>
  %sd7 = tensor.cast %s7 : tensor<1x3x4xi64> to tensor<?x?x?xi64>
  %r7 = call @rank3_axis0(%xd7, %sd7) : (tensor<?x?x?xi32>, tensor<?x?x?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, axis 0 ---
  %u7 = tensor.cast %r7 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}12, 1, 2, 15],
  // CHECK-NEXT: [4, 17, 18, 7],
  // CHECK-NEXT: [20, 21, 10, 11]],
  // CHECK-NEXT: {{\[\[}}0, 13, 14, 3],
  // CHECK-NEXT: [16, 5, 6, 19],
  // CHECK-NEXT: [8, 9, 22, 23]]]

  vector.print str "--- 2x3x4, axis 1 ---\n"
  %s8 = arith.constant dense<[[[3, 2, 1, 0]], [[2, 3, 3, 1]]]> : tensor<2x1x4xi64>
  %sd8 = tensor.cast %s8 : tensor<2x1x4xi64> to tensor<?x?x?xi64>
  %r8 = call @rank3_axis1(%xd7, %sd8) : (tensor<?x?x?xi32>, tensor<?x?x?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, axis 1 ---
  %u8 = tensor.cast %r8 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 5, 2, 3],
  // CHECK-NEXT: [4, 1, 6, 7],
  // CHECK-NEXT: [0, 9, 10, 11]],
  // CHECK-NEXT: {{\[\[}}16, 21, 22, 15],
  // CHECK-NEXT: [12, 17, 18, 19],
  // CHECK-NEXT: [20, 13, 14, 23]]]

  vector.print str "--- 2x3x4, axis 2 ---\n"
  %s9 = arith.constant dense<[[[4], [3], [2]], [[1], [4], [3]]]> : tensor<2x3x1xi64>
  %sd9 = tensor.cast %s9 : tensor<2x3x1xi64> to tensor<?x?x?xi64>
  %r9 = call @rank3_axis2(%xd7, %sd9) : (tensor<?x?x?xi32>, tensor<?x?x?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, axis 2 ---
  %u9 = tensor.cast %r9 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [6, 5, 4, 7],
  // CHECK-NEXT: [9, 8, 10, 11]],
  // CHECK-NEXT: {{\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [22, 21, 20, 23]]]

  vector.print str "--- 2x3x4, axis -2, i8 lengths, static ---\n"
  %s10 = arith.constant dense<[[[3, 2, 1, 0]], [[2, 3, 3, 1]]]> : tensor<2x1x4xi8>
  %r10 = call @rank3_axis_m2_static(%x7, %s10) : (tensor<2x3x4xi32>, tensor<2x1x4xi8>) -> tensor<2x3x4xi32>
  // CHECK-LABEL: --- 2x3x4, axis -2, i8 lengths, static ---
  %u10 = tensor.cast %r10 : tensor<2x3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 5, 2, 3],
  // CHECK-NEXT: [4, 1, 6, 7],
  // CHECK-NEXT: [0, 9, 10, 11]],
  // CHECK-NEXT: {{\[\[}}16, 21, 22, 15],
  // CHECK-NEXT: [12, 17, 18, 19],
  // CHECK-NEXT: [20, 13, 14, 23]]]

  vector.print str "--- 2x2x3x2, axis 2 ---\n"
  %x11 = arith.constant dense<[[[[0, 1],
                                 [2, 3],
                                 [4, 5]],
                                [[6, 7],
                                 [8, 9],
                                 [10, 11]]],
                               [[[12, 13],
                                 [14, 15],
                                 [16, 17]],
                                [[18, 19],
                                 [20, 21],
                                 [22, 23]]]]> : tensor<2x2x3x2xi32>
  %s11 = arith.constant dense<[[[[1, 2]], [[3, 2]]], [[[2, 3]], [[0, 3]]]]> : tensor<2x2x1x2xi32>
  %xd11 = tensor.cast %x11 : tensor<2x2x3x2xi32> to tensor<?x?x?x?xi32>
  %sd11 = tensor.cast %s11 : tensor<2x2x1x2xi32> to tensor<?x?x?x?xi32>
  %r11 = call @rank4_axis2(%xd11, %sd11) : (tensor<?x?x?x?xi32>, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  // CHECK-LABEL: --- 2x2x3x2, axis 2 ---
  %u11 = tensor.cast %r11 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [2, 2, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}0, 3],
  // CHECK-NEXT: [2, 1],
  // CHECK-NEXT: [4, 5]],
  // CHECK-NEXT: {{\[\[}}10, 9],
  // CHECK-NEXT: [8, 7],
  // CHECK-NEXT: [6, 11]]],
  // CHECK-NEXT: {{\[\[\[}}14, 17],
  // CHECK-NEXT: [12, 15],
  // CHECK-NEXT: [16, 13]],
  // CHECK-NEXT: {{\[\[}}18, 23],
  // CHECK-NEXT: [20, 21],
  // CHECK-NEXT: [22, 19]]]]
  return
}
