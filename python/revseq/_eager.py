"""The eager functions: revseq's four ops on numpy arrays."""

import operator

import numpy as np

from . import _kernels
from ._capi import Error
from ._jit import call_checked
from ._memref import element_strides, mlir_element_type

_MODES = ("index", "mask")

# The vector kernels run fastest on buffers aligned to a cache line; numpy
# aligns a large array to 16 bytes only (glibc's mmap'd blocks), which made a
# 64 MiB reverse_sequence 1.5x slower (docs/Python.md, "Layouts").
_ALIGNMENT = 64


def _aligned_empty(shape, dtype):
    """An uninitialised C-contiguous array whose data starts on an
    _ALIGNMENT boundary (it keeps a larger byte array alive as its base)."""
    dtype = np.dtype(dtype)
    nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    raw = np.empty(nbytes + _ALIGNMENT, np.uint8)
    offset = -raw.ctypes.data % _ALIGNMENT
    return raw[offset:offset + nbytes].view(dtype).reshape(shape)


def _input(x, what):
    """`x` as an aligned ndarray whose strides are whole elements (a copy
    only if it is not one already)."""
    x = np.asarray(x)
    mlir_element_type(x.dtype)
    if not x.flags.aligned or any(s % x.itemsize for s in x.strides):
        x = np.ascontiguousarray(x)
    return x


def _output(x, out):
    """The destination array and whether the call is in place."""
    if out is None:
        return _aligned_empty(x.shape, x.dtype), False
    if not isinstance(out, np.ndarray):
        out = np.asarray(out)
    if out.shape != x.shape or out.dtype != x.dtype:
        raise Error(f"revseq: out has shape {out.shape} and dtype {out.dtype}"
                    f"; the result has shape {x.shape} and dtype {x.dtype}")
    if not out.flags.writeable:
        raise Error("revseq: out is read-only")
    if not out.flags.aligned:
        raise Error("revseq: out is not aligned to its element size")
    if out is x or (out.strides == x.strides and
                    out.__array_interface__["data"] ==
                    x.__array_interface__["data"]):
        return out, True
    if np.may_share_memory(x, out) and np.shares_memory(x, out):
        raise Error("revseq: out overlaps the input without being it; pass "
                    "out=x to reverse in place, or a separate array")
    return out, False


def _strides(array, what):
    """Element strides, a size-1 dim given the stride a C layout would give
    it (its stride is never used; the vector kernels then see the layout)."""
    strides = list(element_strides(array, what))
    inner = 1
    for d in reversed(range(array.ndim)):
        if array.shape[d] == 1:
            strides[d] = inner
        inner = strides[d] * array.shape[d]
    return strides


def _unit_inner(*arrays_and_strides):
    """Whether the vector kernels take these arrays: innermost stride 1 and
    no negative stride."""
    for array, strides in arrays_and_strides:
        if array.ndim and (strides[-1] != 1 or min(strides) < 0):
            return False
    return True


def _run(op, x, operands, attributes, key, out, num_threads, runtime_checks):
    """Applies revseq.`op` to input `x` and the other `operands` ((name,
    array) pairs) into `out`: finds or builds the kernel, then calls it."""
    result, in_place = _output(x, out)
    if x.size == 0:
        return out if out is not None else result
    threads = _kernels.get_num_threads() if num_threads is None \
        else int(num_threads)
    x_strides, out_strides = _strides(x, "x"), _strides(result, "out")
    fast = _unit_inner((x, x_strides), (result, out_strides))
    full_key = (op, key, x.dtype, x.ndim, fast, in_place, threads,
                bool(runtime_checks),
                tuple((a.dtype, a.ndim) for _, a in operands))
    kernel = _kernels.lookup(full_key)
    if kernel is None:
        kernel = _compile_kernel(
            full_key, lambda: _kernel_text(op, x, operands, attributes, fast,
                                           in_place),
            op, bool(runtime_checks), threads)
    arrays = [(x, x_strides)]
    arrays += [(a, element_strides(a, name)) for name, a in operands]
    if not in_place:
        arrays.append((result, out_strides))
    frame = kernel.frame([a.ndim for a, _ in arrays])
    for index, (array, strides) in enumerate(arrays):
        frame.fill(index, array, strides)
    call_checked(kernel.address, frame.slots)
    return out if out is not None else result


