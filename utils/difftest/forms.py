"""The destination forms of matrix.py: every op variant written into each
place one-shot bufferization gives a revseq op's result (a function result,
materialize_in_destination into a contiguous or strided buffer,
insert_slice at dynamic offsets or with strides, the outs of a linalg.generic
that reads them, scf.for iter_args and slices, scf.forall slices), read from
strided sources, overlapping its own destination, and large windows at
unaligned offsets (compared through a checksum). The expected values come
from reference.py."""

import numpy as np

import reference as ref
from emit import dense, dense_int, emit_const, op_line, ttype
from generate import MARKER, Op, Operand, numel
from matrix import marker_checks, print_checks

MASK64 = (1 << 64) - 1

# (name, op kind, attributes, lengths width): the op variants every form
# runs. reverse_sequence with the batch axis innermost and
# reverse_subsequences along the outer axis are the column-strip kernels.
VARIANTS = [
    ("reverse[0,1]", "reverse", {"axes": [0, 1]}, 0),
    ("reverse[1]", "reverse", {"axes": [1]}, 0),
    ("index", "reverse_dynamic_index", {"mode": "index"}, 64),
    ("mask", "reverse_dynamic_mask", {"mode": "mask"}, 1),
    ("seq(b0,s1)", "reverse_sequence", {"batch_axis": 0, "seq_axis": 1}, 64),
    ("seq(b1,s0)", "reverse_sequence", {"batch_axis": 1, "seq_axis": 0}, 32),
    ("sub(1)", "reverse_subsequences", {"axis": 1}, 32),
    ("sub(0)", "reverse_subsequences", {"axis": 0}, 32),
]
INDEX_AXES = [[0], [1, -1], [-2, 5, 1]]
MASKS = [[-1, 0], [0, -1], [-1, -1]]


def lengths(n, T, salt):
    """n lengths for a sequence axis of size T: in range, 0, T, and out of
    range on both sides (they clamp)."""
    pattern = [2, T + 1, 0, T, 1, -1, T - 1, (7 * salt + 3) % 45 - 2]
    return [pattern[(k + salt) % len(pattern)] for k in range(n)]


def make_op(variant, shape, dyn, salt=0):
    """The Op of `variant` on an input of `shape`, its operand of dynamic
    sizes where `dyn`."""
    _, kind, attrs, width = variant
    if kind == "reverse":
        return Op(kind, dict(attrs), None)
    if kind == "reverse_dynamic_index":
        axes = INDEX_AXES[salt % len(INDEX_AXES)]
        return Op(kind, dict(attrs), Operand(width, [len(axes)], [dyn], axes))
    if kind == "reverse_dynamic_mask":
        return Op(kind, dict(attrs), Operand(width, [2], [False], MASKS[salt % len(MASKS)]))
    if kind == "reverse_sequence":
        B, A = attrs["batch_axis"], attrs["seq_axis"]
        return Op(kind, dict(attrs), Operand(width, [shape[B]], [dyn],
                                             lengths(shape[B], shape[A], salt)))
    A = attrs["axis"]
    lshape = list(shape)
    lshape[A] = 1
    return Op(kind, dict(attrs), Operand(width, lshape, [dyn, dyn],
                                         lengths(numel(lshape), shape[A], salt)))


def apply(op, shape, data):
    """The row-major result of `op` on `data` (reference.py)."""
    o = op.operand
    if op.kind == "reverse_sequence":
        g = ref.gather_reverse_sequence(shape, o.values, op.attrs["batch_axis"],
                                        op.attrs["seq_axis"])
    elif op.kind == "reverse_subsequences":
        lens = np.empty(len(o.values), dtype=object)
        lens[:] = o.values
        g = ref.gather_reverse_subsequences(shape, lens.reshape(o.shape), op.attrs["axis"])
    else:
        if op.kind == "reverse":
            S = sorted(ref.norm(a, len(shape)) for a in op.attrs["axes"])
        elif op.kind == "reverse_dynamic_index":
            S = ref.reverse_set_index_mode(o.values, len(shape))
        else:
            S = ref.reverse_set_mask_mode([v != 0 for v in o.values], len(shape))
        g = ref.gather_reverse_axes(shape, S)
    return [data[i] for i in g.reshape(-1)]


