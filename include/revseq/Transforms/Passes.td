//===- Passes.td - revseq passes that are not conversions --*- tablegen -*-===//

#ifndef REVSEQ_TRANSFORMS_PASSES_TD
#define REVSEQ_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def RevseqDestinationStyle : Pass<"revseq-destination-style"> {
  let summary = "Rewrite revseq ops into their destination-passing forms";
  let description = [{
    Rewrites every value-form revseq op (`revseq.reverse_sequence`, ...)
    into a `tensor.empty` of the result's shape and the op's
    destination-passing form (`revseq.reverse_sequence_into`, ...) writing
    into it. Run before `eliminate-empty-tensors` and `one-shot-bufferize`:
    the empty tensor is then replaced by the destination the surrounding IR
    provides (a `tensor.insert_slice` or `materialize_in_destination`
    target, the `outs` of a consumer, a function result), and the result is
    written there without a copy. Every named revseq pipeline runs it.

    Example:

    ```mlir
    %0 = revseq.reverse %x axes = [0] : tensor<4x8xf32>
    // becomes
    %e = tensor.empty() : tensor<4x8xf32>
    %0 = revseq.reverse_into %x into %e axes = [0]
        : tensor<4x8xf32> into tensor<4x8xf32> -> tensor<4x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def GPUDeviceBuffers
    : Pass<"revseq-gpu-device-buffers", "::mlir::func::FuncOp"> {
  let summary = "Keep the buffers of GPU kernels in device memory";
  let description = [{
    Runs after the GPU lowering (`convert-revseq-to-gpu`), whose
    `gpu.launch` kernels address the buffers bufferization chose. Gives
    every buffer that a kernel uses a home in host or device memory and,
    where code of the other side touches it, a mirror in the other memory,
    and copies between the two (`gpu.memcpy` of the whole buffer) only
    where code needs contents that the other side wrote last:

    - an allocation that only kernels touch becomes a `gpu.alloc`, freed
      with `gpu.dealloc` where bufferization freed it: intermediate results
      of a chain of kernels never leave the device;
    - a function argument gets a device mirror, copied in before the first
      kernel that reads it and, if a kernel wrote it, copied back before
      the function returns;
    - a returned allocation that a kernel writes is copied out once, before
      the `func.return`.

    A function chaining N revseq ops therefore copies each argument in once
    and each result out once, whatever N is. With `device-buffers`, the
    memref arguments of public functions and the allocations they return
    are device memory (the caller's `gpu.alloc` / `mgpuMemAlloc` buffers,
    freed with `mgpuMemFree`), also where one function of the module calls
    another public one: kernels use them in place, and only host code that
    reads them (run-time checks of a lengths tensor, the axes of
    `reverse_dynamic`, upstream ops lowered to host loops) gets a host copy.

    At the boundaries of regions (loop bodies, `scf.if` branches) the home
    copy of a buffer is current, so loops need no further analysis; buffers
    carried by loops, returned by calls or read from globals have their
    home made current after every op that uses them. Function arguments
    are assumed not to alias each other, as bufferization assumes at
    function boundaries. Device arguments must be aligned to 16 bytes, as
    every device allocation is. Regions with several blocks are rejected:
    run the pass before `scf-to-cf`.
  }];
  let options = [
    Option<"deviceBuffers", "device-buffers", "bool", /*default=*/"false",
           "The memref arguments and returned allocations of public "
           "functions are device memory">,
  ];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

#endif // REVSEQ_TRANSFORMS_PASSES_TD
