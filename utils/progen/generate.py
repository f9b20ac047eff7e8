"""Random valid programs for utils/progen, in the way Csmith and MLIR-Smith
build theirs: a program is grown statement by statement from the values in
scope, every statement valid by construction (types, shapes, operand
counts), so that what is tested is the compiler and not the parser.

A program mixes the four revseq ops (value and `_into` forms, every length
class) with elementwise code (arith on tensors, named linalg ops, generics
whose maps transpose or broadcast, whose inits are read or not, with
linalg.index in the body), tensor slices, inserts, casts and reshapes,
transposes and fills, scf.for / scf.if with tensor iter_args, calls,
several results and values used several times, in static and dynamic
shapes. Everything follows from (seed, program id).
"""

import random

import numpy as np

from ir import (INDEX, INT_WIDTH, REVSEQ_KINDS, ArithTensor, Block, Call, Cast,
                Const, ExtractSlice, Fill, For, Func, Generic, If, InsertSlice,
                NamedBinary, Reshape, Revseq, Transpose, TT, Val, kind, npdt,
                numel)

DTYPE_WEIGHTS = [("f32", 5), ("i32", 4), ("f16", 2), ("f64", 2), ("i8", 2),
                 ("i16", 2), ("i64", 2), ("i1", 1)]
DIM_CHOICES = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 16, 17]
MAX_ELEMS = 1024


