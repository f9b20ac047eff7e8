// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0 narrow-index=false gather-tile-bytes=0" --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-gpu="block-size=128 max-blocks=7 vector-bytes=0 narrow-index=false" --split-input-file | FileCheck %s --check-prefix=SIZES
// RUN: revseq-opt %s --convert-revseq-to-gpu="narrow-index=false" --split-input-file | FileCheck %s --check-prefix=VEC
// RUN: not revseq-opt %s --convert-revseq-to-gpu="gather-tile-bytes=49153" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not revseq-opt %s --convert-revseq-to-gpu="gather-tile-bytes=-1" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: convert-revseq-to-gpu: block-size must be in [1, 1024], max-blocks in [1, 2^31 - 1], vector-bytes one of 0, 2, 4, 8, 16, 32 and gather-tile-bytes in [0, 49152]

// convert-revseq-to-gpu on reverse (whole axes): the scalar kernel, the
// 16-byte kernels, i1 buffers, the launch options and invalid options.

// The patterns take the memref destination-passing forms (after
// bufferization) whose operands all have identity layouts. Common to every
// op: a 1-D launch of min(max(ceil(n / 256), 1), 65535) blocks of 256
// threads on the flattened input and destination themselves, a grid-stride
// loop over the linear output index whose stride is computed on the host.
// The patterns allocate and copy nothing (revseq-gpu-device-buffers places
// the buffers afterwards).

// CHECK-LABEL: func.func @reverse(
// CHECK-SAME: %[[X:.*]]: memref<?x?xf32>, %[[DST:.*]]: memref<?x?xf32>)
// CHECK-NOT: memref.alloc
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D0:.*]] = memref.dim %[[DST]], %{{.*}}
// CHECK-DAG: %[[D1:.*]] = memref.dim %[[DST]], %{{.*}}
// CHECK: %[[IN:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK: %[[OUT:.*]] = memref.collapse_shape %[[DST]] {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK-NOT: gpu.alloc
// CHECK: %[[C256:.*]] = arith.constant 256 : index
// CHECK: %[[CEIL:.*]] = arith.ceildivui %[[N:.*]], %[[C256]]
// CHECK: %[[MAX:.*]] = arith.maxui %[[CEIL]], %{{.*}}
// CHECK: %[[C65535:.*]] = arith.constant 65535 : index
// CHECK: %[[BLOCKS:.*]] = arith.minui %[[MAX]], %[[C65535]]
// CHECK: %[[STEP:.*]] = arith.muli %[[BLOCKS]], %[[C256]]
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCKS]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C256]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}})
// CHECK: %[[B:.*]] = arith.muli %[[BX]], %[[C256]]
// CHECK: %[[FIRST:.*]] = arith.addi %[[B]], %[[TX]]
// CHECK: scf.for %[[I:.*]] = %[[FIRST]] to %[[N]] step %[[STEP]] {
// Axis 1 is innermost: its coordinate is i mod n1; the source moves by
// (n1 - 1 - c) - c elements.
// CHECK: %[[C:.*]] = arith.remui %[[I]], %[[D1]]
// CHECK: %[[LAST:.*]] = arith.subi %[[D1]], %{{.*}}
// CHECK: %[[M:.*]] = arith.subi %[[LAST]], %[[C]]
// CHECK: %[[DELTA:.*]] = arith.subi %[[M]], %[[C]]
// CHECK: %[[MOVE:.*]] = arith.muli %[[DELTA]], %{{.*}}
// CHECK: %[[SRC:.*]] = arith.addi %[[I]], %[[MOVE]]
// Scalar accesses carry the element's alignment.
// CHECK: %[[V:.*]] = memref.load %[[IN]][%[[SRC]]] {alignment = 4 : i64} : memref<?xf32>
// CHECK: memref.store %[[V]], %[[OUT]][%[[I]]] {alignment = 4 : i64} : memref<?xf32>
// CHECK: gpu.terminator
// CHECK-NOT: memref.alloc
// CHECK-NOT: gpu.
// CHECK: return{{$}}

