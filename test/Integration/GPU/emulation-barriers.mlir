// revseq-gpu-host-emulation on a launch whose threads share workgroup
// memory and meet at a gpu.barrier: each thread of a 4-thread block stores
// its element into the workgroup buffer, and after the barrier reads its
// neighbour's (thread t reads (t + 1) mod 4), adding twice its own element,
// a value it computed before the barrier. Run one thread after the other
// without the cut at the barrier, thread 0 would read its neighbour's slot
// before the neighbour wrote it. Two blocks; every output is checked. A
// second launch has a 2 x 2 block and three barriers, one of them between
// the reads and the writes of the same slots, and a value carried across
// all three.
// RUN: revseq-opt %s --revseq-gpu-host-emulation --revseq-cpu-pipeline \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
//
// What the emulation makes of it: the body cut in two stretches, each in
// its own loops over the threads of the block; the workgroup buffer a
// stack buffer; the value that crosses the barrier kept in a per-thread
// array.
// RUN: revseq-opt %s --revseq-gpu-host-emulation | FileCheck %s --check-prefix=EMU
// EMU-LABEL: func.func @rotate(
// EMU:         %[[TILE:.*]] = memref.alloca() : memref<4xf32>
// EMU:         %[[CARRY:.*]] = memref.alloca(%{{.*}}) : memref<?xf32>
// EMU:         scf.execute_region {
// EMU:           memref.store %{{.*}}, %[[TILE]][%{{.*}}] : memref<4xf32>
// EMU:           %[[TWICE:.*]] = arith.addf
// EMU:           memref.store %[[TWICE]], %[[CARRY]]
// EMU:         scf.execute_region {
// EMU:           %[[LOADED:.*]] = memref.load %[[CARRY]]
// EMU:           memref.load %[[TILE]]
// EMU:           arith.addf %{{.*}}, %[[LOADED]]
// EMU-NOT:     gpu.
// EMU:         return

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @rotate(%in: memref<8xf32>, %out: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %c4 : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %in[%i] : memref<8xf32>
    memref.store %v, %tile[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %twice = arith.addf %v, %v : f32
    gpu.barrier
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %n = gpu.block_dim x
    %t1 = arith.addi %t, %c1 : index
    %next = arith.remui %t1, %n : index
    %w = memref.load %tile[%next] : memref<4xf32, #gpu.address_space<workgroup>>
    %sum = arith.addf %w, %twice : f32
    %row = arith.muli %b, %n : index
    %j = arith.addi %row, %t : index
    memref.store %sum, %out[%j] : memref<8xf32>
    gpu.terminator
  }
  return
}

// A 2 x 2 block (thread ids x and y), three barriers: thread l = 2 y + x
// writes l into slot l; after a barrier reads slot 3 - l; after another
// writes what it read into its own slot (every read is done by then); after
// a third reads slot (l + 1) mod 4 and adds l + 100, which it computed before
// the first barrier.
func.func @swap(%out: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %hundred = arith.constant 100.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c2, %sz = %c1)
             workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) {
    %row = arith.muli %ty, %c2 : index
    %l = arith.addi %row, %tx : index
    %li = arith.index_cast %l : index to i32
    %lf = arith.sitofp %li : i32 to f32
    memref.store %lf, %tile[%l] : memref<4xf32, #gpu.address_space<workgroup>>
    %a = arith.addf %lf, %hundred : f32
    gpu.barrier
    %mirror = arith.subi %c3, %l : index
    %x = memref.load %tile[%mirror] : memref<4xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %x, %tile[%l] : memref<4xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %l1 = arith.addi %l, %c1 : index
    %next = arith.remui %l1, %c4 : index
    %y = memref.load %tile[%next] : memref<4xf32, #gpu.address_space<workgroup>>
    %sum = arith.addf %y, %a : f32
    memref.store %sum, %out[%l] : memref<4xf32>
    gpu.terminator
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %in = memref.alloc() : memref<8xf32>
  %out = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    memref.store %f, %in[%i] : memref<8xf32>
  }
  call @rotate(%in, %out) : (memref<8xf32>, memref<8xf32>) -> ()
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %out4 = memref.alloc() : memref<4xf32>
  call @swap(%out4) : (memref<4xf32>) -> ()
  %u4 = memref.cast %out4 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  return
}

// out[4 b + t] = in[4 b + (t + 1) mod 4] + 2 in[4 b + t]
// CHECK: [1,  4,  7,  6,  13,  16,  19,  18]
// out[l] = (3 - (l + 1) mod 4) + l + 100
// CHECK: [102,  102,  102,  106]
