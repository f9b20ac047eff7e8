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

def RevseqGPUMove16BitFloatsAsIntegers
    : Pass<"revseq-gpu-move-16bit-floats-as-integers"> {
  let summary = "Make gpu.launch bodies move f16 and bf16 values as i16";
  let description = [{
    OpenCL does not allow SPIR-V's `Float16` capability, yet the revseq
    kernels only move values: each buffer of 16-bit floats (f16, bf16) that
    a `gpu.launch` body reads or writes is passed to it as a buffer of `i16`
    (a `builtin.unrealized_conversion_cast` of the memref before the launch,
    which folds away in the LLVM lowering of the host code), and its
    `memref.load`s load `i16`. Run before `gpu-kernel-outlining`;
    `revseq-gpu-pipeline` runs it for `target=spirv`, whose target
    environment then lists no `Float16` capability.

    A launch body that does anything else with a 16-bit float (arithmetic, a
    vector access, a buffer of its own) is an error: its values cannot be
    moved as integers.

    Example:

    ```mlir
    gpu.launch ... {
      %v = memref.load %in[%i] : memref<?xf16>
      memref.store %v, %out[%j] : memref<?xf16>
    }
    // becomes
    %in16 = builtin.unrealized_conversion_cast %in : memref<?xf16> to memref<?xi16>
    %out16 = builtin.unrealized_conversion_cast %out : memref<?xf16> to memref<?xi16>
    gpu.launch ... {
      %v = memref.load %in16[%i] : memref<?xi16>
      memref.store %v, %out16[%j] : memref<?xi16>
    }
    ```
  }];
}

#endif // REVSEQ_TRANSFORMS_PASSES_TD
