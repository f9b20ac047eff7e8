#!/usr/bin/env python3
"""Writes the seed inputs of revseq-fuzz-npy, revseq-fuzz-tensor and
revseq-fuzz-onnx into CORPUS/{npy,tensor,onnx}/ (tools/revseq-fuzz/corpus/
holds the committed result, see docs/Reliability.md).

Usage: gen-import-seeds.py CORPUS
Needs numpy and Debian's python3-onnx (/usr/bin/python3). Deterministic.
"""

import hashlib
import os
import sys

import numpy as np
from onnx import TensorProto, helper, numpy_helper


def _write(directory, data):
    os.makedirs(directory, exist_ok=True)
    name = "seed-" + hashlib.sha1(data).hexdigest()
    with open(os.path.join(directory, name), "wb") as f:
        f.write(data)


def _npy_bytes(array, version=(1, 0)):
    import io
    buf = io.BytesIO()
    np.lib.format.write_array(buf, array, version=version)
    return buf.getvalue()


ARRAYS = [
    np.arange(6, dtype=np.float32).reshape(3, 2),
    np.array([1, 0, 1], dtype=np.bool_),
    np.array([[1, 2], [3, 4]], dtype=np.int8),
    np.array([7, -1], dtype=np.int16),
    np.array([3, 1, 4], dtype=np.int32),
    np.array([[2**62, -2**62]], dtype=np.int64),
    np.array([0.5, -1.5], dtype=np.float16),
    np.array([1.0, 2.0], dtype=np.float64),
    np.array([1 + 2j, 3 - 4j], dtype=np.complex64),
    np.array([1 + 2j], dtype=np.complex128),
    np.zeros((0, 3), dtype=np.float32),
    np.array(5.0, dtype=np.float32),
    np.array([1, 2], dtype=np.uint32),
]


def npy(out):
    for a in ARRAYS:
        _write(out, _npy_bytes(a))
    _write(out, _npy_bytes(ARRAYS[0], version=(2, 0)))
    _write(out, _npy_bytes(ARRAYS[0].astype(">f4")))  # big-endian: rejected


def tensor(out):
    for a in ARRAYS:
        if a.dtype == np.uint32:
            continue
        _write(out, numpy_helper.from_array(a, "t").SerializeToString())
    # Typed fields instead of raw_data.
    _write(out, helper.make_tensor("f", TensorProto.FLOAT, [2, 2], [1.0, 2.0, 3.0, 4.0]).SerializeToString())
    _write(out, helper.make_tensor("i", TensorProto.INT32, [3], [1, -2, 3]).SerializeToString())
    _write(out, helper.make_tensor("b", TensorProto.BOOL, [2], [True, False]).SerializeToString())
    _write(out, helper.make_tensor("h", TensorProto.FLOAT16, [1], [np.float16(1.5)]).SerializeToString())
    _write(out, helper.make_tensor("c", TensorProto.COMPLEX64, [1], [1 + 1j]).SerializeToString())


def _rs_model(dtype, shape, lens_shape, opset=13, **attrs):
    x = helper.make_tensor_value_info("x", dtype, shape)
    lens = helper.make_tensor_value_info("lens", TensorProto.INT64, lens_shape)
    y = helper.make_tensor_value_info("y", dtype, shape)
    node = helper.make_node("ReverseSequence", ["x", "lens"], ["y"], name="rs", **attrs)
    graph = helper.make_graph([node], "g", [x, lens], [y])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])


def onnx(out):
    models = [
        _rs_model(TensorProto.FLOAT, [4, 3], [3]),
        _rs_model(TensorProto.INT32, ["T", "B"], ["B"], batch_axis=0, time_axis=1),
        _rs_model(TensorProto.COMPLEX64, [2, 2, 5], [2], opset=10),
        _rs_model(TensorProto.FLOAT, [4, 3], [3], opset=9),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, [4, 2])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, [None, 2])
    value = helper.make_tensor("v", TensorProto.INT64, [2], [4, 1])
    const = helper.make_node("Constant", [], ["lens"], name="c", value=value)
    rs = helper.make_node("ReverseSequence", ["x", "lens"], ["y"], name="rs")
    ident_init = numpy_helper.from_array(np.array([1.0], dtype=np.float32), "w")
    graph = helper.make_graph([const, rs], "g", [x], [y], [ident_init])
    models.append(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 10)]))
    for m in models:
        _write(out, m.SerializeToString())
    # The exporters' spellings: the committed exported models (torch.flip's
    # Slice, tf2onnx's tf.reverse, the elementwise ops next to them).
    exported = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                            "..", "test", "Integration", "ONNX", "Inputs",
                            "exported")
    for name in sorted(os.listdir(exported)):
        path = os.path.join(exported, name, "model.onnx")
        if os.path.isfile(path):
            with open(path, "rb") as f:
                _write(out, f.read())


if __name__ == "__main__":
    root = sys.argv[1]
    npy(os.path.join(root, "npy"))
    tensor(os.path.join(root, "tensor"))
    onnx(os.path.join(root, "onnx"))
