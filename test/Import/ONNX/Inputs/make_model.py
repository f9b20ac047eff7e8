"""Writes one small ONNX model for the importer tests.

Usage: make_model.py CASE OUT.onnx  (CASE: one of the functions below).
Runs with Debian's python3-onnx.
"""

import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def _model(nodes, inputs, outputs, initializers=(), opset=10, name="graph"):
    graph = helper.make_graph(nodes, name, inputs, outputs, list(initializers))
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])


def _rs(name="rs", inputs=("x", "lens"), **attrs):
    return helper.make_node("ReverseSequence", list(inputs), ["y"], name=name, **attrs)


def defaults():
    """No attributes: ONNX's batch_axis 1, time_axis 0; symbolic dims."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["T", "B", 3])
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, ["B"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["T", "B", 3])
    return _model([_rs()], [x, lens], [y])


def attributes():
    """batch_axis 0, time_axis 1; lengths from a raw_data initializer
    through Identity; int32 data."""
    x = helper.make_tensor_value_info("x", TensorProto.INT32, [2, 5])
    y = helper.make_tensor_value_info("y", TensorProto.INT32, [2, 5])
    lens = numpy_helper.from_array(np.array([3, 5], dtype=np.int64), "lens_init")
    ident = helper.make_node("Identity", ["lens_init"], ["lens"], name="id")
    return _model([ident, _rs(batch_axis=0, time_axis=1)], [x], [y], [lens],
                  opset=13, name="attributes")


def constant():
    """Lengths from a Constant node with typed (int64_data) values; the
    output declared less static than computed."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, [4, 2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, [None, 2])
    value = helper.make_tensor("v", TensorProto.INT64, [2], [4, 1])
    const = helper.make_node("Constant", [], ["lens"], name="c", value=value)
    return _model([const, _rs()], [x], [y])


def float_initializer():
    """A typed float_data initializer returned as an output, and Identity."""
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 2])
    w = helper.make_tensor("w", TensorProto.FLOAT, [2, 2], [1.0, 2.5, -3.0, 4.0])
    ident = helper.make_node("Identity", ["w"], ["y"], name="id")
    return _model([ident], [], [y], [w])


def unsupported_op():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 2])
    matmul = helper.make_node("MatMul", ["x", "x"], ["y"], name="my_matmul")
    return _model([matmul], [x], [y])


def unsupported_attribute():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, [2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 2])
    return _model([_rs(name="rs_bad", reverse=1)], [x, lens], [y])


def unsupported_type():
    x = helper.make_tensor_value_info("x", TensorProto.STRING, [2, 2])
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, [2])
    y = helper.make_tensor_value_info("y", TensorProto.STRING, [2, 2])
    return _model([_rs()], [x, lens], [y])


def old_opset():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, [2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 2])
    return _model([_rs(name="rs_old")], [x, lens], [y], opset=9)


def undefined_input():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 2])
    return _model([_rs(name="rs_undef", inputs=("x", "nowhere"))], [x], [y])


def invalid_lengths():
    """3 lengths for a batch of 2: the verifier's reverse_sequence_c9."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 2])
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, [3])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 2])
    return _model([_rs(name="rs_c9")], [x, lens], [y])


def other_domain_opset():
    """The only opset entry belongs to another domain."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, [2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 2])
    graph = helper.make_graph([_rs(name="rs_dom")], "graph", [x, lens], [y])
    return helper.make_model(
        graph, opset_imports=[helper.make_opsetid("com.example", 12)])


def unranked_input():
    """An input without a shape (an unranked tensor)."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, None)
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, [2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 2])
    return _model([_rs()], [x, lens], [y])


def complex_input():
    """complex64 data, dynamic batch."""
    x = helper.make_tensor_value_info("x", TensorProto.COMPLEX64, [3, "B"])
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, ["B"])
    y = helper.make_tensor_value_info("y", TensorProto.COMPLEX64, [3, "B"])
    return _model([_rs(name="rs_c")], [x, lens], [y])


def static_output():
    """Dynamic input, output declared 3x2: only right for a 3x2 input."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["T", 2])
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, [2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [3, 2])
    return _model([_rs(name="rs_s")], [x, lens], [y])


# --- The exporters' spellings (import-onnx-exporters.mlir and
# import-onnx-exporter-errors.mlir) -------------------------------------------

INT64_MAX = np.iinfo(np.int64).max
INT64_MIN = np.iinfo(np.int64).min


def _ints(name, values):
    return numpy_helper.from_array(np.array(values, dtype=np.int64), name)


