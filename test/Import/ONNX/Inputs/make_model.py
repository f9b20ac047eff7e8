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
    add = helper.make_node("Add", ["x", "x"], ["y"], name="my_add")
    return _model([add], [x], [y])


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


if __name__ == "__main__":
    case, out = sys.argv[1], sys.argv[2]
    model = globals()[case]()
    with open(out, "wb") as f:
        f.write(model.SerializeToString())
