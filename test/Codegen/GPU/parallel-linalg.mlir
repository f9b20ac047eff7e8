// RUN: revseq-opt %s --convert-parallel-linalg-to-gpu="narrow-index=false elements-per-thread=1" --split-input-file | FileCheck %s
// RUN: revseq-opt %s --convert-parallel-linalg-to-gpu --split-input-file | FileCheck %s --check-prefix=NARROW
// RUN: revseq-opt %s --convert-parallel-linalg-to-gpu="narrow-index=false" --split-input-file | FileCheck %s --check-prefix=UNROLL
// RUN: not revseq-opt %s --convert-parallel-linalg-to-gpu="elements-per-thread=17" --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not revseq-opt %s --convert-parallel-linalg-to-gpu="elements-per-thread=0" --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: convert-parallel-linalg-to-gpu: block-size must be in [1, 1024], max-blocks in [1, 2^31 - 1] and elements-per-thread in [1, 16]

// A fused reverse_sequence + add (what revseq-fuse-elementwise makes, after
// bufferization): one grid-stride launch over the iteration space, the
// coordinates delinearized, the body cloned, the result stored; every
// buffer is viewed as 1-D (collapsed on the host). Operands with the
// identity indexing map are indexed with the flat loop index itself; the
// body's own load is linearized row-major with its buffer's sizes.
// CHECK-LABEL: func.func @fused
// CHECK-SAME: (%[[X:.*]]: memref<?x?xf32>, %[[L:.*]]: memref<?xi32>, %[[Y:.*]]: memref<?x?xf32>, %[[OUT:.*]]: memref<?x?xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[ROWS:.*]] = memref.dim %[[Y]], %{{.*}}
// CHECK: %[[COLS:.*]] = memref.dim %[[Y]], %{{.*}}
// CHECK: %[[COUNT:.*]] = affine.apply #{{.*}}()[%[[COLS]], %[[ROWS]]]
// CHECK: %[[FY:.*]] = memref.collapse_shape %[[Y]] {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK: %[[FOUT:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]]
// CHECK: %[[FX:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]]
// CHECK: memref.dim %[[X]], %{{.*}}
// CHECK: %[[XCOLS:.*]] = memref.dim %[[X]], %{{.*}}
// CHECK: gpu.launch
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[COUNT]] step
// CHECK: %[[ROW:.*]] = arith.divui %[[I]], %[[COLS]] : index
// CHECK: %[[COL:.*]] = arith.remui %[[I]], %[[COLS]] : index
// CHECK: %[[IN:.*]] = memref.load %[[FY]][%[[I]]]
// CHECK: memref.load %[[L]][%[[ROW]]]
// CHECK: %[[MIRRORED:.*]] = arith.select
// CHECK: %[[XROW:.*]] = arith.muli %[[ROW]], %[[XCOLS]] : index
// CHECK: %[[XAT:.*]] = arith.addi %[[XROW]], %[[MIRRORED]] : index
// CHECK: %[[XE:.*]] = memref.load %[[FX]][%[[XAT]]]
// CHECK: %[[SUM:.*]] = arith.addf %[[XE]], %[[IN]] : f32
// CHECK: memref.store %[[SUM]], %[[FOUT]][%[[I]]]
// CHECK-NOT: gpu.launch
//
// By default (elements-per-thread=4) the grid has four times fewer blocks,
// and each thread takes four points one grid stride apart per step: all
// four loaded and computed before the four stores, so that their loads are
// in flight together. The points left over, fewer than four strides, are
// taken one at a time after.
// UNROLL-LABEL: func.func @fused
// UNROLL: %[[COUNT:.*]] = affine.apply
// UNROLL: %[[BLOCKS:.*]] = arith.ceildivui %[[COUNT]], %c1024
// UNROLL: %[[STRIDE:.*]] = arith.muli %{{.*}}, %c256
// UNROLL: %[[SPAN:.*]] = arith.muli %[[STRIDE]], %c3
// UNROLL: %[[FITS:.*]] = arith.cmpi ugt, %[[COUNT]], %[[SPAN]]
// UNROLL: %[[REST:.*]] = arith.subi %[[COUNT]], %[[SPAN]]
// UNROLL: %[[END:.*]] = arith.select %[[FITS]], %[[REST]], %{{.*}}
// UNROLL: %[[STEP:.*]] = arith.muli %[[STRIDE]], %c4
// UNROLL: gpu.launch
// UNROLL: %[[FIRST:.*]] = arith.addi
// UNROLL: %[[NEXT:.*]] = scf.for %[[I0:.*]] = %[[FIRST]] to %[[END]] step %[[STEP]] iter_args(%{{.*}} = %[[FIRST]]) -> (index) {
// UNROLL: %[[I1:.*]] = arith.addi %[[I0]], %[[STRIDE]]
// UNROLL: %[[I2:.*]] = arith.addi %[[I1]], %[[STRIDE]]
// UNROLL: %[[I3:.*]] = arith.addi %[[I2]], %[[STRIDE]]
// UNROLL-NOT: memref.store
// UNROLL: memref.load %{{.*}}[%[[I0]]]
// UNROLL-NOT: memref.store
// UNROLL: %[[S0:.*]] = arith.addf
// UNROLL-NOT: memref.store
// UNROLL: memref.load %{{.*}}[%[[I1]]]
// UNROLL-NOT: memref.store
// UNROLL: %[[S1:.*]] = arith.addf
// UNROLL-NOT: memref.store
// UNROLL: memref.load %{{.*}}[%[[I2]]]
// UNROLL-NOT: memref.store
// UNROLL: %[[S2:.*]] = arith.addf
// UNROLL-NOT: memref.store
// UNROLL: memref.load %{{.*}}[%[[I3]]]
// UNROLL-NOT: memref.store
// UNROLL: %[[S3:.*]] = arith.addf
// UNROLL-NEXT: memref.store %[[S0]], %{{.*}}[%[[I0]]]
// UNROLL-NEXT: memref.store %[[S1]], %{{.*}}[%[[I1]]]
// UNROLL-NEXT: memref.store %[[S2]], %{{.*}}[%[[I2]]]
// UNROLL-NEXT: memref.store %[[S3]], %{{.*}}[%[[I3]]]
// UNROLL: %[[AFTER:.*]] = arith.addi %[[I0]], %[[STEP]]
// UNROLL-NEXT: scf.yield %[[AFTER]]
// UNROLL: scf.for %[[J:.*]] = %[[NEXT]] to %[[COUNT]] step %[[STRIDE]] {
// UNROLL: memref.store %{{.*}}[%[[J]]]
// UNROLL-NOT: memref.store
// UNROLL: gpu.terminator
// NARROW-LABEL: func.func @fused
// NARROW: scf.if
// NARROW: gpu.launch
// NARROW: arith.divui %{{.*}} : i32
// NARROW: else
// NARROW: gpu.launch
// NARROW: arith.divui %{{.*}} : index
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @fused(%x: memref<?x?xf32>, %l: memref<?xi32>, %y: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %t = memref.dim %x, %c1 : memref<?x?xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : memref<?x?xf32>) outs(%out : memref<?x?xf32>) {
  ^bb0(%in: f32, %o: f32):
    %b = linalg.index 0 : index
    %s = linalg.index 1 : index
    %len = memref.load %l[%b] : memref<?xi32>
    %len64 = arith.extsi %len : i32 to i64
    %t64 = arith.index_cast %t : index to i64
    %low = arith.maxsi %len64, %c0_i64 : i64
    %clamped = arith.minsi %low, %t64 : i64
    %n = arith.index_cast %clamped : i64 to index
    %below = arith.cmpi ult, %s, %n : index
    %last = arith.subi %n, %c1 : index
    %m = arith.subi %last, %s : index
    %src = arith.select %below, %m, %s : index
    %e = memref.load %x[%b, %src] : memref<?x?xf32>
    %sum = arith.addf %e, %in : f32
    linalg.yield %sum : f32
  }
  return
}

