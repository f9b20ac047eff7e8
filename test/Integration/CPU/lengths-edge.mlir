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

// Lengths outside [1, T - 1], read as signed integers of their own width and
// clamped to [0, T] (docs/Semantics.md): 0, 1, T, T + 1, -1, INT64_MAX,
// INT64_MIN, and lengths of types i1, i2, i7, i8, i16, i32, i33, i64, i65
// and i128 with values that only read right when sign-extended or
// saturated, never truncated. Batch row b holds [10b, 10b + 1, 10b + 2,
// 10b + 3] (T = 4), so each printed row shows the length it was read with.

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @seq_i64(%x: tensor<?x?xi32>, %lengths: tensor<?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i64_static(%x: tensor<9x4xi32>, %lengths: tensor<9xi64>) -> tensor<9x4xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<9x4xi32>, tensor<9xi64>
  return %0 : tensor<9x4xi32>
}

func.func @seq_i64_mixed(%x: tensor<9x?xi32>, %lengths: tensor<9xi64>) -> tensor<9x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<9x?xi32>, tensor<9xi64>
  return %0 : tensor<9x?xi32>
}

func.func @seq_i1(%x: tensor<?x?xi32>, %lengths: tensor<?xi1>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi1>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i2(%x: tensor<?x?xi32>, %lengths: tensor<?xi2>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi2>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i7(%x: tensor<?x?xi32>, %lengths: tensor<?xi7>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi7>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i8(%x: tensor<?x?xi32>, %lengths: tensor<?xi8>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi8>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i16(%x: tensor<?x?xi32>, %lengths: tensor<?xi16>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi16>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i32(%x: tensor<?x?xi32>, %lengths: tensor<?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i33(%x: tensor<?x?xi32>, %lengths: tensor<?xi33>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi33>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i65(%x: tensor<?x?xi32>, %lengths: tensor<?xi65>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi65>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i128(%x: tensor<?x?xi32>, %lengths: tensor<?xi128>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi32>, tensor<?xi128>
  return %0 : tensor<?x?xi32>
}

func.func @seq_i128_static(%x: tensor<9x4xi32>, %lengths: tensor<9xi128>) -> tensor<9x4xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<9x4xi32>, tensor<9xi128>
  return %0 : tensor<9x4xi32>
}

func.func @subseq_i64(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<?x?xi64>
  return %0 : tensor<?x?xi32>
}

func.func @subseq_i1(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi1>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<?x?xi1>
  return %0 : tensor<?x?xi32>
}

func.func @subseq_i8(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi8>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<?x?xi8>
  return %0 : tensor<?x?xi32>
}

func.func @subseq_i16(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi16>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<?x?xi16>
  return %0 : tensor<?x?xi32>
}

func.func @subseq_i32(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @subseq_i128(%x: tensor<?x?xi32>, %lengths: tensor<?x?xi128>) -> tensor<?x?xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<?x?xi32>, tensor<?x?xi128>
  return %0 : tensor<?x?xi32>
}

func.func @subseq_i128_static(%x: tensor<9x4xi32>, %lengths: tensor<9x1xi128>) -> tensor<9x4xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 1 : tensor<9x4xi32>, tensor<9x1xi128>
  return %0 : tensor<9x4xi32>
}

func.func @main() {
  vector.print str "--- i64 [0, 1, T, T + 1, -1, INT64_MAX, INT64_MIN, 3, 2] ---\n"
  %x0 = arith.constant dense<[[0, 1, 2, 3],
                              [10, 11, 12, 13],
                              [20, 21, 22, 23],
                              [30, 31, 32, 33],
                              [40, 41, 42, 43],
                              [50, 51, 52, 53],
                              [60, 61, 62, 63],
                              [70, 71, 72, 73],
                              [80, 81, 82, 83]]> : tensor<9x4xi32>
  %s0 = arith.constant dense<[0, 1, 4, 5, -1, 9223372036854775807, -9223372036854775808, 3, 2]> : tensor<9xi64>
  %xd0 = tensor.cast %x0 : tensor<9x4xi32> to tensor<?x?xi32>
  %sd0 = tensor.cast %s0 : tensor<9xi64> to tensor<?xi64>
  %r0 = call @seq_i64(%xd0, %sd0) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i64 [0, 1, T, T + 1, -1, INT64_MAX, INT64_MIN, 3, 2] ---
  %u0 = tensor.cast %r0 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20],
  // CHECK-NEXT: [33, 32, 31, 30],
  // CHECK-NEXT: [40, 41, 42, 43],
  // CHECK-NEXT: [53, 52, 51, 50],
  // CHECK-NEXT: [60, 61, 62, 63],
  // CHECK-NEXT: [72, 71, 70, 73],
  // CHECK-NEXT: [81, 80, 82, 83]]

  vector.print str "--- i64 same lengths, static shapes ---\n"
  %r1 = call @seq_i64_static(%x0, %s0) : (tensor<9x4xi32>, tensor<9xi64>) -> tensor<9x4xi32>
  // CHECK-LABEL: --- i64 same lengths, static shapes ---
  %u1 = tensor.cast %r1 : tensor<9x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20],
  // CHECK-NEXT: [33, 32, 31, 30],
  // CHECK-NEXT: [40, 41, 42, 43],
  // CHECK-NEXT: [53, 52, 51, 50],
  // CHECK-NEXT: [60, 61, 62, 63],
  // CHECK-NEXT: [72, 71, 70, 73],
  // CHECK-NEXT: [81, 80, 82, 83]]

  vector.print str "--- i64 same lengths, T = 4 dynamic, batch static ---\n"
  %xd2 = tensor.cast %x0 : tensor<9x4xi32> to tensor<9x?xi32>
  %r2 = call @seq_i64_mixed(%xd2, %s0) : (tensor<9x?xi32>, tensor<9xi64>) -> tensor<9x?xi32>
  // CHECK-LABEL: --- i64 same lengths, T = 4 dynamic, batch static ---
  %u2 = tensor.cast %r2 : tensor<9x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20],
  // CHECK-NEXT: [33, 32, 31, 30],
  // CHECK-NEXT: [40, 41, 42, 43],
  // CHECK-NEXT: [53, 52, 51, 50],
  // CHECK-NEXT: [60, 61, 62, 63],
  // CHECK-NEXT: [72, 71, 70, 73],
  // CHECK-NEXT: [81, 80, 82, 83]]

  vector.print str "--- i1 [true, false], true reads as -1 ---\n"
  %x3 = arith.constant dense<[[0, 1, 2, 3], [10, 11, 12, 13]]> : tensor<2x4xi32>
  %s3 = arith.constant dense<[true, false]> : tensor<2xi1>
  %xd3 = tensor.cast %x3 : tensor<2x4xi32> to tensor<?x?xi32>
  %sd3 = tensor.cast %s3 : tensor<2xi1> to tensor<?xi1>
  %r3 = call @seq_i1(%xd3, %sd3) : (tensor<?x?xi32>, tensor<?xi1>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i1 [true, false], true reads as -1 ---
  %u3 = tensor.cast %r3 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [10, 11, 12, 13]]

  vector.print str "--- i2 [1, 2, 3], 2 and 3 read as -2 and -1 ---\n"
  %x4 = arith.constant dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]> : tensor<3x4xi32>
  %s4 = arith.constant dense<[1, 2, 3]> : tensor<3xi2>
  %xd4 = tensor.cast %x4 : tensor<3x4xi32> to tensor<?x?xi32>
  %sd4 = tensor.cast %s4 : tensor<3xi2> to tensor<?xi2>
  %r4 = call @seq_i2(%xd4, %sd4) : (tensor<?x?xi32>, tensor<?xi2>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i2 [1, 2, 3], 2 and 3 read as -2 and -1 ---
  %u4 = tensor.cast %r4 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23]]

  vector.print str "--- i7 [63, 64, 127, 3] ---\n"
  %x5 = arith.constant dense<[[0, 1, 2, 3],
                              [10, 11, 12, 13],
                              [20, 21, 22, 23],
                              [30, 31, 32, 33]]> : tensor<4x4xi32>
  %s5 = arith.constant dense<[63, 64, 127, 3]> : tensor<4xi7>
  %xd5 = tensor.cast %x5 : tensor<4x4xi32> to tensor<?x?xi32>
  %sd5 = tensor.cast %s5 : tensor<4xi7> to tensor<?xi7>
  %r5 = call @seq_i7(%xd5, %sd5) : (tensor<?x?xi32>, tensor<?xi7>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i7 [63, 64, 127, 3] ---
  %u5 = tensor.cast %r5 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [32, 31, 30, 33]]

  vector.print str "--- i8 [127, -128, 255, 129, 3, 5] ---\n"
  %x6 = arith.constant dense<[[0, 1, 2, 3],
                              [10, 11, 12, 13],
                              [20, 21, 22, 23],
                              [30, 31, 32, 33],
                              [40, 41, 42, 43],
                              [50, 51, 52, 53]]> : tensor<6x4xi32>
  %s6 = arith.constant dense<[127, -128, 255, 129, 3, 5]> : tensor<6xi8>
  %xd6 = tensor.cast %x6 : tensor<6x4xi32> to tensor<?x?xi32>
  %sd6 = tensor.cast %s6 : tensor<6xi8> to tensor<?xi8>
  %r6 = call @seq_i8(%xd6, %sd6) : (tensor<?x?xi32>, tensor<?xi8>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i8 [127, -128, 255, 129, 3, 5] ---
  %u6 = tensor.cast %r6 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [30, 31, 32, 33],
  // CHECK-NEXT: [42, 41, 40, 43],
  // CHECK-NEXT: [53, 52, 51, 50]]

  vector.print str "--- i16 [32767, -32768, 65535, 40000, 2] ---\n"
  %x7 = arith.constant dense<[[0, 1, 2, 3],
                              [10, 11, 12, 13],
                              [20, 21, 22, 23],
                              [30, 31, 32, 33],
                              [40, 41, 42, 43]]> : tensor<5x4xi32>
  %s7 = arith.constant dense<[32767, -32768, 65535, 40000, 2]> : tensor<5xi16>
  %xd7 = tensor.cast %x7 : tensor<5x4xi32> to tensor<?x?xi32>
  %sd7 = tensor.cast %s7 : tensor<5xi16> to tensor<?xi16>
  %r7 = call @seq_i16(%xd7, %sd7) : (tensor<?x?xi32>, tensor<?xi16>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i16 [32767, -32768, 65535, 40000, 2] ---
  %u7 = tensor.cast %r7 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [30, 31, 32, 33],
  // CHECK-NEXT: [41, 40, 42, 43]]

  vector.print str "--- i32 [2147483647, -2147483648, 4294967295, 3000000000, 3] ---\n"
  %s8 = arith.constant dense<[2147483647, -2147483648, 4294967295, 3000000000, 3]> : tensor<5xi32>
  %sd8 = tensor.cast %s8 : tensor<5xi32> to tensor<?xi32>
  %r8 = call @seq_i32(%xd7, %sd8) : (tensor<?x?xi32>, tensor<?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i32 [2147483647, -2147483648, 4294967295, 3000000000, 3] ---
  %u8 = tensor.cast %r8 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [30, 31, 32, 33],
  // CHECK-NEXT: [42, 41, 40, 43]]

  vector.print str "--- i33 [4294967295, 4294967299, 8589934591, 2] ---\n"
  %s9 = arith.constant dense<[4294967295, 4294967299, 8589934591, 2]> : tensor<4xi33>
  %sd9 = tensor.cast %s9 : tensor<4xi33> to tensor<?xi33>
  %r9 = call @seq_i33(%xd5, %sd9) : (tensor<?x?xi32>, tensor<?xi33>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i33 [4294967295, 4294967299, 8589934591, 2] ---
  %u9 = tensor.cast %r9 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [31, 30, 32, 33]]

  vector.print str "--- i64 [18446744073709551615, 9223372036854775808, 4294967298] ---\n"
  %s10 = arith.constant dense<[18446744073709551615, 9223372036854775808, 4294967298]> : tensor<3xi64>
  %sd10 = tensor.cast %s10 : tensor<3xi64> to tensor<?xi64>
  %r10 = call @seq_i64(%xd4, %sd10) : (tensor<?x?xi32>, tensor<?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i64 [18446744073709551615, 9223372036854775808, 4294967298] ---
  %u10 = tensor.cast %r10 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20]]

  vector.print str "--- i65 [2^64 + 2, 2^64 - 1, 2^65 - 1, -2^64 + 3, 2^63, 3] ---\n"
  %s11 = arith.constant dense<[18446744073709551618, 18446744073709551615, 36893488147419103231, -18446744073709551613, 9223372036854775808, 3]> : tensor<6xi65>
  %sd11 = tensor.cast %s11 : tensor<6xi65> to tensor<?xi65>
  %r11 = call @seq_i65(%xd6, %sd11) : (tensor<?x?xi32>, tensor<?xi65>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i65 [2^64 + 2, 2^64 - 1, 2^65 - 1, -2^64 + 3, 2^63, 3] ---
  %u11 = tensor.cast %r11 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [13, 12, 11, 10],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [30, 31, 32, 33],
  // CHECK-NEXT: [43, 42, 41, 40],
  // CHECK-NEXT: [52, 51, 50, 53]]

  vector.print str "--- i128 [2^127 - 1, -2^127, 2^64 + 2, 2^64 - 1, -2^64 + 3, 2^63, -2^63 - 1, 2^128 - 1, 3] ---\n"
  %s12 = arith.constant dense<[170141183460469231731687303715884105727, -170141183460469231731687303715884105728, 18446744073709551618, 18446744073709551615, -18446744073709551613, 9223372036854775808, -9223372036854775809, 340282366920938463463374607431768211455, 3]> : tensor<9xi128>
  %sd12 = tensor.cast %s12 : tensor<9xi128> to tensor<?xi128>
  %r12 = call @seq_i128(%xd0, %sd12) : (tensor<?x?xi32>, tensor<?xi128>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- i128 [2^127 - 1, -2^127, 2^64 + 2, 2^64 - 1, -2^64 + 3, 2^63, -2^63 - 1, 2^128 - 1, 3] ---
  %u12 = tensor.cast %r12 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20],
  // CHECK-NEXT: [33, 32, 31, 30],
  // CHECK-NEXT: [40, 41, 42, 43],
  // CHECK-NEXT: [53, 52, 51, 50],
  // CHECK-NEXT: [60, 61, 62, 63],
  // CHECK-NEXT: [70, 71, 72, 73],
  // CHECK-NEXT: [82, 81, 80, 83]]

  vector.print str "--- i128 same lengths, static shapes ---\n"
  %r13 = call @seq_i128_static(%x0, %s12) : (tensor<9x4xi32>, tensor<9xi128>) -> tensor<9x4xi32>
  // CHECK-LABEL: --- i128 same lengths, static shapes ---
  %u13 = tensor.cast %r13 : tensor<9x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20],
  // CHECK-NEXT: [33, 32, 31, 30],
  // CHECK-NEXT: [40, 41, 42, 43],
  // CHECK-NEXT: [53, 52, 51, 50],
  // CHECK-NEXT: [60, 61, 62, 63],
  // CHECK-NEXT: [70, 71, 72, 73],
  // CHECK-NEXT: [82, 81, 80, 83]]

  vector.print str "--- subsequences i64 [0, 1, T, T + 1, -1, INT64_MAX, INT64_MIN, 3, 2] ---\n"
  %s14 = arith.constant dense<[[0],
                               [1],
                               [4],
                               [5],
                               [-1],
                               [9223372036854775807],
                               [-9223372036854775808],
                               [3],
                               [2]]> : tensor<9x1xi64>
  %sd14 = tensor.cast %s14 : tensor<9x1xi64> to tensor<?x?xi64>
  %r14 = call @subseq_i64(%xd0, %sd14) : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- subsequences i64 [0, 1, T, T + 1, -1, INT64_MAX, INT64_MIN, 3, 2] ---
  %u14 = tensor.cast %r14 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u14) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20],
  // CHECK-NEXT: [33, 32, 31, 30],
  // CHECK-NEXT: [40, 41, 42, 43],
  // CHECK-NEXT: [53, 52, 51, 50],
  // CHECK-NEXT: [60, 61, 62, 63],
  // CHECK-NEXT: [72, 71, 70, 73],
  // CHECK-NEXT: [81, 80, 82, 83]]

  vector.print str "--- subsequences i1 [true, false] ---\n"
  %s15 = arith.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %sd15 = tensor.cast %s15 : tensor<2x1xi1> to tensor<?x?xi1>
  %r15 = call @subseq_i1(%xd3, %sd15) : (tensor<?x?xi32>, tensor<?x?xi1>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- subsequences i1 [true, false] ---
  %u15 = tensor.cast %r15 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u15) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 2, 3],
  // CHECK-NEXT: [10, 11, 12, 13]]

  vector.print str "--- subsequences i8 [127, -128, 255, 129, 3, 5] ---\n"
  %s16 = arith.constant dense<[[127], [-128], [255], [129], [3], [5]]> : tensor<6x1xi8>
  %sd16 = tensor.cast %s16 : tensor<6x1xi8> to tensor<?x?xi8>
  %r16 = call @subseq_i8(%xd6, %sd16) : (tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- subsequences i8 [127, -128, 255, 129, 3, 5] ---
  %u16 = tensor.cast %r16 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u16) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [6, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [30, 31, 32, 33],
  // CHECK-NEXT: [42, 41, 40, 43],
  // CHECK-NEXT: [53, 52, 51, 50]]

  vector.print str "--- subsequences i16 [32767, -32768, 65535, 40000, 2] ---\n"
  %s17 = arith.constant dense<[[32767], [-32768], [65535], [40000], [2]]> : tensor<5x1xi16>
  %sd17 = tensor.cast %s17 : tensor<5x1xi16> to tensor<?x?xi16>
  %r17 = call @subseq_i16(%xd7, %sd17) : (tensor<?x?xi32>, tensor<?x?xi16>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- subsequences i16 [32767, -32768, 65535, 40000, 2] ---
  %u17 = tensor.cast %r17 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u17) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [30, 31, 32, 33],
  // CHECK-NEXT: [41, 40, 42, 43]]

  vector.print str "--- subsequences i32 [2147483647, -2147483648, 4294967295, 3000000000, 3] ---\n"
  %s18 = arith.constant dense<[[2147483647],
                               [-2147483648],
                               [4294967295],
                               [3000000000],
                               [3]]> : tensor<5x1xi32>
  %sd18 = tensor.cast %s18 : tensor<5x1xi32> to tensor<?x?xi32>
  %r18 = call @subseq_i32(%xd7, %sd18) : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- subsequences i32 [2147483647, -2147483648, 4294967295, 3000000000, 3] ---
  %u18 = tensor.cast %r18 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u18) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [5, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [20, 21, 22, 23],
  // CHECK-NEXT: [30, 31, 32, 33],
  // CHECK-NEXT: [42, 41, 40, 43]]

  vector.print str "--- subsequences i128 [2^127 - 1, -2^127, 2^64 + 2, 2^64 - 1, -2^64 + 3, 2^63, -2^63 - 1, 2^128 - 1, 3] ---\n"
  %s19 = arith.constant dense<[[170141183460469231731687303715884105727],
                               [-170141183460469231731687303715884105728],
                               [18446744073709551618],
                               [18446744073709551615],
                               [-18446744073709551613],
                               [9223372036854775808],
                               [-9223372036854775809],
                               [340282366920938463463374607431768211455],
                               [3]]> : tensor<9x1xi128>
  %sd19 = tensor.cast %s19 : tensor<9x1xi128> to tensor<?x?xi128>
  %r19 = call @subseq_i128(%xd0, %sd19) : (tensor<?x?xi32>, tensor<?x?xi128>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- subsequences i128 [2^127 - 1, -2^127, 2^64 + 2, 2^64 - 1, -2^64 + 3, 2^63, -2^63 - 1, 2^128 - 1, 3] ---
  %u19 = tensor.cast %r19 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u19) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20],
  // CHECK-NEXT: [33, 32, 31, 30],
  // CHECK-NEXT: [40, 41, 42, 43],
  // CHECK-NEXT: [53, 52, 51, 50],
  // CHECK-NEXT: [60, 61, 62, 63],
  // CHECK-NEXT: [70, 71, 72, 73],
  // CHECK-NEXT: [82, 81, 80, 83]]

  vector.print str "--- subsequences i128 same lengths, static shapes ---\n"
  %r20 = call @subseq_i128_static(%x0, %s19) : (tensor<9x4xi32>, tensor<9x1xi128>) -> tensor<9x4xi32>
  // CHECK-LABEL: --- subsequences i128 same lengths, static shapes ---
  %u20 = tensor.cast %r20 : tensor<9x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u20) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [9, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [10, 11, 12, 13],
  // CHECK-NEXT: [23, 22, 21, 20],
  // CHECK-NEXT: [33, 32, 31, 30],
  // CHECK-NEXT: [40, 41, 42, 43],
  // CHECK-NEXT: [53, 52, 51, 50],
  // CHECK-NEXT: [60, 61, 62, 63],
  // CHECK-NEXT: [70, 71, 72, 73],
  // CHECK-NEXT: [82, 81, 80, 83]]
  return
}
