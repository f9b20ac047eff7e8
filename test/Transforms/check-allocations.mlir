// RUN: revseq-opt %s --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(revseq-check-allocations))" \
// RUN: | FileCheck %s
//
// A second run checks nothing twice.
// RUN: revseq-opt %s --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(revseq-check-allocations,revseq-check-allocations))" \
// RUN: | FileCheck %s

// A static size: the byte count is a constant, the aligned pointer must not
// be 0 after the allocation. The message names the op that writes the
// buffer, a destination-passing revseq op by its value form.
// CHECK-LABEL: func.func @static_result
// CHECK-SAME:    (%[[X:.*]]: memref<8x4xf32>)
// CHECK-NEXT:    %[[BYTES:.*]] = arith.constant 128 : index
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() {alignment = 64 : i64, revseq.allocation_checked} : memref<8x4xf32>
// CHECK-NEXT:    %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[A]] : memref<8x4xf32> -> index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[OK:.*]] = arith.cmpi ne, %[[P]], %[[C0]] : index
// CHECK-NEXT:    revseq.check %[[OK]], "revseq: cannot allocate {} bytes for the result of revseq.reverse"(%[[BYTES]]) : index
// CHECK-NEXT:    revseq.reverse_into %[[X]] into %[[A]]
// CHECK-NOT:     revseq.check
func.func @static_result(%x: memref<8x4xf32>) -> memref<8x4xf32> {
  %a = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
  revseq.reverse_into %x into %a axes = [0] : memref<8x4xf32> into memref<8x4xf32>
  return %a : memref<8x4xf32>
}

// -----

// A dynamic size: before the allocation, the product 16 * n (read as
// unsigned) must neither carry nor be negative; after it, the pointer must
// not be 0 unless the buffer has no bytes.
// CHECK-LABEL: func.func @one_dynamic_size
// CHECK-SAME:    (%[[X:.*]]: memref<?x4xf32>, %[[N:.*]]: index)
// CHECK-NEXT:    %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[LOW:.*]], %[[HIGH:.*]] = arith.mului_extended %[[C16]], %[[N]] : index
// CHECK-NEXT:    %[[NOCARRY:.*]] = arith.cmpi eq, %[[HIGH]], %[[C0]] : index
// CHECK-NEXT:    %[[POSITIVE:.*]] = arith.cmpi sge, %[[LOW]], %[[C0]] : index
// CHECK-NEXT:    %[[FITS:.*]] = arith.andi %[[NOCARRY]], %[[POSITIVE]] : i1
// CHECK-NEXT:    revseq.check %[[FITS]], "revseq: cannot allocate {} x 4 elements of 4 bytes for the result of revseq.reverse: the byte count overflows"(%[[N]]) : index
// CHECK-NEXT:    %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64, revseq.allocation_checked} : memref<?x4xf32>
// CHECK-NEXT:    %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-NEXT:    %[[C0B:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[NONNULL:.*]] = arith.cmpi ne, %[[P]], %[[C0B]] : index
// CHECK-NEXT:    %[[EMPTY:.*]] = arith.cmpi eq, %[[LOW]], %[[C0B]] : index
// CHECK-NEXT:    %[[OK:.*]] = arith.ori %[[NONNULL]], %[[EMPTY]] : i1
// CHECK-NEXT:    revseq.check %[[OK]], "revseq: cannot allocate {} bytes for the result of revseq.reverse"(%[[LOW]]) : index
// CHECK-NEXT:    revseq.reverse_into %[[X]] into %[[A]]
func.func @one_dynamic_size(%x: memref<?x4xf32>, %n: index) -> memref<?x4xf32> {
  %a = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4xf32>
  revseq.reverse_into %x into %a axes = [0] : memref<?x4xf32> into memref<?x4xf32>
  return %a : memref<?x4xf32>
}

// -----

