// RUN: revseq-opt %s --pass-pipeline="builtin.module(gpu.module(revseq-gpu-workgroup-buffers-to-allocs))" --split-input-file --verify-diagnostics | FileCheck %s
// Then convert-gpu-to-spirv turns the allocations into Workgroup variables
// (it converts no workgroup attribution).
// RUN: revseq-opt %s --pass-pipeline="builtin.module(gpu.module(revseq-gpu-workgroup-buffers-to-allocs),convert-gpu-to-spirv{use-64bit-index=true})" --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=SPIRV

// Each workgroup attribution becomes a memref.alloc of memory space 3 at
// the start of the function, with the types of its uses; the attributions
// are gone from the function.
// CHECK-LABEL: gpu.func @tile(
// CHECK-SAME: %[[A:.*]]: memref<64xi32>) kernel
// CHECK-NOT: workgroup(
// CHECK: %[[L:.*]] = memref.alloc() : memref<32xi64, 3>
// CHECK: %[[S:.*]] = memref.alloc() : memref<128xi16, 3>
// CHECK: memref.store %{{.*}}, %[[L]][%{{.*}}] : memref<32xi64, 3>
// CHECK: gpu.barrier
// CHECK: memref.load %[[S]][%{{.*}}] : memref<128xi16, 3>
// SPIRV-LABEL: spirv.module
// SPIRV-DAG: spirv.GlobalVariable @{{.*}} : !spirv.ptr<!spirv.array<32 x i64>, Workgroup>
// SPIRV-DAG: spirv.GlobalVariable @{{.*}} : !spirv.ptr<!spirv.array<128 x i16>, Workgroup>
// SPIRV: spirv.func @tile(
// SPIRV: spirv.ControlBarrier
module attributes {gpu.container_module} {
  gpu.module @k [#spirv.target_env<#spirv.vce<v1.0, [Addresses, Int16, Int64, Kernel, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>] {
    gpu.func @tile(%a: memref<64xi32>)
        workgroup(%lengths : memref<32xi64, #gpu.address_space<workgroup>>,
                  %stage : memref<128xi16, #gpu.address_space<workgroup>>)
        kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<64xi32>
      %w = arith.extui %v : i32 to i64
      memref.store %w, %lengths[%t] : memref<32xi64, #gpu.address_space<workgroup>>
      gpu.barrier
      %h = memref.load %stage[%t] : memref<128xi16, #gpu.address_space<workgroup>>
      %e = arith.extui %h : i16 to i32
      memref.store %e, %a[%t] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// A function without workgroup buffers is left alone.
// CHECK-LABEL: gpu.func @plain(
// CHECK-NOT: memref.alloc
module attributes {gpu.container_module} {
  gpu.module @k [#spirv.target_env<#spirv.vce<v1.0, [Addresses, Int64, Kernel, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>] {
    gpu.func @plain(%a: memref<64xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
      gpu.return
    }
  }
}

// -----

// SPIR-V allocates no workgroup buffer of dynamic shape.
module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error @+1 {{'gpu.func' op has a workgroup buffer of dynamic shape, 'memref<?xi32, #gpu.address_space<workgroup>>', which SPIR-V cannot allocate}}
    gpu.func @dynamic(%a: memref<64xi32>)
        workgroup(%b : memref<?xi32, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
}
