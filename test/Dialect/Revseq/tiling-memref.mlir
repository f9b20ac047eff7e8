// RUN: revseq-opt %s --transform-interpreter -verify-diagnostics

// The memref destination forms are not tiled: tiling comes before
// bufferization (docs/Rationale.md, "Tiling").
func.func @reverse_into_memref(%x: memref<8x6xf32>, %y: memref<8x6xf32>) {
  // The op's error, then upstream's tiling driver's (in its own spelling):
  // expected-error @below {{is tiled on tensors only: tile before bufferization}}
  // expected-error @below {{faild to tile operation}}
  // expected-error @below {{failed to generate tiling loops}}
  revseq.reverse_into %x into %y axes = [0] : memref<8x6xf32> into memref<8x6xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["revseq.reverse_into"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %op tile_sizes [4, 4]
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
