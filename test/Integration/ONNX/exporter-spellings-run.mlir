// The importer's Slice and elementwise ops run and compared with numpy
// (models from test/Import/ONNX/Inputs/make_model.py; the integer Div is 0
// for a zero divisor and wraps INT_MIN / -1), and the run-time check of two
// dynamic sizes that must agree.
// REQUIRES: onnx, python-onnx, revseq-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: for c in slice_static_partial slice_huge_step elementwise add_dynamic_sizes casts_unsigned; do \
// RUN:   %python %S/../../Import/ONNX/Inputs/make_model.py $c %t/$c.onnx || exit 1; \
// RUN: done
// RUN: %python -c "import numpy as np; M = 2**63 - 1; \
// RUN:   x = np.arange(20, dtype=np.float32).reshape(4, 5); np.save('%t/x.npy', x); \
// RUN:   np.save('%t/partial.npy', x[10:-10:-3, 1:100:2].copy()); \
// RUN:   h = np.arange(28, dtype=np.float32).reshape(4, 7); np.save('%t/h.npy', h); \
// RUN:   np.save('%t/huge.npy', h[-1::-M, M::-M].copy()); \
// RUN:   a = np.array([[7, -7, -2**31], [-2**31, 9, 4]], dtype=np.int32); \
// RUN:   b = np.array([2, 0, -1], dtype=np.int32); np.save('%t/a.npy', a); np.save('%t/b.npy', b); \
// RUN:   np.save('%t/elem.npy', np.array([[1, 0, 1], [1, 0, 1]], bool)); \
// RUN:   np.save('%t/n3.npy', np.ones(3, np.float32)); np.save('%t/n4.npy', np.ones(4, np.float32)); \
// RUN:   u = np.array([0, 1, 200, 255], np.uint8); f = np.array([0.5, 3.7, 200.2, 255.0], np.float32); \
// RUN:   np.save('%t/u.npy', u); np.save('%t/f.npy', f); np.save('%t/ui.npy', u.astype(np.int32)); \
// RUN:   np.save('%t/uf.npy', u.astype(np.float32)); np.save('%t/uq.npy', np.array([0, 0, 66, 36], np.uint8)); \
// RUN:   np.save('%t/fu.npy', f.astype(np.uint8))"
// RUN: revseq-run %t/slice_static_partial.onnx --input %t/x.npy --expect %t/partial.npy | FileCheck %s --check-prefix=OK
// RUN: revseq-run %t/slice_huge_step.onnx --input %t/h.npy --expect %t/huge.npy | FileCheck %s --check-prefix=OK
// RUN: revseq-run %t/elementwise.onnx --input %t/a.npy --input %t/b.npy --expect %t/elem.npy | FileCheck %s --check-prefix=OK
// OK: result 0: ok

// Unsigned data (signless in MLIR): casts zero-extend and convert as
// unsigned, Div divides as unsigned (by 0: 0).
// RUN: revseq-run %t/casts_unsigned.onnx --input %t/u.npy --input %t/f.npy \
// RUN:     --expect %t/ui.npy --expect %t/uf.npy --expect %t/uq.npy --expect %t/fu.npy \
// RUN:   | FileCheck %s --check-prefix=UNSIGNED
// UNSIGNED: result 0: ok
// UNSIGNED: result 1: ok
// UNSIGNED: result 2: ok
// UNSIGNED: result 3: ok

// Equal dynamic sizes run; different ones fail the check (exit 3).
// RUN: revseq-run %t/add_dynamic_sizes.onnx --input %t/n3.npy --input %t/n3.npy --print | FileCheck %s --check-prefix=SAME
// SAME: result 0: dense<2.000000e+00> : tensor<3xf32>
// RUN: %python %S/Inputs/exit-code.py 3 revseq-run %t/add_dynamic_sizes.onnx \
// RUN:     --input %t/n3.npy --input %t/n4.npy | FileCheck %s --check-prefix=DIFF
// DIFF: node 'add' (Add): dim 0 of an input has size 4 where the result's has 3 (a dynamic dim is not broadcast)
