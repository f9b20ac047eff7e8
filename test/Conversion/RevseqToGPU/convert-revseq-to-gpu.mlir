// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0 narrow-index=false gather-tile-bytes=0" --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-revseq-to-gpu="block-size=128 max-blocks=7 vector-bytes=0 narrow-index=false" --split-input-file | FileCheck %s --check-prefix=SIZES
// RUN: revseq-opt %s --convert-revseq-to-gpu="narrow-index=false" --split-input-file | FileCheck %s --check-prefix=VEC
// RUN: revseq-opt %s --convert-revseq-to-gpu="runtime-checks=true narrow-index=false" --split-input-file | FileCheck %s --check-prefix=CHECKS
// RUN: revseq-opt %s --convert-revseq-to-gpu="vector-bytes=0" --split-input-file | FileCheck %s --check-prefix=NARROW
// RUN: not revseq-opt %s --convert-revseq-to-gpu="gather-tile-bytes=49153" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not revseq-opt %s --convert-revseq-to-gpu="gather-tile-bytes=-1" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: convert-revseq-to-gpu: block-size must be in [1, 1024], max-blocks in [1, 2^31 - 1], vector-bytes one of 0, 2, 4, 8, 16, 32 and gather-tile-bytes in [0, 49152]

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
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[IN:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<4x6xi8> into memref<24xi8>
// CHECK: %[[OUT:.*]] = memref.collapse_shape %[[DST]] {{\[\[}}0, 1]] : memref<4x6xi8> into memref<24xi8>
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// Axis 0 is outermost: its coordinate i / 6 is below 4 already (no remui).
// CHECK: %[[C:.*]] = arith.divui %[[I]], %[[STRIDE:.*]] : index
// CHECK-NOT: arith.remui
// CHECK: arith.subi %[[C4]]
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

// reverse_sequence: the kernel reads the lengths buffer too; there the
// batch coordinate selects the length, which is clamped to [0, T]
// (saturated to i64, max with 0, min with T) before mirroring below it.
// CHECK-LABEL: func.func @reverse_sequence(
// CHECK-SAME: %[[X:.*]]: memref<?x?x?xf32>, %[[L:.*]]: memref<?xi32>, %[[DST:.*]]: memref<?x?x?xf32>)
// The size rule reverse_sequence_c9 is always checked on the host.
// CHECK: revseq.check %{{.*}}, "revseq.reverse_sequence: the size of lengths ({}) differs from the batch dimension ({}) (reverse_sequence_c9)"
// CHECK: %[[IN:.*]] = memref.collapse_shape %[[X]]
// CHECK: %[[OUT:.*]] = memref.collapse_shape %[[DST]]
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// Batch axis 2 is innermost.
// CHECK: %[[BATCH:.*]] = arith.remui %[[I]], %{{.*}}
// CHECK: %[[LEN:.*]] = memref.load %[[L]][%[[BATCH]]] : memref<?xi32>
// CHECK: %[[LEN64:.*]] = arith.extsi %[[LEN]] : i32 to i64
// CHECK: %[[POS:.*]] = arith.maxsi %[[LEN64]], %{{.*}} : i64
// CHECK: %[[CLAMPED:.*]] = arith.minsi %[[POS]], %{{.*}} : i64
// CHECK: %[[LENGTH:.*]] = arith.index_cast %[[CLAMPED]] : i64 to index
// Sequence axis 0 (outermost): coordinate t = i / stride0.
// CHECK: %[[T:.*]] = arith.divui %[[I]], %{{.*}}
// CHECK: %[[INSIDE:.*]] = arith.cmpi ult, %[[T]], %[[LENGTH]]
// CHECK: %[[SEL:.*]] = arith.select %[[INSIDE]]
// CHECK: %[[DELTA:.*]] = arith.subi %[[SEL]], %[[T]]
// CHECK: %[[MOVE:.*]] = arith.muli %[[DELTA]], %{{.*}}
// CHECK: %[[SRC:.*]] = arith.addi %[[I]], %[[MOVE]]
// CHECK: memref.load %[[IN]][%[[SRC]]]
// CHECK-NOT: gpu.memcpy
// CHECK: return

// By default the gather layouts (here the batch axis innermost) take the
// tile kernel (lib/Conversion/RevseqToGPU/GatherTiles.h), seen as [T, 1,
// columns]: a host loop of launches of at most max-blocks blocks over the
// tiles (of 32 columns and 64 rows here, fewer columns and more rows for
// fewer than 32 columns; a chain of selects on the host); in each block,
// the tile's clamped lengths go to workgroup memory (as i64: SPIR-V
// allocates no index buffer), a barrier, the rows the tile's reversed
// elements come from are staged, a barrier, and each output element comes
// from the staged rows or, at or above its length or when the tile was not
// staged, from the input.
// VEC-LABEL: func.func @reverse_sequence(
// VEC: %[[MAXB:.*]] = arith.constant 65535 : index
// VEC: scf.for %[[FIRST:.*]] = %{{.*}} to %[[TILES:.*]] step %[[MAXB]] {
// VEC:   %[[LEFT:.*]] = arith.subi %[[TILES]], %[[FIRST]]
// VEC:   %[[BLOCKS:.*]] = arith.minui %[[LEFT]], %[[MAXB]]
// VEC:   gpu.launch blocks({{.*}}) in ({{.*}} = %[[BLOCKS]], {{.*}}) threads({{.*}}) workgroup(%[[LENS:.*]] : memref<32xi64, #gpu.address_space<workgroup>>, %[[STAGE:.*]] : memref<4096xf32, #gpu.address_space<workgroup>>) {
// VEC:     memref.load %{{.*}} : memref<?xi32>
// VEC:     arith.maxsi
// VEC:     arith.minsi
// VEC:     memref.store %{{.*}}, %[[LENS]]
// VEC:     gpu.barrier
// VEC:     scf.for {{.*}} iter_args
// VEC:       memref.load %[[LENS]]
// VEC:     %[[SRC:.*]] = memref.load %{{.*}} : memref<?xf32>
// VEC:     memref.store %[[SRC]], %[[STAGE]]
// VEC:     gpu.barrier
// VEC:     memref.load %[[LENS]]
// VEC:     scf.if %{{.*}} -> (f32) {
// VEC:       memref.load %[[STAGE]]
// VEC:     } else {
// VEC:       memref.load %{{.*}} : memref<?xf32>
// VEC:     memref.store
// VEC:     gpu.terminator
// VEC-NOT: gpu.launch
// VEC: return

// With runtime-checks the lengths are also checked on the host, before
// the launch.
// CHECKS-LABEL: func.func @reverse_sequence(
// CHECKS: revseq.check %{{.*}}, "revseq.reverse_sequence: lengths[{}] = {} is outside [0, T] = [0, {}] (runtime-checks)"
// CHECKS: gpu.launch
func.func @reverse_sequence(%x: memref<?x?x?xf32>, %l: memref<?xi32>, %dst: memref<?x?x?xf32>) {
  revseq.reverse_sequence_into %x, %l into %dst batch_axis = 2, seq_axis = 0 : memref<?x?x?xf32>, memref<?xi32> into memref<?x?x?xf32>
  return
}

// -----

// Rows that move as a whole (neither the batch nor the sequence axis is
// innermost): 16 i8 lanes per access, no shuffle.
// VEC-LABEL: func.func @reverse_sequence_rows(
// VEC: scf.if
// VEC: vector.load %{{.*}} {alignment = 16 : i64} : memref<?xi8>, vector<16xi8>
// VEC-NOT: vector.shuffle
// VEC: vector.store
// VEC: } else {
func.func @reverse_sequence_rows(%x: memref<?x?x?xi8>, %l: memref<?xi64>, %dst: memref<?x?x?xi8>) {
  revseq.reverse_sequence_into %x, %l into %dst batch_axis = 0, seq_axis = 1 : memref<?x?x?xi8>, memref<?xi64> into memref<?x?x?xi8>
  return
}

// -----

// Rows with a length of their own (reverse_subsequences of the innermost
// axis): one 16-byte kernel over ceil(n / 4) groups, no aligned variant. A
// group is below the row's clamped length L (column + 4 <= L: it reads the
// window [row + L - column - 4, row + L - column), its lanes reversed) or at
// or above it (column >= L: its own window); a group across L, across a row
// end or past the input copies its elements one by one.
// VEC-LABEL: func.func @reverse_subsequences_inner(
// VEC-NOT: scf.if
// VEC: %[[GROUPS:.*]] = arith.ceildivui
// VEC: gpu.launch
// VEC: scf.for %[[G:.*]] = %{{.*}} to %[[GROUPS]] step
// VEC:   %[[I:.*]] = arith.muli %[[G]], %{{.*}}
// VEC:   %[[LEN:.*]] = memref.load %{{.*}} : memref<?xi32>
// VEC:   %[[L:.*]] = arith.index_cast %{{.*}} : i64 to index
// VEC:   %[[COL:.*]] = arith.remui %[[I]], %[[W:.*]] : index
// VEC:   %[[END:.*]] = arith.addi %[[COL]], %{{.*}}
// VEC:   %[[BELOW:.*]] = arith.cmpi ule, %[[END]], %[[L]]
// VEC:   %[[ABOVE:.*]] = arith.cmpi uge, %[[COL]], %[[L]]
// VEC:   %[[WHOLE:.*]] = arith.ori %[[BELOW]], %[[ABOVE]]
// VEC:   %[[ROW:.*]] = arith.subi %[[I]], %[[COL]]
// VEC:   %[[ROWEND:.*]] = arith.addi %[[ROW]], %[[L]]
// VEC:   %[[MIRRORED:.*]] = arith.subi %[[ROWEND]], %[[END]]
// VEC:   %[[START:.*]] = arith.select %[[BELOW]], %[[MIRRORED]], %[[I]]
// VEC:   arith.andi %[[START]]
// VEC:   %[[INROW:.*]] = arith.cmpi ule
// VEC:   %[[GROUP:.*]] = arith.andi %[[INROW]], %[[WHOLE]]
// VEC:   %[[INB:.*]] = arith.cmpi ule
// VEC:   %[[BOTH:.*]] = arith.andi %[[GROUP]], %[[INB]]
// VEC:   scf.if %[[BOTH]] {
// VEC:     vector.load {{.*}} {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// VEC:     vector.load {{.*}} {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// VEC:     vector.shuffle {{.*}} [3, 4, 5, 6]
// VEC:     %[[W3:.*]] = arith.select
// VEC:     %[[REV:.*]] = vector.shuffle %[[W3]], %[[W3]] [3, 2, 1, 0]
// VEC:     %[[OUT:.*]] = arith.select %[[BELOW]], %[[REV]], %[[W3]] : vector<4xf32>
// VEC:     vector.store %[[OUT]], %{{.*}}[%[[I]]] {alignment = 16 : i64}
// VEC:   } else {
// VEC:     scf.for
// VEC:       memref.load
// VEC:       memref.store
func.func @reverse_subsequences_inner(%x: memref<?x?xf32>, %l: memref<?x1xi32>, %dst: memref<?x?xf32>) {
  revseq.reverse_subsequences_into %x, %l into %dst axis = 1 : memref<?x?xf32>, memref<?x1xi32> into memref<?x?xf32>
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

// -----

// reverse_subsequences: the lengths tensor is the input with the axis
// shrunk to 1, so its linear index is (i / (stride_A * T)) * stride_A +
// i mod stride_A.
// CHECK-LABEL: func.func @reverse_subsequences(
// CHECK: revseq.check %{{.*}}, "revseq.reverse_subsequences: lengths has size {} along the reversed axis, where it must have size {} (reverse_subsequences_c7)"
// CHECK: revseq.check %{{.*}}, "revseq.reverse_subsequences: lengths dimension 2 has size {}, the input's has size {} (reverse_subsequences_c8)"
// CHECK: %[[LDEV:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<?x?x?xi64> into memref<?xi64>
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[SPAN:.*]] = arith.muli %[[STRIDE:.*]], %[[T:.*]] : index
// CHECK: %[[OUTER:.*]] = arith.divui %[[I]], %[[SPAN]]
// CHECK: %[[INNER:.*]] = arith.remui %[[I]], %[[STRIDE]]
// CHECK: %[[O:.*]] = arith.muli %[[OUTER]], %[[STRIDE]]
// CHECK: %[[LI:.*]] = arith.addi %[[O]], %[[INNER]]
// CHECK: %[[LEN:.*]] = memref.load %[[LDEV]][%[[LI]]] : memref<?xi64>
// CHECK: arith.maxsi %[[LEN]]
// CHECK: arith.minsi
// CHECK: arith.cmpi ult
func.func @reverse_subsequences(%x: memref<?x?x?xi16>, %l: memref<?x?x?xi64>, %dst: memref<?x?x?xi16>) {
  revseq.reverse_subsequences_into %x, %l into %dst axis = 1 : memref<?x?x?xi16>, memref<?x?x?xi64> into memref<?x?x?xi16>
  return
}

// -----

// reverse_dynamic: the axes are read on the host (an scf.for over the index
// list), each dim's flag becomes a 0/1 index that multiplies the move of
// its coordinate in the kernel; no lengths buffer.
// CHECK-LABEL: func.func @reverse_dynamic(
// CHECK: %[[FLAGS:.*]]:2 = scf.for
// CHECK-DAG: %[[F0:.*]] = arith.index_castui %[[FLAGS]]#0 : i1 to index
// CHECK-DAG: %[[F1:.*]] = arith.index_castui %[[FLAGS]]#1 : i1 to index
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] =
// CHECK: arith.subi
// CHECK: arith.subi
// CHECK: %[[D0:.*]] = arith.subi
// CHECK: arith.muli %[[D0]], %[[F0]]
// CHECK: arith.remui %[[I]]
// CHECK: arith.subi
// CHECK: arith.subi
// CHECK: %[[D1:.*]] = arith.subi
// CHECK: arith.muli %[[D1]], %[[F1]]
// CHECK-NOT: gpu.alloc
// CHECK: return

