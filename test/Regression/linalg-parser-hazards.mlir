// Upstream parser bugs that revseq's tools reject before parsing. The custom
// parsers of linalg.transpose, linalg.broadcast and linalg.reduce
// in MLIR 22.1.8 crash (a null attribute stored in NamedAttrList::set) on a
// `permutation` / `dimensions` list that is not a list of integers; Debian's
// mlir-opt segfaults on each input below. revseq-opt and revseq-run reject
// it before parsing (docs/Reliability.md, "Upstream crashes"). The corpus
// inputs came from a fuzzing campaign.
// RUN: not revseq-opt %s 2>&1 | FileCheck %s
// RUN: %if revseq-run %{ not revseq-run %s 2>&1 | FileCheck %s %}
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-transpose-4f111b65 2>&1 | FileCheck %s --check-prefix=CORPUS
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-transpose-6d72c199 2>&1 | FileCheck %s --check-prefix=CORPUS
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-transpose-8a019237 2>&1 | FileCheck %s --check-prefix=CORPUS
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-broadcast 2>&1 | FileCheck %s --check-prefix=CORPUS
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-reduce 2>&1 | FileCheck %s --check-prefix=CORPUS
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-transpose-0a43a08c 2>&1 | FileCheck %s --check-prefix=CORPUS
// The named linalg ops read any attribute after their name as their
// properties dictionary (`linalg.add<f64>`): undefined behaviour, a crash
// under ASan, silently accepted by a release build.
// RUN: not revseq-opt %S/Inputs/linalg-properties.mlir 2>&1 | FileCheck %s --check-prefix=PROPS
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-properties-0e31bab2 2>&1 | FileCheck %s --check-prefix=PROPS
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-properties-c5468b42 2>&1 | FileCheck %s --check-prefix=PROPS
// MLIR's lexer skips a NUL character between tokens as a blank, so the
// screen does too: `permutation<NUL>= = [1, 0]` (a campaign's input, which
// segfaulted before) and `linalg.add<NUL><f64>` are rejected, and the
// well-formed lists and properties with NULs between their tokens parse.
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-transpose-nul-0a73e267 2>&1 | FileCheck %s --check-prefix=CORPUS
// RUN: not revseq-opt %revseq_src_root/tools/revseq-fuzz/corpus/mlir/bad-upstream-linalg-properties-nul 2>&1 | FileCheck %s --check-prefix=PROPS
// RUN: revseq-opt %S/Inputs/linalg-parser-hazards-nul.mlir | FileCheck %s --check-prefix=OK
// The screen reads code as the lexer does: a `//` inside a string starts no
// comment (a hazard after it on the same line used to pass the screen and
// segfault, or be accepted), and a name that holds the keyword
// (`%permutation`) is not the keyword (the screen used to stop there).
// RUN: not revseq-opt %S/Inputs/linalg-hazard-after-string.mlir 2>&1 | FileCheck %s --check-prefix=CORPUS
// RUN: not revseq-opt %S/Inputs/linalg-hazard-ssa-name.mlir 2>&1 | FileCheck %s --check-prefix=CORPUS
// RUN: not revseq-opt %S/Inputs/linalg-properties-after-string.mlir 2>&1 | FileCheck %s --check-prefix=PROPS
// Well-formed lists and properties, a generic form, and malformed ones in a
// comment and in a string parse.
// RUN: revseq-opt %S/Inputs/linalg-parser-hazards.mlir | FileCheck %s --check-prefix=OK

// CHECK: linalg-parser-hazards.mlir:[[@LINE+7]]:76: error: a linalg dimension list (`permutation = [...]` or `dimensions = [...]`) that is not a list of integers: revseq's tools reject it before parsing (the parser of MLIR 22.1.8 crashes on it)
// CHECK-NOT: Stack dump
// CORPUS: error: a linalg dimension list
// CORPUS-NOT: Stack dump
// PROPS: error: linalg op properties that are not a dictionary (`<{...}>`): revseq's tools reject them before parsing (the parser of MLIR 22.1.8 reads any attribute there as a dictionary)
// PROPS-NOT: Stack dump
func.func @f(%x: tensor<5x2xi8>, %e: tensor<2x5xi8>) -> tensor<2x5xi8> {
  %r = linalg.transpose ins(%x : tensor<5x2xi8>) outs(%e : tensor<2x5xi8>) permutation =  = [1, 0]
  return %r : tensor<2x5xi8>
}

// OK: linalg.transpose
// OK: linalg.broadcast
// OK: linalg.add
// OK: linalg.reduce
