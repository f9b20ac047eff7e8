"""Case generation and the expected results of utils/difftest.

Every case is generated from (seed, case id) alone: shapes, element types,
data (with float specials), the ops with their hostile operands, slices,
run-time-check and error cases; `expected` computes what @main prints for
a case from reference.py (docs/Semantics.md).
"""

import itertools
import os
import random
import sys

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


def gen_case(seed, cid, rtchecks_rate=0.15, error_rate=0.04, dst_arg_rate=0.0,
             fused_rate=0.0, block_rate=0.0):
    rng = random.Random(f"{seed}:{cid}")
    c = Case()
    c.id = cid
    c.expect_error = None
    c.fused_print = c.fused_pre = False
    c.slice_in = c.slice_out = c.block = None
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
    gen_block(seed, c, block_rate)
    gen_fusion(seed, c, fused_rate)
    return c


def gen_block(seed, c, rate):
    """A block of the result (tensor.extract_slice, unit strides): what a
    tile-and-fuse driver reads of a revseq producer, which
    revseq-fuse-elementwise computes alone. Drawn from a generator of its
    own so that the rest of every case is the one an older difftest made."""
    rng = random.Random(f"{seed}:{c.id}:block")
    if (not c.shape or 0 in c.shape or c.slice_out or c.expect_error
            or rng.random() >= rate):
        return
    offs = [rng.randrange(n) for n in c.shape]
    sizes = [rng.randint(1, n - o) for n, o in zip(c.shape, offs)]
    c.block = {"offs": offs, "shape": sizes}


def gen_fusion(seed, c, rate):
    """Elementwise neighbours of the revseq ops, for revseq-fuse-elementwise:
    the print's conversion to i64 in the kernel (a consumer), x + 0 before
    the ops for integers (a producer), and a transpose of the result (a
    consumer whose indexing map permutes the revseq op's). Drawn from a
    generator of their own so that the rest of every case is the one an
    older difftest made."""
    rng = random.Random(f"{seed}:{c.id}:fusion")
    kind, _ = DTYPES[c.dtype]
    plain = kind in ("int", "float") and not c.slice_out and numel(c.shape) > 0
    c.fused_print = plain and rng.random() < rate
    c.fused_pre = (plain and kind == "int" and c.dtype not in ("i1", "index")
                   and not c.const_input and not c.slice_in
                   and rng.random() < rate)
    c.perm = None
    rank = len(c.shape)
    if plain and rank >= 2 and rng.random() < rate:
        perm = list(range(rank))
        while perm == sorted(perm):
            rng.shuffle(perm)
        c.perm = perm


def permuted(case, values):
    """`values` (one per element of the result before the transpose) in the
    order of the transposed result."""
    if not getattr(case, "perm", None):
        return values
    shape = block_shape(case)
    flat = np.empty(len(values), dtype=object)
    flat[:] = values
    return list(flat.reshape(shape).transpose(case.perm).reshape(-1))


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
    if getattr(case, "block", None):
        block = dict(case.block, strides=[1] * len(case.shape),
                     shape=case.shape)
        flat = [flat[i] for i in slice_positions(case.block["shape"], block)]
    return printed_streams(case.dtype, permuted(case, flat))


def block_shape(case):
    """The shape of the result before a transpose: the block's or the ops'."""
    if getattr(case, "block", None):
        return case.block["shape"]
    return case.slice_out["shape"] if case.slice_out else case.shape


def block_dyn(case):
    if getattr(case, "block", None):
        return [False] * len(case.block["shape"])
    return case.slice_out["dyn"] if case.slice_out else case.dyn


def out_shape(case):
    perm = getattr(case, "perm", None)
    shape = block_shape(case)
    return [shape[p] for p in perm] if perm else shape


def out_dyn(case):
    perm = getattr(case, "perm", None)
    dyn = block_dyn(case)
    return [dyn[p] for p in perm] if perm else dyn


def describe(c):
    parts = [f"dtype={c.dtype}", f"shape={list(c.shape)}",
             "dyn=" + "".join("?" if d else "s" for d in c.dyn)]
    if c.const_input:
        parts.append("const-input")
    if c.rtchecks:
        parts.append("runtime-checks")
    if getattr(c, "fused_print", False):
        parts.append("fused-print")
    if getattr(c, "fused_pre", False):
        parts.append("fused-x+0")
    if getattr(c, "pipeline", ""):
        parts.append(f"pipeline({c.pipeline})")
    if getattr(c, "block", None):
        parts.append(f"block(offs={c.block['offs']} shape={c.block['shape']})")
    if getattr(c, "perm", None):
        parts.append(f"fused-transpose{c.perm}")
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
