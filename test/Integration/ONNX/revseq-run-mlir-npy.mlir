// revseq-run on a .mlir function with .npy inputs and expectations (numpy
// computes the expected results), two results of different types.
// REQUIRES: revseq-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; \
// RUN:   x = np.arange(12, dtype=np.int32).reshape(3, 4); l = np.array([2, 4, 0]); \
// RUN:   y = np.array([0.5, 1.5, -2.0]); \
// RUN:   e = x.copy(); [e.__setitem__((b, slice(0, n)), x[b, :n][::-1]) for b, n in enumerate(l)]; \
// RUN:   np.save('%t/x.npy', x); np.save('%t/l.npy', l); np.save('%t/y.npy', y); \
// RUN:   np.save('%t/e0.npy', e); np.save('%t/e1.npy', y[::-1].copy())"
// RUN: revseq-run %S/Inputs/reverse.mlir --input %t/x.npy --input %t/l.npy \
// RUN:     --input %t/y.npy --expect %t/e0.npy --expect %t/e1.npy --print \
// RUN: | FileCheck %s

// CHECK: result 0: dense<{{\[\[}}1, 0, 2, 3], [7, 6, 5, 4], [8, 9, 10, 11]]> : tensor<3x4xi32>
// CHECK: result 0: ok
// CHECK: result 1: dense<[-2.000000e+00, 1.500000e+00, 5.000000e-01]> : tensor<3xf64>
// CHECK: result 1: ok
