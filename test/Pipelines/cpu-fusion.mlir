// revseq-cpu-pipeline fuses a revseq op into its elementwise neighbours: with
// the out-params ABI the fused chains allocate nothing (the result is the
// caller's buffer and no intermediate exists), and their loops are vector
// loops (a contiguous load per operand, a lane reversal for the mirrored
// innermost axis). With fuse=false the revseq result is a buffer of its own.
//
// RUN: revseq-opt %s --revseq-cpu-pipeline="out-params=true vector-bits=256" | FileCheck %s
// RUN: revseq-opt %s --revseq-cpu-pipeline="out-params=true vector-bits=256 fuse=false" | FileCheck %s --check-prefix=UNFUSED
// RUN: revseq-opt %s --revseq-cpu-pipeline="out-params=true vector-bits=256 runtime-checks=true" | FileCheck %s --check-prefix=CHECKED

// CHECK-LABEL: llvm.func @reverse_inner_add(
// CHECK-NOT:     llvm.call @malloc
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> vector<8xf32>
// CHECK:         llvm.shufflevector %{{.*}}, %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xf32>
// CHECK:         llvm.fadd %{{.*}} : vector<8xf32>
// CHECK-NOT:     llvm.call @malloc
// CHECK:         llvm.return
// UNFUSED-LABEL: llvm.func @reverse_inner_add(
// UNFUSED:         llvm.call @malloc
// UNFUSED:         llvm.call @free
func.func @reverse_inner_add(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = revseq.reverse %x axes = [1] : tensor<64x64xf32>
  %e = tensor.empty() : tensor<64x64xf32>
  %s = linalg.add ins(%r, %y : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %s : tensor<64x64xf32>
}

// Producer fusion: the add is computed at the mirrored index; the lengths
// clamp is scalar code (one per row), the rows are vector loads.
// CHECK-LABEL: llvm.func @add_reverse_sequence(
// CHECK-NOT:     llvm.call @malloc
// CHECK:         llvm.intr.smax
// CHECK:         llvm.intr.smin
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> vector<8xf32>
// CHECK:         llvm.fadd %{{.*}} : vector<8xf32>
// CHECK-NOT:     llvm.call @malloc
// CHECK:         llvm.return
// The fused op stops on bad lengths with the unfused op's message.
// CHECKED:       llvm.mlir.global internal constant @revseq_check_{{.*}}("revseq.reverse_sequence: lengths[%lld] = %lld is outside [0, T] = [0, %lld] (runtime-checks)
// CHECKED-LABEL: llvm.func @add_reverse_sequence(
// CHECKED:         llvm.call @dprintf
// CHECKED:         llvm.call @abort
func.func @add_reverse_sequence(%x: tensor<16x8x64xf32>, %y: tensor<16x8x64xf32>, %l: tensor<8xi64>) -> tensor<16x8x64xf32> {
  %s = arith.addf %x, %y : tensor<16x8x64xf32>
  %r = revseq.reverse_sequence %s, %l batch_axis = 1, seq_axis = 0 : tensor<16x8x64xf32>, tensor<8xi64>
  return %r : tensor<16x8x64xf32>
}

// A fused chain with a 64 MiB output stores its full vectors non-temporally
// (nontemporal-bytes, 8 MiB by default) and fences them once, after the
// loops; below the threshold (the functions above) it stores plainly.
// CHECK-LABEL: llvm.func @large_fused_add(
// CHECK-NOT:     llvm.call @malloc
// CHECK:         llvm.fadd %{{.*}} : vector<8xf32>
// CHECK:         llvm.store %{{.*}} {alignment = 32 : i64, nontemporal} : vector<8xf32>, !llvm.ptr
// CHECK:         llvm.fence seq_cst
// CHECK:         llvm.return
// UNFUSED-LABEL: llvm.func @large_fused_add(
// UNFUSED:         llvm.fence seq_cst
func.func @large_fused_add(%x: tensor<4096x4096xf32>, %y: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4096x4096xf32>
  %s = arith.addf %r, %y : tensor<4096x4096xf32>
  return %s : tensor<4096x4096xf32>
}