// -----

// Named ops, a fill (a scalar operand) and a transpose (a permuted map)
// run on the device too; static sizes give constant bounds.
// CHECK-LABEL: func.func @named
// CHECK-NOT: linalg.
// CHECK: gpu.launch
// CHECK: scf.for %[[I0:[a-z0-9]+]] =
// CHECK: arith.addf
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I0]]] {alignment = 4 : i64} : memref<32xf32>
// CHECK: gpu.launch
// CHECK: scf.for %[[I1:[a-z0-9]+]] =
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I1]]] {alignment = 4 : i64} : memref<32xf32>
// CHECK: %[[FT:.*]] = memref.collapse_shape %{{.*}} : memref<8x4xf32> into memref<32xf32>
// CHECK: gpu.launch
// CHECK: scf.for %[[I2:[a-z0-9]+]] =
// CHECK: %[[R:.*]] = arith.divui %[[I2]]
// CHECK: %[[C:.*]] = arith.remui %[[I2]]
// CHECK: %[[CROW:.*]] = arith.muli %[[C]], %{{.*}} : index
// CHECK: %[[AT:.*]] = arith.addi %[[CROW]], %[[R]] : index
// CHECK: %[[E:.*]] = memref.load %[[FT]][%[[AT]]] {alignment = 4 : i64} : memref<32xf32>
// CHECK: memref.store %[[E]], %{{.*}}[%[[I2]]] {alignment = 4 : i64} : memref<32xf32>
func.func @named(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %t: memref<8x4xf32>, %out: memref<4x8xf32>) {
  %cst = arith.constant 2.0 : f32
  linalg.add ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%out : memref<4x8xf32>)
  linalg.fill ins(%cst : f32) outs(%out : memref<4x8xf32>)
  linalg.transpose ins(%t : memref<8x4xf32>) outs(%out : memref<4x8xf32>) permutation = [1, 0]
  return
}

// -----

