"""MLIR modules of utils/progen programs: each program's functions, and an
@main that calls each kernel on its arguments and, for every result,
prints a marker with the number of elements that differ from the expected
value embedded as a constant (-1 when the sizes differ). Floats compare by
value, NaN equal to NaN."""

from ir import INDEX, Emitter, dense_lit, kind, type_text

MARKER = (-7777777777, 123456789)


def count_helper_name(t):
    """One helper per IR type and sizes (the expected value is static)."""
    dims = "x".join(("d" if d else "") + str(n) for n, d in zip(t.shape, t.dyn))
    return f"progen_count_{dims}_{t.dtype}"


def emit_count_helper(t):
    """@progen_count_<type>(%a: t, %b: static t) -> i64."""
    s = t.static()
    e = Emitter("count")
    lines = [f"func.func private @{count_helper_name(t)}(%a: {t.mlir()}, "
             f"%b: {s.mlir()}) -> i64 {{"]
    e.line("%zero = arith.constant 0 : i64")
    e.line("%one = arith.constant 1 : i64")
    e.line("%bad = arith.constant -1 : i64")
    e.line("%true = arith.constant true")
    ok = "%true"
    for d in range(t.rank):
        if t.dyn[d]:
            c = e.index(d)
            dim = e.fresh("dim")
            e.line(f"{dim} = tensor.dim %a, {c} : {t.mlir()}")
            want = e.index(t.shape[d])
            eq = e.fresh("eq")
            e.line(f"{eq} = arith.cmpi eq, {dim}, {want} : index")
            nok = e.fresh("ok")
            e.line(f"{nok} = arith.andi {ok}, {eq} : i1")
            ok = nok
    e.line(f"%n = scf.if {ok} -> (i64) {{")
    e.indent = "    "
    a = e.cast_name("%a", t, s)
    total = emit_count_loops(e, a, s, "%zero", [])
    e.line(f"scf.yield {total} : i64")
    e.indent = "  "
    e.line("} else {")
    e.line("  scf.yield %bad : i64")
    e.line("}")
    e.line("return %n : i64")
    return lines + e.lines + ["}"]


def emit_count_loops(e, a, s, acc, ivs):
    """The loops over dims len(ivs).. of `a` and `%b` (static type `s`)
    adding the elements that differ to `acc`; returns the sum."""
    d = len(ivs)
    if d == s.rank:
        x, y, diff = e.fresh("x"), e.fresh("y"), e.fresh("diff")
        idx = ", ".join(ivs)
        e.line(f"{x} = tensor.extract {a}[{idx}] : {s.mlir()}")
        e.line(f"{y} = tensor.extract %b[{idx}] : {s.mlir()}")
        if kind(s.dtype) == "float":
            ne, nx, ny, both, same = (e.fresh(h) for h in
                                      ("ne", "nx", "ny", "both", "same"))
            e.line(f"{ne} = arith.cmpf une, {x}, {y} : {s.dtype}")
            e.line(f"{nx} = arith.cmpf uno, {x}, {x} : {s.dtype}")
            e.line(f"{ny} = arith.cmpf uno, {y}, {y} : {s.dtype}")
            e.line(f"{both} = arith.andi {nx}, {ny} : i1")
            e.line(f"{same} = arith.xori {both}, %true : i1")
            e.line(f"{diff} = arith.andi {ne}, {same} : i1")
        else:
            e.line(f"{diff} = arith.cmpi ne, {x}, {y} : {s.dtype}")
        inc, total = e.fresh("inc"), e.fresh("sum")
        e.line(f"{inc} = arith.extui {diff} : i1 to i64")
        e.line(f"{total} = arith.addi {acc}, {inc} : i64")
        return total
    c0, c1, n = e.index(0), e.index(1), e.index(s.shape[d])
    iv, it, res = e.fresh("iv"), e.fresh("acc"), e.fresh("r")
    e.line(f"{res} = scf.for {iv} = {c0} to {n} step {c1} "
           f"iter_args({it} = {acc}) -> (i64) {{")
    e.indent += "  "
    inner = emit_count_loops(e, a, s, it, ivs + [iv])
    e.line(f"scf.yield {inner} : i64")
    e.indent = e.indent[:-2]
    e.line("}")
    return res


def emit_args(e, prog, prefix):
    """Constants of the kernel's arguments in @main; returns their names."""
    names = []
    for p in prog.kernel.params:
        value = prog.args[p.name]
        if p.type == INDEX:
            names.append(e.index(value))
            continue
        k = e.fresh(prefix + "a")
        e.line(f"{k} = arith.constant {dense_lit(p.type.dtype, value)} : "
               f"{p.type.static().mlir()}")
        names.append(e.cast_name(k, p.type.static(), p.type))
    return names


def emit_main_part(e, prog, expected):
    p = f"p{prog.id}_"
    e.line(f"// program {prog.id}")
    args = emit_args(e, prog, p)
    kernel = prog.kernel
    rets = [v.type for v in kernel.body.yields]
    ptypes = ", ".join(type_text(v.type) for v in kernel.params)
    res = e.fresh(p + "r")
    lhs = res if len(rets) == 1 else f"{res}:{len(rets)}"
    e.line(f"{lhs} = func.call @{kernel.name}({', '.join(args)}) : ({ptypes}) -> "
           f"({', '.join(t.mlir() for t in rets)})")
    for k, (t, want) in enumerate(zip(rets, expected)):
        r = res if len(rets) == 1 else f"{res}#{k}"
        w = e.fresh(p + "w")
        e.line(f"{w} = arith.constant {dense_lit(t.dtype, want)} : "
               f"{t.static().mlir()}")
        n = e.fresh(p + "n")
        e.line(f"{n} = func.call @{count_helper_name(t)}({r}, {w}) : "
               f"({t.mlir()}, {t.static().mlir()}) -> i64")
        ids = [e.fresh(p + "i") for _ in range(4)]
        for name, v in zip(ids, (*MARKER, prog.id, k)):
            e.line(f"{name} = arith.constant {v} : i64")
        m = e.fresh(p + "m")
        e.line(f"{m} = tensor.from_elements {', '.join(ids)}, {n} : tensor<5xi64>")
        u = e.fresh(p + "u")
        e.line(f"{u} = tensor.cast {m} : tensor<5xi64> to tensor<*xi64>")
        e.line(f"func.call @printMemrefI64({u}) : (tensor<*xi64>) -> ()")


def emit_module(programs, expected, header=""):
    """`expected[prog.id]`: the kernel's results (numpy arrays)."""
    lines = [header] if header else []
    lines += ["func.func private @printMemrefI64(tensor<*xi64>)", ""]
    helpers = {}
    main = Emitter("main")
    for prog in programs:
        for f in prog.funcs():
            lines += f.emit() + [""]
        for v in prog.kernel.body.yields:
            helpers.setdefault(count_helper_name(v.type), v.type)
        emit_main_part(main, prog, expected[prog.id])
    for t in helpers.values():
        lines += emit_count_helper(t) + [""]
    lines += ["func.func @main() {"] + [ln for ln in main.lines if ln.strip()] + \
        ["  return", "}", ""]
    return "\n".join(lines)
