// revseq-gpu-pipeline for each target, on every op. The objects are checked
// further (ptxas, spirv-val) in gpu-ptxas.mlir and gpu-spirv-val.mlir.
//
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm chip=sm_90 format=isa" -o %t.nvvm
// RUN: FileCheck %s --check-prefix=HOST < %t.nvvm
// RUN: FileCheck %s --check-prefix=NVVM < %t.nvvm
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=rocdl chip=gfx942 format=isa" -o %t.rocdl
// RUN: FileCheck %s --check-prefix=HOST < %t.rocdl
// RUN: FileCheck %s --check-prefix=ROCDL < %t.rocdl
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=spirv format=isa" -o %t.spirv
// RUN: FileCheck %s --check-prefix=HOST < %t.spirv
// RUN: FileCheck %s --check-prefix=SPIRV < %t.spirv
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm format=isa block-size=128 emit-c-interface=true" | FileCheck %s --check-prefix=OPTS
// RUN: not revseq-opt %s --revseq-gpu-pipeline="target=ptx" 2>&1 | FileCheck %s --check-prefix=BAD-TARGET
// RUN: not revseq-opt %s --revseq-gpu-pipeline="target=rocdl format=fatbin" 2>&1 | FileCheck %s --check-prefix=BAD-FORMAT
// RUN: not revseq-opt %s --revseq-gpu-pipeline="format=cubin" 2>&1 | FileCheck %s --check-prefix=BAD-FORMAT-NAME

// Host: LLVM dialect only, one gpu.binary holding every kernel
// (revseq-gpu-kernel-module), launched with the runtime's stream; copies and
// allocations are mgpu* calls.
// HOST-NOT: func.func
// HOST-DAG: llvm.func @mgpuStreamCreate()
// HOST-DAG: llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
// HOST-DAG: llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
// HOST-DAG: llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
// HOST-DAG: llvm.func @mgpuStreamSynchronize(!llvm.ptr)
// HOST-DAG: gpu.binary @revseq_kernels
// HOST-DAG: gpu.launch_func <%{{.*}} : !llvm.ptr> @revseq_kernels::@reverse_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) : i64
// HOST-DAG: gpu.launch_func <%{{.*}} : !llvm.ptr> @revseq_kernels::@reverse_sequence_kernel
// HOST-DAG: gpu.launch_func <%{{.*}} : !llvm.ptr> @revseq_kernels::@reverse_subsequences_kernel
// HOST-DAG: gpu.launch_func <%{{.*}} : !llvm.ptr> @revseq_kernels::@reverse_dynamic_kernel
// HOST-NOT: gpu.binary

// PTX for sm_90, every kernel in one object: one .entry per kernel, 256
// threads; each kernel twice,
// with 32-bit index math (i32 parameters, 32-bit div/rem only) and with
// 64-bit index math (64-bit div/rem, behind LLVM's 32-bit fast path);
// reverse, reverse_sequence and reverse_dynamic (rows that move as a whole)
// have a second pair of kernels with 16-byte accesses, used when the
// innermost size is a multiple of the lane count.
// NVVM: gpu.binary @revseq_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {{.*}}assembly = "
// NVVM-SAME: .target sm_90
// NVVM-SAME: .visible .entry reverse_kernel(
// NVVM-SAME: .param .u32
// NVVM-SAME: .maxntid 256, 1, 1
// NVVM-NOT: div.u64
// NVVM-SAME: div.u32
// NVVM-SAME: ld.global.v4.b32
// NVVM-SAME: st.global.v4.b32
// NVVM-SAME: .entry reverse_kernel_0(
// NVVM-SAME: div.u64
// NVVM-SAME: ld.global.v4.b32
// NVVM-SAME: st.global.v4.b32
// NVVM-SAME: .entry reverse_kernel_1(
// NVVM-SAME: ld.global.b32
// NVVM-SAME: st.global.b32
// NVVM-SAME: .entry reverse_kernel_2(
// NVVM-SAME: div.u64
// NVVM-SAME: ld.global.b32
// NVVM-SAME: st.global.b32
// NVVM-SAME: .entry reverse_sequence_kernel(
// NVVM-SAME: ld.global.v4.b32
// NVVM-SAME: .entry reverse_sequence_kernel_0(
// NVVM-SAME: ld.global.v4.b32
// NVVM-SAME: .entry reverse_sequence_kernel_1(
// NVVM-SAME: rem.u32
// NVVM-SAME: st.global.b32
// NVVM-SAME: .entry reverse_sequence_kernel_2(
// NVVM-SAME: rem.u64
// NVVM-SAME: st.global.b32
// NVVM-SAME: .entry reverse_subsequences_kernel(
// NVVM-SAME: st.global.b16
// NVVM-SAME: .entry reverse_subsequences_kernel_0(
// NVVM-SAME: st.global.b16
// NVVM-SAME: .entry reverse_dynamic_kernel(
// NVVM-SAME: ld.global.v4.b32
// NVVM-SAME: st.global.v4.b32
// NVVM-SAME: .entry reverse_dynamic_kernel_0(
// NVVM-SAME: ld.global.v4.b32
// NVVM-SAME: st.global.v4.b32
// NVVM-SAME: .entry reverse_dynamic_kernel_1(
// NVVM-SAME: st.global.b8
// NVVM-SAME: .entry reverse_dynamic_kernel_2(
// NVVM-SAME: st.global.b8

