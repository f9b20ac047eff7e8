"""The programs of utils/progen: types, values and statements.

Each statement knows its MLIR text (`emit`) and its meaning on numpy arrays
(`run`), side by side, so that what is generated and what is expected
cannot drift apart. The revseq ops' meaning is utils/difftest/reference.py
(docs/Semantics.md). A program is a kernel function (and the functions it
calls) over tensor and index arguments whose values the program holds.
"""

import importlib.util
import os
from dataclasses import dataclass, field

import numpy as np


def _load_reference():
    """utils/difftest/reference.py, loaded by path (difftest's other modules
    share names with progen's)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                        "difftest", "reference.py")
    spec = importlib.util.spec_from_file_location("difftest_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ref = _load_reference()

# Element types: numpy dtype, kind.
DTYPES = {
    "i1": (np.bool_, "bool"), "i8": (np.int8, "int"),
    "i16": (np.int16, "int"), "i32": (np.int32, "int"),
    "i64": (np.int64, "int"), "f16": (np.float16, "float"),
    "f32": (np.float32, "float"), "f64": (np.float64, "float"),
}
INT_WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}


def kind(dtype):
    return DTYPES[dtype][1]


def npdt(dtype):
    return DTYPES[dtype][0]


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


@dataclass(frozen=True)
class TT:
    """A tensor type: the sizes the program runs with, which of them the IR
    type leaves dynamic, the element type."""
    shape: tuple
    dyn: tuple
    dtype: str

    @property
    def rank(self):
        return len(self.shape)

    def mlir(self):
        dims = ["?" if d else str(n) for n, d in zip(self.shape, self.dyn)]
        return "tensor<" + "x".join(dims + [self.dtype]) + ">"

    def static(self):
        return TT(self.shape, (False,) * self.rank, self.dtype)

    def with_dyn(self, dyn):
        return TT(self.shape, tuple(dyn), self.dtype)

    def with_dtype(self, dtype):
        return TT(self.shape, self.dyn, dtype)


INDEX = "index"


def type_text(t):
    return t if t == INDEX else t.mlir()


@dataclass(eq=False)
class Val:
    """An SSA value: a tensor (type TT) or an index."""
    name: str
    type: object

    def __repr__(self):
        return self.name


# --- Literals ------------------------------------------------------------------

def scalar_lit(dtype, v):
    """An element literal; floats as their bit pattern (exact, and valid for
    infinities and NaNs)."""
    if dtype == "i1":
        return "true" if v else "false"
    if kind(dtype) == "float":
        bits = np.array(v, dtype=npdt(dtype)).view(
            {"f16": np.uint16, "f32": np.uint32, "f64": np.uint64}[dtype])
        width = {"f16": 4, "f32": 8, "f64": 16}[dtype]
        return "0x%0*X" % (width, int(bits))
    return str(int(v))


def const_attr(dtype, v):
    """The attribute of a scalar `arith.constant` (`true : i1` does not
    parse: i1 takes 0 and 1 there)."""
    if dtype == "i1":
        return f"{int(bool(v))} : i1"
    return f"{scalar_lit(dtype, v)} : {dtype}"


def dense_lit(dtype, arr):
    if arr.size == 0:
        return "dense<%s>" % scalar_lit(dtype, np.zeros((), npdt(dtype))[()])
    if arr.size > 1 and np.all(arr == arr.reshape(-1)[0]):
        return "dense<%s>" % scalar_lit(dtype, arr.reshape(-1)[0])

    def nest(a):
        if a.ndim == 0:
            return scalar_lit(dtype, a[()])
        return "[" + ", ".join(nest(x) for x in a) + "]"
    return "dense<%s>" % nest(arr)


# --- Emission context -------------------------------------------------------------

class Emitter:
    """Lines of one function body and fresh SSA names."""

    def __init__(self, prefix):
        self.prefix = prefix
        self.lines = []
        self.count = 0
        self.indent = "  "

    def fresh(self, hint="t"):
        """A name of the emitter's own (`%hint_N`: the generator's names
        have no `_`)."""
        self.count += 1
        return f"%{hint}_{self.count}"

    def line(self, text):
        self.lines.append(self.indent + text)

    def index(self, k):
        name = self.fresh("c")
        self.line(f"{name} = arith.constant {k} : index")
        return name

    def dim(self, v, d):
        name = self.fresh("d")
        self.line(f"{name} = tensor.dim {v.name}, {self.index(d)} : "
                  f"{v.type.mlir()}")
        return name

    def cast(self, v, t):
        """`v` as type `t` (same sizes), through tensor.cast if needed."""
        return self.cast_name(v.name, v.type, t)

    def cast_name(self, name, from_t, to_t):
        if from_t == to_t:
            return name
        cast = self.fresh("cast")
        self.line(f"{cast} = tensor.cast {name} : {from_t.mlir()} to "
                  f"{to_t.mlir()}")
        return cast

    def empty(self, t, like):
        """A tensor.empty of type `t`, its dynamic sizes read from `like`
        (a value with the same sizes)."""
        sizes = [self.dim(like, d) for d in range(t.rank) if t.dyn[d]]
        name = self.fresh("e")
        self.line(f"{name} = tensor.empty({', '.join(sizes)}) : {t.mlir()}")
        return name


# --- Statements --------------------------------------------------------------------

class Stmt:
    """One operation (or region op) of a program: `results` are the Vals it
    defines; `uses()` the Vals it reads, replaced by `replace`."""
    results = ()

    def uses(self):
        """Every Val field, and every Val in a list field, but the results
        (region ops and ops with optional operands override it)."""
        fields = list(vars(self).values())
        vals = [v for v in fields if isinstance(v, Val)] + [
            x for v in fields if isinstance(v, list)
            for x in v if isinstance(x, Val)]
        return [v for v in vals if not any(v is r for r in self.results)]

    def replace(self, old, new):
        for k, v in vars(self).items():
            if v is old:
                setattr(self, k, new)
            elif isinstance(v, list):
                setattr(self, k, [new if x is old else x for x in v])

    def blocks(self):
        return []


class OneResult(Stmt):
    """A statement that defines one Val, its field `result`."""

    @property
    def results(self):
        return (self.result,)


@dataclass(eq=False)
class Const(OneResult):
    """`arith.constant dense<...>` (then a cast to a dynamic type)."""
    result: Val
    data: np.ndarray

    def emit(self, e):
        t = self.result.type
        lit = f"arith.constant {dense_lit(t.dtype, self.data)} : {t.static().mlir()}"
        if t == t.static():
            e.line(f"{self.result.name} = {lit}")
            return
        s = e.fresh("k")
        e.line(f"{s} = {lit}")
        e.line(f"{self.result.name} = tensor.cast {s} : "
               f"{t.static().mlir()} to {t.mlir()}")

    def run(self, env):
        env[self.result.name] = self.data.copy()


REVSEQ_KINDS = ("reverse_sequence", "reverse", "reverse_dynamic",
                "reverse_subsequences")


@dataclass(eq=False)
class Revseq(OneResult):
    """A revseq op, value form or `_into` form (`init` set)."""
    result: Val
    op: str
    x: Val
    operand: Val = None       # lengths or axes
    init: Val = None          # the `_into` form's destination
    attrs: dict = field(default_factory=dict)
    tag: str = ""             # a discardable attribute (tiling schedules)

    def attr_text(self):
        a = self.attrs
        if self.op == "reverse_sequence":
            return f"batch_axis = {a['batch_axis']}, seq_axis = {a['seq_axis']}"
        if self.op == "reverse":
            return "axes = [%s]" % ", ".join(map(str, a["axes"]))
        if self.op == "reverse_dynamic":
            return f"mode = {a['mode']}"
        return f"axis = {a['axis']}"

    def emit(self, e):
        t = self.x.type
        ops = self.x.name + (f", {self.operand.name}" if self.operand else "")
        types = t.mlir() + (f", {self.operand.type.mlir()}" if self.operand else "")
        tag = f" {{{self.tag}}}" if self.tag else ""
        if self.init is None:
            e.line(f"{self.result.name} = revseq.{self.op} {ops} "
                   f"{self.attr_text()}{tag} : {types}")
            return
        init = e.cast(self.init, t)
        e.line(f"{self.result.name} = revseq.{self.op}_into {ops} into {init} "
               f"{self.attr_text()}{tag} : {types} into {t.mlir()} -> {t.mlir()}")

    def gather(self, env):
        """The flat source index of every result element (reference.py)."""
        shape = self.x.type.shape
        a = self.attrs
        if self.op == "reverse_sequence":
            lens = [int(v) for v in env[self.operand.name]]
            return ref.gather_reverse_sequence(shape, lens, a["batch_axis"],
                                               a["seq_axis"])
        if self.op == "reverse":
            axes = ref.reverse_set_index_mode(a["axes"], len(shape))
            return ref.gather_reverse_axes(shape, axes)
        if self.op == "reverse_dynamic":
            vals = [int(v) for v in env[self.operand.name]]
            if a["mode"] == "index":
                axes = ref.reverse_set_index_mode(vals, len(shape))
            else:
                axes = ref.reverse_set_mask_mode(vals, len(shape))
            return ref.gather_reverse_axes(shape, axes)
        lens = env[self.operand.name].astype(object)
        return ref.gather_reverse_subsequences(shape, lens, a["axis"])

    def violations(self, env):
        """The run-time rules (runtime-checks) that the operands break."""
        shape = self.x.type.shape
        a = self.attrs
        if self.op in ("reverse_sequence", "reverse_subsequences"):
            axis = a["seq_axis"] if self.op == "reverse_sequence" else a["axis"]
            T = shape[axis]
            return [f"length {int(v)} outside [0, {T}]"
                    for v in env[self.operand.name].reshape(-1)
                    if not 0 <= int(v) <= T][:1]
        if self.op == "reverse_dynamic":
            vals = env[self.operand.name]
            r = len(shape)
            if a["mode"] == "mask":
                return [] if len(vals) == r else [f"mask of {len(vals)} for rank {r}"]
            return [f"axis {int(v)} outside [-{r}, {r})" for v in vals
                    if not -r <= int(v) < r][:1]
        return []

    def run(self, env):
        x = env[self.x.name]
        g = self.gather(env)
        env[self.result.name] = x.reshape(-1)[g] if x.size else x.copy()
        env.setdefault("__violations__", []).extend(self.violations(env))


def _np_binary(op, dtype):
    """numpy for an arith op on two arrays of `dtype` (integers wrap)."""
    k = kind(dtype)
    if op in ("add", "addi", "addf"):
        return np.add if dtype != "i1" else np.logical_xor
    if op in ("sub", "subi", "subf"):
        return np.subtract if dtype != "i1" else np.logical_xor
    if op in ("mul", "muli", "mulf"):
        return np.multiply if dtype != "i1" else np.logical_and
    if op in ("max", "maxsi", "maximumf"):
        return np.maximum
    if op in ("min", "minsi", "minimumf"):
        return np.minimum
    if op in ("xori",):
        return np.bitwise_xor
    if op in ("andi",):
        return np.bitwise_and
    if op in ("ori",):
        return np.bitwise_or
    raise ValueError((op, k))


def _eval_binary(op, dtype, a, b):
    with np.errstate(all="ignore"):
        return _np_binary(op, dtype)(a, b).astype(npdt(dtype))


@dataclass(eq=False)
class ArithTensor(OneResult):
    """`arith.<op> %a, %b : tensor<...>` (convert-elementwise-to-linalg)."""
    result: Val
    op: str
    a: Val
    b: Val

    def emit(self, e):
        t = self.result.type
        a, b = e.cast(self.a, t), e.cast(self.b, t)
        e.line(f"{self.result.name} = arith.{self.op} {a}, {b} : {t.mlir()}")

    def run(self, env):
        env[self.result.name] = _eval_binary(self.op, self.result.type.dtype,
                                             env[self.a.name], env[self.b.name])


@dataclass(eq=False)
class NamedBinary(OneResult):
    """`linalg.<op> ins(%a, %b) outs(%init)` (the init is not read)."""
    result: Val
    op: str
    a: Val
    b: Val
    init: Val = None          # None: a tensor.empty

    def emit(self, e):
        t = self.result.type
        a, b = e.cast(self.a, t), e.cast(self.b, t)
        init = e.cast(self.init, t) if self.init else e.empty(t, self.a)
        e.line(f"{self.result.name} = linalg.{self.op} ins({a}, {b} : "
               f"{t.mlir()}, {t.mlir()}) outs({init} : {t.mlir()}) -> {t.mlir()}")

    def run(self, env):
        env[self.result.name] = _eval_binary(self.op, self.result.type.dtype,
                                             env[self.a.name], env[self.b.name])


# A generic's body: an expression tree. Leaves: ("arg", k) block argument k,
# ("index", d) linalg.index d converted to the element type, ("const", v).
# Nodes: ("bin", op, l, r), ("select", pred, l, r, x, y) with
# cmpi/cmpf `pred` of l and r choosing x or y.

def _cmp(pred, a, b):
    return {"slt": np.less, "sgt": np.greater, "eq": np.equal,
            "olt": np.less, "ogt": np.greater, "oeq": np.equal}[pred](a, b)


@dataclass(eq=False)
class Generic(Stmt):
    """A linalg.generic over `iter_shape`, all loops parallel. `ins[k]` is
    read through `in_maps[k]` (a tuple of loop dims: identity, permutation or
    broadcast); `inits` are written through the identity map, and each init
    in `read_inits` is read by the body (block argument len(ins) + j)."""
    outs: list
    ins: list
    in_maps: list
    inits: list               # Val or None (a tensor.empty)
    read_inits: list          # bools
    exprs: list               # one expression per result
    dtype: str
    tag: str = ""

    @property
    def results(self):
        return tuple(self.outs)

    @property
    def iter_type(self):
        return self.outs[0].type

    def uses(self):
        return list(self.ins) + [v for v in self.inits if v is not None]

    def replace(self, old, new):
        self.ins = [new if v is old else v for v in self.ins]
        self.inits = [new if v is old else v for v in self.inits]

    def emit(self, e):
        t = self.iter_type
        r = t.rank
        ds = ", ".join(f"d{i}" for i in range(r))
        maps = [f"affine_map<({ds}) -> ({', '.join(f'd{i}' for i in m)})>"
                for m in self.in_maps]
        maps += [f"affine_map<({ds}) -> ({ds})>"] * len(self.outs)
        inits = []
        for v in self.inits:
            inits.append(e.cast(v, t) if v is not None else None)
        like = next((v for v in self.inits if v is not None), None)
        for k, v in enumerate(inits):
            if v is None:
                inits[k] = e.empty(t, like or self._like())
        its = ", ".join(['"parallel"'] * r)
        ins = ", ".join(v.name for v in self.ins)
        in_t = ", ".join(v.type.mlir() for v in self.ins)
        outs_t = ", ".join([t.mlir()] * len(self.outs))
        res = decl(self.outs)
        tag = f", {self.tag}" if self.tag else ""
        head = (f"{res} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                f"iterator_types = [{its}]{tag}}}")
        if self.ins:
            head += f" ins({ins} : {in_t})"
        head += f" outs({', '.join(inits)} : {outs_t}) {{"
        e.line(head)
        args = [f"%a{k}: {v.type.dtype}" for k, v in enumerate(self.ins)]
        args += [f"%o{k}: {self.dtype}" for k in range(len(self.outs))]
        e.line(f"^bb0({', '.join(args)}):")
        vals = [self._emit_expr(e, x) for x in self.exprs]
        e.line(f"  linalg.yield {', '.join(vals)} : "
               f"{', '.join([self.dtype] * len(vals))}")
        e.line(f"}} -> {outs_t if len(self.outs) == 1 else '(' + outs_t + ')'}")

    def _like(self):
        """A value with the iteration sizes, for dynamic tensor.empty sizes
        (the generator makes the iteration type static where none is)."""
        for v, m in zip(self.ins, self.in_maps):
            if list(m) == list(range(self.iter_type.rank)):
                return v
        assert not any(self.iter_type.dyn), "dynamic sizes without a source"
        return None

    def _emit_expr(self, e, x):
        dt = self.dtype
        tag = x[0]
        if tag == "arg":
            k = x[1]
            return f"%a{k}" if k < len(self.ins) else f"%o{k - len(self.ins)}"
        if tag == "const":
            n = e.fresh("s")
            e.line(f"  {n} = arith.constant {const_attr(dt, x[1])}")
            return n
        if tag == "index":
            i = e.fresh("i")
            e.line(f"  {i} = linalg.index {x[1]} : index")
            if kind(dt) == "float":
                w = e.fresh("iw")
                e.line(f"  {w} = arith.index_cast {i} : index to i32")
                f = e.fresh("if")
                e.line(f"  {f} = arith.sitofp {w} : i32 to {dt}")
                return f
            c = e.fresh("ic")
            e.line(f"  {c} = arith.index_cast {i} : index to {dt}")
            return c
        if tag == "bin":
            a, b = self._emit_expr(e, x[2]), self._emit_expr(e, x[3])
            n = e.fresh("b")
            e.line(f"  {n} = arith.{x[1]} {a}, {b} : {dt}")
            return n
        pred, l, r, y, z = x[1:]
        lv, rv = self._emit_expr(e, l), self._emit_expr(e, r)
        c = e.fresh("p")
        cmp = "cmpf" if kind(dt) == "float" else "cmpi"
        e.line(f"  {c} = arith.{cmp} {pred}, {lv}, {rv} : {dt}")
        yv, zv = self._emit_expr(e, y), self._emit_expr(e, z)
        n = e.fresh("sel")
        e.line(f"  {n} = arith.select {c}, {yv}, {zv} : {dt}")
        return n

    def run(self, env):
        shape = self.iter_type.shape
        args = []
        for v, m in zip(self.ins, self.in_maps):
            args.append(broadcast_through_map(env[v.name], m, shape))
        for v, read in zip(self.inits, self.read_inits):
            args.append(env[v.name] if read else None)
        for o, x in zip(self.outs, self.exprs):
            val = self._eval_expr(x, args, shape)
            env[o.name] = np.broadcast_to(val, shape).astype(npdt(self.dtype)).copy()

    def _eval_expr(self, x, args, shape):
        dt = npdt(self.dtype)
        tag = x[0]
        if tag == "arg":
            return args[x[1]]
        if tag == "const":
            return np.full(shape, x[1], dtype=dt)
        if tag == "index":
            idx = np.indices(shape, dtype=np.int64)[x[1]] if shape else \
                np.zeros((), np.int64)
            if kind(self.dtype) == "float":
                return idx.astype(np.int32).astype(dt)
            if self.dtype == "i1":
                return (idx & 1).astype(dt)
            return idx.astype(dt)
        if tag == "bin":
            return _eval_binary(x[1], self.dtype,
                                self._eval_expr(x[2], args, shape),
                                self._eval_expr(x[3], args, shape))
        pred, l, r, y, z = x[1:]
        c = _cmp(pred, self._eval_expr(l, args, shape),
                 self._eval_expr(r, args, shape))
        return np.where(c, self._eval_expr(y, args, shape),
                        self._eval_expr(z, args, shape)).astype(dt)


def broadcast_through_map(a, m, shape):
    """The array over loop space `shape` whose element i is a[i[m0], i[m1],
    ...] (a linalg input read through a projected permutation)."""
    r = len(shape)
    # Axes of `a` in loop order, then the missing loop dims as new axes.
    order = sorted(range(len(m)), key=lambda k: m[k])
    t = np.transpose(a, order) if len(m) > 1 else a
    present = sorted(m)
    view = t.reshape([shape[d] if d in present else 1 for d in range(r)])
    return np.broadcast_to(view, shape)


@dataclass(eq=False)
class Transpose(OneResult):
    result: Val
    x: Val
    perm: list

    def emit(self, e):
        t = self.result.type
        like_dims = []
        for d in range(t.rank):
            if t.dyn[d]:
                like_dims.append(e.dim(self.x, self.perm[d]))
        init = e.fresh("e")
        e.line(f"{init} = tensor.empty({', '.join(like_dims)}) : {t.mlir()}")
        e.line(f"{self.result.name} = linalg.transpose ins({self.x.name} : "
               f"{self.x.type.mlir()}) outs({init} : {t.mlir()}) permutation = "
               f"[{', '.join(map(str, self.perm))}]")

    def run(self, env):
        env[self.result.name] = np.transpose(env[self.x.name], self.perm).copy()


@dataclass(eq=False)
class Fill(OneResult):
    result: Val
    like: Val
    value: float

    def emit(self, e):
        t = self.result.type
        init = e.empty(t, self.like)
        c = e.fresh("s")
        e.line(f"{c} = arith.constant {const_attr(t.dtype, self.value)}")
        e.line(f"{self.result.name} = linalg.fill ins({c} : {t.dtype}) "
               f"outs({init} : {t.mlir()}) -> {t.mlir()}")

    def run(self, env):
        t = self.result.type
        env[self.result.name] = np.full(t.shape, self.value, dtype=npdt(t.dtype))


@dataclass(eq=False)
class ExtractSlice(OneResult):
    result: Val
    x: Val
    offsets: list
    strides: list

    def emit(self, e):
        t = self.result.type
        e.line(f"{self.result.name} = tensor.extract_slice {self.x.name}"
               f"[{', '.join(map(str, self.offsets))}] "
               f"[{', '.join(map(str, t.shape))}] "
               f"[{', '.join(map(str, self.strides))}] : "
               f"{self.x.type.mlir()} to {t.mlir()}")

    def run(self, env):
        idx = tuple(slice(o, o + (n - 1) * s + 1 if n else o, s)
                    for o, n, s in zip(self.offsets, self.result.type.shape,
                                       self.strides))
        env[self.result.name] = env[self.x.name][idx].copy()


@dataclass(eq=False)
class InsertSlice(OneResult):
    result: Val
    src: Val
    dst: Val
    offsets: list
    strides: list

    def emit(self, e):
        st = self.src.type.static()
        src = e.cast(self.src, st)
        e.line(f"{self.result.name} = tensor.insert_slice {src} into "
               f"{self.dst.name}[{', '.join(map(str, self.offsets))}] "
               f"[{', '.join(map(str, st.shape))}] "
               f"[{', '.join(map(str, self.strides))}] : "
               f"{st.mlir()} into {self.dst.type.mlir()}")

    def run(self, env):
        out = env[self.dst.name].copy()
        idx = tuple(slice(o, o + (n - 1) * s + 1 if n else o, s)
                    for o, n, s in zip(self.offsets, self.src.type.shape,
                                       self.strides))
        out[idx] = env[self.src.name]
        env[self.result.name] = out


@dataclass(eq=False)
class Cast(OneResult):
    result: Val
    x: Val

    def emit(self, e):
        e.line(f"{self.result.name} = tensor.cast {self.x.name} : "
               f"{self.x.type.mlir()} to {self.result.type.mlir()}")

    def run(self, env):
        env[self.result.name] = env[self.x.name]


@dataclass(eq=False)
class Reshape(OneResult):
    """tensor.collapse_shape (`groups` of the source's dims) or
    tensor.expand_shape (`groups` of the result's dims), static types."""
    result: Val
    x: Val
    groups: list
    expand: bool

    def emit(self, e):
        st = self.x.type.static()
        x = e.cast(self.x, st)
        g = "[" + ", ".join("[" + ", ".join(map(str, grp)) + "]"
                            for grp in self.groups) + "]"
        t = self.result.type
        if self.expand:
            e.line(f"{self.result.name} = tensor.expand_shape {x} {g} "
                   f"output_shape [{', '.join(map(str, t.shape))}] : "
                   f"{st.mlir()} into {t.mlir()}")
        else:
            e.line(f"{self.result.name} = tensor.collapse_shape {x} {g} : "
                   f"{st.mlir()} into {t.mlir()}")

    def run(self, env):
        env[self.result.name] = env[self.x.name].reshape(self.result.type.shape)


@dataclass(eq=False)
class Block:
    stmts: list
    yields: list = field(default_factory=list)

    def emit(self, e):
        for s in self.stmts:
            s.emit(e)

    def run(self, env):
        for s in self.stmts:
            s.run(env)


@dataclass(eq=False)
class For(Stmt):
    """scf.for %iv = 0 to %n step 1 over tensor iter_args (`inits`); the
    body yields `body.yields` (cast to the iter_args' types)."""
    outs: list
    n: Val
    inits: list
    iter_args: list
    body: Block

    @property
    def results(self):
        return tuple(self.outs)

    def uses(self):
        return [self.n] + list(self.inits)

    def replace(self, old, new):
        if self.n is old:
            self.n = new
        self.inits = [new if v is old else v for v in self.inits]

    def blocks(self):
        return [self.body]

    def emit(self, e):
        types = [a.type for a in self.iter_args]
        inits = [e.cast(v, t) for v, t in zip(self.inits, types)]
        c0, c1 = e.index(0), e.index(1)
        iv = e.fresh("iv")
        res = decl(self.outs)
        args = ", ".join(f"{a.name} = {i}" for a, i in zip(self.iter_args, inits))
        ts = ", ".join(t.mlir() for t in types)
        e.line(f"{res} = scf.for {iv} = {c0} to {self.n.name} step {c1} "
               f"iter_args({args}) -> ({ts}) {{")
        emit_nested(e, self.body, types)
        e.line("}")

    def run(self, env):
        cur = [env[v.name] for v in self.inits]
        for _ in range(env[self.n.name]):
            for a, v in zip(self.iter_args, cur):
                env[a.name] = v
            self.body.run(env)
            cur = [env[v.name] for v in self.body.yields]
        for o, v in zip(self.outs, cur):
            env[o.name] = v


def decl(outs):
    """The left-hand side defining `outs`: `%r`, or `%r:2` for results
    named `%r#0` and `%r#1`."""
    if len(outs) == 1:
        return outs[0].name
    return f"{outs[0].name.split('#')[0]}:{len(outs)}"


def emit_nested(e, block, types):
    e.indent += "  "
    block.emit(e)
    ys = [e.cast(v, t) for v, t in zip(block.yields, types)]
    e.line(f"scf.yield {', '.join(ys)} : {', '.join(t.mlir() for t in types)}")
    e.indent = e.indent[:-2]


@dataclass(eq=False)
class If(Stmt):
    """scf.if (%n > bound) yielding tensors from each branch."""
    outs: list
    n: Val
    bound: int
    then: Block
    other: Block

    @property
    def results(self):
        return tuple(self.outs)

    def uses(self):
        return [self.n]

    def blocks(self):
        return [self.then, self.other]

    def emit(self, e):
        types = [o.type for o in self.outs]
        c = e.fresh("cond")
        e.line(f"{c} = arith.cmpi sgt, {self.n.name}, {e.index(self.bound)} : index")
        res = decl(self.outs)
        e.line(f"{res} = scf.if {c} -> ({', '.join(t.mlir() for t in types)}) {{")
        emit_nested(e, self.then, types)
        e.line("} else {")
        emit_nested(e, self.other, types)
        e.line("}")

    def run(self, env):
        b = self.then if env[self.n.name] > self.bound else self.other
        b.run(env)
        for o, v in zip(self.outs, b.yields):
            env[o.name] = env[v.name]


@dataclass(eq=False)
class Call(Stmt):
    outs: list
    callee: object            # Func
    args: list

    @property
    def results(self):
        return tuple(self.outs)

    def uses(self):
        return list(self.args)

    def emit(self, e):
        f = self.callee
        args = [e.cast(v, p.type) for v, p in zip(self.args, f.params)]
        res = decl(self.outs)
        e.line(f"{res} = func.call @{f.name}({', '.join(args)}) : "
               f"({', '.join(type_text(p.type) for p in f.params)}) -> "
               f"({', '.join(o.type.mlir() for o in self.outs)})")

    def run(self, env):
        results = self.callee.call([env[v.name] for v in self.args], env)
        for o, v in zip(self.outs, results):
            env[o.name] = v


@dataclass(eq=False)
class Func:
    name: str
    params: list
    body: Block
    private: bool = False

    def emit(self):
        e = Emitter(self.name)
        self.body.emit(e)
        rets = [v.type for v in self.body.yields]
        ps = ", ".join(f"{p.name}: {type_text(p.type)}" for p in self.params)
        head = f"func.func {'private ' if self.private else ''}@{self.name}({ps}) -> " \
            f"({', '.join(t.mlir() for t in rets)}) {{"
        return [head] + e.lines + [
            f"  return {', '.join(v.name for v in self.body.yields)} : "
            f"{', '.join(t.mlir() for t in rets)}", "}"]

    def call(self, args, outer=None, env=None):
        """The results on `args`; `env` (if given) keeps every value."""
        env = {} if env is None else env
        env["__violations__"] = outer.setdefault("__violations__", []) \
            if outer is not None else []
        for p, a in zip(self.params, args):
            env[p.name] = a
        self.body.run(env)
        return [env[v.name] for v in self.body.yields]


def walk(block):
    """Every statement of `block` and of the blocks nested in it."""
    for s in block.stmts:
        yield s
        for b in s.blocks():
            yield from walk(b)
