// In-place bufferization of revseq ops on an scf.for iter_arg. Both used to
// crash one-shot bufferization (a use after free: the ops' external model
// replaced the op inside resolveConflicts while the analysis still held its
// result; issue 45): a revseq result that a linalg.generic writes into
// while reading the iter_arg, and two revseq ops in a row on the iter_arg.
// Results are checked under every pipeline that bufferizes them.
// DEFINE: %{pipeline} = revseq-cpu-pipeline{in-place=true}
// DEFINE: %{run} = revseq-opt %s --pass-pipeline="builtin.module(%{pipeline})" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false in-place=true vectorize=false}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-gpu-emulation-pipeline{fuse=false in-place=true}
// RUN: %{run}
//
// Plain one-shot bufferization with the external models, as a stack runs it:
// RUN: revseq-opt %s --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" \
// RUN: | FileCheck %s --check-prefix=BUFFERS
// The generic reads the iter_arg after the reverse: a new buffer.
// BUFFERS-LABEL: func.func @init_in_loop
// BUFFERS:         scf.for
// BUFFERS:           %[[A:.*]] = memref.alloc
// BUFFERS:           revseq.reverse_into %[[IT:.*]] into %[[A]]
// BUFFERS:           linalg.generic {{.*}} ins(%[[IT]] : {{.*}}) outs(%[[A]] :
// Two ops in a row: the second reverses the first's result in place.
// BUFFERS-LABEL: func.func @two_in_a_row
// BUFFERS:         scf.for
// BUFFERS:           revseq.reverse_dynamic_into %[[IT:[^,]*]], %{{.*}} into %[[D:[^ ]*]] mode
// BUFFERS:           revseq.reverse_into %[[D]] into %[[D]] axes = [1]
// BUFFERS-NOT:     __revseq_bufferize_in_place__

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefF32(tensor<*xf32>)

func.func @init_in_loop(%a0: tensor<?x?xi32>, %n: index) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %loop = scf.for %iv = %c0 to %n step %c1 iter_args(%it = %a0) -> (tensor<?x?xi32>) {
    %r = revseq.reverse %it axes = [0] : tensor<?x?xi32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%it : tensor<?x?xi32>) outs(%r : tensor<?x?xi32>) {
    ^bb0(%p: i32, %o: i32):
      %s = arith.subi %p, %o : i32
      linalg.yield %s : i32
    } -> tensor<?x?xi32>
    scf.yield %g : tensor<?x?xi32>
  }
  return %loop : tensor<?x?xi32>
}

func.func @two_in_a_row(%x: tensor<4x8xf32>, %n: index, %m: tensor<2xi1>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %loop = scf.for %iv = %c0 to %n step %c1 iter_args(%it = %x) -> (tensor<4x8xf32>) {
    %r = revseq.reverse_dynamic %it, %m mode = mask : tensor<4x8xf32>, tensor<2xi1>
    %s = revseq.reverse %r axes = [1] : tensor<4x8xf32>
    scf.yield %s : tensor<4x8xf32>
  }
  return %loop : tensor<4x8xf32>
}

func.func @main() {
  // a0 = [[1, 2], [3, 5], [8, 13]]; one step gives it - reverse(it, 0):
  // [[-7, -11], [0, 0], [7, 11]], a second [[-14, -22], [0, 0], [14, 22]].
  %a = arith.constant dense<[[1, 2], [3, 5], [8, 13]]> : tensor<3x2xi32>
  %ad = tensor.cast %a : tensor<3x2xi32> to tensor<?x?xi32>
  %c2 = arith.constant 2 : index
  %g = call @init_in_loop(%ad, %c2) : (tensor<?x?xi32>, index) -> tensor<?x?xi32>
  %u = tensor.cast %g : tensor<?x?xi32> to tensor<*xi32>
  // CHECK:      [-14,   -22]
  // CHECK-NEXT: [0,   0]
  // CHECK-NEXT: [14,   22]
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()

  // Each step reverses the rows (mask [true, false]) and then the columns:
  // three steps reverse both axes once.
  %x = arith.constant dense<[[0., 1., 2., 3., 4., 5., 6., 7.],
                             [10., 11., 12., 13., 14., 15., 16., 17.],
                             [20., 21., 22., 23., 24., 25., 26., 27.],
                             [30., 31., 32., 33., 34., 35., 36., 37.]]> : tensor<4x8xf32>
  %m = arith.constant dense<[true, false]> : tensor<2xi1>
  %c3 = arith.constant 3 : index
  %s = call @two_in_a_row(%x, %c3, %m) : (tensor<4x8xf32>, index, tensor<2xi1>) -> tensor<4x8xf32>
  %v = tensor.cast %s : tensor<4x8xf32> to tensor<*xf32>
  // CHECK:      [37,   36,   35,   34,   33,   32,   31,   30]
  // CHECK-NEXT: [27,   26,   25,   24,   23,   22,   21,   20]
  // CHECK-NEXT: [17,   16,   15,   14,   13,   12,   11,   10]
  // CHECK-NEXT: [7,   6,   5,   4,   3,   2,   1,   0]
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
