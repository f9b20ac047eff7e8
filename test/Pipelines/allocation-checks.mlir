// With runtime-checks, every pipeline checks the allocations it emits
// (revseq-check-allocations): the result buffers, named after the op that
// writes them where bufferization left it, the kernels' scratch buffers
// (here the clamped lengths and the transposed strips of the [T, B]
// layout), the emulated and the real device buffers. Without, there is no
// such check.
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true" | FileCheck %s --check-prefixes=CPU,CPU-STRIPS
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true vectorize=false" | FileCheck %s --check-prefix=CPU
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true num-threads=2" | FileCheck %s --check-prefixes=CPU,CPU-STRIPS
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="runtime-checks=true" | FileCheck %s --check-prefix=EMULATED
// RUN: revseq-opt %s --revseq-gpu-pipeline="runtime-checks=true format=isa" | FileCheck %s --check-prefix=GPU
// RUN: revseq-opt %s --revseq-gpu-pipeline="runtime-checks=true format=isa target=spirv" | FileCheck %s --check-prefix=GPU
// RUN: revseq-opt %s --revseq-cpu-pipeline | FileCheck %s --check-prefix=OFF
// RUN: revseq-opt %s --revseq-cpu-pipeline="num-threads=2" | FileCheck %s --check-prefix=OFF
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline | FileCheck %s --check-prefix=OFF
// RUN: revseq-opt %s --revseq-gpu-pipeline="format=isa" | FileCheck %s --check-prefix=OFF

// CPU-DAG: "revseq: cannot allocate %lld x %lld elements of 4 bytes for the result of revseq.reverse_sequence: the byte count overflows\0A\00"
// CPU-DAG: "revseq: cannot allocate %lld bytes for the result of revseq.reverse_sequence\0A\00"
// CPU-STRIPS-DAG: "revseq: cannot allocate %lld elements of 8 bytes for a buffer written by memref.store: the byte count overflows\0A\00"
// CPU-STRIPS-DAG: "revseq: cannot allocate %lld bytes for a buffer written by memref.store\0A\00"
// CPU-STRIPS-DAG: "revseq: cannot allocate 256 x %lld elements of 4 bytes for a buffer written by vector.store: the byte count overflows\0A\00"
// CPU-STRIPS-DAG: "revseq: cannot allocate %lld bytes for a buffer written by vector.store\0A\00"
// CPU: llvm.func @f(

// EMULATED-DAG: "revseq: cannot allocate %lld x %lld elements of 4 bytes for the result of memref.copy: the byte count overflows\0A\00"
// EMULATED-DAG: "revseq: cannot allocate %lld bytes for the result of memref.copy\0A\00"
// EMULATED-DAG: "revseq: cannot allocate %lld x %lld elements of 4 bytes for a buffer written by memref.store: the byte count overflows\0A\00"
// EMULATED: llvm.func @f(

// GPU-DAG: "revseq: cannot allocate %lld x %lld elements of 4 bytes on the device for the result of gpu.memcpy: the byte count overflows\0A\00"
// GPU-DAG: "revseq: cannot allocate %lld bytes on the device for the result of gpu.memcpy\0A\00"
// GPU-DAG: "revseq: cannot allocate %lld bytes on the device for a buffer written by gpu.launch_func\0A\00"
// GPU-DAG: "revseq: cannot allocate %lld bytes for the result of gpu.memcpy\0A\00"
// GPU: llvm.func @f(

// OFF-NOT: cannot allocate
// OFF: llvm.func @f(
// OFF-NOT: cannot allocate

func.func @f(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0
      : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}
