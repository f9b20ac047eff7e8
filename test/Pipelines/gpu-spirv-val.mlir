// REQUIRES: spirv-tools
// The SPIR-V kernel of every op (gpu-pipeline.mlir), validated by spirv-val.
//
// RUN: revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=spirv format=bin" -o %t
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t --run spirv-val | FileCheck %s

// RUN: revseq-opt %S/../Integration/CPU/dtypes.mlir --revseq-gpu-pipeline="target=spirv format=bin" -o %t.dtypes
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes --run spirv-val | FileCheck %s --check-prefix=DTYPES

// CHECK: 4 objects
// DTYPES: 36 objects
