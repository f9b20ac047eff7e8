// A chain of four revseq ops through revseq-gpu-pipeline: tensors passed
// between kernels stay on the device. Two arguments are copied in, one
// result out (3 mgpuMemcpy calls, whatever the number of ops); with
// device-buffers=true nothing is copied.
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm format=isa" \
// RUN: | FileCheck %s --check-prefix=HOST
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm format=isa" \
// RUN: | grep -c "llvm.call @mgpuMemcpy" | FileCheck %s --check-prefix=THREE
// RUN: revseq-opt %s --revseq-gpu-pipeline="target=nvvm format=isa device-buffers=true" \
// RUN: | FileCheck %s --check-prefix=DEVICE
// The same chain with the kernels run on the host: the copies are there.
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline --mlir-print-ir-after=revseq-gpu-device-buffers -o /dev/null 2>&1 \
// RUN: | grep -c "gpu.memcpy" | FileCheck %s --check-prefix=THREE

// THREE: {{^}}3{{$}}

// HOST-LABEL: llvm.func @chain(
// HOST-COUNT-3: llvm.call @mgpuMemcpy
// HOST-NOT:     llvm.call @mgpuMemcpy
// HOST:         llvm.return
// DEVICE-LABEL: llvm.func @chain(
// DEVICE-NOT:   llvm.call @mgpuMemcpy
// DEVICE:       llvm.return
func.func @chain(%x: tensor<4x6xf32>, %lengths: tensor<4xi32>) -> tensor<4x6xf32> {
  %a = revseq.reverse_sequence %x, %lengths batch_axis = 0, seq_axis = 1 : tensor<4x6xf32>, tensor<4xi32>
  %b = revseq.reverse %a axes = [0] : tensor<4x6xf32>
  %c = revseq.reverse_sequence %b, %lengths batch_axis = 0, seq_axis = 1 : tensor<4x6xf32>, tensor<4xi32>
  %d = revseq.reverse %c axes = [1] : tensor<4x6xf32>
  return %d : tensor<4x6xf32>
}
