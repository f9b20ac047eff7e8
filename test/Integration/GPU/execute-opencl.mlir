// REQUIRES: opencl-pocl
// The CPU execution tests through revseq-gpu-pipeline="target=spirv": the
// SPIR-V kernels run on PoCL's OpenCL CPU device (real work-groups,
// barriers and workgroup memory) through the project's OpenCL runtime
// (runtime/OpenCLRuntimeWrappers.cpp), as execute-cuda.mlir runs the PTX
// kernels on an NVIDIA GPU. Every file's CHECK lines are the CPU
// pipeline's results.
//
// The matrices (ranks.mlir, dtypes.mlir, destination-passing.mlir) are
// generated modules: utils/difftest/matrix.py writes them into %t.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %revseq_src_root/utils/difftest/matrix.py forms > %t/destination-passing.mlir
// RUN: %python %revseq_src_root/utils/difftest/matrix.py dtypes > %t/dtypes.mlir
// RUN: %python %revseq_src_root/utils/difftest/matrix.py ranks > %t/ranks.mlir
// DEFINE: %{dir} = %S/../CPU
// DEFINE: %{file} = reverse.mlir
// DEFINE: %{options} =
// DEFINE: %{run} = revseq-opt %{dir}/%{file} --revseq-gpu-pipeline="target=spirv %{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime \
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
// REDEFINE: %{file} = spec-examples.mlir
// RUN: %{run}
// REDEFINE: %{file} = canonicalized-identity.mlir
// RUN: %{run}
// REDEFINE: %{file} = folded-vs-called.mlir
// RUN: %{run}
// REDEFINE: %{file} = chains.mlir
// RUN: %{run}
// REDEFINE: %{dir} = %t
// REDEFINE: %{file} = destination-passing.mlir
// RUN: %{run}
// REDEFINE: %{dir} = %S/../CPU
// REDEFINE: %{file} = long-axis.mlir
// RUN: %{run}
// REDEFINE: %{file} = expand-shape-dynamic.mlir
// RUN: %{run}
//
// Small blocks (3 threads) on at most 2 blocks, so that every thread loops
// over the grid stride and the gather layouts' host loop launches tile
// after tile; one thread in one block.
// REDEFINE: %{file} = reverse-sequence.mlir
// REDEFINE: %{options} = block-size=3 max-blocks=2
// RUN: %{run}
// REDEFINE: %{file} = reverse-subsequences.mlir
// RUN: %{run}
// REDEFINE: %{dir} = %t
// REDEFINE: %{file} = dtypes.mlir
// REDEFINE: %{options} = block-size=1 max-blocks=1
// RUN: %{run}
//
// The 64-bit index kernels (launched otherwise only above 2^31 elements).
// REDEFINE: %{file} = ranks.mlir
// REDEFINE: %{options} = narrow-index=false
// RUN: %{run}
// REDEFINE: %{file} = dtypes.mlir
// RUN: %{run}
//
// Device buffers: a chain's buffers stay on the device between its ops.
// REDEFINE: %{dir} = %S/../CPU
// REDEFINE: %{file} = chains.mlir
// REDEFINE: %{options} = device-buffers=true
// RUN: %{run}
