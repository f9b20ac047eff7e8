// The AOT path of c-interface.mlir with num-threads=2: the object calls
// libomp, which the C program links (docs/AOT.md).

// REQUIRES: libomp
// RUN: revseq-opt %S/c-interface.mlir --revseq-cpu-pipeline="emit-c-interface=true num-threads=2 min-parallel-bytes=0" -o %t.llvm.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.llvm.mlir -o %t.ll
// RUN: llc -O3 -filetype=obj -relocation-model=pic %t.ll -o %t.o
// RUN: %cc %S/Inputs/c-interface-main.c %t.o -L%llvm_lib_dir -lomp -Wl,-rpath,%llvm_lib_dir -o %t.exe
// RUN: %t.exe | FileCheck %S/c-interface.mlir
// RUN: FileCheck %s < %t.ll

// CHECK: declare {{.*}}@__kmpc_fork_call(
