// Models as exporters write them (Inputs/exported/make_models.py: torch.flip
// exported by torch.onnx.export, tf.reverse as tf2onnx's ReverseV2 handler
// writes it, a Slice with negative steps over part of two axes): each is
// imported, its reverse checked to be one revseq.reverse, and run on its
// committed test data sets (torch's or numpy's outputs).
// REQUIRES: onnx, revseq-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp -r %S/Inputs/exported/* %t/

// torch.flip(x, [1]) * 2 + x: Slice(start -1, end -INT64_MAX, step -1).
// RUN: revseq-translate --import-onnx %t/torch_flip_one_axis/model.onnx | FileCheck %s --check-prefix=ONE
// ONE:       func.func @torch_jit(%[[X:.*]]: tensor<3x4xf32>) -> tensor<3x4xf32>
// ONE:         %[[R:.*]] = revseq.reverse %[[X]] axes = [1] : tensor<3x4xf32>
// ONE-NOT:     extract_slice
// ONE:         linalg.generic {{.*}} ins(%[[R]], %{{.*}} : tensor<3x4xf32>, tensor<f32>)
// ONE:           arith.mulf
// ONE:         linalg.generic {{.*}} ins(%{{.*}}, %[[X]] : tensor<3x4xf32>, tensor<3x4xf32>)
// ONE:           arith.addf
// RUN: revseq-run %t/torch_flip_one_axis/model.onnx --test-data-set %t/torch_flip_one_axis/test_data_set_0 | FileCheck %s --check-prefix=OK
// OK: result 0: ok
// The imported ops are what revseq-fuse-elementwise fuses: the reverse, the
// Mul and the Add become one loop that reads x at the mirrored index.
// RUN: revseq-translate --import-onnx %t/torch_flip_one_axis/model.onnx \
// RUN:   | revseq-opt --revseq-fuse-elementwise | FileCheck %s --check-prefix=FUSED
// FUSED:       func.func @torch_jit(%[[X:.*]]: tensor<3x4xf32>)
// FUSED-NOT:     revseq.reverse
// FUSED:         linalg.generic
// FUSED:           tensor.extract %[[X]]
// FUSED:           arith.mulf
// FUSED:           arith.addf
// FUSED-NOT:     linalg.generic

// torch.relu(torch.flip(x, [0, 2]) - 0.25): one Slice over two axes.
// RUN: revseq-translate --import-onnx %t/torch_flip_axes/model.onnx | FileCheck %s --check-prefix=AXES
// AXES:        revseq.reverse %{{.*}} axes = [0, 2] : tensor<2x3x4xf32>
// AXES:        arith.subf
// AXES:        arith.maximumf
// RUN: revseq-run %t/torch_flip_axes/model.onnx --test-data-set %t/torch_flip_axes/test_data_set_0 | FileCheck %s --check-prefix=OK

// dynamic_axes: the flip of two dynamic dims is still a whole-axis reverse;
// two data sets of different shapes, vectorised and scalar code.
// RUN: revseq-translate --import-onnx %t/torch_flip_dynamic/model.onnx | FileCheck %s --check-prefix=DYN
// DYN:       func.func @torch_jit(%[[X:.*]]: tensor<?x3x?xf32>) -> tensor<?x3x?xf32>
// DYN-NEXT:    arith.constant
// DYN-NEXT:    arith.constant
// DYN-NEXT:    arith.constant
// DYN-NEXT:    arith.constant
// DYN-NEXT:    %[[R:.*]] = revseq.reverse %[[X]] axes = [0, 2] : tensor<?x3x?xf32>
// DYN-NEXT:    return %[[R]]
// RUN: revseq-run %t/torch_flip_dynamic/model.onnx --test-data-set %t/torch_flip_dynamic/test_data_set_0 | FileCheck %s --check-prefix=OK
// RUN: revseq-run %t/torch_flip_dynamic/model.onnx --test-data-set %t/torch_flip_dynamic/test_data_set_1 | FileCheck %s --check-prefix=OK
// RUN: revseq-run %t/torch_flip_dynamic/model.onnx --test-data-set %t/torch_flip_dynamic/test_data_set_1 --vectorize=false | FileCheck %s --check-prefix=OK

