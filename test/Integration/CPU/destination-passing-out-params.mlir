// Function results under revseq-cpu-pipeline's out-params ABI: each
// revseq op writes the caller's buffer (see
// test/Dialect/Revseq/one-shot-bufferize-out-params.mlir), executed on the
// vectorised and the scalar paths, with and without non-temporal stores.
// DEFINE: %{options} = out-params=true
// DEFINE: %{run} = revseq-opt %s --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = out-params=true vectorize=false
// RUN: %{run}
// REDEFINE: %{options} = out-params=true nontemporal-bytes=1
// RUN: %{run}

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @result_reverse(%x: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @result_reverse_sequence(%x: tensor<3x5xi32>, %len: tensor<3xi64>)
    -> tensor<3x5xi32> {
  %0 = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 1
      : tensor<3x5xi32>, tensor<3xi64>
  return %0 : tensor<3x5xi32>
}

func.func @result_reverse_dynamic(%x: tensor<3x4xi32>, %m: tensor<2xi1>)
    -> tensor<3x4xi32> {
  %0 = revseq.reverse_dynamic %x, %m mode = mask
      : tensor<3x4xi32>, tensor<2xi1>
  return %0 : tensor<3x4xi32>
}

func.func @result_reverse_subsequences(%x: tensor<3x5xi32>,
                                       %len: tensor<1x5xi32>)
    -> tensor<3x5xi32> {
  %0 = revseq.reverse_subsequences %x, %len axis = 0
      : tensor<3x5xi32>, tensor<1x5xi32>
  return %0 : tensor<3x5xi32>
}

// A result updated in place by a linalg.generic before it is returned.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @result_through_linalg_generic(%x: tensor<3x4xi32>)
    -> tensor<3x4xi32> {
  %0 = revseq.reverse %x axes = [1] : tensor<3x4xi32>
  %1 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x4xi32>) outs(%0 : tensor<3x4xi32>) {
  ^bb0(%in: i32, %acc: i32):
    %s = arith.subi %acc, %in : i32
    linalg.yield %s : i32
  } -> tensor<3x4xi32>
  return %1 : tensor<3x4xi32>
}

func.func @print(%t: tensor<3x4xi32>) {
  %u = tensor.cast %t : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @print35(%t: tensor<3x5xi32>) {
  %u = tensor.cast %t : tensor<3x5xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[1, 2, 3, 4], [11, 12, 13, 14], [21, 22, 23, 24]]>
      : tensor<3x4xi32>
  %x5 = arith.constant dense<[[1, 2, 3, 4, 5], [11, 12, 13, 14, 15],
                              [21, 22, 23, 24, 25]]> : tensor<3x5xi32>

  vector.print str "--- reverse ---\n"
  %0 = call @result_reverse(%x) : (tensor<3x4xi32>) -> tensor<3x4xi32>
  call @print(%0) : (tensor<3x4xi32>) -> ()
  // CHECK-LABEL: --- reverse ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: [24, 23, 22, 21]
  // CHECK-NEXT: [14, 13, 12, 11]
  // CHECK-NEXT: [4, 3, 2, 1]

  vector.print str "--- reverse_sequence ---\n"
  %len = arith.constant dense<[3, 0, 9]> : tensor<3xi64>
  %1 = call @result_reverse_sequence(%x5, %len)
      : (tensor<3x5xi32>, tensor<3xi64>) -> tensor<3x5xi32>
  call @print35(%1) : (tensor<3x5xi32>) -> ()
  // CHECK-LABEL: --- reverse_sequence ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
  // CHECK-NEXT: [3, 2, 1, 4, 5]
  // CHECK-NEXT: [11, 12, 13, 14, 15]
  // CHECK-NEXT: [25, 24, 23, 22, 21]

  vector.print str "--- reverse_dynamic ---\n"
  %mask = arith.constant dense<[true, false]> : tensor<2xi1>
  %2 = call @result_reverse_dynamic(%x, %mask)
      : (tensor<3x4xi32>, tensor<2xi1>) -> tensor<3x4xi32>
  call @print(%2) : (tensor<3x4xi32>) -> ()
  // CHECK-LABEL: --- reverse_dynamic ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: [21, 22, 23, 24]
  // CHECK-NEXT: [11, 12, 13, 14]
  // CHECK-NEXT: [1, 2, 3, 4]

  vector.print str "--- reverse_subsequences ---\n"
  %lsub = arith.constant dense<[[3, 2, 1, 0, -4]]> : tensor<1x5xi32>
  %3 = call @result_reverse_subsequences(%x5, %lsub)
      : (tensor<3x5xi32>, tensor<1x5xi32>) -> tensor<3x5xi32>
  call @print35(%3) : (tensor<3x5xi32>) -> ()
  // CHECK-LABEL: --- reverse_subsequences ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
  // CHECK-NEXT: [21, 12, 3, 4, 5]
  // CHECK-NEXT: [11, 2, 13, 14, 15]
  // CHECK-NEXT: [1, 22, 23, 24, 25]

  vector.print str "--- through linalg.generic ---\n"
  %4 = call @result_through_linalg_generic(%x)
      : (tensor<3x4xi32>) -> tensor<3x4xi32>
  call @print(%4) : (tensor<3x4xi32>) -> ()
  // CHECK-LABEL: --- through linalg.generic ---
  // CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: [3, 1, -1, -3]
  // CHECK-NEXT: [3, 1, -1, -3]
  // CHECK-NEXT: [3, 1, -1, -3]
  return
}
