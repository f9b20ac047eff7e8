// RUN: revseq-opt %s \
// RUN:   --pass-pipeline="builtin.module(gpu.module(revseq-attach-spirv-entry-point-abi{block-size=128}))" \
// RUN:   | FileCheck %s
// RUN: revseq-opt %s \
// RUN:   --pass-pipeline="builtin.module(gpu.module(revseq-attach-spirv-entry-point-abi))" \
// RUN:   | FileCheck %s --check-prefix=DEFAULT
// RUN: not revseq-opt %s \
// RUN:   --pass-pipeline="builtin.module(gpu.module(revseq-attach-spirv-entry-point-abi{block-size=0}))" \
// RUN:   2>&1 | FileCheck %s --check-prefix=BAD

// revseq-attach-spirv-entry-point-abi: every kernel without an entry point
// ABI gets one with a workgroup of block-size x 1 x 1 (default: the
// block-size of convert-revseq-to-gpu); other functions and kernels that
// have one are left alone.

// CHECK-LABEL: gpu.module @kernels
// CHECK:       gpu.func @k() kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [128, 1, 1]>}
// CHECK:       gpu.func @kept() kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>}
// CHECK:       gpu.func @helper() {
// DEFAULT:     gpu.func @k() kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [256, 1, 1]>}
// DEFAULT:     gpu.func @kept() kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>}
// BAD:         error: revseq-attach-spirv-entry-point-abi: block-size must be in [1, 1024], not 0
gpu.module @kernels {
  gpu.func @k() kernel {
    gpu.return
  }
  gpu.func @kept() kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
    gpu.return
  }
  gpu.func @helper() {
    gpu.return
  }
}
