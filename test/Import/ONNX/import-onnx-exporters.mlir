// The exporters' spellings (Inputs/make_model.py): Slice with negative steps,
// Transpose, the shape ops and the elementwise ops. Whole models as
// exporters write them run in test/Integration/ONNX/exported-models.mlir.
// REQUIRES: onnx, python-onnx
// RUN: rm -rf %t && mkdir -p %t
// RUN: for c in slice_static_partial slice_huge_step slice_whole_positive \
// RUN:     slice_opset9 transpose_kept lengths_not_axis_size shape_output \
// RUN:     elementwise add_flip_dynamic add_dynamic_sizes; do \
// RUN:   %python %S/Inputs/make_model.py $c %t/$c.onnx || exit 1; \
// RUN: done
// RUN: revseq-translate --import-onnx %t/slice_static_partial.onnx | FileCheck %s --check-prefix=PARTIAL
// RUN: revseq-translate --import-onnx %t/slice_huge_step.onnx | FileCheck %s --check-prefix=HUGE
// RUN: revseq-translate --import-onnx %t/slice_whole_positive.onnx | FileCheck %s --check-prefix=WHOLE
// RUN: revseq-translate --import-onnx %t/slice_opset9.onnx | FileCheck %s --check-prefix=OPSET9
// RUN: revseq-translate --import-onnx %t/transpose_kept.onnx | FileCheck %s --check-prefix=TRANSPOSE
// RUN: revseq-translate --import-onnx %t/lengths_not_axis_size.onnx | FileCheck %s --check-prefix=LENGTHS
// RUN: revseq-translate --import-onnx %t/shape_output.onnx | FileCheck %s --check-prefix=SHAPE
// RUN: revseq-translate --import-onnx %t/elementwise.onnx | FileCheck %s --check-prefix=ELEM
// RUN: revseq-translate --import-onnx %t/add_flip_dynamic.onnx | FileCheck %s --check-prefix=SAMESIZE
// RUN: revseq-translate --import-onnx %t/add_dynamic_sizes.onnx | FileCheck %s --check-prefix=SIZECHECK
// Every output is valid IR.
// RUN: for c in slice_static_partial slice_huge_step transpose_kept elementwise; do \
// RUN:   revseq-translate --import-onnx %t/$c.onnx | revseq-opt --verify-each > /dev/null || exit 1; \
// RUN: done

// x[10:-10:-3, 1:100:2] on a 4x5: axis 0 reversed, then rows 3 and 0 (offset
// 0 of the reversed axis, stride 3); starts and ends clamped.
// PARTIAL-LABEL: func.func @graph(
// PARTIAL-SAME:    %[[X:.*]]: tensor<4x5xf32>) -> tensor<2x2xf32>
// PARTIAL:         %[[R:.*]] = revseq.reverse %[[X]] axes = [0] : tensor<4x5xf32>
// PARTIAL-NEXT:    %[[S:.*]] = tensor.extract_slice %[[R]][0, 1] [2, 2] [3, 2] : tensor<4x5xf32> to tensor<2x2xf32>
// PARTIAL-NEXT:    return %[[S]]

// Steps of -INT64_MAX take one element; the stride is capped at the size
// (statically 4 along the static dim, min(k, max(d, 1)) along the dynamic).
// HUGE:          %[[R:.*]] = revseq.reverse %{{.*}} axes = [0, 1] : tensor<4x?xf32>
// HUGE:          %[[K:.*]] = arith.minsi %c9223372036854775807_{{[0-9]+}}, %{{.*}} : index
// HUGE-NEXT:     tensor.extract_slice %[[R]][0, %{{.*}}] [1, %{{.*}}] [4, %[[K]]] : tensor<4x?xf32> to tensor<1x?xf32>

// Steps 1 from 0 to INT64_MAX along a static and a dynamic dim: the input.
// WHOLE-LABEL: func.func @graph(
// WHOLE-SAME:    %[[X:.*]]: tensor<4x?xf32>)
// WHOLE-NOT:     extract_slice
// WHOLE:         return %[[X]]

// OPSET9:        tensor.extract_slice %{{.*}}[1, 0] [2, 5] [1, 1] : tensor<4x5xf32> to tensor<2x5xf32>

// A Transpose that no other one undoes stays, after the reverse.
// TRANSPOSE:     %[[R:.*]] = revseq.reverse %{{.*}} axes = [1] : tensor<2x?x3xf32>
// TRANSPOSE:     linalg.transpose ins(%[[R]] : tensor<2x?x3xf32>) outs(%{{.*}} : tensor<3x2x?xf32>) permutation = [2, 0, 1]

// Lengths of 3, not the time axis's size: a splat over the batch dim and a
// reverse_sequence.
// LENGTHS:       %[[C3:.*]] = arith.constant 3 : i64
// LENGTHS:       %[[B:.*]] = tensor.dim %[[X:.*]], %c1
// LENGTHS-NEXT:  %[[L:.*]] = tensor.splat %[[C3]][%[[B]]] : tensor<?xi64>
// LENGTHS-NEXT:  revseq.reverse_sequence %[[X]], %[[L]] batch_axis = 1, seq_axis = 0

// A shape returned: its sizes as IR.
// SHAPE:         %[[C2:.*]] = arith.constant 2 : i64
// SHAPE:         %[[D:.*]] = tensor.dim
// SHAPE-NEXT:    %[[D64:.*]] = arith.index_cast %[[D]] : index to i64
// SHAPE-NEXT:    %[[S:.*]] = tensor.from_elements %[[C2]], %[[D64]] : tensor<2xi64>
// SHAPE-NEXT:    return %[[S]]

// b (3) broadcast over a (2x3); integer Div defined for a zero divisor and
// INT_MIN / -1; Neg; Cast to bool is x != 0.
// ELEM-DAG:      #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// ELEM-DAG:      #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// ELEM:          linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// ELEM:            arith.select
// ELEM:            arith.divsi
// ELEM:          linalg.generic
// ELEM:            arith.subi
// ELEM:          linalg.generic
// ELEM:            arith.cmpi ne
// ELEM:          -> tensor<2x3xi1>

// flip(x, [1]) + x: the importer knows the flip's sizes are x's, so the two
// operands need no run-time check; the result's sizes are read from x.
// SAMESIZE-LABEL: func.func @graph(
// SAMESIZE-SAME:    %[[X:.*]]: tensor<?x?xf32>)
// SAMESIZE:         %[[R:.*]] = revseq.reverse %[[X]] axes = [1]
// SAMESIZE-NOT:     revseq.check
// SAMESIZE:         %[[D0:.*]] = tensor.dim %[[X]], %c0
// SAMESIZE-NOT:     revseq.check
// SAMESIZE:         %[[D1:.*]] = tensor.dim %[[X]], %c1
// SAMESIZE-NOT:     revseq.check
// SAMESIZE:         tensor.empty(%[[D0]], %[[D1]])
// SAMESIZE-NOT:     revseq.check

// Two inputs of unrelated dynamic sizes: a run-time check that they agree.
// SIZECHECK:        %[[A:.*]] = tensor.dim %arg0, %c0
// SIZECHECK:        %[[B:.*]] = tensor.dim %arg1, %c0
// SIZECHECK:        %[[EQ:.*]] = arith.cmpi eq, %[[B]], %[[A]] : index
// SIZECHECK:        revseq.check %[[EQ]], "node 'add' (Add): dim 0 of an input has size {} where the result's has {} (a dynamic dim is not broadcast)"(%[[B]], %[[A]]) : index, index
