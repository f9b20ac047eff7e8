//===- RevseqOps.td - revseq operation definitions ---------*- tablegen -*-===//
//
// Each op's description lists its constraints with the labels used by the
// verifier's diagnostics and by test/Dialect/Revseq/invalid.mlir. The
// normative semantics are in docs/Semantics.md.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_IR_REVSEQOPS_TD
#define REVSEQ_DIALECT_REVSEQ_IR_REVSEQOPS_TD

include "revseq/Dialect/Revseq/IR/RevseqDialect.td"
include "revseq/Dialect/Revseq/IR/RevseqEnums.td"
include "revseq/Dialect/Revseq/IR/RevseqInterfaces.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// Accessors that both forms of an op declare once (the value form and its
/// `_into` form share the attributes): the axis attributes mapped to
/// [0, rank) of the input.
defvar Revseq_SequenceAxesDecl = [{
    /// `batch_axis` in [0, rank).
    int64_t getNormalizedBatchAxis() {
      return ::mlir::revseq::detail::normalizeInputAxis(getInput(),
                                                        getBatchAxis());
    }
    /// `seq_axis` in [0, rank).
    int64_t getNormalizedSeqAxis() {
      return ::mlir::revseq::detail::normalizeInputAxis(getInput(),
                                                        getSeqAxis());
    }
}];
/// The run-time messages of the lengths size rules (the index map's, see
/// IndexMapOpInterface::getLengthsSizeMessage), under the labels of the
/// op's constraints.
defvar Revseq_SequenceLengthsDecl = [{
    /// reverse_sequence_c9: lengths has the size of the batch dimension.
    std::string getLengthsSizeMessage(int64_t, std::optional<int64_t>) {
      return "revseq.reverse_sequence: the size of lengths ({}) differs from "
             "the batch dimension ({}) (reverse_sequence_c9)";
    }
}];
defvar Revseq_SubsequencesLengthsDecl = [{
    /// reverse_subsequences_c7: size 1 along the reversed axis; c8: the
    /// input's size along every other dim.
    std::string getLengthsSizeMessage(int64_t lengthsDim,
                                      std::optional<int64_t> inputDim) {
      if (!inputDim)
        return "revseq.reverse_subsequences: lengths has size {} along the "
               "reversed axis, where it must have size {} "
               "(reverse_subsequences_c7)";
      return ("revseq.reverse_subsequences: lengths dimension " +
              ::llvm::Twine(lengthsDim) +
              " has size {}, the input's has size {} "
              "(reverse_subsequences_c8)")
          .str();
    }
}];
defvar Revseq_AxesDecl = [{
    /// `axes` mapped to [0, rank) and sorted.
    ::llvm::SmallVector<int64_t> getNormalizedAxes() {
      return ::mlir::revseq::detail::normalizeInputAxes(getInput(),
                                                        getAxes());
    }
}];
defvar Revseq_AxisDecl = [{
    /// `axis` in [0, rank).
    int64_t getNormalizedAxis() {
      return ::mlir::revseq::detail::normalizeInputAxis(getInput(),
                                                        getAxis());
    }
}];

/// Traits and interfaces shared by every revseq op: pure, an index map,
/// result type equal to the input type, result shape reifiable from the
/// input. `dialect` lets another dialect define an op of the family.
class Revseq_ReverseOpBase<string mnemonic, list<Trait> traits = [],
                           Dialect dialect = Revseq_Dialect>
    : Op<dialect, mnemonic, traits # [
        Pure,
        DeclareOpInterfaceMethods<Revseq_IndexMapOpInterface>,
        InferTypeOpAdaptor,
        DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                                  ["reifyResultShapes"]>]> {
  let results = (outs AnyRankedTensor:$result);
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, ::std::optional<::mlir::Location> location,
        Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
      return ::mlir::revseq::detail::inferResultTypeFromInput(
          location, adaptor.getOperands(), inferredReturnTypes);
    }
    ::llvm::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &builder,
        ::mlir::ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
      return ::mlir::revseq::detail::reifyResultShapeFromInput(
          builder, getInput(), reifiedReturnShapes);
    }
  }];
}

//===----------------------------------------------------------------------===//
// Destination-passing forms
//===----------------------------------------------------------------------===//

/// A ranked tensor or a ranked memref of any layout.
def Revseq_TensorOrMemRef : AnyTypeOf<[AnyRankedTensor, AnyMemRef]>;

/// What DestinationStyleOpInterface needs of every destination form.
defvar Revseq_DestinationDecl = [{
    ::mlir::MutableOperandRange getDpsInitsMutable() {
      return getInitMutable();
    }
}];

