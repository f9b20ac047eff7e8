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

// Every op on inputs with a zero-size dimension. The runner does not print
// empty memrefs reliably, so each case prints the result sizes.


func.func @reverse_rank1(%x: tensor<?xi32>) -> tensor<?xi32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @reverse_rank2(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_static(%x: tensor<2x0x3xf32>) -> tensor<2x0x3xf32> {
  %0 = revseq.reverse %x axes = [-1] : tensor<2x0x3xf32>
  return %0 : tensor<2x0x3xf32>
}

func.func @reverse_sequence_rank2(%x: tensor<?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_sequence_rank3(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @reverse_sequence_static(%x: tensor<0x3xi32>, %lengths: tensor<0xi32>) -> tensor<0x3xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<0x3xi32>, tensor<0xi32>
  return %0 : tensor<0x3xi32>
}

func.func @reverse_subsequences_rank1(%x: tensor<?xi32>, %lengths: tensor<?xi64>) -> tensor<?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?xi32>, tensor<?xi64>
  return %0 : tensor<?xi32>
}

func.func @reverse_subsequences_rank2(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<?x?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_dynamic_index(%x: tensor<?x?xi32>, %axes: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_dynamic_mask(%x: tensor<?x?xi32>, %axes: tensor<?xi1>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?xi32>, tensor<?xi1>
  return %0 : tensor<?x?xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index

  vector.print str "--- reverse 0, axes [0] ---\n"
  %x0 = arith.constant dense<> : tensor<0xi32>
  %xd0 = tensor.cast %x0 : tensor<0xi32> to tensor<?xi32>
  %r0 = call @reverse_rank1(%xd0) : (tensor<?xi32>) -> tensor<?xi32>
  // CHECK-LABEL: --- reverse 0, axes [0] ---
  %d0_0 = tensor.dim %r0, %c0 : tensor<?xi32>
  vector.print str "sizes ["
  vector.print %d0_0 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [0]

  vector.print str "--- reverse 0x3, axes [0, 1] ---\n"
  %x1 = arith.constant dense<> : tensor<0x3xi32>
  %xd1 = tensor.cast %x1 : tensor<0x3xi32> to tensor<?x?xi32>
  %r1 = call @reverse_rank2(%xd1) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse 0x3, axes [0, 1] ---
  %d1_0 = tensor.dim %r1, %c0 : tensor<?x?xi32>
  %d1_1 = tensor.dim %r1, %c1 : tensor<?x?xi32>
  vector.print str "sizes ["
  vector.print %d1_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d1_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [0, 3]

  vector.print str "--- reverse 3x0, axes [0, 1] ---\n"
  %x2 = arith.constant dense<> : tensor<3x0xi32>
  %xd2 = tensor.cast %x2 : tensor<3x0xi32> to tensor<?x?xi32>
  %r2 = call @reverse_rank2(%xd2) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse 3x0, axes [0, 1] ---
  %d2_0 = tensor.dim %r2, %c0 : tensor<?x?xi32>
  %d2_1 = tensor.dim %r2, %c1 : tensor<?x?xi32>
  vector.print str "sizes ["
  vector.print %d2_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d2_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [3, 0]

  vector.print str "--- reverse 2x0x3 static, axes [-1] ---\n"
  %x3 = arith.constant dense<> : tensor<2x0x3xf32>
  %r3 = call @reverse_static(%x3) : (tensor<2x0x3xf32>) -> tensor<2x0x3xf32>
  // CHECK-LABEL: --- reverse 2x0x3 static, axes [-1] ---
  %d3_0 = tensor.dim %r3, %c0 : tensor<2x0x3xf32>
  %d3_1 = tensor.dim %r3, %c1 : tensor<2x0x3xf32>
  %d3_2 = tensor.dim %r3, %c2 : tensor<2x0x3xf32>
  vector.print str "sizes ["
  vector.print %d3_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d3_1 : index punctuation <comma>
  vector.print str " "
  vector.print %d3_2 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [2, 0, 3]

  vector.print str "--- reverse_sequence batch size 0 ---\n"
  %x4 = arith.constant dense<> : tensor<0x4xi32>
  %s4 = arith.constant dense<> : tensor<0xi64>
  %xd4 = tensor.cast %x4 : tensor<0x4xi32> to tensor<?x?xi32>
  %sd4 = tensor.cast %s4 : tensor<0xi64> to tensor<?xi64>
  %r4 = call @reverse_sequence_rank2(%xd4, %sd4) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse_sequence batch size 0 ---
  %d4_0 = tensor.dim %r4, %c0 : tensor<?x?xi32>
  %d4_1 = tensor.dim %r4, %c1 : tensor<?x?xi32>
  vector.print str "sizes ["
  vector.print %d4_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d4_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [0, 4]

  vector.print str "--- reverse_sequence T = 0 ---\n"
  %x5 = arith.constant dense<> : tensor<2x0xi32>
  %s5 = arith.constant dense<[5, -1]> : tensor<2xi64>
  %xd5 = tensor.cast %x5 : tensor<2x0xi32> to tensor<?x?xi32>
  %sd5 = tensor.cast %s5 : tensor<2xi64> to tensor<?xi64>
  %r5 = call @reverse_sequence_rank2(%xd5, %sd5) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse_sequence T = 0 ---
  %d5_0 = tensor.dim %r5, %c0 : tensor<?x?xi32>
  %d5_1 = tensor.dim %r5, %c1 : tensor<?x?xi32>
  vector.print str "sizes ["
  vector.print %d5_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d5_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [2, 0]

  vector.print str "--- reverse_sequence 2x3x0, batch 0, seq 1 ---\n"
  %x6 = arith.constant dense<> : tensor<2x3x0xi32>
  %s6 = arith.constant dense<[3, 2]> : tensor<2xi64>
  %xd6 = tensor.cast %x6 : tensor<2x3x0xi32> to tensor<?x?x?xi32>
  %sd6 = tensor.cast %s6 : tensor<2xi64> to tensor<?xi64>
  %r6 = call @reverse_sequence_rank3(%xd6, %sd6) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- reverse_sequence 2x3x0, batch 0, seq 1 ---
  %d6_0 = tensor.dim %r6, %c0 : tensor<?x?x?xi32>
  %d6_1 = tensor.dim %r6, %c1 : tensor<?x?x?xi32>
  %d6_2 = tensor.dim %r6, %c2 : tensor<?x?x?xi32>
  vector.print str "sizes ["
  vector.print %d6_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d6_1 : index punctuation <comma>
  vector.print str " "
  vector.print %d6_2 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [2, 3, 0]

  vector.print str "--- reverse_sequence 0x3 static, batch 0, seq 1 ---\n"
  %r7 = call @reverse_sequence_static(%x1, %x0) : (tensor<0x3xi32>, tensor<0xi32>) -> tensor<0x3xi32>
  // CHECK-LABEL: --- reverse_sequence 0x3 static, batch 0, seq 1 ---
  %d7_0 = tensor.dim %r7, %c0 : tensor<0x3xi32>
  %d7_1 = tensor.dim %r7, %c1 : tensor<0x3xi32>
  vector.print str "sizes ["
  vector.print %d7_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d7_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [0, 3]

  vector.print str "--- reverse_subsequences rank 1 T = 0 ---\n"
  %s8 = arith.constant dense<[3]> : tensor<1xi64>
  %sd8 = tensor.cast %s8 : tensor<1xi64> to tensor<?xi64>
  %r8 = call @reverse_subsequences_rank1(%xd0, %sd8) : (tensor<?xi32>, tensor<?xi64>) -> tensor<?xi32>
  // CHECK-LABEL: --- reverse_subsequences rank 1 T = 0 ---
  %d8_0 = tensor.dim %r8, %c0 : tensor<?xi32>
  vector.print str "sizes ["
  vector.print %d8_0 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [0]

  vector.print str "--- reverse_subsequences 0x3, axis 1 ---\n"
  %s9 = arith.constant dense<> : tensor<0x1xi64>
  %sd9 = tensor.cast %s9 : tensor<0x1xi64> to tensor<?x?xi64>
  %r9 = call @reverse_subsequences_rank2(%xd1, %sd9) : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse_subsequences 0x3, axis 1 ---
  %d9_0 = tensor.dim %r9, %c0 : tensor<?x?xi32>
  %d9_1 = tensor.dim %r9, %c1 : tensor<?x?xi32>
  vector.print str "sizes ["
  vector.print %d9_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d9_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [0, 3]

  vector.print str "--- reverse_subsequences 3x0, axis 1 ---\n"
  %s10 = arith.constant dense<[[2], [0], [9]]> : tensor<3x1xi64>
  %sd10 = tensor.cast %s10 : tensor<3x1xi64> to tensor<?x?xi64>
  %r10 = call @reverse_subsequences_rank2(%xd2, %sd10) : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse_subsequences 3x0, axis 1 ---
  %d10_0 = tensor.dim %r10, %c0 : tensor<?x?xi32>
  %d10_1 = tensor.dim %r10, %c1 : tensor<?x?xi32>
  vector.print str "sizes ["
  vector.print %d10_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d10_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [3, 0]

  vector.print str "--- reverse_dynamic index 0x3, [0, 1] ---\n"
  %s11 = arith.constant dense<[0, 1]> : tensor<2xi64>
  %sd11 = tensor.cast %s11 : tensor<2xi64> to tensor<?xi64>
  %r11 = call @reverse_dynamic_index(%xd1, %sd11) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse_dynamic index 0x3, [0, 1] ---
  %d11_0 = tensor.dim %r11, %c0 : tensor<?x?xi32>
  %d11_1 = tensor.dim %r11, %c1 : tensor<?x?xi32>
  vector.print str "sizes ["
  vector.print %d11_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d11_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [0, 3]

  vector.print str "--- reverse_dynamic mask 3x0, [true, true] ---\n"
  %s12 = arith.constant dense<[true, true]> : tensor<2xi1>
  %sd12 = tensor.cast %s12 : tensor<2xi1> to tensor<?xi1>
  %r12 = call @reverse_dynamic_mask(%xd2, %sd12) : (tensor<?x?xi32>, tensor<?xi1>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- reverse_dynamic mask 3x0, [true, true] ---
  %d12_0 = tensor.dim %r12, %c0 : tensor<?x?xi32>
  %d12_1 = tensor.dim %r12, %c1 : tensor<?x?xi32>
  vector.print str "sizes ["
  vector.print %d12_0 : index punctuation <comma>
  vector.print str " "
  vector.print %d12_1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  // CHECK-NEXT: sizes [3, 0]
  return
}
