// RUN: revseq-opt %s -split-input-file -verify-diagnostics

// Each case is named after the constraint label of RevseqOps.td it violates.

//===----------------------------------------------------------------------===//
// revseq.reverse_sequence
//===----------------------------------------------------------------------===//

// reverse_sequence_c1
func.func @reverse_sequence_c1(%input: tensor<2x3x!llvm.ptr>, %lengths: tensor<2xi64>) -> tensor<2x3x!llvm.ptr> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c1: input element type '!llvm.ptr' cannot be held by a memref}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 1 : tensor<2x3x!llvm.ptr>, tensor<2xi64>
  return %0 : tensor<2x3x!llvm.ptr>
}

// -----

// reverse_sequence_c2
func.func @reverse_sequence_c2(%input: tensor<2x3xf32>, %lengths: tensor<2xi64>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c2: result type 'tensor<2x3xf16>' differs from input type 'tensor<2x3xf32>'}}
  %0 = "revseq.reverse_sequence"(%input, %lengths) <{batch_axis = 0 : i64, seq_axis = 1 : i64}> : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

// reverse_sequence_c2: same element type, different shape.
func.func @reverse_sequence_c2_shape(%input: tensor<2x3xf32>, %lengths: tensor<2xi64>) -> tensor<2x?xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c2: result type 'tensor<2x?xf32>' differs from input type 'tensor<2x3xf32>'}}
  %0 = "revseq.reverse_sequence"(%input, %lengths) <{batch_axis = 0 : i64, seq_axis = 1 : i64}> : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// reverse_sequence_c3
func.func @reverse_sequence_c3(%input: tensor<4xf32>, %lengths: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c3: input rank 1 is below the minimum 2}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 0 : tensor<4xf32>, tensor<4xi64>
  return %0 : tensor<4xf32>
}

// -----

// reverse_sequence_c4
func.func @reverse_sequence_c4(%input: tensor<2x3xf32>, %lengths: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c4: batch_axis -3 is out of range [-2, 2)}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = -3, seq_axis = 1 : tensor<2x3xf32>, tensor<2xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_sequence_c5
func.func @reverse_sequence_c5(%input: tensor<2x3xf32>, %lengths: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c5: seq_axis 2 is out of range [-2, 2)}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 2 : tensor<2x3xf32>, tensor<2xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_sequence_c6: the axes collide only after normalisation.
func.func @reverse_sequence_c6(%input: tensor<2x3xf32>, %lengths: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c6: batch_axis 1 and seq_axis -1 both name axis 1}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 1, seq_axis = -1 : tensor<2x3xf32>, tensor<2xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_sequence_c7
func.func @reverse_sequence_c7(%input: tensor<2x3xf32>, %lengths: tensor<2x1xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c7: lengths must be 1-D, got rank 2}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 1 : tensor<2x3xf32>, tensor<2x1xi64>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_sequence_c8
func.func @reverse_sequence_c8(%input: tensor<2x3xf32>, %lengths: tensor<2xui32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c8: lengths element type 'ui32' is not a signless integer}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 1 : tensor<2x3xf32>, tensor<2xui32>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_sequence_c8: index is not a signless integer type either.
func.func @reverse_sequence_c8_index(%input: tensor<2x3xf32>, %lengths: tensor<2xindex>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c8: lengths element type 'index' is not a signless integer}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 1 : tensor<2x3xf32>, tensor<2xindex>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_sequence_c9
func.func @reverse_sequence_c9(%input: tensor<3x2x5xf32>, %lengths: tensor<3xi64>) -> tensor<3x2x5xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op violates reverse_sequence_c9: lengths has 3 elements but input dim 1 (batch_axis) is 2}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = -2, seq_axis = 0 : tensor<3x2x5xf32>, tensor<3xi64>
  return %0 : tensor<3x2x5xf32>
}

// -----

