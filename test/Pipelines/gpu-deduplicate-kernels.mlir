// Two functions with the same op on the same type outline the same kernels:
// revseq-gpu-pipeline compiles them once (revseq-gpu-deduplicate-kernels)
// and both functions launch them; another element type has kernels of its
// own. With deduplicate-kernels=false every function launches its own.
// gpu-objects.py checks that every launch names a kernel of the object.
//
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm chip=sm_80 format=isa" -o %t
// RUN: FileCheck %s < %t
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t | FileCheck %s --check-prefix=OBJECTS
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=spirv format=bin" -o %t.spirv
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.spirv | FileCheck %s --check-prefix=SPIRV-OBJECTS
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm chip=sm_80 format=isa deduplicate-kernels=false" -o %t.all
// RUN: FileCheck %s --check-prefix=ALL < %t.all
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.all | FileCheck %s --check-prefix=ALL-OBJECTS

// CHECK-LABEL: llvm.func @a(
// CHECK-COUNT-4: gpu.launch_func {{.*}} @revseq_kernels::@a_kernel
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.binary @revseq_kernels
// CHECK-NOT: .entry b_kernel
// CHECK-LABEL: llvm.func @b(
// CHECK-COUNT-4: gpu.launch_func {{.*}} @revseq_kernels::@a_kernel
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: llvm.func @c(
// CHECK-COUNT-4: gpu.launch_func {{.*}} @revseq_kernels::@c_kernel
// OBJECTS: 1 objects, 8 kernels
// OBJECTS-NEXT: 12 launches of 8 kernels, each in its object
// SPIR-V has two scalar kernels per op (no 16-byte ones).
// SPIRV-OBJECTS: 1 objects, 4 kernels
// SPIRV-OBJECTS-NEXT: 6 launches of 4 kernels, each in its object

// ALL-LABEL: llvm.func @b(
// ALL-COUNT-4: gpu.launch_func {{.*}} @revseq_kernels::@b_kernel
// ALL-OBJECTS: 1 objects, 12 kernels
// ALL-OBJECTS-NEXT: 12 launches of 12 kernels, each in its object

func.func @a(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @b(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @c(%x: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xf64>
  return %0 : tensor<?x?xf64>
}
