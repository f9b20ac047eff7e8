// The fused chains of test/Integration/CPU/fusion.mlir through the GPU
// kernels (revseq-gpu-emulation-pipeline: the fused loops run as
// convert-parallel-linalg-to-gpu's grid-stride kernels, every gpu.launch as
// loops over block and thread ids on the host), checked against the same
// CHECK lines as through revseq-cpu-pipeline: each chain against the same
// chain with the revseq result passed through a call, all four ops, static
// and dynamic shapes, lengths below 0, 0, between, T and above T.
//
// DEFINE: %{options} =
// DEFINE: %{run} = revseq-opt %S/../CPU/fusion.mlir --revseq-gpu-emulation-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// DEFINE: | FileCheck %S/../CPU/fusion.mlir
// RUN: %{run}
// Small blocks and a grid of 2: most threads loop several times.
// REDEFINE: %{options} = block-size=3 max-blocks=2
// RUN: %{run}
// REDEFINE: %{options} = narrow-index=false
// RUN: %{run}
// Each thread takes 4 points per step by default; here 3 on small grids
// (the unrolled loop and the points left over), and 1.
// REDEFINE: %{options} = elements-per-thread=3 block-size=3 max-blocks=2
// RUN: %{run}
// REDEFINE: %{options} = elements-per-thread=1
// RUN: %{run}
// The gather layouts fused too (fuse-gathers), on small grids as well.
// REDEFINE: %{options} = fuse-gathers=true
// RUN: %{run}
// REDEFINE: %{options} = fuse-gathers=true elements-per-thread=3 block-size=3 max-blocks=2
// RUN: %{run}
// Unfused, every elementwise op a kernel of its own.
// REDEFINE: %{options} = fuse=false
// RUN: %{run}
//
// A fused loop keeps the run-time checks of the ops it absorbed, with the
// same messages (fusion-runtime-checks.mlir).
// DEFINE: %{checks} = %S/../CPU/fusion-runtime-checks.mlir
// RUN: revseq-opt %{checks} --revseq-gpu-emulation-pipeline > %t.plain
// RUN: revseq-opt %{checks} --revseq-gpu-emulation-pipeline="runtime-checks=true" > %t.checked
// DEFINE: %{exec} = mlir-runner -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
// RUN: not --crash %{exec} -e size_mismatch %t.plain 2>&1 | FileCheck %{checks} --check-prefix=C9
// RUN: %{exec} -e length_above_t %t.plain | FileCheck %{checks} --check-prefix=CLAMP
// RUN: not --crash %{exec} -e length_above_t %t.checked 2>&1 | FileCheck %{checks} --check-prefix=RANGE
// RUN: not --crash %{exec} -e subsequences_negative %t.checked 2>&1 | FileCheck %{checks} --check-prefix=SUB
// RUN: not --crash %{exec} -e index_out_of_range %t.checked 2>&1 | FileCheck %{checks} --check-prefix=C7
//
// The kernels really are the fused loops: one launch for each fused chain
// (the chain of three revseq ops and two adds included); two for the
// ReverseSequence with the batch axis innermost, which is not fused (its
// tile kernel beats a gather per element: docs/Performance.md, "Fusion").
// RUN: revseq-opt %S/../CPU/fusion.mlir --revseq-gpu-pipeline="format=isa narrow-index=false" | FileCheck %s
// CHECK-LABEL: llvm.func @rev0_add(
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.func @rev0_add_ref(
// CHECK-LABEL: llvm.func @rs_tbc(
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.func @rs_tbc_ref(
// CHECK-LABEL: llvm.func @rs_tb(
// CHECK-COUNT-2: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.func @rs_tb_ref(
// CHECK-LABEL: llvm.func @chain(
// CHECK-COUNT-1: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.func @chain_ref(
