// Out-of-range pass and pipeline options are errors, not minutes of
// compile time (vector-bits=65536) or an alignment error from memref.alloc
// (vector-bits=1000000): vector-bits is 0 or a power of two in [64, 2048].
// RUN: not revseq-opt %s --revseq-cpu-pipeline="vector-bits=65536" 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not revseq-opt %s --revseq-cpu-pipeline="vector-bits=1000000" 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not revseq-opt %s --convert-revseq-to-vector="vector-bits=96" 2>&1 | FileCheck %s --check-prefix=ODD
// RUN: not revseq-opt %s --convert-revseq-to-vector="vector-bits=32" 2>&1 | FileCheck %s --check-prefix=NARROW
// RUN: revseq-opt %s --revseq-cpu-pipeline="vector-bits=2048" | FileCheck %s --check-prefix=OK
// RUN: revseq-opt %s --revseq-cpu-pipeline="vector-bits=64" | FileCheck %s --check-prefix=OK
// RUN: not revseq-opt %s --revseq-cpu-pipeline="vectorize=false vector-bits=65536" 2>&1 | FileCheck %s --check-prefix=UNUSED
// num-threads is 1 (sequential) to 1024.
// RUN: not revseq-opt %s --revseq-cpu-pipeline="num-threads=0" 2>&1 | FileCheck %s --check-prefix=THREADS0
// RUN: not revseq-opt %s --revseq-cpu-pipeline="num-threads=100000" 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: revseq-opt %s --revseq-cpu-pipeline="num-threads=1024" | FileCheck %s --check-prefix=OK
// min-parallel-bytes is a byte count from 0 to 2^63 - 1 (what an index holds).
// RUN: not revseq-opt %s --revseq-cpu-pipeline="num-threads=2 min-parallel-bytes=9223372036854775808" 2>&1 | FileCheck %s --check-prefix=MINBYTES
// RUN: not revseq-opt %s --revseq-cpu-pipeline="num-threads=2 min-parallel-bytes=-1" 2>&1 | FileCheck %s --check-prefix=MINBYTES-NEG
// RUN: not revseq-opt %s --revseq-cpu-pipeline="num-threads=2 min-parallel-bytes=1MiB" 2>&1 | FileCheck %s --check-prefix=MINBYTES-UNIT
// RUN: revseq-opt %s --revseq-cpu-pipeline="num-threads=2 min-parallel-bytes=9223372036854775807" | FileCheck %s --check-prefix=OK

// WIDE: revseq-cpu-pipeline: vector-bits=65536 is invalid: expected 0 (the host CPU's width) or a power of two in [64, 2048]
// HUGE: revseq-cpu-pipeline: vector-bits=1000000 is invalid
// ODD: error: convert-revseq-to-vector: vector-bits=96 is invalid
// NARROW: error: convert-revseq-to-vector: vector-bits=32 is invalid
// UNUSED: revseq-cpu-pipeline: vector-bits=65536 is invalid: expected 0 (the host CPU's width) or a power of two in [64, 2048]
// THREADS0: revseq-cpu-pipeline: num-threads=0 is invalid: expected 1 to 1024
// THREADS: revseq-cpu-pipeline: num-threads=100000 is invalid: expected 1 to 1024
// MINBYTES: revseq-cpu-pipeline: min-parallel-bytes=9223372036854775808 is invalid: expected 0 to 2^63 - 1 (bytes)
// MINBYTES-NEG: for the --min-parallel-bytes option: '-1' value invalid
// MINBYTES-UNIT: for the --min-parallel-bytes option: '1MiB' value invalid
// OK: llvm.func @rows

func.func @rows(%x: tensor<?x?xf32>, %l: tensor<?xi32>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi32>
  return %0 : tensor<?x?xf32>
}
