// Strided views through the GPU kernels (revseq-gpu-emulation-pipeline:
// every gpu.launch runs as loops over block and thread ids on the host),
// checked against the CHECK lines of the CPU tests they come from:
// revseq ops on tensor.extract_slice inputs and results inserted into
// strided destinations (destination-passing.mlir's module, from
// utils/difftest/matrix.py), revseq ops tiled by
// upstream's tile_using_for and tile_using_forall (tiling.mlir), and fused
// chains tiled after fusion (fusion-tiling.mlir). The ops the revseq kernels
// do not take (strided operands) become their linalg forms, which
// convert-parallel-linalg-to-gpu runs on the device through the views' base
// buffers; only strided function arguments stay on the host.
//
// DEFINE: %{exec} = mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp
// RUN: %python %revseq_src_root/utils/difftest/matrix.py forms > %t.forms.mlir
// RUN: revseq-opt %t.forms.mlir --revseq-gpu-emulation-pipeline \
// RUN: | %{exec} | FileCheck %t.forms.mlir
// RUN: revseq-opt %S/../CPU/tiling.mlir \
// RUN:     --transform-preload-library=transform-library-paths=%S/../CPU/Inputs/tiling-for.mlir \
// RUN:     --transform-interpreter --revseq-gpu-emulation-pipeline \
// RUN: | %{exec} | FileCheck %S/../CPU/tiling.mlir
// RUN: revseq-opt %S/../CPU/tiling.mlir \
// RUN:     --transform-preload-library=transform-library-paths=%S/../CPU/Inputs/tiling-forall.mlir \
// RUN:     --transform-interpreter --revseq-gpu-emulation-pipeline="block-size=3 max-blocks=2" \
// RUN: | %{exec} | FileCheck %S/../CPU/tiling.mlir
// RUN: revseq-opt %S/../CPU/fusion-tiling.mlir \
// RUN:     --transform-preload-library=transform-library-paths=%S/../CPU/Inputs/fusion-tiling.mlir \
// RUN:     --transform-interpreter --revseq-gpu-emulation-pipeline \
// RUN: | %{exec} | FileCheck %S/../CPU/fusion-tiling.mlir
//
// The tiles of the fused chains are kernels: no linalg op is left for the
// host after convert-parallel-linalg-to-gpu.
// RUN: revseq-opt %S/../CPU/fusion-tiling.mlir \
// RUN:     --transform-preload-library=transform-library-paths=%S/../CPU/Inputs/fusion-tiling.mlir \
// RUN:     --transform-interpreter --revseq-gpu-pipeline \
// RUN:     -mlir-print-ir-after=convert-parallel-linalg-to-gpu -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=KERNELS
// KERNELS-LABEL: func.func @rs_bt_tiled
// KERNELS-NOT:     linalg.
// KERNELS:         scf.for
// KERNELS:           scf.for
// KERNELS:             memref.extract_strided_metadata
// KERNELS:             gpu.launch
// KERNELS-NOT:     linalg.
// KERNELS-LABEL: func.func @add_rev01
// KERNELS-LABEL: func.func @add_rev01_tiled
// KERNELS-NOT:     linalg.
// KERNELS:         gpu.launch
// KERNELS-NOT:     linalg.
// KERNELS-LABEL: func.func @count_mismatches
