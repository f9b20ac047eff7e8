// ONNX's backend node tests of Slice (libonnx-testdata), with starts, ends,
// axes and steps turned from graph inputs into initializers
// (Inputs/constant_inputs.py), on the static shapes of the tests and with
// every dim unknown (bounds computed at run time), and the backend tests of
// the other imported ops as they are.
// REQUIRES: onnx-testdata, python-onnx, revseq-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: for t in test_slice test_slice_default_axes test_slice_default_steps \
// RUN:     test_slice_end_out_of_bounds test_slice_neg test_slice_neg_steps \
// RUN:     test_slice_negative_axes test_slice_start_out_of_bounds; do \
// RUN:   for mode in static dynamic; do \
// RUN:     %python %S/Inputs/constant_inputs.py %onnx_node_data/$t %t/$t-$mode --$mode || exit 1; \
// RUN:     echo "case $t $mode"; \
// RUN:     revseq-run %t/$t-$mode/model.onnx --test-data-set %t/$t-$mode/test_data_set_0 2>&1 || exit 1; \
// RUN:   done; \
// RUN: done | FileCheck %s --check-prefix=SLICE
// SLICE-COUNT-16: result 0: ok
// SLICE-NOT: MISMATCH

// RUN: for t in test_transpose_default test_transpose_all_permutations_3 \
// RUN:     test_add_bcast test_sub_example test_mul_bcast test_div_bcast \
// RUN:     test_neg test_relu test_cast_FLOAT_to_FLOAT16 test_cast_DOUBLE_to_FLOAT \
// RUN:     test_shape_start_1_end_negative_1 test_identity test_add_uint8 \
// RUN:     test_sub_uint8 test_mul_uint8 test_div_uint8; do \
// RUN:   revseq-run %onnx_node_data/$t/model.onnx --test-data-set %onnx_node_data/$t/test_data_set_0 2>&1 || exit 1; \
// RUN: done | FileCheck %s --check-prefix=OPS
// OPS-COUNT-16: result 0: ok
