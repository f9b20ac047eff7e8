//===- Passes.td - revseq conversion passes ----------------*- tablegen -*-===//

#ifndef REVSEQ_CONVERSION_PASSES_TD
#define REVSEQ_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"
include "revseq/Support/PassOptions.td"

// The lowerings out of revseq that are not code generation for a target
// (revseq/Codegen/{CPU,GPU}/Passes.td), and TOSA into revseq. The defaults of
// options that C++ users of the populate functions also get are read from the
// option structs of the headers, as upstream's canonicalize reads
// GreedyRewriteConfig's: one source of truth for both.

def ConvertRevseqToLinalg : Pass<"convert-revseq-to-linalg"> {
  let summary = "Lower revseq ops to linalg.generic on tensors or memrefs";
  let description = [{
    Rewrites every revseq op into a `linalg.generic` writing its
    destination (a new `tensor.empty` for a value form, `init` for a
    destination-passing form, on tensors or on memrefs of any layout) whose
    body computes the mirrored source index with `linalg.index` and reads
    the input with `tensor.extract` or `memref.load` (the form TOSA's
    reverse lowering uses; an affine map with a negative coefficient would
    break tiling and vectorisation). Lengths are read as signed integers of their width and
    clamped to `[0, T]`, so the result never reads out of bounds.

    Sizes that the verifier could not compare because they are dynamic
    (`reverse_sequence_c9`, `reverse_subsequences_c7`/`c8`) are always
    checked with `revseq.check`, whose message reports both sizes. With
    `runtime-checks`, the lowering also checks that every length is in
    `[0, T]`, that every `reverse_dynamic` index is in `[-rank, rank)` and
    that a dynamic mask has one flag per dimension; a failure reports the
    offending element's index and value.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    RevseqRuntimeChecksOption,
  ];
}

def ConvertTosaReverseToRevseq : Pass<"convert-tosa-reverse-to-revseq"> {
  let summary = "Rewrite tosa.reverse into revseq.reverse";
  let description = [{
    Rewrites every `tosa.reverse` whose input is a ranked tensor of an
    element type a memref can hold into `revseq.reverse` with the one axis
    as its `axes` list, so that TOSA programs get revseq's vectorised
    lowering through `revseq-cpu-pipeline`. When TOSA's result type differs
    from the input type (more or less static), a `tensor.cast` restores it.
    Other ops are left alone. The patterns are public as
    `populateTosaReverseToRevseqPatterns`.

    Example: `tosa.reverse %x {axis = 1 : i32} : (tensor<2x3xf32>) ->
    tensor<2x3xf32>` becomes `revseq.reverse %x axes = [1] : tensor<2x3xf32>`.
  }];
  let dependentDialects = [
    "::mlir::revseq::RevseqDialect",
    "::mlir::tensor::TensorDialect",
  ];
}



def LowerAssertsToStderr : Pass<"revseq-lower-asserts", "::mlir::ModuleOp"> {
  let summary = "Lower cf.assert and revseq.check to an unbuffered message "
                "on stderr and abort()";
  let description = [{
    Upstream's `cf.assert` lowering prints its message with `puts`, i.e. into
    the buffered stdout, and then calls `abort()`, which does not flush it:
    when stdout is a pipe the message is lost. This pass rewrites every
    `cf.assert` and `revseq.check` that sits directly in a CFG region into a
    conditional branch to a block that writes the message to file
    descriptor 2 with `dprintf` (a `revseq.check`'s values in place of its
    `{}`s) and calls `abort()`. Run it after `convert-scf-to-cf` and before
    the final conversion to LLVM. Checks nested in single-block regions are
    left to the upstream lowering (`cf.assert`) and to `convert-to-llvm`
    (`revseq.check`, through the dialect's `ConvertToLLVMPatternInterface`).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect",
  ];
}

#endif // REVSEQ_CONVERSION_PASSES_TD
