//===- RevseqInterfaces.td - revseq op interfaces ----------*- tablegen -*-===//
//
// The index map every revseq op is defined by (docs/Semantics.md): one
// statement of each op's meaning that the folds, tiling, fusion and the
// lowerings read instead of restating it.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_IR_REVSEQINTERFACES_TD
#define REVSEQ_DIALECT_REVSEQ_IR_REVSEQINTERFACES_TD

include "mlir/IR/OpBase.td"

def Revseq_IndexMapOpInterface : OpInterface<"IndexMapOpInterface"> {
  let description = [{
    A revseq op (value or destination-passing form) as an index map: the
    output element at index `i` is the input element at `source(i)`, where
    `source` keeps every coordinate of `i` but the mirrored ones. The
    description (`ReverseIndexMap`) says which coordinates mirror and how:

    * `Axes`: every listed axis `d` maps `i_d` to `dim_d - 1 - i_d`
      (`reverse`).
    * `DynamicAxes`: the same for the axes named at run time by the `axes`
      operand in `mode` (`reverse_dynamic`).
    * `Prefix`: along `seqAxis` of size `T`, `i_s` maps to `L - 1 - i_s`
      when `i_s < L`, where `L = clamp(lengths[lengthsMap(i)], 0, T)`
      (`reverse_sequence`, `reverse_subsequences`).

    `revseq::emitSourceIndices` (Dialect/Revseq/Utils) turns the description
    into IR; fusion, tiling and the lowerings build from it. The map also
    gives a `Prefix` op's size rules of `lengths`
    (`ReverseIndexMap::getLengthsSourceDim`), which the verifier, the
    run-time checks and tiling read. The operands are the input, then the
    `lengths` or `axes` operand the map names, then (destination forms)
    `init`.
  }];
  let cppNamespace = "::mlir::revseq";
  let methods = [
    InterfaceMethod<
      /*desc=*/"The tensor or memref whose elements the op rearranges.",
      /*retTy=*/"::mlir::Value", /*methodName=*/"getMappedInput",
      /*args=*/(ins), /*methodBody=*/[{}],
      /*defaultImplementation=*/[{ return $_op->getOperand(0); }]>,
    InterfaceMethod<
      /*desc=*/"Which coordinates of an output index the op mirrors.",
      /*retTy=*/"::mlir::revseq::ReverseIndexMap",
      /*methodName=*/"getIndexMap">,
    InterfaceMethod<
      /*desc=*/[{
        The message of the `revseq.check` that stops a program whose
        `lengths` breaks the size rule of lengths dim `lengthsDim`: it has
        the size of input dim `inputDim`, or 1 where `inputDim` is
        std::nullopt (ReverseIndexMap::getLengthsSourceDim). Two `{}`s: the
        size lengths has and the size it must have. An op names its rule's
        label by declaring this method itself (its ODS
        `extraClassDeclaration`).
      }],
      /*retTy=*/"std::string", /*methodName=*/"getLengthsSizeMessage",
      /*args=*/(ins "int64_t":$lengthsDim,
                    "std::optional<int64_t>":$inputDim),
      /*methodBody=*/[{}], /*defaultImplementation=*/[{
        ::llvm::StringRef name = $_op->getName().getStringRef();
        name.consume_back("_into");
        if (!inputDim)
          return (name + ": lengths dimension " + ::llvm::Twine(lengthsDim) +
                  " has size {}, where it must have size {}").str();
        return (name + ": lengths dimension " + ::llvm::Twine(lengthsDim) +
                " has size {}, the input's dimension " +
                ::llvm::Twine(*inputDim) + " has size {}").str();
      }]>,
  ];
  let extraSharedClassDeclaration = [{
    /// Whether the op is a gather layout: its lengths vary along the
    /// innermost dim while another axis mirrors
    /// (ReverseIndexMap::hasLengthPerLane).
    bool hasLengthPerLane() {
      auto rank = ::llvm::cast<::mlir::ShapedType>(
          $_op.getMappedInput().getType()).getRank();
      return $_op.getIndexMap().hasLengthPerLane(rank);
    }
  }];
}

#endif // REVSEQ_DIALECT_REVSEQ_IR_REVSEQINTERFACES_TD
