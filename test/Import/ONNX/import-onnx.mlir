// Models are written by Inputs/make_model.py (python3-onnx) and imported
// with revseq-translate --import-onnx.
// REQUIRES: onnx, python-onnx
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/make_model.py defaults %t/defaults.onnx
// RUN: %python %S/Inputs/make_model.py attributes %t/attributes.onnx
// RUN: %python %S/Inputs/make_model.py constant %t/constant.onnx
// RUN: %python %S/Inputs/make_model.py float_initializer %t/float_initializer.onnx
// RUN: revseq-translate --import-onnx %t/defaults.onnx | FileCheck %s --check-prefix=DEFAULTS
// RUN: revseq-translate --import-onnx %t/attributes.onnx | FileCheck %s --check-prefix=ATTRS
// RUN: revseq-translate --import-onnx %t/constant.onnx | FileCheck %s --check-prefix=CONST
// RUN: revseq-translate --import-onnx %t/float_initializer.onnx | FileCheck %s --check-prefix=INIT
// The output is valid revseq IR: it round-trips through revseq-opt.
// RUN: revseq-translate --import-onnx %t/constant.onnx | revseq-opt | FileCheck %s --check-prefix=CONST

// No attributes: ONNX's defaults batch_axis 1, time_axis 0; symbolic dims
// are dynamic.
// DEFAULTS-LABEL: func.func @graph(
// DEFAULTS-SAME:    %[[X:.*]]: tensor<?x?x3xf32>, %[[L:.*]]: tensor<?xi64>) -> tensor<?x?x3xf32>
// DEFAULTS-NEXT:    %[[R:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 1, seq_axis = 0 : tensor<?x?x3xf32>, tensor<?xi64>
// DEFAULTS-NEXT:    return %[[R]]

// Explicit axes; a raw_data initializer through Identity; int32 data.
// ATTRS-LABEL: func.func @attributes(
// ATTRS-SAME:    %[[X:.*]]: tensor<2x5xi32>) -> tensor<2x5xi32>
// ATTRS-NEXT:    %[[L:.*]] = arith.constant dense<[3, 5]> : tensor<2xi64>
// ATTRS-NEXT:    %[[R:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 0, seq_axis = 1 : tensor<2x5xi32>, tensor<2xi64>
// ATTRS-NEXT:    return %[[R]]

// A Constant node with int64_data; f16 data; the output declared less
// static than computed gets a tensor.cast.
// CONST-LABEL: func.func @graph(
// CONST-SAME:    %[[X:.*]]: tensor<4x2xf16>) -> tensor<?x2xf16>
// CONST-NEXT:    %[[L:.*]] = arith.constant dense<[4, 1]> : tensor<2xi64>
// CONST-NEXT:    %[[R:.*]] = revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 1, seq_axis = 0 : tensor<4x2xf16>, tensor<2xi64>
// CONST-NEXT:    %[[C:.*]] = tensor.cast %[[R]] : tensor<4x2xf16> to tensor<?x2xf16>
// CONST-NEXT:    return %[[C]]

// A float_data initializer; a graph without inputs.
// INIT-LABEL: func.func @graph() -> tensor<2x2xf32>
// INIT-NEXT:    %[[W:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 2.500000e+00], [-3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// INIT-NEXT:    return %[[W]]

// complex64 inputs become complex<f32>.
// RUN: %python %S/Inputs/make_model.py complex_input %t/complex_input.onnx
// RUN: revseq-translate --import-onnx %t/complex_input.onnx | FileCheck %s --check-prefix=COMPLEX
// COMPLEX: func.func @graph(%{{.*}}: tensor<3x?xcomplex<f32>>, %{{.*}}: tensor<?xi64>) -> tensor<3x?xcomplex<f32>>
// COMPLEX: revseq.reverse_sequence %{{.*}}, %{{.*}} batch_axis = 1, seq_axis = 0 : tensor<3x?xcomplex<f32>>, tensor<?xi64>