def _slice_model(shape, starts, ends, axes, steps, opset=13, out_shape=None):
    """One Slice named 'sl' with constant starts, ends, axes, steps."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT,
                                      out_shape or [None] * len(shape))
    inits = [_ints("starts", starts), _ints("ends", ends), _ints("axes", axes),
             _ints("steps", steps)]
    node = helper.make_node("Slice", ["x", "starts", "ends", "axes", "steps"],
                            ["y"], name="sl")
    return _model([node], [x], [y], inits, opset=opset)


def slice_static_partial():
    """x[10:-10:-3, 1:100:2] on a 4x5: starts and ends clamped."""
    return _slice_model([4, 5], [10, 1], [-10, 100], [0, 1], [-3, 2],
                        out_shape=[2, 2])


def slice_huge_step():
    """A step of -INT64_MAX takes one element: the last."""
    return _slice_model([4, "T"], [-1, INT64_MAX], [INT64_MIN, INT64_MIN],
                        [0, 1], [-INT64_MAX, -INT64_MAX])


def slice_whole_positive():
    """A Slice that takes everything (steps 1) is its input."""
    return _slice_model([4, "T"], [0, 0], [INT64_MAX, INT64_MAX], [0, -1],
                        [1, 1], out_shape=[4, "T"])


def slice_opset9():
    """The attribute form of opsets 1 to 9: no steps, no reverse."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 5])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 5])
    node = helper.make_node("Slice", ["x"], ["y"], name="sl", starts=[1],
                            ends=[3], axes=[0])
    return _model([node], [x], [y], opset=9)


def transpose_kept():
    """A Transpose after a flip that nothing undoes stays a transpose of the
    reverse."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, "T", 3])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [3, 2, "T"])
    inits = [_ints("s", [-1]), _ints("e", [INT64_MIN]), _ints("a", [1]),
             _ints("st", [-1])]
    flip = helper.make_node("Slice", ["x", "s", "e", "a", "st"], ["f"],
                            name="flip")
    tr = helper.make_node("Transpose", ["f"], ["y"], name="tr", perm=[2, 0, 1])
    return _model([flip, tr], [x], [y], inits, opset=13)


def lengths_not_axis_size():
    """ReverseSequence whose lengths are all 3, not the time axis's size,
    stays reverse_sequence; the lengths become a splat over the batch."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["T", "B"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["T", "B"])
    shape = helper.make_node("Shape", ["x"], ["s"], name="shape")
    batch = helper.make_node("Gather", ["s", "one"], ["b"], name="batch")
    lens = helper.make_node("Expand", ["three", "b"], ["lens"], name="lens")
    rs = _rs(name="rs", inputs=("x", "lens"))
    return _model([shape, batch, lens, rs], [x], [y],
                  [_ints("one", [1]), _ints("three", [3])], opset=13)


