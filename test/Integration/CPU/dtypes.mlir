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

// Every op on every element type: i1, i8, i16, i32, i64, f16, bf16, f32,
// f64 and complex<f32>, on a 3x4 input. i1 results print widened to i32
// (0/1) and i8 results sign-extended to i32, since printMemrefI8 prints
// characters. Even types use dynamic shapes, odd types static ones.

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

func.func @reverse_i1(%x: tensor<?x?xi1>) -> tensor<?x?xi1> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xi1>
  return %0 : tensor<?x?xi1>
}

func.func @reverse_sequence_i1(%x: tensor<?x?xi1>, %lengths: tensor<?xi64>) -> tensor<?x?xi1> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi1>, tensor<?xi64>
  return %0 : tensor<?x?xi1>
}

func.func @reverse_subsequences_i1(%x: tensor<?x?xi1>, %lengths: tensor<?x?xi32>) -> tensor<?x?xi1> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?xi1>, tensor<?x?xi32>
  return %0 : tensor<?x?xi1>
}

func.func @reverse_dynamic_i1(%x: tensor<?x?xi1>, %axes: tensor<?xi64>) -> tensor<?x?xi1> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xi1>, tensor<?xi64>
  return %0 : tensor<?x?xi1>
}

func.func @reverse_i8(%x: tensor<3x4xi8>) -> tensor<3x4xi8> {
  %0 = revseq.reverse %x axes = [0] : tensor<3x4xi8>
  return %0 : tensor<3x4xi8>
}

func.func @reverse_sequence_i8(%x: tensor<3x4xi8>, %lengths: tensor<3xi64>) -> tensor<3x4xi8> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x4xi8>, tensor<3xi64>
  return %0 : tensor<3x4xi8>
}

func.func @reverse_subsequences_i8(%x: tensor<3x4xi8>, %lengths: tensor<1x4xi32>) -> tensor<3x4xi8> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<3x4xi8>, tensor<1x4xi32>
  return %0 : tensor<3x4xi8>
}

func.func @reverse_dynamic_i8(%x: tensor<3x4xi8>, %axes: tensor<2xi1>) -> tensor<3x4xi8> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<3x4xi8>, tensor<2xi1>
  return %0 : tensor<3x4xi8>
}

func.func @reverse_i16(%x: tensor<?x?xi16>) -> tensor<?x?xi16> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xi16>
  return %0 : tensor<?x?xi16>
}

func.func @reverse_sequence_i16(%x: tensor<?x?xi16>, %lengths: tensor<?xi64>) -> tensor<?x?xi16> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi16>, tensor<?xi64>
  return %0 : tensor<?x?xi16>
}

func.func @reverse_subsequences_i16(%x: tensor<?x?xi16>, %lengths: tensor<?x?xi32>) -> tensor<?x?xi16> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?xi16>, tensor<?x?xi32>
  return %0 : tensor<?x?xi16>
}

func.func @reverse_dynamic_i16(%x: tensor<?x?xi16>, %axes: tensor<?xi64>) -> tensor<?x?xi16> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xi16>, tensor<?xi64>
  return %0 : tensor<?x?xi16>
}

func.func @reverse_i32(%x: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = revseq.reverse %x axes = [0] : tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @reverse_sequence_i32(%x: tensor<3x4xi32>, %lengths: tensor<3xi64>) -> tensor<3x4xi32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x4xi32>, tensor<3xi64>
  return %0 : tensor<3x4xi32>
}

func.func @reverse_subsequences_i32(%x: tensor<3x4xi32>, %lengths: tensor<1x4xi32>) -> tensor<3x4xi32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<3x4xi32>, tensor<1x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @reverse_dynamic_i32(%x: tensor<3x4xi32>, %axes: tensor<2xi1>) -> tensor<3x4xi32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<3x4xi32>, tensor<2xi1>
  return %0 : tensor<3x4xi32>
}

func.func @reverse_i64(%x: tensor<?x?xi64>) -> tensor<?x?xi64> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xi64>
  return %0 : tensor<?x?xi64>
}

func.func @reverse_sequence_i64(%x: tensor<?x?xi64>, %lengths: tensor<?xi64>) -> tensor<?x?xi64> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xi64>, tensor<?xi64>
  return %0 : tensor<?x?xi64>
}

func.func @reverse_subsequences_i64(%x: tensor<?x?xi64>, %lengths: tensor<?x?xi32>) -> tensor<?x?xi64> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?xi64>, tensor<?x?xi32>
  return %0 : tensor<?x?xi64>
}

func.func @reverse_dynamic_i64(%x: tensor<?x?xi64>, %axes: tensor<?xi64>) -> tensor<?x?xi64> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xi64>, tensor<?xi64>
  return %0 : tensor<?x?xi64>
}

