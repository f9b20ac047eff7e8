// RUN: revseq-opt %s --revseq-convert-elementwise-to-linalg | FileCheck %s

// Elementwise ops on tensors become linalg.generic and are never folded:
// upstream's pass folds `x ^ x` on a dynamic shape into a constant of that
// shape (LLVM 22.1.8), which no buffer can hold.
// CHECK-LABEL: func.func @xor_self
// CHECK-NOT:     arith.constant
// CHECK:         %[[G:.*]] = linalg.generic
// CHECK-SAME:      ins(%[[X:.*]], %[[X]] : tensor<17x?xi64>, tensor<17x?xi64>)
// CHECK:           arith.xori
// CHECK:         %[[C:.*]] = linalg.generic
// CHECK:           arith.cmpi eq
// CHECK:         return %[[G]], %[[C]]
func.func @xor_self(%x: tensor<17x?xi64>) -> (tensor<17x?xi64>, tensor<17x?xi1>) {
  %z = arith.xori %x, %x : tensor<17x?xi64>
  %e = arith.cmpi eq, %x, %x : tensor<17x?xi64>
  return %z, %e : tensor<17x?xi64>, tensor<17x?xi1>
}

// Ops on scalars are left alone.
// CHECK-LABEL: func.func @scalar
// CHECK:         arith.addf %{{.*}}, %{{.*}} : f32
func.func @scalar(%a: f32) -> f32 {
  %s = arith.addf %a, %a : f32
  return %s : f32
}
