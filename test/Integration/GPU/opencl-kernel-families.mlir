// REQUIRES: opencl-pocl
// The kernel-family tests of this directory (written for the host
// emulation) through revseq-gpu-pipeline="target=spirv" on PoCL, each diffed
// against revseq-cpu-pipeline: the rows of whole-axis copies on innermost
// sizes 1 to 1001 (vector-tails.mlir), the rows with their own length
// (vector-prefix-rows.mlir), the gather layouts' tile kernel with its
// workgroup buffers and barriers (gather-tiles.mlir: staged and direct
// tiles, tiles of whole columns, 16-bit float bit patterns, i1) and the
// in-place 16-bit swaps (in-place-16bit.mlir). What the spirv target does
// differently from nvvm is what runs here: scalar accesses only (no
// 16-byte vectors, vector-bytes=0), 16-bit floats moved as i16, i1 tensors
// as bytes, and the kernels' loops through upstream's SCF-to-SPIR-V
// structured control flow.
//
// DEFINE: %{runner} = mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime \
// DEFINE: | sed -e 's/base@ = 0x[0-9a-f]*//'
// DEFINE: %{file} = vector-tails.mlir
// DEFINE: %{options} =
// DEFINE: %{cpu} = revseq-opt %S/%{file} --revseq-cpu-pipeline | %{runner} > %t.cpu
// DEFINE: %{spirv} = revseq-opt %S/%{file} --revseq-gpu-pipeline="target=spirv %{options}" | %{runner} > %t.spirv
// RUN: %{cpu}
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
// REDEFINE: %{options} = block-size=3 max-blocks=2 narrow-index=false
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
//
// REDEFINE: %{file} = vector-prefix-rows.mlir
// REDEFINE: %{options} =
// RUN: %{cpu}
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
// REDEFINE: %{options} = block-size=3 max-blocks=2 narrow-index=false
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
//
// Tiles of 16 KiB, 1 KiB (spread lengths take the direct path), 256 bytes
// in 3-thread blocks, at most 2 blocks per launch (the host loop of
// launches), 64-bit index math, and the plain gather kernel.
// REDEFINE: %{file} = gather-tiles.mlir
// REDEFINE: %{options} =
// RUN: %{cpu}
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
// REDEFINE: %{options} = gather-tile-bytes=1024
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
// REDEFINE: %{options} = gather-tile-bytes=256 block-size=3 max-blocks=2
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
// REDEFINE: %{options} = narrow-index=false gather-tile-bytes=2048
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
// REDEFINE: %{options} = gather-tile-bytes=0
// RUN: %{spirv}
// RUN: diff %t.cpu %t.spirv
//
// RUN: revseq-opt %S/in-place-16bit.mlir --revseq-gpu-pipeline="target=spirv fuse=false in-place=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime \
// RUN: | FileCheck %S/in-place-16bit.mlir
