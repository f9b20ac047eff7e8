// RUN: revseq-opt %s --split-input-file \
// RUN:   --revseq-sequential-small-parallel-regions="min-parallel-bytes=1024" \
// RUN: | FileCheck %s
// RUN: revseq-opt %s --split-input-file \
// RUN:   --revseq-sequential-small-parallel-regions="min-parallel-bytes=0" \
// RUN: | FileCheck %s --check-prefix=ZERO
// RUN: not revseq-opt %s --split-input-file \
// RUN:   --revseq-sequential-small-parallel-regions="min-parallel-bytes=9223372036854775808" 2>&1 \
// RUN: | FileCheck %s --check-prefix=HUGE

// ZERO-NOT: arith.constant false
// ZERO-NOT: arith.cmpi
// ZERO-NOT: arith.andi
// HUGE: revseq-sequential-small-parallel-regions: min-parallel-bytes must be at most 2^63 - 1, not 9223372036854775808

// A static output under the threshold (64 x f32 = 256 bytes): the region
// becomes plain loops on the calling thread, no OpenMP call at all.
// CHECK-LABEL: func.func @static_small
// CHECK-SAME:    (%[[M:.*]]: memref<64xf32>, %[[V:.*]]: f32)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-NOT:     omp.
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[C64]] step %[[C1]] {
// CHECK-NEXT:      memref.store %[[V]], %[[M]][%[[I]]] : memref<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @static_small(%m: memref<64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        memref.store %v, %m[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A scratch buffer on the heap and the run-time check of its allocation
// (revseq-check-allocations) write no output: the region still becomes
// plain loops.
// CHECK-LABEL: func.func @checked_scratch
// CHECK-NOT:     omp.
// CHECK:         scf.for
// CHECK:           memref.alloc()
// CHECK:           revseq.check
// CHECK:           memref.store
func.func @checked_scratch(%m: memref<64xf32>, %v: f32, %ok: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c64) step (%c1) {
        %scratch = memref.alloc() : memref<4096xf32>
        revseq.check %ok, "revseq: cannot allocate 16384 bytes for a buffer"
        memref.store %v, %scratch[%i] : memref<4096xf32>
        %x = memref.load %scratch[%i] : memref<4096xf32>
        memref.store %x, %m[%i] : memref<64xf32>
        memref.dealloc %scratch : memref<4096xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// At the threshold (256 x f32 = 1024 bytes): threads, no condition.
// CHECK-LABEL: func.func @static_large
// CHECK-NOT:     arith.constant false
// CHECK:         omp.parallel {
func.func @static_large(%m: memref<256xf32>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c256) step (%c4) {
        vector.store %v, %m[%i] : memref<256xf32>, vector<4xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Four outputs of 2^62 bytes each: their sum, 2^64, wraps a 64-bit count
// around to 0 unless it saturates. Threads, no condition.
// CHECK-LABEL: func.func @static_sum_saturates
// CHECK-NOT:     arith.constant false
// CHECK:         omp.parallel {
func.func @static_sum_saturates(%a: memref<4611686018427387904xi8>, %b: memref<4611686018427387904xi8>,
                                %c: memref<4611686018427387904xi8>, %d: memref<4611686018427387904xi8>, %v: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4611686018427387904 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %v, %a[%i] : memref<4611686018427387904xi8>
        memref.store %v, %b[%i] : memref<4611686018427387904xi8>
        memref.store %v, %c[%i] : memref<4611686018427387904xi8>
        memref.store %v, %d[%i] : memref<4611686018427387904xi8>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A dynamic output: its bytes (element size times every dim) are compared
// with the threshold at run time. The input it reads does not count.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:    (%[[IN:.*]]: memref<?x?xf64>, %[[OUT:.*]]: memref<?x?xi16>
// CHECK:         %[[TWO:.*]] = arith.constant 2 : index
// CHECK:         %[[D0:.*]] = memref.dim %[[OUT]], %{{.*}} : memref<?x?xi16>
// CHECK:         %[[B0:.*]] = arith.muli %[[TWO]], %[[D0]] : index
// CHECK:         %[[D1:.*]] = memref.dim %[[OUT]], %{{.*}} : memref<?x?xi16>
// CHECK:         %[[B1:.*]] = arith.muli %[[B0]], %[[D1]] : index
// CHECK:         %[[MIN:.*]] = arith.constant 1024 : index
// CHECK:         %[[LARGE:.*]] = arith.cmpi uge, %[[B1]], %[[MIN]] : index
// CHECK:         omp.parallel if(%[[LARGE]]) {
// CHECK-NOT:     memref.dim %[[IN]]
func.func @dynamic(%in: memref<?x?xf64>, %out: memref<?x?xi16>, %v: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %out, %c0 : memref<?x?xi16>
  %m = memref.dim %out, %c1 : memref<?x?xi16>
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
        %x = memref.load %in[%i, %j] : memref<?x?xf64>
        memref.store %v, %out[%i, %j] : memref<?x?xi16>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Writes through views made inside the region count the buffer they are
// taken from, as seen above the region (here a subview of 8 x 8 f32 = 256
// bytes out of a larger buffer); a buffer allocated in the region (one
// thread's scratch) does not count.
// A region that allocates on the stack (it is the allocation scope) keeps
// its omp.parallel, with `if(false)`.
// CHECK-LABEL: func.func @views_and_scratch
// CHECK:         %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    omp.parallel if(%[[FALSE]]) {
func.func @views_and_scratch(%big: memref<1024x1024xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %out = memref.subview %big[0, 0] [8, 8] [1, 1]
      : memref<1024x1024xf32> to memref<8x8xf32, strided<[1024, 1]>>
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c8) step (%c1) {
        %scratch = memref.alloca() : memref<4096xf32>
        memref.store %v, %scratch[%i] : memref<4096xf32>
        %row = memref.subview %out[%i, 0] [1, 8] [1, 1]
            : memref<8x8xf32, strided<[1024, 1]>> to memref<8xf32, strided<[1], offset: ?>>
        %base, %offset, %size, %stride = memref.extract_strided_metadata %row
            : memref<8xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
        %flat = memref.reinterpret_cast %base to offset: [%offset], sizes: [8], strides: [1]
            : memref<f32> to memref<8xf32, strided<[1], offset: ?>>
        memref.store %v, %flat[%i] : memref<8xf32, strided<[1], offset: ?>>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A write that cannot be followed to a buffer (a call): threads kept.
// CHECK-LABEL: func.func @call
// CHECK-NOT:     if(
// CHECK:         omp.parallel {
func.func private @sink(memref<4xf32>)
func.func @call(%m: memref<4xf32>) {
  omp.parallel {
    func.call @sink(%m) : (memref<4xf32>) -> ()
    omp.terminator
  }
  return
}

// -----

// A small static region that holds an OpenMP op other than a worksharing
// loop (here omp.masked) is not rewritten into loops: it gets `if(false)`,
// and an existing `if` is kept and combined with it.
// CHECK-LABEL: func.func @existing_if
// CHECK-SAME:    %[[COND:[^:]*]]: i1
// CHECK:         %[[FALSE:.*]] = arith.constant false
// CHECK:         %[[BOTH:.*]] = arith.andi %[[COND]], %[[FALSE]] : i1
// CHECK-NEXT:    omp.parallel if(%[[BOTH]]) {
// CHECK:           omp.masked
func.func @existing_if(%m: memref<4xf32>, %v: f32, %cond: i1) {
  %c0 = arith.constant 0 : index
  omp.parallel if(%cond) {
    omp.masked {
      memref.store %v, %m[%c0] : memref<4xf32>
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// A collapsed loop nest becomes nested loops, outermost first; ops of the
// region outside the worksharing loop run once, where they were. The
// allocation scope around the loop body (convert-scf-to-openmp makes one)
// holds no stack allocation, and goes.
// CHECK-LABEL: func.func @collapsed
// CHECK-SAME:    (%[[M:.*]]: memref<4x8xf32>, %[[V:.*]]: f32, %[[COND:.*]]: i1)
// CHECK-NOT:     omp.
// CHECK:         memref.store %[[V]], %[[M]][%{{.*}}, %{{.*}}]
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:      scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:        memref.store %[[V]], %[[M]][%[[I]], %[[J]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @collapsed(%m: memref<4x8xf32>, %v: f32, %cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  omp.parallel if(%cond) {
    memref.store %v, %m[%c0, %c0] : memref<4x8xf32>
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c0) to (%c4, %c8) step (%c1, %c2) {
        memref.alloca_scope {
          memref.store %v, %m[%i, %j] : memref<4x8xf32>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A loop that counts down (a negative step, which OpenMP allows and scf.for
// does not) keeps its omp.parallel, with `if(false)`.
// CHECK-LABEL: func.func @counts_down
// CHECK:         %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    omp.parallel if(%[[FALSE]]) {
func.func @counts_down(%m: memref<64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c63 = arith.constant 63 : index
  %m1 = arith.constant -1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c63) to (%c0) step (%m1) {
        memref.store %v, %m[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
