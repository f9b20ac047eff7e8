//===- RevseqDialect.td - revseq dialect definition --------*- tablegen -*-===//

#ifndef REVSEQ_DIALECT_REVSEQ_IR_REVSEQDIALECT_TD
#define REVSEQ_DIALECT_REVSEQ_IR_REVSEQDIALECT_TD

include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/OpBase.td"

def Revseq_Dialect : Dialect {
  let name = "revseq";
  let cppNamespace = "::mlir::revseq";
  let summary = "Reverse, ReverseSequence and ReverseSubsequences operators";
  let description = [{
    The `revseq` dialect models three families of "reverse" operators found
    in ML frameworks:

    * ONNX / OpenVINO ReverseSequence (`revseq.reverse_sequence`): per-batch
      lengths, reverse the first `L` elements along the sequence axis, copy
      the rest.
    * OpenVINO Reverse (`revseq.reverse` with static axes,
      `revseq.reverse_dynamic` with run-time axes given as indices or as a
      boolean mask): reverse whole axes.
    * DirectML ReverseSubsequences (`revseq.reverse_subsequences`): a lengths
      tensor of the input's rank whose reversed axis has size 1.

    The reverse ops are pure, operate on ranked tensors of any memref element
    type, and return a tensor of exactly the input's type; each has a
    destination-passing `_into` form. `revseq.check` is the run-time check
    that their lowerings emit. Every length is read as
    a signed integer of its own width and clamped to `[0, T]` where `T` is the
    size of the reversed axis, so no lengths value can cause an out-of-bounds
    access. The normative semantics, the labelled constraints and the
    rationale are in `docs/Semantics.md` and `docs/Rationale.md`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    /// Writes and reads revseq's version in bytecode (RevseqBytecode.cpp).
    void registerBytecodeInterface();
  }];
}

/// An i64 axis attribute read as a signed value (negative axes count from
/// the back); upstream's I64Attr returns uint64_t.
def Revseq_AxisAttr
    : TypedSignlessIntegerAttrBase<I64, "int64_t",
                                   "64-bit signless integer axis"> {
  let convertFromStorage = "$_self.getValue().getSExtValue()";
}

class Revseq_Op<string mnemonic, list<Trait> traits = []>
    : Op<Revseq_Dialect, mnemonic, traits>;

#endif // REVSEQ_DIALECT_REVSEQ_IR_REVSEQDIALECT_TD
