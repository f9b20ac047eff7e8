// tosa.reverse executed through revseq: convert-tosa-reverse-to-revseq, then
// revseq-cpu-pipeline on the vectorised, the scalar and the 2-thread paths.
// DEFINE: %{options} = vectorize=true
// DEFINE: %{run} = revseq-opt %s --convert-tosa-reverse-to-revseq \
// DEFINE:     --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false
// RUN: %{run}
// REDEFINE: %{options} = num-threads=2 min-parallel-bytes=0
// RUN: %{run}
// RUN: revseq-opt %s --convert-tosa-reverse-to-revseq | FileCheck %s --check-prefix=IR

// IR-NOT: tosa.reverse

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @reverse_static(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.reverse %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @reverse_dynamic(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.reverse %x {axis = 0 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  %1 = tosa.reverse %0 {axis = 2 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %1 : tensor<?x?x?xi32>
}

func.func @reverse_refined(%x: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = tosa.reverse %x {axis = 0 : i32} : (tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @main() {
  vector.print str "--- f32 2x3, axis 1 ---\n"
  %x0 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %r0 = call @reverse_static(%x0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-LABEL: --- f32 2x3, axis 1 ---
  %u0 = tensor.cast %r0 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}3, 2, 1],
  // CHECK-NEXT: [6, 5, 4]]

  vector.print str "--- i32 2x2x3 dynamic, axis 0 then axis 2 ---\n"
  %x1 = arith.constant dense<[[[1, 2, 3], [4, 5, 6]],
                              [[7, 8, 9], [10, 11, 12]]]> : tensor<2x2x3xi32>
  %xd1 = tensor.cast %x1 : tensor<2x2x3xi32> to tensor<?x?x?xi32>
  %r1 = call @reverse_dynamic(%xd1) : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  // CHECK-LABEL: --- i32 2x2x3 dynamic, axis 0 then axis 2 ---
  %u1 = tensor.cast %r1 : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 3 offset = 0 sizes = [2, 2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[\[}}9, 8, 7],
  // CHECK-NEXT: [12, 11, 10]],
  // CHECK-NEXT: {{\[\[}}3, 2, 1],
  // CHECK-NEXT: [6, 5, 4]]]

  vector.print str "--- i32 ?x3 -> 2x3, axis 0 ---\n"
  %x2 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %xd2 = tensor.cast %x2 : tensor<2x3xi32> to tensor<?x3xi32>
  %r2 = call @reverse_refined(%xd2) : (tensor<?x3xi32>) -> tensor<2x3xi32>
  // CHECK-LABEL: --- i32 ?x3 -> 2x3, axis 0 ---
  %u2 = tensor.cast %r2 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[\[}}4, 5, 6],
  // CHECK-NEXT: [1, 2, 3]]
  return
}
