// The exporters' spellings with a bad size, count, axis or offset: each is an
// error naming the node and the rule, never a crash.
// REQUIRES: onnx, python-onnx
// RUN: rm -rf %t && mkdir -p %t
// RUN: for c in slice_nonconstant_starts slice_axis_out_of_range \
// RUN:     slice_step_zero slice_step_int64_min slice_repeated_axis \
// RUN:     slice_length_mismatch slice_opset9_no_ends transpose_bad_perm \
// RUN:     gather_out_of_range gather_on_data expand_negative concat_bad_axis \
// RUN:     unsqueeze_data add_no_broadcast neg_unsigned add_mixed_signedness \
// RUN:     add_bool cast_string; do \
// RUN:   %python %S/Inputs/make_model.py $c %t/$c.onnx || exit 1; \
// RUN:   echo "case $c"; \
// RUN:   not revseq-translate --import-onnx %t/$c.onnx 2>&1 || exit 1; \
// RUN: done | FileCheck %s

// CHECK-LABEL: case slice_nonconstant_starts
// CHECK-NEXT:  error: node 'sl' (Slice): starts must be a constant integer list (an initializer or a Constant node of at most 65536 elements)
// CHECK-LABEL: case slice_axis_out_of_range
// CHECK-NEXT:  error: node 'sl' (Slice): axis 2 is out of range for rank 2 (expected [-2, 1])
// CHECK-LABEL: case slice_step_zero
// CHECK-NEXT:  error: node 'sl' (Slice): steps[0] = 0 is not allowed (a step is nonzero and above INT64_MIN)
// CHECK-LABEL: case slice_step_int64_min
// CHECK-NEXT:  error: node 'sl' (Slice): steps[0] = -9223372036854775808 is not allowed (a step is nonzero and above INT64_MIN)
// CHECK-LABEL: case slice_repeated_axis
// CHECK-NEXT:  error: node 'sl' (Slice): axis -2 appears twice in axes
// CHECK-LABEL: case slice_length_mismatch
// CHECK-NEXT:  error: node 'sl' (Slice): starts, ends, axes and steps must have the same length (got 2, 1, 2, 2)
// CHECK-LABEL: case slice_opset9_no_ends
// CHECK-NEXT:  error: node 'sl' (Slice): the attributes starts and ends are required
// CHECK-LABEL: case transpose_bad_perm
// CHECK-NEXT:  error: node 'tr' (Transpose): perm [0, 0] is not a permutation of the input's 2 dims
// CHECK-LABEL: case gather_out_of_range
// CHECK-NEXT:  error: node 'g' (Gather): indices[0] = 5 is out of range for the 2 elements of data
// CHECK-LABEL: case gather_on_data
// CHECK-NEXT:  error: node 'g' (Gather): data must be a shape vector (computed by Shape, Gather, Concat, ... or an integer constant of rank 0 or 1): the importer reads this op only where exporters use it on sizes
// CHECK-LABEL: case expand_negative
// CHECK-NEXT:  error: node 'ex' (Expand): shape[0] = -2 is negative
// CHECK-LABEL: case concat_bad_axis
// CHECK-NEXT:  error: node 'cat' (Concat): axis 1 is out of range for rank 1 (expected [-1, 0])
// CHECK-LABEL: case unsqueeze_data
// CHECK-NEXT:  error: node 'unsq' (Unsqueeze): data must be a shape vector
// CHECK-LABEL: case add_no_broadcast
// CHECK-NEXT:  error: node 'add' (Add): the inputs do not broadcast: dim 0 of the result is both 2 and 4
// CHECK-LABEL: case neg_unsigned
// CHECK-NEXT:  error: node 'neg' (Neg): input 0 has an unsigned element type, which Neg does not take
// CHECK-LABEL: case add_mixed_signedness
// CHECK-NEXT:  error: node 'add' (Add): inputs of different element types (one signed, one unsigned)
// CHECK-LABEL: case add_bool
// CHECK-NEXT:  error: node 'add' (Add): input 0 has element type 'i1' (supported: integers of 8 to 64 bits and floats)
// CHECK-LABEL: case cast_string
// CHECK-NEXT:  error: node 'cast' (Cast): unsupported element type STRING
