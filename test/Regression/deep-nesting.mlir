// MLIR's parser recurses once per nesting level; revseq-opt, revseq-run and
// revseq-fuzz reject text nested deeper than 256 levels (docs/Reliability.md)
// before parsing instead of overflowing the stack. Generated inputs: an
// attribute 20000 levels deep (crashed revseq-opt and mlir-opt), regions
// 4000 deep, from a file and from stdin; 256 levels still parse.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "open('%t/attr.mlir', 'w').write('module attributes {a = ' + '[' * 20000 + ']' * 20000 + '} {}')"
// RUN: %python -c "open('%t/regions.mlir', 'w').write('func.func @f() {\n' + 'scf.execute_region {\n' * 4000 + 'scf.yield\n}\n' * 4000 + 'return\n}\n')"
// RUN: %python -c "open('%t/ok.mlir', 'w').write('module attributes {test.a = ' + '[' * 254 + ']' * 254 + '} {}')"
// RUN: %python -c "open('%t/types.mlir', 'w').write('func.func private @f() -> ' + 'tuple<' * 300 + 'i32' + '>' * 300)"
// RUN: not revseq-opt %t/attr.mlir 2>&1 | FileCheck %s --check-prefix=ATTR
// RUN: not revseq-opt < %t/regions.mlir 2>&1 | FileCheck %s --check-prefix=REGIONS
// RUN: not revseq-opt %t/types.mlir 2>&1 | FileCheck %s --check-prefix=TYPES
// RUN: revseq-opt %t/ok.mlir | FileCheck %s --check-prefix=OK
// RUN: %if revseq-run %{ not revseq-run %t/attr.mlir 2>&1 | FileCheck %s --check-prefix=ATTR %}

// ATTR: attr.mlir:1:279: error: nesting deeper than 256 levels of (), [], {} or <>: revseq's tools reject it before parsing (MLIR's parser recurses once per level)
// ATTR-NOT: Stack dump
// REGIONS: <stdin>:257:20: error: nesting deeper than 256 levels
// TYPES: types.mlir:1:1568: error: nesting deeper than 256 levels
// OK: module attributes {test.a = {{\[\[\[}}