/// The destination-passing form of a revseq op: the same operands and
/// attributes as the value form, plus an `init` operand that receives the
/// result. On tensors it returns the new value of `init` (the upstream
/// destination-style contract, so one-shot bufferization writes the result
/// into `init`'s buffer); on memrefs it has no result and writes into
/// `init`, which may be any strided view (a `memref.subview`, a function
/// argument). Every element of `init` is overwritten and none is read. On
/// memrefs `init` is either the input itself, the same SSA value (the
/// in-place form, which one-shot bufferization makes of a value form whose
/// input dies; its lowerings swap pairs of elements), or a buffer that does
/// not overlap the input.
///
/// The value forms become these ops before bufferization
/// (`revseq-destination-style`, part of every named pipeline), and the
/// kernels of `convert-revseq-to-vector`, `-to-linalg` and `-to-gpu` lower
/// their memref form, so the buffer a result lands in is the one
/// bufferization chose.
class Revseq_DestinationOpBase<string mnemonic, list<Trait> traits = [],
                               Dialect dialect = Revseq_Dialect>
    : Op<dialect, mnemonic, traits # [
        DeclareOpInterfaceMethods<Revseq_IndexMapOpInterface>,
        DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
        DestinationStyleOpInterface,
        DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                                  ["reifyResultShapes"]>]> {
  let results = (outs Optional<AnyRankedTensor>:$result);
  let hasVerifier = 1;
  let extraClassDeclaration = Revseq_DestinationDecl;
  let extraClassDefinition = [{
    void $cppClass::getEffects(
        ::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<
            ::mlir::MemoryEffects::Effect>> &effects) {
      ::mlir::revseq::detail::getDestinationEffects(*this, effects);
    }
    ::llvm::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &builder,
        ::mlir::ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
      return ::mlir::revseq::detail::reifyDestinationShape(
          builder, getInit(), reifiedReturnShapes);
    }
  }];
}

/// What every destination form says of `init` aliasing the input.
defvar Revseq_InPlaceDoc = [{
    `init` may be the input itself (the same SSA value): on memrefs that is
    the in-place form, which one-shot bufferization makes of the value form
    when its input is not read again, and whose lowerings swap pairs of
    elements (`revseq.reverse_into %buf into %buf axes = [0]`). Any other
    memref `init` must not overlap the input.
}];