def shape_output():
    """Shape(x)[-1] returned: sizes built as IR where a tensor is needed."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, "T"])
    y = helper.make_tensor_value_info("y", TensorProto.INT64, [2])
    shape = helper.make_node("Shape", ["x"], ["y"], name="shape")
    return _model([shape], [x], [y], opset=13)


def elementwise():
    """Broadcasting along static dims, integer Div, Cast to bool, Neg."""
    a = helper.make_tensor_value_info("a", TensorProto.INT32, [2, 3])
    b = helper.make_tensor_value_info("b", TensorProto.INT32, [3])
    y = helper.make_tensor_value_info("y", TensorProto.BOOL, [2, 3])
    div = helper.make_node("Div", ["a", "b"], ["q"], name="div")
    neg = helper.make_node("Neg", ["q"], ["n"], name="neg")
    cast = helper.make_node("Cast", ["n"], ["y"], name="cast",
                            to=TensorProto.BOOL)
    return _model([div, neg, cast], [a, b], [y], opset=13)


def _error_model(nodes, inputs=None, inits=(), opset=13, out_type=TensorProto.FLOAT):
    inputs = inputs or [helper.make_tensor_value_info(
        "x", TensorProto.FLOAT, [2, "T"])]
    y = helper.make_tensor_value_info("y", out_type, None)
    y.type.tensor_type.shape.SetInParent()
    return _model(nodes, inputs, [y], list(inits), opset=opset)


def slice_nonconstant_starts():
    starts = helper.make_tensor_value_info("starts", TensorProto.INT64, [1])
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, "T"])
    node = helper.make_node("Slice", ["x", "starts", "ends"], ["y"], name="sl")
    return _error_model([node], [x, starts], [_ints("ends", [0])])


def _bad_slice(starts, ends, axes, steps):
    inits = [_ints("s", starts), _ints("e", ends), _ints("a", axes),
             _ints("st", steps)]
    node = helper.make_node("Slice", ["x", "s", "e", "a", "st"], ["y"],
                            name="sl")
    return _error_model([node], inits=inits)


def slice_axis_out_of_range():
    return _bad_slice([0], [1], [2], [1])


def slice_step_zero():
    return _bad_slice([0], [1], [0], [0])


def slice_step_int64_min():
    return _bad_slice([-1], [INT64_MIN], [1], [INT64_MIN])


def slice_repeated_axis():
    return _bad_slice([-1, -1], [INT64_MIN, INT64_MIN], [0, -2], [-1, -1])


def slice_length_mismatch():
    return _bad_slice([-1, -1], [INT64_MIN], [0, 1], [-1, -1])


def slice_opset9_no_ends():
    node = helper.make_node("Slice", ["x"], ["y"], name="sl", starts=[1])
    return _error_model([node], opset=9)


def transpose_bad_perm():
    node = helper.make_node("Transpose", ["x"], ["y"], name="tr", perm=[0, 0])
    return _error_model([node])


def gather_out_of_range():
    shape = helper.make_node("Shape", ["x"], ["s"], name="shape")
    gather = helper.make_node("Gather", ["s", "i"], ["y"], name="g")
    return _error_model([shape, gather], inits=[_ints("i", [5])],
                        out_type=TensorProto.INT64)


def gather_on_data():
    gather = helper.make_node("Gather", ["x", "i"], ["y"], name="g")
    return _error_model([gather], inits=[_ints("i", [0])])


def expand_negative():
    node = helper.make_node("Expand", ["v", "n"], ["y"], name="ex")
    return _error_model([node], inits=[_ints("v", [3]), _ints("n", [-2])],
                        out_type=TensorProto.INT64)


def concat_bad_axis():
    node = helper.make_node("Concat", ["v", "v"], ["y"], name="cat", axis=1)
    return _error_model([node], inits=[_ints("v", [3])],
                        out_type=TensorProto.INT64)


def unsqueeze_data():
    node = helper.make_node("Unsqueeze", ["x", "a"], ["y"], name="unsq")
    return _error_model([node], inits=[_ints("a", [0])])


def add_no_broadcast():
    a = helper.make_tensor_value_info("a", TensorProto.FLOAT, [2, 3])
    b = helper.make_tensor_value_info("b", TensorProto.FLOAT, [4, 3])
    node = helper.make_node("Add", ["a", "b"], ["y"], name="add")
    return _error_model([node], [a, b])


def neg_unsigned():
    a = helper.make_tensor_value_info("a", TensorProto.UINT8, [2])
    node = helper.make_node("Neg", ["a"], ["y"], name="neg")
    return _error_model([node], [a], out_type=TensorProto.UINT8)


def add_mixed_signedness():
    a = helper.make_tensor_value_info("a", TensorProto.UINT8, [2])
    b = helper.make_tensor_value_info("b", TensorProto.INT8, [2])
    node = helper.make_node("Add", ["a", "b"], ["y"], name="add")
    return _error_model([node], [a, b], out_type=TensorProto.UINT8)


def add_bool():
    a = helper.make_tensor_value_info("a", TensorProto.BOOL, [2])
    node = helper.make_node("Add", ["a", "a"], ["y"], name="add")
    return _error_model([node], [a], out_type=TensorProto.BOOL)


def casts_unsigned():
    """uint8 to int32 and float zero-extends; a uint8 Div; float to uint8."""
    a = helper.make_tensor_value_info("a", TensorProto.UINT8, [4])
    f = helper.make_tensor_value_info("f", TensorProto.FLOAT, [4])
    outs = [helper.make_tensor_value_info("i", TensorProto.INT32, [4]),
            helper.make_tensor_value_info("g", TensorProto.FLOAT, [4]),
            helper.make_tensor_value_info("q", TensorProto.UINT8, [4]),
            helper.make_tensor_value_info("u", TensorProto.UINT8, [4])]
    nodes = [
        helper.make_node("Cast", ["a"], ["i"], name="to_i32", to=TensorProto.INT32),
        helper.make_node("Cast", ["a"], ["g"], name="to_f32", to=TensorProto.FLOAT),
        helper.make_node("Div", ["a", "two"], ["q"], name="div"),
        helper.make_node("Cast", ["f"], ["u"], name="to_u8", to=TensorProto.UINT8),
    ]
    two = numpy_helper.from_array(np.array([2, 0, 3, 7], dtype=np.uint8), "two")
    return _model(nodes, [a, f], outs, [two], opset=13)


def cast_string():
    node = helper.make_node("Cast", ["x"], ["y"], name="cast",
                            to=TensorProto.STRING)
    return _error_model([node])


def add_flip_dynamic():
    """flip(x, [1]) + x on dynamic dims: the sizes are x's, no check."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", "T"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", "T"])
    inits = [_ints("s", [-1]), _ints("e", [-INT64_MAX]), _ints("a", [1]),
             _ints("st", [-1])]
    flip = helper.make_node("Slice", ["x", "s", "e", "a", "st"], ["f"],
                            name="flip")
    add = helper.make_node("Add", ["f", "x"], ["y"], name="add")
    return _model([flip, add], [x], [y], inits, opset=13)


def add_dynamic_sizes():
    """Two dynamic dims that must agree at run time."""
    a = helper.make_tensor_value_info("a", TensorProto.FLOAT, ["N"])
    b = helper.make_tensor_value_info("b", TensorProto.FLOAT, ["M"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N"])
    node = helper.make_node("Add", ["a", "b"], ["y"], name="add")
    return _model([node], [a, b], [y], opset=13)


if __name__ == "__main__":
    case, out = sys.argv[1], sys.argv[2]
    model = globals()[case]()
    with open(out, "wb") as f:
        f.write(model.SerializeToString())
