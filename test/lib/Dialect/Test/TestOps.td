//===- TestOps.td - the revseq_test dialect ----------------*- tablegen -*-===//
//
// An op of the reverse family outside the revseq dialect, defined only by
// revseq's ODS classes (both forms from Revseq_ReverseOpForms), its index
// map and its verifier (TestDialect.cpp). The lowerings, folds and
// interfaces that read the index map (IndexMapOpInterface) take it without
// knowing it; test/Dialect/Test shows which.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TEST_DIALECT_TEST_TESTOPS_TD
#define REVSEQ_TEST_DIALECT_TEST_TESTOPS_TD

include "revseq/Dialect/Revseq/IR/RevseqOps.td"

def RevseqTest_Dialect : Dialect {
  let name = "revseq_test";
  let cppNamespace = "::mlir::revseq_test";
  let summary = "Ops that test the revseq op family's extension points";
  let dependentDialects = ["::mlir::revseq::RevseqDialect"];
}

defvar RevseqTest_SeqAxisDecl = [{
    /// `seq_axis` in [0, rank).
    int64_t getNormalizedSeqAxis() {
      return ::mlir::revseq::detail::normalizeInputAxis(getInput(),
                                                        getSeqAxis());
    }
}];

//===----------------------------------------------------------------------===//
// ReverseSlicesOp and ReverseSlicesIntoOp
//===----------------------------------------------------------------------===//
defm RevseqTest_ReverseSlices : Revseq_ReverseOpForms<"reverse_slices",
  /*opSummary=*/
  "reverses the first L elements of every slice along an axis, L indexed "
  "by the other coordinates",
  /*opDescription=*/[{
    A prefix reverse whose lengths tensor has one length for each 1-D slice
    of the input along `seq_axis`, indexed by the slice's other coordinates
    in order: `lengths` has the input's shape without `seq_axis`. With
    `seq_axis = 1` of a rank-3 input the length of output index
    `(i, t, j)` is `lengths[i, j]` (the lengths map
    `(d0, d1, d2) -> (d0, d2)`). The first `L = clamp(length, 0, T)`
    elements of a slice are reversed and the rest copied, `T` being the size
    of `seq_axis`; a length is read as a signed integer of its width.

    Constraints:
    * `reverse_slices_c1`: the input element type is one a memref can hold.
    * `reverse_slices_c2`: the result type equals the input type.
    * `reverse_slices_bytes`: the input's static size in bytes fits in int64.
    * `reverse_slices_c3`: `rank(input) >= 1`.
    * `reverse_slices_c4`: `seq_axis` is in `[-rank, rank)`.
    * `reverse_slices_c5`: `rank(lengths) == rank(input) - 1`.
    * `reverse_slices_c6`: `lengths` has a signless integer element type.
    * `reverse_slices_c7`: dim `k` of `lengths` equals the input dim that
      result `k` of the lengths map names; checked by the verifier where
      both are static.

    Example:

    ```mlir
    %0 = revseq_test.reverse_slices %input, %lengths seq_axis = 1
        : tensor<2x4x3xf32>, tensor<2x3xi64>
    ```
  }],
  /*operands=*/["input", "lengths"],
  /*attrs=*/(ins Revseq_AxisAttr:$seq_axis),
  /*attrFormat=*/"`seq_axis` `=` $seq_axis",
  /*accessors=*/RevseqTest_SeqAxisDecl, /*formsRule=*/8,
  /*intoExample=*/[{
    revseq_test.reverse_slices_into %in, %len into %out seq_axis = 1
        : memref<2x4x3xf32>, memref<2x3xi64> into memref<2x4x3xf32>
}], /*canonicalizer=*/0, RevseqTest_Dialect>;

#endif // REVSEQ_TEST_DIALECT_TEST_TESTOPS_TD
