"""MLIR emission of utils/difftest: one kernel function per case and an
@main that calls each on constants and prints its result, converted to i64,
after a marker naming the case."""

from generate import (DTYPES, MARKER, describe, numel, operand_of, out_dyn,
                      out_shape)


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


def nest(lits, shape, off=0):
    """The row-major literals `lits` of a tensor of `shape` (rank >= 1) as
    nested brackets, from flat position `off`."""
    if len(shape) == 1:
        return "[" + ", ".join(lits[off:off + shape[0]]) + "]"
    step = numel(shape[1:])
    return "[" + ", ".join(nest(lits, shape[1:], off + k * step)
                           for k in range(shape[0])) + "]"


def dense(dtype, shape, flat):
    if numel(shape) == 0:
        zero = {"int": 0, "float": 0, "complex": (0, 0)}[DTYPES[dtype][0]]
        return "dense<%s>" % elem_lit(dtype, zero)
    lits = [elem_lit(dtype, v) for v in flat]
    if not shape:
        return "dense<%s>" % lits[0]
    return "dense<%s>" % nest(lits, list(shape))


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
    if case.fused_pre:
        # An elementwise producer that changes nothing: x + 0.
        body.append(f"  %zero = arith.constant dense<0> : {xs_t}")
        body.append(f"  %zc = tensor.cast %zero : {xs_t} to {x_t}")
        body.append(f"  %x0 = arith.addi %x, %zc : {x_t}")
        cur = "%x0"
    for k, op in enumerate(case.ops):
        res = f"%y{k}"
        at = None if op.operand is None else operand_types(operand_of(case, op))[1]
        body.append("  " + op_line(res, op, cur, x_t, opnames[k], at))
        cur = res
    r_t = x_t
    shape, dyn = case.shape, case.dyn
    if getattr(case, "block", None):
        # A block of the result, as a tile-and-fuse driver reads it.
        shape, dyn = case.block["shape"], [False] * len(case.shape)
        r_t = ttype(shape, dyn, case.dtype)
        ones = ", ".join(["1"] * len(shape))
        body.append(f"  %blk = tensor.extract_slice {cur}"
                    f"[{', '.join(map(str, case.block['offs']))}] "
                    f"[{', '.join(map(str, shape))}] [{ones}] : {x_t} to {r_t}")
        cur = "%blk"
    if getattr(case, "perm", None):
        r_t, cur = emit_transpose(body, case, cur, r_t, shape, dyn)
        shape, dyn = out_shape(case), out_dyn(case)
    if case.fused_print:
        # The print's conversion as an elementwise consumer in the kernel.
        cur = emit_to_i64(body, "%f", cur, shape, dyn, case.dtype)
        r_t = ttype(shape, dyn, "i64")
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


def op_line(res, op, x, x_t, a, a_t):
    """The revseq op `op` on `x` (of type `x_t`) and its operand `a` (of
    type `a_t`; none for reverse), defining `res`."""
    if op.kind == "reverse":
        axes = ", ".join(str(v) for v in op.attrs["axes"])
        return f"{res} = revseq.reverse {x} axes = [{axes}] : {x_t}"
    if op.kind == "reverse_sequence":
        return (f"{res} = revseq.reverse_sequence {x}, {a} "
                f"batch_axis = {op.attrs['batch_axis']}, "
                f"seq_axis = {op.attrs['seq_axis']} : {x_t}, {a_t}")
    if op.kind == "reverse_subsequences":
        return (f"{res} = revseq.reverse_subsequences {x}, {a} "
                f"axis = {op.attrs['axis']} : {x_t}, {a_t}")
    return (f"{res} = revseq.reverse_dynamic {x}, {a} "
            f"mode = {op.attrs['mode']} : {x_t}, {a_t}")


def emit_transpose(body, case, cur, cur_t, shape, dyn):
    """A linalg.transpose of `cur` by the case's permutation (a consumer
    whose indexing map permutes the revseq op's); returns its type and
    name."""
    t_t = ttype(out_shape(case), out_dyn(case), case.dtype)
    sizes = []
    for d in case.perm:
        if dyn[d]:
            body.append(f"  %tc{d} = arith.constant {d} : index")
            body.append(f"  %td{d} = tensor.dim {cur}, %tc{d} : {cur_t}")
            sizes.append(f"%td{d}")
    body.append(f"  %te = tensor.empty({', '.join(sizes)}) : {t_t}")
    body.append(f"  %tr = linalg.transpose ins({cur} : {cur_t}) "
                f"outs(%te : {t_t}) permutation = "
                f"[{', '.join(map(str, case.perm))}]")
    return t_t, "%tr"


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
    return "dense<%s>" % nest(lits, list(o.shape))


def emit_to_i64(lines, p, res, shape, dyn, dtype):
    """Converts `res` (integer or float elements) to the i64 values
    printMemrefI64 prints; returns the i64 tensor's name."""
    x_t = ttype(shape, dyn, dtype)
    i64_t = ttype(shape, dyn, "i64")
    kind, width = DTYPES[dtype]
    if dtype == "i1":
        lines.append(f"  {p}_p0 = arith.extui {res} : {x_t} to {i64_t}")
        return f"{p}_p0"
    if dtype == "index":
        lines.append(f"  {p}_p0 = arith.index_cast {res} : {x_t} to {i64_t}")
        return f"{p}_p0"
    if kind == "int":
        if width == 64:
            return res
        lines.append(f"  {p}_p0 = arith.extsi {res} : {x_t} to {i64_t}")
        return f"{p}_p0"
    it = ttype(shape, dyn, "i%d" % width)
    lines.append(f"  {p}_b0 = arith.bitcast {res} : {x_t} to {it}")
    if width == 64:
        return f"{p}_b0"
    lines.append(f"  {p}_p0 = arith.extui {p}_b0 : {it} to {i64_t}")
    return f"{p}_p0"


def emit_print(lines, case, res):
    """Converts `res` (kernel result type) to i64 and prints it."""
    p = f"%c{case.id}"
    shape, dyn = out_shape(case), out_dyn(case)
    x_t = ttype(shape, dyn, case.dtype)
    i64_t = ttype(shape, dyn, "i64")
    kind, width = DTYPES[case.dtype]
    outs = []
    if case.fused_print:
        outs.append(res)
    elif numel(shape) == 0:
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
    elif kind in ("int", "float"):
        outs.append(emit_to_i64(lines, p, res, shape, dyn, case.dtype))
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


def emit_main_part(lines, case, args_main, printer=None):
    """Calls the kernel of `case` on its constants in @main and prints the
    result, with `printer` (lines, case, result) if given, else emit_print."""
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
    r_t = ttype(out_shape(case), out_dyn(case),
                "i64" if case.fused_print else case.dtype)
    lines.append(f"  {p}_r = func.call @k{case.id}({', '.join(args)}) : "
                 f"({', '.join(types)}) -> {r_t}")
    (printer or emit_print)(lines, case, f"{p}_r")


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