// Div, Neg, Cast to int32 and Add after the flip; a dynamic batch.
// RUN: revseq-translate --import-onnx %t/torch_flip_cast/model.onnx | FileCheck %s --check-prefix=CAST
// CAST:        revseq.reverse %{{.*}} axes = [1] : tensor<?x6xf32>
// CAST:        arith.divf
// CAST:        arith.negf
// CAST:        arith.fptosi
// CAST:        arith.addi
// RUN: revseq-run %t/torch_flip_cast/model.onnx --test-data-set %t/torch_flip_cast/test_data_set_0 | FileCheck %s --check-prefix=OK

// flip(flip(x, [1]), [1, 2]): the two reverses of axis 1 cancel.
// RUN: revseq-translate --import-onnx %t/torch_flip_twice/model.onnx | FileCheck %s --check-prefix=TWICE
// TWICE:       revseq.reverse %{{.*}} axes = [2] : tensor<2x3x4xf32>
// TWICE-NOT:   revseq.reverse
// RUN: revseq-run %t/torch_flip_twice/model.onnx --test-data-set %t/torch_flip_twice/test_data_set_0 | FileCheck %s --check-prefix=OK

// tf2onnx's tf.reverse(x, [1]): Transpose, Shape, Gather, Expand,
// ReverseSequence, Transpose become one reverse; no transpose is left.
// RUN: revseq-translate --import-onnx %t/tf2onnx_reverse_static/model.onnx | FileCheck %s --check-prefix=TF
// TF:        func.func @tf2onnx_reverse_static(%[[X:.*]]: tensor<2x5x3xf32>)
// TF:          %[[R:.*]] = revseq.reverse %[[X]] axes = [1] : tensor<2x5x3xf32>
// TF-NEXT:     return %[[R]]
// TF-NOT:      linalg.transpose
// TF-NOT:      reverse_sequence
// RUN: revseq-run %t/tf2onnx_reverse_static/model.onnx --test-data-set %t/tf2onnx_reverse_static/test_data_set_0 | FileCheck %s --check-prefix=OK

// tf.reverse(x, [-1, 0]) on a tensor of unknown dims (tensorflow-onnx #530:
// "does not support unknown Tensor shapes" elsewhere): two ReverseSequence
// ops and three transposes become one reverse.
// RUN: revseq-translate --import-onnx %t/tf2onnx_reverse_axes_dynamic/model.onnx | FileCheck %s --check-prefix=TFDYN
// TFDYN:       %[[R:.*]] = revseq.reverse %{{.*}} axes = [0, 2] : tensor<?x?x4xf32>
// TFDYN-NEXT:  return %[[R]]
// RUN: revseq-run %t/tf2onnx_reverse_axes_dynamic/model.onnx --test-data-set %t/tf2onnx_reverse_axes_dynamic/test_data_set_0 | FileCheck %s --check-prefix=OK
// RUN: revseq-run %t/tf2onnx_reverse_axes_dynamic/model.onnx --test-data-set %t/tf2onnx_reverse_axes_dynamic/test_data_set_1 | FileCheck %s --check-prefix=OK

// The lengths through Squeeze, Unsqueeze, Cast, Concat and Tile; int32 data.
// RUN: revseq-translate --import-onnx %t/tf2onnx_reverse_spelled_lengths/model.onnx | FileCheck %s --check-prefix=SPELLED
// SPELLED:       %[[R:.*]] = revseq.reverse %{{.*}} axes = [1, 2] : tensor<?x?x2xi32>
// SPELLED-NEXT:  return %[[R]]
// RUN: revseq-run %t/tf2onnx_reverse_spelled_lengths/model.onnx --test-data-set %t/tf2onnx_reverse_spelled_lengths/test_data_set_0 | FileCheck %s --check-prefix=OK
// RUN: revseq-run %t/tf2onnx_reverse_spelled_lengths/model.onnx --test-data-set %t/tf2onnx_reverse_spelled_lengths/test_data_set_1 | FileCheck %s --check-prefix=OK

// x[-2::-2, 3:0:-1] as one Slice: a slice (strided along the dynamic dim) of
// a reverse of both axes.
// RUN: revseq-translate --import-onnx %t/slice_partial_reverse/model.onnx | FileCheck %s --check-prefix=PARTIAL
// PARTIAL:     %[[R:.*]] = revseq.reverse %{{.*}} axes = [0, 1] : tensor<?x6xf32>
// PARTIAL:     tensor.extract_slice %[[R]][%{{.*}}, 2] [%{{.*}}, 3] [%{{.*}}, 1] : tensor<?x6xf32> to tensor<?x3xf32>
// RUN: revseq-run %t/slice_partial_reverse/model.onnx --test-data-set %t/slice_partial_reverse/test_data_set_0 | FileCheck %s --check-prefix=OK
