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

// Every op at every rank it allows, up to 6: reverse and reverse_dynamic
// from rank 0, reverse_subsequences from rank 1, reverse_sequence from
// rank 2. Dynamic shapes throughout.

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @reverse_rank0(%x: tensor<i32>) -> tensor<i32> {
  %0 = revseq.reverse %x axes = [] : tensor<i32>
  return %0 : tensor<i32>
}

func.func @reverse_rank1(%x: tensor<?xi32>) -> tensor<?xi32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @reverse_rank2(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [-1] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_rank3(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse %x axes = [0, 2] : tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @reverse_rank4(%x: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = revseq.reverse %x axes = [1, 2, -1] : tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @reverse_rank5(%x: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = revseq.reverse %x axes = [4, -5, 3] : tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @reverse_rank6(%x: tensor<?x?x?x?x?x?xi32>) -> tensor<?x?x?x?x?x?xi32> {
  %0 = revseq.reverse %x axes = [2, -1, 0] : tensor<?x?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?x?xi32>
}

func.func @reverse_dynamic_index_rank0(%x: tensor<i32>, %axes: tensor<?xi64>) -> tensor<i32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<i32>, tensor<?xi64>
  return %0 : tensor<i32>
}

func.func @reverse_dynamic_mask_rank0(%x: tensor<i32>, %axes: tensor<0xi1>) -> tensor<i32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<i32>, tensor<0xi1>
  return %0 : tensor<i32>
}

func.func @reverse_dynamic_index_rank1(%x: tensor<?xi32>, %axes: tensor<?xi64>) -> tensor<?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?xi32>, tensor<?xi64>
  return %0 : tensor<?xi32>
}

func.func @reverse_dynamic_mask_rank1(%x: tensor<?xi32>, %axes: tensor<1xi1>) -> tensor<?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?xi32>, tensor<1xi1>
  return %0 : tensor<?xi32>
}

