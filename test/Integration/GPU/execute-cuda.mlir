// REQUIRES: gpu
// On a machine with an NVIDIA GPU: the CPU execution tests through
// revseq-gpu-pipeline (PTX JIT-compiled by the driver, so any GPU works),
// run by mlir-runner with the project's CUDA runtime (runtime/).
//
// %{options} are more revseq-gpu-pipeline options for one test
// (utils/cuda-aot/build.sh reads them too).
//
// The matrices (ranks.mlir, dtypes.mlir, destination-passing.mlir) are
// generated modules: utils/difftest/matrix.py writes them into %t.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %revseq_src_root/utils/difftest/matrix.py dtypes > %t/dtypes.mlir
// RUN: %python %revseq_src_root/utils/difftest/matrix.py ranks > %t/ranks.mlir
// DEFINE: %{dir} = %S/../CPU
// DEFINE: %{file} = reverse.mlir
// DEFINE: %{options} =
// DEFINE: %{run} = revseq-opt %{dir}/%{file} --revseq-gpu-pipeline="format=isa %{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%revseq_cuda_runtime \
// DEFINE: | FileCheck %{dir}/%{file}
// RUN: %{run}
// REDEFINE: %{file} = reverse-sequence.mlir
// RUN: %{run}
// REDEFINE: %{file} = reverse-subsequences.mlir
// RUN: %{run}
// REDEFINE: %{file} = reverse-dynamic.mlir
// RUN: %{run}
// REDEFINE: %{file} = lengths-edge.mlir
// RUN: %{run}
// REDEFINE: %{dir} = %t
// REDEFINE: %{file} = dtypes.mlir
// RUN: %{run}
// REDEFINE: %{file} = ranks.mlir
// RUN: %{run}
// REDEFINE: %{dir} = %S/../CPU
// REDEFINE: %{file} = zero-size.mlir
// RUN: %{run}
// REDEFINE: %{file} = fusion.mlir
// RUN: %{run}
// REDEFINE: %{file} = in-place.mlir
// REDEFINE: %{options} = fuse=false in-place=true
// RUN: %{run}
// REDEFINE: %{file} = in-place-strips.mlir
// RUN: %{run}
