// RUN: revseq-opt %s --split-input-file --revseq-gpu-kernel-module --verify-diagnostics | FileCheck %s
// RUN: revseq-opt %s --split-input-file --revseq-gpu-kernel-module --gpu-kernel-outlining | FileCheck %s --check-prefix=OUTLINED
// RUN: revseq-opt %s --split-input-file --revseq-gpu-kernel-module="name=k" | FileCheck %s --check-prefix=NAMED
// RUN: not revseq-opt %s --split-input-file --revseq-gpu-kernel-module="name=" 2>&1 | FileCheck %s --check-prefix=EMPTY

// Every launch of the module that names no module gets @revseq_kernels; one
// that names a module keeps it. Outlining then puts the kernels of both
// functions into one gpu.module, named after their functions as before.
// CHECK-LABEL: func.func @a(
// CHECK: gpu.launch {{.*}} module(@revseq_kernels)
// CHECK: gpu.launch {{.*}} module(@mine)
// CHECK-LABEL: func.func @b(
// CHECK: gpu.launch {{.*}} module(@revseq_kernels)
// OUTLINED: gpu.launch_func @revseq_kernels::@a_kernel
// OUTLINED: gpu.launch_func @mine::@a_kernel
// OUTLINED: gpu.module @revseq_kernels {
// OUTLINED-NEXT: gpu.func @a_kernel(
// OUTLINED: gpu.func @b_kernel(
// OUTLINED: gpu.module @mine {
// OUTLINED: gpu.launch_func @revseq_kernels::@b_kernel
// OUTLINED-NOT: gpu.module
// NAMED: module(@k)
// NAMED: module(@mine)
// NAMED: module(@k)
// EMPTY: error: revseq-gpu-kernel-module: the module name must not be empty
module attributes {gpu.container_module} {
  func.func @a(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%a = %c4, %b = %c1, %c = %c1) {
      %v = memref.load %m[%tx] : memref<4xf32>
      memref.store %v, %m[%tx] : memref<4xf32>
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%a = %c4, %b = %c1, %c = %c1)
               module(@mine) {
      %v = memref.load %m[%tx] : memref<4xf32>
      memref.store %v, %m[%tx] : memref<4xf32>
      gpu.terminator
    }
    return
  }
  func.func @b(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%a = %c4, %b = %c1, %c = %c1) {
      %v = memref.load %m[%tx] : memref<4xf32>
      memref.store %v, %m[%tx] : memref<4xf32>
      gpu.terminator
    }
    return
  }
}

// -----

// A symbol that is not a gpu.module holds the name: the first free suffix.
// CHECK-LABEL: func.func @revseq_kernels(
// CHECK: gpu.launch {{.*}} module(@revseq_kernels_1)
// OUTLINED: gpu.launch_func @revseq_kernels_1::@revseq_kernels_kernel
// OUTLINED: gpu.module @revseq_kernels_1
module attributes {gpu.container_module} {
  func.func private @revseq_kernels_0()
  func.func @revseq_kernels(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%a = %c4, %b = %c1, %c = %c1) {
      %v = memref.load %m[%tx] : memref<4xf32>
      memref.store %v, %m[%tx] : memref<4xf32>
      gpu.terminator
    }
    return
  }
}

// -----

// A gpu.module of that name already there takes the new kernels too.
// CHECK-LABEL: func.func @c(
// CHECK: gpu.launch {{.*}} module(@revseq_kernels)
// OUTLINED: gpu.module @revseq_kernels {
// OUTLINED: gpu.func @earlier(
// OUTLINED: gpu.func @c_kernel(
// OUTLINED-NOT: gpu.module
module attributes {gpu.container_module} {
  gpu.module @revseq_kernels {
    gpu.func @earlier() kernel {
      gpu.return
    }
  }
  func.func @c(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
               threads(%tx, %ty, %tz) in (%a = %c4, %b = %c1, %c = %c1) {
      %v = memref.load %m[%tx] : memref<4xf32>
      memref.store %v, %m[%tx] : memref<4xf32>
      gpu.terminator
    }
    return
  }
}
