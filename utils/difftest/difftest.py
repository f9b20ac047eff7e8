#!/usr/bin/python3
"""Differential tester for revseq-cpu-pipeline against a numpy reference.

Generates seeded random revseq kernels (all four ops, ranks 0..6, shapes
with 0/1 dims, static and dynamic types, every element type, hostile
lengths / axes / masks of many widths), runs them batched through
`revseq-opt --revseq-cpu-pipeline | mlir-runner`, and compares the printed
results bit for bit with reference.py, which implements docs/Semantics.md.

Outputs are printed exactly: every result is converted in @main to i64
(integers sign-extended, i1 zero-extended, floats bitcast to the integer of
their width, complex<f32> split into the bit patterns of its parts) and
printed with printMemrefI64; an empty result is checked through its sizes.

Besides plain kernels the generator makes: chains of two ops (also the same
op twice on the same lengths), constant inputs and/or operands inside the
kernel (exercising folds and canonicalisation patterns), strided inputs
(tensor.extract_slice) and results inserted into a bigger tensor, cases run
with runtime-checks=true (operands within the rules), and cases that break
a run-time rule and must stop with the lowering's `revseq.<op>:` message.
Cases are spread over the pipeline's option sets (vectorize, vector-bits,
nontemporal-bytes, num-threads, where revseq-opt has them; see
--pipelines).

Usage:
  /usr/bin/python3 utils/difftest/difftest.py --revseq-opt PATH \
      --mlir-runner PATH --runner-libs DIR --seed N --cases N [--jobs 2] \
      [--keep-failures DIR]

Every case is generated from (seed, case id) alone, so `--only ID[,ID...]`
regenerates and reruns single cases of a run (with the same --pipelines).
`--emit ID` prints one case's module. Exit status 1 on any failure; each
failure is reported with its standalone module, expected and actual values.
"""

import argparse
import concurrent.futures
import itertools
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference as ref  # noqa: E402

MAX_ELEMS = 256
MARKER = (-7777777777, 123456789)

# name -> (kind, bit width)
DTYPES = {
    "i1": ("int", 1), "i8": ("int", 8), "i16": ("int", 16),
    "i32": ("int", 32), "i64": ("int", 64), "index": ("int", 64),
    "f16": ("float", 16), "bf16": ("float", 16), "f32": ("float", 32),
    "f64": ("float", 64), "complex<f32>": ("complex", 32),
}
DTYPE_WEIGHTS = [("i1", 8), ("i8", 10), ("i16", 9), ("i32", 10), ("i64", 10),
                 ("f16", 10), ("bf16", 10), ("f32", 10), ("f64", 10),
                 ("complex<f32>", 10), ("index", 3)]

FLOAT_SPECIALS = {
    "f16": [0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7D01, 0xFE01, 0x0001,
            0x8001, 0x7BFF, 0x3C00, 0xBC00, 0x03FF],
    "bf16": [0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0xFFC1, 0x0001,
             0x7F7F, 0x3F80, 0xBF80],
    "f32": [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000,
            0x7F800001, 0xFFC12345, 0x00000001, 0x807FFFFF, 0x7F7FFFFF,
            0x3F800000, 0xBF000000],
    "f64": [0x0, 0x8000000000000000, 0x7FF0000000000000, 0xFFF0000000000000,
            0x7FF8000000000000, 0x7FF0000000000001, 0xFFF8DEADBEEF0001, 0x1,
            0x7FEFFFFFFFFFFFFF, 0x3FF0000000000000, 0xBFE0000000000000],
}

OPS = ["reverse_sequence", "reverse", "reverse_dynamic_index",
       "reverse_dynamic_mask", "reverse_subsequences"]
MIN_RANK = {"reverse_sequence": 2, "reverse": 0, "reverse_dynamic_index": 0,
            "reverse_dynamic_mask": 0, "reverse_subsequences": 1}


