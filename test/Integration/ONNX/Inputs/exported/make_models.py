"""Regenerates the exported models of test/Integration/ONNX/exported-models.mlir.

Usage: /usr/bin/python3 make_models.py [OUTDIR]   (default: this folder)

Each model is a folder in the layout of ONNX's backend tests:
NAME/model.onnx and NAME/test_data_set_<i>/{input,output}_<j>.pb, which
`revseq-run NAME/model.onnx --test-data-set NAME/test_data_set_<i>` runs and
compares. Two families:

* torch: small modules using torch.flip, exported by Debian's python3-torch
  (torch.onnx.export writes the flip as Slice with step -1, start -1 and end
  -INT64_MAX); the expected outputs are torch's own.
* tf2onnx: the graphs tf2onnx's ReverseV2 handler writes for tf.reverse
  (tf2onnx/onnx_opset/tensor.py: per sorted axis a Transpose swapping it
  with dim 0, ReverseSequence with batch_axis 1, time_axis 0 and lengths
  Expand(Gather(Shape(x), [axis]), Gather(Shape(x'), [1])), and a Transpose
  back), built with python3-onnx since TensorFlow is not in Debian; the
  expected outputs are numpy's.

The files are committed, so the test does not depend on the exporter being
installed or deterministic; run this script after changing a model.
"""

import os
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

INT64_MAX = np.iinfo(np.int64).max
INT64_MIN = np.iinfo(np.int64).min


def save(outdir, name, model, data_sets):
    """Writes NAME/model.onnx and one test_data_set per (inputs, outputs)."""
    folder = os.path.join(outdir, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    onnx.checker.check_model(model)
    with open(os.path.join(folder, "model.onnx"), "wb") as f:
        f.write(model.SerializeToString())
    for i, (inputs, outputs) in enumerate(data_sets):
        data = os.path.join(folder, "test_data_set_%d" % i)
        os.makedirs(data)
        for kind, arrays in (("input", inputs), ("output", outputs)):
            for j, array in enumerate(arrays):
                tensor = numpy_helper.from_array(np.ascontiguousarray(array))
                with open(os.path.join(data, "%s_%d.pb" % (kind, j)), "wb") as f:
                    f.write(tensor.SerializeToString())


# --- torch.flip exported by torch.onnx.export --------------------------------

def torch_models(outdir):
    import torch

    torch.manual_seed(0)

    class FlipOneAxis(torch.nn.Module):
        def forward(self, x):
            return torch.flip(x, [1]) * 2 + x

    class FlipAxes(torch.nn.Module):
        def forward(self, x):
            return torch.relu(torch.flip(x, [0, 2]) - 0.25)

    class FlipDynamic(torch.nn.Module):
        def forward(self, x):
            return torch.flip(x, [0, -1])

    class FlipCast(torch.nn.Module):
        def forward(self, x):
            return (-(torch.flip(x, [-1]) / 4)).to(torch.int32) + 1

    class FlipTwice(torch.nn.Module):
        def forward(self, x):
            return torch.flip(torch.flip(x, [1]), [1, 2]) - x

    cases = [
        ("torch_flip_one_axis", FlipOneAxis(), [(3, 4)], None),
        ("torch_flip_axes", FlipAxes(), [(2, 3, 4)], None),
        ("torch_flip_dynamic", FlipDynamic(), [(2, 3, 5), (4, 3, 7)],
         {"x": {0: "B", 2: "T"}, "y": {0: "B", 2: "T"}}),
        ("torch_flip_cast", FlipCast(), [(2, 6)],
         {"x": {0: "B"}, "y": {0: "B"}}),
        ("torch_flip_twice", FlipTwice(), [(2, 3, 4)], None),
    ]
    for name, module, shapes, dynamic_axes in cases:
        inputs = [torch.randn(*shape) * 8 for shape in shapes]
        path = os.path.join(outdir, name + ".tmp.onnx")
        torch.onnx.export(module, (inputs[0],), path, input_names=["x"],
                          output_names=["y"], dynamic_axes=dynamic_axes,
                          opset_version=14)
        model = onnx.load(path)
        os.remove(path)
        data_sets = [([x.numpy()], [module(x).detach().numpy()]) for x in inputs]
        save(outdir, name, model, data_sets)


# --- tf.reverse as tf2onnx writes it -----------------------------------------

class Graph:
    """A node list with fresh names."""

    def __init__(self, prefix):
        self.nodes, self.inits, self.prefix, self.count = [], [], prefix, 0

    def name(self, op):
        self.count += 1
        return "%s/%s_%d" % (self.prefix, op, self.count)

    def const(self, values):
        name = self.name("const")
        self.inits.append(numpy_helper.from_array(
            np.array(values, dtype=np.int64), name))
        return name

    def node(self, op, inputs, **attrs):
        name = self.name(op)
        self.nodes.append(helper.make_node(op, inputs, [name + ":0"], name=name,
                                           **attrs))
        return name + ":0"


def tf2onnx_reverse_v2(g, x, axes, rank, lengths=None):
    """tf2onnx's ReverseV2 handler (version_10), step by step."""
    axes = sorted(a + rank if a < 0 else a for a in axes)
    orig_perm = list(range(rank))
    input_shape = g.node("Shape", [x])
    inputs = x
    for axis in axes:
        curr_perm = orig_perm.copy()
        curr_perm[axis], curr_perm[0] = curr_perm[0], curr_perm[axis]
        if axis != 0:
            inputs = g.node("Transpose", [inputs], perm=curr_perm)
        shape = g.node("Shape", [inputs])
        batch_size = g.node("Gather", [shape, g.const([1])])
        axis_dim = g.node("Gather", [input_shape, g.const([axis])])
        seq = (lengths or default_lengths)(g, axis_dim, batch_size)
        inputs = g.node("ReverseSequence", [inputs, seq], batch_axis=1,
                        time_axis=0)
    if curr_perm != orig_perm:
        if len(axes) != 1:
            for ax in axes[::-1][1:]:
                curr_perm[0], curr_perm[ax] = curr_perm[ax], curr_perm[0]
        inputs = g.node("Transpose", [inputs], perm=curr_perm)
    return inputs


def default_lengths(g, axis_dim, batch_size):
    return g.node("Expand", [axis_dim, batch_size])


def spelled_lengths(g, axis_dim, batch_size):
    """The same lengths through the other shape ops exporters use: Squeeze,
    Unsqueeze, Cast, Concat and Tile."""
    scalar = g.node("Squeeze", [axis_dim, g.const([0])])
    vector = g.node("Unsqueeze", [scalar, g.const([0])])
    vector = g.node("Cast", [vector], to=TensorProto.INT64)
    repeats = g.node("Concat", [batch_size], axis=0)
    return g.node("Tile", [vector, repeats])


def tf2onnx_model(name, shape, axes, lengths=None, dtype=TensorProto.FLOAT):
    rank = len(shape)
    g = Graph(name)
    x = helper.make_tensor_value_info("x", dtype, shape)
    out = tf2onnx_reverse_v2(g, "x", axes, rank, lengths)
    g.nodes.append(helper.make_node("Identity", [out], ["y"], name="output"))
    y = helper.make_tensor_value_info("y", dtype, shape)
    graph = helper.make_graph(g.nodes, name, [x], [y], g.inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])


