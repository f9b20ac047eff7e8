# REQUIRES: opencl-pocl
# Differential test of the SPIR-V kernels, compiled by
# revseq-gpu-pipeline="target=spirv" and run on PoCL's OpenCL CPU device
# (runtime/OpenCLRuntimeWrappers.cpp), against utils/difftest's numpy
# reference: seeded random cases of the four ops, ranks 0-6, every element
# type (16-bit floats moved as i16, i1 as bytes), static and dynamic shapes
# (empty ones included), hostile lengths / axes / masks, chains, fused
# neighbours, strided inputs and results, runtime-checks and the run-time
# errors. difftest only knows revseq-cpu-pipeline, so its revseq-opt is
# Inputs/revseq-opt-gpu-spirv.sh, which swaps the pipeline. Only a lit test
# (lit reads the RUN line).
#
# RUN: env REVSEQ_OPT=revseq-opt %python %revseq_src_root/utils/difftest/difftest.py --revseq-opt %S/Inputs/revseq-opt-gpu-spirv.sh --mlir-runner mlir-runner --runner-libs %mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime --pipelines '' --seed 11 --cases 300 --jobs 2 | FileCheck %s
# CHECK: 300 passed, 0 failed
#
# 3-thread blocks with at most 2 blocks per launch and 256-byte tiles
# (grid-stride loops, the host loop of tile launches, the direct path of
# tiles whose lengths spread), and the 64-bit index kernels; in place, the
# swap kernels (a dynamic reverse_subsequences reads its lengths through the
# buffer revseq-gpu-linearize-dynamic-buffers flattens: seed 13's cases 39,
# 44, 99, 133 and 183 did not compile before it).
# RUN: env REVSEQ_OPT=revseq-opt %python %revseq_src_root/utils/difftest/difftest.py --revseq-opt %S/Inputs/revseq-opt-gpu-spirv.sh --mlir-runner mlir-runner --runner-libs %mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime --pipelines 'block-size=3 max-blocks=2 gather-tile-bytes=256;narrow-index=false' --seed 13 --cases 200 --jobs 2 | FileCheck %s --check-prefix=VARIANTS
# VARIANTS: 200 passed, 0 failed
# RUN: env REVSEQ_OPT=revseq-opt %python %revseq_src_root/utils/difftest/difftest.py --revseq-opt %S/Inputs/revseq-opt-gpu-spirv.sh --mlir-runner mlir-runner --runner-libs %mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime --pipelines 'in-place=true' --seed 13 --cases 200 --jobs 2 | FileCheck %s --check-prefix=INPLACE
# INPLACE: 200 passed, 0 failed
