//===- Passes.td - the revseq dialect's passes -------------*- tablegen -*-===//
//
// Passes on revseq ops at tensor level, next to the dialect's external models
// and patterns (MLIRRevseqTransforms). Passes on upstream dialects that the
// pipelines run between the conversions are in revseq/Transforms/Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_PASSES_TD
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"
include "revseq/Support/PassOptions.td"

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

def RevseqFuseElementwise : Pass<"revseq-fuse-elementwise"> {
  let summary = "Fuse revseq ops with their elementwise neighbours";
  let description = [{
    A revseq op next to elementwise work costs a tensor of its own: its
    result is written to memory and read back. This pass computes it inside
    the loop of its neighbour instead, from the op's index map
    (`IndexMapOpInterface`):

    * **Consumer fusion.** A revseq value op whose every user is an
      elementwise `linalg` op (any projected-permutation `linalg.generic`, or
      a named one such as `linalg.add`, which is generalized), another revseq
      op, or a fused gather, is rewritten into the `linalg.generic` of its
      index map, and upstream's elementwise fusion merges that generic into
      its consumers: they read the revseq input at the mirrored index
      (`linalg.index`, the clamped length, `tensor.extract`).
    * **Producer fusion.** A revseq op whose input is made by an elementwise
      generic read only there computes that generic's body at the mirrored
      index (its inputs read at their maps applied to it), so the input is
      never materialized either.
    * **Chains.** A revseq op reading another revseq op's result composes
      both index maps in one body.
    * **Blocks.** A `tensor.extract_slice` (unit strides) of a revseq result
      becomes the index map's generic over that block alone, its points
      offset by the slice's offsets. This is what upstream tile-and-fuse
      makes of a revseq producer whose tile cuts its sequence axis (the op
      over the whole axis, then the tile's slice): each tile then computes
      its own block, not the whole axis.
    * **Exporter idioms** (`populateRevseqExporterIdiomPatterns`, run
      first): a `reverse_sequence` or `reverse_subsequences` whose lengths
      are a splat of its axis size read through `tensor.dim` becomes a
      `reverse` (its lengths' size rule still checked), and
      `linalg.transpose(revseq(linalg.transpose(x, p)), p^-1)` becomes the
      revseq op on `x` with its axes renamed (tf2onnx's `tf.reverse`).

    Other elementwise code is left alone, and a revseq op without an
    elementwise neighbour keeps its own kernel, as do the layouts whose
    lengths vary along the innermost dim (`reverse_sequence` with the batch
    axis innermost, `reverse_subsequences` of an outer axis), where a fused
    loop would gather every element, unless only blocks that cut the
    sequence axis are read or `fuse-gathers` is set (on the CPU their
    transposed-strip kernel and the intermediate cost less than the fused
    gathers; docs/Performance.md, "Fusion"). The run-time checks of a
    fused op are emitted in front of the loop with the messages of its
    lowering (`runtime-checks` adds the value rules). The fused
    `reverse_dynamic` ops of a block that read the same axes tensor share
    one computation of their flags (with its checks), emitted after the
    axes' definition or at the start of the block, so a check of the axes
    values can fail before checks of earlier ops of the block. The patterns
    are `revseq::populateRevseqElementwiseFusionPatterns` (with an
    `IndexMapInvariantsCache` to share the flags). The CPU pipeline runs
    this pass (`fuse=true`, the default) before `revseq-destination-style`.

    Example:

    ```mlir
    %r = revseq.reverse %x axes = [0] : tensor<4x8xf32>
    %s = linalg.add ins(%r, %y : tensor<4x8xf32>, tensor<4x8xf32>)
        outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    // becomes one linalg.generic reading %y through its indexing map and
    // %x with tensor.extract at [3 - i, j].
    ```
  }];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           RevseqOptionText.runtimeChecks>,
    Option<"fuseGathers", "fuse-gathers", "bool", /*default=*/"false",
           RevseqOptionText.fuseGathers>,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect",
  ];
}

#endif // REVSEQ_DIALECT_REVSEQ_TRANSFORMS_PASSES_TD