// Two dynamic sizes: a carry of the first product does not count when the
// second size is 0 (the buffer then has no bytes).
// CHECK-LABEL: func.func @two_dynamic_sizes
// CHECK-SAME:    (%[[N:.*]]: index, %[[M:.*]]: index, %{{.*}}: i8)
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[LOW1:.*]], %[[HIGH1:.*]] = arith.mului_extended %[[C1]], %[[N]] : index
// CHECK-NEXT:    %[[NOCARRY1:.*]] = arith.cmpi eq, %[[HIGH1]], %[[C0]] : index
// CHECK-NEXT:    %[[NZERO:.*]] = arith.cmpi eq, %[[N]], %[[C0]] : index
// CHECK-NEXT:    %[[LOW2:.*]], %[[HIGH2:.*]] = arith.mului_extended %[[LOW1]], %[[M]] : index
// CHECK-NEXT:    %[[NOCARRY2:.*]] = arith.cmpi eq, %[[HIGH2]], %[[C0]] : index
// CHECK-NEXT:    %[[NOCARRY:.*]] = arith.andi %[[NOCARRY1]], %[[NOCARRY2]] : i1
// CHECK-NEXT:    %[[MZERO:.*]] = arith.cmpi eq, %[[M]], %[[C0]] : index
// CHECK-NEXT:    %[[ANYZERO:.*]] = arith.ori %[[NZERO]], %[[MZERO]] : i1
// CHECK-NEXT:    %[[POSITIVE:.*]] = arith.cmpi sge, %[[LOW2]], %[[C0]] : index
// CHECK-NEXT:    %[[PRODUCT:.*]] = arith.andi %[[NOCARRY]], %[[POSITIVE]] : i1
// CHECK-NEXT:    %[[FITS:.*]] = arith.ori %[[ANYZERO]], %[[PRODUCT]] : i1
// CHECK-NEXT:    revseq.check %[[FITS]], "revseq: cannot allocate {} x {} elements of 1 byte for the result of linalg.fill: the byte count overflows"(%[[N]], %[[M]]) : index, index
// CHECK-NEXT:    memref.alloc(%[[N]], %[[M]]) {revseq.allocation_checked} : memref<?x?xi8>
// CHECK:         revseq.check %{{.*}}, "revseq: cannot allocate {} bytes for the result of linalg.fill"(%[[LOW2]]) : index
// CHECK-NEXT:    linalg.fill
func.func @two_dynamic_sizes(%n: index, %m: index, %v: i8) -> memref<?x?xi8> {
  %a = memref.alloc(%n, %m) : memref<?x?xi8>
  linalg.fill ins(%v : i8) outs(%a : memref<?x?xi8>)
  return %a : memref<?x?xi8>
}

// -----

// Static sizes whose bytes overflow: a check that always fails, before the
// allocation; no check after it.
// CHECK-LABEL: func.func @static_overflow
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    revseq.check %[[FALSE]], "revseq: cannot allocate {} x 4611686018427387904 x 2 elements of 4 bytes for a buffer: the byte count overflows"(%{{.*}}) : index
// CHECK-NEXT:    memref.alloc(%{{.*}}) {revseq.allocation_checked}
// CHECK-NEXT:    return
func.func @static_overflow(%n: index) -> memref<?x4611686018427387904x2xf32> {
  %a = memref.alloc(%n) : memref<?x4611686018427387904x2xf32>
  return %a : memref<?x4611686018427387904x2xf32>
}

// -----

// Element sizes as the LLVM lowering counts them: i24 takes 4 bytes,
// complex<f64> 16, vector<3xf32> 16, index 8.
// CHECK-LABEL: func.func @element_bytes
// CHECK:         "revseq: cannot allocate {} elements of 4 bytes for a buffer: the byte count overflows"
// CHECK:         "revseq: cannot allocate {} elements of 16 bytes for a buffer: the byte count overflows"
// CHECK:         "revseq: cannot allocate {} elements of 16 bytes for a buffer: the byte count overflows"
// CHECK:         "revseq: cannot allocate {} elements of 8 bytes for a buffer: the byte count overflows"
func.func @element_bytes(%n: index) {
  %a = memref.alloc(%n) : memref<?xi24>
  %b = memref.alloc(%n) : memref<?xcomplex<f64>>
  %c = memref.alloc(%n) : memref<?xvector<3xf32>>
  %d = memref.alloc(%n) : memref<?xindex>
  return
}

// -----