// AMDGPU assembly for gfx942, every kernel in one object, with 16-byte
// accesses in the vector kernel.
// ROCDL: gpu.binary @revseq_kernels [#gpu.object<#rocdl.target<O = 3, chip = "gfx942">, assembly = "
// ROCDL-SAME: .amdgcn_target \22amdgcn-amd-amdhsa--gfx942\22
// ROCDL-SAME: global_load_dwordx4
// ROCDL-SAME: global_store_dwordx4
// ROCDL-SAME: \0Areverse_kernel_0:\0A
// ROCDL-SAME: \0Areverse_kernel_1:\0A
// ROCDL-SAME: global_load_dword
// ROCDL-SAME: global_store_dword

// OpenCL-flavoured SPIR-V kernels with 64-bit physical addressing.
// The object is the SPIR-V binary (magic number 0x07230203) of one module
// with two scalar kernels per op (32-bit and 64-bit index math), their
// entry points named in the order of the ops. No Float16 capability,
// which OpenCL does not allow (16-bit floats move as i16).
// SPIRV: gpu.binary @revseq_kernels [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Addresses, Float64, Int8, Int16, Int64, Kernel, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>, assembly = "\03\02#\07
// SPIRV-SAME: reverse_kernel\00
// SPIRV-SAME: reverse_kernel_0\00
// SPIRV-SAME: reverse_sequence_kernel\00
// SPIRV-SAME: reverse_sequence_kernel_0\00
// SPIRV-SAME: reverse_subsequences_kernel\00
// SPIRV-SAME: reverse_subsequences_kernel_0\00
// SPIRV-SAME: reverse_dynamic_kernel\00
// SPIRV-SAME: reverse_dynamic_kernel_0\00
// SPIRV-NOT: gpu.binary

// OPTS-DAG: .maxntid 128, 1, 1
// OPTS-DAG: llvm.func @_mlir_ciface_reverse(

// BAD-TARGET: for the --target option: Cannot find option named 'ptx'!
// BAD-FORMAT: revseq-gpu-pipeline: format=fatbin needs target=nvvm
// BAD-FORMAT-NAME: for the --format option: Cannot find option named 'cubin'!

func.func @reverse(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @reverse_sequence(%x: tensor<?x?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?xf32>
}

func.func @reverse_subsequences(%x: tensor<?x?xi16>, %l: tensor<?x1xi64>) -> tensor<?x?xi16> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xi16>, tensor<?x1xi64>
  return %0 : tensor<?x?xi16>
}

func.func @reverse_dynamic(%x: tensor<?x?x?xi8>, %m: tensor<3xi1>) -> tensor<?x?x?xi8> {
  %0 = revseq.reverse_dynamic %x, %m mode = mask : tensor<?x?x?xi8>, tensor<3xi1>
  return %0 : tensor<?x?x?xi8>
}
