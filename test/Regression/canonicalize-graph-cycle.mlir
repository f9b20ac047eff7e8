// Regression: in a graph region (here the module body) an op may use its own
// result, directly or through another op. The folds used to return the op's
// own result for such a cycle, which the greedy driver takes for an in-place
// change: -canonicalize never terminated. Now the cycle is left alone.
// Found with hand-written hostile inputs (docs/Reliability.md).

// RUN: revseq-opt %s -split-input-file -allow-unregistered-dialect -canonicalize \
// RUN:   | FileCheck %s

// reverse(reverse(x, A), A) folds to x: here x is the op's own result.
// CHECK-LABEL: module
// CHECK-NEXT: %[[R:.*]] = revseq.reverse %[[R]] axes = [0] : tensor<2xf32>
// CHECK-NEXT: "test.use"(%[[R]])
%0 = "revseq.reverse"(%0) <{axes = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2xf32>
"test.use"(%0) : (tensor<2xf32>) -> ()

// -----

// A two-op cycle with the same axes.
// CHECK-LABEL: module
// CHECK-NEXT: %[[A:.*]] = revseq.reverse %[[B:.*]] axes = [0] : tensor<2xf32>
// CHECK-NEXT: %[[B]] = revseq.reverse %[[A]] axes = [0] : tensor<2xf32>
// CHECK-NEXT: "test.use"(%[[A]], %[[B]])
%a = revseq.reverse %b axes = [0] : tensor<2xf32>
%b = revseq.reverse %a axes = [0] : tensor<2xf32>
"test.use"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()

// -----

// A two-op cycle with different axes, and an op reading the cycle, which
// folds away: reverse(reverse(b, [0]), [0]) is b.
// CHECK-LABEL: module
// CHECK-NEXT: %[[A:.*]] = revseq.reverse %[[B:.*]] axes = [0] : tensor<2x3xf32>
// CHECK-NEXT: %[[B]] = revseq.reverse %[[A]] axes = [1] : tensor<2x3xf32>
// CHECK-NEXT: "test.use"(%[[A]], %[[B]], %[[B]])
%a = revseq.reverse %b axes = [0] : tensor<2x3xf32>
%b = revseq.reverse %a axes = [1] : tensor<2x3xf32>
%c = revseq.reverse %a axes = [0] : tensor<2x3xf32>
"test.use"(%a, %b, %c) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> ()

// -----

// A reversal of a size-1 dimension folds to its input: here itself.
// CHECK-LABEL: module
// CHECK-DAG: %[[R:.*]] = revseq.reverse %[[R]] axes = [0] : tensor<1xf32>
// CHECK-DAG: %[[D:.*]] = revseq.reverse_dynamic %[[D]], %{{.*}} mode = mask
// CHECK-DAG: %[[S:.*]] = revseq.reverse_sequence %[[S]], %{{.*}} batch_axis = 0, seq_axis = 1
%0 = revseq.reverse %0 axes = [0] : tensor<1xf32>
%1 = revseq.reverse_dynamic %1, %m mode = mask : tensor<1x1xf32>, tensor<?xi1>
%m = "test.mask"() : () -> tensor<?xi1>
%2 = revseq.reverse_sequence %2, %l batch_axis = 0, seq_axis = 1 : tensor<3x1xf32>, tensor<3xi64>
%l = "test.lengths"() : () -> tensor<3xi64>
"test.use"(%0, %1, %2) : (tensor<1xf32>, tensor<1x1xf32>, tensor<3x1xf32>) -> ()

// -----

// seq(seq(x, L), L) folds to x: a one-op and a two-op cycle.
// CHECK-LABEL: module
// CHECK-COUNT-3: revseq.reverse_sequence
// CHECK-COUNT-2: revseq.reverse_subsequences
%l = "test.lengths"() : () -> tensor<3xi64>
%0 = revseq.reverse_sequence %0, %l batch_axis = 0, seq_axis = 1 : tensor<3x4xf32>, tensor<3xi64>
%1 = revseq.reverse_sequence %2, %l batch_axis = 0, seq_axis = 1 : tensor<3x4xf32>, tensor<3xi64>
%2 = revseq.reverse_sequence %1, %l batch_axis = 0, seq_axis = 1 : tensor<3x4xf32>, tensor<3xi64>
%k = "test.lengths"() : () -> tensor<3x1xi8>
%3 = revseq.reverse_subsequences %4, %k axis = 1 : tensor<3x4xf32>, tensor<3x1xi8>
%4 = revseq.reverse_subsequences %3, %k axis = 1 : tensor<3x4xf32>, tensor<3x1xi8>
"test.use"(%0, %1, %2, %3, %4) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