// Rows always move as a whole; the innermost flag picks, at run time, the
// group's start and whether its lanes are reversed.
// VEC-LABEL: func.func @reverse_dynamic(
// VEC: %[[FLAGS:.*]]:2 = scf.for
// VEC: %[[F1:.*]] = arith.index_castui %[[FLAGS]]#1 : i1 to index
// VEC: scf.if
// VEC: gpu.launch
// VEC: %[[BACK:.*]] = arith.muli %[[F1]], %{{.*}}
// VEC: %[[START:.*]] = arith.subi %{{.*}}, %[[BACK]]
// VEC: %[[V:.*]] = vector.load %{{.*}}[%[[START]]] {alignment = 16 : i64} : memref<?xf64>, vector<2xf64>
// VEC: %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [1, 0]
// VEC: %[[REV:.*]] = arith.cmpi ne, %[[F1]], %{{.*}}
// VEC: %[[SEL:.*]] = arith.select %[[REV]], %[[R]], %[[V]] : vector<2xf64>
// VEC: vector.store %[[SEL]]

// With runtime-checks the index values are checked while they are read.
// CHECKS-LABEL: func.func @reverse_dynamic(
// CHECKS: scf.for
// CHECKS: revseq.check %{{.*}}, "revseq.reverse_dynamic: axes[{}] = {} is outside [-rank, rank) = [-2, 2) (reverse_dynamic_c7)"
// CHECKS: gpu.launch
func.func @reverse_dynamic(%x: memref<?x?xf64>, %axes: memref<?xi64>, %dst: memref<?x?xf64>) {
  revseq.reverse_dynamic_into %x, %axes into %dst mode = index : memref<?x?xf64>, memref<?xi64> into memref<?x?xf64>
  return
}

