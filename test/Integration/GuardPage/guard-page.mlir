// Guard-page harness: every kernel below is compiled ahead of time through
// the vectorised (default, native CPU and 128-bit vectors), scalar
// (vectorize=false), 2-thread OpenMP (num-threads=2) and non-temporal
// (nontemporal-bytes=1: every row peeled to aligned streaming stores) paths
// and called
// from Inputs/guard-page-main.cpp on random shapes with hostile lengths and
// axes. Each input buffer (the input tensor and the lengths / axes tensor)
// ends exactly at a PROT_NONE page in one run and starts right after one in
// another, so any read past either end faults; every result is compared with
// a reference that implements docs/Semantics.md. The results are malloc'ed
// by the kernels (memref descriptors returned through the C interface), so
// the guard pages cover the inputs only. Size mismatches that the lowering
// checks at run time (reverse_sequence_c9, reverse_subsequences_c7/c8) must
// stop the program with SIGABRT before any read: a forked child checks that.
//
// RUN: mkdir -p %t
// RUN: %clangxx -O1 %revseq_memref_includes -c %S/Inputs/guard-page-main.cpp -o %t/main.o
//
// The C interface: result descriptor first, then one per argument.
// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true" -o %t/vec.llvm.mlir
// RUN: mlir-translate --mlir-to-llvmir %t/vec.llvm.mlir -o %t/vec.ll
// RUN: FileCheck %s --check-prefix=ABI < %t/vec.ll
// ABI-DAG: define void @_mlir_ciface_seq_b0s1_f32_i64(ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}})
// ABI-DAG: define void @_mlir_ciface_rev_a0_f32(ptr %{{.*}}, ptr %{{.*}})
// ABI-DAG: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @seq_b0s1_f32_i64(ptr %{{.*}}, ptr %{{.*}}, i64 %{{.*}}, i64 %{{.*}}, i64 %{{.*}}, i64 %{{.*}}, i64 %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, i64 %{{.*}}, i64 %{{.*}}, i64 %{{.*}})
// RUN: llc -O2 -mcpu=native -filetype=obj -relocation-model=pic %t/vec.ll -o %t/vec.o
// RUN: %clangxx %t/main.o %t/vec.o -o %t/vec.exe
// RUN: %t/vec.exe vec | FileCheck %s
//
// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true vector-bits=128" | mlir-translate --mlir-to-llvmir -o %t/vec128.ll
// RUN: llc -O2 -filetype=obj -relocation-model=pic %t/vec128.ll -o %t/vec128.o
// RUN: %clangxx %t/main.o %t/vec128.o -o %t/vec128.exe
// RUN: %t/vec128.exe vec128 | FileCheck %s
//
// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true vectorize=false" | mlir-translate --mlir-to-llvmir -o %t/scalar.ll
// RUN: llc -O2 -filetype=obj -relocation-model=pic %t/scalar.ll -o %t/scalar.o
// RUN: %clangxx %t/main.o %t/scalar.o -o %t/scalar.exe
// RUN: %t/scalar.exe scalar | FileCheck %s
//
// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true num-threads=2 min-parallel-bytes=0" | mlir-translate --mlir-to-llvmir -o %t/omp.ll
// RUN: llc -O2 -filetype=obj -relocation-model=pic %t/omp.ll -o %t/omp.o
// RUN: %clangxx %t/main.o %t/omp.o %libomp -Wl,-rpath,%llvm_lib_dir -o %t/omp.exe
// RUN: %t/omp.exe omp | FileCheck %s
//
// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true nontemporal-bytes=1" | mlir-translate --mlir-to-llvmir -o %t/nt.ll
// RUN: llc -O2 -mcpu=native -filetype=obj -relocation-model=pic %t/nt.ll -o %t/nt.o
// RUN: %clangxx %t/main.o %t/nt.o -o %t/nt.exe
// RUN: %t/nt.exe nt | FileCheck %s
//
// The gather layouts fused too (their fused loops gather from the input):
// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true fuse-gathers=true" | mlir-translate --mlir-to-llvmir -o %t/gathers.ll
// RUN: llc -O2 -mcpu=native -filetype=obj -relocation-model=pic %t/gathers.ll -o %t/gathers.o
// RUN: %clangxx %t/main.o %t/gathers.o -o %t/gathers.exe
// RUN: %t/gathers.exe gathers | FileCheck %s
//
// The abs_* kernels at the end are fused chains:
// RUN: revseq-opt %s --convert-elementwise-to-linalg --revseq-fuse-elementwise=fuse-gathers=true | FileCheck %s --check-prefix=FUSED

