// The destination-passing ABI (out-params=true, docs/AOT.md): each result
// is a trailing argument the caller allocates. Inputs/out-params-main.c
// puts every output buffer right before a PROT_NONE page, at an address
// that is not vector-aligned, and right after one, and compares the
// results with a C reference: the kernels write exactly their output, and
// the non-temporal variant peels each row to aligned addresses of the
// caller's buffer.

// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true out-params=true" -o %t.llvm.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.llvm.mlir -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: llc -O3 -mcpu=native -filetype=obj -relocation-model=pic %t.ll -o %t.o
// RUN: %cc %S/Inputs/out-params-main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s
//
// RUN: revseq-opt %s --revseq-cpu-pipeline="emit-c-interface=true out-params=true nontemporal-bytes=1" | mlir-translate --mlir-to-llvmir -o %t.nt.ll
// RUN: FileCheck %s --check-prefix=NT < %t.nt.ll
// RUN: llc -O3 -mcpu=native -filetype=obj -relocation-model=pic %t.nt.ll -o %t.nt.o
// RUN: %cc %S/Inputs/out-params-main.c %t.nt.o -o %t.nt.exe
// RUN: %t.nt.exe | FileCheck %s

// Arguments first, then the out-param; nothing is allocated.
// IR-DAG: define void @_mlir_ciface_reverse_rows(ptr %{{.*}}, ptr %{{.*}})
// IR-DAG: define void @_mlir_ciface_reverse_columns(ptr %{{.*}}, ptr %{{.*}})
// IR-DAG: define void @_mlir_ciface_onnx_sequence(ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}})
// IR-NOT: @malloc
// NT: store <{{[0-9]+}} x float> {{.*}}, align {{[0-9]+}}, !nontemporal
// NT: fence seq_cst

func.func @reverse_rows(%x: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}

func.func @reverse_columns(%x: tensor<33x77xi16>) -> tensor<33x77xi16> {
  %0 = revseq.reverse %x axes = [1] : tensor<33x77xi16>
  return %0 : tensor<33x77xi16>
}

// ONNX [T, B, C] = [20, 3, 37], lengths per batch.
func.func @onnx_sequence(%x: tensor<20x3x37xf32>, %l: tensor<3xi64>) -> tensor<20x3x37xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<20x3x37xf32>, tensor<3xi64>
  return %0 : tensor<20x3x37xf32>
}

// CHECK: reverse_rows end-guard ok
// CHECK: reverse_rows start-guard ok
// CHECK: reverse_columns end-guard ok
// CHECK: reverse_columns start-guard ok
// CHECK: onnx_sequence end-guard ok
// CHECK: onnx_sequence start-guard ok
// CHECK: out-params: 0 failures
