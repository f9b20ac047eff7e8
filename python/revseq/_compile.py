"""revseq.compile: the functions of a module, callable with numpy arrays."""

import ctypes
import re

import numpy as np

from ._capi import Error, libc
from ._ir import _read_source
from ._jit import compile_text, invoke
from ._memref import describe, descriptor_type, numpy_dtype

_SHAPED = re.compile(r"^(tensor|memref)<((?:[0-9?]+x)*)([a-z]\w*(?:<[^>]*>)?)>$")
_SCALARS = {"i1": ctypes.c_bool, "i8": ctypes.c_int8, "i16": ctypes.c_int16,
            "i32": ctypes.c_int32, "i64": ctypes.c_int64,
            "index": ctypes.c_int64, "f32": ctypes.c_float,
            "f64": ctypes.c_double}
# memref.get_global's descriptors carry this allocated pointer: a buffer that
# no one may free.
_DEAD_BEEF = 0xDEADBEEF


class _Param:
    """One parameter or result type: a ranked tensor or memref with an
    identity layout (shape with None for '?', numpy dtype), or a scalar."""

    def __init__(self, text, function):
        m = _SHAPED.match(text)
        if m:
            self.shape = tuple(None if d == "?" else int(d)
                               for d in m.group(2).split("x")[:-1])
            self.dtype = numpy_dtype(m.group(3))
            self.scalar = None
        elif text in _SCALARS:
            self.shape, self.dtype, self.scalar = None, None, _SCALARS[text]
        else:
            raise Error(f"revseq: @{function} has a parameter or result of "
                        f"type {text}; compile() takes ranked tensors and "
                        "memrefs with an identity layout, and integer, index, "
                        "f32 and f64 scalars")
        self.text = text

    def ctype(self):
        """The ctypes type of its value in the C interface."""
        return self.scalar or descriptor_type(len(self.shape))


class Function:
    """A compiled function: call it with numpy arrays (and Python numbers for
    scalar parameters); it returns a numpy array, a scalar, a tuple of them,
    or None. Arrays are passed C-contiguous (a copy only if they are not)."""

    def __init__(self, module, name, inputs, results):
        self._module, self.name = module, name
        self._inputs = [_Param(t, name) for t in inputs]
        self._results = [_Param(t, name) for t in results]
        fields = [(f"r{i}", p.ctype()) for i, p in enumerate(self._results)]
        self._result_type = type(f"Results_{name}", (ctypes.Structure,),
                                 {"_fields_": fields})
        self._address = module._engine.lookup(name)

    def __call__(self, *args):
        if len(args) != len(self._inputs):
            raise Error(f"revseq: @{self.name} takes {len(self._inputs)} "
                        f"arguments, got {len(args)}")
        arrays = [_argument(a, p, self.name, i)
                  for i, (a, p) in enumerate(zip(args, self._inputs))]
        values = [describe(a, [s // a.itemsize for s in a.strides])
                  if p.scalar is None else p.scalar(a)
                  for a, p in zip(arrays, self._inputs)]
        results = self._result_type()
        scalars = [i for i, p in enumerate(self._inputs) if p.scalar]
        if len(self._results) == 1 and self._results[0].scalar:
            # One scalar result is returned by value: the packed wrapper
            # stores it in the slot after the arguments.
            invoke(self._address, values + [results],
                   scalars + [len(values)])
        elif self._results:
            invoke(self._address, [results] + values,
                   [i + 1 for i in scalars])
        else:
            invoke(self._address, values, scalars)
        owned = _Owners(arrays)
        out = [owned.take(getattr(results, f"r{i}"), p)
               for i, p in enumerate(self._results)]
        if not out:
            return None
        return out[0] if len(out) == 1 else tuple(out)


def _argument(value, param, name, index):
    """`value` as what parameter `index` of @name takes."""
    if param.scalar is not None:
        if isinstance(value, np.ndarray) and value.ndim:
            raise Error(f"revseq: argument {index} of @{name} is a scalar "
                        f"({param.text})")
        return value.item() if isinstance(value, np.generic) else value
    array = np.asarray(value)
    if array.dtype != param.dtype:
        raise Error(f"revseq: argument {index} of @{name} has dtype "
                    f"{array.dtype}; {param.text} needs {param.dtype}")
    if array.ndim != len(param.shape) or any(
            d is not None and d != n for d, n in zip(param.shape, array.shape)):
        raise Error(f"revseq: argument {index} of @{name} has shape "
                    f"{array.shape}; {param.text} needs that shape")
    return np.ascontiguousarray(array)


class _Buffer:
    """malloc'd memory a kernel returned, freed when the last numpy array
    over it dies."""

    def __init__(self, allocated, interface):
        self._allocated = allocated
        self.__array_interface__ = interface

    def __del__(self):
        libc.free(self._allocated)


class _Owners:
    """Turns result descriptors into numpy arrays: each allocation owned by
    one _Buffer, a repeated one viewed again, a global or an argument's
    memory copied (never freed)."""

    def __init__(self, arguments):
        self._buffers = {}
        self._arguments = arguments

    def take(self, value, param):
        if param.scalar is not None:
            return value.value if hasattr(value, "value") else value
        itemsize = param.dtype.itemsize
        rank = len(param.shape)
        shape = tuple(value.sizes) if rank else ()
        strides = tuple(s * itemsize for s in value.strides) if rank else ()
        interface = {"version": 3, "typestr": param.dtype.str,
                     "shape": shape, "strides": strides,
                     "data": (value.aligned + value.offset * itemsize, False)}
        allocated = value.allocated
        if allocated in self._buffers:
            return np.asarray(_View(self._buffers[allocated], interface))
        if allocated == _DEAD_BEEF or self._borrowed(allocated):
            return np.array(np.asarray(_View(None, interface)))
        buffer = _Buffer(allocated, interface)
        self._buffers[allocated] = buffer
        return np.asarray(buffer)

    def _borrowed(self, address):
        for a in self._arguments:
            if isinstance(a, np.ndarray) and a.nbytes and \
                    a.ctypes.data <= address < a.ctypes.data + a.nbytes:
                return True
        return False


class _View:
    """Another array over a _Buffer's memory (keeps it alive)."""

    def __init__(self, owner, interface):
        self._owner = owner
        self.__array_interface__ = interface


class CompiledModule:
    """A module lowered with revseq-cpu-pipeline and JIT-compiled; its
    functions are attributes (``m.f(x)``) and items (``m["f"]``)."""

    def __init__(self, text, runtime_checks, num_threads, options):
        self._engine, signatures = compile_text(
            text, runtime_checks=runtime_checks, num_threads=num_threads,
            **options)
        self.functions = {name: Function(self, name, ins, outs)
                          for name, (ins, outs) in signatures.items()}

    def __getitem__(self, name):
        try:
            return self.functions[name]
        except KeyError:
            raise Error(f"revseq: no function @{name} in the module")

    def __getattr__(self, name):
        if name.startswith("_") or name == "functions":
            raise AttributeError(name)
        return self[name]


def compile(module_or_path, *, runtime_checks=False, num_threads=1,
            **pipeline_options):
    """Lowers MLIR text (or a .mlir file) with revseq-cpu-pipeline (options as
    keywords: runtime_checks=True, num_threads=4, vectorize=False, fuse=...,
    in_place=...; emit-c-interface is always on) and JIT-compiles it.
    Returns a CompiledModule whose functions take and return numpy arrays;
    returned arrays own their memory (freed with the last reference)."""
    return CompiledModule(_read_source(module_or_path), bool(runtime_checks),
                          int(num_threads), pipeline_options)