// CHECK: guard-page: 47 kernels
// CHECK-NOT: FAIL
// CHECK: guard-page: {{[0-9]+}} calls, {{[0-9]+}} size-mismatch aborts, 0 failures

func.func @seq_b0s1_f32_i8(%x: tensor<?x?xf32>, %l: tensor<?xi8>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi8>
  return %0 : tensor<?x?xf32>
}

func.func @seq_b0s1_f32_i16(%x: tensor<?x?xf32>, %l: tensor<?xi16>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi16>
  return %0 : tensor<?x?xf32>
}

func.func @seq_b0s1_f32_i32(%x: tensor<?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?xf32>
}

func.func @seq_b0s1_f32_i64(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

func.func @seq_b1s0_f32_i8(%x: tensor<?x?xf32>, %l: tensor<?xi8>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi8>
  return %0 : tensor<?x?xf32>
}

func.func @seq_b1s0_f32_i16(%x: tensor<?x?xf32>, %l: tensor<?xi16>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi16>
  return %0 : tensor<?x?xf32>
}

func.func @seq_b1s0_f32_i32(%x: tensor<?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?xf32>
}

func.func @seq_b1s0_f32_i64(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

func.func @seq_b0s1_i8_i32(%x: tensor<?x?xi8>, %l: tensor<?xi32>) -> tensor<?x?xi8> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xi8>, tensor<?xi32>
  return %0 : tensor<?x?xi8>
}

func.func @seq_b1s0_f64_i16(%x: tensor<?x?xf64>, %l: tensor<?xi16>) -> tensor<?x?xf64> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf64>, tensor<?xi16>
  return %0 : tensor<?x?xf64>
}

func.func @seq_b0s1_i16_i64(%x: tensor<?x?xi16>, %l: tensor<?xi64>) -> tensor<?x?xi16> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xi16>, tensor<?xi64>
  return %0 : tensor<?x?xi16>
}

func.func @seq3_b0s2_f32_i64(%x: tensor<?x?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 2 : tensor<?x?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?x?xf32>
}

func.func @seq3_b2s1_f32_i32(%x: tensor<?x?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 2, seq_axis = 1 : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?x?xf32>
}

func.func @seq3_bm1s0_i8_i8(%x: tensor<?x?x?xi8>, %l: tensor<?xi8>) -> tensor<?x?x?xi8> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = -1, seq_axis = 0 : tensor<?x?x?xi8>, tensor<?xi8>
  return %0 : tensor<?x?x?xi8>
}

func.func @seq3_b1sm1_f64_i64(%x: tensor<?x?x?xf64>, %l: tensor<?xi64>) -> tensor<?x?x?xf64> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = -1 : tensor<?x?x?xf64>, tensor<?xi64>
  return %0 : tensor<?x?x?xf64>
}

