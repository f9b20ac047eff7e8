// Hostile but well-formed IR that the verifier or the property parser must
// reject with a diagnostic (no crash, no assertion), beyond the one-rule
// cases of test/Dialect/Revseq/invalid.mlir: extreme axis values, attributes
// of the wrong type, wrong operand, result and region counts, in the generic
// form that bypasses the custom parser.

// RUN: revseq-opt %s -split-input-file -allow-unregistered-dialect \
// RUN:   -verify-diagnostics -o /dev/null

func.func @axis_int64_min(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{violates reverse_sequence_c4: batch_axis -9223372036854775808 is out of range [-2, 2)}}
  %0 = "revseq.reverse_sequence"(%x, %l) <{batch_axis = -9223372036854775808 : i64, seq_axis = 1 : i64}> : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @seq_axis_int64_max(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{violates reverse_sequence_c5}}
  %0 = "revseq.reverse_sequence"(%x, %l) <{batch_axis = 0 : i64, seq_axis = 9223372036854775807 : i64}> : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @axes_extremes(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{violates reverse_c3: axis -9223372036854775808 is out of range [-2, 2)}}
  %0 = "revseq.reverse"(%x) <{axes = array<i64: -9223372036854775808, 9223372036854775807>}> : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @subseq_axis_int64_min(%x: tensor<?x?xf32>, %l: tensor<?x?xi8>) -> tensor<?x?xf32> {
  // expected-error @+1 {{violates reverse_subsequences_c4}}
  %0 = "revseq.reverse_subsequences"(%x, %l) <{axis = -9223372036854775808 : i64}> : (tensor<?x?xf32>, tensor<?x?xi8>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @axis_attr_i32(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{attribute 'batch_axis' failed to satisfy constraint: 64-bit signless integer axis}}
  %0 = "revseq.reverse_sequence"(%x, %l) <{batch_axis = 0 : i32, seq_axis = 1 : i64}> : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @mode_out_of_enum(%x: tensor<?x?xf32>, %a: tensor<?xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{invalid properties {mode = 7 : i32} for op revseq.reverse_dynamic}}
  %0 = "revseq.reverse_dynamic"(%x, %a) <{mode = 7 : i32}> : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @mode_negative(%x: tensor<?x?xf32>, %a: tensor<?xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{invalid properties {mode = -1 : i32} for op revseq.reverse_dynamic}}
  %0 = "revseq.reverse_dynamic"(%x, %a) <{mode = -1 : i32}> : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @axes_not_an_array(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{invalid properties {axes = [0, 1]} for op revseq.reverse}}
  %0 = "revseq.reverse"(%x) <{axes = [0, 1]}> : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @no_operands() -> tensor<?x?xf32> {
  // expected-error @+1 {{'revseq.reverse' op requires a single operand}}
  %0 = "revseq.reverse"() <{axes = array<i64: 0>}> : () -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @two_operands(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'revseq.reverse' op requires a single operand}}
  %0 = "revseq.reverse"(%x, %x) <{axes = array<i64: 0>}> : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @seq_one_operand(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op expected 2 operands, but found 1}}
  %0 = "revseq.reverse_sequence"(%x) <{batch_axis = 0 : i64, seq_axis = 1 : i64}> : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @two_results(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'revseq.reverse' op requires one result}}
  %0:2 = "revseq.reverse"(%x) <{axes = array<i64: 0>}> : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %0#0 : tensor<?x?xf32>
}

// -----

func.func @no_results(%x: tensor<?x?xf32>) {
  // expected-error @+1 {{'revseq.reverse' op requires one result}}
  "revseq.reverse"(%x) <{axes = array<i64: 0>}> : (tensor<?x?xf32>) -> ()
  return
}

// -----

func.func @with_region(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'revseq.reverse' op requires zero regions}}
  %0 = "revseq.reverse"(%x) <{axes = array<i64: 0>}> ({
    "test.op"() : () -> ()
  }) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @result_of_another_type(%x: tensor<?x?xf32>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'revseq.reverse' op}}
  %0 = "revseq.reverse"(%x) <{axes = array<i64: 0>}> : (tensor<?x?xf32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