// -----

// Element types whose memory layout could differ between host and device
// (odd-width integers, complex) and rank 0 are left to
// convert-revseq-to-linalg, and so are the tensor forms (before
// bufferization) and memrefs with a non-identity layout (the kernels
// address the buffers as flat arrays): a strided destination or a strided
// lengths operand.
// CHECK-LABEL: func.func @left_alone(
// CHECK: revseq.reverse_into %{{.*}} into %{{.*}} axes = [0] : memref<?xcomplex<f32>> into memref<?xcomplex<f32>>
// CHECK: revseq.reverse_sequence_into %{{.*}}, %{{.*}} into %{{.*}} batch_axis = 0, seq_axis = 1 : memref<?x?xf32>, memref<?xi33> into memref<?x?xf32>
// CHECK: revseq.reverse_dynamic_into %{{.*}}, %{{.*}} into %{{.*}} mode = index : memref<i32>, memref<?xi64> into memref<i32>
// CHECK: revseq.reverse_into %{{.*}} into %{{.*}} axes = [0] : tensor<8xf32> into tensor<8xf32> -> tensor<8xf32>
// CHECK: %[[VIEW:.*]] = memref.subview
// CHECK: revseq.reverse_into %{{.*}} into %[[VIEW]] axes = [1] : memref<4x8xf32> into memref<4x8xf32, strided<[16, 1], offset: ?>>
// CHECK: revseq.reverse_sequence_into %{{.*}}, %{{.*}} into %{{.*}} batch_axis = 1, seq_axis = 0 : memref<4x8xf32>, memref<8xi32, strided<[2]>> into memref<4x8xf32>
// CHECK-NOT: gpu.launch
func.func @left_alone(%c: memref<?xcomplex<f32>>, %cd: memref<?xcomplex<f32>>,
                      %x: memref<?x?xf32>, %l: memref<?xi33>, %xd: memref<?x?xf32>,
                      %s: memref<i32>, %a: memref<?xi64>, %sd: memref<i32>,
                      %t: tensor<8xf32>, %ti: tensor<8xf32>,
                      %y: memref<4x8xf32>, %big: memref<16x16xf32>, %off: index,
                      %ls: memref<8xi32, strided<[2]>>, %yd: memref<4x8xf32>) -> tensor<8xf32> {
  revseq.reverse_into %c into %cd axes = [0] : memref<?xcomplex<f32>> into memref<?xcomplex<f32>>
  revseq.reverse_sequence_into %x, %l into %xd batch_axis = 0, seq_axis = 1 : memref<?x?xf32>, memref<?xi33> into memref<?x?xf32>
  revseq.reverse_dynamic_into %s, %a into %sd mode = index : memref<i32>, memref<?xi64> into memref<i32>
  %0 = revseq.reverse_into %t into %ti axes = [0] : tensor<8xf32> into tensor<8xf32> -> tensor<8xf32>
  %view = memref.subview %big[%off, 0] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  revseq.reverse_into %y into %view axes = [1] : memref<4x8xf32> into memref<4x8xf32, strided<[16, 1], offset: ?>>
  revseq.reverse_sequence_into %y, %ls into %yd batch_axis = 1, seq_axis = 0 : memref<4x8xf32>, memref<8xi32, strided<[2]>> into memref<4x8xf32>
  return %0 : tensor<8xf32>
}

// -----

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
// NARROW: memref.load %{{.*}}[%[[BI]]] : memref<?xi32>
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
