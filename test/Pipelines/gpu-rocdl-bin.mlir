// REQUIRES: ld.lld
// target=rocdl format=bin links the AMDGPU objects into hsaco with LLVM's own
// ld.lld (Debian's lld-22) when no ROCm install provides
// <toolkit>/llvm/bin/ld.lld. The object, every kernel of the module, is a
// shared ELF for AMDGPU.
//
// RUN: env -u ROCM_PATH revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=rocdl chip=gfx942 format=bin" -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t --out %t.hsaco | FileCheck %s --check-prefix=COUNT
// RUN: llvm-readelf -h %t.hsaco.0 | FileCheck %s --check-prefix=ELF
// An explicit toolkit without a linker is still an error.
// RUN: not revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=rocdl format=bin toolkit=%t.missing" 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK-COUNT-1: gpu.binary @revseq_kernels [#gpu.object<#rocdl.target<O = 3, chip = "gfx942">, bin = "\7FELF
// CHECK-NOT: gpu.binary
// COUNT: 1 objects, 14 kernels
// ELF: OS/ABI: AMDGPU - HSA
// ELF: Type: DYN (Shared object file)
// ELF: Machine: EM_AMDGPU
// MISSING: lld invocation failed
