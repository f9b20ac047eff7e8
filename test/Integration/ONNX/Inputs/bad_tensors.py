"""Writes malformed tensor files for the revseq-run tests.

Usage: bad_tensors.py npy OUTDIR   (NumPy .npy files, no numpy needed)
       bad_tensors.py pb OUTDIR    (ONNX TensorProto files, python3-onnx)
"""

import os
import struct
import sys


def _npy(path, descr, shape, payload=b""):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape)
    header += " " * (63 - len(header) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode() + payload)


def npy(out):
    # 2^32 * 2^32 elements: the element count overflows int64.
    _npy(f"{out}/count_overflow.npy", "<f4", "(4294967296, 4294967296, 4)")
    # 2^60 * 8 elements of 8 bytes: the byte count overflows int64.
    _npy(f"{out}/bytes_overflow.npy", "<f8", "(1152921504606846976, 8)")
    _npy(f"{out}/bool_negative.npy", "|b1", "(-3, 2)", b"\x01" * 8)
    _npy(f"{out}/f32_negative.npy", "<f4", "(-4, -3)", b"\x00" * 64)
    _npy(f"{out}/truncated.npy", "<f4", "(3, 2)", b"\x00" * 20)
    _npy(f"{out}/big_endian.npy", ">f4", "(3, 2)", b"\x00" * 24)
    _npy(f"{out}/not_int.npy", "<f4", "(3, 99999999999999999999)")
    _npy(f"{out}/i64.npy", "<i8", "(3, 2)", b"\x00" * 48)
    with open(f"{out}/short_header.npy", "wb") as f:
        f.write(b"\x93NUMPY\x01\x00\xff\x00{'descr'")
    with open(f"{out}/not_npy.npy", "wb") as f:
        f.write(b"hello")


def pb(out):
    from onnx import TensorProto, helper

    def save(name, tensor):
        with open(f"{out}/{name}.pb", "wb") as f:
            f.write(tensor.SerializeToString())

    def raw(name, dims, data, dtype=TensorProto.FLOAT):
        t = TensorProto()
        t.name, t.data_type = name, dtype
        t.dims.extend(dims)
        t.raw_data = data
        save(name, t)

    raw("negative_dim", [-4, 2], b"\x00" * 32)
    raw("count_overflow", [4294967296, 4294967296, 4], b"")
    raw("bytes_overflow", [1152921504606846976, 8], b"", TensorProto.DOUBLE)
    raw("truncated", [3, 2], b"\x00" * 20)
    save("string", helper.make_tensor("string", TensorProto.STRING, [1], [b"a"]))
    save("i64", helper.make_tensor("i64", TensorProto.INT64, [3, 2], [0] * 6))
    save("c64", helper.make_tensor("c64", TensorProto.COMPLEX64, [3, 2],
                                   [complex(2 * i, 2 * i + 1) for i in range(6)]))


if __name__ == "__main__":
    os.makedirs(sys.argv[2], exist_ok=True)
    globals()[sys.argv[1]](sys.argv[2])