func.func @reverse_sequence_unranked_input(%input: tensor<*xf32>, %lengths: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "revseq.reverse_sequence"(%input, %lengths) <{batch_axis = 0 : i64, seq_axis = 1 : i64}> : (tensor<*xf32>, tensor<2xi64>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @reverse_sequence_missing_seq_axis(%input: tensor<2x3xf32>, %lengths: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{requires attribute 'seq_axis'}}
  %0 = "revseq.reverse_sequence"(%input, %lengths) <{batch_axis = 0 : i64}> : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

//===----------------------------------------------------------------------===//
// revseq.reverse
//===----------------------------------------------------------------------===//

// -----

// reverse_c1
func.func @reverse_c1(%input: tensor<4x!llvm.ptr>) -> tensor<4x!llvm.ptr> {
  // expected-error @+1 {{'revseq.reverse' op violates reverse_c1: input element type '!llvm.ptr' cannot be held by a memref}}
  %0 = revseq.reverse %input axes = [0] : tensor<4x!llvm.ptr>
  return %0 : tensor<4x!llvm.ptr>
}

// -----

// reverse_c2
func.func @reverse_c2(%input: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'revseq.reverse' op violates reverse_c2: result type 'tensor<4xi32>' differs from input type 'tensor<4xf32>'}}
  %0 = "revseq.reverse"(%input) <{axes = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// reverse_c3
func.func @reverse_c3(%input: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse' op violates reverse_c3: axis 5 is out of range [-2, 2)}}
  %0 = revseq.reverse %input axes = [0, 5] : tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_c3: negative side of the range.
func.func @reverse_c3_negative(%input: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse' op violates reverse_c3: axis -3 is out of range [-2, 2)}}
  %0 = revseq.reverse %input axes = [-3] : tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_c3: a rank-0 input takes no axis at all.
func.func @reverse_c3_rank0(%input: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'revseq.reverse' op violates reverse_c3: axis 0 is out of range [0, 0)}}
  %0 = revseq.reverse %input axes = [0] : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// reverse_c4: a duplicate after normalisation.
func.func @reverse_c4(%input: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse' op violates reverse_c4: axis -1 names axis 1 which is already reversed}}
  %0 = revseq.reverse %input axes = [1, -1] : tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @reverse_unranked_input(%input: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'revseq.reverse' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "revseq.reverse"(%input) <{axes = array<i64: 0>}> : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @reverse_unranked_input_custom(%input: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{expected a ranked tensor type, but found 'tensor<*xf32>': revseq ops take ranked tensors (their axes are checked against the rank)}}
  %0 = revseq.reverse %input axes = [0] : tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @reverse_sequence_unranked_lengths(%input: tensor<4x3xf32>, %lengths: tensor<*xi32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{expected a ranked tensor type, but found 'tensor<*xi32>'}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0, seq_axis = 1 : tensor<4x3xf32>, tensor<*xi32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @reverse_sequence_missing_seq_axis(%input: tensor<4x3xf32>, %lengths: tensor<4xi32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{expected ', seq_axis = <integer>' after batch_axis: reverse_sequence needs both batch_axis and seq_axis}}
  %0 = revseq.reverse_sequence %input, %lengths batch_axis = 0 : tensor<4x3xf32>, tensor<4xi32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @reverse_sequence_missing_batch_axis(%input: tensor<4x3xf32>, %lengths: tensor<4xi32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{expected 'batch_axis = <integer>': reverse_sequence needs both batch_axis and seq_axis}}
  %0 = revseq.reverse_sequence %input, %lengths seq_axis = 1 : tensor<4x3xf32>, tensor<4xi32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @reverse_sequence_into_missing_seq_axis(%input: tensor<4x3xf32>, %lengths: tensor<4xi32>, %init: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{expected 'seq_axis = <integer>': reverse_sequence needs both batch_axis and seq_axis}}
  %0 = revseq.reverse_sequence_into %input, %lengths into %init batch_axis = 0, : tensor<4x3xf32>, tensor<4xi32> into tensor<4x3xf32> -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @reverse_memref_input(%input: memref<4xf32>) -> memref<4xf32> {
  // expected-error @+1 {{'revseq.reverse' op operand #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "revseq.reverse"(%input) <{axes = array<i64: 0>}> : (memref<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @reverse_axes_not_i64_array(%input: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid properties {axes = array<i32: 0>} for op revseq.reverse: Invalid attribute `axes` in property conversion: array<i32: 0>}}
  %0 = "revseq.reverse"(%input) <{axes = array<i32: 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// revseq.reverse_dynamic
//===----------------------------------------------------------------------===//

// reverse_dynamic_c7 (indices in [-rank, rank)) is a run-time rule with no
// verifier check: see the "not_folded" cases in canonicalize.mlir and the
// runtime-checks tests of the lowering.

// -----

// reverse_dynamic_c1
func.func @reverse_dynamic_c1(%input: tensor<4x!llvm.ptr>, %axes: tensor<1xi64>) -> tensor<4x!llvm.ptr> {
  // expected-error @+1 {{'revseq.reverse_dynamic' op violates reverse_dynamic_c1: input element type '!llvm.ptr' cannot be held by a memref}}
  %0 = revseq.reverse_dynamic %input, %axes mode = index : tensor<4x!llvm.ptr>, tensor<1xi64>
  return %0 : tensor<4x!llvm.ptr>
}

// -----

// reverse_dynamic_c2
func.func @reverse_dynamic_c2(%input: tensor<4x?xf32>, %axes: tensor<1xi64>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic' op violates reverse_dynamic_c2: result type 'tensor<4x5xf32>' differs from input type 'tensor<4x?xf32>'}}
  %0 = "revseq.reverse_dynamic"(%input, %axes) <{mode = 0 : i32}> : (tensor<4x?xf32>, tensor<1xi64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_dynamic_c3
func.func @reverse_dynamic_c3(%input: tensor<4x5xf32>, %axes: tensor<i64>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic' op violates reverse_dynamic_c3: axes must be 1-D, got rank 0}}
  %0 = revseq.reverse_dynamic %input, %axes mode = index : tensor<4x5xf32>, tensor<i64>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_dynamic_c4: an i1 tensor is a mask, not indices.
func.func @reverse_dynamic_c4(%input: tensor<4x5xf32>, %axes: tensor<2xi1>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic' op violates reverse_dynamic_c4: index mode needs a signless integer element type wider than i1, got 'i1'}}
  %0 = revseq.reverse_dynamic %input, %axes mode = index : tensor<4x5xf32>, tensor<2xi1>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_dynamic_c4: floating-point indices.
func.func @reverse_dynamic_c4_float(%input: tensor<4x5xf32>, %axes: tensor<2xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic' op violates reverse_dynamic_c4: index mode needs a signless integer element type wider than i1, got 'f32'}}
  %0 = revseq.reverse_dynamic %input, %axes mode = index : tensor<4x5xf32>, tensor<2xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_dynamic_c5
func.func @reverse_dynamic_c5(%input: tensor<4x5xf32>, %axes: tensor<2xi8>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic' op violates reverse_dynamic_c5: mask mode needs element type i1, got 'i8'}}
  %0 = revseq.reverse_dynamic %input, %axes mode = mask : tensor<4x5xf32>, tensor<2xi8>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_dynamic_c6
func.func @reverse_dynamic_c6(%input: tensor<4x?xf32>, %axes: tensor<3xi1>) -> tensor<4x?xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic' op violates reverse_dynamic_c6: mask has 3 elements but the input rank is 2}}
  %0 = revseq.reverse_dynamic %input, %axes mode = mask : tensor<4x?xf32>, tensor<3xi1>
  return %0 : tensor<4x?xf32>
}

// -----

func.func @reverse_dynamic_unranked_axes(%input: tensor<4x5xf32>, %axes: tensor<*xi64>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic' op operand #1 must be ranked tensor of any type values, but got 'tensor<*xi64>'}}
  %0 = "revseq.reverse_dynamic"(%input, %axes) <{mode = 0 : i32}> : (tensor<4x5xf32>, tensor<*xi64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @reverse_dynamic_wrong_mode_keyword(%input: tensor<4x5xf32>, %axes: tensor<2xi64>) -> tensor<4x5xf32> {
  // expected-error @+1 {{custom op 'revseq.reverse_dynamic' expected string or keyword containing one of the following enum values for attribute 'mode' [index, mask]}}
  %0 = revseq.reverse_dynamic %input, %axes mode = indices : tensor<4x5xf32>, tensor<2xi64>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @reverse_dynamic_mode_out_of_range(%input: tensor<4x5xf32>, %axes: tensor<2xi64>) -> tensor<4x5xf32> {
  // expected-error @+1 {{invalid properties {mode = 2 : i32} for op revseq.reverse_dynamic: Invalid attribute `mode` in property conversion: 2 : i32}}
  %0 = "revseq.reverse_dynamic"(%input, %axes) <{mode = 2 : i32}> : (tensor<4x5xf32>, tensor<2xi64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

//===----------------------------------------------------------------------===//
// revseq.reverse_subsequences
//===----------------------------------------------------------------------===//

// -----

// reverse_subsequences_c1
func.func @reverse_subsequences_c1(%input: tensor<4x!llvm.ptr>, %lengths: tensor<1xi32>) -> tensor<4x!llvm.ptr> {
  // expected-error @+1 {{'revseq.reverse_subsequences' op violates reverse_subsequences_c1: input element type '!llvm.ptr' cannot be held by a memref}}
  %0 = revseq.reverse_subsequences %input, %lengths axis = 0 : tensor<4x!llvm.ptr>, tensor<1xi32>
  return %0 : tensor<4x!llvm.ptr>
}

// -----

// reverse_subsequences_c2
func.func @reverse_subsequences_c2(%input: tensor<4xf32>, %lengths: tensor<1xi32>) -> tensor<4xbf16> {
  // expected-error @+1 {{'revseq.reverse_subsequences' op violates reverse_subsequences_c2: result type 'tensor<4xbf16>' differs from input type 'tensor<4xf32>'}}
  %0 = "revseq.reverse_subsequences"(%input, %lengths) <{axis = 0 : i64}> : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// reverse_subsequences_c3
func.func @reverse_subsequences_c3(%input: tensor<f32>, %lengths: tensor<i32>) -> tensor<f32> {
  // expected-error @+1 {{'revseq.reverse_subsequences' op violates reverse_subsequences_c3: input rank 0 is below the minimum 1}}
  %0 = revseq.reverse_subsequences %input, %lengths axis = 0 : tensor<f32>, tensor<i32>
  return %0 : tensor<f32>
}

// -----

// reverse_subsequences_c4
func.func @reverse_subsequences_c4(%input: tensor<4x5xf32>, %lengths: tensor<4x1xi32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_subsequences' op violates reverse_subsequences_c4: axis -3 is out of range [-2, 2)}}
  %0 = revseq.reverse_subsequences %input, %lengths axis = -3 : tensor<4x5xf32>, tensor<4x1xi32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_subsequences_c5
func.func @reverse_subsequences_c5(%input: tensor<4x5xf32>, %lengths: tensor<4xi32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_subsequences' op violates reverse_subsequences_c5: lengths rank 1 differs from input rank 2}}
  %0 = revseq.reverse_subsequences %input, %lengths axis = 1 : tensor<4x5xf32>, tensor<4xi32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_subsequences_c6
func.func @reverse_subsequences_c6(%input: tensor<4x5xf32>, %lengths: tensor<4x1xsi32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_subsequences' op violates reverse_subsequences_c6: lengths element type 'si32' is not a signless integer}}
  %0 = revseq.reverse_subsequences %input, %lengths axis = 1 : tensor<4x5xf32>, tensor<4x1xsi32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_subsequences_c7
func.func @reverse_subsequences_c7(%input: tensor<4x5xf32>, %lengths: tensor<4x5xi32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_subsequences' op violates reverse_subsequences_c7: lengths dim 1 (the reversed axis) must be 1, got 5}}
  %0 = revseq.reverse_subsequences %input, %lengths axis = -1 : tensor<4x5xf32>, tensor<4x5xi32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_subsequences_c8
func.func @reverse_subsequences_c8(%input: tensor<4x?x6xf32>, %lengths: tensor<3x7x1xi32>) -> tensor<4x?x6xf32> {
  // expected-error @+1 {{'revseq.reverse_subsequences' op violates reverse_subsequences_c8: lengths dim 0 is 3 but input dim 0 is 4}}
  %0 = "revseq.reverse_subsequences"(%input, %lengths) <{axis = 2 : i64}> : (tensor<4x?x6xf32>, tensor<3x7x1xi32>) -> tensor<4x?x6xf32>
  return %0 : tensor<4x?x6xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Destination-passing forms: c2 (init) and the tensor/memref rule are their
// own; the other rules are the value form's, under the op's own name.
//===----------------------------------------------------------------------===//

// reverse_into_c2: init shape differs from the input's.
func.func @reverse_into_c2_shape(%input: tensor<2x3xf32>, %init: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'revseq.reverse_into' op violates reverse_into_c2: init type 'tensor<3x2xf32>' differs in shape or element type from input type 'tensor<2x3xf32>'}}
  %0 = revseq.reverse_into %input into %init axes = [0] : tensor<2x3xf32> into tensor<3x2xf32> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// reverse_into_c2: a dynamic init dim where the input's is static is a
// different shape too.
func.func @reverse_into_c2_dynamic(%input: memref<2x3xf32>, %init: memref<2x?xf32>) {
  // expected-error @+1 {{'revseq.reverse_into' op violates reverse_into_c2: init type 'memref<2x?xf32>' differs in shape or element type from input type 'memref<2x3xf32>'}}
  revseq.reverse_into %input into %init axes = [0] : memref<2x3xf32> into memref<2x?xf32>
  return
}

// -----

// reverse_into_c2: init element type differs from the input's.
func.func @reverse_into_c2_element(%input: memref<2x3xf32>, %init: memref<2x3xf16>) {
  // expected-error @+1 {{'revseq.reverse_into' op violates reverse_into_c2: init type 'memref<2x3xf16>' differs in shape or element type from input type 'memref<2x3xf32>'}}
  revseq.reverse_into %input into %init axes = [0] : memref<2x3xf32> into memref<2x3xf16>
  return
}

// -----

// reverse_into_c2: the result type is init's type.
func.func @reverse_into_c2_result(%input: tensor<2x3xf32>, %init: tensor<2x3xf32>) -> tensor<2x?xf32> {
  // expected-error @+1 {{'revseq.reverse_into' op violates reverse_into_c2: result type 'tensor<2x?xf32>' differs from init type 'tensor<2x3xf32>'}}
  %0 = revseq.reverse_into %input into %init axes = [0] : tensor<2x3xf32> into tensor<2x3xf32> -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// reverse_into_c5: a tensor input with a memref init.
func.func @reverse_into_c5_mixed(%input: tensor<2x3xf32>, %init: memref<2x3xf32>) {
  // expected-error @+1 {{'revseq.reverse_into' op violates reverse_into_c5: operand 'memref<2x3xf32>' is not a tensor like the input}}
  revseq.reverse_into %input into %init axes = [0] : tensor<2x3xf32> into memref<2x3xf32>
  return
}

// -----

// reverse_into_c5: tensors without a result.
func.func @reverse_into_c5_no_result(%input: tensor<2x3xf32>, %init: tensor<2x3xf32>) {
  // expected-error @+1 {{'revseq.reverse_into' op violates reverse_into_c5: tensor operands need one result}}
  revseq.reverse_into %input into %init axes = [0] : tensor<2x3xf32> into tensor<2x3xf32>
  return
}

// -----

// reverse_into_c5: memrefs with a result.
func.func @reverse_into_c5_result(%input: memref<2x3xf32>, %init: memref<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_into' op violates reverse_into_c5: memref operands take no result}}
  %0 = revseq.reverse_into %input into %init axes = [0] : memref<2x3xf32> into memref<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_into_c3: the value form's rule, named after the destination form.
func.func @reverse_into_c3(%input: memref<2x3xf32>, %init: memref<2x3xf32>) {
  // expected-error @+1 {{'revseq.reverse_into' op violates reverse_into_c3: axis 2 is out of range [-2, 2)}}
  revseq.reverse_into %input into %init axes = [2] : memref<2x3xf32> into memref<2x3xf32>
  return
}

// -----

// reverse_sequence_into_c10: memref lengths with tensor input and init.
func.func @reverse_sequence_into_c10_mixed(%input: tensor<3x2xf32>, %lengths: memref<2xi64>, %init: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence_into' op violates reverse_sequence_into_c10: operand 'memref<2xi64>' is not a tensor like the input}}
  %0 = revseq.reverse_sequence_into %input, %lengths into %init batch_axis = 1, seq_axis = 0 : tensor<3x2xf32>, memref<2xi64> into tensor<3x2xf32> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// reverse_sequence_into_c10: tensors without a result (generic form).
func.func @reverse_sequence_into_c10_no_result(%input: tensor<3x2xf32>, %lengths: tensor<2xi64>, %init: tensor<3x2xf32>) {
  // expected-error @+1 {{'revseq.reverse_sequence_into' op violates reverse_sequence_into_c10: tensor operands need one result}}
  "revseq.reverse_sequence_into"(%input, %lengths, %init) <{batch_axis = 1 : i64, seq_axis = 0 : i64}> : (tensor<3x2xf32>, tensor<2xi64>, tensor<3x2xf32>) -> ()
  return
}

// -----

// reverse_sequence_into_c10: memrefs with a result.
func.func @reverse_sequence_into_c10_result(%input: memref<3x2xf32>, %lengths: memref<2xi64>, %init: memref<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'revseq.reverse_sequence_into' op violates reverse_sequence_into_c10: memref operands take no result}}
  %0 = revseq.reverse_sequence_into %input, %lengths into %init batch_axis = 1, seq_axis = 0 : memref<3x2xf32>, memref<2xi64> into memref<3x2xf32> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// reverse_sequence_into_c9: the value form's size rule.
func.func @reverse_sequence_into_c9(%input: memref<3x2x5xf32>, %lengths: memref<3xi64>, %init: memref<3x2x5xf32>) {
  // expected-error @+1 {{'revseq.reverse_sequence_into' op violates reverse_sequence_into_c9: lengths has 3 elements but input dim 1 (batch_axis) is 2}}
  revseq.reverse_sequence_into %input, %lengths into %init batch_axis = 1, seq_axis = 0 : memref<3x2x5xf32>, memref<3xi64> into memref<3x2x5xf32>
  return
}

// -----

// reverse_dynamic_into_c8: a memref axes operand with tensor input and init.
func.func @reverse_dynamic_into_c8_mixed(%input: tensor<2x3xf32>, %axes: memref<1xi64>, %init: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic_into' op violates reverse_dynamic_into_c8: operand 'memref<1xi64>' is not a tensor like the input}}
  %0 = revseq.reverse_dynamic_into %input, %axes into %init mode = index : tensor<2x3xf32>, memref<1xi64> into tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_dynamic_into_c8: tensors without a result.
func.func @reverse_dynamic_into_c8_no_result(%input: tensor<2x3xf32>, %axes: tensor<1xi64>, %init: tensor<2x3xf32>) {
  // expected-error @+1 {{'revseq.reverse_dynamic_into' op violates reverse_dynamic_into_c8: tensor operands need one result}}
  revseq.reverse_dynamic_into %input, %axes into %init mode = index : tensor<2x3xf32>, tensor<1xi64> into tensor<2x3xf32>
  return
}

// -----

// reverse_dynamic_into_c8: memrefs with a result.
func.func @reverse_dynamic_into_c8_result(%input: memref<2x3xf32>, %axes: memref<1xi64>, %init: memref<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'revseq.reverse_dynamic_into' op violates reverse_dynamic_into_c8: memref operands take no result}}
  %0 = revseq.reverse_dynamic_into %input, %axes into %init mode = index : memref<2x3xf32>, memref<1xi64> into memref<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse_dynamic_into_c6: the value form's static mask size rule.
func.func @reverse_dynamic_into_c6(%input: memref<2x3xf32>, %mask: memref<3xi1>, %init: memref<2x3xf32>) {
  // expected-error @+1 {{'revseq.reverse_dynamic_into' op violates reverse_dynamic_into_c6: mask has 3 elements but the input rank is 2}}
  revseq.reverse_dynamic_into %input, %mask into %init mode = mask : memref<2x3xf32>, memref<3xi1> into memref<2x3xf32>
  return
}

// -----

// reverse_subsequences_into_c9: a memref init with tensor input and lengths.
func.func @reverse_subsequences_into_c9_mixed(%input: tensor<4x5xf32>, %lengths: tensor<4x1xi32>, %init: memref<4x5xf32>) {
  // expected-error @+1 {{'revseq.reverse_subsequences_into' op violates reverse_subsequences_into_c9: operand 'memref<4x5xf32>' is not a tensor like the input}}
  revseq.reverse_subsequences_into %input, %lengths into %init axis = 1 : tensor<4x5xf32>, tensor<4x1xi32> into memref<4x5xf32>
  return
}

// -----

// reverse_subsequences_into_c9: tensors without a result.
func.func @reverse_subsequences_into_c9_no_result(%input: tensor<4x5xf32>, %lengths: tensor<4x1xi32>, %init: tensor<4x5xf32>) {
  // expected-error @+1 {{'revseq.reverse_subsequences_into' op violates reverse_subsequences_into_c9: tensor operands need one result}}
  revseq.reverse_subsequences_into %input, %lengths into %init axis = 1 : tensor<4x5xf32>, tensor<4x1xi32> into tensor<4x5xf32>
  return
}

// -----

// reverse_subsequences_into_c9: memrefs with a result.
func.func @reverse_subsequences_into_c9_result(%input: memref<4x5xf32>, %lengths: memref<4x1xi32>, %init: memref<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'revseq.reverse_subsequences_into' op violates reverse_subsequences_into_c9: memref operands take no result}}
  %0 = revseq.reverse_subsequences_into %input, %lengths into %init axis = 1 : memref<4x5xf32>, memref<4x1xi32> into memref<4x5xf32> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// reverse_subsequences_into_c7: the value form's rule on the lengths shape.
func.func @reverse_subsequences_into_c7(%input: memref<4x5xf32>, %lengths: memref<4x5xi32>, %init: memref<4x5xf32>) {
  // expected-error @+1 {{'revseq.reverse_subsequences_into' op violates reverse_subsequences_into_c7: lengths dim 1 (the reversed axis) must be 1, got 5}}
  revseq.reverse_subsequences_into %input, %lengths into %init axis = -1 : memref<4x5xf32>, memref<4x5xi32> into memref<4x5xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// check
//===----------------------------------------------------------------------===//

// check_c1: one `{}` per value.
func.func @check_c1_too_few_values(%ok: i1, %i: index) {
  // expected-error @+1 {{'revseq.check' op violates check_c1: the message has 2 '{}' placeholder(s) for 1 value(s)}}
  revseq.check %ok, "lengths[{}] = {}"(%i) : index
  return
}

// -----

func.func @check_c1_too_many_values(%ok: i1, %i: index) {
  // expected-error @+1 {{'revseq.check' op violates check_c1: the message has 0 '{}' placeholder(s) for 1 value(s)}}
  revseq.check %ok, "no placeholder"(%i) : index
  return
}

// -----

// A value wider than 64 bits cannot be printed as one.
func.func @check_value_type(%ok: i1, %v: i128) {
  // expected-error @+1 {{'revseq.check' op operand #1 must be variadic of index or 1-bit signless integer or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer, but got 'i128'}}
  revseq.check %ok, "{}"(%v) : i128
  return
}
