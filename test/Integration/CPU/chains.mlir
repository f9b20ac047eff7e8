// Chains of revseq ops with host code between them: through the CPU
// pipeline here, and through the GPU kernels in
// test/Integration/GPU/emulation.mlir, where the buffers kernels share stay
// in (emulated) device memory and host code gets copies only where it
// reads or writes them (revseq-gpu-device-buffers).
// DEFINE: %{options} = vectorize=true
// DEFINE: %{run} = revseq-opt %s --revseq-cpu-pipeline="%{options}" \
// DEFINE: | mlir-runner -e main -entry-point-result=void \
// DEFINE:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{options} = vectorize=false
// RUN: %{run}

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

// Four ops, two arguments, one result; the lengths are read by two kernels.
func.func @chain4(%x: tensor<?x?xf32>, %lengths: tensor<?xi64>) -> tensor<?x?xf32> {
  %a = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %b = revseq.reverse %a axes = [0] : tensor<?x?xf32>
  %c = revseq.reverse_sequence %b, %lengths batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %d = revseq.reverse %c axes = [1] : tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

// Host code reads a kernel's result between two kernels and writes the
// input of the next one.
func.func @host_between(%x: tensor<3x4xf32>) -> (tensor<3x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = revseq.reverse %x axes = [1] : tensor<3x4xf32>
  %first = tensor.extract %a[%c0, %c0] : tensor<3x4xf32>
  %b = tensor.insert %first into %a[%c1, %c1] : tensor<3x4xf32>
  %c = revseq.reverse %b axes = [0] : tensor<3x4xf32>
  %d = arith.addf %c, %c : tensor<3x4xf32>
  %e = revseq.reverse %d axes = [0, 1] : tensor<3x4xf32>
  return %e, %first : tensor<3x4xf32>, f32
}

// A loop carries a kernel's result through its iter_arg.
func.func @loop(%x: tensor<2x3xf32>, %lengths: tensor<2xi32>) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %x) -> tensor<2x3xf32> {
    %s = revseq.reverse_sequence %t, %lengths batch_axis = 0, seq_axis = 1 : tensor<2x3xf32>, tensor<2xi32>
    %u = revseq.reverse %s axes = [0] : tensor<2x3xf32>
    scf.yield %u : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}

// The mask of reverse_dynamic is read on the host, twice.
func.func @dynamic_twice(%x: tensor<2x3xf32>, %mask: tensor<2xi1>, %sub: tensor<1x3xi32>) -> tensor<2x3xf32> {
  %a = revseq.reverse_dynamic %x, %mask mode = mask : tensor<2x3xf32>, tensor<2xi1>
  %b = revseq.reverse_subsequences %a, %sub axis = 0 : tensor<2x3xf32>, tensor<1x3xi32>
  %c = revseq.reverse_dynamic %b, %mask mode = mask : tensor<2x3xf32>, tensor<2xi1>
  return %c : tensor<2x3xf32>
}

// Two reverse_dynamic ops on one axes tensor fused with elementwise code:
// one computation of the flags serves both (an axis outside [-rank, rank)
// names no dim).
func.func @dynamic_index_fused(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %axes: tensor<?xi64>) -> tensor<2x3xf32> {
  %a = revseq.reverse_dynamic %x, %axes mode = index : tensor<2x3xf32>, tensor<?xi64>
  %s = arith.addf %a, %y : tensor<2x3xf32>
  %b = revseq.reverse_dynamic %s, %axes mode = index : tensor<2x3xf32>, tensor<?xi64>
  %t = arith.subf %b, %x : tensor<2x3xf32>
  return %t : tensor<2x3xf32>
}

// CHECK-LABEL: Unranked Memref {{.*}} rank = 2 offset = 0 sizes = [3, 5]
// CHECK-NEXT: [24,   23,   22,   20,   21]
// CHECK-NEXT: [14,   13,   12,   11,   10]
// CHECK-NEXT: [4,   3,   2,   0,   1]
// CHECK: sizes = [3, 4]
// CHECK-NEXT: [0,   2,   4,   6]
// CHECK-NEXT: [8,   10,   6,   14]
// CHECK-NEXT: [16,   18,   20,   22]
// CHECK-NEXT: 3
// CHECK: sizes = [2, 3]
// CHECK-NEXT: [4,   6,   5]
// CHECK-NEXT: [1,   3,   2]
// CHECK: sizes = [2, 3]
// CHECK-NEXT: [4,   2,   3]
// CHECK-NEXT: [1,   5,   6]
// CHECK: sizes = [2, 3]
// CHECK-NEXT: [30,   20,   10]
// CHECK-NEXT: [60,   50,   40]
func.func @main() {
  %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0],
                             [10.0, 11.0, 12.0, 13.0, 14.0],
                             [20.0, 21.0, 22.0, 23.0, 24.0]]> : tensor<3x5xf32>
  %lengths = arith.constant dense<[2, 5, 0]> : tensor<3xi64>
  %xd = tensor.cast %x : tensor<3x5xf32> to tensor<?x?xf32>
  %ld = tensor.cast %lengths : tensor<3xi64> to tensor<?xi64>
  %r0 = call @chain4(%xd, %ld) : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  %u0 = tensor.cast %r0 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()

  %y = arith.constant dense<[[0.0, 1.0, 2.0, 3.0],
                             [4.0, 5.0, 6.0, 7.0],
                             [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
  %r1, %f = call @host_between(%y) : (tensor<3x4xf32>) -> (tensor<3x4xf32>, f32)
  %u1 = tensor.cast %r1 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  vector.print %f : f32

  %z = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %zl = arith.constant dense<[2, 3]> : tensor<2xi32>
  %r2 = call @loop(%z, %zl) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %u2 = tensor.cast %r2 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  %mask = arith.constant dense<[true, false]> : tensor<2xi1>
  %sub = arith.constant dense<[[2, 1, 0]]> : tensor<1x3xi32>
  %r3 = call @dynamic_twice(%z, %mask, %sub) : (tensor<2x3xf32>, tensor<2xi1>, tensor<1x3xi32>) -> tensor<2x3xf32>
  %u3 = tensor.cast %r3 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  %w = arith.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : tensor<2x3xf32>
  %axes = arith.constant dense<[-1, 7]> : tensor<2xi64>
  %axesd = tensor.cast %axes : tensor<2xi64> to tensor<?xi64>
  %r4 = call @dynamic_index_fused(%z, %w, %axesd) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<?xi64>) -> tensor<2x3xf32>
  %u4 = tensor.cast %r4 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}