def wchoice(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.uniform(0, total)
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


def wrap(v, width):
    return ref.sval(v, width)


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


# --- Case generation -----------------------------------------------------------

class Operand:
    """A lengths / axes operand: integer tensor of `width` bits."""

    def __init__(self, width, shape, dyn, values, const=False, reuse=None):
        self.width = width
        self.shape = tuple(shape)
        self.dyn = tuple(dyn)
        self.values = values  # flat list of svals (Python ints)
        self.const = const    # materialised as a constant inside the kernel
        self.reuse = reuse    # index of an earlier op whose operand is reused


class Op:
    def __init__(self, kind, attrs, operand):
        self.kind = kind
        self.attrs = attrs
        self.operand = operand


class Case:
    pass


def gen_shape(rng, rank, max_elems=MAX_ELEMS):
    dims = []
    for _ in range(rank):
        x = rng.random()
        if x < 0.035:
            dims.append(0)
        elif x < 0.24:
            dims.append(1)
        elif x < 0.30:
            dims.append(rng.randint(8, 140))
        elif x < 0.38:  # around vector lengths of 8- to 64-bit elements
            dims.append(rng.choice([7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65]))
        else:
            dims.append(rng.randint(2, 6))
    while numel(dims) > max_elems:
        i = max(range(rank), key=lambda k: dims[k])
        dims[i] = max(1, dims[i] // 2)
    return dims


def gen_dyn(rng, rank):
    x = rng.random()
    if x < 0.4:
        return [False] * rank
    if x < 0.65:
        return [True] * rank
    return [rng.random() < 0.5 for _ in range(rank)]


def gen_length_width(rng):
    return wchoice(rng, [(8, 16), (16, 12), (32, 25), (64, 28), (1, 5),
                         (128, 5), (3, 2), (7, 2), (17, 2), (33, 2), (65, 2)])


def hostile_length(rng, width, T, valid_only):
    if width == 1:  # sval(true) = -1, out of [0, T] for runtime checks
        return 0 if valid_only else wrap(rng.randint(0, 1), 1)
    lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
    if valid_only:
        return wrap(rng.randint(0, T), width) if T <= hi else rng.randint(0, hi)
    if rng.random() < 0.4:
        return wrap(rng.randint(0, T), width)
    cands = [0, 1, T, T + 1, -1, lo, hi, T - 1, 2, rng.randint(-3, T + 3),
             rng.randint(lo, hi), T + 1000, -T - 1]
    if width > 32:
        cands += [(1 << 32) + rng.randint(0, T), -(1 << 32) + rng.randint(0, T),
                  (1 << 31) + rng.randint(0, T), (1 << 31) - rng.randint(0, 3)]
    if width > 64:
        cands += [(1 << 64) + rng.randint(0, T), -(1 << 64) + rng.randint(0, T),
                  (1 << 63) + rng.randint(0, T), (1 << 64) - 1 - rng.randint(0, 2)]
    return wrap(rng.choice(cands), width)


def gen_lengths(rng, n, width, T, valid_only):
    if n and rng.random() < 0.15:
        v = hostile_length(rng, width, T, valid_only)
        return [v] * n
    return [hostile_length(rng, width, T, valid_only) for _ in range(n)]


def spell_axis(rng, a, rank):
    return a - rank if rng.random() < 0.4 else a


def gen_op(rng, kind, shape, valid_only):
    rank = len(shape)
    if kind == "reverse_sequence":
        B, A = rng.sample(range(rank), 2)
        width = gen_length_width(rng)
        n = shape[B]
        dyn = [rng.random() < 0.4]
        vals = gen_lengths(rng, n, width, shape[A], valid_only)
        return Op(kind, {"batch_axis": spell_axis(rng, B, rank),
                         "seq_axis": spell_axis(rng, A, rank)},
                  Operand(width, [n], dyn, vals))
    if kind == "reverse_subsequences":
        A = rng.randrange(rank)
        width = gen_length_width(rng)
        lshape = list(shape)
        lshape[A] = 1
        dyn = gen_dyn(rng, rank)
        vals = gen_lengths(rng, numel(lshape), width, shape[A], valid_only)
        return Op(kind, {"axis": spell_axis(rng, A, rank)},
                  Operand(width, lshape, dyn, vals))
    if kind == "reverse":
        axes = [d for d in range(rank) if rng.random() < 0.5]
        rng.shuffle(axes)
        return Op(kind, {"axes": [spell_axis(rng, a, rank) for a in axes]}, None)
    if kind == "reverse_dynamic_index":
        width = wchoice(rng, [(8, 15), (16, 10), (32, 25), (64, 35), (128, 5),
                              (2, 4), (33, 3), (65, 3)])
        k = wchoice(rng, [(0, 6), (1, 25), (2, 25), (3, 20), (4, 12), (6, 8),
                          (9, 4)])
        vals = []
        lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
        for _ in range(k):
            if rank and (valid_only or rng.random() < 0.7):
                v = rng.randrange(-rank, rank)
                if not (lo <= v <= hi):  # narrow widths cannot name every axis
                    v = rng.randrange(max(-rank, lo), min(rank, hi + 1))
                vals.append(v)
                continue
            cands = [rank, rank + 1, -rank - 1, -rank - 2, lo, hi, 1 << 31,
                     -(1 << 31), (1 << 32) + rng.randrange(max(rank, 1)),
                     (1 << 32) - 1, -(1 << 32) + rng.randrange(max(rank, 1)),
                     (1 << 64) + rng.randrange(max(rank, 1)),
                     -(1 << 64) - 1, (1 << 63), (1 << 64) - rank]
            v = wrap(rng.choice(cands), width)
            if valid_only and not (-rank <= v < rank):
                continue
            vals.append(v)
        dyn = [rng.random() < 0.4]
        return Op(kind, {"mode": "index"}, Operand(width, [len(vals)], dyn, vals))
    if kind == "reverse_dynamic_mask":
        dyn = rng.random() < 0.4
        m = rank
        if dyn and not valid_only and rng.random() < 0.35:
            m = rng.randint(max(0, rank - 2), rank + 2)
        vals = [wrap(rng.randint(0, 1), 1) for _ in range(m)]
        return Op(kind, {"mode": "mask"}, Operand(1, [m], [dyn], vals))
    raise AssertionError(kind)


def gen_data(rng, dtype, n):
    """Flat list of element values: sval for integers, bit patterns for
    floats, (re, im) bit-pattern pairs for complex<f32>."""
    kind, width = DTYPES[dtype]
    if dtype == "i1":
        return [rng.randint(0, 1) for _ in range(n)]
    if kind == "int":
        lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
        if n <= (1 << width) // 2:
            out, seen = [], set()
            specials = [lo, hi, 0, -1, 1]
            while len(out) < n:
                v = rng.choice(specials) if rng.random() < 0.1 else rng.randint(lo, hi)
                if v not in seen:
                    seen.add(v)
                    out.append(v)
            return out
        return [rng.randint(lo, hi) for _ in range(n)]

    def floats(name, bits, count):
        specials = FLOAT_SPECIALS[name]
        out, seen = [], set()
        while len(out) < count:
            x = rng.random()
            if x < 0.15:
                v = rng.choice(specials)
            elif x < 0.55:
                v = rng.getrandbits(bits)
            else:  # small integers and halves, exact in every format
                h = rng.randint(-64, 64) / 2
                if name == "bf16":
                    v = int(np.float32(h).view(np.uint32)) >> 16
                else:
                    ft, ut = {16: (np.float16, np.uint16), 32: (np.float32, np.uint32),
                              64: (np.float64, np.uint64)}[bits]
                    v = int(ft(h).view(ut))
            if v not in seen or len(seen) >= (1 << bits) // 2:
                seen.add(v)
                out.append(v)
        return out

    if kind == "float":
        return floats(dtype, width, n)
    re_ = floats("f32", 32, n)
    im_ = floats("f32", 32, n)
    return list(zip(re_, im_))


MNEMONIC = {"reverse_sequence": "reverse_sequence", "reverse": "reverse",
            "reverse_dynamic_index": "reverse_dynamic",
            "reverse_dynamic_mask": "reverse_dynamic",
            "reverse_subsequences": "reverse_subsequences"}


def gen_error_case(rng, c):
    """A case whose run must stop with a `revseq.<op>:` message: a run-time
    rule is broken (docs/Semantics.md, Run-time rules). Only shapes and
    operands that no fold can remove are used: one op, nothing constant, a
    non-empty input, and a reversed dimension that is not of static size 1."""
    what = wchoice(rng, [("len_range", 3), ("index_range", 2), ("mask_len", 1),
                         ("size_mismatch", 3)])
    if what in ("len_range", "size_mismatch"):
        kind = rng.choice(["reverse_sequence", "reverse_subsequences"])
    else:
        kind = {"index_range": "reverse_dynamic_index",
                "mask_len": "reverse_dynamic_mask"}[what]
    c.rtchecks = what != "size_mismatch" or rng.random() < 0.3
    while True:
        rank = rng.randint(max(1, MIN_RANK[kind]), 6)
        shape = gen_shape(rng, rank)
        dyn = gen_dyn(rng, rank)
        if numel(shape) == 0:
            continue
        if all(n == 1 and not d for n, d in zip(shape, dyn)):
            continue
        op = gen_op(rng, kind, shape, True)
        if "seq_axis" in op.attrs or "axis" in op.attrs:
            A = ref.norm(op.attrs.get("seq_axis", op.attrs.get("axis")), rank)
            if shape[A] == 1 and not dyn[A]:
                continue
        break
    c.shape, c.dyn = shape, dyn
    o = op.operand
    if what == "len_range":
        T = shape[ref.norm(op.attrs.get("seq_axis", op.attrs.get("axis")), rank)]
        w = o.width
        while True:
            lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
            v = wrap(rng.choice([-1, T + 1, lo, hi, -T, T + 7, (1 << 32) + T + 1,
                                 (1 << 64) + T + 1, -(1 << 63)]), w)
            if v < 0 or v > T:
                break
        o.values[rng.randrange(len(o.values))] = v
    elif what == "index_range":
        if o.width == 2:
            o.width = 8
        lo, hi = -(1 << (o.width - 1)), (1 << (o.width - 1)) - 1
        while True:
            v = wrap(rng.choice([rank, -rank - 1, rank + 5, lo, hi, 1 << 31,
                                 (1 << 32) + 1, (1 << 64)]), o.width)
            if not (-rank <= v < rank):
                break
        o.values.insert(rng.randint(0, len(o.values)), v)
        o.shape = (len(o.values),)
    elif what == "mask_len":
        m = rng.choice([k for k in range(max(0, rank - 2), rank + 3) if k != rank])
        o.values = [wrap(rng.randint(0, 1), 1) for _ in range(m)]
        o.shape, o.dyn = (m,), (True,)
    else:  # a lengths size that differs from the input's on a dynamic size
        if kind == "reverse_sequence":
            B = ref.norm(op.attrs["batch_axis"], rank)
            cands = [(B, m) for m in range(0, shape[B] + 3) if m != shape[B]]
        else:
            A = ref.norm(op.attrs["axis"], rank)
            cands = [(d, m) for d in range(rank)
                     for m in range(0, (shape[d] if d != A else 1) + 3)
                     if m != (shape[d] if d != A else 1)]
        d, m = rng.choice(cands)
        shp, dy = list(o.shape), list(o.dyn)
        shp[d if kind == "reverse_subsequences" else 0] = m
        on_axis = kind == "reverse_subsequences" and d == A
        if on_axis or rng.random() < 0.5:  # c7 is checked statically
            dy[d if kind == "reverse_subsequences" else 0] = True
        else:
            c.dyn = list(c.dyn)
            c.dyn[d] = True
        o.shape, o.dyn = tuple(shp), tuple(dy)
        T = shape[ref.norm(op.attrs.get("seq_axis", op.attrs.get("axis")), rank)]
        o.values = [rng.randint(0, T) for _ in range(numel(shp))]
        o.values = [wrap(v, o.width) if o.width > 1 else 0 for v in o.values]
    c.ops = [op]
    c.expect_error = f"revseq.{MNEMONIC[kind]}:"
    c.error_kind = what
    c.data = gen_data(rng, c.dtype, numel(c.shape))
    c.const_input = False
    return c


def gen_case(seed, cid, rtchecks_rate=0.15, error_rate=0.04, dst_arg_rate=0.0):
    rng = random.Random(f"{seed}:{cid}")
    c = Case()
    c.id = cid
    c.expect_error = None
    c.slice_in = c.slice_out = None
    if rng.random() < error_rate:
        c.dtype = wchoice(rng, DTYPE_WEIGHTS)
        return gen_error_case(rng, c)
    c.rtchecks = rng.random() < rtchecks_rate
    kind = wchoice(rng, [("reverse_sequence", 26), ("reverse", 16),
                         ("reverse_dynamic_index", 20),
                         ("reverse_dynamic_mask", 14),
                         ("reverse_subsequences", 24)])
    rank = rng.randint(MIN_RANK[kind], 6)
    if MIN_RANK[kind] == 0 and rng.random() < 0.08:
        rank = 0
    c.dtype = wchoice(rng, DTYPE_WEIGHTS)
    # Now and then a bigger tensor, for the vector lowering's full vectors
    # and tails at every vector width.
    c.shape = gen_shape(rng, rank, MAX_ELEMS if rng.random() < 0.9 else 4 * MAX_ELEMS)
    c.dyn = gen_dyn(rng, rank)
    c.data = gen_data(rng, c.dtype, numel(c.shape))
    c.const_input = rng.random() < 0.08
    c.ops = [gen_op(rng, kind, c.shape, c.rtchecks)]
    if rng.random() < 0.12:
        if rng.random() < 0.5 and c.ops[0].operand is not None:
            op2 = Op(kind, dict(c.ops[0].attrs), Operand(
                0, [], [], None, reuse=0))
        else:
            kinds = [k for k in OPS if MIN_RANK[k] <= rank]
            op2 = gen_op(rng, rng.choice(kinds), c.shape, c.rtchecks)
        c.ops.append(op2)
    for op in c.ops:
        if op.operand is not None and op.operand.reuse is None:
            # A constant input with constant operands folds at compile time.
            op.operand.const = rng.random() < (0.6 if c.const_input else 0.15)
    if rank and not c.const_input and rng.random() < 0.1:
        c.slice_in = gen_slice(rng, c.shape)
    if c.slice_in:
        big = c.slice_in
        big["data"] = gen_data(rng, c.dtype, numel(big["shape"]))
        c.data = [big["data"][i] for i in slice_positions(c.shape, big)]
    if rank and rng.random() < 0.08:
        c.slice_out = gen_slice(rng, c.shape)
    if c.slice_out:
        c.slice_out["data"] = gen_data(rng, c.dtype, numel(c.slice_out["shape"]))
        # Whether the destination is a kernel argument (else a constant in the
        # kernel). See --dst-arg-rate.
        c.slice_out["arg"] = rng.random() < dst_arg_rate
    return c


def gen_slice(rng, shape):
    """A bigger tensor holding `shape` at offsets with strides, or None.

    The tensor.extract_slice / insert_slice verifiers want every offset below
    its dimension's size, even for an empty slice, so the big tensor has no
    empty dimension."""
    if numel([max(n, 1) for n in shape]) > 4 * MAX_ELEMS:
        return None
    offs = [rng.choice([0, 0, 1, 2]) for _ in shape]
    strides = [rng.choice([1, 1, 2, 3]) for _ in shape]
    # tensor.extract_slice rejects an offset equal to the size even for an
    # empty slice, so an empty dimension still gets a big dimension > offset.
    big = [o + (n - 1) * st + 1 + rng.choice([0, 0, 1]) if n else o + rng.choice([1, 2])
           for n, o, st in zip(shape, offs, strides)]
    while numel(big) > 4 * MAX_ELEMS:
        i = max(range(len(big)), key=lambda k: big[k] - max(shape[k], 1))
        strides[i] = 1
        offs[i] = 0
        big[i] = max(shape[i], 1)
    return {"shape": big, "dyn": gen_dyn(rng, len(big)), "offs": offs,
            "strides": strides}


def slice_positions(shape, sl):
    """Flat positions in the big tensor of the slice's elements, row-major."""
    out = []
    for i in itertools.product(*[range(n) for n in shape]):
        f = 0
        for c, o, st, n in zip(i, sl["offs"], sl["strides"], sl["shape"]):
            f = f * n + o + c * st
        out.append(f)
    return out


# --- Reference ---------------------------------------------------------------

def operand_of(case, op):
    o = op.operand
    return case.ops[o.reuse].operand if o.reuse is not None else o


def gather_map(case):
    shape = tuple(case.shape)
    total = np.arange(numel(shape), dtype=np.int64).reshape(shape)
    for op in case.ops:
        o = operand_of(case, op) if op.operand is not None else None
        if op.kind == "reverse_sequence":
            g = ref.gather_reverse_sequence(shape, o.values, op.attrs["batch_axis"],
                                            op.attrs["seq_axis"])
            g2 = ref.loop_reverse_sequence(shape, o.values, op.attrs["batch_axis"],
                                           op.attrs["seq_axis"])
        elif op.kind == "reverse_subsequences":
            lens = np.empty(len(o.values), dtype=object)
            lens[:] = o.values
            lens = lens.reshape(o.shape)
            g = ref.gather_reverse_subsequences(shape, lens, op.attrs["axis"])
            g2 = ref.loop_reverse_subsequences(shape, lens, op.attrs["axis"])
        else:
            r = len(shape)
            if op.kind == "reverse":
                S = sorted(ref.norm(a, r) for a in op.attrs["axes"])
            elif op.kind == "reverse_dynamic_index":
                S = ref.reverse_set_index_mode(o.values, r)
            else:
                S = ref.reverse_set_mask_mode([v != 0 for v in o.values], r)
            g = ref.gather_reverse_axes(shape, S)
            g2 = ref.loop_reverse_axes(shape, set(S))
        if numel(shape):
            assert np.array_equal(g, g2), "reference formulations disagree"
        # y_new[i] = y_old[g[i]] = x[total[g[i]]]
        total = total.reshape(-1)[g.reshape(-1)].reshape(shape) if numel(shape) \
            else total
    return total


def printed_streams(dtype, flat):
    """What printMemrefI64 shows for each element after @main's conversion."""
    kind, width = DTYPES[dtype]
    if dtype == "i1":
        return [[v & 1 for v in flat]]
    if kind == "int":
        return [list(flat)]
    if kind == "float":
        return [[ref.sval(v, 64) if width == 64 else v for v in flat]]
    return [[re_ for re_, _ in flat], [im for _, im in flat]]


def expected(case):
    g = gather_map(case).reshape(-1)
    flat = [case.data[i] for i in g] if numel(case.shape) else []
    if case.slice_out:
        out = list(case.slice_out["data"])
        for v, pos in zip(flat, slice_positions(case.shape, case.slice_out)):
            out[pos] = v
        flat = out
    return printed_streams(case.dtype, flat)


def out_shape(case):
    return case.slice_out["shape"] if case.slice_out else case.shape


def out_dyn(case):
    return case.slice_out["dyn"] if case.slice_out else case.dyn


# --- MLIR emission ---------------------------------------------------------------

def ttype(shape, dyn, et):
    dims = ["?" if d else str(n) for n, d in zip(shape, dyn)]
    return "tensor<" + "x".join(dims + [et]) + ">"


def elem_lit(dtype, v):
    kind, width = DTYPES[dtype]
    if dtype == "i1":
        return "true" if v & 1 else "false"
    if kind == "int":
        return str(v)
    if kind == "float":
        return "0x%0*X" % (width // 4, v)
    return "(0x%08X, 0x%08X)" % v


def dense(dtype, shape, flat):
    if numel(shape) == 0:
        zero = {"int": 0, "float": 0, "complex": (0, 0)}[DTYPES[dtype][0]]
        return "dense<%s>" % elem_lit(dtype, zero)
    lits = [elem_lit(dtype, v) for v in flat]
    if not shape:
        return "dense<%s>" % lits[0]

    def nest(off, dims):
        if len(dims) == 1:
            return "[" + ", ".join(lits[off:off + dims[0]]) + "]"
        step = numel(dims[1:])
        return "[" + ", ".join(nest(off + k * step, dims[1:])
                               for k in range(dims[0])) + "]"
    return "dense<%s>" % nest(0, list(shape))


def int_type(width):
    return "i%d" % width


def operand_types(o):
    et = int_type(o.width)
    return ttype(o.shape, [False] * len(o.shape), et), ttype(o.shape, o.dyn, et)


def emit_const(lines, name, lit, static_t, dyn_t, indent="  "):
    if static_t == dyn_t:
        lines.append(f"{indent}{name} = arith.constant {lit} : {static_t}")
    else:
        lines.append(f"{indent}{name}_s = arith.constant {lit} : {static_t}")
        lines.append(f"{indent}{name} = tensor.cast {name}_s : {static_t} to {dyn_t}")


def emit_kernel(case):
    p = f"k{case.id}"
    xs_t = ttype(case.shape, [False] * len(case.shape), case.dtype)
    x_t = ttype(case.shape, case.dyn, case.dtype)
    params, body, args_main = [], [], []
    if case.const_input:
        emit_const(body, "%x", dense(case.dtype, case.shape, case.data), xs_t, x_t)
    elif case.slice_in:
        sl = case.slice_in
        b_t = ttype(sl["shape"], sl["dyn"], case.dtype)
        params.append(f"%xb: {b_t}")
        args_main.append(("xb", None))
        body.append(f"  %xs = tensor.extract_slice %xb{slice_attrs(case.shape, sl)} : "
                    f"{b_t} to {xs_t}")
        # tensor.cast to the same type folds away; it still names the value.
        body.append(f"  %x = tensor.cast %xs : {xs_t} to {x_t}")
    else:
        params.append(f"%x: {x_t}")
        args_main.append(("x", None))
    opnames = []
    for k, op in enumerate(case.ops):
        o = op.operand
        if o is None:
            opnames.append(None)
            continue
        if o.reuse is not None:
            opnames.append(opnames[o.reuse])
            continue
        st, dt = operand_types(o)
        if o.const:
            emit_const(body, f"%a{k}", dense_int(o), st, dt)
        else:
            params.append(f"%a{k}: {dt}")
            args_main.append(("a", k))
        opnames.append(f"%a{k}")
    cur = "%x"
    for k, op in enumerate(case.ops):
        res = f"%y{k}"
        a = opnames[k]
        if op.kind == "reverse":
            axes = ", ".join(str(v) for v in op.attrs["axes"])
            body.append(f"  {res} = revseq.reverse {cur} axes = [{axes}] : {x_t}")
        else:
            at = operand_types(operand_of(case, op))[1]
            if op.kind == "reverse_sequence":
                body.append(f"  {res} = revseq.reverse_sequence {cur}, {a} "
                            f"batch_axis = {op.attrs['batch_axis']}, "
                            f"seq_axis = {op.attrs['seq_axis']} : {x_t}, {at}")
            elif op.kind == "reverse_subsequences":
                body.append(f"  {res} = revseq.reverse_subsequences {cur}, {a} "
                            f"axis = {op.attrs['axis']} : {x_t}, {at}")
            else:
                body.append(f"  {res} = revseq.reverse_dynamic {cur}, {a} "
                            f"mode = {op.attrs['mode']} : {x_t}, {at}")
        cur = res
    r_t = x_t
    if case.slice_out:
        sl = case.slice_out
        r_t = ttype(sl["shape"], sl["dyn"], case.dtype)
        if sl["arg"]:
            params.append(f"%dst: {r_t}")
            args_main.append(("dst", None))
        else:
            emit_const(body, "%dst", dense(case.dtype, sl["shape"], sl["data"]),
                       ttype(sl["shape"], [False] * len(sl["shape"]), case.dtype), r_t)
        if xs_t != x_t:
            body.append(f"  %ys = tensor.cast {cur} : {x_t} to {xs_t}")
            cur = "%ys"
        body.append(f"  %out = tensor.insert_slice {cur} into %dst"
                    f"{slice_attrs(case.shape, sl)} : {xs_t} into {r_t}")
        cur = "%out"
    lines = [f"func.func @{p}({', '.join(params)}) -> {r_t} {{"] + body + \
        [f"  return {cur} : {r_t}", "}"]
    return lines, args_main


def slice_attrs(shape, sl):
    return "[%s] [%s] [%s]" % (", ".join(map(str, sl["offs"])),
                               ", ".join(map(str, shape)),
                               ", ".join(map(str, sl["strides"])))


def dense_int(o):
    if numel(o.shape) == 0:
        return "dense<%s>" % ("false" if o.width == 1 else "0")
    if o.width == 1:
        lits = ["true" if v & 1 else "false" for v in o.values]
    else:
        lits = [str(v) for v in o.values]
    if len(o.shape) == 1:
        return "dense<[" + ", ".join(lits) + "]>"

    def nest(off, dims):
        if len(dims) == 1:
            return "[" + ", ".join(lits[off:off + dims[0]]) + "]"
        step = numel(dims[1:])
        return "[" + ", ".join(nest(off + k * step, dims[1:])
                               for k in range(dims[0])) + "]"
    return "dense<%s>" % nest(0, list(o.shape))


def emit_print(lines, case, res):
    """Converts `res` (kernel result type) to i64 and prints it."""
    p = f"%c{case.id}"
    shape, dyn = out_shape(case), out_dyn(case)
    x_t = ttype(shape, dyn, case.dtype)
    i64_t = ttype(shape, dyn, "i64")
    kind, width = DTYPES[case.dtype]
    outs = []
    if numel(shape) == 0:
        # printMemref reads past an empty memref (and can crash), so an empty
        # result is checked by printing its sizes as a 1-D i64 tensor.
        r = len(shape)
        dims = []
        for d in range(r):
            lines.append(f"  {p}_i{d} = arith.constant {d} : index")
            lines.append(f"  {p}_d{d} = tensor.dim {res}, {p}_i{d} : {x_t}")
            lines.append(f"  {p}_s{d} = arith.index_cast {p}_d{d} : index to i64")
            dims.append(f"{p}_s{d}")
        lines.append(f"  {p}_sz = tensor.from_elements {', '.join(dims)} : tensor<{r}xi64>")
        lines.append(f"  {p}_u0 = tensor.cast {p}_sz : tensor<{r}xi64> to tensor<*xi64>")
        lines.append(f"  func.call @printMemrefI64({p}_u0) : (tensor<*xi64>) -> ()")
        return
    if case.dtype == "i1":
        lines.append(f"  {p}_p0 = arith.extui {res} : {x_t} to {i64_t}")
        outs.append(f"{p}_p0")
    elif case.dtype == "index":
        lines.append(f"  {p}_p0 = arith.index_cast {res} : {x_t} to {i64_t}")
        outs.append(f"{p}_p0")
    elif kind == "int":
        if width == 64:
            outs.append(res)
        else:
            lines.append(f"  {p}_p0 = arith.extsi {res} : {x_t} to {i64_t}")
            outs.append(f"{p}_p0")
    elif kind == "float":
        it = ttype(shape, dyn, "i%d" % width)
        lines.append(f"  {p}_b0 = arith.bitcast {res} : {x_t} to {it}")
        if width == 64:
            outs.append(f"{p}_b0")
        else:
            lines.append(f"  {p}_p0 = arith.extui {p}_b0 : {it} to {i64_t}")
            outs.append(f"{p}_p0")
    else:
        r = len(shape)
        dims = []
        for d in range(r):
            if dyn[d]:
                lines.append(f"  {p}_i{d} = arith.constant {d} : index")
                lines.append(f"  {p}_d{d} = tensor.dim {res}, {p}_i{d} : {x_t}")
                dims.append(f"{p}_d{d}")
        lines.append(f"  {p}_e = tensor.empty({', '.join(dims)}) : {i64_t}")
        ds = ", ".join(f"d{d}" for d in range(r))
        m = f"affine_map<({ds}) -> ({ds})>"
        its = ", ".join(['"parallel"'] * r)
        lines.append(
            f"  {p}_p:2 = linalg.generic {{indexing_maps = [{m}, {m}, {m}], "
            f"iterator_types = [{its}]}} ins({res} : {x_t}) "
            f"outs({p}_e, {p}_e : {i64_t}, {i64_t}) {{")
        lines.append("  ^bb0(%v: complex<f32>, %o0: i64, %o1: i64):")
        lines.append("    %re = complex.re %v : complex<f32>")
        lines.append("    %im = complex.im %v : complex<f32>")
        lines.append("    %reb = arith.bitcast %re : f32 to i32")
        lines.append("    %imb = arith.bitcast %im : f32 to i32")
        lines.append("    %re64 = arith.extui %reb : i32 to i64")
        lines.append("    %im64 = arith.extui %imb : i32 to i64")
        lines.append("    linalg.yield %re64, %im64 : i64, i64")
        lines.append(f"  }} -> ({i64_t}, {i64_t})")
        outs += [f"{p}_p#0", f"{p}_p#1"]
    for k, o in enumerate(outs):
        lines.append(f"  {p}_u{k} = tensor.cast {o} : {i64_t} to tensor<*xi64>")
        lines.append(f"  func.call @printMemrefI64({p}_u{k}) : (tensor<*xi64>) -> ()")


def emit_main_part(lines, case, args_main):
    p = f"%c{case.id}"
    lines.append(f"  // case {case.id}")
    lines.append(f"  {p}_m = arith.constant dense<[{MARKER[0]}, {MARKER[1]}, "
                 f"{case.id}]> : tensor<3xi64>")
    lines.append(f"  {p}_mu = tensor.cast {p}_m : tensor<3xi64> to tensor<*xi64>")
    lines.append(f"  func.call @printMemrefI64({p}_mu) : (tensor<*xi64>) -> ()")
    args, types = [], []
    for what, k in args_main:
        if what == "x":
            st = ttype(case.shape, [False] * len(case.shape), case.dtype)
            dt = ttype(case.shape, case.dyn, case.dtype)
            emit_const(lines, f"{p}_x", dense(case.dtype, case.shape, case.data), st, dt)
            args.append(f"{p}_x")
        elif what in ("xb", "dst"):
            sl = case.slice_in if what == "xb" else case.slice_out
            st = ttype(sl["shape"], [False] * len(sl["shape"]), case.dtype)
            dt = ttype(sl["shape"], sl["dyn"], case.dtype)
            emit_const(lines, f"{p}_{what}", dense(case.dtype, sl["shape"], sl["data"]),
                       st, dt)
            args.append(f"{p}_{what}")
        else:
            o = case.ops[k].operand
            st, dt = operand_types(o)
            emit_const(lines, f"{p}_a{k}", dense_int(o), st, dt)
            args.append(f"{p}_a{k}")
        types.append(dt)
    r_t = ttype(out_shape(case), out_dyn(case), case.dtype)
    lines.append(f"  {p}_r = func.call @k{case.id}({', '.join(args)}) : "
                 f"({', '.join(types)}) -> {r_t}")
    emit_print(lines, case, f"{p}_r")


def emit_module(cases):
    lines = ["// Generated by utils/difftest/difftest.py.",
             "func.func private @printMemrefI64(tensor<*xi64>)", ""]
    mains = []
    for c in cases:
        kl, args_main = emit_kernel(c)
        lines += [f"// case {c.id}: {describe(c)}"] + kl + [""]
        emit_main_part(mains, c, args_main)
    lines += ["func.func @main() {"] + mains + ["  return", "}", ""]
    return "\n".join(lines)


def describe(c):
    parts = [f"dtype={c.dtype}", f"shape={list(c.shape)}",
             "dyn=" + "".join("?" if d else "s" for d in c.dyn)]
    if c.const_input:
        parts.append("const-input")
    if c.rtchecks:
        parts.append("runtime-checks")
    if getattr(c, "pipeline", ""):
        parts.append(f"pipeline({c.pipeline})")
    for name, sl in (("slice-in", c.slice_in), ("slice-out", c.slice_out)):
        if sl:
            parts.append(f"{name}(shape={sl['shape']} offs={sl['offs']} "
                         f"strides={sl['strides']}"
                         f"{' dst-arg' if sl.get('arg') else ''})")
    if c.expect_error:
        parts.append(f"expect-error={c.error_kind}")
    for op in c.ops:
        s = op.kind + str(op.attrs)
        o = op.operand
        if o is not None:
            if o.reuse is not None:
                s += f" operand=reuse(op{o.reuse})"
            else:
                s += (f" operand=i{o.width}{list(o.shape)}"
                      f"{'(dyn' + ''.join('?' if d else 's' for d in o.dyn) + ')'}"
                      f"{' const' if o.const else ''} values={o.values}")
        parts.append(s)
    return "; ".join(parts)


# --- Running -------------------------------------------------------------------

def pipeline_options(case):
    """revseq-cpu-pipeline options of a case."""
    opts = ["runtime-checks=true"] if case.rtchecks else []
    return " ".join(opts + ([case.pipeline] if case.pipeline else []))


class Tools:
    def __init__(self, opt, runner, libs):
        self.opt, self.runner, self.libs = opt, runner, libs

    @staticmethod
    def pipeline_flag(opts):
        return f"--revseq-cpu-pipeline={opts}" if opts else "--revseq-cpu-pipeline"

    def command(self, path, opts):
        flag = self.pipeline_flag(opts)
        if " " in flag:
            flag = f"'{flag}'"
        return (f"{self.opt} {path} {flag} | {self.runner} "
                f"-e main -entry-point-result=void -shared-libs={','.join(self.libs)}")

    def run(self, src, opts, workdir, name, timeout=300):
        path = os.path.join(workdir, name + ".mlir")
        low = os.path.join(workdir, name + ".ll.mlir")
        with open(path, "w") as f:
            f.write(src)
        try:
            p = subprocess.run([self.opt, path, self.pipeline_flag(opts), "-o", low],
                               capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "revseq-opt timed out", "", ""
        if p.returncode != 0:
            return f"revseq-opt failed (rc={p.returncode})", "", p.stderr
        try:
            q = subprocess.run([self.runner, low, "-e", "main",
                                "-entry-point-result=void",
                                "-shared-libs=" + ",".join(self.libs)],
                               capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired as e:
            return "mlir-runner timed out", (e.stdout or b"").decode(errors="replace") \
                if isinstance(e.stdout, bytes) else (e.stdout or ""), ""
        err = None if q.returncode == 0 else f"mlir-runner failed (rc={q.returncode})"
        return err, q.stdout, q.stderr


PRINT_RE = re.compile(r"rank = (\d+) offset = (-?\d+) sizes = \[([^\]]*)\] "
                      r"strides = \[([^\]]*)\] data = \s*(.*)", re.S)


def parse_output(stdout):
    """{case id: [(sizes, data), ...]} in print order, plus ids in order."""
    results, order, cur = {}, [], None
    for block in stdout.split("Unranked Memref base@ = ")[1:]:
        m = PRINT_RE.search(block)
        if not m:
            continue
        sizes = [int(s) for s in m.group(3).replace(",", " ").split()]
        data = [int(s) for s in re.findall(r"-?\d+", m.group(5))]
        if sizes == [3] and data[:2] == list(MARKER):
            cur = data[2]
            results[cur] = []
            order.append(cur)
            continue
        if cur is not None:
            results[cur].append((sizes, data))
    return results, order


def n_prints(case):
    return 1 if numel(out_shape(case)) == 0 else len(expected(case))


def check_case(case, prints):
    """None when `prints` matches the reference, else a message."""
    shape = list(out_shape(case))
    if numel(shape) == 0:  # the result's sizes are printed instead
        if len(prints) != 1 or prints[0][1] != shape:
            return (f"expected an empty result of sizes {shape}, got "
                    f"{[d for _, d in prints]}")
        return None
    exp = expected(case)
    if len(prints) != len(exp):
        return f"expected {len(exp)} printed tensors, got {len(prints)}"
    msgs = []
    for k, ((sizes, data), want) in enumerate(zip(prints, exp)):
        if sizes != shape:
            msgs.append(f"stream {k}: result sizes {sizes} != {shape}")
            continue
        if data != want:
            bad = [i for i, (a, b) in enumerate(zip(data, want)) if a != b]
            if len(data) != len(want):
                bad = bad or [min(len(data), len(want))]
            msgs.append(f"stream {k}: {len(bad)} mismatching elements, first at flat "
                        f"index {bad[0]}\n    expected: {want}\n    actual:   {data}")
    return "\n".join(msgs) or None


def run_error_case(tools, c, workdir):
    err, out, stderr = tools.run(emit_module([c]), pipeline_options(c), workdir,
                                 f"case{c.id}")
    prints = parse_output(out)[0].get(c.id)
    if err is None:
        return [(c, f"expected the run to stop with '{c.expect_error} ...', "
                 f"but it succeeded and printed {prints}", stderr)]
    if not err.startswith("mlir-runner"):
        return [(c, err, stderr)]
    if c.expect_error not in stderr:
        return [(c, f"{err}, but stderr lacks '{c.expect_error}'", stderr)]
    if prints:
        return [(c, f"the kernel's result was printed before the error: {prints}",
                 stderr)]
    return [(c, None, "")]


def run_batch(tools, cases, workdir, bname):
    """Returns [(case, failure message or None, stderr)]."""
    if cases[0].expect_error:
        return [r for c in cases for r in run_error_case(tools, c, workdir)]
    err, out, stderr = tools.run(emit_module(cases), pipeline_options(cases[0]),
                                 workdir, bname)
    results, _ = parse_output(out)
    done, redo = [], []
    for c in cases:
        prints = results.get(c.id)
        complete = prints is not None and (
            err is None or len(prints) == n_prints(c) and
            # the next case's marker (or a clean exit) proves c finished
            any(o > c.id for o in results))
        if complete:
            done.append((c, check_case(c, prints), ""))
        else:
            redo.append(c)
    for c in redo:
        e1, o1, s1 = tools.run(emit_module([c]), pipeline_options(c), workdir,
                               f"case{c.id}")
        r1, _ = parse_output(o1)
        msg = check_case(c, r1.get(c.id, [])) if e1 is None else e1
        done.append((c, msg, s1 if msg else ""))
    return done


def reproducer(tools, case, msg, stderr, keep_dir):
    src = emit_module([case])
    out = [f"=== FAIL case {case.id}: {describe(case)}", msg]
    if stderr.strip():
        out.append("--- stderr (last 40 lines):")
        out.append("\n".join(stderr.strip().splitlines()[-40:]))
    if case.expect_error:
        out.append(f"--- expected: the run stops with a message containing "
                   f"'{case.expect_error}' ({case.error_kind})")
    else:
        exp = expected(case)
        out.append(f"--- expected printed streams (after @main's i64 conversion): {exp}")
    if keep_dir:
        os.makedirs(keep_dir, exist_ok=True)
        path = os.path.join(keep_dir, f"case{case.id}.mlir")
        with open(path, "w") as f:
            f.write(src)
        with open(os.path.join(keep_dir, f"case{case.id}.txt"), "w") as f:
            f.write("\n".join(out) + "\n")
        out.append(f"--- saved {path}")
        out.append("--- reproduce: " + tools.command(path, pipeline_options(case)))
    else:
        out.append("--- reproduce: " + tools.command("case.mlir", pipeline_options(case)))
    out.append("--- case.mlir:")
    out.append(src)
    return "\n".join(out)


def coverage(cases):
    from collections import Counter
    cnt = Counter()
    for c in cases:
        cnt["rank%d" % len(c.shape)] += 1
        cnt[c.dtype] += 1
        cnt["empty" if numel(c.shape) == 0 else "nonempty"] += 1
        cnt["dyn" if any(c.dyn) else "static"] += 1
        cnt["rtchecks"] += c.rtchecks
        cnt["const-input"] += c.const_input
        cnt["chain2"] += len(c.ops) == 2
        cnt["pipeline(%s)" % c.pipeline] += 1
        cnt["slice-in"] += bool(c.slice_in)
        cnt["slice-out"] += bool(c.slice_out)
        if c.expect_error:
            cnt["error:" + c.error_kind] += 1
        for op in c.ops:
            cnt[op.kind] += 1
            o = op.operand
            if o is not None and o.reuse is None:
                cnt["operand-i%d" % o.width] += 1
                cnt["const-operand"] += o.const
    return ", ".join(f"{k}={v}" for k, v in sorted(cnt.items()))


def choose_pipelines(args, tools):
    """Option sets of revseq-cpu-pipeline that cases are spread over."""
    omp = os.path.join(os.path.dirname(tools.libs[0]), "libomp.so")

    def with_omp(pipes):
        if any("num-threads" in p for p in pipes) and omp not in tools.libs:
            tools.libs.append(omp)
        return pipes
    if args.pipelines is not None:
        return with_omp([p.strip() for p in args.pipelines.split(";")])
    helptext = subprocess.run([tools.opt, "--help"], capture_output=True,
                              text=True).stdout
    m = re.search(r"--revseq-cpu-pipeline\b.*?\n(( {6,}--.*\n)+)", helptext)
    opts = m.group(1) if m else ""
    pipes = [""]
    if "--vectorize" in opts:
        pipes.append("vectorize=false")
    if "--vector-bits" in opts:
        pipes += ["vector-bits=128", "vector-bits=256"]
    if "--nontemporal-bytes" in opts:
        # Every output large enough: the aligned non-temporal row stores.
        pipes.append("nontemporal-bytes=1")
    if "--num-threads" in opts and os.path.exists(omp):
        pipes.append("num-threads=3")
        if "--nontemporal-bytes" in opts:
            pipes.append("num-threads=2 nontemporal-bytes=1")
    return with_omp(pipes)


def resolve_tool(name):
    if os.sep in name:
        return os.path.abspath(name)
    found = shutil.which(name)
    if not found:
        sys.exit(f"difftest: cannot find {name}")
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--revseq-opt", default="revseq-opt")
    ap.add_argument("--mlir-runner", default="mlir-runner")
    ap.add_argument("--runner-libs", default="/usr/lib/llvm-22/lib",
                    help="directory holding libmlir_runner_utils.so and "
                    "libmlir_c_runner_utils.so, or a comma-separated list of libraries")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--only", default=None,
                    help="comma-separated case ids of this seed to run")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=30)
    ap.add_argument("--runtime-checks-rate", type=float, default=0.15,
                    help="fraction of cases (with in-range operands) run "
                    "under revseq-cpu-pipeline{runtime-checks=true}")
    ap.add_argument("--error-rate", type=float, default=0.04,
                    help="fraction of cases that break a run-time rule and "
                    "must stop with the lowering's message")
    ap.add_argument("--dst-arg-rate", type=float, default=0.5,
                    help="fraction of slice-out cases whose destination is a "
                    "kernel argument (else a constant in the kernel)")
    ap.add_argument("--pipelines", default=None,
                    help="';'-separated option sets of revseq-cpu-pipeline to "
                    "spread the cases over ('' = defaults); by default the "
                    "defaults plus, where the pipeline has them, vectorize=false, "
                    "vector-bits=128/256 and num-threads=3 (with libomp.so from "
                    "the runner libraries' directory)")
    ap.add_argument("--keep-failures", default=None, metavar="DIR")
    ap.add_argument("--emit", default=None, metavar="ID",
                    help="print the standalone module of one case and exit")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    if args.emit is not None:
        c = gen_case(args.seed, int(args.emit), args.runtime_checks_rate,
                     args.error_rate, args.dst_arg_rate)
        c.pipeline = ""
        print(emit_module([c]))
        return 0

    if os.path.isdir(args.runner_libs):
        libs = [os.path.join(args.runner_libs, n) for n in
                ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")]
    else:
        libs = [os.path.abspath(x) for x in args.runner_libs.split(",") if x]
    for lib in libs:
        if not os.path.exists(lib):
            sys.exit(f"difftest: missing runner library {lib}")
    tools = Tools(resolve_tool(args.revseq_opt), resolve_tool(args.mlir_runner), libs)

    ids = [int(x) for x in args.only.split(",")] if args.only else range(args.cases)
    t0 = time.time()
    pipelines = choose_pipelines(args, tools)
    cases = [gen_case(args.seed, i, args.runtime_checks_rate, args.error_rate,
                      args.dst_arg_rate) for i in ids]
    for c in cases:
        c.pipeline = random.Random(f"{args.seed}:{c.id}:pipeline").choice(pipelines)
    for c in cases:  # validates the reference on every case before running
        if not c.expect_error:
            expected(c)
    batches = [[c] for c in cases if c.expect_error]
    groups = {}
    for c in cases:
        if not c.expect_error:
            groups.setdefault(pipeline_options(c), []).append(c)
    for _, group in sorted(groups.items()):
        for k in range(0, len(group), args.batch_size):
            batches.append(group[k:k + args.batch_size])

    failures, passed = [], 0
    with tempfile.TemporaryDirectory(prefix="revseq-difftest-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            # Biggest batches first so that the two workers finish together.
            order = sorted(range(len(batches)), key=lambda k: -len(batches[k]))
            futs = [pool.submit(run_batch, tools, batches[k], tmp, f"batch{k}")
                    for k in order]
            for f in futs:
                for c, msg, stderr in f.result():
                    if msg is None:
                        passed += 1
                    else:
                        failures.append((c, msg, stderr))

    failures.sort(key=lambda t: t[0].id)
    for c, msg, stderr in failures:
        print(reproducer(tools, c, msg, stderr, args.keep_failures))
        print()
    if args.verbose:
        print("difftest: coverage: " + coverage(cases), file=sys.stderr)
    if args.verbose or failures:
        print(f"difftest: seed {args.seed}, {len(cases)} cases in {len(batches)} "
              f"batches, {time.time() - t0:.1f}s", file=sys.stderr)
    if failures:
        print("failed case ids: " + ",".join(str(c.id) for c, _, _ in failures))
    print(f"{passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
