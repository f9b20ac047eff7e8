// RUN: revseq-opt %s --revseq-fence-nontemporal-stores --split-input-file | FileCheck %s

// Sequential code: one fence after the outermost loop around the stores.
// CHECK-LABEL: func.func @sequential
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             vector.store {{.*}}nontemporal = true}
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    llvm.fence seq_cst
// CHECK-NEXT:    return
func.func @sequential(%m: memref<4x64xf32>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c64 step %c16 {
      vector.store %v, %m[%i, %j] {alignment = 64 : i64, nontemporal = true} : memref<4x64xf32>, vector<16xf32>
    }
  }
  return
}

// -----

// An OpenMP team: each thread fences its own stores, once.
// CHECK-LABEL: func.func @threads
// CHECK:         omp.parallel {
// CHECK:           omp.wsloop {
// CHECK:             vector.store {{.*}}nontemporal = true
// CHECK-NEXT:          omp.yield
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      llvm.fence seq_cst
// CHECK-NEXT:      omp.terminator
// CHECK:         }
// CHECK-NOT:     llvm.fence
// CHECK:         return
func.func @threads(%m: memref<4x16xf32>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%c4) step (%c1) {
        vector.store %v, %m[%i, %c0] {nontemporal = true} : memref<4x16xf32>, vector<16xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A parallel loop may still become threads: a fence ends every iteration.
// CHECK-LABEL: func.func @parallel_loop
// CHECK:         scf.parallel
// CHECK:           vector.store {{.*}}nontemporal = true
// CHECK-NEXT:      llvm.fence seq_cst
// CHECK-NEXT:      scf.reduce
// CHECK-NOT:     llvm.fence
// CHECK:         return
func.func @parallel_loop(%m: memref<4x16xf32>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    vector.store %v, %m[%i, %c0] {nontemporal = true} : memref<4x16xf32>, vector<16xf32>
  }
  return
}

// -----

// Outside loops, right after the store; ordinary stores get no fence.
// CHECK-LABEL: func.func @straight_line
// CHECK:         vector.store %{{.*}}, %{{.*}}[%{{.*}}] {nontemporal = true}
// CHECK-NEXT:    llvm.fence seq_cst
// CHECK-NEXT:    vector.store
// CHECK-NOT:     llvm.fence
// CHECK:         return
func.func @straight_line(%m: memref<32xf32>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  vector.store %v, %m[%c0] {nontemporal = true} : memref<32xf32>, vector<16xf32>
  vector.store %v, %m[%c16] : memref<32xf32>, vector<16xf32>
  return
}