/// One revseq op in both forms, from one definition: the value form
/// `<mnemonic>` (`<NAME>Op`) on ranked tensors and the destination form
/// `<mnemonic>_into` (`<NAME>IntoOp`) on tensors or memrefs, with the same
/// operands and attributes.
///  - `operands`: the names of the shaped operands, `input` first;
///  - `attrs`: the attributes, an `ins` dag;
///  - `attrFormat`: how the attributes print, after the operands;
///  - `accessors`: C++ declared in both classes;
///  - `formsRule`: the number of the destination form's rule that its
///    operands are all tensors or all memrefs (one past the value form's
///    last constraint);
///  - `intoExample`: the destination form's example, indented by four;
///  - `dialect`: the dialect both ops belong to.
multiclass Revseq_ReverseOpForms<string mnemonic, string opSummary,
                                 string opDescription, list<string> operands,
                                 dag attrs, string attrFormat,
                                 string accessors, int formsRule,
                                 string intoExample, bit canonicalizer = 0,
                                 Dialect dialect = Revseq_Dialect> {
  defvar operandFormat =
      !interleave(!foreach(name, operands, "$" # name), " `,` ");
  defvar intoName = mnemonic # "_into";

  def Op : Revseq_ReverseOpBase<mnemonic, [], dialect> {
    let summary = opSummary;
    let description = opDescription;
    let arguments = !con(!dag(ins, !listsplat(AnyRankedTensor, !size(operands)),
                              operands),
                         attrs);
    let assemblyFormat = operandFormat # " " # attrFormat # "\n" #
        "attr-dict `:` " #
        !interleave(!foreach(name, operands,
                             "custom<RankedTensor>(type($" # name # "))"),
                    " `,` ");
    let hasCanonicalizer = canonicalizer;
    let extraClassDeclaration = accessors;
  }

  def IntoOp : Revseq_DestinationOpBase<intoName, [], dialect> {
    let summary = mnemonic # " into a destination";
    // !strconcat: inside `#`, a bare name is pasted as its own text.
    let description = !strconcat([{
    `}], dialect.name, ".", mnemonic,
        [{` (see there for the semantics) writing its
    result into `init`.
}], Revseq_InPlaceDoc, [{
    Constraints: those of `}], mnemonic, [{` under the same numbers, with
    c2 read as below, and:
    * `}], intoName, [{_c2`: `init` has the input's shape and element type;
      with tensors, the result type is `init`'s type.
    * `}], intoName, "_c", !cast<string>(formsRule), [{`: the operands are all
      tensors (with one result) or all memrefs (without a result).

    Example:

    ```mlir}], intoExample, [{    ```
}]);
    let arguments =
        !con(!dag(ins,
                  !listsplat(Revseq_TensorOrMemRef, !add(!size(operands), 1)),
                  !listconcat(operands, ["init"])),
             attrs);
    let assemblyFormat = operandFormat # " `into` $init " # attrFormat # "\n" #
        "attr-dict `:` " #
        !interleave(!foreach(name, operands, "type($" # name # ")"), " `,` ") #
        " `into` type($init) (`->` type($result)^)?";
    let extraClassDeclaration = !strconcat(Revseq_DestinationDecl, accessors);
  }
}

//===----------------------------------------------------------------------===//
// ReverseSequenceOp and ReverseSequenceIntoOp
//===----------------------------------------------------------------------===//
defm Revseq_ReverseSequence : Revseq_ReverseOpForms<"reverse_sequence",
  /*opSummary=*/
  "reverses the first L elements of each batch along a sequence axis",
  /*opDescription=*/[{
    ONNX ReverseSequence and OpenVINO ReverseSequence. For every batch index
    `b` along `batch_axis`, the first `L = clamp(lengths[b], 0, T)` elements
    along `seq_axis` are reversed and the remaining `T - L` elements are
    copied, where `T` is the size of `seq_axis`. Formally, for an output
    index whose coordinate along `seq_axis` is `t` and along `batch_axis` is
    `b`, the output reads the input at the same index with `t` replaced by
    `L - 1 - t` when `t < L`.

    A length is read as a signed integer of its own width; negative values
    clamp to 0 and values above `T` clamp to `T`, so lengths 0 and 1 leave a
    slice unchanged and any value `>= T` reverses the whole slice. Both axes
    are required because ONNX (batch 1, time 0) and OpenVINO (batch 0,
    seq 1) have opposite defaults. Negative axes count from the back.

    Constraints:
    * `reverse_sequence_c1`: the input element type is one a memref can hold.
    * `reverse_sequence_c2`: the result type equals the input type.
    * `reverse_sequence_bytes`: the input's static size in bytes (each static dim, 0
      counted as 1, times the element's storage size) fits in int64.
    * `reverse_sequence_c3`: `rank(input) >= 2`.
    * `reverse_sequence_c4`: `batch_axis` is in `[-rank, rank)`.
    * `reverse_sequence_c5`: `seq_axis` is in `[-rank, rank)`.
    * `reverse_sequence_c6`: `batch_axis` and `seq_axis` differ after
      normalisation.
    * `reverse_sequence_c7`: `lengths` is 1-D.
    * `reverse_sequence_c8`: `lengths` has a signless integer element type.
    * `reverse_sequence_c9`: `size(lengths) == dim(input, batch_axis)`;
      checked by the verifier when both are static and at run time
      (always) by the lowering otherwise.

    Example:

    ```mlir
    // ONNX layout [T, B, C]: time axis 0, batch axis 1.
    %0 = revseq.reverse_sequence %input, %lengths batch_axis = 1, seq_axis = 0
        : tensor<4x4x8xf32>, tensor<4xi64>
    ```
  }],
  /*operands=*/["input", "lengths"],
  /*attrs=*/(ins Revseq_AxisAttr:$batch_axis, Revseq_AxisAttr:$seq_axis),
  /*attrFormat=*/"custom<SequenceAxes>($batch_axis, $seq_axis)",
  /*accessors=*/!strconcat(Revseq_SequenceAxesDecl,
                           Revseq_SequenceLengthsDecl), /*formsRule=*/10,
  /*intoExample=*/[{
    %0 = revseq.reverse_sequence_into %input, %lengths into %init
        batch_axis = 1, seq_axis = 0
        : tensor<4x4xf32>, tensor<4xi64> into tensor<4x4xf32> -> tensor<4x4xf32>
    revseq.reverse_sequence_into %in, %len into %out batch_axis = 1, seq_axis = 0
        : memref<4x4xf32>, memref<4xi64>
          into memref<4x4xf32, strided<[8, 1], offset: ?>>
}], /*canonicalizer=*/1>;

//===----------------------------------------------------------------------===//
// ReverseOp and ReverseIntoOp
//===----------------------------------------------------------------------===//
defm Revseq_Reverse : Revseq_ReverseOpForms<"reverse",
  /*opSummary=*/"reverses whole axes given statically",
  /*opDescription=*/[{
    OpenVINO Reverse with constant axes (and ONNX/TOSA/StableHLO style
    reverse): every axis listed in `axes` is reversed entirely. The output
    element at index `i` is the input element at `i` with each listed
    coordinate `i_d` replaced by `dim_d - 1 - i_d`. An empty `axes` is the
    identity; a rank-0 input takes only an empty `axes`.

    Constraints:
    * `reverse_c1`: the input element type is one a memref can hold.
    * `reverse_c2`: the result type equals the input type.
    * `reverse_bytes`: the input's static size in bytes (each static dim, 0
      counted as 1, times the element's storage size) fits in int64.
    * `reverse_c3`: every axis is in `[-rank, rank)`.
    * `reverse_c4`: no axis is listed twice after normalisation.

    Example:

    ```mlir
    %0 = revseq.reverse %input axes = [0, -1] : tensor<4x?x8xf32>
    ```
  }],
  /*operands=*/["input"],
  /*attrs=*/(ins DenseI64ArrayAttr:$axes),
  /*attrFormat=*/"`axes` `=` $axes",
  /*accessors=*/Revseq_AxesDecl, /*formsRule=*/5,
  /*intoExample=*/[{
    revseq.reverse_into %in into %out axes = [0]
        : memref<4x8xf32> into memref<4x8xf32, strided<[16, 1]>>
}]>;

//===----------------------------------------------------------------------===//
// ReverseDynamicOp and ReverseDynamicIntoOp
//===----------------------------------------------------------------------===//
defm Revseq_ReverseDynamic : Revseq_ReverseOpForms<"reverse_dynamic",
  /*opSummary=*/"reverses whole axes chosen at run time",
  /*opDescription=*/[{
    OpenVINO Reverse with a run-time second input. In `index` mode, `axes`
    holds axis numbers: each value in `[-rank, rank)` names an axis
    (negative values count from the back) and an axis named several times
    is reversed once, as OpenVINO's core op does. In `mask` mode, `axes` is
    an `i1` tensor with one flag per dimension; dimension `d` is reversed
    when `axes[d]` is true.

    Values that break a run-time rule never cause an out-of-bounds access:
    an index outside `[-rank, rank)` names no axis and is ignored, and a mask
    of the wrong length is read only where it overlaps the dimensions
    (missing flags count as false). With the lowering's `runtime-checks`
    option these cases stop the program with a message instead.

    Constraints:
    * `reverse_dynamic_c1`: the input element type is one a memref can hold.
    * `reverse_dynamic_c2`: the result type equals the input type.
    * `reverse_dynamic_bytes`: the input's static size in bytes (each static dim, 0
      counted as 1, times the element's storage size) fits in int64.
    * `reverse_dynamic_c3`: `axes` is 1-D.
    * `reverse_dynamic_c4`: in `index` mode, `axes` has a signless integer
      element type wider than `i1` (an `i1` tensor is a mask).
    * `reverse_dynamic_c5`: in `mask` mode, `axes` has element type `i1`.
    * `reverse_dynamic_c6`: in `mask` mode, `size(axes) == rank(input)`;
      checked by the verifier when static, at run time with
      `runtime-checks` otherwise.
    * `reverse_dynamic_c7` (run time): in `index` mode every value is in
      `[-rank, rank)`; checked with `runtime-checks`.

    Example:

    ```mlir
    %0 = revseq.reverse_dynamic %input, %axes mode = index
        : tensor<4x?x8xf32>, tensor<?xi64>
    %1 = revseq.reverse_dynamic %input, %mask mode = mask
        : tensor<4x?x8xf32>, tensor<3xi1>
    ```
  }],
  /*operands=*/["input", "axes"],
  /*attrs=*/(ins Revseq_ReverseModeAttr:$mode),
  /*attrFormat=*/"`mode` `=` $mode",
  /*accessors=*/"", /*formsRule=*/8,
  /*intoExample=*/[{
    revseq.reverse_dynamic_into %in, %axes into %out mode = index
        : memref<4x?xf32>, memref<?xi64> into memref<4x?xf32>
}], /*canonicalizer=*/1>;

//===----------------------------------------------------------------------===//
// ReverseSubsequencesOp and ReverseSubsequencesIntoOp
//===----------------------------------------------------------------------===//
defm Revseq_ReverseSubsequences : Revseq_ReverseOpForms<"reverse_subsequences",
  /*opSummary=*/"reverses the first L elements of every slice along an axis",
  /*opDescription=*/[{
    DirectML DML_REVERSE_SUBSEQUENCES. `lengths` has the input's rank with
    size 1 along `axis`: every 1-D slice of the input along `axis` has its
    own length, read at the slice's coordinates with the `axis` coordinate
    set to 0. The first `L = clamp(length, 0, T)` elements of the slice are
    reversed and the rest are copied, `T` being the size of `axis`.

    DirectML's lengths are unsigned; revseq reads every length as a signed
    integer of its width, like the other ops (see docs/Rationale.md).

    Constraints:
    * `reverse_subsequences_c1`: the input element type is one a memref can
      hold.
    * `reverse_subsequences_c2`: the result type equals the input type.
    * `reverse_subsequences_bytes`: the input's static size in bytes (each static dim, 0
      counted as 1, times the element's storage size) fits in int64.
    * `reverse_subsequences_c3`: `rank(input) >= 1`.
    * `reverse_subsequences_c4`: `axis` is in `[-rank, rank)`.
    * `reverse_subsequences_c5`: `rank(lengths) == rank(input)`.
    * `reverse_subsequences_c6`: `lengths` has a signless integer element
      type.
    * `reverse_subsequences_c7`: `dim(lengths, axis) == 1`.
    * `reverse_subsequences_c8`: `dim(lengths, d) == dim(input, d)` for every
      `d != axis`.

    c7 and c8 are checked by the verifier where the sizes are static and at
    run time (always) by the lowering otherwise.

    Example:

    ```mlir
    // DirectML example 1: sizes {1,1,3,4}, axis 3, lengths {1,1,3,1}.
    %0 = revseq.reverse_subsequences %input, %lengths axis = 3
        : tensor<1x1x3x4xf32>, tensor<1x1x3x1xi32>
    ```
  }],
  /*operands=*/["input", "lengths"],
  /*attrs=*/(ins Revseq_AxisAttr:$axis),
  /*attrFormat=*/"`axis` `=` $axis",
  /*accessors=*/!strconcat(Revseq_AxisDecl, Revseq_SubsequencesLengthsDecl),
  /*formsRule=*/9,
  /*intoExample=*/[{
    revseq.reverse_subsequences_into %in, %len into %out axis = 3
        : memref<1x1x3x4xf32>, memref<1x1x3x1xi32> into memref<1x1x3x4xf32>
}], /*canonicalizer=*/1>;

//===----------------------------------------------------------------------===//
// CheckOp
//===----------------------------------------------------------------------===//

/// A value a run-time check reports: an index or a signless integer of at
/// most 64 bits, printed as a signed 64-bit number.
def Revseq_CheckValue : AnyTypeOf<[Index, I1, I8, I16, I32, I64]>;

def Revseq_CheckOp : Revseq_Op<"check", [MemoryEffects<[MemWrite]>]> {
  let summary = "a run-time check that reports the values that broke it";
  let description = [{
    `cf.assert` with values: when `condition` is false the program writes
    `message` to stderr, each `{}` in it replaced by the next of `values`
    (printed as a signed decimal), and calls `abort()`. The lowerings emit it
    for the rules of an op that only run time can check (sizes that are
    dynamic, the lengths with `runtime-checks`), so a failure names the rule,
    the offending element's index and its value:

    ```
    revseq.reverse_sequence: lengths[2] = 9 is outside [0, T] = [0, 8] (runtime-checks)
    ```

    It lowers to LLVM in `revseq-lower-asserts` and in `convert-to-llvm`
    (through the dialect's `ConvertToLLVMPatternInterface`, registered with
    the dialect's extensions): a branch to a block that calls
    `dprintf(2, ...)` and `abort()`. A check whose condition is the constant
    `true` folds away.

    Constraints:
    * `check_c1`: `message` holds exactly one `{}` per value.

    Example:

    ```mlir
    revseq.check %ok, "length {} is {}, above the limit {}"(%i, %l, %t)
        : index, i64, index
    ```
  }];
  let arguments = (ins I1:$condition, StrAttr:$message,
                       Variadic<Revseq_CheckValue>:$values);
  let assemblyFormat = [{
    $condition `,` $message (`(` $values^ `)`)? attr-dict
    (`:` type($values)^)?
  }];
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
  let extraClassDeclaration = [{
    /// The number of `{}` placeholders in `message`.
    static size_t countPlaceholders(::llvm::StringRef message);
  }];
}

#endif // REVSEQ_DIALECT_REVSEQ_IR_REVSEQOPS_TD