// A broadcast input (a projected map) and a constant index in a map.
// CHECK-LABEL: func.func @maps
// CHECK: gpu.launch
// CHECK: %[[C:.*]] = arith.remui
// CHECK: memref.load %{{.*}}[%[[C]]] {alignment = 4 : i64} : memref<8xf32>
// CHECK: %[[ROW1:.*]] = arith.muli %c1{{.*}}, %{{.*}} : index
// CHECK: %[[AT:.*]] = arith.addi %[[ROW1]], %[[C]] : index
// CHECK: memref.load %{{.*}}[%[[AT]]] {alignment = 4 : i64} : memref<16xf32>
func.func @maps(%v: memref<8xf32>, %m: memref<2x8xf32>, %out: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (1, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v, %m : memref<8xf32>, memref<2x8xf32>) outs(%out : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Strided views of identity-layout buffers (an extract_slice input, the
// tiles of upstream tiling): each is addressed through its base buffer,
// viewed as 1-D, at offset + sum(index * stride); the identity-map
// shortcut (the point's own flat index) is not taken for them.
// CHECK-LABEL: func.func @strided_views
// CHECK-SAME:    %[[A:[^:]*]]: memref<8x8xf32>, %[[B:[^:]*]]: memref<8x8xf32>
// CHECK:         %[[IN:.*]] = memref.subview %[[A]][1, 2] [3, 4] [2, 1]
// CHECK:         %[[OUT:.*]] = memref.subview %[[B]][0, 4] [3, 4] [1, 1]
// CHECK:         %[[BASE:.*]], %[[OFF:.*]], %{{.*}}:2, %[[STR:.*]]:2 = memref.extract_strided_metadata %[[IN]]
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%{{.*}}], strides: [1] : memref<f32> to memref<?xf32>
// CHECK:         memref.extract_strided_metadata %[[OUT]]
// CHECK:         gpu.launch
// CHECK:           %[[I:.*]] = arith.muli %{{.*}}, %[[STR]]#0 : index
// CHECK:           %[[AT0:.*]] = arith.addi %[[OFF]], %[[I]] : index
// CHECK:           %[[J:.*]] = arith.muli %{{.*}}, %[[STR]]#1 : index
// CHECK:           %[[AT:.*]] = arith.addi %[[AT0]], %[[J]] : index
// CHECK:           memref.load %[[FLAT]][%[[AT]]]
func.func @strided_views(%a: memref<8x8xf32>, %b: memref<8x8xf32>) {
  %in = memref.subview %a[1, 2] [3, 4] [2, 1] : memref<8x8xf32> to memref<3x4xf32, strided<[16, 1], offset: 10>>
  %out = memref.subview %b[0, 4] [3, 4] [1, 1] : memref<8x8xf32> to memref<3x4xf32, strided<[8, 1], offset: 4>>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<3x4xf32, strided<[16, 1], offset: 10>>) outs(%out : memref<3x4xf32, strided<[8, 1], offset: 4>>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Left on the host: reductions, tensors, strided buffers that are not views
// of an identity-layout buffer (a strided function argument, which
// revseq-gpu-device-buffers could not copy to the device), element types a
// kernel does not move (i3), a body with a store, a body reading such a
// strided buffer, an output written twice (a broadcast output map), no
// loops.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: gpu.launch
// CHECK: linalg.matmul
// CHECK: linalg.add ins({{.*}} : tensor<4xf32>
// CHECK: linalg.copy ins({{.*}} : memref<4xf32, strided<[2]>>)
// CHECK: linalg.copy ins({{.*}} : memref<4xi3>)
// CHECK: linalg.generic
// CHECK: memref.store
// CHECK: linalg.generic
// CHECK: memref.load %{{.*}} : memref<4xf32, strided<[2]>>
// CHECK: linalg.generic
// CHECK: linalg.copy ins({{.*}} : memref<f32>)
// CHECK-NOT: gpu.launch
func.func @left_alone(%a: memref<4x4xf32>, %t: tensor<4xf32>, %s: memref<4xf32, strided<[2]>>, %i: memref<4xi3>, %i2: memref<4xi3>, %v: memref<4xf32>, %o2: memref<4x4xf32>, %z: memref<f32>, %z2: memref<f32>) -> tensor<4xf32> {
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%o2 : memref<4x4xf32>)
  %r = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%s : memref<4xf32, strided<[2]>>) outs(%v : memref<4xf32>)
  linalg.copy ins(%i : memref<4xi3>) outs(%i2 : memref<4xi3>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%v : memref<4xf32>) {
  ^bb0(%o: f32):
    %c0 = arith.constant 0 : index
    memref.store %o, %v[%c0] : memref<4xf32>
    linalg.yield %o : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%v : memref<4xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %e = memref.load %s[%k] : memref<4xf32, strided<[2]>>
    linalg.yield %e : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%v : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.copy ins(%z : memref<f32>) outs(%z2 : memref<f32>)
  return %r : tensor<4xf32>
}