def iota(shape, scale=100):
    """scale * i + j + 1 at (i, j), as @iota computes it."""
    return [scale * i + j + 1 for i in range(shape[0]) for j in range(shape[1])]


def place(big_shape, fill, window, offs, strides=(1, 1)):
    """A `big_shape` tensor of `fill` with the rows of `window` (a shape and
    its values) at `offs` with `strides`."""
    out = [fill] * numel(big_shape)
    (r, c), vals = window
    for i in range(r):
        for j in range(c):
            out[(offs[0] + i * strides[0]) * big_shape[1] + offs[1] + j * strides[1]] = \
                vals[i * c + j]
    return out


def wrap32(v):
    return ref.sval(v, 32)


def checksum(vals):
    """What @checksum prints: sum of v * (flat index + 1), wrapped to i64."""
    return ref.sval(sum(v * (k + 1) for k, v in enumerate(vals)) & MASK64, 64)


def operand_type(o):
    return ttype(o.shape, o.dyn, "i%d" % o.width)


def operand_const(lines, name, o):
    """The operand `o` as a constant named `name` (of its own type)."""
    emit_const(lines, name, dense_int(o), ttype(o.shape, [False] * len(o.shape),
                                                "i%d" % o.width), operand_type(o))


class Module:
    """The kernels, @main and CHECK lines of the forms module."""

    def __init__(self):
        self.kernels, self.main, self.ncase, self.nval = [], [], 0, 0

    def fresh(self, stem):
        self.nval += 1
        return f"%{stem}{self.nval}"

    def case(self, desc):
        """Starts a case: its marker in @main; returns its kernel's name."""
        cid = self.ncase
        self.ncase += 1
        m = self.fresh("m")
        self.main += [f"  {m} = arith.constant dense<[{MARKER[0]}, {MARKER[1]}, {cid}]>"
                      " : tensor<3xi64>",
                      f"  {m}u = tensor.cast {m} : tensor<3xi64> to tensor<*xi64>",
                      f"  func.call @printMemrefI64({m}u) : (tensor<*xi64>) -> ()"]
        self.main += marker_checks(cid)
        self.kernels.append(f"// case {cid}: {desc}")
        return f"@k{cid}"

    def kernel(self, name, params, body, result=None):
        ret = f" -> {result[1]}" if result else ""
        self.kernels += [f"func.func {name}({', '.join(params)}){ret} {{"] + \
            ["  " + line for line in body] + \
            [f"  return {result[0]} : {result[1]}" if result else "  return", "}", ""]

    def const(self, shape, vals, dyn=None):
        """An i32 constant of `shape`, cast to dynamic sizes where `dyn`."""
        name = self.fresh("c")
        dyn = dyn or [False] * len(shape)
        emit_const(self.main, name, dense("i32", shape, vals),
                   ttype(shape, [False] * len(shape), "i32"), ttype(shape, dyn, "i32"))
        return name

    def operand(self, o):
        name = self.fresh("a")
        operand_const(self.main, name, o)
        return name

    def index(self, v):
        name = self.fresh("i")
        self.main.append(f"  {name} = arith.constant {v} : index")
        return name

    def call(self, fn, args, types, result_t):
        name = self.fresh("r")
        self.main.append(f"  {name} = func.call {fn}({', '.join(args)}) : "
                         f"({', '.join(types)}) -> {result_t}")
        return name

    def show(self, name, shape, dyn, vals):
        """Prints the i32 tensor `name` and checks it holds `vals`."""
        t = ttype(shape, dyn, "i32")
        if t != "tensor<?x?xi32>":
            p = self.fresh("p")
            self.main.append(f"  {p} = tensor.cast {name} : {t} to tensor<?x?xi32>")
            name = p
        self.main.append(f"  func.call @show({name}) : (tensor<?x?xi32>) -> ()")
        self.main += print_checks(list(shape), vals)

    def show_checksum(self, name, vals):
        self.main.append(f"  func.call @checksum({name}) : (tensor<?x?xi32>) -> ()")
        self.main += print_checks([1], [checksum(vals)])