// Left alone: no bytes, an already checked allocation, another memory
// space, an element type the data layout does not know, the stack, an
// allocation inside a kernel.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT:     revseq.check
// CHECK-NOT:     extract_aligned_pointer
// CHECK:         return
func.func @left_alone(%n: index) {
  %a = memref.alloc(%n) : memref<?x0xf32>
  %b = memref.alloc() {revseq.allocation_checked} : memref<4xf32>
  %c = memref.alloc() : memref<4xf32, 3>
  %d = memref.alloc() : memref<4xmemref<4xf32>>
  %e = memref.alloca() : memref<4xf32>
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %f = memref.alloc() : memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

// What the buffer holds: the last op of the allocation's block that writes
// it or a view of it. In-place, the copy comes first and the reverse last.
// CHECK-LABEL: func.func @last_writer
// CHECK:         "revseq: cannot allocate {} bytes for the result of revseq.reverse_sequence"
func.func @last_writer(%x: memref<4x2xf32>, %l: memref<2xi64>) -> memref<4x2xf32> {
  %a = memref.alloc() : memref<4x2xf32>
  memref.copy %x, %a : memref<4x2xf32> to memref<4x2xf32>
  revseq.reverse_sequence_into %a, %l into %a batch_axis = 1, seq_axis = 0
      : memref<4x2xf32>, memref<2xi64> into memref<4x2xf32>
  return %a : memref<4x2xf32>
}

// -----

// Writes through views, a copy, a call (the caller's buffer under
// out-params; a callee whose name holds the placeholder `{}` is left out),
// ops nested in a loop, nothing.
// CHECK-LABEL: func.func @writers
// CHECK:         "revseq: cannot allocate {} bytes for the result of linalg.fill"
// CHECK:         "revseq: cannot allocate {} bytes for the result of memref.copy"
// CHECK:         "revseq: cannot allocate {} bytes for the result of func.call @kernel"
// CHECK:         "revseq: cannot allocate {} bytes for the result of func.call"(
// CHECK:         "revseq: cannot allocate {} bytes for a buffer written by memref.store"
// CHECK:         "revseq: cannot allocate {} bytes for a buffer"(
func.func private @kernel(memref<4xf32>)
func.func private @"braces{}"(memref<4xf32>)
func.func @writers(%x: memref<4xf32>, %v: f32) {
  %a = memref.alloc() : memref<8xf32>
  %view = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %cast = memref.cast %view : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
  linalg.fill ins(%v : f32) outs(%cast : memref<4xf32, strided<[1], offset: ?>>)
  %b = memref.alloc() : memref<4xf32>
  memref.copy %x, %b : memref<4xf32> to memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  func.call @kernel(%c) : (memref<4xf32>) -> ()
  %c2 = memref.alloc() : memref<4xf32>
  func.call @"braces{}"(%c2) : (memref<4xf32>) -> ()
  %d = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %d[%i] : memref<4xf32>
  }
  %e = memref.alloc() : memref<4xf32>
  memref.dealloc %e : memref<4xf32>
  return
}

// -----

// Device memory: gpu.alloc, synchronous or not, gets the same checks; its
// messages say so.
// CHECK-LABEL: func.func @device
// CHECK:         revseq.check %{{.*}}, "revseq: cannot allocate {} elements of 4 bytes on the device for the result of gpu.memcpy: the byte count overflows"
// CHECK-NEXT:    %[[D:.*]], %{{.*}} = gpu.alloc async [%{{.*}}] (%{{.*}}) {revseq.allocation_checked} : memref<?xf32>
// CHECK-NEXT:    memref.extract_aligned_pointer_as_index %[[D]]
// CHECK:         revseq.check %{{.*}}, "revseq: cannot allocate {} bytes on the device for the result of gpu.memcpy"
// CHECK:         gpu.alloc  () {revseq.allocation_checked} : memref<16xf32>
// CHECK:         revseq.check %{{.*}}, "revseq: cannot allocate {} bytes on the device for a buffer"
func.func @device(%x: memref<?xf32>, %n: index, %t: !gpu.async.token) {
  %d, %t1 = gpu.alloc async [%t] (%n) : memref<?xf32>
  %t2 = gpu.memcpy async [%t1] %d, %x : memref<?xf32>, memref<?xf32>
  gpu.wait [%t2]
  %e = gpu.alloc () : memref<16xf32>
  return
}
