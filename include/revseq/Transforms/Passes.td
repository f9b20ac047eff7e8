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

#endif // REVSEQ_TRANSFORMS_PASSES_TD
