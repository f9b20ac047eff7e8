// revseq-run built without ONNX (no libonnx-dev): .mlir modules and .npy
// tensors work (revseq-run-mlir-npy.mlir), ONNX files and the options that
// read or write them are refused with an error naming the reason, exit 2.
// REQUIRES: revseq-run
// UNSUPPORTED: onnx
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.arange(4, dtype=np.int32))"
// RUN: echo > %t/model.onnx && echo > %t/x.pb
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %t/model.onnx | FileCheck %s --check-prefix=MODEL
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %s --input %t/x.pb | FileCheck %s --check-prefix=PB
// RUN: %python %S/Inputs/exit-code.py 2 revseq-run %s --input %t/x.npy --output-dir %t | FileCheck %s --check-prefix=OPTION
// RUN: revseq-run %s --input %t/x.npy --print | FileCheck %s --check-prefix=NPY

// MODEL: model.onnx: this revseq-run was built without ONNX: the model must be a .mlir module
// PB: x.pb: error: this revseq-run was built without ONNX: tensors must be .npy files
// OPTION: error: --output-dir and --test-data-set use ONNX TensorProto files, and this revseq-run was built without ONNX
// NPY: result 0: dense<[3, 2, 1, 0]> : tensor<4xi32>
func.func @f(%x: tensor<?xi32>) -> tensor<?xi32> {
  %0 = revseq.reverse %x axes = [0] : tensor<?xi32>
  return %0 : tensor<?xi32>
}
