// --mlir-pass-pipeline-crash-reproducer writes a reproducer when a pass
// crashes or fails; revseq-opt --run-reproducer replays it. The pass that
// fails on purpose here is revseq-results-to-out-params, which
// revseq-cpu-pipeline{out-params=true} runs and which rejects a dynamic
// result shape. See docs/Tools.md.

// The whole pipeline on the input as it was given.
// RUN: not revseq-opt %s --revseq-cpu-pipeline="out-params=true" \
// RUN:   --mlir-pass-pipeline-crash-reproducer=%t.mlir \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: FileCheck %s --check-prefix=REPRO < %t.mlir
// RUN: not revseq-opt %t.mlir --run-reproducer \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REPLAY

// Only the failing pass, on the IR that reached it.
// RUN: not revseq-opt %s --revseq-cpu-pipeline="out-params=true" \
// RUN:   --mlir-pass-pipeline-crash-reproducer=%t.local.mlir \
// RUN:   --mlir-pass-pipeline-local-reproducer --mlir-disable-threading \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: FileCheck %s --check-prefix=LOCAL < %t.local.mlir
// RUN: not revseq-opt %t.local.mlir --run-reproducer \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=REPLAY

// FAIL: error: out-params needs static result shapes, but result #0 of @dynamic is 'memref<4x?xf32>'
// FAIL: note: Pipeline failed while executing {{.*}}ResultsToOutParams{{.*}}: reproducer generated at `{{.*}}.mlir`

// REPRO-LABEL: func.func @dynamic(
// REPRO-NEXT:    revseq.reverse %{{.*}} axes = [1] : tensor<4x?xf32>
// REPRO:       mlir_reproducer: {
// REPRO-NEXT:    pipeline: "builtin.module(revseq-convert-elementwise-to-linalg, revseq-fuse-elementwise{{.*}}, revseq-destination-style,{{.*}}, one-shot-bufferize{{.*}}, revseq-results-to-out-params,

// LOCAL-LABEL: func.func @dynamic(
// LOCAL-SAME:    memref<4x?xf32>) -> memref<4x?xf32>
// The kernels run after bufferization: the op is still its memref form.
// LOCAL:         revseq.reverse_into %{{.*}} into %{{.*}} axes = [1] : memref<4x?xf32> into memref<4x?xf32>
// LOCAL:       mlir_reproducer: {
// LOCAL-NEXT:    pipeline: "builtin.module(revseq-results-to-out-params)",

// REPLAY: error: out-params needs static result shapes, but result #0 of @dynamic is 'memref<4x?xf32>'

func.func @dynamic(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = revseq.reverse %x axes = [1] : tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