HELPERS = """\
func.func private @printMemrefI64(tensor<*xi64>)

// A rows x cols tensor holding scale * i + j + 1 at (i, j).
func.func @iota(%rows: index, %cols: index, %scale: index) -> tensor<?x?xi32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c1 = arith.constant 1 : index
    %a = arith.muli %i, %scale : index
    %b = arith.addi %a, %j : index
    %c = arith.addi %b, %c1 : index
    %v = arith.index_cast %c : index to i32
    linalg.yield %v : i32
  } -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// Prints t as i64.
func.func @show(%t: tensor<?x?xi32>) {
  %0 = arith.extsi %t : tensor<?x?xi32> to tensor<?x?xi64>
  %u = tensor.cast %0 : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// A rows x cols tensor of `value`.
func.func @filled(%rows: index, %cols: index, %value: i32) -> tensor<?x?xi32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xi32>
  %0 = linalg.fill ins(%value : i32) outs(%e : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// Prints the sum of t[f] * (f + 1) over the row-major positions f, in i64.
func.func @checksum(%t: tensor<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %rows = tensor.dim %t, %c0 : tensor<?x?xi32>
  %cols = tensor.dim %t, %c1 : tensor<?x?xi32>
  %s = scf.for %i = %c0 to %rows step %c1 iter_args(%s0 = %z) -> (i64) {
    %s2 = scf.for %j = %c0 to %cols step %c1 iter_args(%s1 = %s0) -> (i64) {
      %v = tensor.extract %t[%i, %j] : tensor<?x?xi32>
      %v64 = arith.extsi %v : i32 to i64
      %r = arith.muli %i, %cols : index
      %f = arith.addi %r, %j : index
      %f1 = arith.addi %f, %c1 : index
      %w = arith.index_cast %f1 : index to i64
      %p = arith.muli %v64, %w : i64
      %n = arith.addi %s1, %p : i64
      scf.yield %n : i64
    }
    scf.yield %s2 : i64
  }
  %e = tensor.from_elements %s : tensor<1xi64>
  %u = tensor.cast %e : tensor<1xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
"""


def op_params(op, x_t):
    """The kernel parameters of `op`'s input %x and operand %a."""
    return [f"%x: {x_t}"] + ([f"%a: {operand_type(op.operand)}"] if op.operand else [])


def op_body(op, x, x_t, res="%y", a="%a"):
    return op_line(res, op, x, x_t, a, operand_type(op.operand) if op.operand else None)


def op_args(m, op, x, x_t):
    """@main's arguments for op_params: `x` and the operand's constant."""
    if not op.operand:
        return [x], [x_t]
    return [x, m.operand(op.operand)], [x_t, operand_type(op.operand)]


def form_result(m, v, dyn):
    shape = [3, 5]
    x_t = ttype(shape, [dyn] * 2, "i32")
    op = make_op(v, shape, dyn, m.ncase)
    fn = m.case(f"{v[0]}: function result, {'dynamic' if dyn else 'static'} shapes")
    m.kernel(fn, op_params(op, x_t), [op_body(op, "%x", x_t)], ("%y", x_t))
    data = iota(shape)
    args, types = op_args(m, op, m.const(shape, data, [dyn] * 2), x_t)
    m.show(m.call(fn, args, types, x_t), shape, [dyn] * 2, apply(op, shape, data))


def form_materialize(m, v, strided):
    """Into a buffer of the input's size, or a strided view at (1, 2) of a
    buffer of -1 two rows and columns larger."""
    shape = [3, 5] if strided else [3, 4]
    dyn = not strided
    x_t = ttype(shape, [dyn] * 2, "i32")
    big = [5, 7] if strided else shape
    out_t = ("memref<3x5xi32, strided<[?, 1], offset: ?>>" if strided
             else "memref<?x?xi32>")
    op = make_op(v, shape, dyn, m.ncase)
    fn = m.case(f"{v[0]}: materialize_in_destination into a "
                f"{'strided view' if strided else 'buffer'}")
    m.kernel(fn, op_params(op, x_t) + [f"%out: {out_t}"],
             [op_body(op, "%x", x_t),
              f"bufferization.materialize_in_destination %y in restrict writable %out"
              f" : ({x_t}, {out_t}) -> ()"])
    data = iota(shape)
    args, types = op_args(m, op, m.const(shape, data, [dyn] * 2), x_t)
    buf = m.fresh("b")
    if strided:
        m.main += [f"  {buf} = memref.alloc() : memref<5x7xi32>",
                   f"  {buf}m = arith.constant -1 : i32",
                   f"  linalg.fill ins({buf}m : i32) outs({buf} : memref<5x7xi32>)",
                   f"  {buf}v = memref.subview {buf}[1, 2] [3, 5] [1, 1] : memref<5x7xi32>"
                   " to memref<3x5xi32, strided<[7, 1], offset: 9>>",
                   f"  {buf}d = memref.cast {buf}v : memref<3x5xi32, strided<[7, 1],"
                   f" offset: 9>> to {out_t}"]
        args.append(f"{buf}d")
    else:
        m.main.append(f"  {buf}d = memref.alloc({m.index(3)}, {m.index(4)}) : {out_t}")
        args.append(f"{buf}d")
    types.append(out_t)
    m.main.append(f"  func.call {fn}({', '.join(args)}) : ({', '.join(types)}) -> ()")
    big_t = ttype(big, [dyn] * 2, "i32")
    src = buf if strided else f"{buf}d"
    src_t = "memref<5x7xi32>" if strided else out_t
    m.main.append(f"  {buf}t = bufferization.to_tensor {src} restrict : {src_t} to {big_t}")
    m.show(f"{buf}t", big, [dyn] * 2,
           place(big, -1, (shape, apply(op, shape, data)), (1, 2) if strided else (0, 0)))