def wchoice(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.uniform(0, total)
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


class Program:
    """A kernel, the functions it calls, and its arguments' values."""

    def __init__(self, pid, kernel, callees, args, valid):
        self.id = pid
        self.kernel = kernel
        self.callees = callees
        self.args = args            # param name -> numpy array or int
        self.valid = valid          # no run-time rule broken (runtime-checks)

    def funcs(self):
        return self.callees + [self.kernel]

    def results(self, env=None):
        """The kernel's results and the run-time rules it breaks; `env`
        (if given) keeps every value the kernel computed."""
        env = {} if env is None else env
        out = self.kernel.call([self.args[p.name] for p in self.kernel.params],
                               env=env)
        return out, env["__violations__"]


class Scope:
    def __init__(self, parent=None):
        self.parent = parent
        self.vals = []

    def all(self):
        return (self.parent.all() if self.parent else []) + self.vals


class Generator:
    def __init__(self, seed, pid, max_stmts=14):
        self.rng = random.Random(f"progen:{seed}:{pid}")
        self.pid = pid
        self.max_stmts = max_stmts
        self.count = 0
        self.params = []
        self.args = {}
        self.callees = []
        self.uses = {}
        r = self.rng
        self.dtype = wchoice(r, DTYPE_WEIGHTS)
        self.valid = r.random() < 0.4
        rank = wchoice(r, [(0, 1), (1, 4), (2, 8), (3, 6), (4, 2)])
        while True:
            shape = tuple(r.choice(DIM_CHOICES) for _ in range(rank))
            if numel(shape) <= MAX_ELEMS:
                break
        self.shape = shape

    # --- names, values, arguments ------------------------------------------------

    def fresh(self, hint="v"):
        self.count += 1
        return f"%{hint}{self.count}"

    def val(self, t, hint="v"):
        return Val(self.fresh(hint), t)

    def rand_dyn(self, rank, p=0.35):
        return tuple(self.rng.random() < p for _ in range(rank))

    def data(self, t):
        r = self.rng
        dt = npdt(t.dtype)
        if t.dtype == "i1":
            return np.array([r.random() < 0.5 for _ in range(numel(t.shape))],
                            dtype=dt).reshape(t.shape)
        lo, hi = (-9, 9) if kind(t.dtype) == "float" else (-20, 20)
        vals = [r.randint(lo, hi) for _ in range(numel(t.shape))]
        if kind(t.dtype) == "int" and r.random() < 0.2:
            info = np.iinfo(dt)
            vals = [r.choice([info.min, info.max, v]) for v in vals]
        return np.array(vals, dtype=dt).reshape(t.shape)

    def param(self, t, value):
        v = self.val(t, "arg")
        self.params.append(v)
        self.args[v.name] = value
        return v

    def use(self, v):
        self.uses[v.name] = self.uses.get(v.name, 0) + 1
        return v

    # --- picking values in scope -------------------------------------------------

    def data_vals(self, scope, pred=lambda v: True):
        return [v for v in scope.all()
                if v.type != INDEX and v.type.dtype == self.dtype and pred(v)]

    def pick(self, scope, pred=lambda v: True, fresh_bias=0.6):
        """A data value of scope satisfying `pred`, most often a recent one
        that nothing reads yet."""
        cands = self.data_vals(scope, pred)
        if not cands:
            return None
        unused = [v for v in cands if not self.uses.get(v.name)]
        if unused and self.rng.random() < fresh_bias:
            return self.use(unused[-1] if self.rng.random() < 0.5
                            else self.rng.choice(unused))
        return self.use(self.rng.choice(cands))

    def same_shape(self, v):
        return lambda w: w.type.shape == v.type.shape

    # --- the statements ----------------------------------------------------------

    def stmt(self, scope, depth):
        r = self.rng
        choices = [("revseq", 10), ("arith", 3), ("named", 2), ("generic", 5),
                   ("transpose", 1), ("slice", 2), ("insert", 1), ("cast", 1),
                   ("reshape", 1), ("fill", 1)]
        if depth < 2:
            choices += [("for", 2), ("if", 1)]
        if depth == 0 and len(self.callees) < 2:
            choices.append(("call", 1))
        for _ in range(8):
            s = getattr(self, "gen_" + wchoice(r, choices))(scope, depth)
            if s is not None:
                return s
        return None

    def gen_revseq(self, scope, depth):
        r = self.rng
        x = self.pick(scope)
        if x is None:
            return None
        rank = x.type.rank
        ops = [k for k in REVSEQ_KINDS
               if rank >= {"reverse_sequence": 2, "reverse_subsequences": 1}.get(k, 0)]
        op = r.choice(ops)
        attrs, operand = {}, None
        if op == "reverse_sequence":
            b, s = r.sample(range(rank), 2)
            attrs = {"batch_axis": self.spell_axis(b, rank),
                     "seq_axis": self.spell_axis(s, rank)}
            operand = self.lengths(scope, (x.type.shape[b],), x.type.shape[s])
        elif op == "reverse":
            axes = r.sample(range(rank), r.randint(0, rank))
            attrs = {"axes": [self.spell_axis(a, rank) for a in axes]}
        elif op == "reverse_dynamic":
            attrs = {"mode": r.choice(["index", "mask"])}
            operand = self.axes_operand(attrs["mode"], rank)
        else:
            a = r.randrange(rank)
            attrs = {"axis": self.spell_axis(a, rank)}
            shape = list(x.type.shape)
            shape[a] = 1
            operand = self.lengths(scope, tuple(shape), x.type.shape[a])
        init = None
        if r.random() < 0.3:
            init = self.pick(scope, self.same_shape(x), 0.2) if r.random() < 0.6 \
                else None
            if init is None:
                init = self.gen_empty_like(scope, x)
        # Tiled by the tiling variants' schedules: `tile_forall` only where
        # no dim is 0, since upstream's tile_using_forall (LLVM 22.1.8)
        # over a zero-size dim makes slices whose offsets fold to constants
        # that the slice verifiers reject (docs/Reliability.md).
        tag = ""
        if r.random() < 0.3:
            tag = f"tile{rank}"
            if 0 not in x.type.shape:
                tag += ", tile_forall"
        return Revseq(self.val(x.type), op, x, operand, init, attrs, tag)

    def gen_empty_like(self, scope, x):
        """A fill as a `_into` destination (its contents are overwritten)."""
        f = Fill(self.val(x.type), x, 0.0 if self.dtype != "i1" else False)
        self.pending.append(f)
        return f.result

    def spell_axis(self, a, rank):
        return a - rank if self.rng.random() < 0.25 else a

    def length_values(self, n, T):
        """`n` lengths for an axis of size `T`, of mixed classes (all within
        [0, T] in a valid program)."""
        r = self.rng
        classes = ["zero", "one", "between", "T"]
        if not self.valid:
            classes += ["neg", "above", "min", "max"]
        uniform = r.random() < 0.4
        first = r.choice(classes)
        out = []
        for _ in range(n):
            c = first if uniform else r.choice(classes)
            out.append({"zero": 0, "one": min(1, T), "T": T,
                        "between": r.randint(0, T) if T else 0,
                        "neg": -r.randint(1, 5), "above": T + r.randint(1, 5),
                        "min": "min", "max": "max"}[c])
        return out

    def int_tensor(self, scope, shape, values, width):
        """An integer operand tensor: a kernel argument or a constant in the
        kernel, sometimes through an elementwise op that keeps its values."""
        r = self.rng
        dt = f"i{width}"
        info = np.iinfo(npdt(dt)) if width > 1 else None
        vals = [info.min if v == "min" else info.max if v == "max" else v
                for v in values]
        arr = np.array(vals, dtype=npdt(dt)).reshape(shape)
        t = TT(tuple(shape), self.rand_dyn(len(shape), 0.3), dt)
        if r.random() < 0.5 and width > 1:
            v = self.param(t, arr)
        else:
            v = self.val(t, "k")
            self.pending.append(Const(v, arr))
        if width > 1 and r.random() < 0.15:
            # max(l, l): the same values through elementwise code.
            w = self.val(t.static() if r.random() < 0.5 else t, "l")
            self.pending.append(ArithTensor(w, "maxsi", v, v))
            return w
        return v

    def lengths(self, scope, shape, T):
        width = self.rng.choice([8, 16, 32, 64])
        vals = self.length_values(numel(shape), T)
        if width == 8:
            vals = [v if isinstance(v, str) else max(-128, min(127, v)) for v in vals]
        return self.int_tensor(scope, shape, vals, width)

    def axes_operand(self, mode, rank):
        r = self.rng
        if mode == "mask":
            n = rank
            if not self.valid and r.random() < 0.3:
                n = max(0, rank + r.choice([-1, 1]))
            vals = [r.random() < 0.5 for _ in range(n)]
            arr = np.array(vals, dtype=np.bool_)
            # A mask of another length than the rank must be dynamic.
            t = TT((n,), (n != rank or r.random() < 0.3,), "i1")
            v = self.param(t, arr) if r.random() < 0.6 else self.val(t, "k")
            if v.name not in self.args:
                self.pending.append(Const(v, arr))
            return v
        # Indices in [-rank, rank), and outside it in a program that may
        # break the run-time rules (a rank-0 input has no valid index).
        n = r.randint(0, rank + 1)
        lo, hi = (-rank, rank - 1) if self.valid else (-rank - 2, rank + 1)
        vals = [r.randint(lo, hi) for _ in range(n)] if lo <= hi else []
        return self.int_tensor(None, (len(vals),), vals, r.choice([32, 64]))

    def gen_arith(self, scope, depth):
        a = self.pick(scope)
        if a is None:
            return None
        b = self.pick(scope, self.same_shape(a), 0.3)
        t = a.type if self.rng.random() < 0.7 else b.type
        return ArithTensor(self.val(t), self.rng.choice(self.binops()), a, b)

    def binops(self):
        if self.dtype == "i1":
            return ["xori", "andi", "ori"]
        if kind(self.dtype) == "float":
            return ["addf", "subf", "mulf", "maximumf", "minimumf"]
        return ["addi", "subi", "muli", "maxsi", "minsi", "xori"]

    def gen_named(self, scope, depth):
        if self.dtype == "i1":
            return None
        a = self.pick(scope)
        if a is None:
            return None
        b = self.pick(scope, self.same_shape(a), 0.3)
        init = self.pick(scope, self.same_shape(a), 0.2) \
            if self.rng.random() < 0.4 else None
        op = self.rng.choice(["add", "sub", "mul", "max", "min"])
        return NamedBinary(self.val(a.type), op, a, b, init)

    def gen_generic(self, scope, depth):
        r = self.rng
        base = self.pick(scope)
        if base is None:
            return None
        t = base.type
        rank = t.rank
        ins, maps = [base], [tuple(range(rank))]
        for _ in range(r.randint(0, 2)):
            form = r.choice(["identity", "transpose", "broadcast"])
            if form == "identity" or rank == 0:
                v = self.pick(scope, self.same_shape(base), 0.3)
                ins.append(v)
                maps.append(tuple(range(rank)))
            elif form == "transpose":
                perm = list(range(rank))
                r.shuffle(perm)
                # An input of the permuted shape read through the permutation.
                want = tuple(t.shape[p] for p in perm)
                v = self.pick(scope, lambda w: w.type.shape == want, 0.3)
                if v is None:
                    # linalg.transpose keeps each dim's static size.
                    src = self.pick(scope, self.same_shape(base), 0.3)
                    dyn = tuple(src.type.dyn[p] for p in perm)
                    v = self.use(self.val(TT(want, dyn, self.dtype), "tr"))
                    self.pending.append(Transpose(v, src, perm))
                ins.append(v)
                maps.append(tuple(perm))
            else:
                keep = sorted(r.sample(range(rank), r.randint(0, rank - 1)))
                want = tuple(t.shape[d] for d in keep)
                v = self.pick(scope, lambda w: w.type.shape == want, 0.3)
                if v is None:
                    t_in = TT(want, self.rand_dyn(len(keep)), self.dtype)
                    v = self.use(self.param(t_in, self.data(t_in)))
                ins.append(v)
                maps.append(tuple(keep))
        nout = 1 if r.random() < 0.8 else 2
        inits, reads = [], []
        for _ in range(nout):
            init = None
            if r.random() < 0.5:
                init = self.pick(scope, self.same_shape(base), 0.4)
            inits.append(init)
            reads.append(init is not None and r.random() < 0.6)
        readable = list(range(len(ins))) + [len(ins) + k for k in range(nout)
                                            if reads[k]]
        exprs = [self.expr(readable, rank, 2) for _ in range(nout)]
        # Every read init is read by some expression.
        for k in range(nout):
            if reads[k] and not any(self.reads(x, len(ins) + k) for x in exprs):
                exprs[k] = ("bin", self.binops()[0], ("arg", len(ins) + k), exprs[k])
        tag = f"progen_fuse{rank}" if r.random() < 0.2 else ""
        outs = [self.val(t, "g") for _ in range(nout)]
        if nout > 1:
            base_name = self.fresh("g")
            outs = [Val(f"{base_name}#{k}", t) for k in range(nout)]
        return Generic(outs, ins, maps, inits, reads, exprs, self.dtype, tag)

    @staticmethod
    def reads(x, k):
        if x[0] == "arg":
            return x[1] == k
        return any(Generator.reads(c, k) for c in x[1:] if isinstance(c, tuple))

    def expr(self, args, rank, depth):
        r = self.rng
        if depth == 0 or r.random() < 0.3:
            c = r.random()
            if c < 0.7 or not rank:
                return ("arg", r.choice(args)) if c < 0.85 or not rank else \
                    ("const", self.const_value())
            return ("index", r.randrange(rank))
        if r.random() < 0.2 and self.dtype != "i1":
            pred = r.choice(["olt", "ogt", "oeq"] if kind(self.dtype) == "float"
                            else ["slt", "sgt", "eq"])
            return ("select", pred, self.expr(args, rank, depth - 1),
                    self.expr(args, rank, depth - 1), self.expr(args, rank, depth - 1),
                    self.expr(args, rank, depth - 1))
        return ("bin", r.choice(self.binops()), self.expr(args, rank, depth - 1),
                self.expr(args, rank, depth - 1))

    def const_value(self):
        if self.dtype == "i1":
            return self.rng.random() < 0.5
        return self.rng.randint(-3, 3)

    def gen_transpose(self, scope, depth):
        x = self.pick(scope, lambda v: v.type.rank >= 2)
        if x is None:
            return None
        perm = list(range(x.type.rank))
        self.rng.shuffle(perm)
        shape = tuple(x.type.shape[p] for p in perm)
        dyn = tuple(x.type.dyn[p] for p in perm)
        return Transpose(self.val(TT(shape, dyn, self.dtype)), x, perm)

    def gen_fill(self, scope, depth):
        x = self.pick(scope, fresh_bias=0.1)
        if x is None:
            return None
        return Fill(self.val(x.type), x, self.const_value())

    def gen_slice(self, scope, depth):
        r = self.rng
        x = self.pick(scope, lambda v: v.type.rank >= 1 and numel(v.type.shape) > 0)
        if x is None:
            return None
        offs, sizes, strides = [], [], []
        for n in x.type.shape:
            s = 2 if n >= 3 and r.random() < 0.2 else 1
            size = r.randint(0, (n - 1) // s + 1) if r.random() < 0.2 else \
                r.randint(1, (n - 1) // s + 1)
            # An offset is inside the dim even for an empty slice.
            off = r.randint(0, n - ((size - 1) * s + 1)) if size else \
                r.randint(0, n - 1)
            offs.append(off)
            sizes.append(size)
            strides.append(s)
        t = TT(tuple(sizes), (False,) * len(sizes), self.dtype)
        return ExtractSlice(self.val(t), x, offs, strides)

    def gen_insert(self, scope, depth):
        r = self.rng
        src = self.pick(scope, lambda v: v.type.rank >= 1)
        if src is None:
            return None
        n = src.type.shape

        # Offsets are inside the destination's dims, even for empty sizes.
        def fits(v):
            return v.type.rank == len(n) and all(
                a >= max(b, 1) for a, b in zip(v.type.shape, n)) and v is not src
        dst = self.pick(scope, fits, 0.3)
        if dst is None:
            return None
        offs, strides = [], []
        for big, small in zip(dst.type.shape, n):
            s = 2 if small >= 1 and (small - 1) * 2 + 1 <= big and r.random() < 0.2 \
                else 1
            span = (small - 1) * s + 1 if small else 1
            offs.append(r.randint(0, big - span))
            strides.append(s)
        return InsertSlice(self.val(dst.type), src, dst, offs, strides)

    def gen_cast(self, scope, depth):
        x = self.pick(scope, lambda v: v.type.rank >= 1, 0.3)
        if x is None:
            return None
        return Cast(self.val(x.type.with_dyn(self.rand_dyn(x.type.rank, 0.5))), x)

    def gen_reshape(self, scope, depth):
        r = self.rng
        x = self.pick(scope, lambda v: v.type.rank >= 1)
        if x is None:
            return None
        shape = x.type.shape
        if len(shape) >= 2 and r.random() < 0.5:
            k = r.randrange(len(shape) - 1)
            groups = [[d] for d in range(k)] + [[k, k + 1]] + \
                [[d] for d in range(k + 2, len(shape))]
            new = shape[:k] + (shape[k] * shape[k + 1],) + shape[k + 2:]
            return Reshape(self.val(TT(new, (False,) * len(new), self.dtype)), x,
                           groups, False)
        k = r.randrange(len(shape))
        n = shape[k]
        divs = [d for d in range(1, n + 1) if n % d == 0] if n else [1]
        a = r.choice(divs)
        b = n // a if n else r.choice([0, 1])
        if n == 0:
            a, b = (0, 3) if r.random() < 0.5 else (2, 0)
        new = shape[:k] + (a, b) + shape[k + 1:]
        groups, d = [], 0
        for i in range(len(shape)):
            groups.append([d, d + 1] if i == k else [d])
            d += 2 if i == k else 1
        return Reshape(self.val(TT(new, (False,) * len(new), self.dtype)), x,
                       groups, True)

    def index_param(self):
        if not hasattr(self, "n"):
            self.n = self.param(INDEX, self.rng.choice([0, 1, 2, 2, 3]))
        return self.n

    def gen_for(self, scope, depth):
        r = self.rng
        inits = []
        for _ in range(1 if r.random() < 0.7 else 2):
            v = self.pick(scope)
            if v is None:
                return None
            inits.append(v)
        n = self.index_param()
        iter_args = [self.val(v.type if r.random() < 0.7 else
                              v.type.with_dyn(self.rand_dyn(v.type.rank)), "it")
                     for v in inits]
        body = self.block(Scope(scope), depth + 1, iter_args, r.randint(1, 4))
        body.yields = [self.yield_for(body, a) for a in iter_args]
        outs = [self.val(a.type, "for") for a in iter_args]
        if len(outs) > 1:
            base = self.fresh("for")
            outs = [Val(f"{base}#{k}", a.type) for k, a in enumerate(iter_args)]
        return For(outs, n, inits, iter_args, body)

    def yield_for(self, body, like):
        """The last value the block defines with `like`'s sizes, else `like`."""
        for v in reversed(body.scope.vals):
            if v.type != INDEX and v.type.shape == like.type.shape and \
                    v.type.dtype == like.type.dtype:
                self.use(v)
                return v
        return self.use(like)

    def gen_if(self, scope, depth):
        r = self.rng
        like = self.pick(scope, fresh_bias=0.3)
        if like is None:
            return None
        n = self.index_param()
        then = self.block(Scope(scope), depth + 1, [], r.randint(0, 3))
        other = self.block(Scope(scope), depth + 1, [], r.randint(0, 3))
        then.yields = [self.yield_for(then, like)]
        other.yields = [self.yield_for(other, like)]
        return If([self.val(like.type, "if")], n, r.randint(0, 2), then, other)

    def gen_call(self, scope, depth):
        r = self.rng
        args = []
        for _ in range(r.randint(1, 2)):
            v = self.pick(scope)
            if v is None:
                return None
            args.append(v)
        name = f"p{self.pid}_f{len(self.callees)}"
        params = [Val(f"%q{k}", v.type if r.random() < 0.7 else
                      v.type.with_dyn(self.rand_dyn(v.type.rank)))
                  for k, v in enumerate(args)]
        # Arguments the callee's statements make become arguments of the
        # callee and of the kernel, which passes them on.
        outer = (self.params, self.args, self.__dict__.pop("n", None))
        self.params, self.args = [], {}
        body = self.block(Scope(), 1, params, r.randint(1, 4))
        extra = self.params
        self.params, self.args = outer[0], outer[1] | self.args
        self.__dict__.pop("n", None)
        if outer[2] is not None:
            self.n = outer[2]
        nres = 1 if r.random() < 0.7 else 2
        body.yields = [self.use(v) for v in self.sinks(body.scope.vals, params)[:nres]]
        f = Func(name, params + extra, body, private=True)
        self.callees.append(f)
        self.params += extra
        outs = [self.val(v.type, "call") for v in body.yields]
        if len(outs) > 1:
            base = self.fresh("call")
            outs = [Val(f"{base}#{k}", v.type) for k, v in enumerate(body.yields)]
        return Call(outs, f, args + extra)

    def sinks(self, vals, fallback):
        """Values nothing reads, latest first, then the others."""
        data = [v for v in vals if v.type != INDEX]
        unused = [v for v in reversed(data) if not self.uses.get(v.name)]
        rest = [v for v in reversed(data) if self.uses.get(v.name)]
        return unused + rest + list(fallback)

    # --- blocks and programs -----------------------------------------------------

    def block(self, scope, depth, args, n):
        scope.vals += args
        b = Block([])
        b.scope = scope
        saved = getattr(self, "pending", None)
        for _ in range(n):
            self.pending = []
            s = self.stmt(scope, depth)
            b.stmts += self.pending
            for p in self.pending:
                scope.vals += [v for v in p.results
                               if v.type != INDEX and v.type.dtype == self.dtype]
            if s is None:
                continue
            b.stmts.append(s)
            scope.vals += list(s.results)
        self.pending = saved
        return b

    def program(self):
        r = self.rng
        scope = Scope()
        for _ in range(r.randint(1, 3)):
            t = TT(self.shape, self.rand_dyn(len(self.shape)), self.dtype)
            scope.vals.append(self.param(t, self.data(t)))
        body = self.block(scope, 0, [], r.randint(2, self.max_stmts))
        n = r.randint(1, 3)
        sinks = self.sinks(body.scope.vals, [])
        body.yields = sinks[:n]
        kernel = Func(f"p{self.pid}_kernel", self.params, body)
        return Program(self.pid, kernel, self.callees, self.args, self.valid)


def generate(seed, pid, max_stmts=14):
    return Generator(seed, pid, max_stmts).program()