def _compile_kernel(key, make_text, op, runtime_checks, threads):
    """Compiles the kernel of `key` (`_kernels.get_kernel`); an argument
    that breaks one of the op's rules is reported with the verifier's
    labelled message alone."""
    try:
        return _kernels.get_kernel(key, make_text, runtime_checks, threads)
    except Error as e:
        lines = str(e).splitlines()
        if len(lines) < 2 or "does not parse or verify" not in lines[0]:
            raise
        raise Error(f"revseq.{op}: the arguments break a rule of the op: "
                    + "; ".join(lines[1:])) from None


def _kernel_text(op, x, operands, attributes, fast, in_place):
    """The kernel module for these arrays (`_kernels.kernel_text`)."""
    types = [("x", _kernels.memref_type(x.ndim, mlir_element_type(x.dtype),
                                        fast))]
    for name, array in operands:
        types.append((name, _kernels.memref_type(
            array.ndim, mlir_element_type(array.dtype), False)))
    return _kernels.kernel_text(op, types, attributes, in_place)


def _integers(values, what):
    """`values` (an array or a sequence) as an aligned integer ndarray."""
    array = _input(np.asarray(values), what)
    if array.dtype.kind not in "iu":
        raise Error(f"revseq: {what} must be integers, got dtype {array.dtype}")
    return array


def _axis(axis, rank):
    """`axis` normalised into [0, rank) when it lies in [-rank, rank); left
    as it is otherwise, so that the verifier names the broken rule."""
    axis = operator.index(axis)
    return axis + rank if -rank <= axis < 0 else axis


def _threads_and_checks(options):
    """(num_threads, runtime_checks) from the keyword arguments."""
    unknown = set(options) - {"num_threads", "runtime_checks"}
    if unknown:
        raise TypeError(f"unexpected keyword arguments {sorted(unknown)}")
    return options.get("num_threads"), options.get("runtime_checks", False)


def reverse_sequence(x, lengths, batch_axis=1, seq_axis=0, *, out=None,
                     **options):
    """ONNX ReverseSequence: for each index b along `batch_axis`, reverses the
    first lengths[b] elements along `seq_axis` (lengths clamped to [0, T]).
    Options: out= (an array of x's shape and dtype, or x itself: in place),
    num_threads=, runtime_checks= (a length outside [0, T] raises Error)."""
    x = _input(x, "x")
    lengths = _integers(lengths, "lengths")
    b, s = _axis(batch_axis, x.ndim), _axis(seq_axis, x.ndim)
    return _run("reverse_sequence", x, [("lengths", lengths)],
                f"batch_axis = {b}, seq_axis = {s}", (b, s), out,
                *_threads_and_checks(options))


def reverse(x, axes, *, out=None, **options):
    """Reverses the whole `axes` of x (a list of ints, negative from the
    back; [] copies). Options: out=, num_threads=, runtime_checks=."""
    x = _input(x, "x")
    if isinstance(axes, (int, np.integer)):
        axes = [axes]
    axes = tuple(_axis(a, x.ndim) for a in axes)
    return _run("reverse", x, [], f"axes = [{', '.join(map(str, axes))}]",
                axes, out, *_threads_and_checks(options))


def reverse_dynamic(x, axes, *, mode="index", out=None, **options):
    """Reverses the axes that the array `axes` names at run time: integers
    (mode="index", out of range ignored) or one bool per dim (mode="mask").
    Options: out=, num_threads=, runtime_checks= (an index out of range or
    a mask of the wrong length raises Error)."""
    if mode not in _MODES:
        raise Error(f"revseq: mode must be 'index' or 'mask', got {mode!r}")
    x = _input(x, "x")
    axes = _input(np.asarray(axes, dtype=bool if mode == "mask" else None)
                  if not isinstance(axes, np.ndarray) else axes, "axes")
    if axes.ndim == 0:
        axes = axes.reshape(1)
    return _run("reverse_dynamic", x, [("axes", axes)], f"mode = {mode}",
                mode, out, *_threads_and_checks(options))


def reverse_subsequences(x, lengths, axis, *, out=None, **options):
    """DirectML ReverseSubsequences: every 1-D slice of x along `axis` has its
    own length, lengths[i with i_axis = 0] (lengths has x's rank, size 1
    along `axis`). Options: out=, num_threads=, runtime_checks=."""
    x = _input(x, "x")
    lengths = _integers(lengths, "lengths")
    a = _axis(axis, x.ndim)
    return _run("reverse_subsequences", x, [("lengths", lengths)],
                f"axis = {a}", a, out, *_threads_and_checks(options))