# Large windows (rows, columns, row offset, column offset) of a tensor of -1
# three rows and columns larger: rows far from any alignment, long and
# short, for the peeled heads of non-temporal stores.
LARGE = [(5, 150, 2, 3), (40, 300, 3, 5), (40, 37, 3, 5), (17, 300, 5, 1),
         (5, 1100, 1, 6), (300, 6, 1, 3)]


def form_insert_slice(m, v):
    """insert_slice at dynamic offsets: a small window printed, then the
    LARGE windows compared through their checksums."""
    dd = ttype([0, 0], [True, True], "i32")
    op0 = make_op(v, [4, 3], True, m.ncase)
    fn = m.case(f"{v[0]}: insert_slice at dynamic offsets, small and LARGE")
    m.kernel(fn, op_params(op0, dd) + [f"%big: {dd}", "%o0: index", "%o1: index"],
             [op_body(op0, "%x", dd),
              "%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index",
              f"%d0 = tensor.dim %x, %c0 : {dd}", f"%d1 = tensor.dim %x, %c1 : {dd}",
              f"%r = tensor.insert_slice %y into %big[%o0, %o1] [%d0, %d1] [1, 1]"
              f" : {dd} into {dd}"], ("%r", dd))
    # reverse_dynamic runs each of its operands on each window.
    salts = range(3) if v[1].startswith("reverse_dynamic") else [0]
    windows = [(4, 3, 1, 1)] + LARGE
    for k, salt, (r, c, o0, o1) in [(k, s, w) for k, w in enumerate(windows) for s in salts]:
        shape, big = [r, c], [r + o0 + 3, c + o1 + 3]
        op = make_op(v, shape, True, k + salt)
        data = iota(shape, 1000)
        x = m.call("@iota", [m.index(r), m.index(c), m.index(1000)],
                   ["index"] * 3, dd)
        args, types = op_args(m, op, x, dd)
        m1 = m.fresh("v")
        m.main.append(f"  {m1} = arith.constant -1 : i32")
        bigv = m.call("@filled", [m.index(big[0]), m.index(big[1]), m1],
                      ["index", "index", "i32"], dd)
        res = m.call(fn, args + [bigv, m.index(o0), m.index(o1)],
                     types + [dd, "index", "index"], dd)
        want = place(big, -1, (shape, apply(op, shape, data)), (o0, o1))
        if k == 0:
            m.show(res, big, [True, True], want)
        else:
            m.show_checksum(res, want)


def form_insert_strided(m, v):
    """insert_slice of a static result with column stride 2."""
    shape, big = [2, 3], [4, 8]
    x_t, big_t = ttype(shape, [False] * 2, "i32"), ttype(big, [False] * 2, "i32")
    op = make_op(v, shape, False, m.ncase)
    fn = m.case(f"{v[0]}: insert_slice with column stride 2, static shapes")
    m.kernel(fn, op_params(op, x_t) + [f"%big: {big_t}", "%off: index"],
             [op_body(op, "%x", x_t),
              f"%r = tensor.insert_slice %y into %big[1, %off] [2, 3] [1, 2]"
              f" : {x_t} into {big_t}"], ("%r", big_t))
    data = iota(shape)
    args, types = op_args(m, op, m.const(shape, data), x_t)
    res = m.call(fn, args + [m.const(big, [-1] * 32), m.index(1)],
                 types + [big_t, "index"], big_t)
    m.show(res, big, [False] * 2,
           place(big, -1, (shape, apply(op, shape, data)), (1, 1), (1, 2)))


