// A revseq result that a linalg.generic reads as its init (`outs`), with an
// elementwise producer in front of the revseq op: the fused program must
// keep the reversed values in the init. revseq-fuse-elementwise used to
// take the init for a shape only and replace it by a tensor.empty, so the
// body read uninitialised memory (a silent wrong answer, issue 45).
// DEFINE: %{pipeline} = revseq-cpu-pipeline
// DEFINE: %{run} = revseq-opt %s --pass-pipeline="builtin.module(%{pipeline})" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{fuse=false}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{in-place=true}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-cpu-pipeline{vectorize=false fuse-gathers=true}
// RUN: %{run}
// REDEFINE: %{pipeline} = revseq-gpu-emulation-pipeline
// RUN: %{run}
//
// The read init is the gather's result, not an empty tensor:
// RUN: revseq-opt %s --convert-elementwise-to-linalg --revseq-fuse-elementwise \
// RUN: | FileCheck %s --check-prefix=FUSED
// FUSED-LABEL: func.func @read_init
// FUSED:         %[[R:.*]] = linalg.generic
// FUSED:           tensor.extract
// FUSED:         linalg.generic
// FUSED-SAME:      outs(%[[R]] :
// FUSED-LABEL: func.func @main

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func private @printMemrefF32(tensor<*xf32>)

// (x + x) reversed along rows, minus y, computed in the init.
func.func @read_init(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %s = arith.addf %x, %x : tensor<2x4xf32>
  %r = revseq.reverse %s axes = [1] : tensor<2x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x4xf32>) outs(%r : tensor<2x4xf32>) {
  ^bb0(%p: f32, %o: f32):
    %d = arith.subf %o, %p : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}

// The same with dynamic shapes and a lengths op.
func.func @read_init_dynamic(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>,
                             %l: tensor<?xi32>) -> tensor<?x?xf32> {
  %s = arith.addf %x, %x : tensor<?x?xf32>
  %r = revseq.reverse_sequence %s, %l batch_axis = 0, seq_axis = 1
      : tensor<?x?xf32>, tensor<?xi32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<?x?xf32>) outs(%r : tensor<?x?xf32>) {
  ^bb0(%p: f32, %o: f32):
    %d = arith.subf %o, %p : f32
    linalg.yield %d : f32
  } -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

// A reduction over an empty axis passes its init through, although its
// body does not read it: the reversed init must stay (it used to become a
// tensor.empty too).
#rows = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @reduction_init(%x: tensor<4xf32>, %z: tensor<4x0xf32>) -> tensor<4xf32> {
  %s = arith.addf %x, %x : tensor<4xf32>
  %r = revseq.reverse %s axes = [0] : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%z : tensor<4x0xf32>) outs(%r : tensor<4xf32>) {
  ^bb0(%p: f32, %o: f32):
    linalg.yield %p : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}

func.func @main() {
  %x = arith.constant dense<[[0., 1., 2., 3.], [10., 11., 12., 13.]]> : tensor<2x4xf32>
  %y = arith.constant dense<[[100., 100., 100., 100.], [200., 200., 200., 200.]]> : tensor<2x4xf32>
  %g = call @read_init(%x, %y) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %u = tensor.cast %g : tensor<2x4xf32> to tensor<*xf32>
  // CHECK: [-94,   -96,   -98,   -100]
  // CHECK: [-174,   -176,   -178,   -180]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

  %xd = tensor.cast %x : tensor<2x4xf32> to tensor<?x?xf32>
  %yd = tensor.cast %y : tensor<2x4xf32> to tensor<?x?xf32>
  %l = arith.constant dense<[3, 9]> : tensor<2xi32>
  %ld = tensor.cast %l : tensor<2xi32> to tensor<?xi32>
  %h = call @read_init_dynamic(%xd, %yd, %ld)
      : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xi32>) -> tensor<?x?xf32>
  %v = tensor.cast %h : tensor<?x?xf32> to tensor<*xf32>
  // CHECK: [-96,   -98,   -100,   -94]
  // CHECK: [-174,   -176,   -178,   -180]
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()

  %x4 = arith.constant dense<[1., 2., 3., 4.]> : tensor<4xf32>
  %z = tensor.empty() : tensor<4x0xf32>
  %w = call @reduction_init(%x4, %z) : (tensor<4xf32>, tensor<4x0xf32>) -> tensor<4xf32>
  %wu = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  // CHECK: [8,  6,  4,  2]
  call @printMemrefF32(%wu) : (tensor<*xf32>) -> ()
  return
}
