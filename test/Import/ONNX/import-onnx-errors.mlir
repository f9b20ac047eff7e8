// Every importer error names what it is about and makes revseq-translate
// exit non-zero.
// REQUIRES: onnx, python-onnx
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/make_model.py unsupported_op %t/unsupported_op.onnx
// RUN: %python %S/Inputs/make_model.py unsupported_attribute %t/unsupported_attribute.onnx
// RUN: %python %S/Inputs/make_model.py unsupported_type %t/unsupported_type.onnx
// RUN: %python %S/Inputs/make_model.py old_opset %t/old_opset.onnx
// RUN: %python %S/Inputs/make_model.py undefined_input %t/undefined_input.onnx
// RUN: %python %S/Inputs/make_model.py invalid_lengths %t/invalid_lengths.onnx
// RUN: %python %S/Inputs/make_model.py defaults %t/defaults.onnx
// RUN: head -c 40 %t/defaults.onnx > %t/truncated.onnx
// RUN: printf 'not a model at all' > %t/garbage.onnx
// RUN: not revseq-translate --import-onnx %t/unsupported_op.onnx 2>&1 | FileCheck %s --check-prefix=OP
// RUN: not revseq-translate --import-onnx %t/unsupported_attribute.onnx 2>&1 | FileCheck %s --check-prefix=ATTR
// RUN: not revseq-translate --import-onnx %t/unsupported_type.onnx 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not revseq-translate --import-onnx %t/old_opset.onnx 2>&1 | FileCheck %s --check-prefix=OPSET
// RUN: not revseq-translate --import-onnx %t/undefined_input.onnx 2>&1 | FileCheck %s --check-prefix=UNDEF
// RUN: not revseq-translate --import-onnx %t/invalid_lengths.onnx 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not revseq-translate --import-onnx %t/truncated.onnx 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not revseq-translate --import-onnx %t/garbage.onnx 2>&1 | FileCheck %s --check-prefix=MALFORMED

// OP: unsupported_op.onnx:0:0: error: node 'my_matmul' (MatMul): unsupported op 'MatMul' (supported: ReverseSequence, Constant, Identity, Slice, Transpose, Shape, Gather, Expand, Tile, Unsqueeze, Squeeze, Concat, Cast, Add, Sub, Mul, Div, Neg, Relu)
// ATTR: error: node 'rs_bad' (ReverseSequence): unsupported attribute 'reverse'
// TYPE: error: graph value 'x': unsupported element type STRING
// OPSET: error: node 'rs_old' (ReverseSequence): ReverseSequence needs opset 10 or later, the model imports opset 9
// UNDEF: error: node 'rs_undef' (ReverseSequence) uses 'nowhere', which no graph input, initializer or earlier node defines
// VERIFY: error: 'revseq.reverse_sequence' op violates reverse_sequence_c9: lengths has 3 elements but input dim 1 (batch_axis) is 2
// VERIFY: error: node 'rs_c9' (ReverseSequence): invalid ReverseSequence (batch_axis 1, time_axis 0)
// MALFORMED: error: not a valid ONNX model (malformed or truncated protobuf)

// An opset entry of another domain only, an input without a shape.
// RUN: %python %S/Inputs/make_model.py other_domain_opset %t/other_domain_opset.onnx
// RUN: %python %S/Inputs/make_model.py unranked_input %t/unranked_input.onnx
// RUN: not revseq-translate --import-onnx %t/other_domain_opset.onnx 2>&1 | FileCheck %s --check-prefix=DOMAIN
// RUN: not revseq-translate --import-onnx %t/unranked_input.onnx 2>&1 | FileCheck %s --check-prefix=UNRANKED
// DOMAIN: error: node 'rs_dom' (ReverseSequence): ReverseSequence needs opset 10 or later of the default domain (ai.onnx), and the model imports no opset of that domain
// UNRANKED: error: graph value 'x' has no shape (unranked tensors are not supported)
