// REQUIRES: opencl-pocl
// The run-time checks of test/Integration/CPU/runtime-checks.mlir and
// fusion-runtime-checks.mlir through revseq-gpu-pipeline="target=spirv" on
// PoCL (emulation-runtime-checks.mlir and emulation-fusion.mlir run them
// through the host emulation): the checks run on the host before the
// kernels are launched, with the CPU pipeline's messages, and the clamped
// results of operands out of range come from the SPIR-V kernels.
//
// RUN: revseq-opt %S/../CPU/runtime-checks.mlir --revseq-gpu-pipeline=target=spirv > %t.plain
// RUN: revseq-opt %S/../CPU/runtime-checks.mlir --revseq-gpu-pipeline="target=spirv runtime-checks=true" > %t.checked
// DEFINE: %{run} = mlir-runner -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime
// RUN: not --crash %{run} -e seq_size_mismatch %t.plain 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SEQ-C9
// RUN: not --crash %{run} -e seq_size_mismatch %t.checked 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SEQ-C9
// RUN: not --crash %{run} -e subseq_axis_not_one %t.plain 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SUB-C7
// RUN: not --crash %{run} -e subseq_dim_mismatch %t.plain 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SUB-C8
// RUN: %{run} -e seq_length_above_t %t.plain | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SEQ-CLAMP-HIGH
// RUN: not --crash %{run} -e seq_length_above_t %t.checked 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SEQ-RANGE
// RUN: %{run} -e seq_length_negative %t.plain | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SEQ-CLAMP-LOW
// RUN: not --crash %{run} -e seq_length_negative %t.checked 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SEQ-RANGE-LOW
// RUN: %{run} -e subseq_length_negative %t.plain | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SUB-CLAMP
// RUN: not --crash %{run} -e subseq_length_negative %t.checked 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=SUB-RANGE
// RUN: %{run} -e dyn_index_out_of_range %t.plain | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=DYN-IGNORED
// RUN: not --crash %{run} -e dyn_index_out_of_range %t.checked 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=DYN-C7
// RUN: %{run} -e dyn_mask_short %t.plain | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=DYN-SHORT
// RUN: not --crash %{run} -e dyn_mask_short %t.checked 2>&1 | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=DYN-C6
// RUN: %{run} -e valid %t.checked | FileCheck %S/../CPU/runtime-checks.mlir --check-prefix=VALID
//
// DEFINE: %{checks} = %S/../CPU/fusion-runtime-checks.mlir
// RUN: revseq-opt %{checks} --revseq-gpu-pipeline=target=spirv > %t.fused-plain
// RUN: revseq-opt %{checks} --revseq-gpu-pipeline="target=spirv runtime-checks=true" > %t.fused-checked
// RUN: not --crash %{run} -e size_mismatch %t.fused-plain 2>&1 | FileCheck %{checks} --check-prefix=C9
// RUN: %{run} -e length_above_t %t.fused-plain | FileCheck %{checks} --check-prefix=CLAMP
// RUN: not --crash %{run} -e length_above_t %t.fused-checked 2>&1 | FileCheck %{checks} --check-prefix=RANGE
// RUN: not --crash %{run} -e subsequences_negative %t.fused-checked 2>&1 | FileCheck %{checks} --check-prefix=SUB
// RUN: not --crash %{run} -e index_out_of_range %t.fused-checked 2>&1 | FileCheck %{checks} --check-prefix=C7
