// RUN: revseq-opt %s --revseq-lower-asserts | FileCheck %s

// A format string's global is named from a hash of its text. When the name
// is taken by another symbol, a suffix is added; the existing symbols are
// left as they are. ("shared %lld\n" hashes to dd0ed0eeeb4a452.)
// CHECK-DAG: llvm.mlir.global internal constant @revseq_check_dd0ed0eeeb4a452("another text\0A")
// CHECK-DAG: func.func private @revseq_check_dd0ed0eeeb4a452_1()
// CHECK-DAG: llvm.mlir.global internal constant @revseq_check_dd0ed0eeeb4a452_2("shared %lld\0A\00")
// CHECK-LABEL: func.func @taken
// CHECK:         llvm.mlir.addressof @revseq_check_dd0ed0eeeb4a452_2
llvm.mlir.global internal constant @revseq_check_dd0ed0eeeb4a452("another text\0A") {addr_space = 0 : i32}
func.func private @revseq_check_dd0ed0eeeb4a452_1()
func.func @taken(%c: i1, %i: index) {
  revseq.check %c, "shared {}"(%i) : index
  return
}