def slice_model(name, shape, starts, ends, axes, steps):
    """A Slice with negative steps that does not take the whole axis (what
    tf2onnx writes for x[:, 3:0:-1])."""
    g = Graph(name)
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)
    out = g.node("Slice", ["x", g.const(starts), g.const(ends), g.const(axes),
                           g.const(steps)])
    g.nodes.append(helper.make_node("Identity", [out], ["y"], name="output"))
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    y.type.tensor_type.shape.dim.extend(
        [onnx.TensorShapeProto.Dimension() for _ in shape])
    graph = helper.make_graph(g.nodes, name, [x], [y], g.inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])


def tf2onnx_models(outdir):
    rng = np.random.default_rng(0)

    def data(shapes, axes, dtype=np.float32):
        sets = []
        for shape in shapes:
            x = (rng.standard_normal(shape) * 10).astype(dtype)
            sets.append(([x], [np.flip(x, axes).copy()]))
        return sets

    save(outdir, "tf2onnx_reverse_static",
         tf2onnx_model("tf2onnx_reverse_static", [2, 5, 3], [1]),
         data([(2, 5, 3)], [1]))
    save(outdir, "tf2onnx_reverse_axes_dynamic",
         tf2onnx_model("tf2onnx_reverse_axes_dynamic", ["N", None, 4], [-1, 0]),
         data([(3, 2, 4), (1, 5, 4)], [0, 2]))
    save(outdir, "tf2onnx_reverse_spelled_lengths",
         tf2onnx_model("tf2onnx_reverse_spelled_lengths", [None, "T", 2], [1, 2],
                       spelled_lengths, TensorProto.INT32),
         data([(2, 6, 2), (3, 1, 2)], [1, 2], np.int32))

    # x[:, 3:0:-1] and x[::-2] along a dynamic and a static dim.
    x = (rng.standard_normal((5, 6)) * 10).astype(np.float32)
    save(outdir, "slice_partial_reverse",
         slice_model("slice_partial_reverse", ["N", 6], [3, -2],
                     [0, INT64_MIN], [1, 0], [-1, -2]),
         [([x], [x[-2::-2, 3:0:-1].copy()])])


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(
        os.path.abspath(__file__))
    tf2onnx_models(out)
    torch_models(out)