func.func @reverse_f16(%x: tensor<3x4xf16>) -> tensor<3x4xf16> {
  %0 = revseq.reverse %x axes = [0] : tensor<3x4xf16>
  return %0 : tensor<3x4xf16>
}

func.func @reverse_sequence_f16(%x: tensor<3x4xf16>, %lengths: tensor<3xi64>) -> tensor<3x4xf16> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x4xf16>, tensor<3xi64>
  return %0 : tensor<3x4xf16>
}

func.func @reverse_subsequences_f16(%x: tensor<3x4xf16>, %lengths: tensor<1x4xi32>) -> tensor<3x4xf16> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<3x4xf16>, tensor<1x4xi32>
  return %0 : tensor<3x4xf16>
}

func.func @reverse_dynamic_f16(%x: tensor<3x4xf16>, %axes: tensor<2xi1>) -> tensor<3x4xf16> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<3x4xf16>, tensor<2xi1>
  return %0 : tensor<3x4xf16>
}

func.func @reverse_bf16(%x: tensor<?x?xbf16>) -> tensor<?x?xbf16> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xbf16>
  return %0 : tensor<?x?xbf16>
}

func.func @reverse_sequence_bf16(%x: tensor<?x?xbf16>, %lengths: tensor<?xi64>) -> tensor<?x?xbf16> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xbf16>, tensor<?xi64>
  return %0 : tensor<?x?xbf16>
}

func.func @reverse_subsequences_bf16(%x: tensor<?x?xbf16>, %lengths: tensor<?x?xi32>) -> tensor<?x?xbf16> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?xbf16>, tensor<?x?xi32>
  return %0 : tensor<?x?xbf16>
}

func.func @reverse_dynamic_bf16(%x: tensor<?x?xbf16>, %axes: tensor<?xi64>) -> tensor<?x?xbf16> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xbf16>, tensor<?xi64>
  return %0 : tensor<?x?xbf16>
}

func.func @reverse_f32(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @reverse_sequence_f32(%x: tensor<3x4xf32>, %lengths: tensor<3xi64>) -> tensor<3x4xf32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x4xf32>, tensor<3xi64>
  return %0 : tensor<3x4xf32>
}

func.func @reverse_subsequences_f32(%x: tensor<3x4xf32>, %lengths: tensor<1x4xi32>) -> tensor<3x4xf32> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<3x4xf32>, tensor<1x4xi32>
  return %0 : tensor<3x4xf32>
}

func.func @reverse_dynamic_f32(%x: tensor<3x4xf32>, %axes: tensor<2xi1>) -> tensor<3x4xf32> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<3x4xf32>, tensor<2xi1>
  return %0 : tensor<3x4xf32>
}

func.func @reverse_f64(%x: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xf64>
  return %0 : tensor<?x?xf64>
}

func.func @reverse_sequence_f64(%x: tensor<?x?xf64>, %lengths: tensor<?xi64>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xf64>, tensor<?xi64>
  return %0 : tensor<?x?xf64>
}

func.func @reverse_subsequences_f64(%x: tensor<?x?xf64>, %lengths: tensor<?x?xi32>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<?x?xf64>, tensor<?x?xi32>
  return %0 : tensor<?x?xf64>
}

func.func @reverse_dynamic_f64(%x: tensor<?x?xf64>, %axes: tensor<?xi64>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_dynamic %x, %axes mode = index : tensor<?x?xf64>, tensor<?xi64>
  return %0 : tensor<?x?xf64>
}

func.func @reverse_c32(%x: tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>> {
  %0 = revseq.reverse %x axes = [0] : tensor<3x4xcomplex<f32>>
  return %0 : tensor<3x4xcomplex<f32>>
}

func.func @reverse_sequence_c32(%x: tensor<3x4xcomplex<f32>>, %lengths: tensor<3xi64>) -> tensor<3x4xcomplex<f32>> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<3x4xcomplex<f32>>, tensor<3xi64>
  return %0 : tensor<3x4xcomplex<f32>>
}

func.func @reverse_subsequences_c32(%x: tensor<3x4xcomplex<f32>>, %lengths: tensor<1x4xi32>) -> tensor<3x4xcomplex<f32>> {
  %0 = revseq.reverse_subsequences %x, %lengths axis = 0 : tensor<3x4xcomplex<f32>>, tensor<1x4xi32>
  return %0 : tensor<3x4xcomplex<f32>>
}

func.func @reverse_dynamic_c32(%x: tensor<3x4xcomplex<f32>>, %axes: tensor<2xi1>) -> tensor<3x4xcomplex<f32>> {
  %0 = revseq.reverse_dynamic %x, %axes mode = mask : tensor<3x4xcomplex<f32>>, tensor<2xi1>
  return %0 : tensor<3x4xcomplex<f32>>
}