def form_outs_generic(m, v):
    """The result as the outs of a linalg.generic that multiplies it."""
    shape = [2, 3]
    dd = ttype(shape, [True] * 2, "i32")
    op = make_op(v, shape, True, m.ncase)
    fn = m.case(f"{v[0]}: outs of a linalg.generic that reads them")
    idm = "affine_map<(d0, d1) -> (d0, d1)>"
    m.kernel(fn, op_params(op, dd) + [f"%w: {dd}"],
             [op_body(op, "%x", dd),
              f"%r = linalg.generic {{indexing_maps = [{idm}, {idm}], iterator_types ="
              f" [\"parallel\", \"parallel\"]}} ins(%w : {dd}) outs(%y : {dd}) {{",
              "^bb0(%in: i32, %acc: i32):",
              "  %s = arith.muli %acc, %in : i32",
              "  linalg.yield %s : i32",
              f"}} -> {dd}"], ("%r", dd))
    data = iota(shape)
    args, types = op_args(m, op, m.const(shape, data, [True] * 2), dd)
    res = m.call(fn, args + [m.const(shape, [10] * 6, [True] * 2)], types + [dd], dd)
    m.show(res, shape, [True] * 2, [wrap32(10 * y) for y in apply(op, shape, data)])


def form_for_iter(m, v):
    """An scf.for whose iter_arg is the op's result, run 2 and 3 times."""
    shape = [2, 3]
    dd = ttype(shape, [True] * 2, "i32")
    op = make_op(v, shape, True, m.ncase)
    fn = m.case(f"{v[0]}: scf.for iter_arg, 2 and 3 iterations")
    m.kernel(fn, op_params(op, dd) + ["%n: index"],
             ["%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index",
              f"%r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> ({dd}) {{",
              "  " + op_body(op, "%acc", dd),
              f"  scf.yield %y : {dd}", "}"], ("%r", dd))
    data = iota(shape)
    args, types = op_args(m, op, m.const(shape, data, [True] * 2), dd)
    want = data
    for n in (1, 2, 3):
        want = apply(op, shape, want)
        if n > 1:
            res = m.call(fn, args + [m.index(n)], types + ["index"], dd)
            m.show(res, shape, [True] * 2, want)


def tied_rows(op):
    """Whether `op`'s operand has the input's row dimension (it is sliced
    with the rows)."""
    a = op.attrs
    return (op.kind == "reverse_sequence" and a["batch_axis"] == 0) or \
        (op.kind == "reverse_subsequences" and a["axis"] == 1)


def rows_op(op, r0, h):
    """`op` on rows [r0, r0 + h) of its input."""
    o = op.operand
    if o is None or not tied_rows(op):
        return op
    shape = [h] + list(o.shape[1:])
    return Op(op.kind, op.attrs, Operand(o.width, shape, o.dyn, o.values[r0:r0 + h]))


def rows_slice_lines(op, x_t, slice_t, h, cols):
    """The body that slices rows %i.. of %src (and of %a) and applies `op`."""
    lines = [f"%xs = tensor.extract_slice %src[%i, 0] [{h}, {cols}] [1, 1]"
             f" : {x_t} to {slice_t}"]
    if op.operand is not None and tied_rows(op):
        o = op.operand
        st = ttype([h] + list(o.shape[1:]), [False] * len(o.shape), "i%d" % o.width)
        if len(o.shape) == 1:
            lines.append(f"%as = tensor.extract_slice %a[%i] [{h}] [1]"
                         f" : {operand_type(o)} to {st}")
        else:
            lines.append(f"%as = tensor.extract_slice %a[%i, 0] [{h}, 1] [1, 1]"
                         f" : {operand_type(o)} to {st}")
        return lines + [op_line("%ys", op, "%xs", slice_t, "%as", st)]
    return lines + [op_body(op, "%xs", slice_t, "%ys")]


