// revseq-gpu-pipeline fuses a revseq op with its elementwise neighbour
// (revseq-fuse-elementwise) and runs the fused loop as one kernel: the six
// chains of the fusion benchmark with row layouts launch one kernel each and
// allocate no device buffer but the result (device-buffers=true: the
// arguments are device memory already); the gather layout of the seventh
// does so with fuse-gathers=true. With fuse=false each op is a kernel of its
// own (the elementwise one writing over the revseq op's result).
// RUN: revseq-opt %s --revseq-gpu-pipeline="format=isa narrow-index=false device-buffers=true" | FileCheck %s
// RUN: revseq-opt %s --revseq-gpu-pipeline="format=isa narrow-index=false device-buffers=true fuse=false" | FileCheck %s --check-prefix=UNFUSED
// RUN: revseq-opt %s --revseq-gpu-pipeline="format=isa narrow-index=false device-buffers=true fuse-gathers=true" | FileCheck %s --check-prefix=GATHERS
// The fused kernels through ptxas, the AMDGPU backend and spirv-val (flat
// 1-D buffers, which SPIR-V's OpenCL lowering needs for dynamic shapes):
// RUN: %if ptxas %{ revseq-opt %s --revseq-gpu-pipeline="format=bin chip=sm_90" -o /dev/null %}
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=rocdl format=isa" -o /dev/null
// RUN: %if spirv-tools %{ revseq-opt %s --revseq-gpu-pipeline="target=spirv format=bin" -o %t.spv %}
// RUN: %if spirv-tools %{ %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.spv --run "spirv-val --target-env opencl2.2" | FileCheck %s --check-prefix=SPIRV %}
// RUN: %if ptxas %{ revseq-opt %s --revseq-gpu-pipeline="format=bin chip=sm_90 fuse-gathers=true" -o /dev/null %}
// RUN: %if spirv-tools %{ revseq-opt %s --revseq-gpu-pipeline="target=spirv format=bin fuse-gathers=true" -o %t.gathers.spv %}
// RUN: %if spirv-tools %{ %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.gathers.spv --run "spirv-val --target-env opencl2.2" | FileCheck %s --check-prefix=SPIRV-GATHERS %}
// SPIRV: 1 objects, 17 kernels
// SPIRV-NEXT: 17 launches of 17 kernels, each in its object
// SPIRV-GATHERS: 1 objects, 13 kernels
// SPIRV-GATHERS-NEXT: 13 launches of 13 kernels, each in its object

// CHECK-LABEL: llvm.func @reverse0_add(
// CHECK-COUNT-1: llvm.call @mgpuMemAlloc
// CHECK-NOT: llvm.call @mgpuMemAlloc
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: llvm.func @_mlir_ciface_reverse0_add
// UNFUSED-LABEL: llvm.func @reverse0_add(
// UNFUSED-COUNT-2: gpu.launch_func
// UNFUSED-LABEL: llvm.func @_mlir_ciface_reverse0_add
func.func @reverse0_add(%x: tensor<64x128xf32>, %y: tensor<64x128xf32>) -> tensor<64x128xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse %x axes = [0] : tensor<64x128xf32>
  %s = arith.addf %r, %y : tensor<64x128xf32>
  return %s : tensor<64x128xf32>
}

// CHECK-LABEL: llvm.func @reverse1_add(
// CHECK-COUNT-1: llvm.call @mgpuMemAlloc
// CHECK-NOT: llvm.call @mgpuMemAlloc
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: llvm.func @_mlir_ciface_reverse1_add
func.func @reverse1_add(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// ReverseSequence [T, B, C], then 2x + z.
// CHECK-LABEL: llvm.func @sequence_tbc(
// CHECK-COUNT-1: llvm.call @mgpuMemAlloc
// CHECK-NOT: llvm.call @mgpuMemAlloc
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: llvm.func @_mlir_ciface_sequence_tbc
func.func @sequence_tbc(%x: tensor<?x?x?xf32>, %l: tensor<?xi64>, %z: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?x?xf32>, tensor<?xi64>
  %two = arith.addf %r, %r : tensor<?x?x?xf32>
  %s = arith.addf %two, %z : tensor<?x?x?xf32>
  return %s : tensor<?x?x?xf32>
}

// ReverseSequence [B, T], then an add.
// CHECK-LABEL: llvm.func @sequence_bt(
// CHECK-COUNT-1: llvm.call @mgpuMemAlloc
// CHECK-NOT: llvm.call @mgpuMemAlloc
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: llvm.func @_mlir_ciface_sequence_bt
func.func @sequence_bt(%x: tensor<?x?xf32>, %l: tensor<?xi32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi32>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// An add, then a reverse of axis 1 (producer fusion).
// CHECK-LABEL: llvm.func @add_reverse1(
// CHECK-COUNT-1: llvm.call @mgpuMemAlloc
// CHECK-NOT: llvm.call @mgpuMemAlloc
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: llvm.func @_mlir_ciface_add_reverse1
func.func @add_reverse1(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %s = arith.addf %x, %y : tensor<?x?xf32>
  %r = revseq.reverse %s axes = [1] : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// ReverseSubsequences along W of [N, H, W], then an add.
// CHECK-LABEL: llvm.func @subsequences_w(
// CHECK-COUNT-1: llvm.call @mgpuMemAlloc
// CHECK-NOT: llvm.call @mgpuMemAlloc
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: llvm.func @_mlir_ciface_subsequences_w
func.func @subsequences_w(%x: tensor<?x?x?xf32>, %l: tensor<?x?x1xi64>, %y: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse_subsequences %x, %l axis = 2 : tensor<?x?x?xf32>, tensor<?x?x1xi64>
  %s = arith.addf %r, %y : tensor<?x?x?xf32>
  return %s : tensor<?x?x?xf32>
}

// ReverseSequence [T, B] (the batch axis innermost), then an add: by default
// the op keeps its tile kernels (a launch of tiles of whole columns, one of
// tiles of rows, a host-side choice between them) and the add is a kernel of
// its own, written over the op's result; with fuse-gathers the pair is one
// kernel that gathers each point from the row of its own lane.
// CHECK-LABEL: llvm.func @sequence_tb(
// CHECK-COUNT-1: llvm.call @mgpuMemAlloc
// CHECK-NOT: llvm.call @mgpuMemAlloc
// CHECK-COUNT-3: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: llvm.func @_mlir_ciface_sequence_tb
// GATHERS-LABEL: llvm.func @sequence_tb(
// GATHERS-COUNT-1: llvm.call @mgpuMemAlloc
// GATHERS-NOT: llvm.call @mgpuMemAlloc
// GATHERS-COUNT-1: gpu.launch_func
// GATHERS-NOT: gpu.launch_func
// GATHERS-LABEL: llvm.func @_mlir_ciface_sequence_tb
func.func @sequence_tb(%x: tensor<?x?xf32>, %l: tensor<?xi64>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi64>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
