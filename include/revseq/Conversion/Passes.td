//===- Passes.td - revseq conversion passes ----------------*- tablegen -*-===//

#ifndef REVSEQ_CONVERSION_PASSES_TD
#define REVSEQ_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertRevseqToLinalg : Pass<"convert-revseq-to-linalg"> {
  let summary = "Lower revseq ops to linalg.generic on tensors";
  let description = [{
    Rewrites every revseq op into a `linalg.generic` over a `tensor.empty`
    whose body computes the mirrored source index with `linalg.index` and
    reads the input with `tensor.extract` (the form TOSA's reverse lowering
    uses; an affine map with a negative coefficient would break tiling and
    vectorisation). Lengths are read as signed integers of their width and
    clamped to `[0, T]`, so the result never reads out of bounds.

    Sizes that the verifier could not compare because they are dynamic
    (`reverse_sequence_c9`, `reverse_subsequences_c7`/`c8`) are always
    checked with `cf.assert`. With `runtime-checks`, the lowering also
    asserts that every length is in `[0, T]`, that every `reverse_dynamic`
    index is in `[-rank, rank)` and that a dynamic mask has one flag per
    dimension.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Stop with a message on out-of-range lengths, axes and masks">,
  ];
}

def ConvertRevseqToVector : Pass<"convert-revseq-to-vector"> {
  let summary = "Lower revseq ops to vectorised loops on buffers";
  let description = [{
    The fast path of `revseq-cpu-pipeline`. Each revseq op whose element
    type is an integer of 8 to 64 bits or f16, bf16, f32, f64 becomes
    `bufferization.to_buffer` of its operands, a fresh `memref.alloc`, loops
    that fill it, and `bufferization.to_tensor`. The loops are chosen per
    layout: contiguous vector copies of whole rows when the innermost axis
    is not reversed, a contiguous load plus a lane-reversing
    `vector.shuffle` when it is (rows of the lengths ops split into the
    reversed part `[0, L)` and the copied part `[L, T)`), and column strips
    of masked `vector.gather`s when the lengths vary along the innermost
    axis. Outer loops are `scf.parallel`, ready for `convert-scf-to-openmp`.
    Other ops are left for `convert-revseq-to-linalg`. The run-time checks
    are the same as there.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Stop with a message on out-of-range lengths, axes and masks">,
    Option<"vectorBits", "vector-bits", "unsigned", /*default=*/"0",
           "Vector register width in bits (0: the host CPU's)">,
  ];
}

def LowerAssertsToStderr : Pass<"revseq-lower-asserts", "::mlir::ModuleOp"> {
  let summary = "Lower cf.assert to an unbuffered message on stderr and abort()";
  let description = [{
    Upstream's `cf.assert` lowering prints its message with `puts`, i.e. into
    the buffered stdout, and then calls `abort()`, which does not flush it:
    when stdout is a pipe the message is lost. This pass rewrites every
    `cf.assert` that sits directly in a CFG region into a conditional branch
    to a block that writes the message to file descriptor 2 with `write` and
    calls `abort()`. Run it after `convert-scf-to-cf` and before the final
    conversion to LLVM. Asserts nested in single-block regions are left to
    the upstream lowering.
  }];
  let dependentDialects = [
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect",
  ];
}

#endif // REVSEQ_CONVERSION_PASSES_TD