func.func @main() {
  vector.print str "--- i1 reverse axes [0] ---\n"
  %x0 = arith.constant dense<[[true, true, false, true],
                              [false, false, true, false],
                              [false, true, false, true]]> : tensor<3x4xi1>
  %xd0 = tensor.cast %x0 : tensor<3x4xi1> to tensor<?x?xi1>
  %r0 = call @reverse_i1(%xd0) : (tensor<?x?xi1>) -> tensor<?x?xi1>
  // CHECK-LABEL: --- i1 reverse axes [0] ---
  %p0 = arith.extui %r0 : tensor<?x?xi1> to tensor<?x?xi32>
  %u0 = tensor.cast %p0 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 0, 1],
  // CHECK-NEXT: [0, 0, 1, 0],
  // CHECK-NEXT: [1, 1, 0, 1]]

  vector.print str "--- i1 reverse_sequence batch 0, seq 1 ---\n"
  %s1 = arith.constant dense<[4, 2, 3]> : tensor<3xi64>
  %sd1 = tensor.cast %s1 : tensor<3xi64> to tensor<?xi64>
  %r1 = call @reverse_sequence_i1(%xd0, %sd1) : (tensor<?x?xi1>, tensor<?xi64>) -> tensor<?x?xi1>
  // CHECK-LABEL: --- i1 reverse_sequence batch 0, seq 1 ---
  %p1 = arith.extui %r1 : tensor<?x?xi1> to tensor<?x?xi32>
  %u1 = tensor.cast %p1 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 0, 1, 1],
  // CHECK-NEXT: [0, 0, 1, 0],
  // CHECK-NEXT: [0, 1, 0, 1]]

  vector.print str "--- i1 reverse_subsequences axis 0 ---\n"
  %s2 = arith.constant dense<[[3, 0, 2, 9]]> : tensor<1x4xi32>
  %sd2 = tensor.cast %s2 : tensor<1x4xi32> to tensor<?x?xi32>
  %r2 = call @reverse_subsequences_i1(%xd0, %sd2) : (tensor<?x?xi1>, tensor<?x?xi32>) -> tensor<?x?xi1>
  // CHECK-LABEL: --- i1 reverse_subsequences axis 0 ---
  %p2 = arith.extui %r2 : tensor<?x?xi1> to tensor<?x?xi32>
  %u2 = tensor.cast %p2 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}0, 1, 1, 1],
  // CHECK-NEXT: [0, 0, 0, 0],
  // CHECK-NEXT: [1, 1, 0, 1]]

  vector.print str "--- i1 reverse_dynamic index [-1] ---\n"
  %s3 = arith.constant dense<[-1]> : tensor<1xi64>
  %sd3 = tensor.cast %s3 : tensor<1xi64> to tensor<?xi64>
  %r3 = call @reverse_dynamic_i1(%xd0, %sd3) : (tensor<?x?xi1>, tensor<?xi64>) -> tensor<?x?xi1>
  // CHECK-LABEL: --- i1 reverse_dynamic index [-1] ---
  %p3 = arith.extui %r3 : tensor<?x?xi1> to tensor<?x?xi32>
  %u3 = tensor.cast %p3 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 0, 1, 1],
  // CHECK-NEXT: [0, 1, 0, 0],
  // CHECK-NEXT: [1, 0, 1, 0]]

  vector.print str "--- i8 reverse axes [0] ---\n"
  %x4 = arith.constant dense<[[-100, -96, -92, -88],
                              [-84, -80, -76, -72],
                              [-68, -64, -60, -56]]> : tensor<3x4xi8>
  %r4 = call @reverse_i8(%x4) : (tensor<3x4xi8>) -> tensor<3x4xi8>
  // CHECK-LABEL: --- i8 reverse axes [0] ---
  %p4 = arith.extsi %r4 : tensor<3x4xi8> to tensor<3x4xi32>
  %u4 = tensor.cast %p4 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-68, -64, -60, -56],
  // CHECK-NEXT: [-84, -80, -76, -72],
  // CHECK-NEXT: [-100, -96, -92, -88]]

  vector.print str "--- i8 reverse_sequence batch 0, seq 1 ---\n"
  %r5 = call @reverse_sequence_i8(%x4, %s1) : (tensor<3x4xi8>, tensor<3xi64>) -> tensor<3x4xi8>
  // CHECK-LABEL: --- i8 reverse_sequence batch 0, seq 1 ---
  %p5 = arith.extsi %r5 : tensor<3x4xi8> to tensor<3x4xi32>
  %u5 = tensor.cast %p5 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-88, -92, -96, -100],
  // CHECK-NEXT: [-80, -84, -76, -72],
  // CHECK-NEXT: [-60, -64, -68, -56]]

  vector.print str "--- i8 reverse_subsequences axis 0 ---\n"
  %r6 = call @reverse_subsequences_i8(%x4, %s2) : (tensor<3x4xi8>, tensor<1x4xi32>) -> tensor<3x4xi8>
  // CHECK-LABEL: --- i8 reverse_subsequences axis 0 ---
  %p6 = arith.extsi %r6 : tensor<3x4xi8> to tensor<3x4xi32>
  %u6 = tensor.cast %p6 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-68, -96, -76, -56],
  // CHECK-NEXT: [-84, -80, -92, -72],
  // CHECK-NEXT: [-100, -64, -60, -88]]

  vector.print str "--- i8 reverse_dynamic mask [true, true] ---\n"
  %s7 = arith.constant dense<[true, true]> : tensor<2xi1>
  %r7 = call @reverse_dynamic_i8(%x4, %s7) : (tensor<3x4xi8>, tensor<2xi1>) -> tensor<3x4xi8>
  // CHECK-LABEL: --- i8 reverse_dynamic mask [true, true] ---
  %p7 = arith.extsi %r7 : tensor<3x4xi8> to tensor<3x4xi32>
  %u7 = tensor.cast %p7 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-56, -60, -64, -68],
  // CHECK-NEXT: [-72, -76, -80, -84],
  // CHECK-NEXT: [-88, -92, -96, -100]]

  vector.print str "--- i16 reverse axes [0] ---\n"
  %x8 = arith.constant dense<[[-30000, -29000, -28000, -27000],
                              [-26000, -25000, -24000, -23000],
                              [-22000, -21000, -20000, -19000]]> : tensor<3x4xi16>
  %xd8 = tensor.cast %x8 : tensor<3x4xi16> to tensor<?x?xi16>
  %r8 = call @reverse_i16(%xd8) : (tensor<?x?xi16>) -> tensor<?x?xi16>
  // CHECK-LABEL: --- i16 reverse axes [0] ---
  %u8 = tensor.cast %r8 : tensor<?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%u8) : (tensor<*xi16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-22000, -21000, -20000, -19000],
  // CHECK-NEXT: [-26000, -25000, -24000, -23000],
  // CHECK-NEXT: [-30000, -29000, -28000, -27000]]

  vector.print str "--- i16 reverse_sequence batch 0, seq 1 ---\n"
  %r9 = call @reverse_sequence_i16(%xd8, %sd1) : (tensor<?x?xi16>, tensor<?xi64>) -> tensor<?x?xi16>
  // CHECK-LABEL: --- i16 reverse_sequence batch 0, seq 1 ---
  %u9 = tensor.cast %r9 : tensor<?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%u9) : (tensor<*xi16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-27000, -28000, -29000, -30000],
  // CHECK-NEXT: [-25000, -26000, -24000, -23000],
  // CHECK-NEXT: [-20000, -21000, -22000, -19000]]

  vector.print str "--- i16 reverse_subsequences axis 0 ---\n"
  %r10 = call @reverse_subsequences_i16(%xd8, %sd2) : (tensor<?x?xi16>, tensor<?x?xi32>) -> tensor<?x?xi16>
  // CHECK-LABEL: --- i16 reverse_subsequences axis 0 ---
  %u10 = tensor.cast %r10 : tensor<?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%u10) : (tensor<*xi16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-22000, -29000, -24000, -19000],
  // CHECK-NEXT: [-26000, -25000, -28000, -23000],
  // CHECK-NEXT: [-30000, -21000, -20000, -27000]]

  vector.print str "--- i16 reverse_dynamic index [-1] ---\n"
  %r11 = call @reverse_dynamic_i16(%xd8, %sd3) : (tensor<?x?xi16>, tensor<?xi64>) -> tensor<?x?xi16>
  // CHECK-LABEL: --- i16 reverse_dynamic index [-1] ---
  %u11 = tensor.cast %r11 : tensor<?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%u11) : (tensor<*xi16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-27000, -28000, -29000, -30000],
  // CHECK-NEXT: [-23000, -24000, -25000, -26000],
  // CHECK-NEXT: [-19000, -20000, -21000, -22000]]

  vector.print str "--- i32 reverse axes [0] ---\n"
  %x12 = arith.constant dense<[[-300000000, -249999999, -199999998, -149999997],
                               [-99999996, -49999995, 6, 50000007],
                               [100000008, 150000009, 200000010, 250000011]]> : tensor<3x4xi32>
  %r12 = call @reverse_i32(%x12) : (tensor<3x4xi32>) -> tensor<3x4xi32>
  // CHECK-LABEL: --- i32 reverse axes [0] ---
  %u12 = tensor.cast %r12 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}100000008, 150000009, 200000010, 250000011],
  // CHECK-NEXT: [-99999996, -49999995, 6, 50000007],
  // CHECK-NEXT: [-300000000, -249999999, -199999998, -149999997]]

  vector.print str "--- i32 reverse_sequence batch 0, seq 1 ---\n"
  %r13 = call @reverse_sequence_i32(%x12, %s1) : (tensor<3x4xi32>, tensor<3xi64>) -> tensor<3x4xi32>
  // CHECK-LABEL: --- i32 reverse_sequence batch 0, seq 1 ---
  %u13 = tensor.cast %r13 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}-149999997, -199999998, -249999999, -300000000],
  // CHECK-NEXT: [-49999995, -99999996, 6, 50000007],
  // CHECK-NEXT: [200000010, 150000009, 100000008, 250000011]]

  vector.print str "--- i32 reverse_subsequences axis 0 ---\n"
  %r14 = call @reverse_subsequences_i32(%x12, %s2) : (tensor<3x4xi32>, tensor<1x4xi32>) -> tensor<3x4xi32>
  // CHECK-LABEL: --- i32 reverse_subsequences axis 0 ---
  %u14 = tensor.cast %r14 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u14) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}100000008, -249999999, 6, 250000011],
  // CHECK-NEXT: [-99999996, -49999995, -199999998, 50000007],
  // CHECK-NEXT: [-300000000, 150000009, 200000010, -149999997]]

  vector.print str "--- i32 reverse_dynamic mask [true, true] ---\n"
  %r15 = call @reverse_dynamic_i32(%x12, %s7) : (tensor<3x4xi32>, tensor<2xi1>) -> tensor<3x4xi32>
  // CHECK-LABEL: --- i32 reverse_dynamic mask [true, true] ---
  %u15 = tensor.cast %r15 : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u15) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}250000011, 200000010, 150000009, 100000008],
  // CHECK-NEXT: [50000007, 6, -49999995, -99999996],
  // CHECK-NEXT: [-149999997, -199999998, -249999999, -300000000]]

  vector.print str "--- i64 reverse axes [0] ---\n"
  %x16 = arith.constant dense<[[0, 4294967297, 8589934594, 12884901891],
                               [17179869188, 21474836485, 25769803782, 30064771079],
                               [34359738376, 38654705673, 42949672970, 47244640267]]> : tensor<3x4xi64>
  %xd16 = tensor.cast %x16 : tensor<3x4xi64> to tensor<?x?xi64>
  %r16 = call @reverse_i64(%xd16) : (tensor<?x?xi64>) -> tensor<?x?xi64>
  // CHECK-LABEL: --- i64 reverse axes [0] ---
  %u16 = tensor.cast %r16 : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u16) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}34359738376, 38654705673, 42949672970, 47244640267],
  // CHECK-NEXT: [17179869188, 21474836485, 25769803782, 30064771079],
  // CHECK-NEXT: [0, 4294967297, 8589934594, 12884901891]]

  vector.print str "--- i64 reverse_sequence batch 0, seq 1 ---\n"
  %r17 = call @reverse_sequence_i64(%xd16, %sd1) : (tensor<?x?xi64>, tensor<?xi64>) -> tensor<?x?xi64>
  // CHECK-LABEL: --- i64 reverse_sequence batch 0, seq 1 ---
  %u17 = tensor.cast %r17 : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u17) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}12884901891, 8589934594, 4294967297, 0],
  // CHECK-NEXT: [21474836485, 17179869188, 25769803782, 30064771079],
  // CHECK-NEXT: [42949672970, 38654705673, 34359738376, 47244640267]]

  vector.print str "--- i64 reverse_subsequences axis 0 ---\n"
  %r18 = call @reverse_subsequences_i64(%xd16, %sd2) : (tensor<?x?xi64>, tensor<?x?xi32>) -> tensor<?x?xi64>
  // CHECK-LABEL: --- i64 reverse_subsequences axis 0 ---
  %u18 = tensor.cast %r18 : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u18) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}34359738376, 4294967297, 25769803782, 47244640267],
  // CHECK-NEXT: [17179869188, 21474836485, 8589934594, 30064771079],
  // CHECK-NEXT: [0, 38654705673, 42949672970, 12884901891]]

  vector.print str "--- i64 reverse_dynamic index [-1] ---\n"
  %r19 = call @reverse_dynamic_i64(%xd16, %sd3) : (tensor<?x?xi64>, tensor<?xi64>) -> tensor<?x?xi64>
  // CHECK-LABEL: --- i64 reverse_dynamic index [-1] ---
  %u19 = tensor.cast %r19 : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u19) : (tensor<*xi64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}12884901891, 8589934594, 4294967297, 0],
  // CHECK-NEXT: [30064771079, 25769803782, 21474836485, 17179869188],
  // CHECK-NEXT: [47244640267, 42949672970, 38654705673, 34359738376]]

  vector.print str "--- f16 reverse axes [0] ---\n"
  %x20 = arith.constant dense<[[0.5, 1.5, 2.5, 3.5],
                               [4.5, 5.5, 6.5, 7.5],
                               [8.5, 9.5, 10.5, 11.5]]> : tensor<3x4xf16>
  %r20 = call @reverse_f16(%x20) : (tensor<3x4xf16>) -> tensor<3x4xf16>
  // CHECK-LABEL: --- f16 reverse axes [0] ---
  %u20 = tensor.cast %r20 : tensor<3x4xf16> to tensor<*xf16>
  call @printMemrefF16(%u20) : (tensor<*xf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8.5, 9.5, 10.5, 11.5],
  // CHECK-NEXT: [4.5, 5.5, 6.5, 7.5],
  // CHECK-NEXT: [0.5, 1.5, 2.5, 3.5]]

  vector.print str "--- f16 reverse_sequence batch 0, seq 1 ---\n"
  %r21 = call @reverse_sequence_f16(%x20, %s1) : (tensor<3x4xf16>, tensor<3xi64>) -> tensor<3x4xf16>
  // CHECK-LABEL: --- f16 reverse_sequence batch 0, seq 1 ---
  %u21 = tensor.cast %r21 : tensor<3x4xf16> to tensor<*xf16>
  call @printMemrefF16(%u21) : (tensor<*xf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 2.5, 1.5, 0.5],
  // CHECK-NEXT: [5.5, 4.5, 6.5, 7.5],
  // CHECK-NEXT: [10.5, 9.5, 8.5, 11.5]]

  vector.print str "--- f16 reverse_subsequences axis 0 ---\n"
  %r22 = call @reverse_subsequences_f16(%x20, %s2) : (tensor<3x4xf16>, tensor<1x4xi32>) -> tensor<3x4xf16>
  // CHECK-LABEL: --- f16 reverse_subsequences axis 0 ---
  %u22 = tensor.cast %r22 : tensor<3x4xf16> to tensor<*xf16>
  call @printMemrefF16(%u22) : (tensor<*xf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8.5, 1.5, 6.5, 11.5],
  // CHECK-NEXT: [4.5, 5.5, 2.5, 7.5],
  // CHECK-NEXT: [0.5, 9.5, 10.5, 3.5]]

  vector.print str "--- f16 reverse_dynamic mask [true, true] ---\n"
  %r23 = call @reverse_dynamic_f16(%x20, %s7) : (tensor<3x4xf16>, tensor<2xi1>) -> tensor<3x4xf16>
  // CHECK-LABEL: --- f16 reverse_dynamic mask [true, true] ---
  %u23 = tensor.cast %r23 : tensor<3x4xf16> to tensor<*xf16>
  call @printMemrefF16(%u23) : (tensor<*xf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}11.5, 10.5, 9.5, 8.5],
  // CHECK-NEXT: [7.5, 6.5, 5.5, 4.5],
  // CHECK-NEXT: [3.5, 2.5, 1.5, 0.5]]

  vector.print str "--- bf16 reverse axes [0] ---\n"
  %x24 = arith.constant dense<[[0.5, 1.5, 2.5, 3.5],
                               [4.5, 5.5, 6.5, 7.5],
                               [8.5, 9.5, 10.5, 11.5]]> : tensor<3x4xbf16>
  %xd24 = tensor.cast %x24 : tensor<3x4xbf16> to tensor<?x?xbf16>
  %r24 = call @reverse_bf16(%xd24) : (tensor<?x?xbf16>) -> tensor<?x?xbf16>
  // CHECK-LABEL: --- bf16 reverse axes [0] ---
  %u24 = tensor.cast %r24 : tensor<?x?xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u24) : (tensor<*xbf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8.5, 9.5, 10.5, 11.5],
  // CHECK-NEXT: [4.5, 5.5, 6.5, 7.5],
  // CHECK-NEXT: [0.5, 1.5, 2.5, 3.5]]

  vector.print str "--- bf16 reverse_sequence batch 0, seq 1 ---\n"
  %r25 = call @reverse_sequence_bf16(%xd24, %sd1) : (tensor<?x?xbf16>, tensor<?xi64>) -> tensor<?x?xbf16>
  // CHECK-LABEL: --- bf16 reverse_sequence batch 0, seq 1 ---
  %u25 = tensor.cast %r25 : tensor<?x?xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u25) : (tensor<*xbf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 2.5, 1.5, 0.5],
  // CHECK-NEXT: [5.5, 4.5, 6.5, 7.5],
  // CHECK-NEXT: [10.5, 9.5, 8.5, 11.5]]

  vector.print str "--- bf16 reverse_subsequences axis 0 ---\n"
  %r26 = call @reverse_subsequences_bf16(%xd24, %sd2) : (tensor<?x?xbf16>, tensor<?x?xi32>) -> tensor<?x?xbf16>
  // CHECK-LABEL: --- bf16 reverse_subsequences axis 0 ---
  %u26 = tensor.cast %r26 : tensor<?x?xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u26) : (tensor<*xbf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8.5, 1.5, 6.5, 11.5],
  // CHECK-NEXT: [4.5, 5.5, 2.5, 7.5],
  // CHECK-NEXT: [0.5, 9.5, 10.5, 3.5]]

  vector.print str "--- bf16 reverse_dynamic index [-1] ---\n"
  %r27 = call @reverse_dynamic_bf16(%xd24, %sd3) : (tensor<?x?xbf16>, tensor<?xi64>) -> tensor<?x?xbf16>
  // CHECK-LABEL: --- bf16 reverse_dynamic index [-1] ---
  %u27 = tensor.cast %r27 : tensor<?x?xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u27) : (tensor<*xbf16>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 2.5, 1.5, 0.5],
  // CHECK-NEXT: [7.5, 6.5, 5.5, 4.5],
  // CHECK-NEXT: [11.5, 10.5, 9.5, 8.5]]

  vector.print str "--- f32 reverse axes [0] ---\n"
  %x28 = arith.constant dense<[[0.5, 1.5, 2.5, 3.5],
                               [4.5, 5.5, 6.5, 7.5],
                               [8.5, 9.5, 10.5, 11.5]]> : tensor<3x4xf32>
  %r28 = call @reverse_f32(%x28) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK-LABEL: --- f32 reverse axes [0] ---
  %u28 = tensor.cast %r28 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u28) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8.5, 9.5, 10.5, 11.5],
  // CHECK-NEXT: [4.5, 5.5, 6.5, 7.5],
  // CHECK-NEXT: [0.5, 1.5, 2.5, 3.5]]

  vector.print str "--- f32 reverse_sequence batch 0, seq 1 ---\n"
  %r29 = call @reverse_sequence_f32(%x28, %s1) : (tensor<3x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
  // CHECK-LABEL: --- f32 reverse_sequence batch 0, seq 1 ---
  %u29 = tensor.cast %r29 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u29) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 2.5, 1.5, 0.5],
  // CHECK-NEXT: [5.5, 4.5, 6.5, 7.5],
  // CHECK-NEXT: [10.5, 9.5, 8.5, 11.5]]

  vector.print str "--- f32 reverse_subsequences axis 0 ---\n"
  %r30 = call @reverse_subsequences_f32(%x28, %s2) : (tensor<3x4xf32>, tensor<1x4xi32>) -> tensor<3x4xf32>
  // CHECK-LABEL: --- f32 reverse_subsequences axis 0 ---
  %u30 = tensor.cast %r30 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u30) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8.5, 1.5, 6.5, 11.5],
  // CHECK-NEXT: [4.5, 5.5, 2.5, 7.5],
  // CHECK-NEXT: [0.5, 9.5, 10.5, 3.5]]

  vector.print str "--- f32 reverse_dynamic mask [true, true] ---\n"
  %r31 = call @reverse_dynamic_f32(%x28, %s7) : (tensor<3x4xf32>, tensor<2xi1>) -> tensor<3x4xf32>
  // CHECK-LABEL: --- f32 reverse_dynamic mask [true, true] ---
  %u31 = tensor.cast %r31 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u31) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}11.5, 10.5, 9.5, 8.5],
  // CHECK-NEXT: [7.5, 6.5, 5.5, 4.5],
  // CHECK-NEXT: [3.5, 2.5, 1.5, 0.5]]

  vector.print str "--- f64 reverse axes [0] ---\n"
  %x32 = arith.constant dense<[[0.5, 1.5, 2.5, 3.5],
                               [4.5, 5.5, 6.5, 7.5],
                               [8.5, 9.5, 10.5, 11.5]]> : tensor<3x4xf64>
  %xd32 = tensor.cast %x32 : tensor<3x4xf64> to tensor<?x?xf64>
  %r32 = call @reverse_f64(%xd32) : (tensor<?x?xf64>) -> tensor<?x?xf64>
  // CHECK-LABEL: --- f64 reverse axes [0] ---
  %u32 = tensor.cast %r32 : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u32) : (tensor<*xf64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8.5, 9.5, 10.5, 11.5],
  // CHECK-NEXT: [4.5, 5.5, 6.5, 7.5],
  // CHECK-NEXT: [0.5, 1.5, 2.5, 3.5]]

  vector.print str "--- f64 reverse_sequence batch 0, seq 1 ---\n"
  %r33 = call @reverse_sequence_f64(%xd32, %sd1) : (tensor<?x?xf64>, tensor<?xi64>) -> tensor<?x?xf64>
  // CHECK-LABEL: --- f64 reverse_sequence batch 0, seq 1 ---
  %u33 = tensor.cast %r33 : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u33) : (tensor<*xf64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 2.5, 1.5, 0.5],
  // CHECK-NEXT: [5.5, 4.5, 6.5, 7.5],
  // CHECK-NEXT: [10.5, 9.5, 8.5, 11.5]]

  vector.print str "--- f64 reverse_subsequences axis 0 ---\n"
  %r34 = call @reverse_subsequences_f64(%xd32, %sd2) : (tensor<?x?xf64>, tensor<?x?xi32>) -> tensor<?x?xf64>
  // CHECK-LABEL: --- f64 reverse_subsequences axis 0 ---
  %u34 = tensor.cast %r34 : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u34) : (tensor<*xf64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}8.5, 1.5, 6.5, 11.5],
  // CHECK-NEXT: [4.5, 5.5, 2.5, 7.5],
  // CHECK-NEXT: [0.5, 9.5, 10.5, 3.5]]

  vector.print str "--- f64 reverse_dynamic index [-1] ---\n"
  %r35 = call @reverse_dynamic_f64(%xd32, %sd3) : (tensor<?x?xf64>, tensor<?xi64>) -> tensor<?x?xf64>
  // CHECK-LABEL: --- f64 reverse_dynamic index [-1] ---
  %u35 = tensor.cast %r35 : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u35) : (tensor<*xf64>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3.5, 2.5, 1.5, 0.5],
  // CHECK-NEXT: [7.5, 6.5, 5.5, 4.5],
  // CHECK-NEXT: [11.5, 10.5, 9.5, 8.5]]

  vector.print str "--- complex<f32> reverse axes [0] ---\n"
  %x36 = arith.constant dense<[[(0.5, -1.0), (1.5, -2.0), (2.5, -3.0), (3.5, -4.0)],
                               [(4.5, -5.0), (5.5, -6.0), (6.5, -7.0), (7.5, -8.0)],
                               [(8.5, -9.0), (9.5, -10.0), (10.5, -11.0), (11.5, -12.0)]]> : tensor<3x4xcomplex<f32>>
  %r36 = call @reverse_c32(%x36) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
  // CHECK-LABEL: --- complex<f32> reverse axes [0] ---
  %u36 = tensor.cast %r36 : tensor<3x4xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u36) : (tensor<*xcomplex<f32>>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}(8.5,-9), (9.5,-10), (10.5,-11), (11.5,-12)],
  // CHECK-NEXT: [(4.5,-5), (5.5,-6), (6.5,-7), (7.5,-8)],
  // CHECK-NEXT: [(0.5,-1), (1.5,-2), (2.5,-3), (3.5,-4)]]

  vector.print str "--- complex<f32> reverse_sequence batch 0, seq 1 ---\n"
  %r37 = call @reverse_sequence_c32(%x36, %s1) : (tensor<3x4xcomplex<f32>>, tensor<3xi64>) -> tensor<3x4xcomplex<f32>>
  // CHECK-LABEL: --- complex<f32> reverse_sequence batch 0, seq 1 ---
  %u37 = tensor.cast %r37 : tensor<3x4xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u37) : (tensor<*xcomplex<f32>>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}(3.5,-4), (2.5,-3), (1.5,-2), (0.5,-1)],
  // CHECK-NEXT: [(5.5,-6), (4.5,-5), (6.5,-7), (7.5,-8)],
  // CHECK-NEXT: [(10.5,-11), (9.5,-10), (8.5,-9), (11.5,-12)]]

  vector.print str "--- complex<f32> reverse_subsequences axis 0 ---\n"
  %r38 = call @reverse_subsequences_c32(%x36, %s2) : (tensor<3x4xcomplex<f32>>, tensor<1x4xi32>) -> tensor<3x4xcomplex<f32>>
  // CHECK-LABEL: --- complex<f32> reverse_subsequences axis 0 ---
  %u38 = tensor.cast %r38 : tensor<3x4xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u38) : (tensor<*xcomplex<f32>>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}(8.5,-9), (1.5,-2), (6.5,-7), (11.5,-12)],
  // CHECK-NEXT: [(4.5,-5), (5.5,-6), (2.5,-3), (7.5,-8)],
  // CHECK-NEXT: [(0.5,-1), (9.5,-10), (10.5,-11), (3.5,-4)]]

  vector.print str "--- complex<f32> reverse_dynamic mask [true, true] ---\n"
  %r39 = call @reverse_dynamic_c32(%x36, %s7) : (tensor<3x4xcomplex<f32>>, tensor<2xi1>) -> tensor<3x4xcomplex<f32>>
  // CHECK-LABEL: --- complex<f32> reverse_dynamic mask [true, true] ---
  %u39 = tensor.cast %r39 : tensor<3x4xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u39) : (tensor<*xcomplex<f32>>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}(11.5,-12), (10.5,-11), (9.5,-10), (8.5,-9)],
  // CHECK-NEXT: [(7.5,-8), (6.5,-7), (5.5,-6), (4.5,-5)],
  // CHECK-NEXT: [(3.5,-4), (2.5,-3), (1.5,-2), (0.5,-1)]]
  return
}
