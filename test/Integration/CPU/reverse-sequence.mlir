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

// revseq.reverse_sequence: every placement of batch and sequence axes in
// rank 3, negative axes, several lengths types, static, dynamic and mixed
// shapes. Edge lengths are in lengths-edge.mlir.

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @rank2_b0_s1(%x: tensor<?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @rank2_b1_s0(%x: tensor<?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = 0 : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @rank2_negative_static(%x: tensor<3x4xi32>, %lengths: tensor<4xi64>) -> tensor<3x4xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = -1, seq_axis = -2 : tensor<3x4xi32>, tensor<4xi64>
  return %0 : tensor<3x4xi32>
}

func.func @rank2_mixed(%x: tensor<3x?xi32>, %lengths: tensor<?xi32>) -> tensor<3x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x?xi32>, tensor<?xi32>
  return %0 : tensor<3x?xi32>
}

func.func @rank3_b0_s1(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_b0_s2(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 2 : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_b1_s0(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = 0 : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_b1_s2(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = 2 : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_b2_s0(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 2, seq_axis = 0 : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_b2_s1(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 2, seq_axis = 1 : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_negative(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi16>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = -3, seq_axis = -1 : tensor<?x?x?xi32>, tensor<?xi16>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_mixed_sign_static(%x: tensor<2x3x4xi32>, %lengths: tensor<4xi8>) -> tensor<2x3x4xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 2, seq_axis = -2 : tensor<2x3x4xi32>, tensor<4xi8>
  return %0 : tensor<2x3x4xi32>
}

func.func @rank3_mixed(%x: tensor<?x3x4xi32>, %lengths: tensor<3xi32>) -> tensor<?x3x4xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = 2 : tensor<?x3x4xi32>, tensor<3xi32>
  return %0 : tensor<?x3x4xi32>
}

func.func @rank2_static_lengths(%x: tensor<?x?xi32>, %lengths: tensor<3xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<3xi64>
  return %0 : tensor<?x?xi32>
}

func.func @main() {
  vector.print str "--- 3x4, batch 0, seq 1 ---\n"
  %x0 = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %s0 = arith.constant dense<[4, 2, 3]> : tensor<3xi64>
  %xd0 = tensor.cast %x0 : tensor<3x4xi32> to tensor<?x?xi32>
  %sd0 = tensor.cast %s0 : tensor<3xi64> to tensor<?xi64>
  %r0 = call @rank2_b0_s1(%xd0, %sd0) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 3x4, batch 0, seq 1 ---
  %u0 = tensor.cast %r0 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [5, 4, 6, 7],
  // CHECK-NEXT: [10, 9, 8, 11]]

  vector.print str "--- 3x4, batch 1, seq 0 ---\n"
  %s1 = arith.constant dense<[3, 2, 1, 0]> : tensor<4xi64>
  %sd1 = tensor.cast %s1 : tensor<4xi64> to tensor<?xi64>
  %r1 = call @rank2_b1_s0(%xd0, %sd1) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 3x4, batch 1, seq 0 ---
  %u1 = tensor.cast %r1 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8, 5, 2, 3],
  // CHECK-NEXT: [4, 1, 6, 7],
  // CHECK-NEXT: [0, 9, 10, 11]]

  // Equal lengths (after clamping) take the whole-row path of the
  // batch-innermost lowering.
  vector.print str "--- 3x4, batch 1, seq 0, equal lengths ---\n"
  %s1e = arith.constant dense<2> : tensor<4xi64>
  %sd1e = tensor.cast %s1e : tensor<4xi64> to tensor<?xi64>
  %r1e = call @rank2_b1_s0(%xd0, %sd1e) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 3x4, batch 1, seq 0, equal lengths ---
  %u1e = tensor.cast %r1e : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1e) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3],
  // CHECK-NEXT: [8, 9, 10, 11]]
  vector.print str "--- 3x4, batch 1, seq 0, lengths clamped to T ---\n"
  %s1c = arith.constant dense<[3, 9, 3, 9223372036854775807]> : tensor<4xi64>
  %sd1c = tensor.cast %s1c : tensor<4xi64> to tensor<?xi64>
  %r1c = call @rank2_b1_s0(%xd0, %sd1c) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 3x4, batch 1, seq 0, lengths clamped to T ---
  %u1c = tensor.cast %r1c : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1c) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]]

  vector.print str "--- 3x4, batch -1, seq -2, static ---\n"
  %r2 = call @rank2_negative_static(%x0, %s1) : (tensor<3x4xi32>, tensor<4xi64>) -> tensor<3x4xi32>
  // CHECK-LABEL: --- 3x4, batch -1, seq -2, static ---
  %u2 = tensor.cast %r2 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8, 5, 2, 3],
  // CHECK-NEXT: [4, 1, 6, 7],
  // CHECK-NEXT: [0, 9, 10, 11]]

  vector.print str "--- 3x4, batch 0, seq 1, mixed 3x? with ?-lengths ---\n"
  %s3 = arith.constant dense<[2, 4, 3]> : tensor<3xi32>
  %xd3 = tensor.cast %x0 : tensor<3x4xi32> to tensor<3x?xi32>
  %sd3 = tensor.cast %s3 : tensor<3xi32> to tensor<?xi32>
  %r3 = call @rank2_mixed(%xd3, %sd3) : (tensor<3x?xi32>, tensor<?xi32>) -> tensor<3x?xi32>
  // CHECK-LABEL: --- 3x4, batch 0, seq 1, mixed 3x? with ?-lengths ---
  %u3 = tensor.cast %r3 : tensor<3x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 0, 2, 3],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [10, 9, 8, 11]]

  vector.print str "--- 2x3x4, batch 0, seq 1 ---\n"
  %x4 = arith.constant dense<[[[0, 1, 2, 3],
                               [4, 5, 6, 7],
                               [8, 9, 10, 11]],
                              [[12, 13, 14, 15],
                               [16, 17, 18, 19],
                               [20, 21, 22, 23]]]> : tensor<2x3x4xi32>
  %s4 = arith.constant dense<[2, 1]> : tensor<2xi64>
  %xd4 = tensor.cast %x4 : tensor<2x3x4xi32> to tensor<?x?x?xi32>
  %sd4 = tensor.cast %s4 : tensor<2xi64> to tensor<?xi64>
  %r4 = call @rank3_b0_s1(%xd4, %sd4) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, batch 0, seq 1 ---
  %u4 = tensor.cast %r4 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3],
  // CHECK-NEXT: [8, 9, 10, 11]],
  // CHECK-NEXT: {{\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]]]

  vector.print str "--- 2x3x4, batch 0, seq 2 ---\n"
  %r5 = call @rank3_b0_s2(%xd4, %sd4) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, batch 0, seq 2 ---
  %u5 = tensor.cast %r5 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}1, 0, 2, 3],
  // CHECK-NEXT: [5, 4, 6, 7],
  // CHECK-NEXT: [9, 8, 10, 11]],
  // CHECK-NEXT: {{\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]]]

  vector.print str "--- 2x3x4, batch 1, seq 0 ---\n"
  %s6 = arith.constant dense<[3, 0, 2]> : tensor<3xi64>
  %sd6 = tensor.cast %s6 : tensor<3xi64> to tensor<?xi64>
  %r6 = call @rank3_b1_s0(%xd4, %sd6) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, batch 1, seq 0 ---
  %u6 = tensor.cast %r6 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [20, 21, 22, 23]],
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [8, 9, 10, 11]]]

  vector.print str "--- 2x3x4, batch 1, seq 2 ---\n"
  %r7 = call @rank3_b1_s2(%xd4, %sd6) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, batch 1, seq 2 ---
  %u7 = tensor.cast %r7 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}2, 1, 0, 3],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [9, 8, 10, 11]],
  // CHECK-NEXT: {{\[\[}}14, 13, 12, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [21, 20, 22, 23]]]

  vector.print str "--- 2x3x4, batch 2, seq 0 ---\n"
  %s8 = arith.constant dense<[4, 2, 3, 1]> : tensor<4xi64>
  %sd8 = tensor.cast %s8 : tensor<4xi64> to tensor<?xi64>
  %r8 = call @rank3_b2_s0(%xd4, %sd8) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, batch 2, seq 0 ---
  %u8 = tensor.cast %r8 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}12, 13, 14, 3],
  // CHECK-NEXT: [16, 17, 18, 7],
  // CHECK-NEXT: [20, 21, 22, 11]],
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 15],
  // CHECK-NEXT: [4, 5, 6, 19],
  // CHECK-NEXT: [8, 9, 10, 23]]]

  vector.print str "--- 2x3x4, batch 2, seq 1 ---\n"
  %r9 = call @rank3_b2_s1(%xd4, %sd8) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, batch 2, seq 1 ---
  %u9 = tensor.cast %r9 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 5, 10, 3],
  // CHECK-NEXT: [4, 1, 6, 7],
  // CHECK-NEXT: [0, 9, 2, 11]],
  // CHECK-NEXT: {{\[\[}}20, 17, 22, 15],
  // CHECK-NEXT: [16, 13, 18, 19],
  // CHECK-NEXT: [12, 21, 14, 23]]]

  vector.print str "--- 2x3x4, batch -3, seq -1, i16 lengths ---\n"
  %s10 = arith.constant dense<[3, 4]> : tensor<2xi16>
  %sd10 = tensor.cast %s10 : tensor<2xi16> to tensor<?xi16>
  %r10 = call @rank3_negative(%xd4, %sd10) : (tensor<?x?x?xi32>, tensor<?xi16>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, batch -3, seq -1, i16 lengths ---
  %u10 = tensor.cast %r10 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}2, 1, 0, 3],
  // CHECK-NEXT: [6, 5, 4, 7],
  // CHECK-NEXT: [10, 9, 8, 11]],
  // CHECK-NEXT: {{\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]]]

  vector.print str "--- 2x3x4, batch 2, seq -2, i8 lengths, static ---\n"
  %s11 = arith.constant dense<[3, 2, 1, 3]> : tensor<4xi8>
  %r11 = call @rank3_mixed_sign_static(%x4, %s11) : (tensor<2x3x4xi32>, tensor<4xi8>) -> tensor<2x3x4xi32>
  // CHECK-LABEL: --- 2x3x4, batch 2, seq -2, i8 lengths, static ---
  %u11 = tensor.cast %r11 : tensor<2x3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 5, 2, 11],
  // CHECK-NEXT: [4, 1, 6, 7],
  // CHECK-NEXT: [0, 9, 10, 3]],
  // CHECK-NEXT: {{\[\[}}20, 17, 14, 23],
  // CHECK-NEXT: [16, 13, 18, 19],
  // CHECK-NEXT: [12, 21, 22, 15]]]

  vector.print str "--- 2x3x4, batch 1, seq 2, mixed ?x3x4 with static lengths ---\n"
  %s12 = arith.constant dense<[4, 3, 2]> : tensor<3xi32>
  %xd12 = tensor.cast %x4 : tensor<2x3x4xi32> to tensor<?x3x4xi32>
  %r12 = call @rank3_mixed(%xd12, %s12) : (tensor<?x3x4xi32>, tensor<3xi32>) -> tensor<?x3x4xi32>
  // CHECK-LABEL: --- 2x3x4, batch 1, seq 2, mixed ?x3x4 with static lengths ---
  %u12 = tensor.cast %r12 : tensor<?x3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [6, 5, 4, 7],
  // CHECK-NEXT: [9, 8, 10, 11]],
  // CHECK-NEXT: {{\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [18, 17, 16, 19],
  // CHECK-NEXT: [21, 20, 22, 23]]]

  vector.print str "--- 3x4, batch 0, seq 1, ?x? input with static lengths ---\n"
  %s13 = arith.constant dense<[1, 4, 2]> : tensor<3xi64>
  %r13 = call @rank2_static_lengths(%xd0, %s13) : (tensor<?x?xi32>, tensor<3xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 3x4, batch 0, seq 1, ?x? input with static lengths ---
  %u13 = tensor.cast %r13 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [9, 8, 10, 11]]

  vector.print str "--- 1x5, one batch ---\n"
  %x14 = arith.constant dense<[[0, 1, 2, 3, 4]]> : tensor<1x5xi32>
  %s14 = arith.constant dense<[4]> : tensor<1xi64>
  %xd14 = tensor.cast %x14 : tensor<1x5xi32> to tensor<?x?xi32>
  %sd14 = tensor.cast %s14 : tensor<1xi64> to tensor<?xi64>
  %r14 = call @rank2_b0_s1(%xd14, %sd14) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 1x5, one batch ---
  %u14 = tensor.cast %r14 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u14) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [1, 5] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0, 4]]

  vector.print str "--- 4x1, T = 1 ---\n"
  %x15 = arith.constant dense<[[0], [1], [2], [3]]> : tensor<4x1xi32>
  %s15 = arith.constant dense<[1, 0, 2, 7]> : tensor<4xi64>
  %xd15 = tensor.cast %x15 : tensor<4x1xi32> to tensor<?x?xi32>
  %sd15 = tensor.cast %s15 : tensor<4xi64> to tensor<?xi64>
  %r15 = call @rank2_b0_s1(%xd15, %sd15) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 4x1, T = 1 ---
  %u15 = tensor.cast %r15 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u15) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0],
  // CHECK-NEXT: [1],
  // CHECK-NEXT: [2],
  // CHECK-NEXT: [3]]
  return
}
