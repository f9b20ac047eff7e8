// revseq-run on malformed .npy files and on inputs that break a run-time
// check: each gets a message naming the problem and its documented exit
// code (docs/ONNX.md: 2 for a bad file or argument, 3 for a failed
// run-time check), never a crash or garbage output.
// REQUIRES: revseq-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/bad_tensors.py npy %t
// RUN: %python -c "import numpy as np; \
// RUN:   np.save('%t/x.npy', np.arange(6, dtype=np.float32).reshape(3, 2)); \
// RUN:   np.save('%t/x4.npy', np.arange(8, dtype=np.float32).reshape(4, 2)); \
// RUN:   np.save('%t/l2.npy', np.array([1, 3], dtype=np.int32)); \
// RUN:   np.save('%t/l3.npy', np.array([1, 2, 3], dtype=np.int32)); \
// RUN:   np.save('%t/lbad.npy', np.array([1, 9], dtype=np.int32))"
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/count_overflow.npy --input %t/l2.npy | FileCheck %s --check-prefix=COUNT
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/bytes_overflow.npy --input %t/l2.npy | FileCheck %s --check-prefix=BYTES
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/bool_negative.npy --input %t/l2.npy | FileCheck %s --check-prefix=BOOLNEG
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/f32_negative.npy --input %t/l2.npy | FileCheck %s --check-prefix=F32NEG
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/truncated.npy --input %t/l2.npy | FileCheck %s --check-prefix=TRUNC
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/big_endian.npy --input %t/l2.npy | FileCheck %s --check-prefix=DTYPE
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/not_int.npy --input %t/l2.npy | FileCheck %s --check-prefix=NOTINT
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/short_header.npy --input %t/l2.npy | FileCheck %s --check-prefix=HEADER
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/not_npy.npy --input %t/l2.npy | FileCheck %s --check-prefix=MAGIC
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --input %t/i64.npy --input %t/l2.npy | FileCheck %s --check-prefix=WRONGTYPE
// RUN: %python %S/Inputs/exit-code.py 3 revseq-run %S/Inputs/rs.mlir --runtime-checks --input %t/x.npy --input %t/l3.npy | FileCheck %s --check-prefix=CHECKSIZE
// RUN: %python %S/Inputs/exit-code.py 3 revseq-run %S/Inputs/rs.mlir --runtime-checks --input %t/x.npy --input %t/lbad.npy | FileCheck %s --check-prefix=CHECKRANGE
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/rs.mlir --rtol=-1 --input %t/x.npy --input %t/l2.npy | FileCheck %s --check-prefix=RTOL
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/odd-types.mlir --entry i3 --print --input %t/x.npy | FileCheck %s --check-prefix=I3
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %S/Inputs/odd-types.mlir --entry static_result --print --input %t/x4.npy --input %t/l2.npy | FileCheck %s --check-prefix=STATIC
// RUN: %python %S/Inputs/exit-code.py 0 revseq-run %S/Inputs/odd-types.mlir --entry static_result --print --input %t/x.npy --input %t/l2.npy | FileCheck %s --check-prefix=STATICOK

// COUNT: count_overflow.npy:0:0: error: the shape's size in bytes overflows int64 (more than 9223372036854775807 bytes of 4-byte elements)
// BYTES: bytes_overflow.npy:0:0: error: the shape's size in bytes overflows int64 (more than 9223372036854775807 bytes of 8-byte elements)
// BOOLNEG: bool_negative.npy:0:0: error: negative dimension -3 in the .npy shape
// F32NEG: f32_negative.npy:0:0: error: negative dimension -4 in the .npy shape
// F32NEG-NOT: tensor<
// TRUNC: truncated.npy:0:0: error: truncated .npy data: the shape needs 24 bytes, the file holds 20
// DTYPE: big_endian.npy:0:0: error: unsupported dtype '>f4' (supported: <f2 <f4 <f8 |b1 |i1 |u1 <i2 <u2 <i4 <u4 <i8 <u8 <c8 <c16)
// NOTINT: not_int.npy:0:0: error: bad dimension '99999999999999999999' in the .npy shape (not an int64)
// HEADER: short_header.npy:0:0: error: truncated .npy header: 255 bytes announced, 8 present
// MAGIC: not_npy.npy:0:0: error: not a .npy file (no \x93NUMPY magic string)
// WRONGTYPE: revseq-run: error: {{.*}}i64.npy: a tensor<3x2xi64> cannot be argument 0 of type tensor<?x2xf32>
// CHECKSIZE: revseq.reverse_sequence: the size of lengths (3) differs from the batch dimension (2) (reverse_sequence_c9)
// CHECKSIZE: revseq-run: error: a run-time check failed (see the message above); the input data breaks the rule it names
// CHECKSIZE-NOT: PLEASE submit a bug report
// CHECKRANGE: revseq.reverse_sequence: lengths[1] = 9 is outside [0, T] = [0, 3] (runtime-checks)
// CHECKRANGE: revseq-run: error: a run-time check failed
// RTOL: revseq-run: error: --rtol and --atol must be non-negative numbers, got --rtol=-1.000000 --atol=0.000000
// I3: revseq-run: error: @i3 takes or returns tensor<?xi3>: revseq-run passes ranked tensors of i1, i8, i16, i32, i64, f16, bf16, f32, f64, complex<f32> or complex<f64> only
// STATIC: revseq-run: error: result 0 of @static_result has the shape tensor<4x2xf32>, which contradicts its declared type tensor<3x2xf32>
// STATICOK: result 0: dense<{{\[\[}}0.000000e+00, 5.000000e+00], [2.000000e+00, 3.000000e+00], [4.000000e+00, 1.000000e+00]]> : tensor<3x2xf32>
