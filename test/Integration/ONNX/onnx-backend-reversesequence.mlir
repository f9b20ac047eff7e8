// The ONNX backend node tests of ReverseSequence, end to end: import,
// revseq-cpu-pipeline, JIT, and comparison with the expected outputs, on
// the vectorised, scalar, 2-thread and runtime-checks paths.
// REQUIRES: revseq-run, onnx, onnx-testdata
// DEFINE: %{test} = test_reversesequence_batch
// DEFINE: %{flags} =
// DEFINE: %{run} = revseq-run %onnx_node_data/%{test}/model.onnx \
// DEFINE:     --test-data-set %onnx_node_data/%{test}/test_data_set_0 %{flags} \
// DEFINE: | FileCheck %s
// RUN: %{run}
// REDEFINE: %{flags} = --vectorize=false
// RUN: %{run}
// REDEFINE: %{flags} = --num-threads=2
// RUN: %{run}
// REDEFINE: %{flags} = --runtime-checks
// RUN: %{run}
// REDEFINE: %{test} = test_reversesequence_time
// REDEFINE: %{flags} =
// RUN: %{run}
// REDEFINE: %{flags} = --vectorize=false
// RUN: %{run}
// REDEFINE: %{flags} = --num-threads=2
// RUN: %{run}
// REDEFINE: %{flags} = --runtime-checks
// RUN: %{run}

// CHECK: result 0: ok
