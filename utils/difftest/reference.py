"""numpy reference for the revseq ops, written from docs/Semantics.md.

Every function returns a *gather map*: an int64 array with the input's shape
whose element at index i is the flat (row-major) index of the input element
that y[i] reads. The maps are element-type agnostic; the harness applies them
to the bit patterns of the input data.

Two independent formulations are given: one with numpy fancy indexing
(`gather_*`) and one with explicit index loops (`loop_*`). The harness uses
the first and asserts that both agree on every generated case.

Integer operands are passed as Python ints already read as `sval` (signed
value of their own width, see `sval`), so widths beyond 64 bits stay exact.
"""

import itertools

import numpy as np


# --- Notation from docs/Semantics.md -----------------------------------------

def sval(u, width):
    """Two's-complement signed value of the width-bit pattern `u`."""
    u &= (1 << width) - 1
    return u - (1 << width) if u >> (width - 1) else u


def norm(axis, rank):
    assert -rank <= axis < rank, (axis, rank)
    return axis + rank if axis < 0 else axis


def read_len(v, T):
    """len(v) = min(max(sval(v), 0), T)."""
    return min(max(int(v), 0), T)


def mirror(t, L):
    return L - 1 - t if t < L else t


def reverse_set_index_mode(values, rank):
    """S = { norm(v) : v in axes, -r <= v < r }."""
    return sorted({v + rank if v < 0 else v for v in values if -rank <= v < rank})


def reverse_set_mask_mode(flags, rank):
    """S = { d : 0 <= d < min(r, m), axes[d] = true }."""
    return [d for d in range(min(rank, len(flags))) if flags[d]]


# --- Fancy-indexing formulation ----------------------------------------------

def _ravel(src, shape):
    if int(np.prod(shape, dtype=np.int64)) == 0:
        return np.zeros(shape, dtype=np.int64)
    return np.ravel_multi_index(tuple(src), shape).astype(np.int64)


def gather_reverse_sequence(shape, lengths, batch_axis, seq_axis):
    r = len(shape)
    B, A = norm(batch_axis, r), norm(seq_axis, r)
    assert B != A and len(lengths) == shape[B]
    T = shape[A]
    idx = np.indices(shape, dtype=np.int64)
    L = np.array([read_len(v, T) for v in lengths], dtype=np.int64)
    Li = L[idx[B]] if L.size else np.zeros(shape, dtype=np.int64)
    t = idx[A]
    src = idx.copy()
    src[A] = np.where(t < Li, Li - 1 - t, t)
    return _ravel(src, shape)


def gather_reverse_subsequences(shape, lengths, axis):
    """`lengths` is an object ndarray of shape `shape` with dim A set to 1."""
    r = len(shape)
    A = norm(axis, r)
    T = shape[A]
    lens = np.vectorize(lambda v: read_len(v, T), otypes=[np.int64])(lengths) \
        if lengths.size else np.zeros(lengths.shape, dtype=np.int64)
    idx = np.indices(shape, dtype=np.int64)
    at = list(idx)
    at[A] = np.zeros(shape, dtype=np.int64)
    Li = lens[tuple(at)] if lens.size else np.zeros(shape, dtype=np.int64)
    t = idx[A]
    src = idx.copy()
    src[A] = np.where(t < Li, Li - 1 - t, t)
    return _ravel(src, shape)


def gather_reverse_axes(shape, axes_set):
    """y[i] = x[j], j_d = n_d - 1 - i_d for d in S."""
    if len(shape) == 0:
        return np.zeros((), dtype=np.int64)
    idx = np.indices(shape, dtype=np.int64)
    src = idx.copy()
    for d in axes_set:
        src[d] = shape[d] - 1 - idx[d]
    return _ravel(src, shape)


# --- Explicit-loop formulation -----------------------------------------------

def _flat(index, shape):
    f = 0
    for i, n in zip(index, shape):
        f = f * n + i
    return f


def loop_reverse_sequence(shape, lengths, batch_axis, seq_axis):
    r = len(shape)
    B, A = norm(batch_axis, r), norm(seq_axis, r)
    T = shape[A]
    out = np.zeros(shape, dtype=np.int64)
    for i in itertools.product(*[range(n) for n in shape]):
        L = read_len(lengths[i[B]], T)
        j = list(i)
        j[A] = mirror(i[A], L)
        out[i] = _flat(j, shape)
    return out


def loop_reverse_subsequences(shape, lengths, axis):
    r = len(shape)
    A = norm(axis, r)
    T = shape[A]
    out = np.zeros(shape, dtype=np.int64)
    for i in itertools.product(*[range(n) for n in shape]):
        k = list(i)
        k[A] = 0
        L = read_len(lengths[tuple(k)], T)
        j = list(i)
        j[A] = mirror(i[A], L)
        out[i] = _flat(j, shape)
    return out


def loop_reverse_axes(shape, axes_set):
    out = np.zeros(shape, dtype=np.int64)
    for i in itertools.product(*[range(n) for n in shape]):
        j = [n - 1 - c if d in axes_set else c
             for d, (c, n) in enumerate(zip(i, shape))]
        out[i] = _flat(j, shape)
    return out