// By default, when the innermost size is a multiple of 4 (16 bytes of f32)
// a second kernel moves 4 elements per access: the source of the group's
// first element is that of the group's last input element, so the group
// loads from 3 before it and reverses its lanes.
// VEC-LABEL: func.func @reverse(
// VEC: %[[IN:.*]] = memref.collapse_shape
// VEC: %[[OUT:.*]] = memref.collapse_shape
// VEC: %[[C4:.*]] = arith.constant 4 : index
// VEC: %[[REM:.*]] = arith.remui %[[D1:.*]], %[[C4]]
// VEC: %[[DIV:.*]] = arith.cmpi eq, %[[REM]], %{{.*}}
// VEC: scf.if %[[DIV]] {
// VEC:   %[[GROUPS:.*]] = arith.divui %[[N:.*]], %{{.*}}
// VEC:   gpu.launch
// VEC:   scf.for %[[G:.*]] = %{{.*}} to %[[GROUPS]] step
// VEC:     %[[I:.*]] = arith.muli %[[G]], %{{.*}}
// VEC:     %[[SRC:.*]] = arith.addi %[[I]],
// VEC:     %[[FIRST:.*]] = arith.subi %[[SRC]], %{{.*}}
// VEC:     %[[V:.*]] = vector.load %[[IN]][%[[FIRST]]] {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// VEC:     %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [3, 2, 1, 0]
// VEC:     vector.store %[[R]], %[[OUT]][%[[I]]] {alignment = 16 : i64}
// Otherwise ceil(n / 4) groups: a group inside a row (its column plus 4
// at most the row's size) whose window's second aligned group is below n
// loads the window with two aligned loads, shifted by start mod 4 (one
// shuffle of the pair per shift, picked by selects); any other group copies
// its elements below n one by one.
// VEC: } else {
// VEC:   %[[TGROUPS:.*]] = arith.ceildivui %[[N]], %{{.*}}
// VEC:   gpu.launch
// VEC:   scf.for %[[TG:.*]] = %{{.*}} to %[[TGROUPS]] step
// VEC:     %[[TI:.*]] = arith.muli %[[TG]], %{{.*}}
// VEC:     %[[TSRC:.*]] = arith.addi %[[TI]],
// VEC:     %[[START:.*]] = arith.subi %[[TSRC]], %{{.*}}
// VEC:     %[[SHIFT:.*]] = arith.andi %[[START]], %{{.*}}
// VEC:     %[[BASE:.*]] = arith.subi %[[START]], %[[SHIFT]]
// VEC:     %[[NEXT:.*]] = arith.addi %[[BASE]],
// VEC:     %[[COL:.*]] = arith.remui %[[TI]], %[[D1]]
// VEC:     %[[COLEND:.*]] = arith.addi %[[COL]],
// VEC:     %[[INROW:.*]] = arith.cmpi ule, %[[COLEND]], %[[D1]]
// VEC:     %[[WEND:.*]] = arith.addi %[[NEXT]],
// VEC:     %[[INB:.*]] = arith.cmpi ule, %[[WEND]],
// VEC:     %[[BOTH:.*]] = arith.andi %[[INROW]], %[[INB]]
// VEC:     scf.if %[[BOTH]] {
// VEC:       %[[LOW:.*]] = vector.load %[[IN]][%[[BASE]]] {alignment = 16 : i64}
// VEC:       %[[HIGH:.*]] = vector.load %[[IN]][%[[NEXT]]] {alignment = 16 : i64}
// VEC:       vector.shuffle %[[LOW]], %[[HIGH]] [1, 2, 3, 4]
// VEC:       vector.shuffle %[[LOW]], %[[HIGH]] [2, 3, 4, 5]
// VEC:       %[[S3:.*]] = vector.shuffle %[[LOW]], %[[HIGH]] [3, 4, 5, 6]
// VEC:       %[[IS3:.*]] = arith.cmpi eq, %[[SHIFT]]
// VEC:       %[[W:.*]] = arith.select %[[IS3]], %[[S3]]
// VEC:       %[[TR:.*]] = vector.shuffle %[[W]], %[[W]] [3, 2, 1, 0]
// VEC:       vector.store %[[TR]], %[[OUT]][%[[TI]]] {alignment = 16 : i64}
// VEC:     } else {
// VEC:       %[[TEND:.*]] = arith.minui
// VEC:       scf.for %[[E:.*]] = %[[TI]] to %[[TEND]]
// VEC:         memref.load %[[IN]]
// VEC:         memref.store %{{.*}}, %[[OUT]][%[[E]]]
// VEC: }