func.func @reverse_dynamic_index_rank2(%x: tensor<?x?xi32>, %axes: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_dynamic_mask_rank2(%x: tensor<?x?xi32>, %axes: tensor<2xi1>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?xi32>, tensor<2xi1>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_dynamic_index_rank3(%x: tensor<?x?x?xi32>, %axes: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @reverse_dynamic_mask_rank3(%x: tensor<?x?x?xi32>, %axes: tensor<3xi1>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?x?xi32>, tensor<3xi1>
  return %0 : tensor<?x?x?xi32>
}

func.func @reverse_dynamic_index_rank4(%x: tensor<?x?x?x?xi32>, %axes: tensor<?xi64>) -> tensor<?x?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @reverse_dynamic_mask_rank4(%x: tensor<?x?x?x?xi32>, %axes: tensor<4xi1>) -> tensor<?x?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?x?x?xi32>, tensor<4xi1>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @reverse_dynamic_index_rank5(%x: tensor<?x?x?x?x?xi32>, %axes: tensor<?xi64>) -> tensor<?x?x?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @reverse_dynamic_mask_rank5(%x: tensor<?x?x?x?x?xi32>, %axes: tensor<5xi1>) -> tensor<?x?x?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?x?x?x?xi32>, tensor<5xi1>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @reverse_dynamic_index_rank6(%x: tensor<?x?x?x?x?x?xi32>, %axes: tensor<?xi64>) -> tensor<?x?x?x?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?x?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?x?x?x?xi32>
}

func.func @reverse_dynamic_mask_rank6(%x: tensor<?x?x?x?x?x?xi32>, %axes: tensor<6xi1>) -> tensor<?x?x?x?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?x?x?x?x?xi32>, tensor<6xi1>
  return %0 : tensor<?x?x?x?x?x?xi32>
}

func.func @reverse_sequence_rank2(%x: tensor<?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_sequence_rank3(%x: tensor<?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 2, seq_axis = 1 : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @reverse_sequence_rank4(%x: tensor<?x?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = -1, seq_axis = 2 : tensor<?x?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @reverse_sequence_rank5(%x: tensor<?x?x?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = -2 : tensor<?x?x?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @reverse_sequence_rank6(%x: tensor<?x?x?x?x?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?x?x?x?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 4, seq_axis = 2 : tensor<?x?x?x?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?x?x?x?xi32>
}

func.func @reverse_subsequences_rank1(%x: tensor<?xi32>, %lengths: tensor<?xi64>) -> tensor<?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?xi32>, tensor<?xi64>
  return %0 : tensor<?xi32>
}

func.func @reverse_subsequences_rank2(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?xi32>, tensor<?x?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @reverse_subsequences_rank3(%x: tensor<?x?x?xi32>, %lengths: tensor<?x?x?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = -1 : tensor<?x?x?xi32>, tensor<?x?x?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @reverse_subsequences_rank4(%x: tensor<?x?x?x?xi32>, %lengths: tensor<?x?x?x?xi64>) -> tensor<?x?x?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 2 : tensor<?x?x?x?xi32>, tensor<?x?x?x?xi64>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @reverse_subsequences_rank5(%x: tensor<?x?x?x?x?xi32>, %lengths: tensor<?x?x?x?x?xi64>) -> tensor<?x?x?x?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 3 : tensor<?x?x?x?x?xi32>, tensor<?x?x?x?x?xi64>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @reverse_subsequences_rank6(%x: tensor<?x?x?x?x?x?xi32>, %lengths: tensor<?x?x?x?x?x?xi64>) -> tensor<?x?x?x?x?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = -4 : tensor<?x?x?x?x?x?xi32>, tensor<?x?x?x?x?x?xi64>
  return %0 : tensor<?x?x?x?x?x?xi32>
}

func.func @main() {
  vector.print str "--- rank 0 reverse axes [] ---\n"
  %x0 = arith.constant dense<0> : tensor<i32>
  %r0 = call @reverse_rank0(%x0) : (tensor<i32>) -> tensor<i32>
  // CHECK-LABEL: --- rank 0 reverse axes [] ---
  %u0 = tensor.cast %r0 : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [0]

  vector.print str "--- rank 1 reverse axes [0] ---\n"
  %x1 = arith.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
  %xd1 = tensor.cast %x1 : tensor<5xi32> to tensor<?xi32>
  %r1 = call @reverse_rank1(%xd1) : (tensor<?xi32>) -> tensor<?xi32>
  // CHECK-LABEL: --- rank 1 reverse axes [0] ---
  %u1 = tensor.cast %r1 : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [4, 3, 2, 1, 0]

  vector.print str "--- rank 2 reverse axes [-1] ---\n"
  %x2 = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %xd2 = tensor.cast %x2 : tensor<3x4xi32> to tensor<?x?xi32>
  %r2 = call @reverse_rank2(%xd2) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- rank 2 reverse axes [-1] ---
  %u2 = tensor.cast %r2 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]]

  vector.print str "--- rank 3 reverse axes [0, 2] ---\n"
  %x3 = arith.constant dense<[[[0, 1, 2],
                               [3, 4, 5],
                               [6, 7, 8],
                               [9, 10, 11]],
                              [[12, 13, 14],
                               [15, 16, 17],
                               [18, 19, 20],
                               [21, 22, 23]]]> : tensor<2x4x3xi32>
  %xd3 = tensor.cast %x3 : tensor<2x4x3xi32> to tensor<?x?x?xi32>
  %r3 = call @reverse_rank3(%xd3) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- rank 3 reverse axes [0, 2] ---
  %u3 = tensor.cast %r3 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}14, 13, 12],
  // CHECK-NEXT: [17, 16, 15],
  // CHECK-NEXT: [20, 19, 18],
  // CHECK-NEXT: [23, 22, 21]],
  // CHECK-NEXT: {{\[\[}}2, 1, 0],
  // CHECK-NEXT: [5, 4, 3],
  // CHECK-NEXT: [8, 7, 6],
  // CHECK-NEXT: [11, 10, 9]]]

  vector.print str "--- rank 4 reverse axes [1, 2, -1] ---\n"
  %x4 = arith.constant dense<[[[[0, 1, 2],
                                [3, 4, 5],
                                [6, 7, 8],
                                [9, 10, 11]]],
                              [[[12, 13, 14],
                                [15, 16, 17],
                                [18, 19, 20],
                                [21, 22, 23]]]]> : tensor<2x1x4x3xi32>
  %xd4 = tensor.cast %x4 : tensor<2x1x4x3xi32> to tensor<?x?x?x?xi32>
  %r4 = call @reverse_rank4(%xd4) : (tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  // CHECK-LABEL: --- rank 4 reverse axes [1, 2, -1] ---
  %u4 = tensor.cast %r4 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [2, 1, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}11, 10, 9],
  // CHECK-NEXT: [8, 7, 6],
  // CHECK-NEXT: [5, 4, 3],
  // CHECK-NEXT: [2, 1, 0]]],
  // CHECK-NEXT: {{\[\[\[}}23, 22, 21],
  // CHECK-NEXT: [20, 19, 18],
  // CHECK-NEXT: [17, 16, 15],
  // CHECK-NEXT: [14, 13, 12]]]]

  vector.print str "--- rank 5 reverse axes [4, -5, 3] ---\n"
  %x5 = arith.constant dense<[[[[[0, 1],
                                 [2, 3],
                                 [4, 5],
                                 [6, 7]]],
                               [[[8, 9],
                                 [10, 11],
                                 [12, 13],
                                 [14, 15]]],
                               [[[16, 17],
                                 [18, 19],
                                 [20, 21],
                                 [22, 23]]]],
                              [[[[24, 25],
                                 [26, 27],
                                 [28, 29],
                                 [30, 31]]],
                               [[[32, 33],
                                 [34, 35],
                                 [36, 37],
                                 [38, 39]]],
                               [[[40, 41],
                                 [42, 43],
                                 [44, 45],
                                 [46, 47]]]]]> : tensor<2x3x1x4x2xi32>
  %xd5 = tensor.cast %x5 : tensor<2x3x1x4x2xi32> to tensor<?x?x?x?x?xi32>
  %r5 = call @reverse_rank5(%xd5) : (tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 5 reverse axes [4, -5, 3] ---
  %u5 = tensor.cast %r5 : tensor<?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 5 offset = 0 sizes = [2, 3, 1, 4, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[}}31, 30],
  // CHECK-NEXT: [29, 28],
  // CHECK-NEXT: [27, 26],
  // CHECK-NEXT: [25, 24]]],
  // CHECK-NEXT: {{\[\[\[}}39, 38],
  // CHECK-NEXT: [37, 36],
  // CHECK-NEXT: [35, 34],
  // CHECK-NEXT: [33, 32]]],
  // CHECK-NEXT: {{\[\[\[}}47, 46],
  // CHECK-NEXT: [45, 44],
  // CHECK-NEXT: [43, 42],
  // CHECK-NEXT: [41, 40]]]],
  // CHECK-NEXT: {{\[\[\[\[}}7, 6],
  // CHECK-NEXT: [5, 4],
  // CHECK-NEXT: [3, 2],
  // CHECK-NEXT: [1, 0]]],
  // CHECK-NEXT: {{\[\[\[}}15, 14],
  // CHECK-NEXT: [13, 12],
  // CHECK-NEXT: [11, 10],
  // CHECK-NEXT: [9, 8]]],
  // CHECK-NEXT: {{\[\[\[}}23, 22],
  // CHECK-NEXT: [21, 20],
  // CHECK-NEXT: [19, 18],
  // CHECK-NEXT: [17, 16]]]]]

  vector.print str "--- rank 6 reverse axes [2, -1, 0] ---\n"
  %x6 = arith.constant dense<[[[[[[0, 1],
                                  [2, 3],
                                  [4, 5]]],
                                [[[6, 7],
                                  [8, 9],
                                  [10, 11]]],
                                [[[12, 13],
                                  [14, 15],
                                  [16, 17]]],
                                [[[18, 19],
                                  [20, 21],
                                  [22, 23]]]],
                               [[[[24, 25],
                                  [26, 27],
                                  [28, 29]]],
                                [[[30, 31],
                                  [32, 33],
                                  [34, 35]]],
                                [[[36, 37],
                                  [38, 39],
                                  [40, 41]]],
                                [[[42, 43],
                                  [44, 45],
                                  [46, 47]]]]]]> : tensor<1x2x4x1x3x2xi32>
  %xd6 = tensor.cast %x6 : tensor<1x2x4x1x3x2xi32> to tensor<?x?x?x?x?x?xi32>
  %r6 = call @reverse_rank6(%xd6) : (tensor<?x?x?x?x?x?xi32>) -> tensor<?x?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 6 reverse axes [2, -1, 0] ---
  %u6 = tensor.cast %r6 : tensor<?x?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 6 offset = 0 sizes = [1, 2, 4, 1, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[\[}}19, 18],
  // CHECK-NEXT: [21, 20],
  // CHECK-NEXT: [23, 22]]],
  // CHECK-NEXT: {{\[\[\[}}13, 12],
  // CHECK-NEXT: [15, 14],
  // CHECK-NEXT: [17, 16]]],
  // CHECK-NEXT: {{\[\[\[}}7, 6],
  // CHECK-NEXT: [9, 8],
  // CHECK-NEXT: [11, 10]]],
  // CHECK-NEXT: {{\[\[\[}}1, 0],
  // CHECK-NEXT: [3, 2],
  // CHECK-NEXT: [5, 4]]]],
  // CHECK-NEXT: {{\[\[\[\[}}43, 42],
  // CHECK-NEXT: [45, 44],
  // CHECK-NEXT: [47, 46]]],
  // CHECK-NEXT: {{\[\[\[}}37, 36],
  // CHECK-NEXT: [39, 38],
  // CHECK-NEXT: [41, 40]]],
  // CHECK-NEXT: {{\[\[\[}}31, 30],
  // CHECK-NEXT: [33, 32],
  // CHECK-NEXT: [35, 34]]],
  // CHECK-NEXT: {{\[\[\[}}25, 24],
  // CHECK-NEXT: [27, 26],
  // CHECK-NEXT: [29, 28]]]]]]

  vector.print str "--- rank 0 reverse_dynamic index [] ---\n"
  %s7 = arith.constant dense<> : tensor<0xi64>
  %sd7 = tensor.cast %s7 : tensor<0xi64> to tensor<?xi64>
  %r7 = call @reverse_dynamic_index_rank0(%x0, %sd7) : (tensor<i32>, tensor<?xi64>) -> tensor<i32>
  // CHECK-LABEL: --- rank 0 reverse_dynamic index [] ---
  %u7 = tensor.cast %r7 : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [0]

  vector.print str "--- rank 0 reverse_dynamic mask [] ---\n"
  %s8 = arith.constant dense<> : tensor<0xi1>
  %r8 = call @reverse_dynamic_mask_rank0(%x0, %s8) : (tensor<i32>, tensor<0xi1>) -> tensor<i32>
  // CHECK-LABEL: --- rank 0 reverse_dynamic mask [] ---
  %u8 = tensor.cast %r8 : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [0]

  vector.print str "--- rank 1 reverse_dynamic index [-1] ---\n"
  %s9 = arith.constant dense<[-1]> : tensor<1xi64>
  %sd9 = tensor.cast %s9 : tensor<1xi64> to tensor<?xi64>
  %r9 = call @reverse_dynamic_index_rank1(%xd1, %sd9) : (tensor<?xi32>, tensor<?xi64>) -> tensor<?xi32>
  // CHECK-LABEL: --- rank 1 reverse_dynamic index [-1] ---
  %u9 = tensor.cast %r9 : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [4, 3, 2, 1, 0]

  vector.print str "--- rank 1 reverse_dynamic mask [True] ---\n"
  %s10 = arith.constant dense<[true]> : tensor<1xi1>
  %r10 = call @reverse_dynamic_mask_rank1(%xd1, %s10) : (tensor<?xi32>, tensor<1xi1>) -> tensor<?xi32>
  // CHECK-LABEL: --- rank 1 reverse_dynamic mask [True] ---
  %u10 = tensor.cast %r10 : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [4, 3, 2, 1, 0]

  vector.print str "--- rank 2 reverse_dynamic index [0, 0] ---\n"
  %s11 = arith.constant dense<[0, 0]> : tensor<2xi64>
  %sd11 = tensor.cast %s11 : tensor<2xi64> to tensor<?xi64>
  %r11 = call @reverse_dynamic_index_rank2(%xd2, %sd11) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- rank 2 reverse_dynamic index [0, 0] ---
  %u11 = tensor.cast %r11 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]]

  vector.print str "--- rank 2 reverse_dynamic mask [True, False] ---\n"
  %s12 = arith.constant dense<[true, false]> : tensor<2xi1>
  %r12 = call @reverse_dynamic_mask_rank2(%xd2, %s12) : (tensor<?x?xi32>, tensor<2xi1>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- rank 2 reverse_dynamic mask [True, False] ---
  %u12 = tensor.cast %r12 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]]

  vector.print str "--- rank 3 reverse_dynamic index [1, -1, 7] ---\n"
  %s13 = arith.constant dense<[1, -1, 7]> : tensor<3xi64>
  %sd13 = tensor.cast %s13 : tensor<3xi64> to tensor<?xi64>
  %r13 = call @reverse_dynamic_index_rank3(%xd3, %sd13) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- rank 3 reverse_dynamic index [1, -1, 7] ---
  %u13 = tensor.cast %r13 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}11, 10, 9],
  // CHECK-NEXT: [8, 7, 6],
  // CHECK-NEXT: [5, 4, 3],
  // CHECK-NEXT: [2, 1, 0]],
  // CHECK-NEXT: {{\[\[}}23, 22, 21],
  // CHECK-NEXT: [20, 19, 18],
  // CHECK-NEXT: [17, 16, 15],
  // CHECK-NEXT: [14, 13, 12]]]

  vector.print str "--- rank 3 reverse_dynamic mask [False, True, True] ---\n"
  %s14 = arith.constant dense<[false, true, true]> : tensor<3xi1>
  %r14 = call @reverse_dynamic_mask_rank3(%xd3, %s14) : (tensor<?x?x?xi32>, tensor<3xi1>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- rank 3 reverse_dynamic mask [False, True, True] ---
  %u14 = tensor.cast %r14 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u14) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}11, 10, 9],
  // CHECK-NEXT: [8, 7, 6],
  // CHECK-NEXT: [5, 4, 3],
  // CHECK-NEXT: [2, 1, 0]],
  // CHECK-NEXT: {{\[\[}}23, 22, 21],
  // CHECK-NEXT: [20, 19, 18],
  // CHECK-NEXT: [17, 16, 15],
  // CHECK-NEXT: [14, 13, 12]]]

  vector.print str "--- rank 4 reverse_dynamic index [2] ---\n"
  %s15 = arith.constant dense<[2]> : tensor<1xi64>
  %sd15 = tensor.cast %s15 : tensor<1xi64> to tensor<?xi64>
  %r15 = call @reverse_dynamic_index_rank4(%xd4, %sd15) : (tensor<?x?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?x?xi32>
  // CHECK-LABEL: --- rank 4 reverse_dynamic index [2] ---
  %u15 = tensor.cast %r15 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u15) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [2, 1, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}9, 10, 11],
  // CHECK-NEXT: [6, 7, 8],
  // CHECK-NEXT: [3, 4, 5],
  // CHECK-NEXT: [0, 1, 2]]],
  // CHECK-NEXT: {{\[\[\[}}21, 22, 23],
  // CHECK-NEXT: [18, 19, 20],
  // CHECK-NEXT: [15, 16, 17],
  // CHECK-NEXT: [12, 13, 14]]]]

  vector.print str "--- rank 4 reverse_dynamic mask [True, False, True, False] ---\n"
  %s16 = arith.constant dense<[true, false, true, false]> : tensor<4xi1>
  %r16 = call @reverse_dynamic_mask_rank4(%xd4, %s16) : (tensor<?x?x?x?xi32>, tensor<4xi1>) -> tensor<?x?x?x?xi32>
  // CHECK-LABEL: --- rank 4 reverse_dynamic mask [True, False, True, False] ---
  %u16 = tensor.cast %r16 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u16) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [2, 1, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}21, 22, 23],
  // CHECK-NEXT: [18, 19, 20],
  // CHECK-NEXT: [15, 16, 17],
  // CHECK-NEXT: [12, 13, 14]]],
  // CHECK-NEXT: {{\[\[\[}}9, 10, 11],
  // CHECK-NEXT: [6, 7, 8],
  // CHECK-NEXT: [3, 4, 5],
  // CHECK-NEXT: [0, 1, 2]]]]

  vector.print str "--- rank 5 reverse_dynamic index [-2, 0] ---\n"
  %s17 = arith.constant dense<[-2, 0]> : tensor<2xi64>
  %sd17 = tensor.cast %s17 : tensor<2xi64> to tensor<?xi64>
  %r17 = call @reverse_dynamic_index_rank5(%xd5, %sd17) : (tensor<?x?x?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 5 reverse_dynamic index [-2, 0] ---
  %u17 = tensor.cast %r17 : tensor<?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u17) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 5 offset = 0 sizes = [2, 3, 1, 4, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[}}30, 31],
  // CHECK-NEXT: [28, 29],
  // CHECK-NEXT: [26, 27],
  // CHECK-NEXT: [24, 25]]],
  // CHECK-NEXT: {{\[\[\[}}38, 39],
  // CHECK-NEXT: [36, 37],
  // CHECK-NEXT: [34, 35],
  // CHECK-NEXT: [32, 33]]],
  // CHECK-NEXT: {{\[\[\[}}46, 47],
  // CHECK-NEXT: [44, 45],
  // CHECK-NEXT: [42, 43],
  // CHECK-NEXT: [40, 41]]]],
  // CHECK-NEXT: {{\[\[\[\[}}6, 7],
  // CHECK-NEXT: [4, 5],
  // CHECK-NEXT: [2, 3],
  // CHECK-NEXT: [0, 1]]],
  // CHECK-NEXT: {{\[\[\[}}14, 15],
  // CHECK-NEXT: [12, 13],
  // CHECK-NEXT: [10, 11],
  // CHECK-NEXT: [8, 9]]],
  // CHECK-NEXT: {{\[\[\[}}22, 23],
  // CHECK-NEXT: [20, 21],
  // CHECK-NEXT: [18, 19],
  // CHECK-NEXT: [16, 17]]]]]

  vector.print str "--- rank 5 reverse_dynamic mask [False, True, False, True, True] ---\n"
  %s18 = arith.constant dense<[false, true, false, true, true]> : tensor<5xi1>
  %r18 = call @reverse_dynamic_mask_rank5(%xd5, %s18) : (tensor<?x?x?x?x?xi32>, tensor<5xi1>) -> tensor<?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 5 reverse_dynamic mask [False, True, False, True, True] ---
  %u18 = tensor.cast %r18 : tensor<?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u18) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 5 offset = 0 sizes = [2, 3, 1, 4, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[}}23, 22],
  // CHECK-NEXT: [21, 20],
  // CHECK-NEXT: [19, 18],
  // CHECK-NEXT: [17, 16]]],
  // CHECK-NEXT: {{\[\[\[}}15, 14],
  // CHECK-NEXT: [13, 12],
  // CHECK-NEXT: [11, 10],
  // CHECK-NEXT: [9, 8]]],
  // CHECK-NEXT: {{\[\[\[}}7, 6],
  // CHECK-NEXT: [5, 4],
  // CHECK-NEXT: [3, 2],
  // CHECK-NEXT: [1, 0]]]],
  // CHECK-NEXT: {{\[\[\[\[}}47, 46],
  // CHECK-NEXT: [45, 44],
  // CHECK-NEXT: [43, 42],
  // CHECK-NEXT: [41, 40]]],
  // CHECK-NEXT: {{\[\[\[}}39, 38],
  // CHECK-NEXT: [37, 36],
  // CHECK-NEXT: [35, 34],
  // CHECK-NEXT: [33, 32]]],
  // CHECK-NEXT: {{\[\[\[}}31, 30],
  // CHECK-NEXT: [29, 28],
  // CHECK-NEXT: [27, 26],
  // CHECK-NEXT: [25, 24]]]]]

  vector.print str "--- rank 6 reverse_dynamic index [-4, 5, 1] ---\n"
  %s19 = arith.constant dense<[-4, 5, 1]> : tensor<3xi64>
  %sd19 = tensor.cast %s19 : tensor<3xi64> to tensor<?xi64>
  %r19 = call @reverse_dynamic_index_rank6(%xd6, %sd19) : (tensor<?x?x?x?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 6 reverse_dynamic index [-4, 5, 1] ---
  %u19 = tensor.cast %r19 : tensor<?x?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u19) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 6 offset = 0 sizes = [1, 2, 4, 1, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[\[}}43, 42],
  // CHECK-NEXT: [45, 44],
  // CHECK-NEXT: [47, 46]]],
  // CHECK-NEXT: {{\[\[\[}}37, 36],
  // CHECK-NEXT: [39, 38],
  // CHECK-NEXT: [41, 40]]],
  // CHECK-NEXT: {{\[\[\[}}31, 30],
  // CHECK-NEXT: [33, 32],
  // CHECK-NEXT: [35, 34]]],
  // CHECK-NEXT: {{\[\[\[}}25, 24],
  // CHECK-NEXT: [27, 26],
  // CHECK-NEXT: [29, 28]]]],
  // CHECK-NEXT: {{\[\[\[\[}}19, 18],
  // CHECK-NEXT: [21, 20],
  // CHECK-NEXT: [23, 22]]],
  // CHECK-NEXT: {{\[\[\[}}13, 12],
  // CHECK-NEXT: [15, 14],
  // CHECK-NEXT: [17, 16]]],
  // CHECK-NEXT: {{\[\[\[}}7, 6],
  // CHECK-NEXT: [9, 8],
  // CHECK-NEXT: [11, 10]]],
  // CHECK-NEXT: {{\[\[\[}}1, 0],
  // CHECK-NEXT: [3, 2],
  // CHECK-NEXT: [5, 4]]]]]]

  vector.print str "--- rank 6 reverse_dynamic mask [False, True, True, False, False, True] ---\n"
  %s20 = arith.constant dense<[false, true, true, false, false, true]> : tensor<6xi1>
  %r20 = call @reverse_dynamic_mask_rank6(%xd6, %s20) : (tensor<?x?x?x?x?x?xi32>, tensor<6xi1>) -> tensor<?x?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 6 reverse_dynamic mask [False, True, True, False, False, True] ---
  %u20 = tensor.cast %r20 : tensor<?x?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u20) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 6 offset = 0 sizes = [1, 2, 4, 1, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[\[}}43, 42],
  // CHECK-NEXT: [45, 44],
  // CHECK-NEXT: [47, 46]]],
  // CHECK-NEXT: {{\[\[\[}}37, 36],
  // CHECK-NEXT: [39, 38],
  // CHECK-NEXT: [41, 40]]],
  // CHECK-NEXT: {{\[\[\[}}31, 30],
  // CHECK-NEXT: [33, 32],
  // CHECK-NEXT: [35, 34]]],
  // CHECK-NEXT: {{\[\[\[}}25, 24],
  // CHECK-NEXT: [27, 26],
  // CHECK-NEXT: [29, 28]]]],
  // CHECK-NEXT: {{\[\[\[\[}}19, 18],
  // CHECK-NEXT: [21, 20],
  // CHECK-NEXT: [23, 22]]],
  // CHECK-NEXT: {{\[\[\[}}13, 12],
  // CHECK-NEXT: [15, 14],
  // CHECK-NEXT: [17, 16]]],
  // CHECK-NEXT: {{\[\[\[}}7, 6],
  // CHECK-NEXT: [9, 8],
  // CHECK-NEXT: [11, 10]]],
  // CHECK-NEXT: {{\[\[\[}}1, 0],
  // CHECK-NEXT: [3, 2],
  // CHECK-NEXT: [5, 4]]]]]]

  vector.print str "--- rank 2 reverse_sequence batch 0, seq 1, lengths [2, 5, 2] ---\n"
  %s21 = arith.constant dense<[2, 5, 2]> : tensor<3xi64>
  %sd21 = tensor.cast %s21 : tensor<3xi64> to tensor<?xi64>
  %r21 = call @reverse_sequence_rank2(%xd2, %sd21) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- rank 2 reverse_sequence batch 0, seq 1, lengths [2, 5, 2] ---
  %u21 = tensor.cast %r21 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u21) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 0, 2, 3],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [9, 8, 10, 11]]

  vector.print str "--- rank 3 reverse_sequence batch 2, seq 1, lengths [2, 5, 2] ---\n"
  %r22 = call @reverse_sequence_rank3(%xd3, %sd21) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- rank 3 reverse_sequence batch 2, seq 1, lengths [2, 5, 2] ---
  %u22 = tensor.cast %r22 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u22) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 10, 5],
  // CHECK-NEXT: [0, 7, 2],
  // CHECK-NEXT: [6, 4, 8],
  // CHECK-NEXT: [9, 1, 11]],
  // CHECK-NEXT: {{\[\[}}15, 22, 17],
  // CHECK-NEXT: [12, 19, 14],
  // CHECK-NEXT: [18, 16, 20],
  // CHECK-NEXT: [21, 13, 23]]]

  vector.print str "--- rank 4 reverse_sequence batch -1, seq 2, lengths [2, 5, 2] ---\n"
  %r23 = call @reverse_sequence_rank4(%xd4, %sd21) : (tensor<?x?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?x?xi32>
  // CHECK-LABEL: --- rank 4 reverse_sequence batch -1, seq 2, lengths [2, 5, 2] ---
  %u23 = tensor.cast %r23 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u23) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [2, 1, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}3, 10, 5],
  // CHECK-NEXT: [0, 7, 2],
  // CHECK-NEXT: [6, 4, 8],
  // CHECK-NEXT: [9, 1, 11]]],
  // CHECK-NEXT: {{\[\[\[}}15, 22, 17],
  // CHECK-NEXT: [12, 19, 14],
  // CHECK-NEXT: [18, 16, 20],
  // CHECK-NEXT: [21, 13, 23]]]]

  vector.print str "--- rank 5 reverse_sequence batch 1, seq -2, lengths [2, 5, 2] ---\n"
  %r24 = call @reverse_sequence_rank5(%xd5, %sd21) : (tensor<?x?x?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 5 reverse_sequence batch 1, seq -2, lengths [2, 5, 2] ---
  %u24 = tensor.cast %r24 : tensor<?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u24) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 5 offset = 0 sizes = [2, 3, 1, 4, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[}}2, 3],
  // CHECK-NEXT: [0, 1],
  // CHECK-NEXT: [4, 5],
  // CHECK-NEXT: [6, 7]]],
  // CHECK-NEXT: {{\[\[\[}}14, 15],
  // CHECK-NEXT: [12, 13],
  // CHECK-NEXT: [10, 11],
  // CHECK-NEXT: [8, 9]]],
  // CHECK-NEXT: {{\[\[\[}}18, 19],
  // CHECK-NEXT: [16, 17],
  // CHECK-NEXT: [20, 21],
  // CHECK-NEXT: [22, 23]]]],
  // CHECK-NEXT: {{\[\[\[\[}}26, 27],
  // CHECK-NEXT: [24, 25],
  // CHECK-NEXT: [28, 29],
  // CHECK-NEXT: [30, 31]]],
  // CHECK-NEXT: {{\[\[\[}}38, 39],
  // CHECK-NEXT: [36, 37],
  // CHECK-NEXT: [34, 35],
  // CHECK-NEXT: [32, 33]]],
  // CHECK-NEXT: {{\[\[\[}}42, 43],
  // CHECK-NEXT: [40, 41],
  // CHECK-NEXT: [44, 45],
  // CHECK-NEXT: [46, 47]]]]]

  vector.print str "--- rank 6 reverse_sequence batch 4, seq 2, lengths [2, 5, 2] ---\n"
  %r25 = call @reverse_sequence_rank6(%xd6, %sd21) : (tensor<?x?x?x?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 6 reverse_sequence batch 4, seq 2, lengths [2, 5, 2] ---
  %u25 = tensor.cast %r25 : tensor<?x?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u25) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 6 offset = 0 sizes = [1, 2, 4, 1, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[\[}}6, 7],
  // CHECK-NEXT: [20, 21],
  // CHECK-NEXT: [10, 11]]],
  // CHECK-NEXT: {{\[\[\[}}0, 1],
  // CHECK-NEXT: [14, 15],
  // CHECK-NEXT: [4, 5]]],
  // CHECK-NEXT: {{\[\[\[}}12, 13],
  // CHECK-NEXT: [8, 9],
  // CHECK-NEXT: [16, 17]]],
  // CHECK-NEXT: {{\[\[\[}}18, 19],
  // CHECK-NEXT: [2, 3],
  // CHECK-NEXT: [22, 23]]]],
  // CHECK-NEXT: {{\[\[\[\[}}30, 31],
  // CHECK-NEXT: [44, 45],
  // CHECK-NEXT: [34, 35]]],
  // CHECK-NEXT: {{\[\[\[}}24, 25],
  // CHECK-NEXT: [38, 39],
  // CHECK-NEXT: [28, 29]]],
  // CHECK-NEXT: {{\[\[\[}}36, 37],
  // CHECK-NEXT: [32, 33],
  // CHECK-NEXT: [40, 41]]],
  // CHECK-NEXT: {{\[\[\[}}42, 43],
  // CHECK-NEXT: [26, 27],
  // CHECK-NEXT: [46, 47]]]]]]

  vector.print str "--- rank 1 reverse_subsequences axis 0 ---\n"
  %s26 = arith.constant dense<[3]> : tensor<1xi64>
  %sd26 = tensor.cast %s26 : tensor<1xi64> to tensor<?xi64>
  %r26 = call @reverse_subsequences_rank1(%xd1, %sd26) : (tensor<?xi32>, tensor<?xi64>) -> tensor<?xi32>
  // CHECK-LABEL: --- rank 1 reverse_subsequences axis 0 ---
  %u26 = tensor.cast %r26 : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u26) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [2, 1, 0, 3, 4]

  vector.print str "--- rank 2 reverse_subsequences axis 0 ---\n"
  %s27 = arith.constant dense<[[3, 3, 3, 3]]> : tensor<1x4xi64>
  %sd27 = tensor.cast %s27 : tensor<1x4xi64> to tensor<?x?xi64>
  %r27 = call @reverse_subsequences_rank2(%xd2, %sd27) : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- rank 2 reverse_subsequences axis 0 ---
  %u27 = tensor.cast %r27 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u27) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]]

  vector.print str "--- rank 3 reverse_subsequences axis -1 ---\n"
  %s28 = arith.constant dense<[[[3], [3], [3], [3]], [[3], [3], [3], [3]]]> : tensor<2x4x1xi64>
  %sd28 = tensor.cast %s28 : tensor<2x4x1xi64> to tensor<?x?x?xi64>
  %r28 = call @reverse_subsequences_rank3(%xd3, %sd28) : (tensor<?x?x?xi32>, tensor<?x?x?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- rank 3 reverse_subsequences axis -1 ---
  %u28 = tensor.cast %r28 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u28) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}2, 1, 0],
  // CHECK-NEXT: [5, 4, 3],
  // CHECK-NEXT: [8, 7, 6],
  // CHECK-NEXT: [11, 10, 9]],
  // CHECK-NEXT: {{\[\[}}14, 13, 12],
  // CHECK-NEXT: [17, 16, 15],
  // CHECK-NEXT: [20, 19, 18],
  // CHECK-NEXT: [23, 22, 21]]]

  vector.print str "--- rank 4 reverse_subsequences axis 2 ---\n"
  %s29 = arith.constant dense<[[[[3, 2, 1]]], [[[0, 5, 4]]]]> : tensor<2x1x1x3xi64>
  %sd29 = tensor.cast %s29 : tensor<2x1x1x3xi64> to tensor<?x?x?x?xi64>
  %r29 = call @reverse_subsequences_rank4(%xd4, %sd29) : (tensor<?x?x?x?xi32>, tensor<?x?x?x?xi64>) -> tensor<?x?x?x?xi32>
  // CHECK-LABEL: --- rank 4 reverse_subsequences axis 2 ---
  %u29 = tensor.cast %r29 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u29) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [2, 1, 4, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}6, 4, 2],
  // CHECK-NEXT: [3, 1, 5],
  // CHECK-NEXT: [0, 7, 8],
  // CHECK-NEXT: [9, 10, 11]]],
  // CHECK-NEXT: {{\[\[\[}}12, 22, 23],
  // CHECK-NEXT: [15, 19, 20],
  // CHECK-NEXT: [18, 16, 17],
  // CHECK-NEXT: [21, 13, 14]]]]

  vector.print str "--- rank 5 reverse_subsequences axis 3 ---\n"
  %s30 = arith.constant dense<[[[[[3, 2]]],
                                [[[1, 0]]],
                                [[[5, 4]]]],
                               [[[[3, 2]]],
                                [[[1, 0]]],
                                [[[5, 4]]]]]> : tensor<2x3x1x1x2xi64>
  %sd30 = tensor.cast %s30 : tensor<2x3x1x1x2xi64> to tensor<?x?x?x?x?xi64>
  %r30 = call @reverse_subsequences_rank5(%xd5, %sd30) : (tensor<?x?x?x?x?xi32>, tensor<?x?x?x?x?xi64>) -> tensor<?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 5 reverse_subsequences axis 3 ---
  %u30 = tensor.cast %r30 : tensor<?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u30) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 5 offset = 0 sizes = [2, 3, 1, 4, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[}}4, 3],
  // CHECK-NEXT: [2, 1],
  // CHECK-NEXT: [0, 5],
  // CHECK-NEXT: [6, 7]]],
  // CHECK-NEXT: {{\[\[\[}}8, 9],
  // CHECK-NEXT: [10, 11],
  // CHECK-NEXT: [12, 13],
  // CHECK-NEXT: [14, 15]]],
  // CHECK-NEXT: {{\[\[\[}}22, 23],
  // CHECK-NEXT: [20, 21],
  // CHECK-NEXT: [18, 19],
  // CHECK-NEXT: [16, 17]]]],
  // CHECK-NEXT: {{\[\[\[\[}}28, 27],
  // CHECK-NEXT: [26, 25],
  // CHECK-NEXT: [24, 29],
  // CHECK-NEXT: [30, 31]]],
  // CHECK-NEXT: {{\[\[\[}}32, 33],
  // CHECK-NEXT: [34, 35],
  // CHECK-NEXT: [36, 37],
  // CHECK-NEXT: [38, 39]]],
  // CHECK-NEXT: {{\[\[\[}}46, 47],
  // CHECK-NEXT: [44, 45],
  // CHECK-NEXT: [42, 43],
  // CHECK-NEXT: [40, 41]]]]]

  vector.print str "--- rank 6 reverse_subsequences axis -4 ---\n"
  %s31 = arith.constant dense<[[[[[[3, 2],
                                   [1, 0],
                                   [5, 4]]]],
                                [[[[3, 2],
                                   [1, 0],
                                   [5, 4]]]]]]> : tensor<1x2x1x1x3x2xi64>
  %sd31 = tensor.cast %s31 : tensor<1x2x1x1x3x2xi64> to tensor<?x?x?x?x?x?xi64>
  %r31 = call @reverse_subsequences_rank6(%xd6, %sd31) : (tensor<?x?x?x?x?x?xi32>, tensor<?x?x?x?x?x?xi64>) -> tensor<?x?x?x?x?x?xi32>
  // CHECK-LABEL: --- rank 6 reverse_subsequences axis -4 ---
  %u31 = tensor.cast %r31 : tensor<?x?x?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u31) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 6 offset = 0 sizes = [1, 2, 4, 1, 3, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[\[\[}}12, 7],
  // CHECK-NEXT: [2, 3],
  // CHECK-NEXT: [22, 23]]],
  // CHECK-NEXT: {{\[\[\[}}6, 1],
  // CHECK-NEXT: [8, 9],
  // CHECK-NEXT: [16, 17]]],
  // CHECK-NEXT: {{\[\[\[}}0, 13],
  // CHECK-NEXT: [14, 15],
  // CHECK-NEXT: [10, 11]]],
  // CHECK-NEXT: {{\[\[\[}}18, 19],
  // CHECK-NEXT: [20, 21],
  // CHECK-NEXT: [4, 5]]]],
  // CHECK-NEXT: {{\[\[\[\[}}36, 31],
  // CHECK-NEXT: [26, 27],
  // CHECK-NEXT: [46, 47]]],
  // CHECK-NEXT: {{\[\[\[}}30, 25],
  // CHECK-NEXT: [32, 33],
  // CHECK-NEXT: [40, 41]]],
  // CHECK-NEXT: {{\[\[\[}}24, 37],
  // CHECK-NEXT: [38, 39],
  // CHECK-NEXT: [34, 35]]],
  // CHECK-NEXT: {{\[\[\[}}42, 43],
  // CHECK-NEXT: [44, 45],
  // CHECK-NEXT: [28, 29]]]]]]
  return
}
