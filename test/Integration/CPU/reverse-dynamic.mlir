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

// revseq.reverse_dynamic with axes known only at run time. Index mode:
// duplicates, both spellings of an axis, negative values, values outside
// [-rank, rank) (ignored), several index widths. Mask mode: static masks,
// dynamic-size masks of the right length, shorter (missing flags are false)
// and longer (extra flags are not read).

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @index_i64(%x: tensor<?x?x?xi32>, %axes: tensor<?xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @index_i8(%x: tensor<?x?x?xi32>, %axes: tensor<?xi8>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<?xi8>
  return %0 : tensor<?x?x?xi32>
}

func.func @index_i16(%x: tensor<?x?x?xi32>, %axes: tensor<?xi16>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<?xi16>
  return %0 : tensor<?x?x?xi32>
}

func.func @index_i32(%x: tensor<?x?x?xi32>, %axes: tensor<?xi32>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @index_i128(%x: tensor<?x?x?xi32>, %axes: tensor<?xi128>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<?xi128>
  return %0 : tensor<?x?x?xi32>
}

func.func @index_static(%x: tensor<?x?x?xi32>, %axes: tensor<2xi64>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?x?xi32>, tensor<2xi64>
  return %0 : tensor<?x?x?xi32>
}

func.func @index_static_input(%x: tensor<2x3x4xi32>, %axes: tensor<?xi64>) -> tensor<2x3x4xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<2x3x4xi32>, tensor<?xi64>
  return %0 : tensor<2x3x4xi32>
}

func.func @mask_static(%x: tensor<?x?x?xi32>, %axes: tensor<3xi1>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?x?xi32>, tensor<3xi1>
  return %0 : tensor<?x?x?xi32>
}

func.func @mask_dynamic(%x: tensor<?x?x?xi32>, %axes: tensor<?xi1>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<?x?x?xi32>, tensor<?xi1>
  return %0 : tensor<?x?x?xi32>
}

func.func @mask_static_input(%x: tensor<2x3x4xi32>, %axes: tensor<3xi1>) -> tensor<2x3x4xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<2x3x4xi32>, tensor<3xi1>
  return %0 : tensor<2x3x4xi32>
}

func.func @rank0_index(%x: tensor<i32>, %axes: tensor<?xi64>) -> tensor<i32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<i32>, tensor<?xi64>
  return %0 : tensor<i32>
}

func.func @rank0_mask(%x: tensor<i32>, %axes: tensor<?xi1>) -> tensor<i32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<i32>, tensor<?xi1>
  return %0 : tensor<i32>
}

