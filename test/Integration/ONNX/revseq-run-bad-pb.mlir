// revseq-run on malformed ONNX TensorProto files and on models whose
// declared types the data contradicts (exit code 2, docs/ONNX.md);
// complex64 tensors through an ONNX model.
// REQUIRES: revseq-run, onnx, python-onnx
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/bad_tensors.py pb %t
// RUN: %python %S/../../Import/ONNX/Inputs/make_model.py complex_input %t/complex.onnx
// RUN: %python %S/../../Import/ONNX/Inputs/make_model.py static_output %t/static.onnx
// RUN: %python -c "import numpy as np; \
// RUN:   np.save('%t/x.npy', np.arange(6, dtype=np.float32).reshape(3, 2)); \
// RUN:   np.save('%t/x4.npy', np.arange(8, dtype=np.float32).reshape(4, 2)); \
// RUN:   np.save('%t/l2.npy', np.array([1, 3], dtype=np.int32)); \
// RUN:   np.save('%t/l2i64.npy', np.array([2, 3])); \
// RUN:   np.save('%t/c.npy', (np.arange(6) - 1j * np.arange(6)).astype(np.complex64).reshape(3, 2))"
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/negative_dim.pb --input %t/l2.npy | FileCheck %s --check-prefix=NEG
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/count_overflow.pb --input %t/l2.npy | FileCheck %s --check-prefix=COUNT
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/bytes_overflow.pb --input %t/l2.npy | FileCheck %s --check-prefix=BYTES
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/truncated.pb --input %t/l2.npy | FileCheck %s --check-prefix=TRUNC
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/string.pb --input %t/l2.npy | FileCheck %s --check-prefix=STRING
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/i64.pb --input %t/l2.npy | FileCheck %s --check-prefix=WRONGTYPE
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %t/static.onnx --input %t/x4.npy --input %t/l2i64.npy | FileCheck %s --check-prefix=STATIC
// RUN: %python %S/Inputs/exit-code.py 0 revseq-run %t/complex.onnx --input %t/c.npy --input %t/l2i64.npy --print --output-dir %t | FileCheck %s --check-prefix=COMPLEX
// RUN: %python %S/Inputs/exit-code.py 1 revseq-run %t/complex.onnx --input %t/c64.pb --input %t/l2i64.npy --expect %t/output_0.pb --rtol=0 --atol=0 | FileCheck %s --check-prefix=COMPLEXPB

// NEG: negative_dim.pb:0:0: error: negative dimension -4
// NEG: negative_dim.pb:0:0: error: tensor 'negative_dim': invalid shape
// COUNT: count_overflow.pb:0:0: error: the shape's size in bytes overflows int64 (more than 9223372036854775807 bytes of 4-byte elements)
// BYTES: bytes_overflow.pb:0:0: error: the shape's size in bytes overflows int64 (more than 9223372036854775807 bytes of 8-byte elements)
// TRUNC: truncated.pb:0:0: error: tensor 'truncated': holds 5 values but its shape has 6
// STRING: string.pb:0:0: error: tensor 'string': unsupported element type STRING
// WRONGTYPE: revseq-run: error: {{.*}}i64.pb: a tensor<3x2xi64> cannot be argument 0 of type tensor<?x2xf32>
// STATIC: revseq-run: error: result 0 of @graph has the shape tensor<4x2xf32>, which contradicts its declared type tensor<3x2xf32>
// COMPLEX: result 0: dense<{{\[\[}}(2.000000e+00,-2.000000e+00), (5.000000e+00,-5.000000e+00)], [(0.000000e+00,0.000000e+00), (3.000000e+00,-3.000000e+00)], [(4.000000e+00,-4.000000e+00), (1.000000e+00,-1.000000e+00)]]> : tensor<3x2xcomplex<f32>>
// COMPLEXPB: result 0: MISMATCH: element 0 is (4.000000, 5.000000), expected (2.000000, -2.000000)
