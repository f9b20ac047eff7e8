"""Every op and form against reference.py: value and out= forms, in place,
strided and non-contiguous inputs and outputs, every element type, lengths
of every integer type, threads."""

import numpy as np
import pytest

import reference as ref
import revseq

RNG = np.random.default_rng(46)
DTYPES = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32,
          np.uint32, np.int64, np.uint64, np.float16, np.float32, np.float64,
          np.complex64, np.complex128]


def lengths_for(n, t, dtype=np.int64):
    """n lengths in [-2, t + 2]: clamped values included."""
    return RNG.integers(-2, t + 3, n).astype(dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_every_dtype_every_op(dtype):
    x = ref.random_array(RNG, (5, 7), dtype)
    lengths = lengths_for(7, 5)
    np.testing.assert_array_equal(revseq.reverse(x, [0, 1]),
                                  ref.reverse(x, [0, 1]))
    np.testing.assert_array_equal(
        revseq.reverse_sequence(x, lengths, 1, 0),
        ref.reverse_sequence(x, lengths, 1, 0))
    np.testing.assert_array_equal(
        revseq.reverse_dynamic(x, [1]), ref.reverse_dynamic(x, [1], "index"))
    sub = RNG.integers(-1, 9, (5, 1))
    np.testing.assert_array_equal(revseq.reverse_subsequences(x, sub, 1),
                                  ref.reverse_subsequences(x, sub, 1))


@pytest.mark.parametrize("shape,batch_axis,seq_axis", [
    ((6, 4), 1, 0), ((4, 6), 0, 1), ((3, 5, 8), 2, 0), ((3, 5, 8), 0, 2),
    ((3, 5, 8), -1, 1), ((2, 3, 4, 5), 1, 3)])
def test_reverse_sequence(shape, batch_axis, seq_axis):
    x = ref.random_array(RNG, shape, np.float32)
    b = batch_axis % len(shape)
    lengths = lengths_for(shape[b], shape[seq_axis])
    np.testing.assert_array_equal(
        revseq.reverse_sequence(x, lengths, batch_axis, seq_axis),
        ref.reverse_sequence(x, lengths, b, seq_axis))


@pytest.mark.parametrize("dtype", [np.int8, np.uint8, np.int16, np.int32,
                                   np.uint32, np.int64, np.uint64])
def test_lengths_dtypes(dtype):
    x = ref.random_array(RNG, (9, 4), np.int32)
    lengths = np.array([0, 3, 9, 200 if np.dtype(dtype).itemsize > 1 else 120],
                       dtype=dtype)
    if np.dtype(dtype).kind == "u":
        lengths[0] = np.iinfo(dtype).max  # read as -1: unchanged
    np.testing.assert_array_equal(revseq.reverse_sequence(x, lengths, 1, 0),
                                  ref.reverse_sequence(x, lengths, 1, 0))


@pytest.mark.parametrize("shape,axes", [
    ((10,), [0]), ((4, 6), [1]), ((4, 6), [-2]), ((4, 6), []),
    ((3, 4, 5), [0, 2]), ((2, 3, 4, 5), [0, 1, 2, 3]), ((), [])])
def test_reverse(shape, axes):
    x = ref.random_array(RNG, shape, np.float64)
    np.testing.assert_array_equal(revseq.reverse(x, axes),
                                  ref.reverse(x, axes))


@pytest.mark.parametrize("axes", [[0], [2, -1], [5, 1, -7], [], [1, 1, -2]])
def test_reverse_dynamic_index(axes):
    x = ref.random_array(RNG, (3, 4, 5), np.int16)
    a = np.array(axes, dtype=np.int64)
    np.testing.assert_array_equal(revseq.reverse_dynamic(x, a),
                                  ref.reverse_dynamic(x, a, "index"))


@pytest.mark.parametrize("mask", [[True, False, True], [False] * 3,
                                  [True] * 3, [False, True]])
def test_reverse_dynamic_mask(mask):
    x = ref.random_array(RNG, (3, 4, 5), np.float32)
    np.testing.assert_array_equal(
        revseq.reverse_dynamic(x, np.array(mask), mode="mask"),
        ref.reverse_dynamic(x, mask, "mask"))


@pytest.mark.parametrize("shape,axis", [((6, 5), 0), ((6, 5), 1),
                                        ((3, 4, 7), -1), ((3, 4, 7), 1)])
def test_reverse_subsequences(shape, axis):
    x = ref.random_array(RNG, shape, np.float32)
    lshape = list(shape)
    lshape[axis] = 1
    lengths = RNG.integers(-2, shape[axis] + 3, lshape)
    np.testing.assert_array_equal(
        revseq.reverse_subsequences(x, lengths, axis),
        ref.reverse_subsequences(x, lengths, axis % len(shape)))


def all_ops(x):
    """(name, call(out), expected) for each op on x of shape (n, m)."""
    n, m = x.shape
    lengths = lengths_for(m, n)
    sub = RNG.integers(0, m + 1, (n, 1))
    return [
        ("reverse", lambda **kw: revseq.reverse(x, [0, 1], **kw),
         ref.reverse(x, [0, 1])),
        ("reverse_sequence",
         lambda **kw: revseq.reverse_sequence(x, lengths, 1, 0, **kw),
         ref.reverse_sequence(x, lengths, 1, 0)),
        ("reverse_dynamic",
         lambda **kw: revseq.reverse_dynamic(x, [True, False], mode="mask",
                                             **kw),
         ref.reverse_dynamic(x, [True, False], "mask")),
        ("reverse_subsequences",
         lambda **kw: revseq.reverse_subsequences(x, sub, 1, **kw),
         ref.reverse_subsequences(x, sub, 1)),
    ]


def test_out_and_in_place():
    for name, call, expected in all_ops(ref.random_array(RNG, (6, 8),
                                                         np.float32)):
        out = np.full(expected.shape, -1, expected.dtype)
        assert call(out=out) is out, name
        np.testing.assert_array_equal(out, expected, err_msg=name)
    # In place: out=x, on a contiguous array and on a strided view.
    for view in (lambda a: a, lambda a: a[::2, 1::3], lambda a: a.T):
        base = ref.random_array(RNG, (12, 18), np.int32)
        x = view(base)
        before = x.copy()
        lengths = lengths_for(x.shape[1], x.shape[0])
        untouched = base.copy()
        assert revseq.reverse_sequence(x, lengths, 1, 0, out=x) is x
        np.testing.assert_array_equal(
            x, ref.reverse_sequence(before, lengths, 1, 0))
        revseq.reverse(x, [1], out=x)
        np.testing.assert_array_equal(
            x, ref.reverse(ref.reverse_sequence(before, lengths, 1, 0), [1]))
        mask = np.ones(base.shape, bool)
        mask[...] = True
        view(mask)[...] = False
        np.testing.assert_array_equal(base[mask], untouched[mask])


@pytest.mark.parametrize("view", [
    lambda a: a[::2], lambda a: a[:, ::3], lambda a: a.T, lambda a: a[::-1],
    lambda a: a[:, ::-2], lambda a: np.asfortranarray(a),
    lambda a: np.broadcast_to(a[:1], a.shape), lambda a: a[1:, 2:]])
def test_strided_inputs_and_outputs(view):
    base = ref.random_array(RNG, (10, 12), np.float64)
    x = view(base)
    for name, call, expected in all_ops(x):
        np.testing.assert_array_equal(call(), expected, err_msg=name)
        out_base = np.zeros((40, 40), np.float64)
        out = out_base[::3, 1::3][:x.shape[0], :x.shape[1]]
        call(out=out)
        np.testing.assert_array_equal(out, expected, err_msg=name)
        assert not out_base[1::3].any()


@pytest.mark.parametrize("nbytes", [24, 4096, 8 << 20])
def test_results_are_64_byte_aligned(nbytes):
    """A new result starts on a cache line (numpy's large arrays start 16
    bytes into a page), and is contiguous, writeable and right."""
    x = np.arange(nbytes // 8, dtype=np.int64).reshape(-1, 1)
    x = np.ascontiguousarray(np.broadcast_to(x, (x.shape[0], 2)))
    lengths = np.full(2, x.shape[0] // 2, np.int32)
    for r, want in [(revseq.reverse(x, [0]), x[::-1]),
                    (revseq.reverse_sequence(x, lengths, 1, 0),
                     ref.reverse_sequence(x, lengths, 1, 0))]:
        assert r.ctypes.data % 64 == 0
        assert r.flags.c_contiguous and r.flags.writeable
        np.testing.assert_array_equal(r, want)


def test_misaligned_strides_are_copied():
    # A field of a structured array: its stride is 12 bytes, not a whole
    # number of float64 elements.
    record = np.zeros(6, dtype=[("a", np.float64), ("b", np.int32)])
    record["a"] = np.arange(6)
    np.testing.assert_array_equal(revseq.reverse(record["a"], [0]),
                                  np.arange(6)[::-1])


@pytest.mark.parametrize("threads", [1, 2, 4])
def test_threads(threads):
    # Over min-parallel-bytes (1 MiB), so the loops fork.
    x = ref.random_array(RNG, (512, 1024), np.float32)
    lengths = lengths_for(1024, 512)
    np.testing.assert_array_equal(
        revseq.reverse_sequence(x, lengths, 1, 0, num_threads=threads),
        ref.reverse_sequence(x, lengths, 1, 0))
    np.testing.assert_array_equal(revseq.reverse(x, [1], num_threads=threads),
                                  x[:, ::-1])


def test_empty_and_cache():
    x = np.zeros((0, 5), np.float32)
    assert revseq.reverse(x, [0]).shape == (0, 5)
    y = ref.random_array(RNG, (4, 4), np.float32)
    revseq.reverse(y, [1])
    count = revseq.cache_size()
    for _ in range(5):
        revseq.reverse(ref.random_array(RNG, (7, 3), np.float32), [1])
    assert revseq.cache_size() == count  # one kernel for every shape
