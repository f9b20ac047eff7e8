// The CPU execution tests, run through the GPU kernels: each file of
// test/Integration/CPU goes through revseq-gpu-emulation-pipeline (the
// kernels of revseq-gpu-pipeline with every gpu.launch run as loops over
// block and thread ids on the host) and is checked against the same CHECK
// lines as through revseq-cpu-pipeline.
//
// The matrices (ranks.mlir, dtypes.mlir, destination-passing.mlir) are
// generated modules: utils/difftest/matrix.py writes them into %t.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %revseq_src_root/utils/difftest/matrix.py forms > %t/destination-passing.mlir
// RUN: %python %revseq_src_root/utils/difftest/matrix.py dtypes > %t/dtypes.mlir
// RUN: %python %revseq_src_root/utils/difftest/matrix.py ranks > %t/ranks.mlir
// DEFINE: %{dir} = %S/../CPU
// DEFINE: %{file} = reverse.mlir
// DEFINE: %{run} = revseq-opt %{dir}/%{file} --revseq-gpu-emulation-pipeline \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
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
// REDEFINE: %{file} = spec-examples.mlir
// RUN: %{run}
// REDEFINE: %{file} = zero-size.mlir
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
//
// Small blocks and a grid capped at 2 blocks: most threads loop several
// times (the grid-stride path).
// RUN: revseq-opt %S/../CPU/reverse-sequence.mlir --revseq-gpu-emulation-pipeline="block-size=3 max-blocks=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %S/../CPU/reverse-sequence.mlir
// RUN: revseq-opt %t/dtypes.mlir --revseq-gpu-emulation-pipeline="block-size=1 max-blocks=1" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %t/dtypes.mlir
//
// With device-buffers=true the buffers crossing public functions are device
// memory: main passes device copies of its constants to the chains, which
// copy nothing, and copies the results back for printing. Host and
// (emulated) device buffers are distinct allocations here, so a missing or
// misplaced copy changes the printed values.
// RUN: revseq-opt %S/../CPU/chains.mlir --revseq-gpu-emulation-pipeline="device-buffers=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %S/../CPU/chains.mlir
//
// The default runs take the kernels with 32-bit index math (these tensors
// are far below 2^31 elements); narrow-index=false runs the 64-bit ones.
// RUN: revseq-opt %t/ranks.mlir --revseq-gpu-emulation-pipeline="narrow-index=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %t/ranks.mlir
// RUN: revseq-opt %t/dtypes.mlir --revseq-gpu-emulation-pipeline="narrow-index=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %t/dtypes.mlir