def form_rows(m, v, parallel, in_place):
    """Blocks of rows reversed into a destination by an scf.for (two rows
    at a time) or an scf.forall (a row each), or into their own tensor."""
    shape, h = [4, 5], 1 if parallel else 2
    dyn = [False, True] if parallel else [True, False]
    x_t = ttype(shape, dyn, "i32")
    cols = "%d1" if parallel else "5"
    slice_t = ttype([h, 5], [False, parallel], "i32")
    op = make_op(v, shape, True, m.ncase)
    loop = "scf.forall" if parallel else "scf.for"
    fn = m.case(f"{v[0]}: {loop} over row slices"
                f"{', in place' if in_place else ', into another tensor'}")
    body = ["%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index",
            f"%d1 = tensor.dim %x, %c1 : {x_t}"]
    inner = rows_slice_lines(op, x_t, slice_t, h, cols)
    ins = f"%ys into %o[%i, 0] [{h}, {cols}] [1, 1] : {slice_t} into {x_t}"
    dst = "%x" if in_place else "%out"
    if parallel:
        body += [f"%r = scf.forall (%i) in (4) shared_outs(%o = {dst}) -> ({x_t}) {{"]
        body += ["  " + line.replace("%src", "%o" if in_place else "%x") for line in inner]
        body += ["  scf.forall.in_parallel {", f"    tensor.parallel_insert_slice {ins}",
                 "  }", "}"]
    else:
        body += ["%c4 = arith.constant 4 : index", f"%step = arith.constant {h} : index"]
        body += [f"%r = scf.for %i = %c0 to %c4 step %step iter_args(%o = {dst})"
                 f" -> ({x_t}) {{"]
        body += ["  " + line.replace("%src", "%o" if in_place else "%x") for line in inner]
        body += [f"  %u = tensor.insert_slice {ins}", f"  scf.yield %u : {x_t}", "}"]
    params = op_params(op, x_t) + ([] if in_place else [f"%out: {x_t}"])
    m.kernel(fn, params, body, ("%r", x_t))
    data = iota(shape)
    x = m.const(shape, data, dyn)
    args, types = op_args(m, op, x, x_t)
    if not in_place:
        args, types = args + [m.const(shape, [-1] * 20, dyn)], types + [x_t]
    want = []
    for r0 in range(0, 4, h):
        want += apply(rows_op(op, r0, h), [h, 5], data[r0 * 5:(r0 + h) * 5])
    m.show(m.call(fn, args, types, x_t), shape, dyn, want)
    if in_place:
        m.show(x, shape, dyn, data)  # The caller's tensor is unchanged.


def strided_operand(o):
    """The operand `o` read with stride 2 from an operand twice its size:
    the big operand, its type and the kernel's slice of it (from %ab)."""
    big_shape = [2 * n if n > 1 or len(o.shape) == 1 else n for n in o.shape]
    if len(o.shape) == 2 and o.shape[0] == 1:
        big_shape = [1, 2 * o.shape[1]]
    strides = [2 if b != n else 1 for b, n in zip(big_shape, o.shape)]
    offs = [1 if st == 2 and len(o.shape) == 1 else 0 for st in strides]
    big_vals = [-(1 << (o.width - 1)) if o.width > 1 else -1] * numel(big_shape)
    for k, idx in enumerate(np.ndindex(*o.shape)):
        f = 0
        for i, off, st, b in zip(idx, offs, strides, big_shape):
            f = f * b + off + i * st
        big_vals[f] = o.values[k]
    big = Operand(o.width, big_shape, [False] * len(big_shape), big_vals)
    big_t = operand_type(big)
    line = (f"%as = tensor.extract_slice %ab[{', '.join(map(str, offs))}] "
            f"[{', '.join(map(str, o.shape))}] [{', '.join(map(str, strides))}]"
            f" : {big_t} to {operand_type(o)}")
    return big, big_t, line


