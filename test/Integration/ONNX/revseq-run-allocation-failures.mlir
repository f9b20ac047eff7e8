// revseq-run --runtime-checks on results the machine cannot hold: the
// allocation's check (revseq-check-allocations) names the bytes and the op
// that writes the buffer, and revseq-run exits with 3 as for any failed
// run-time check. The buffer that fails first is the fill's (a
// linalg.generic by then), before the reverse_sequence reads it. Under
// ASan (utils/check-sanitizers.sh), allocator_may_return_null makes malloc
// return NULL for these sizes, as glibc does, with a warning, rather than
// stop the program with a report.
// REQUIRES: revseq-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; \
// RUN:   np.save('%t/v.npy', np.array(1.5, dtype=np.float32)); \
// RUN:   np.save('%t/l.npy', np.array([1, 2], dtype=np.int64)); \
// RUN:   np.save('%t/rows_large.npy', np.array(2**59, dtype=np.int64)); \
// RUN:   np.save('%t/rows_wrap.npy', np.array(2**61, dtype=np.int64)); \
// RUN:   np.save('%t/rows_negative.npy', np.array(-4, dtype=np.int64)); \
// RUN:   np.save('%t/rows_3.npy', np.array(3, dtype=np.int64))"
// DEFINE: %{run} = env ASAN_OPTIONS=allocator_may_return_null=1 %python %S/Inputs/exit-code.py
// RUN: %if malloc-fails-beyond-memory %{ %{run} 3 revseq-run %S/Inputs/huge-results.mlir --entry static_result --runtime-checks --input %t/v.npy --input %t/l.npy | FileCheck %s --check-prefix=STATIC %}
// RUN: %{run} 3 revseq-run %S/Inputs/huge-results.mlir --entry dynamic_result --runtime-checks --input %t/v.npy --input %t/rows_large.npy --input %t/l.npy | FileCheck %s --check-prefix=LARGE
// RUN: %{run} 3 revseq-run %S/Inputs/huge-results.mlir --entry dynamic_result --runtime-checks --input %t/v.npy --input %t/rows_wrap.npy --input %t/l.npy | FileCheck %s --check-prefix=WRAP
// RUN: %{run} 3 revseq-run %S/Inputs/huge-results.mlir --entry dynamic_result --runtime-checks --input %t/v.npy --input %t/rows_negative.npy --input %t/l.npy | FileCheck %s --check-prefix=NEGATIVE
// RUN: %{run} 0 revseq-run %S/Inputs/huge-results.mlir --entry dynamic_result --runtime-checks --print --input %t/v.npy --input %t/rows_3.npy --input %t/l.npy | FileCheck %s --check-prefix=FITS

// STATIC:      revseq: cannot allocate 4398046511104 bytes for the result of linalg.generic
// STATIC-NEXT: revseq-run: error: a run-time check failed (see the message above); the input data breaks the rule it names
// LARGE:       revseq: cannot allocate 4611686018427387904 bytes for the result of linalg.generic
// LARGE-NEXT:  revseq-run: error: a run-time check failed
// WRAP:        revseq: cannot allocate 2305843009213693952 x 2 elements of 4 bytes for the result of linalg.generic: the byte count overflows
// WRAP-NEXT:   revseq-run: error: a run-time check failed
// A negative size is an unsigned one above 2^63.
// NEGATIVE:      revseq: cannot allocate -4 x 2 elements of 4 bytes for the result of linalg.generic: the byte count overflows
// NEGATIVE-NEXT: revseq-run: error: a run-time check failed
// FITS: result 0: dense<1.500000e+00> : tensor<3x2xf32>