// SIZES-LABEL: func.func @reverse(
// SIZES: %[[C128:.*]] = arith.constant 128 : index
// SIZES: arith.ceildivui %{{.*}}, %[[C128]]
// SIZES: %[[C7:.*]] = arith.constant 7 : index
// SIZES: %[[BLOCKS:.*]] = arith.minui %{{.*}}, %[[C7]]
// SIZES: gpu.launch blocks({{.*}}) in ({{.*}} = %[[BLOCKS]], {{.*}}) threads({{.*}}) in ({{.*}} = %[[C128]],
func.func @reverse(%x: memref<?x?xf32>, %dst: memref<?x?xf32>) {
  revseq.reverse_into %x into %dst axes = [1] : memref<?x?xf32> into memref<?x?xf32>
  return
}

// -----

// Static shapes: the same code with constant sizes; axis 0 of 4x6 has
// stride 6, its coordinate is (i / 6) mod 4.
// CHECK-LABEL: func.func @reverse_static_outer(
// CHECK-SAME: %[[X:.*]]: memref<4x6xi8>, %[[DST:.*]]: memref<4x6xi8>)
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[IN:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<4x6xi8> into memref<24xi8>
// CHECK: %[[OUT:.*]] = memref.collapse_shape %[[DST]] {{\[\[}}0, 1]] : memref<4x6xi8> into memref<24xi8>
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// Axis 0 is outermost: its coordinate i / 6 is below 4 already (no remui).
// CHECK: %[[C:.*]] = arith.divui %[[I]], %[[STRIDE:.*]] : index
// The last coordinate, 4 - 1, is folded.
// CHECK-NOT: arith.remui
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NOT: arith.remui
// CHECK: arith.subi %[[C3]], %[[C]]
// CHECK-NOT: arith.remui
// CHECK: memref.load %[[IN]]
// CHECK: memref.store %{{.*}}, %[[OUT]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: gpu.memcpy
// CHECK: return
func.func @reverse_static_outer(%x: memref<4x6xi8>, %dst: memref<4x6xi8>) {
  revseq.reverse_into %x into %dst axes = [0] : memref<4x6xi8> into memref<4x6xi8>
  return
}

// -----

// i1 buffers are one byte per element in memory (as LLVM stores an i1):
// the 16-byte kernels view them as i8 buffers inside the kernel (an
// unrealized_conversion_cast that the conversion to LLVM resolves) and move
// 16 lanes; with vector-bytes=0 (SPIR-V) the kernels keep i1.
// VEC-LABEL: func.func @reverse_i1(
// VEC: scf.if
// VEC: gpu.launch
// VEC: %[[BYTES:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?xi1> to memref<?xi8>
// VEC: vector.load %[[BYTES]][%{{.*}}] {alignment = 16 : i64} : memref<?xi8>, vector<16xi8>
// VEC: } else {
// VEC: gpu.launch
// VEC: builtin.unrealized_conversion_cast %{{.*}} : memref<?xi1> to memref<?xi8>
// VEC: vector.load %{{.*}} : memref<?xi8>, vector<16xi8>
// VEC: memref.load %{{.*}} : memref<?xi8>
// CHECK-LABEL: func.func @reverse_i1(
// CHECK-NOT: unrealized_conversion_cast
// CHECK: memref.load %{{.*}} : memref<?xi1>
func.func @reverse_i1(%x: memref<?x?xi1>, %dst: memref<?x?xi1>) {
  revseq.reverse_into %x into %dst axes = [1] : memref<?x?xi1> into memref<?x?xi1>
  return
}
