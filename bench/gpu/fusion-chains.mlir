// The chains of the fusion benchmark (bench/fusion, issue 26) for
// revseq-gpu-fusion-bench (fusion_main.cpp): built three times, with
// revseq-gpu-pipeline's default fusion, with fuse=false and with
// fuse-gathers=true. The arguments
// are read-only: every call returns a new buffer, which the caller frees.
func.func @add(%x: tensor<?x?xf32> {bufferization.writable = false}, %y: tensor<?x?xf32> {bufferization.writable = false}) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %s = arith.addf %x, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

func.func @reverse0_add(%x: tensor<?x?xf32> {bufferization.writable = false}, %y: tensor<?x?xf32> {bufferization.writable = false}) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse %x axes = [0] : tensor<?x?xf32>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

func.func @reverse1_add(%x: tensor<?x?xf32> {bufferization.writable = false}, %y: tensor<?x?xf32> {bufferization.writable = false}) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse %x axes = [1] : tensor<?x?xf32>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

func.func @add_reverse1(%x: tensor<?x?xf32> {bufferization.writable = false}, %y: tensor<?x?xf32> {bufferization.writable = false}) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %s = arith.addf %x, %y : tensor<?x?xf32>
  %r = revseq.reverse %s axes = [1] : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @sequence_bt_add(%x: tensor<?x?xf32> {bufferization.writable = false}, %l: tensor<?xi64> {bufferization.writable = false}, %y: tensor<?x?xf32> {bufferization.writable = false}) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1 : tensor<?x?xf32>, tensor<?xi64>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

func.func @subsequences_w_add(%x: tensor<?x?xf32> {bufferization.writable = false}, %l: tensor<?x1xi64> {bufferization.writable = false}, %y: tensor<?x?xf32> {bufferization.writable = false}) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse_subsequences %x, %l axis = 1 : tensor<?x?xf32>, tensor<?x1xi64>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// ReverseSequence [T, B] (the batch axis innermost: a gather layout, fused
// only with fuse-gathers), then an add.
func.func @sequence_tb_add(%x: tensor<?x?xf32> {bufferization.writable = false}, %l: tensor<?xi64> {bufferization.writable = false}, %y: tensor<?x?xf32> {bufferization.writable = false}) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?xf32>, tensor<?xi64>
  %s = arith.addf %r, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// ReverseSequence [T, B, C], then 2x + z.
func.func @sequence_tbc_2x_z(%x: tensor<?x?x?xf32> {bufferization.writable = false}, %l: tensor<?xi64> {bufferization.writable = false}, %z: tensor<?x?x?xf32> {bufferization.writable = false}) -> tensor<?x?x?xf32> attributes {llvm.emit_c_interface} {
  %r = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0 : tensor<?x?x?xf32>, tensor<?xi64>
  %two = arith.addf %r, %r : tensor<?x?x?xf32>
  %s = arith.addf %two, %z : tensor<?x?x?xf32>
  return %s : tensor<?x?x?xf32>
}
