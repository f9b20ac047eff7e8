"""numpy arrays as MLIR memref descriptors (mlir/ExecutionEngine/CRunnerUtils.h,
StridedMemRefType) and element types between numpy and MLIR."""

import ctypes

import numpy as np

from ._capi import Error

# numpy's types that the ops take, by MLIR element type. Unsigned integers
# share the signless type of their width (the ops read lengths and indices
# as signed: docs/Semantics.md, sval).
_MLIR_TYPES = {
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8", np.dtype(np.uint8): "i8",
    np.dtype(np.int16): "i16", np.dtype(np.uint16): "i16",
    np.dtype(np.int32): "i32", np.dtype(np.uint32): "i32",
    np.dtype(np.int64): "i64", np.dtype(np.uint64): "i64",
    np.dtype(np.float16): "f16",
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
    np.dtype(np.complex64): "complex<f32>",
    np.dtype(np.complex128): "complex<f64>",
}

# The numpy type of each MLIR element type, for results of compiled modules.
_NUMPY_TYPES = {
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
    "i64": np.int64, "index": np.int64, "f16": np.float16,
    "f32": np.float32, "f64": np.float64,
    "complex<f32>": np.complex64, "complex<f64>": np.complex128,
}

SUPPORTED_DTYPES = tuple(_MLIR_TYPES)


def mlir_element_type(dtype):
    """The MLIR element type of numpy `dtype`; Error if it has none."""
    try:
        return _MLIR_TYPES[np.dtype(dtype)]
    except KeyError:
        raise Error(f"revseq: no element type for numpy dtype {dtype} "
                    "(supported: bool, int8-64, uint8-64, float16, float32, "
                    "float64, complex64, complex128 in native byte order)")


def numpy_dtype(mlir_type):
    """The numpy dtype of MLIR element type `mlir_type` (text)."""
    try:
        return np.dtype(_NUMPY_TYPES[mlir_type])
    except KeyError:
        raise Error(f"revseq: no numpy dtype for element type {mlir_type}")


_DESCRIPTORS = {}


def descriptor_type(rank):
    """The ctypes structure of a rank-`rank` memref descriptor."""
    if rank not in _DESCRIPTORS:
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                  ("offset", ctypes.c_int64)]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank),
                       ("strides", ctypes.c_int64 * rank)]
        _DESCRIPTORS[rank] = type(f"MemRef{rank}D", (ctypes.Structure,),
                                  {"_fields_": fields})
    return _DESCRIPTORS[rank]


def element_strides(array, what):
    """`array`'s strides in elements; Error if one is not a whole number of
    elements."""
    size = array.itemsize
    if any(s % size for s in array.strides):
        raise Error(f"revseq: {what} has strides {array.strides} that are not "
                    f"multiples of its element size {size}; pass a copy")
    return tuple(s // size for s in array.strides)


def describe(array, strides=None):
    """A memref descriptor viewing `array` (no copy): aligned pointer at the
    first element, offset 0, the array's sizes and element strides."""
    address = array.__array_interface__["data"][0]
    if not array.ndim:
        return descriptor_type(0)(address, address, 0)
    if strides is None:
        strides = element_strides(array, "the array")
    return descriptor_type(array.ndim)(address, address, 0, array.shape,
                                       tuple(strides))
