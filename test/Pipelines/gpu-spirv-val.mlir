// REQUIRES: spirv-tools
// The SPIR-V kernel of every op (gpu-pipeline.mlir), validated by spirv-val
// in the plain SPIR-V 1.0 environment and in the OpenCL ones the kernels are
// for: 16-bit floats are moved as i16, so no kernel needs the Float16
// capability, which OpenCL does not allow.
//
// RUN: revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=spirv format=bin" -o %t
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t --run spirv-val | FileCheck %s
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t --run "spirv-val --target-env opencl2.2" | FileCheck %s
// The in-place swap kernels of every op (in-place.mlir).
// RUN: revseq-opt %S/../Integration/CPU/in-place.mlir --revseq-gpu-pipeline="in-place=true fuse=false target=spirv format=bin" -o %t.inplace
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.inplace --run "spirv-val --target-env opencl2.2" | FileCheck %s --check-prefix=INPLACE
// INPLACE: 1 objects, 37 kernels
// INPLACE-NEXT: 37 launches of 37 kernels, each in its object
// The gather layouts in place: whole columns staged, or swaps.
// RUN: revseq-opt %S/../Integration/CPU/in-place-strips.mlir --revseq-gpu-pipeline="in-place=true fuse=false target=spirv format=bin" -o %t.strips
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.strips --run "spirv-val --target-env opencl2.2" | FileCheck %s --check-prefix=STRIPS
// STRIPS: 1 objects, 13 kernels
// STRIPS-NEXT: 13 launches of 13 kernels, each in its object
// STRIDED: 1 objects, 77 kernels
// STRIDED-NEXT: 108 launches of 77 kernels, each in its object

// Strided views (extract_slice inputs, strided destinations) and every
// element type: the modules of the CPU execution tests, from
// utils/difftest/matrix.py.
// RUN: %python %revseq_src_root/utils/difftest/matrix.py forms > %t.forms.mlir
// RUN: %python %revseq_src_root/utils/difftest/matrix.py dtypes > %t.dtypes.mlir
// RUN: revseq-opt %t.forms.mlir --revseq-gpu-pipeline="target=spirv format=bin" -o %t.strided
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.strided --run "spirv-val --target-env opencl2.2" | FileCheck %s --check-prefix=STRIDED
// RUN: revseq-opt %t.dtypes.mlir --revseq-gpu-pipeline="target=spirv format=bin" -o %t.dtypes
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes --run spirv-val | FileCheck %s --check-prefix=DTYPES
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes --run "spirv-val --target-env opencl1.2" | FileCheck %s --check-prefix=DTYPES
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes --run "spirv-val --target-env opencl2.0" | FileCheck %s --check-prefix=DTYPES
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes --run "spirv-val --target-env opencl2.2" | FileCheck %s --check-prefix=DTYPES
// No kernel declares a 16-bit float type; the f16 and bf16 ones move i16.
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes --run spirv-dis | FileCheck %s --check-prefix=F16

// The tile kernels of the gather layouts (reverse_subsequences along axis 0
// of each dtype) keep their buffers in Workgroup variables
// (revseq-gpu-workgroup-buffers-to-allocs) and meet at barriers.
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes --run spirv-dis | FileCheck %s --check-prefix=WG
// WG: OpVariable %{{.*}} Workgroup
// WG: OpControlBarrier

// CHECK: 1 objects, 8 kernels
// CHECK-NEXT: 8 launches of 8 kernels, each in its object
// Identical kernels of different functions are one
// (revseq-gpu-deduplicate-kernels).
// DTYPES: 1 objects, 82 kernels
// DTYPES-NEXT: 94 launches of 82 kernels, each in its object
// F16-NOT: OpCapability Float16
// F16-NOT: OpTypeFloat 16
// F16: OpTypeInt 16
// F16-NOT: OpCapability Float16
// F16-NOT: OpTypeFloat 16
// F16: 1 objects, 82 kernels
