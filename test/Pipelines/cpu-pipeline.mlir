// The CPU pipeline leaves nothing but the LLVM dialect: mlir-translate
// accepts its output. emit-c-interface adds the _mlir_ciface_ wrappers.
//
// RUN: revseq-opt %s --revseq-cpu-pipeline | FileCheck %s --check-prefix=LLVM
// RUN: revseq-opt %s --revseq-cpu-pipeline | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true" | FileCheck %s --check-prefix=CIFACE
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true emit-c-interface=true" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=CHECKED
// RUN: revseq-opt %s --revseq-cpu-pipeline="vector-bits=256" | FileCheck %s --check-prefix=KERNEL

// LLVM-NOT: {{^ *%.* = revseq\.}}
// LLVM-NOT: linalg.
// LLVM-NOT: tensor.
// LLVM-NOT: bufferization.
// LLVM-NOT: memref.
// LLVM-NOT: cf.
// LLVM-NOT: scf.
// LLVM-NOT: func.func
// LLVM: llvm.func @kernel(
// LLVM-NOT: _mlir_ciface_kernel

// The two ops compose into one vector loop (revseq-fuse-elementwise) after
// bufferization, writing the one buffer one-shot bufferization allocated for
// the result: a step below a row's length is a vector load whose lanes a
// shuffle reverses. The vector width is pinned to 256 bits: with the host's
// (0, the default), an AVX-512 host's 16 f32 lanes exceed the rows of 8 and
// the loop stays scalar. No intermediate buffer exists. The caller's addf
// reuses the returned buffer.
// KERNEL-LABEL: llvm.func @kernel(
// KERNEL:         llvm.call @malloc
// KERNEL-NOT:     llvm.call @malloc
// KERNEL:         llvm.shufflevector %{{.*}}, %{{.*}} [{{[0-9, ]+}}, 1, 0] : vector<{{[0-9]+}}xf32>
// KERNEL-NOT:     llvm.call @malloc
// KERNEL-NOT:     llvm.call @free
// KERNEL:         llvm.return
// KERNEL-LABEL: llvm.func @caller(
// KERNEL-NOT:     llvm.call @malloc
// KERNEL:         llvm.return

// IR: define {{.*}} @kernel(
// IR: define {{.*}} @caller(
// IR: call {{.*}} @kernel(

// CIFACE: llvm.func @kernel(
// CIFACE: llvm.func @_mlir_ciface_kernel(
// CIFACE: llvm.func @_mlir_ciface_caller(

// The always-on size check and the opt-in range check reach stderr through
// dprintf(2, ...), with the values that broke them, before abort().
// CHECKED-DAG: @[[RANGE:revseq_check_[0-9a-f]+]] = internal constant {{.*}}c"revseq.reverse_sequence: lengths[%lld] = %lld is outside [0, T] = [0, %lld] (runtime-checks)\0A\00"
// CHECKED-DAG: @[[SIZE:revseq_check_[0-9a-f]+]] = internal constant {{.*}}c"revseq.reverse_sequence: the size of lengths (%lld) differs from the batch dimension (%lld) (reverse_sequence_c9)\0A\00"
// CHECKED: call i32 (i32, ptr, ...) @dprintf(i32 2, ptr @[[SIZE]], i64 %{{.*}}, i64 %{{.*}})
// CHECKED-NEXT: call void @abort()
// CHECKED: call i32 (i32, ptr, ...) @dprintf(i32 2, ptr @[[RANGE]], i64 %{{.*}}, i64 %{{.*}}, i64 8)
// CHECKED-NEXT: call void @abort()

func.func @kernel(%x: tensor<?x8xf32>, %l: tensor<?xi32>) -> tensor<?x8xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x8xf32>, tensor<?xi32>
  %1 = revseq.reverse %0 axes = [0] : tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}

func.func @caller(%x: tensor<?x8xf32>, %l: tensor<?xi32>) -> tensor<?x8xf32> {
  %0 = call @kernel(%x, %l) : (tensor<?x8xf32>, tensor<?xi32>) -> tensor<?x8xf32>
  %1 = arith.addf %0, %x : tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}