func.func @main() {
  vector.print str "--- index [] ---\n"
  %x0 = arith.constant dense<[[[0, 1, 2, 3],
                               [4, 5, 6, 7],
                               [8, 9, 10, 11]],
                              [[12, 13, 14, 15],
                               [16, 17, 18, 19],
                               [20, 21, 22, 23]]]> : tensor<2x3x4xi32>
  %s0 = arith.constant dense<> : tensor<0xi64>
  %xd0 = tensor.cast %x0 : tensor<2x3x4xi32> to tensor<?x?x?xi32>
  %sd0 = tensor.cast %s0 : tensor<0xi64> to tensor<?xi64>
  %r0 = call @index_i64(%xd0, %sd0) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [] ---
  %u0 = tensor.cast %r0 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [8, 9, 10, 11]],
  // CHECK-NEXT: {{\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]]]

  vector.print str "--- index [0] ---\n"
  %s1 = arith.constant dense<[0]> : tensor<1xi64>
  %sd1 = tensor.cast %s1 : tensor<1xi64> to tensor<?xi64>
  %r1 = call @index_i64(%xd0, %sd1) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [0] ---
  %u1 = tensor.cast %r1 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]],
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [8, 9, 10, 11]]]

  vector.print str "--- index [2, 0] ---\n"
  %s2 = arith.constant dense<[2, 0]> : tensor<2xi64>
  %sd2 = tensor.cast %s2 : tensor<2xi64> to tensor<?xi64>
  %r2 = call @index_i64(%xd0, %sd2) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [2, 0] ---
  %u2 = tensor.cast %r2 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]],
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]]]

  vector.print str "--- index [1, 1, 1], duplicates ---\n"
  %s3 = arith.constant dense<[1, 1, 1]> : tensor<3xi64>
  %sd3 = tensor.cast %s3 : tensor<3xi64> to tensor<?xi64>
  %r3 = call @index_i64(%xd0, %sd3) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [1, 1, 1], duplicates ---
  %u3 = tensor.cast %r3 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]],
  // CHECK-NEXT: {{\[\[}}20, 21, 22, 23],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [12, 13, 14, 15]]]

  vector.print str "--- index [1, -2], one axis spelled twice ---\n"
  %s4 = arith.constant dense<[1, -2]> : tensor<2xi64>
  %sd4 = tensor.cast %s4 : tensor<2xi64> to tensor<?xi64>
  %r4 = call @index_i64(%xd0, %sd4) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [1, -2], one axis spelled twice ---
  %u4 = tensor.cast %r4 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]],
  // CHECK-NEXT: {{\[\[}}20, 21, 22, 23],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [12, 13, 14, 15]]]

  vector.print str "--- index [-1] ---\n"
  %s5 = arith.constant dense<[-1]> : tensor<1xi64>
  %sd5 = tensor.cast %s5 : tensor<1xi64> to tensor<?xi64>
  %r5 = call @index_i64(%xd0, %sd5) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [-1] ---
  %u5 = tensor.cast %r5 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]],
  // CHECK-NEXT: {{\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]]]

  vector.print str "--- index [-3, -2, -1] ---\n"
  %s6 = arith.constant dense<[-3, -2, -1]> : tensor<3xi64>
  %sd6 = tensor.cast %s6 : tensor<3xi64> to tensor<?xi64>
  %r6 = call @index_i64(%xd0, %sd6) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [-3, -2, -1] ---
  %u6 = tensor.cast %r6 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}23, 22, 21, 20],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [15, 14, 13, 12]],
  // CHECK-NEXT: {{\[\[}}11, 10, 9, 8],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [3, 2, 1, 0]]]

  vector.print str "--- index [0, 1, 2, 0, -1] ---\n"
  %s7 = arith.constant dense<[0, 1, 2, 0, -1]> : tensor<5xi64>
  %sd7 = tensor.cast %s7 : tensor<5xi64> to tensor<?xi64>
  %r7 = call @index_i64(%xd0, %sd7) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [0, 1, 2, 0, -1] ---
  %u7 = tensor.cast %r7 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}23, 22, 21, 20],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [15, 14, 13, 12]],
  // CHECK-NEXT: {{\[\[}}11, 10, 9, 8],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [3, 2, 1, 0]]]

  vector.print str "--- index [3, -4, 1], out of range ignored ---\n"
  %s8 = arith.constant dense<[3, -4, 1]> : tensor<3xi64>
  %sd8 = tensor.cast %s8 : tensor<3xi64> to tensor<?xi64>
  %r8 = call @index_i64(%xd0, %sd8) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [3, -4, 1], out of range ignored ---
  %u8 = tensor.cast %r8 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]],
  // CHECK-NEXT: {{\[\[}}20, 21, 22, 23],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [12, 13, 14, 15]]]

  vector.print str "--- index [100, -100] only out of range ---\n"
  %s9 = arith.constant dense<[100, -100]> : tensor<2xi64>
  %sd9 = tensor.cast %s9 : tensor<2xi64> to tensor<?xi64>
  %r9 = call @index_i64(%xd0, %sd9) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [100, -100] only out of range ---
  %u9 = tensor.cast %r9 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [8, 9, 10, 11]],
  // CHECK-NEXT: {{\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]]]

  vector.print str "--- index [INT64_MAX, INT64_MIN, 2] ---\n"
  %s10 = arith.constant dense<[9223372036854775807, -9223372036854775808, 2]> : tensor<3xi64>
  %sd10 = tensor.cast %s10 : tensor<3xi64> to tensor<?xi64>
  %r10 = call @index_i64(%xd0, %sd10) : (tensor<?x?x?xi32>, tensor<?xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index [INT64_MAX, INT64_MIN, 2] ---
  %u10 = tensor.cast %r10 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]],
  // CHECK-NEXT: {{\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]]]

  vector.print str "--- index i8 [255, -128, 127], 255 reads as -1 ---\n"
  %s11 = arith.constant dense<[255, -128, 127]> : tensor<3xi8>
  %sd11 = tensor.cast %s11 : tensor<3xi8> to tensor<?xi8>
  %r11 = call @index_i8(%xd0, %sd11) : (tensor<?x?x?xi32>, tensor<?xi8>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index i8 [255, -128, 127], 255 reads as -1 ---
  %u11 = tensor.cast %r11 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]],
  // CHECK-NEXT: {{\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]]]

  vector.print str "--- index i16 [65534, 1], 65534 reads as -2 ---\n"
  %s12 = arith.constant dense<[65534, 1]> : tensor<2xi16>
  %sd12 = tensor.cast %s12 : tensor<2xi16> to tensor<?xi16>
  %r12 = call @index_i16(%xd0, %sd12) : (tensor<?x?x?xi32>, tensor<?xi16>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index i16 [65534, 1], 65534 reads as -2 ---
  %u12 = tensor.cast %r12 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]],
  // CHECK-NEXT: {{\[\[}}20, 21, 22, 23],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [12, 13, 14, 15]]]

  vector.print str "--- index i32 [4294967293, 7], 4294967293 reads as -3 ---\n"
  %s13 = arith.constant dense<[4294967293, 7]> : tensor<2xi32>
  %sd13 = tensor.cast %s13 : tensor<2xi32> to tensor<?xi32>
  %r13 = call @index_i32(%xd0, %sd13) : (tensor<?x?x?xi32>, tensor<?xi32>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index i32 [4294967293, 7], 4294967293 reads as -3 ---
  %u13 = tensor.cast %r13 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]],
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [8, 9, 10, 11]]]

  vector.print str "--- index i128 [2^64 + 1, -2^64 + 2, 2^127 - 1], all out of range ---\n"
  %s14 = arith.constant dense<[18446744073709551617, -18446744073709551614, 170141183460469231731687303715884105727]> : tensor<3xi128>
  %sd14 = tensor.cast %s14 : tensor<3xi128> to tensor<?xi128>
  %r14 = call @index_i128(%xd0, %sd14) : (tensor<?x?x?xi32>, tensor<?xi128>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index i128 [2^64 + 1, -2^64 + 2, 2^127 - 1], all out of range ---
  %u14 = tensor.cast %r14 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u14) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [8, 9, 10, 11]],
  // CHECK-NEXT: {{\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]]]

  vector.print str "--- index i128 [-1, 2^128 - 3], the second reads as -3 ---\n"
  %s15 = arith.constant dense<[-1, 340282366920938463463374607431768211453]> : tensor<2xi128>
  %sd15 = tensor.cast %s15 : tensor<2xi128> to tensor<?xi128>
  %r15 = call @index_i128(%xd0, %sd15) : (tensor<?x?x?xi32>, tensor<?xi128>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index i128 [-1, 2^128 - 3], the second reads as -3 ---
  %u15 = tensor.cast %r15 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u15) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]],
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]]]

  vector.print str "--- index static tensor<2xi64> [0, -1] ---\n"
  %s16 = arith.constant dense<[0, -1]> : tensor<2xi64>
  %r16 = call @index_static(%xd0, %s16) : (tensor<?x?x?xi32>, tensor<2xi64>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- index static tensor<2xi64> [0, -1] ---
  %u16 = tensor.cast %r16 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u16) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]],
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]]]

  vector.print str "--- index, static input 2x3x4, [2] ---\n"
  %s17 = arith.constant dense<[2]> : tensor<1xi64>
  %sd17 = tensor.cast %s17 : tensor<1xi64> to tensor<?xi64>
  %r17 = call @index_static_input(%x0, %sd17) : (tensor<2x3x4xi32>, tensor<?xi64>) -> tensor<2x3x4xi32>
  // CHECK-LABEL: --- index, static input 2x3x4, [2] ---
  %u17 = tensor.cast %r17 : tensor<2x3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u17) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]],
  // CHECK-NEXT: {{\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]]]

  vector.print str "--- mask [true, false, true] ---\n"
  %s18 = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %r18 = call @mask_static(%xd0, %s18) : (tensor<?x?x?xi32>, tensor<3xi1>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- mask [true, false, true] ---
  %u18 = tensor.cast %r18 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u18) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]],
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]]]

  vector.print str "--- mask [false, false, false] ---\n"
  %s19 = arith.constant dense<[false, false, false]> : tensor<3xi1>
  %r19 = call @mask_static(%xd0, %s19) : (tensor<?x?x?xi32>, tensor<3xi1>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- mask [false, false, false] ---
  %u19 = tensor.cast %r19 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u19) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [8, 9, 10, 11]],
  // CHECK-NEXT: {{\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]]]

  vector.print str "--- mask [true, true, true] ---\n"
  %s20 = arith.constant dense<[true, true, true]> : tensor<3xi1>
  %r20 = call @mask_static(%xd0, %s20) : (tensor<?x?x?xi32>, tensor<3xi1>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- mask [true, true, true] ---
  %u20 = tensor.cast %r20 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u20) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}23, 22, 21, 20],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [15, 14, 13, 12]],
  // CHECK-NEXT: {{\[\[}}11, 10, 9, 8],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [3, 2, 1, 0]]]

  vector.print str "--- mask ?-sized [false, true, true] ---\n"
  %s21 = arith.constant dense<[false, true, true]> : tensor<3xi1>
  %sd21 = tensor.cast %s21 : tensor<3xi1> to tensor<?xi1>
  %r21 = call @mask_dynamic(%xd0, %sd21) : (tensor<?x?x?xi32>, tensor<?xi1>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- mask ?-sized [false, true, true] ---
  %u21 = tensor.cast %r21 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u21) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}11, 10, 9, 8],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [3, 2, 1, 0]],
  // CHECK-NEXT: {{\[\[}}23, 22, 21, 20],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [15, 14, 13, 12]]]

  vector.print str "--- mask ?-sized [true, true], shorter ---\n"
  %s22 = arith.constant dense<[true, true]> : tensor<2xi1>
  %sd22 = tensor.cast %s22 : tensor<2xi1> to tensor<?xi1>
  %r22 = call @mask_dynamic(%xd0, %sd22) : (tensor<?x?x?xi32>, tensor<?xi1>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- mask ?-sized [true, true], shorter ---
  %u22 = tensor.cast %r22 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u22) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}20, 21, 22, 23],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [12, 13, 14, 15]],
  // CHECK-NEXT: {{\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]]]

  vector.print str "--- mask ?-sized [false, false, true, true], longer ---\n"
  %s23 = arith.constant dense<[false, false, true, true]> : tensor<4xi1>
  %sd23 = tensor.cast %s23 : tensor<4xi1> to tensor<?xi1>
  %r23 = call @mask_dynamic(%xd0, %sd23) : (tensor<?x?x?xi32>, tensor<?xi1>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- mask ?-sized [false, false, true, true], longer ---
  %u23 = tensor.cast %r23 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u23) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]],
  // CHECK-NEXT: {{\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]]]

  vector.print str "--- mask ?-sized [], empty ---\n"
  %s24 = arith.constant dense<> : tensor<0xi1>
  %sd24 = tensor.cast %s24 : tensor<0xi1> to tensor<?xi1>
  %r24 = call @mask_dynamic(%xd0, %sd24) : (tensor<?x?x?xi32>, tensor<?xi1>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- mask ?-sized [], empty ---
  %u24 = tensor.cast %r24 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u24) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [8, 9, 10, 11]],
  // CHECK-NEXT: {{\[\[}}12, 13, 14, 15],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [20, 21, 22, 23]]]

  vector.print str "--- mask [false, true, false], static input ---\n"
  %s25 = arith.constant dense<[false, true, false]> : tensor<3xi1>
  %r25 = call @mask_static_input(%x0, %s25) : (tensor<2x3x4xi32>, tensor<3xi1>) -> tensor<2x3x4xi32>
  // CHECK-LABEL: --- mask [false, true, false], static input ---
  %u25 = tensor.cast %r25 : tensor<2x3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u25) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]],
  // CHECK-NEXT: {{\[\[}}20, 21, 22, 23],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [12, 13, 14, 15]]]

  vector.print str "--- rank 0, index [0, -1], all out of range ---\n"
  %x26 = arith.constant dense<7> : tensor<i32>
  %sd26 = tensor.cast %s16 : tensor<2xi64> to tensor<?xi64>
  %r26 = call @rank0_index(%x26, %sd26) : (tensor<i32>, tensor<?xi64>) -> tensor<i32>
  // CHECK-LABEL: --- rank 0, index [0, -1], all out of range ---
  %u26 = tensor.cast %r26 : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%u26) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [7]

  vector.print str "--- rank 0, mask ?-sized [true], longer ---\n"
  %s27 = arith.constant dense<[true]> : tensor<1xi1>
  %sd27 = tensor.cast %s27 : tensor<1xi1> to tensor<?xi1>
  %r27 = call @rank0_mask(%x26, %sd27) : (tensor<i32>, tensor<?xi1>) -> tensor<i32>
  // CHECK-LABEL: --- rank 0, mask ?-sized [true], longer ---
  %u27 = tensor.cast %r27 : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%u27) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [7]
  return
}
