#!/bin/sh
# Stands in for `llvm-spirv -r IN -o OUT` (REVSEQ_LLVM_SPIRV) and writes a
# file that is no LLVM bitcode, so that the OpenCL platform rejects the
# program (test/Integration/GPU/opencl-errors.mlir).
echo "not bitcode" > "$4"
