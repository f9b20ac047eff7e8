// revseq writes its version into bytecode and refuses bytecode from a newer
// revseq, or from one older than the oldest it reads, naming both versions.
// utils/bytecode-dialect-version.py makes those files from ours.

// RUN: revseq-opt --emit-bytecode %s -o %t.mlirbc
// RUN: %python %revseq_src_root/utils/bytecode-dialect-version.py %t.mlirbc \
// RUN:   | FileCheck %s --check-prefix=WRITTEN -DVERSION=%revseq_version
// RUN: revseq-opt %t.mlirbc | FileCheck %s --check-prefix=READ

// RUN: %python %revseq_src_root/utils/bytecode-dialect-version.py %t.mlirbc \
// RUN:   --set %revseq_next_major.0 -o %t.newer.mlirbc
// RUN: not revseq-opt %t.newer.mlirbc 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEWER -DVERSION=%revseq_version \
// RUN:       -DNEWER=%revseq_next_major.0
// RUN: not revseq-run %t.newer.mlirbc 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEWER -DVERSION=%revseq_version \
// RUN:       -DNEWER=%revseq_next_major.0

// RUN: %python %revseq_src_root/utils/bytecode-dialect-version.py %t.mlirbc \
// RUN:   --set 0.2.9 -o %t.older.mlirbc
// RUN: not revseq-opt %t.older.mlirbc 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OLDER -DVERSION=%revseq_version

// WRITTEN: {{^}}[[VERSION]]{{$}}
// READ: revseq.reverse %{{.*}} axes = [0] : tensor<4xf32>
// NEWER: error: revseq bytecode version [[NEWER]] is newer than this revseq's [[VERSION]]; read it with revseq [[NEWER]] or later
// OLDER: error: revseq bytecode version 0.2.9 is older than 0.3.0, the oldest that this revseq ([[VERSION]]) reads

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
