// num-threads=2 with min-parallel-bytes: outputs under the threshold run on
// the calling thread (a static shape's region becomes plain loops, a
// dynamic one's omp.parallel gets an `if` on its byte count at run time),
// larger ones fork.
// Both kinds of op run here, static and dynamic, with the threshold at 4 KiB
// (min-parallel-bytes=4096) and at the pipeline's default, and each result
// is compared with a reference written as a linalg.generic; the IR RUN
// checks which regions got which condition.
// DEFINE: %{options} = num-threads=2 min-parallel-bytes=4096
// DEFINE: %{run} = revseq-opt %s --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = num-threads=2 min-parallel-bytes=4096 nontemporal-bytes=1
// RUN: %{run}
// REDEFINE: %{options} = num-threads=2
// RUN: %{run}
// RUN: revseq-opt %s --revseq-cpu-pipeline="num-threads=2 min-parallel-bytes=4096" \
// RUN: | FileCheck %s --check-prefix=IR

// 8 x 16 f32 = 512 bytes: under the threshold, plain loops (no OpenMP).
// IR-LABEL: llvm.func @small
// IR-NOT:     omp.
// IR:         llvm.return
func.func @small(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// 64 x 64 f32 = 16 KiB: forks, no condition.
// IR-LABEL: llvm.func @large
// IR-NOT:     if(
// IR:         omp.parallel num_threads
func.func @large(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// Dynamic: the output's bytes against the threshold, at run time.
// IR-LABEL: llvm.func @dynamic
// IR:         %[[MIN:.*]] = llvm.mlir.constant(4096 : index) : i64
// IR:         %[[LARGE:.*]] = llvm.icmp "uge" %{{.*}}, %[[MIN]] : i64
// IR-NEXT:    omp.parallel if(%[[LARGE]])
func.func @dynamic(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

#id = affine_map<(r, c) -> (r, c)>
// out[r][c] = in[R - 1 - r][c].
func.func @reference(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %R = tensor.dim %x, %c0 : tensor<?x?xf32>
  %C = tensor.dim %x, %c1 : tensor<?x?xf32>
  %empty = tensor.empty(%R, %C) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%empty : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %last = arith.subi %R, %c1 : index
    %src = arith.subi %last, %i : index
    %v = tensor.extract %x[%src, %j] : tensor<?x?xf32>
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Number of elements where %a and %b differ.
func.func @mismatches(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %R = tensor.dim %a, %c0 : tensor<?x?xf32>
  %C = tensor.dim %a, %c1 : tensor<?x?xf32>
  %n = scf.for %i = %c0 to %R step %c1 iter_args(%acc = %c0) -> index {
    %m = scf.for %j = %c0 to %C step %c1 iter_args(%acc2 = %acc) -> index {
      %va = tensor.extract %a[%i, %j] : tensor<?x?xf32>
      %vb = tensor.extract %b[%i, %j] : tensor<?x?xf32>
      %ne = arith.cmpf une, %va, %vb : f32
      %inc = arith.addi %acc2, %c1 : index
      %next = arith.select %ne, %inc, %acc2 : index
      scf.yield %next : index
    }
    scf.yield %m : index
  }
  return %n : index
}

// An R x C input with x[r][c] = r * C + c.
func.func @input(%R: index, %C: index) -> tensor<?x?xf32> {
  %x = tensor.generate %R, %C {
  ^bb0(%r: index, %c: index):
    %rc = arith.muli %r, %C : index
    %i = arith.addi %rc, %c : index
    %i64 = arith.index_cast %i : index to i64
    %f = arith.uitofp %i64 : i64 to f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return %x : tensor<?x?xf32>
}

// Prints the mismatches of @dynamic (and of @small or @large when the shape
// is theirs) against the reference.
func.func @check(%R: index, %C: index) {
  %x = call @input(%R, %C) : (index, index) -> tensor<?x?xf32>
  %want = call @reference(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %got = call @dynamic(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %n = call @mismatches(%got, %want) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print %n : index
  return
}

func.func @main() {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c1000 = arith.constant 1000 : index
  %c600 = arith.constant 600 : index
  // Dynamic: 512 bytes, 16 KiB, and 2.3 MiB (over the default too).
  // CHECK: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  call @check(%c8, %c16) : (index, index) -> ()
  call @check(%c64, %c64) : (index, index) -> ()
  call @check(%c1000, %c600) : (index, index) -> ()

  // Static: 512 bytes and 16 KiB.
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  %xs = call @input(%c8, %c16) : (index, index) -> tensor<?x?xf32>
  %ws = call @reference(%xs) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %xs_static = tensor.cast %xs : tensor<?x?xf32> to tensor<8x16xf32>
  %gs = call @small(%xs_static) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %gs_dyn = tensor.cast %gs : tensor<8x16xf32> to tensor<?x?xf32>
  %ns = call @mismatches(%gs_dyn, %ws) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print %ns : index
  %xl = call @input(%c64, %c64) : (index, index) -> tensor<?x?xf32>
  %wl = call @reference(%xl) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %xl_static = tensor.cast %xl : tensor<?x?xf32> to tensor<64x64xf32>
  %gl = call @large(%xl_static) : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %gl_dyn = tensor.cast %gl : tensor<64x64xf32> to tensor<?x?xf32>
  %nl = call @mismatches(%gl_dyn, %wl) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print %nl : index
  return
}
