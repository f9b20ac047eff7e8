# Differential test of the GPU kernels, run on the host through
# revseq-gpu-emulation-pipeline, against utils/difftest's numpy reference:
# 300 seeded random cases (the four ops, ranks 0-6, every element type,
# static and dynamic shapes, hostile lengths / axes / masks, runtime-checks
# and the run-time errors). difftest only knows revseq-cpu-pipeline, so its
# revseq-opt is Inputs/revseq-opt-gpu-emulation.sh, which swaps the pipeline
# name. Only a lit test (lit reads the RUN line).
#
# RUN: env REVSEQ_OPT=revseq-opt %python %revseq_src_root/utils/difftest/difftest.py --revseq-opt %S/Inputs/revseq-opt-gpu-emulation.sh --mlir-runner mlir-runner --runner-libs %mlir_runner_utils,%mlir_c_runner_utils --pipelines '' --seed 11 --cases 300 --jobs 2 | FileCheck %s
# CHECK: 300 passed, 0 failed
#
# The same with small tiles for the gather layouts' tile kernel (4 f32 rows:
# tiles whose lengths spread take the direct path) and 256-byte tiles in
# 3-thread blocks with at most 2 blocks per launch (the host loop of
# launches).
# RUN: env REVSEQ_OPT=revseq-opt %python %revseq_src_root/utils/difftest/difftest.py --revseq-opt %S/Inputs/revseq-opt-gpu-emulation.sh --mlir-runner mlir-runner --runner-libs %mlir_runner_utils,%mlir_c_runner_utils --pipelines 'gather-tile-bytes=1024;gather-tile-bytes=256 block-size=3 max-blocks=2' --seed 12 --cases 200 --jobs 2 | FileCheck %s --check-prefix=TILES
# TILES: 200 passed, 0 failed
#
# The in-place swap kernels: every kernel's argument dies at its op, so with
# in-place=true the ops reverse it in place (a chain's second op its first
# op's result), in one launch per swap nest; also with 3-thread blocks and
# at most 2 blocks per launch.
# RUN: env REVSEQ_OPT=revseq-opt %python %revseq_src_root/utils/difftest/difftest.py --revseq-opt %S/Inputs/revseq-opt-gpu-emulation.sh --mlir-runner mlir-runner --runner-libs %mlir_runner_utils,%mlir_c_runner_utils --pipelines 'in-place=true;in-place=true block-size=3 max-blocks=2' --seed 13 --cases 200 --jobs 2 | FileCheck %s --check-prefix=IN-PLACE
# IN-PLACE: 200 passed, 0 failed
