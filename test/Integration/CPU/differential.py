# Differential test of revseq-cpu-pipeline against the numpy reference in
# utils/difftest (docs/Semantics.md): 300 seeded random cases over the four
# ops, ranks 0-6, every element type, static and dynamic shapes, hostile
# lengths / axes / masks, runtime-checks and the run-time errors. This file is
# only a lit test (lit reads the RUN line; nothing here is executed by Python).
# On a mismatch the script prints a standalone reproducer for each failing
# case; rerun one with `--seed 1 --only ID --keep-failures DIR`.
#
# RUN: %python %revseq_src_root/utils/difftest/difftest.py --revseq-opt revseq-opt --mlir-runner mlir-runner --runner-libs %mlir_runner_utils,%mlir_c_runner_utils --seed 1 --cases 300 --jobs 2 | FileCheck %s
# CHECK: 300 passed, 0 failed
