// A wrong expectation makes revseq-run report the first differing element
// and exit 1; outputs written with --output-dir read back as expectations;
// a wrong argument count and a malformed tensor file are errors.
// REQUIRES: revseq-run, onnx, onnx-testdata
// RUN: rm -rf %t && mkdir -p %t
// RUN: not revseq-run %onnx_node_data/test_reversesequence_batch/model.onnx \
// RUN:     --input %onnx_node_data/test_reversesequence_batch/test_data_set_0/input_0.pb \
// RUN:     --input %onnx_node_data/test_reversesequence_batch/test_data_set_0/input_1.pb \
// RUN:     --expect %onnx_node_data/test_reversesequence_time/test_data_set_0/output_0.pb \
// RUN: | FileCheck %s --check-prefix=MISMATCH
// RUN: revseq-run %onnx_node_data/test_reversesequence_batch/model.onnx \
// RUN:     --test-data-set %onnx_node_data/test_reversesequence_batch/test_data_set_0 \
// RUN:     --output-dir %t --print | FileCheck %s --check-prefix=PRINT
// RUN: revseq-run %onnx_node_data/test_reversesequence_batch/model.onnx \
// RUN:     --input %onnx_node_data/test_reversesequence_batch/test_data_set_0/input_0.pb \
// RUN:     --input %onnx_node_data/test_reversesequence_batch/test_data_set_0/input_1.pb \
// RUN:     --expect %t/output_0.pb | FileCheck %s --check-prefix=OK
// RUN: not revseq-run %onnx_node_data/test_reversesequence_batch/model.onnx 2>&1 \
// RUN: | FileCheck %s --check-prefix=ARGS

// RUN: printf 'garbage' > %t/bad.pb
// RUN: not revseq-run %onnx_node_data/test_reversesequence_batch/model.onnx \
// RUN:     --input %t/bad.pb --input %t/bad.pb 2>&1 | FileCheck %s --check-prefix=BADPB

// MISMATCH: result 0: MISMATCH: element 0 is 0.000000, expected 3.000000
// PRINT: result 0: dense<{{\[\[}}0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00], [5.000000e+00, 4.000000e+00, 6.000000e+00, 7.000000e+00], [1.000000e+01, 9.000000e+00, 8.000000e+00, 1.100000e+01], [1.500000e+01, 1.400000e+01, 1.300000e+01, 1.200000e+01]]> : tensor<4x4xf32>
// PRINT: result 0: ok
// OK: result 0: ok
// ARGS: revseq-run: error: @test_reversesequence_batch takes 2 arguments, 0 given
// BADPB: bad.pb:0:0: error: not a valid ONNX tensor (malformed or truncated protobuf)