func.func @rev_a0_f32(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @rev_a1_f32(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @rev_a01_i8(%x: tensor<?x?xi8>) -> tensor<?x?xi8> {
  %0 = revseq.reverse %x axes = [0, 1] : tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

func.func @rev3_a1_f32(%x: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @rev3_a02_f64(%x: tensor<?x?x?xf64>) -> tensor<?x?x?xf64> {
  %0 = revseq.reverse %x axes = [0, 2] : tensor<?x?x?xf64>
  return %0 : tensor<?x?x?xf64>
}

func.func @rev3_am1_i16(%x: tensor<?x?x?xi16>) -> tensor<?x?x?xi16> {
  %0 = revseq.reverse %x axes = [-1] : tensor<?x?x?xi16>
  return %0 : tensor<?x?x?xi16>
}

func.func @dyn_index_f32_i64(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_dynamic %x, %l mode = index : tensor<?x?xf32>, tensor<?xi64>
  return %0 : tensor<?x?xf32>
}

func.func @dyn_index_f32_i8(%x: tensor<?x?xf32>, %l: tensor<?xi8>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_dynamic %x, %l mode = index : tensor<?x?xf32>, tensor<?xi8>
  return %0 : tensor<?x?xf32>
}

func.func @dyn3_index_i8_i32(%x: tensor<?x?x?xi8>, %l: tensor<?xi32>) -> tensor<?x?x?xi8> {
  %0 = revseq.reverse_dynamic %x, %l mode = index : tensor<?x?x?xi8>, tensor<?xi32>
  return %0 : tensor<?x?x?xi8>
}

func.func @dyn3_index_f64_i16(%x: tensor<?x?x?xf64>, %l: tensor<?xi16>) -> tensor<?x?x?xf64> {
  %0 = revseq.reverse_dynamic %x, %l mode = index : tensor<?x?x?xf64>, tensor<?xi16>
  return %0 : tensor<?x?x?xf64>
}

func.func @dyn_mask_f32(%x: tensor<?x?xf32>, %l: tensor<?xi1>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_dynamic %x, %l mode = mask : tensor<?x?xf32>, tensor<?xi1>
  return %0 : tensor<?x?xf32>
}

func.func @dyn3_mask_i16(%x: tensor<?x?x?xi16>, %l: tensor<?xi1>) -> tensor<?x?x?xi16> {
  %0 = revseq.reverse_dynamic %x, %l mode = mask : tensor<?x?x?xi16>, tensor<?xi1>
  return %0 : tensor<?x?x?xi16>
}

func.func @sub_a0_f32_i8(%x: tensor<?x?xf32>, %l: tensor<?x?xi8>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xf32>, tensor<?x?xi8>
  return %0 : tensor<?x?xf32>
}

func.func @sub_a0_f32_i16(%x: tensor<?x?xf32>, %l: tensor<?x?xi16>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xf32>, tensor<?x?xi16>
  return %0 : tensor<?x?xf32>
}

func.func @sub_a0_f32_i32(%x: tensor<?x?xf32>, %l: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xf32>, tensor<?x?xi32>
  return %0 : tensor<?x?xf32>
}

func.func @sub_a0_f32_i64(%x: tensor<?x?xf32>, %l: tensor<?x?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xf32>, tensor<?x?xi64>
  return %0 : tensor<?x?xf32>
}

func.func @sub_a1_f32_i8(%x: tensor<?x?xf32>, %l: tensor<?x?xi8>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf32>, tensor<?x?xi8>
  return %0 : tensor<?x?xf32>
}

func.func @sub_a1_f32_i16(%x: tensor<?x?xf32>, %l: tensor<?x?xi16>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf32>, tensor<?x?xi16>
  return %0 : tensor<?x?xf32>
}

func.func @sub_a1_f32_i32(%x: tensor<?x?xf32>, %l: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf32>, tensor<?x?xi32>
  return %0 : tensor<?x?xf32>
}

func.func @sub_a1_f32_i64(%x: tensor<?x?xf32>, %l: tensor<?x?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf32>, tensor<?x?xi64>
  return %0 : tensor<?x?xf32>
}

func.func @sub_a1_i8_i32(%x: tensor<?x?xi8>, %l: tensor<?x?xi32>) -> tensor<?x?xi8> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xi8>, tensor<?x?xi32>
  return %0 : tensor<?x?xi8>
}

func.func @sub3_a1_f32_i64(%x: tensor<?x?x?xf32>, %l: tensor<?x?x?xi64>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?x?xf32>, tensor<?x?x?xi64>
  return %0 : tensor<?x?x?xf32>
}

func.func @sub3_a2_f64_i8(%x: tensor<?x?x?xf64>, %l: tensor<?x?x?xi8>) -> tensor<?x?x?xf64> {
  %0 = revseq.reverse_subsequences %x, %l axis = 2 : tensor<?x?x?xf64>, tensor<?x?x?xi8>
  return %0 : tensor<?x?x?xf64>
}

func.func @sub3_am3_i16_i16(%x: tensor<?x?x?xi16>, %l: tensor<?x?x?xi16>) -> tensor<?x?x?xi16> {
  %0 = revseq.reverse_subsequences %x, %l axis = -3 : tensor<?x?x?xi16>, tensor<?x?x?xi16>
  return %0 : tensor<?x?x?xi16>
}

// Fused chains: an elementwise op (math.absf, the identity on the harness's
// non-negative inputs) after or before the revseq op, so that the fused
// loops of revseq-fuse-elementwise and revseq-vectorize-elementwise read the
// guarded input themselves: a vector step that loaded past a row's mirrored
// prefix (before the buffer in the first row) or past its end faults. The
// gather layouts (abs_seq_b1s0, abs_sub_a0) fuse only with fuse-gathers.
// FUSED-LABEL: func.func @abs_seq_b0s1_f32_i64
// FUSED-NOT:   = revseq.reverse
// FUSED-LABEL: func.func @abs_seq3_b0s2_f32_i16
// FUSED-NOT:   = revseq.reverse
// FUSED-LABEL: func.func @seq_of_abs_b0s1_f32_i8
// FUSED-NOT:   = revseq.reverse
// FUSED-LABEL: func.func @abs_sub_a1_f32_i32
// FUSED-NOT:   = revseq.reverse
// FUSED-LABEL: func.func @abs_sub3_a2_f64_i8
// FUSED-NOT:   = revseq.reverse
// FUSED-LABEL: func.func @abs_rev_a1_f32
// FUSED-NOT:   = revseq.reverse
// FUSED-LABEL: func.func @abs_seq_b1s0_f32_i64
// FUSED-NOT:   = revseq.reverse
// FUSED-LABEL: func.func @abs_sub_a0_f32_i32
// FUSED-NOT:   = revseq.reverse
func.func @abs_seq_b0s1_f32_i64(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %1 = math.absf %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @abs_seq3_b0s2_f32_i16(%x: tensor<?x?x?xf32>, %l: tensor<?xi16>) -> tensor<?x?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 2 : tensor<?x?x?xf32>, tensor<?xi16>
  %1 = math.absf %0 : tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}

func.func @seq_of_abs_b0s1_f32_i8(%x: tensor<?x?xf32>, %l: tensor<?xi8>) -> tensor<?x?xf32> {
  %0 = math.absf %x : tensor<?x?xf32>
  %1 = revseq.reverse_sequence %0, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi8>
  return %1 : tensor<?x?xf32>
}

func.func @abs_sub_a1_f32_i32(%x: tensor<?x?xf32>, %l: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf32>, tensor<?x?xi32>
  %1 = math.absf %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @abs_sub3_a2_f64_i8(%x: tensor<?x?x?xf64>, %l: tensor<?x?x?xi8>) -> tensor<?x?x?xf64> {
  %0 = revseq.reverse_subsequences %x, %l axis = 2 : tensor<?x?x?xf64>, tensor<?x?x?xi8>
  %1 = math.absf %0 : tensor<?x?x?xf64>
  return %1 : tensor<?x?x?xf64>
}

func.func @abs_rev_a1_f32(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  %1 = math.absf %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @abs_seq_b1s0_f32_i64(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi64>
  %1 = math.absf %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @abs_sub_a0_f32_i32(%x: tensor<?x?xf32>, %l: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_subsequences %x, %l axis = 0 : tensor<?x?xf32>, tensor<?x?xi32>
  %1 = math.absf %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
