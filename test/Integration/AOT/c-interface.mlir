// Ahead-of-time compilation as docs/AOT.md describes it: revseq-opt,
// mlir-translate and llc produce an object file that a C program links and
// calls through the `_mlir_ciface_` wrappers with memref descriptors.

// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true" -o %t.llvm.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.llvm.mlir -o %t.ll
// RUN: llc -O3 -filetype=obj -relocation-model=pic %t.ll -o %t.o
// RUN: %cc %S/Inputs/c-interface-main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// The wrappers take the result descriptor first, then one per argument.
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// IR-DAG: define void @_mlir_ciface_onnx_reverse_sequence(ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}})
// IR-DAG: define void @_mlir_ciface_reverse_columns(ptr %{{.*}}, ptr %{{.*}})
// IR-DAG: define void @_mlir_ciface_identity(ptr %{{.*}}, ptr %{{.*}})
// IR-DAG: declare ptr @malloc(i64)

// Static shapes: ONNX layout [T, B] = [4, 3], batch axis 1, time axis 0.
func.func @onnx_reverse_sequence(%x: tensor<4x3xf32>, %lengths: tensor<3xi64>)
    -> tensor<4x3xf32> {
  %0 = revseq.reverse_sequence %x, %lengths batch_axis = 1, seq_axis = 0
      : tensor<4x3xf32>, tensor<3xi64>
  return %0 : tensor<4x3xf32>
}

// Dynamic shapes: the sizes come from the argument's descriptor.
func.func @reverse_columns(%x: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// A result equal to an argument is still a fresh buffer the caller frees.
func.func @identity(%x: tensor<?xi32>) -> tensor<?xi32> {
  %0 = revseq.reverse %x axes = [] : tensor<?xi32>
  return %0 : tensor<?xi32>
}

// CHECK-LABEL: onnx_reverse_sequence
// CHECK-NEXT: sizes 4 3 strides 3 1 offset 0 aligned-to-64 1
// CHECK-NEXT: 3 1 11
// CHECK-NEXT: 0 4 8
// CHECK-NEXT: 6 7 5
// CHECK-NEXT: 9 10 2
// CHECK-LABEL: reverse_columns
// CHECK-NEXT: sizes 2 5 strides 5 1
// CHECK-NEXT: 4 3 2 1 0
// CHECK-NEXT: 9 8 7 6 5
// CHECK-LABEL: identity
// CHECK-NEXT: fresh buffer 1
// CHECK-NEXT: 7 8 9
// CHECK-NEXT: done
