// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0 narrow-index=false gather-tile-bytes=0" --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0" --split-input-file | FileCheck %s --check-prefix=NARROW

// convert-revseq-to-gpu with narrow-index (the default): i32 kernels when
// the tensor is small enough.
// The launch shape and grid-stride loop common to every op, and the
// forms the patterns take, are checked in whole-axes.mlir.

// narrow-index (the default): the host launches the kernel with i32 index
// math when count + grid stride <= 2^31 - 1, the index one otherwise. In
// the i32 kernel sizes and strides are cast on the host, the grid-stride
// loop is over i32, and the load and store indices are zero-extended.
// CHECK-LABEL: func.func @reverse_sequence_narrow(
// NARROW-LABEL: func.func @reverse_sequence_narrow(
// NARROW: %[[C256:.*]] = arith.constant 256 : index
// NARROW: %[[STEP:.*]] = arith.muli %{{.*}}, %[[C256]] : index
// NARROW: %[[MAX32:.*]] = arith.constant 2147483647 : index
// NARROW: %[[END:.*]] = arith.addi %[[N:.*]], %[[STEP]] : index
// NARROW: %[[FITS:.*]] = arith.cmpi ule, %[[END]], %[[MAX32]] : index
// NARROW: scf.if %[[FITS]] {
// NARROW: arith.index_castui %{{.*}} : index to i32
// NARROW: %[[T32:.*]] = arith.index_castui %{{.*}} : index to i32
// NARROW: %[[N32:.*]] = arith.index_castui %[[N]] : index to i32
// NARROW: %[[STEP32:.*]] = arith.index_castui %[[STEP]] : index to i32
// NARROW: gpu.launch
// NARROW: %[[FIRST:.*]] = arith.index_castui %{{.*}} : index to i32
// NARROW: scf.for %[[I:.*]] = %[[FIRST]] to %[[N32]] step %[[STEP32]] : i32 {
// NARROW: %[[B:.*]] = arith.divui %[[I]], %{{.*}} : i32
// NARROW: %[[BI:.*]] = arith.index_castui %[[B]] : i32 to index
// NARROW: memref.load %{{.*}}[%[[BI]]] {alignment = 4 : i64} : memref<?xi32>
// NARROW: %[[T:.*]] = arith.remui %[[I]], %[[T32]] : i32
// NARROW: %[[SRC:.*]] = arith.addi %[[I]], %{{.*}} : i32
// NARROW: %[[SRCI:.*]] = arith.index_castui %[[SRC]] : i32 to index
// NARROW: %[[V:.*]] = memref.load %{{.*}}[%[[SRCI]]] {alignment = 8 : i64} : memref<?xi64>
// NARROW: %[[II:.*]] = arith.index_castui %[[I]] : i32 to index
// NARROW: memref.store %[[V]], %{{.*}}[%[[II]]] {alignment = 8 : i64} : memref<?xi64>
// NARROW: } else {
// NARROW: gpu.launch
// NARROW: scf.for %{{.*}} = %{{.*}} to %[[N]] step %[[STEP]] {
// NARROW: arith.remui %{{.*}}, %{{.*}} : index
// NARROW: memref.load %{{.*}} {alignment = 8 : i64} : memref<?xi64>
func.func @reverse_sequence_narrow(%x: memref<?x?xi64>, %l: memref<?xi32>, %dst: memref<?x?xi64>) {
  revseq.reverse_sequence_into %x, %l into %dst batch_axis = 0, seq_axis = 1 : memref<?x?xi64>, memref<?xi32> into memref<?x?xi64>
  return
}
