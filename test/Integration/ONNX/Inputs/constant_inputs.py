"""Turns inputs 1.. of an ONNX backend test into initializers.

Usage: constant_inputs.py TESTDIR OUTDIR [--dynamic]

The backend tests of Slice pass starts, ends, axes and steps as graph inputs;
the importer reads them only as constants (docs/ONNX.md). This writes
OUTDIR/model.onnx with those inputs taken from TESTDIR/test_data_set_0 as
initializers, and OUTDIR/test_data_set_0 with input_0 and the outputs, so
that revseq-run checks the importer's Slice against ONNX's expected outputs.
With --dynamic every dim of input 0 and of the outputs becomes unknown, so
that the slice bounds are computed at run time.
Runs with Debian's python3-onnx.
"""

import os
import shutil
import sys

import onnx

test, out = sys.argv[1], sys.argv[2]
model = onnx.load(os.path.join(test, "model.onnx"))
data = os.path.join(test, "test_data_set_0")
graph = model.graph
inputs = list(graph.input)
for i, value in enumerate(inputs[1:], start=1):
    tensor = onnx.TensorProto()
    with open(os.path.join(data, "input_%d.pb" % i), "rb") as f:
        tensor.ParseFromString(f.read())
    tensor.name = value.name
    graph.initializer.append(tensor)
del graph.input[1:]
if "--dynamic" in sys.argv[3:]:  # (--static: as the test has it)
    for value in [graph.input[0]] + list(graph.output):
        for i, dim in enumerate(value.type.tensor_type.shape.dim):
            dim.Clear()
            dim.dim_param = "d%d" % i
os.makedirs(os.path.join(out, "test_data_set_0"), exist_ok=True)
onnx.save(model, os.path.join(out, "model.onnx"))
for name in os.listdir(data):
    if name == "input_0.pb" or name.startswith("output_"):
        shutil.copy(os.path.join(data, name), os.path.join(out, "test_data_set_0", name))
