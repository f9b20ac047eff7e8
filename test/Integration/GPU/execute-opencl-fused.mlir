// REQUIRES: opencl-pocl
// Fused chains, in-place ops and strided views through
// revseq-gpu-pipeline="target=spirv" on PoCL (execute-opencl.mlir has the
// single ops), against the CPU tests' CHECK lines: the kernels of
// emulation-fusion.mlir and emulation-strided.mlir, and the in-place swap
// and column-tile kernels, compiled to SPIR-V and run by an OpenCL
// implementation with real work-groups, barriers and workgroup memory.
//
// DEFINE: %{file} = fusion.mlir
// DEFINE: %{options} =
// DEFINE: %{run} = revseq-opt %S/../CPU/%{file} --revseq-gpu-pipeline="target=spirv %{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime \
// DEFINE: | FileCheck %S/../CPU/%{file}
// RUN: %{run}
// Points per thread: 3 (with the left-over points of a 3-thread block), 1.
// REDEFINE: %{options} = elements-per-thread=3 block-size=3 max-blocks=2
// RUN: %{run}
// REDEFINE: %{options} = elements-per-thread=1 narrow-index=false
// RUN: %{run}
// The gather layouts fused too, and nothing fused.
// REDEFINE: %{options} = fuse-gathers=true
// RUN: %{run}
// REDEFINE: %{options} = fuse=false
// RUN: %{run}
//
// In place: the swap kernels, the column tiles staged in workgroup memory,
// and the swap loops of an axis too long to stage.
// REDEFINE: %{file} = in-place.mlir
// REDEFINE: %{options} = fuse=false in-place=true
// RUN: %{run}
// REDEFINE: %{options} = fuse=false in-place=true block-size=3 max-blocks=2
// RUN: %{run}
// REDEFINE: %{file} = in-place-strips.mlir
// REDEFINE: %{options} = fuse=false in-place=true
// RUN: %{run}
//
// Strided views: extract_slice inputs and strided destinations, upstream's
// tiles (scf.for and scf.forall), fused chains tiled after fusion; the
// linalg forms run on the device through the views' base buffers.
// DEFINE: %{exec} = mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime
// RUN: revseq-opt %S/../CPU/tiling.mlir \
// RUN:     --transform-preload-library=transform-library-paths=%S/../CPU/Inputs/tiling-for.mlir \
// RUN:     --transform-interpreter --revseq-gpu-pipeline=target=spirv \
// RUN: | %{exec} | FileCheck %S/../CPU/tiling.mlir
// RUN: revseq-opt %S/../CPU/tiling.mlir \
// RUN:     --transform-preload-library=transform-library-paths=%S/../CPU/Inputs/tiling-forall.mlir \
// RUN:     --transform-interpreter --revseq-gpu-pipeline="target=spirv block-size=3 max-blocks=2" \
// RUN: | %{exec} | FileCheck %S/../CPU/tiling.mlir
// RUN: revseq-opt %S/../CPU/fusion-tiling.mlir \
// RUN:     --transform-preload-library=transform-library-paths=%S/../CPU/Inputs/fusion-tiling.mlir \
// RUN:     --transform-interpreter --revseq-gpu-pipeline=target=spirv \
// RUN: | %{exec} | FileCheck %S/../CPU/fusion-tiling.mlir