def form_strided_source(m, v, rows):
    """The input (and operand) read with stride 2: every other row or every
    other column of a bigger tensor."""
    shape = [4, 5]
    big = [8, 5] if rows else [4, 11]
    offs, strides = ([1, 0], [2, 1]) if rows else ([0, 1], [1, 2])
    x_t, big_t = ttype(shape, [False] * 2, "i32"), ttype(big, [False] * 2, "i32")
    op = make_op(v, shape, False, m.ncase)
    fn = m.case(f"{v[0]}: strided source, every other {'row' if rows else 'column'}")
    body = [f"%x = tensor.extract_slice %xb[{offs[0]}, {offs[1]}] [4, 5] "
            f"[{strides[0]}, {strides[1]}] : {big_t} to {x_t}"]
    params, args, types = [f"%xb: {big_t}"], [], [big_t]
    big_data = iota(big)
    args.append(m.const(big, big_data))
    a = None
    if op.operand is not None and op.operand.width > 1:
        ob, ob_t, line = strided_operand(op.operand)
        body.append(line)
        params.append(f"%ab: {ob_t}")
        args.append(m.operand(ob))
        types.append(ob_t)
        a = "%as"
    elif op.operand is not None:
        params.append(f"%a: {operand_type(op.operand)}")
        args.append(m.operand(op.operand))
        types.append(operand_type(op.operand))
        a = "%a"
    body.append(op_line("%y", op, "%x", x_t, a,
                        operand_type(op.operand) if op.operand else None))
    m.kernel(fn, params, body, ("%y", x_t))
    data = [big_data[(offs[0] + i * strides[0]) * big[1] + offs[1] + j * strides[1]]
            for i in range(4) for j in range(5)]
    m.show(m.call(fn, args, types, x_t), shape, [False] * 2, apply(op, shape, data))


def form_overlap(m, v, shifted):
    """The op on a slice of a tensor, inserted into the same tensor: at the
    same place, or one row lower."""
    shape = [4, 5]
    h = 3 if shifted else 4
    t_t, s_t = ttype(shape, [False] * 2, "i32"), ttype([h, 5], [False] * 2, "i32")
    op = make_op(v, [h, 5], False, m.ncase)
    fn = m.case(f"{v[0]}: a slice inserted into its own tensor"
                f"{' one row lower' if shifted else ''}")
    m.kernel(fn, [f"%t: {t_t}"] + ([f"%a: {operand_type(op.operand)}"] if op.operand else []),
             [f"%x = tensor.extract_slice %t[0, 0] [{h}, 5] [1, 1] : {t_t} to {s_t}",
              op_body(op, "%x", s_t),
              f"%r = tensor.insert_slice %y into %t[{int(shifted)}, 0] [{h}, 5] [1, 1]"
              f" : {s_t} into {t_t}"], ("%r", t_t))
    data = iota(shape)
    t = m.const(shape, data)
    args, types = op_args(m, op, t, t_t)
    want = list(data)
    want[int(shifted) * 5:] = apply(op, [h, 5], data[:h * 5])
    m.show(m.call(fn, args, types, t_t), shape, [False] * 2, want)
    m.show(t, shape, [False] * 2, data)  # The caller's tensor is unchanged.


# Each form and the op variants it runs: every op, the first (0) or the
# second (1) of its pair of variants in VARIANTS, for reverse,
# reverse_dynamic, reverse_sequence and reverse_subsequences in this order.
# The column-strip variants (the second of reverse_sequence and
# reverse_subsequences), whose kernels are the largest to compile, run in
# the forms that need them: the large windows, strided rows and a dynamic
# result.
FORMS = [
    (lambda m, v: form_result(m, v, False), "0000"),
    (lambda m, v: form_result(m, v, True), "1101"),
    (lambda m, v: form_materialize(m, v, False), "1000"),
    (lambda m, v: form_materialize(m, v, True), "0100"),
    (form_insert_slice, "0111"),
    (form_insert_strided, "1100"),
    (form_outs_generic, "0100"),
    (form_for_iter, "1000"),
    (lambda m, v: form_rows(m, v, False, False), "1100"),
    (lambda m, v: form_rows(m, v, True, False), "0100"),
    (lambda m, v: form_rows(m, v, False, True), "0000"),
    (lambda m, v: form_rows(m, v, True, True), "1100"),
    (lambda m, v: form_strided_source(m, v, False), "0000"),
    (lambda m, v: form_strided_source(m, v, True), "1110"),
    (lambda m, v: form_overlap(m, v, False), "0100"),
    (lambda m, v: form_overlap(m, v, True), "1000"),
]


def variants(digits):
    return [VARIANTS[2 * k + int(d)] for k, d in enumerate(digits)]


def forms_module():
    m = Module()
    for form, digits in FORMS:
        for v in variants(digits):
            form(m, v)
    return "\n".join(["// Generated by utils/difftest/matrix.py.", HELPERS] + m.kernels +
                     ["func.func @main() {"] + m.main + ["  return", "}", ""])
