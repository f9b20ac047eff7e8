// Result buffers the machine cannot hold. With runtime-checks, the
// allocation stops the program with a message naming the bytes and the op
// whose result the buffer holds (revseq-check-allocations), also where the
// byte count overflows int64; without, malloc's NULL is written through
// (here a segfault: the kernels write the first row at address 0).
//
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true" > %t.checked
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true vectorize=false" > %t.scalar
// RUN: revseq-opt %s --revseq-cpu-pipeline="runtime-checks=true num-threads=2" > %t.threads
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="runtime-checks=true" > %t.emulated
// RUN: revseq-opt %s --revseq-cpu-pipeline > %t.plain
// DEFINE: %{run} = mlir-runner -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp
//
// 2^40 f32 elements (4 TiB, a static shape); only where malloc refuses more
// than the machine's memory (lit.cfg.py).
// RUN: %if malloc-fails-beyond-memory %{ not --crash %{run} -e static_result %t.checked 2>&1 | FileCheck %s --check-prefix=STATIC %}
// RUN: %if malloc-fails-beyond-memory %{ not --crash %{run} -e static_result %t.scalar 2>&1 | FileCheck %s --check-prefix=STATIC %}
// RUN: %if malloc-fails-beyond-memory %{ not --crash %{run} -e static_result %t.plain 2>&1 | FileCheck %s --check-prefix=UNCHECKED %}
//
// 2^59 x 2 f32 elements (2^62 bytes, more than any address space), the size
// read from the argument.
// RUN: not --crash %{run} -e dynamic_result %t.checked 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not --crash %{run} -e dynamic_result %t.scalar 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not --crash %{run} -e dynamic_result %t.threads 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not --crash %{run} -e dynamic_result %t.emulated 2>&1 | FileCheck %s --check-prefix=EMULATED
// RUN: not --crash %{run} -e dynamic_result %t.plain 2>&1 | FileCheck %s --check-prefix=UNCHECKED
//
// 2^61 x 2 f32 elements: 2^64 bytes, which wrap to 0 in the lowering's
// multiplication.
// RUN: not --crash %{run} -e overflow %t.checked 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not --crash %{run} -e overflow %t.scalar 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not --crash %{run} -e overflow %t.emulated 2>&1 | FileCheck %s --check-prefix=OVERFLOW-EMULATED
//
// A buffer that fits passes the checks.
// RUN: %{run} -e fits %t.checked | FileCheck %s --check-prefix=FITS
// RUN: %{run} -e fits %t.threads | FileCheck %s --check-prefix=FITS
// RUN: %{run} -e fits %t.emulated | FileCheck %s --check-prefix=FITS

// STATIC: revseq: cannot allocate 4398046511104 bytes for the result of revseq.reverse_sequence
// STATIC-NOT: revseq
// DYNAMIC: revseq: cannot allocate 4611686018427387904 bytes for the result of revseq.reverse_sequence
// DYNAMIC-NOT: revseq
// OVERFLOW: revseq: cannot allocate 2305843009213693952 x 2 elements of 4 bytes for the result of revseq.reverse_sequence: the byte count overflows
// OVERFLOW-NOT: revseq
// The emulated device buffers fail first: the copy of the argument.
// EMULATED: revseq: cannot allocate 4611686018427387904 bytes for the result of memref.copy
// OVERFLOW-EMULATED: revseq: cannot allocate 2305843009213693952 x 2 elements of 4 bytes for the result of memref.copy: the byte count overflows
// UNCHECKED-NOT: revseq: cannot allocate
// FITS:      [2,   3],
// FITS-NEXT: [0,   1]

func.func @reverse_rows(%x: tensor<?x2xf32>, %l: tensor<2xi64>) -> tensor<?x2xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0
      : tensor<?x2xf32>, tensor<2xi64>
  return %0 : tensor<?x2xf32>
}

func.func @reverse_static_rows(%x: tensor<549755813888x2xf32>, %l: tensor<2xi64>)
    -> tensor<549755813888x2xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0
      : tensor<549755813888x2xf32>, tensor<2xi64>
  return %0 : tensor<549755813888x2xf32>
}

// Two floats seen as `rows` rows of two: the kernel's result buffer fails
// before anything reads past them.
func.func @rows_of(%rows: index) -> tensor<?x2xf32> {
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  memref.store %f0, %m[%c0] : memref<4xf32>
  memref.store %f1, %m[%c1] : memref<4xf32>
  memref.store %f2, %m[%c2] : memref<4xf32>
  memref.store %f3, %m[%c3] : memref<4xf32>
  %view = memref.reinterpret_cast %m to offset: [0], sizes: [%rows, 2], strides: [2, 1]
      : memref<4xf32> to memref<?x2xf32>
  %x = bufferization.to_tensor %view restrict : memref<?x2xf32> to tensor<?x2xf32>
  return %x : tensor<?x2xf32>
}

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func @print(%r: tensor<?x2xf32>) {
  %u = tensor.cast %r : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @run_rows(%rows: index) {
  %x = call @rows_of(%rows) : (index) -> tensor<?x2xf32>
  %l = arith.constant dense<[2, 2]> : tensor<2xi64>
  %r = call @reverse_rows(%x, %l) : (tensor<?x2xf32>, tensor<2xi64>) -> tensor<?x2xf32>
  call @print(%r) : (tensor<?x2xf32>) -> ()
  return
}

func.func @static_result() {
  %rows = arith.constant 549755813888 : index
  %x = call @rows_of(%rows) : (index) -> tensor<?x2xf32>
  %s = tensor.cast %x : tensor<?x2xf32> to tensor<549755813888x2xf32>
  %l = arith.constant dense<[2, 2]> : tensor<2xi64>
  %r = call @reverse_static_rows(%s, %l)
      : (tensor<549755813888x2xf32>, tensor<2xi64>) -> tensor<549755813888x2xf32>
  %d = tensor.cast %r : tensor<549755813888x2xf32> to tensor<?x2xf32>
  call @print(%d) : (tensor<?x2xf32>) -> ()
  return
}

func.func @dynamic_result() {
  %rows = arith.constant 576460752303423488 : index
  call @run_rows(%rows) : (index) -> ()
  return
}

func.func @overflow() {
  %rows = arith.constant 2305843009213693952 : index
  call @run_rows(%rows) : (index) -> ()
  return
}

func.func @fits() {
  %rows = arith.constant 2 : index
  call @run_rows(%rows) : (index) -> ()
  return
}
