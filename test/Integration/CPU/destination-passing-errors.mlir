// Bad input into a destination stops with the message, as for the value
// forms (runtime-checks.mlir): lengths of the wrong size for a
// reverse_sequence whose result is inserted into a larger tensor.
// RUN: revseq-opt %s --revseq-cpu-pipeline | not --crash mlir-runner \
// RUN:     -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp 2>&1 \
// RUN: | FileCheck %s

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @insert_slice_reverse_sequence(%x: tensor<?x?xi32>,
                                         %len: tensor<?xi32>,
                                         %big: tensor<?x?xi32>,
                                         %off: index) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = revseq.reverse_sequence %x, %len batch_axis = 1, seq_axis = 0
      : tensor<?x?xi32>, tensor<?xi32>
  %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
  %1 = tensor.insert_slice %0 into %big[%off, %off] [%d0, %d1] [1, 1]
      : tensor<?x?xi32> into tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

// CHECK: revseq.reverse_sequence: the size of lengths (2) differs from the batch dimension (3) (reverse_sequence_c9)
// CHECK-NOT: data =
func.func @main() {
  %c1 = arith.constant 1 : index
  %x_s = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]]>
      : tensor<4x3xi32>
  %x = tensor.cast %x_s : tensor<4x3xi32> to tensor<?x?xi32>
  %len_s = arith.constant dense<[4, 2]> : tensor<2xi32>
  %len = tensor.cast %len_s : tensor<2xi32> to tensor<?xi32>
  %big_s = arith.constant dense<-1> : tensor<6x6xi32>
  %big = tensor.cast %big_s : tensor<6x6xi32> to tensor<?x?xi32>
  %r = call @insert_slice_reverse_sequence(%x, %len, %big, %c1)
      : (tensor<?x?xi32>, tensor<?xi32>, tensor<?x?xi32>, index)
      -> tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
