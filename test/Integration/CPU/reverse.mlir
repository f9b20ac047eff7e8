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

// revseq.reverse: static axes, positive and negative, on static, dynamic
// and mixed shapes. Ranks 5 and 6 are in ranks.mlir, element types in
// dtypes.mlir, zero-size dims in zero-size.mlir.

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @rank0(%x: tensor<i32>) -> tensor<i32> {
  %0 = revseq.reverse %x axes = [] : tensor<i32>
  return %0 : tensor<i32>
}

func.func @rank1_axis0(%x: tensor<?xi32>) -> tensor<?xi32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @rank1_axis_m1(%x: tensor<?xi32>) -> tensor<?xi32> {
  %0 = revseq.reverse %x axes = [-1] : tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @rank1_none(%x: tensor<?xi32>) -> tensor<?xi32> {
  %0 = revseq.reverse %x axes = [] : tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @rank2_axis0(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @rank2_axis1(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @rank2_axis_m2(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [-2] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @rank2_axes_1_0(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [1, 0] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @rank2_static(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = revseq.reverse %x axes = [0, -1] : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @rank2_mixed(%x: tensor<2x?xi32>) -> tensor<2x?xi32> {
  %0 = revseq.reverse %x axes = [-1] : tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

func.func @rank2_none(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @rank3_axis1(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_axes_0_2(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse %x axes = [0, 2] : tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_negative(%x: tensor<?x3x?xi32>) -> tensor<?x3x?xi32> {
  %0 = revseq.reverse %x axes = [-1, -3] : tensor<?x3x?xi32>
  return %0 : tensor<?x3x?xi32>
}

func.func @rank3_all(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse %x axes = [2, 0, 1] : tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_unit(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @rank3_unit_static(%x: tensor<2x1x3xi32>) -> tensor<2x1x3xi32> {
  %0 = revseq.reverse %x axes = [1, 2] : tensor<2x1x3xi32>
  return %0 : tensor<2x1x3xi32>
}

func.func @rank4(%x: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = revseq.reverse %x axes = [3, -3] : tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @main() {
  vector.print str "--- rank 0, axes [] ---\n"
  %x0 = arith.constant dense<42> : tensor<i32>
  %r0 = call @rank0(%x0) : (tensor<i32>) -> tensor<i32>
  // CHECK-LABEL: --- rank 0, axes [] ---
  %u0 = tensor.cast %r0 : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [42]

  vector.print str "--- rank 1, axes [0] ---\n"
  %x1 = arith.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
  %xd1 = tensor.cast %x1 : tensor<5xi32> to tensor<?xi32>
  %r1 = call @rank1_axis0(%xd1) : (tensor<?xi32>) -> tensor<?xi32>
  // CHECK-LABEL: --- rank 1, axes [0] ---
  %u1 = tensor.cast %r1 : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [4, 3, 2, 1, 0]

  vector.print str "--- rank 1, axes [-1] ---\n"
  %r2 = call @rank1_axis_m1(%xd1) : (tensor<?xi32>) -> tensor<?xi32>
  // CHECK-LABEL: --- rank 1, axes [-1] ---
  %u2 = tensor.cast %r2 : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [4, 3, 2, 1, 0]

  vector.print str "--- rank 1, axes [], identity ---\n"
  %r3 = call @rank1_none(%xd1) : (tensor<?xi32>) -> tensor<?xi32>
  // CHECK-LABEL: --- rank 1, axes [], identity ---
  %u3 = tensor.cast %r3 : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 1 offset = 0 sizes = [5] strides = {{.*}} data =
  // CHECK-NEXT: [0, 1, 2, 3, 4]

  vector.print str "--- 2x3, axes [0] ---\n"
  %x4 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %xd4 = tensor.cast %x4 : tensor<2x3xi32> to tensor<?x?xi32>
  %r4 = call @rank2_axis0(%xd4) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 2x3, axes [0] ---
  %u4 = tensor.cast %r4 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}4, 5, 6],
  // CHECK-NEXT: [1, 2, 3]]

  vector.print str "--- 2x3, axes [1] ---\n"
  %r5 = call @rank2_axis1(%xd4) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 2x3, axes [1] ---
  %u5 = tensor.cast %r5 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1],
  // CHECK-NEXT: [6, 5, 4]]

  vector.print str "--- 2x3, axes [-2] ---\n"
  %r6 = call @rank2_axis_m2(%xd4) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 2x3, axes [-2] ---
  %u6 = tensor.cast %r6 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}4, 5, 6],
  // CHECK-NEXT: [1, 2, 3]]

  vector.print str "--- 2x3, axes [1, 0] ---\n"
  %r7 = call @rank2_axes_1_0(%xd4) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 2x3, axes [1, 0] ---
  %u7 = tensor.cast %r7 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}6, 5, 4],
  // CHECK-NEXT: [3, 2, 1]]

  vector.print str "--- 2x3, axes [0, -1], static ---\n"
  %r8 = call @rank2_static(%x4) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK-LABEL: --- 2x3, axes [0, -1], static ---
  %u8 = tensor.cast %r8 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}6, 5, 4],
  // CHECK-NEXT: [3, 2, 1]]

  vector.print str "--- 2x3, axes [-1], mixed 2x? ---\n"
  %xd9 = tensor.cast %x4 : tensor<2x3xi32> to tensor<2x?xi32>
  %r9 = call @rank2_mixed(%xd9) : (tensor<2x?xi32>) -> tensor<2x?xi32>
  // CHECK-LABEL: --- 2x3, axes [-1], mixed 2x? ---
  %u9 = tensor.cast %r9 : tensor<2x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1],
  // CHECK-NEXT: [6, 5, 4]]

  vector.print str "--- 2x3, axes [], identity ---\n"
  %r10 = call @rank2_none(%xd4) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  // CHECK-LABEL: --- 2x3, axes [], identity ---
  %u10 = tensor.cast %r10 : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}1, 2, 3],
  // CHECK-NEXT: [4, 5, 6]]

  vector.print str "--- 2x3x4, axes [1] ---\n"
  %x11 = arith.constant dense<[[[0, 1, 2, 3],
                                [4, 5, 6, 7],
                                [8, 9, 10, 11]],
                               [[12, 13, 14, 15],
                                [16, 17, 18, 19],
                                [20, 21, 22, 23]]]> : tensor<2x3x4xi32>
  %xd11 = tensor.cast %x11 : tensor<2x3x4xi32> to tensor<?x?x?xi32>
  %r11 = call @rank3_axis1(%xd11) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, axes [1] ---
  %u11 = tensor.cast %r11 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}8, 9, 10, 11],
  // CHECK-NEXT: [4, 5, 6, 7],
  // CHECK-NEXT: [0, 1, 2, 3]],
  // CHECK-NEXT: {{\[\[}}20, 21, 22, 23],
  // CHECK-NEXT: [16, 17, 18, 19],
  // CHECK-NEXT: [12, 13, 14, 15]]]

  vector.print str "--- 2x3x4, axes [0, 2] ---\n"
  %r12 = call @rank3_axes_0_2(%xd11) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, axes [0, 2] ---
  %u12 = tensor.cast %r12 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]],
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]]]

  vector.print str "--- 2x3x4, axes [-1, -3], mixed ?x3x? ---\n"
  %xd13 = tensor.cast %x11 : tensor<2x3x4xi32> to tensor<?x3x?xi32>
  %r13 = call @rank3_negative(%xd13) : (tensor<?x3x?xi32>) -> tensor<?x3x?xi32>
  // CHECK-LABEL: --- 2x3x4, axes [-1, -3], mixed ?x3x? ---
  %u13 = tensor.cast %r13 : tensor<?x3x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}15, 14, 13, 12],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [23, 22, 21, 20]],
  // CHECK-NEXT: {{\[\[}}3, 2, 1, 0],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [11, 10, 9, 8]]]

  vector.print str "--- 2x3x4, axes [2, 0, 1] ---\n"
  %r14 = call @rank3_all(%xd11) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x3x4, axes [2, 0, 1] ---
  %u14 = tensor.cast %r14 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u14) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 3, 4] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}23, 22, 21, 20],
  // CHECK-NEXT: [19, 18, 17, 16],
  // CHECK-NEXT: [15, 14, 13, 12]],
  // CHECK-NEXT: {{\[\[}}11, 10, 9, 8],
  // CHECK-NEXT: [7, 6, 5, 4],
  // CHECK-NEXT: [3, 2, 1, 0]]]

  vector.print str "--- 2x1x3, axes [1] on a size-1 dim ---\n"
  %x15 = arith.constant dense<[[[0, 1, 2]], [[3, 4, 5]]]> : tensor<2x1x3xi32>
  %xd15 = tensor.cast %x15 : tensor<2x1x3xi32> to tensor<?x?x?xi32>
  %r15 = call @rank3_unit(%xd15) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- 2x1x3, axes [1] on a size-1 dim ---
  %u15 = tensor.cast %r15 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u15) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}0, 1, 2]],
  // CHECK-NEXT: {{\[\[}}3, 4, 5]]]

  vector.print str "--- 2x1x3, axes [1, 2], static ---\n"
  %r16 = call @rank3_unit_static(%x15) : (tensor<2x1x3xi32>) -> tensor<2x1x3xi32>
  // CHECK-LABEL: --- 2x1x3, axes [1, 2], static ---
  %u16 = tensor.cast %r16 : tensor<2x1x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u16) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}2, 1, 0]],
  // CHECK-NEXT: {{\[\[}}5, 4, 3]]]

  vector.print str "--- 2x3x1x2, axes [3, -3] ---\n"
  %x17 = arith.constant dense<[[[[0, 1]],
                                [[2, 3]],
                                [[4, 5]]],
                               [[[6, 7]],
                                [[8, 9]],
                                [[10, 11]]]]> : tensor<2x3x1x2xi32>
  %xd17 = tensor.cast %x17 : tensor<2x3x1x2xi32> to tensor<?x?x?x?xi32>
  %r17 = call @rank4(%xd17) : (tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  // CHECK-LABEL: --- 2x3x1x2, axes [3, -3] ---
  %u17 = tensor.cast %r17 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u17) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 4 offset = 0 sizes = [2, 3, 1, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[\[}}5, 4]],
  // CHECK-NEXT: {{\[\[}}3, 2]],
  // CHECK-NEXT: {{\[\[}}1, 0]]],
  // CHECK-NEXT: {{\[\[\[}}11, 10]],
  // CHECK-NEXT: {{\[\[}}9, 8]],
  // CHECK-NEXT: {{\[\[}}7, 6]]]]
  return
}
