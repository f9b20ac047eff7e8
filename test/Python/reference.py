"""numpy references of the four ops, written from docs/Semantics.md, with no
code shared with the package."""

import numpy as np


def signed(values):
    """sval: integers read as two's complement of their width."""
    values = np.asarray(values)
    if values.dtype.kind == "u":
        return values.view(np.dtype(f"i{values.itemsize}")).astype(np.int64)
    return values.astype(np.int64)


def clamp(length, size):
    return min(max(int(length), 0), size)


def reverse_sequence(x, lengths, batch_axis, seq_axis):
    xm = np.moveaxis(x, (batch_axis, seq_axis), (0, 1))
    ym = xm.copy()
    for b, length in enumerate(signed(lengths)):
        n = clamp(length, xm.shape[1])
        ym[b, :n] = xm[b, :n][::-1]
    return np.moveaxis(ym, (0, 1), (batch_axis, seq_axis))


def reverse(x, axes):
    return np.flip(x, tuple(axes)).copy() if len(axes) else x.copy()


def reverse_dynamic(x, axes, mode):
    r = x.ndim
    if mode == "mask":
        chosen = [d for d in range(min(r, len(axes))) if axes[d]]
    else:
        chosen = sorted({int(v) % r for v in signed(axes) if -r <= v < r})
    return reverse(x, chosen)


def reverse_subsequences(x, lengths, axis):
    xm = np.moveaxis(x, axis, -1)
    lm = np.moveaxis(signed(lengths), axis, -1)[..., 0]
    ym = xm.copy()
    for index in np.ndindex(*xm.shape[:-1]):
        n = clamp(lm[index], xm.shape[-1])
        ym[index][:n] = xm[index][:n][::-1]
    return np.moveaxis(ym, -1, axis)


def random_array(rng, shape, dtype):
    """Values of every kind `dtype` holds (negative, large, non-integral)."""
    dtype = np.dtype(dtype)
    if dtype == np.bool_:
        return rng.integers(0, 2, shape).astype(bool)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return rng.integers(info.min, info.max, shape, dtype=dtype,
                            endpoint=True)
    if dtype.kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
                ).astype(dtype)
    return (rng.standard_normal(shape) * 100).astype(dtype)
