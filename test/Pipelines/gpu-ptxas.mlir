// REQUIRES: ptxas
// The PTX of every op (gpu-pipeline.mlir), assembled by ptxas for sm_80 and
// sm_90; then the pipeline's own bin (cubin, through ptxas) and fatbin
// (through fatbinary) formats. Every kernel of a module is in one object
// (revseq-gpu-kernel-module); with one-kernel-module=false each kernel is an
// object of its own, assembled on its own. Identical kernels of different
// functions are one (revseq-gpu-deduplicate-kernels): every launch names a
// kernel of the object (gpu-objects.py checks), and with
// deduplicate-kernels=false each launch has a kernel of its own.
//
// RUN: revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_80 format=isa" -o %t.sm80
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.sm80 --run "ptxas -arch=sm_80 -o %t.cubin" | FileCheck %s
// RUN: revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_90 format=isa" -o %t.sm90
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.sm90 --run "ptxas -arch=sm_90 -o %t.cubin" | FileCheck %s
// Every element type and rank of the CPU execution tests (their modules,
// from utils/difftest/matrix.py).
// RUN: %python %revseq_src_root/utils/difftest/matrix.py dtypes > %t.dtypes.mlir
// RUN: %python %revseq_src_root/utils/difftest/matrix.py ranks > %t.ranks.mlir
// RUN: %python %revseq_src_root/utils/difftest/matrix.py forms > %t.forms.mlir
// RUN: revseq-opt %t.dtypes.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_80 format=isa" -o %t.dtypes
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes --run "ptxas -arch=sm_80 -o %t.cubin" | FileCheck %s --check-prefix=DTYPES
// RUN: revseq-opt %t.dtypes.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_80 format=isa deduplicate-kernels=false" -o %t.dtypes-all
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.dtypes-all | FileCheck %s --check-prefix=DTYPES-ALL
// RUN: revseq-opt %t.ranks.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_90 format=isa" -o %t.ranks
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.ranks --run "ptxas -arch=sm_90 -o %t.cubin" | FileCheck %s --check-prefix=RANKS
// The in-place swap kernels of every op (in-place.mlir).
// RUN: revseq-opt %S/../Integration/CPU/in-place.mlir --revseq-gpu-pipeline="in-place=true fuse=false target=nvvm chip=sm_90 format=isa" -o %t.inplace
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.inplace --run "ptxas -arch=sm_90 -o %t.cubin" | FileCheck %s --check-prefix=INPLACE
// The gather layouts in place (in-place-strips.mlir): blocks that stage
// whole columns in 48 KiB of workgroup memory with the lengths, and the
// swap kernels of the long axes.
// RUN: revseq-opt %S/../Integration/CPU/in-place-strips.mlir --revseq-gpu-pipeline="in-place=true fuse=false target=nvvm chip=sm_90 format=isa" -o %t.strips
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.strips --run "ptxas -arch=sm_90 -o %t.cubin" | FileCheck %s --check-prefix=STRIPS
// Strided views (extract_slice inputs, strided destinations, tiles of
// upstream tiling), addressed through their base buffers.
// RUN: revseq-opt %t.forms.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_90 format=isa" -o %t.strided
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.strided --run "ptxas -arch=sm_90 -o %t.cubin" | FileCheck %s --check-prefix=STRIDED
// RUN: revseq-opt %S/../Integration/CPU/tiling.mlir \
// RUN:     --transform-preload-library=transform-library-paths=%S/../Integration/CPU/Inputs/tiling-forall.mlir \
// RUN:     --transform-interpreter --revseq-gpu-pipeline="target=nvvm chip=sm_80 format=isa" -o %t.tiled
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.tiled --run "ptxas -arch=sm_80 -o %t.cubin" | FileCheck %s --check-prefix=TILED
// The largest gather tiles: the stage and the tile's lengths fit in 48 KiB
// together.
// RUN: revseq-opt %S/../Integration/GPU/gather-tiles.mlir --revseq-gpu-pipeline="gather-tile-bytes=49152 target=nvvm chip=sm_90 format=isa" -o %t.tiles
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.tiles --run "ptxas -arch=sm_90 -o %t.cubin" | FileCheck %s --check-prefix=TILES
// RUN: revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_80 format=isa one-kernel-module=false" -o %t.each
// RUN: %python %revseq_src_root/test/Integration/GPU/Inputs/gpu-objects.py %t.each --run "ptxas -arch=sm_80 -o %t.cubin" | FileCheck %s --check-prefix=EACH
// RUN: revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_90 format=bin" | FileCheck %s --check-prefix=BIN
// RUN: revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_90 format=bin one-kernel-module=false" | FileCheck %s --check-prefix=BIN-EACH
// RUN: revseq-opt %S/gpu-pipeline.mlir --revseq-gpu-pipeline="target=nvvm chip=sm_90" | FileCheck %s --check-prefix=FATBIN

// CHECK: 1 objects, 14 kernels
// CHECK-NEXT: 14 launches of 14 kernels, each in its object
// DTYPES: 1 objects, 118 kernels
// DTYPES-NEXT: 120 launches of 118 kernels, each in its object
// DTYPES-ALL: 1 objects, 120 kernels
// DTYPES-ALL-NEXT: 120 launches of 120 kernels, each in its object
// RANKS: 1 objects, 70 kernels
// RANKS-NEXT: 122 launches of 70 kernels, each in its object
// INPLACE: 1 objects, 47 kernels
// INPLACE-NEXT: 47 launches of 47 kernels, each in its object
// STRIPS: 1 objects, 13 kernels
// STRIPS-NEXT: 13 launches of 13 kernels, each in its object
// TILES: 1 objects, 58 kernels
// TILES-NEXT: 60 launches of 58 kernels, each in its object
// STRIDED: 1 objects, 83 kernels
// STRIDED-NEXT: 124 launches of 83 kernels, each in its object
// TILED: 1 objects, 31 kernels
// TILED-NEXT: 34 launches of 31 kernels, each in its object

// EACH: 14 objects, 14 kernels
// EACH-NEXT: 14 launches of 14 kernels, each in its object

// A cubin is an ELF file.
// BIN-COUNT-1: gpu.binary @revseq_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {{.*}}, bin = "\7FELF
// BIN-NOT: gpu.binary
// BIN-EACH-COUNT-14: gpu.binary @{{[a-z_0-9]+}} [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {{.*}}, bin = "\7FELF
// The default format is fatbin (magic 0xBA55ED50).
// FATBIN-COUNT-1: gpu.binary @revseq_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {{.*}}}, "P\ED
// FATBIN-NOT: gpu.binary
