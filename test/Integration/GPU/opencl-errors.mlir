// REQUIRES: opencl-pocl
// The OpenCL runtime's errors: each stops the program with exit status 1
// (not a crash) and a message that names the failed call and the OpenCL
// error. The kernel below writes its thread ids; the spirv entry point's
// workgroup size is the pipeline's block-size, so a launch of 8 threads
// per block runs with block-size=8 and fails with block-size=4.
//
// DEFINE: %{exec} = mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%revseq_opencl_runtime
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=spirv block-size=8" | %{exec} \
// RUN: | FileCheck %s --check-prefix=RUNS
// RUNS: [0,  1,  2,  3,  4,  5,  6,  7]
//
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=spirv block-size=4" \
// RUN: | not %{exec} 2>&1 | FileCheck %s --check-prefix=LOCAL-SIZE
// LOCAL-SIZE: revseq OpenCL runtime: 'clEnqueueNDRangeKernel' of kernel 'main_kernel' (1 x 1 x 1 work-groups of 8 x 1 x 1) failed with 'CL_INVALID_WORK_GROUP_SIZE' (-54)
//
// A translation the platform rejects, a translator that is missing, and a
// module embedded without its size (format=isa).
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=spirv block-size=8" \
// RUN: | env REVSEQ_LLVM_SPIRV=%S/Inputs/not-bitcode-llvm-spirv.sh not %{exec} 2>&1 \
// RUN: | FileCheck %s --check-prefix=BINARY
// BINARY: revseq OpenCL runtime: 'clCreateProgramWithBinary' failed with 'CL_INVALID_BINARY' (-42)
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=spirv block-size=8" \
// RUN: | env REVSEQ_LLVM_SPIRV=%t.missing not %{exec} 2>&1 \
// RUN: | FileCheck %s --check-prefix=TRANSLATOR
// TRANSLATOR: revseq OpenCL runtime: cannot run '{{.*}}.missing' (No such file or directory), which translates the SPIR-V kernels
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=spirv block-size=8 format=isa" \
// RUN: | not %{exec} 2>&1 | FileCheck %s --check-prefix=ISA
// ISA: revseq OpenCL runtime: a module embedded with format=isa cannot be loaded
//
// A platform that is not installed.
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=spirv block-size=8" \
// RUN: | env REVSEQ_OPENCL_PLATFORM=no-such-platform not %{exec} 2>&1 \
// RUN: | FileCheck %s --check-prefix=PLATFORM
// PLATFORM: revseq OpenCL runtime: no OpenCL platform's name contains REVSEQ_OPENCL_PLATFORM='no-such-platform'

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %host = memref.alloc() : memref<8xi32>
  %dev = gpu.alloc () : memref<8xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %v = arith.index_cast %tx : index to i32
    memref.store %v, %dev[%tx] : memref<8xi32>
    gpu.terminator
  }
  gpu.memcpy %host, %dev : memref<8xi32>, memref<8xi32>
  %u = memref.cast %host : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
