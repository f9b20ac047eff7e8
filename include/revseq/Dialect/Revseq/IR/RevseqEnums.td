//===- RevseqEnums.td - revseq enum attributes -------------*- tablegen -*-===//

#ifndef REVSEQ_DIALECT_REVSEQ_IR_REVSEQENUMS_TD
#define REVSEQ_DIALECT_REVSEQ_IR_REVSEQENUMS_TD

include "mlir/IR/EnumAttr.td"

def Revseq_ReverseModeIndex : I32EnumAttrCase<"index", 0>;
def Revseq_ReverseModeMask : I32EnumAttrCase<"mask", 1>;

def Revseq_ReverseModeAttr
    : I32EnumAttr<"ReverseMode",
                  "how the second operand of revseq.reverse_dynamic names axes",
                  [Revseq_ReverseModeIndex, Revseq_ReverseModeMask]> {
  let cppNamespace = "::mlir::revseq";
}

#endif // REVSEQ_DIALECT_REVSEQ_IR_REVSEQENUMS_TD
