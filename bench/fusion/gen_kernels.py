#!/usr/bin/env python3
"""The fusion benchmark's chains and their kernels.

A *chain* is one revseq op next to one elementwise op on static 64 MiB
tensors (or tiny ones with --smoke). For every chain this module writes
MLIR functions in up to three *sources*:

  revseq  the chain with the revseq op        (forms `unfused`, `fused`)
  ew      the same function without the revseq op, the elementwise op alone
                                               (form `ew`)

and, for the forms `tiled` (source revseq) and `ew_tiled` (source ew), a
transform schedule (tile_schedule) that fuses the chain as the pipeline
would and then tiles it with upstream's `transform.structured.fuse` (the
result's producer tiled into an `scf.forall`, its producers fused into the
tiles): the elementwise op alone tiled the same way is what a tiled chain
is measured against. The form `tile_and_fuse` tiles the chain the same way
without fusing it first: the revseq op is fused into the tiles through its
TilingInterface, and the pipeline's fusion then meets one op per tile.
  tosa    the chain in TOSA (tosa.reverse + tosa.add), where TOSA has the
          revseq op's equivalent                (form `tosa`)

run.py compiles each (source, form, threads) into one object; the function
is named <chain>_<dtype>_<form>_t<threads> so that every object links into
one driver. kernels.inc (written by write_inc) is the table the driver
fusion_bench.cpp includes; halide_peer.py reads the same CHAINS.

    gen_kernels.py [--smoke] --print      # the chains and their shapes

Lengths: len[i] = 1 + (i * 7919) % T over the row-major lengths tensor
(i64 for reverse_sequence, i32 for reverse_subsequences).
"""

import argparse
import json
import sys

ELEMENT_BYTES = {"i8": 1, "f32": 4, "f64": 8}

# name: (revseq op, elementwise op, order, f32 shape at 64 MiB, f32 smoke
# shape, op attributes, dtypes, TOSA peer axis or None)
#   op: reverse (axes = [axis]) | reverse_sequence (batch, seq) |
#       reverse_subsequences (axis, lengths of the input's rank, size 1 on
#       the axis)
#   ew: add (x' + y) | 2xz (2 * x' + z)
#   order: rev_ew (the revseq op feeds the elementwise op) | ew_rev (the
#       elementwise op feeds the revseq op)
CHAIN_TABLE = [
    ("rev0_add", "reverse", "add", "rev_ew", [4096, 4096], [32, 48],
     {"axis": 0}, ["f32", "i8", "f64"], 0),
    ("rev1_add", "reverse", "add", "rev_ew", [4096, 4096], [32, 48],
     {"axis": 1}, ["f32"], 1),
    ("rs_tbc_2xz", "reverse_sequence", "2xz", "rev_ew", [512, 64, 512],
     [16, 4, 24], {"batch": 1, "seq": 0}, ["f32", "i8", "f64"], None),
    ("rs_bt_add", "reverse_sequence", "add", "rev_ew", [4096, 4096],
     [24, 40], {"batch": 0, "seq": 1}, ["f32"], None),
    ("add_rev1", "reverse", "add", "ew_rev", [4096, 4096], [32, 48],
     {"axis": 1}, ["f32"], 1),
    ("rss_w_add", "reverse_subsequences", "add", "rev_ew", [4, 16, 512, 512],
     [2, 3, 8, 24], {"axis": 3}, ["f32"], None),
    ("rs_tb_add", "reverse_sequence", "add", "rev_ew", [4096, 4096],
     [40, 24], {"batch": 1, "seq": 0}, ["f32"], None),
]


def _scaled(shape, dtype):
    """The f32 shape with the innermost dimension scaled by 4 / sizeof."""
    s = list(shape)
    s[-1] = s[-1] * 4 // ELEMENT_BYTES[dtype]
    return s


def chains(smoke=False):
    """Every (chain, dtype) instance as a dict."""
    out = []
    for (name, op, ew, order, big, small, attrs, dtypes,
         tosa_axis) in CHAIN_TABLE:
        for dtype in dtypes:
            shape = _scaled(small if smoke else big, dtype)
            c = {"chain": name, "op": op, "ew": ew, "order": order,
                 "dtype": dtype, "shape": shape, "tosa_axis": tosa_axis,
                 "smoke": smoke}
            c.update(attrs)
            if op == "reverse_sequence":
                c["T"] = shape[c["seq"]]
                c["len_shape"] = [shape[c["batch"]]]
                c["len_type"] = "i64"
            elif op == "reverse_subsequences":
                c["T"] = shape[c["axis"]]
                ls = list(shape)
                ls[c["axis"]] = 1
                c["len_shape"] = ls
                c["len_type"] = "i32"
            else:
                c["T"] = shape[c["axis"]]
                c["len_shape"] = None
                c["len_type"] = None
            c["bytes"] = ELEMENT_BYTES[dtype]
            for d in shape:
                c["bytes"] *= d
            out.append(c)
    return out


def fn_name(c, form, threads):
    return "%s_%s_%s_t%d" % (c["chain"], c["dtype"], form, threads)


def _tensor(shape, ty):
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), ty)


def _is_float(dtype):
    return dtype.startswith("f")


def _elementwise(c, a, b, res):
    """MLIR lines computing %res = ew(%a, %b) on tensors."""
    t = _tensor(c["shape"], c["dtype"])
    lines = ["  %%%s_init = tensor.empty() : %s" % (res, t)]
    if c["ew"] == "add":
        lines.append(
            "  %%%s = linalg.add ins(%%%s, %%%s : %s, %s) outs(%%%s_init : %s)"
            " -> %s" % (res, a, b, t, t, res, t, t))
        return lines
    # 2 * a + b as a linalg.generic.
    rank = len(c["shape"])
    dims = ", ".join("d%d" % i for i in range(rank))
    ident = "affine_map<(%s) -> (%s)>" % (dims, dims)
    iters = ", ".join(['"parallel"'] * rank)
    ty = c["dtype"]
    if _is_float(ty):
        two = "arith.constant 2.0 : %s" % ty
        mul, add = "arith.mulf", "arith.addf"
    else:
        two = "arith.constant 2 : %s" % ty
        mul, add = "arith.muli", "arith.addi"
    lines += [
        "  %%%s = linalg.generic {indexing_maps = [%s, %s, %s], "
        "iterator_types = [%s]} ins(%%%s, %%%s : %s, %s) outs(%%%s_init : %s) {"
        % (res, ident, ident, ident, iters, a, b, t, t, res, t),
        "  ^bb0(%%in0: %s, %%in1: %s, %%o: %s):" % (ty, ty, ty),
        "    %%two = %s" % two,
        "    %%m = %s %%in0, %%two : %s" % (mul, ty),
        "    %%s = %s %%m, %%in1 : %s" % (add, ty),
        "    linalg.yield %s : %s" % ("%s", ty),
        "  } -> %s" % t,
    ]
    return lines


def _revseq_op(c, src, res):
    t = _tensor(c["shape"], c["dtype"])
    if c["op"] == "reverse":
        return ["  %%%s = revseq.reverse %%%s axes = [%d] : %s"
                % (res, src, c["axis"], t)]
    lt = _tensor(c["len_shape"], c["len_type"])
    if c["op"] == "reverse_sequence":
        return ["  %%%s = revseq.reverse_sequence %%%s, %%l batch_axis = %d, "
                "seq_axis = %d : %s, %s"
                % (res, src, c["batch"], c["seq"], t, lt)]
    return ["  %%%s = revseq.reverse_subsequences %%%s, %%l axis = %d : %s, %s"
            % (res, src, c["axis"], t, lt)]


def revseq_source(c, name):
    """The chain with the revseq op: (%x[, %l], %y) -> result."""
    t = _tensor(c["shape"], c["dtype"])
    args = ["%%x: %s" % t]
    if c["len_shape"]:
        args.append("%%l: %s" % _tensor(c["len_shape"], c["len_type"]))
    args.append("%%y: %s" % t)
    body = []
    if c["order"] == "rev_ew":
        body += _revseq_op(c, "x", "r")
        body += _elementwise(c, "r", "y", "out")
    else:
        body += _elementwise(c, "x", "y", "e")
        body += _revseq_op(c, "e", "out")
    return _func(name, args, t, body)


def ew_source(c, name):
    """The elementwise op alone: (%x, %y) -> result."""
    t = _tensor(c["shape"], c["dtype"])
    body = _elementwise(c, "x", "y", "out")
    return _func(name, ["%%x: %s" % t, "%%y: %s" % t], t, body)


def tosa_source(c, name):
    """The chain in TOSA, or None where TOSA has no equivalent."""
    if c["tosa_axis"] is None or c["ew"] != "add":
        return None
    t = _tensor(c["shape"], c["dtype"])
    ax = c["tosa_axis"]
    rev = "tosa.reverse %%%s {axis = %d : i32} : (%s) -> %s"
    add = "tosa.add %%%s, %%%s : (%s, %s) -> %s"
    if c["order"] == "rev_ew":
        body = ["  %%r = " + rev % ("x", ax, t, t),
                "  %%out = " + add % ("r", "y", t, t, t)]
    else:
        body = ["  %%e = " + add % ("x", "y", t, t, t),
                "  %%out = " + rev % ("e", ax, t, t)]
    return _func(name, ["%%x: %s" % t, "%%y: %s" % t], t, body)


def tile_sizes(c):
    """The tiles of the form `tiled`: 64 rows of 2 KiB for the row layouts;
    strips of 1 KiB over every row where the lengths vary along the
    innermost dim (the op stays unfused; its tiles are column strips).
    The smoke shapes take tiles of 80 bytes by 3 rows, so that some are
    partial."""
    rank = len(c["shape"])
    per_lane = c["op"] == "reverse_sequence" and c["batch"] == rank - 1
    row_bytes = 80 if c["smoke"] else 2048
    if per_lane:
        return [0] * (rank - 1) + [row_bytes // 2 // ELEMENT_BYTES[c["dtype"]]]
    return [1] * (rank - 2) + [3 if c["smoke"] else 64,
                               row_bytes // ELEMENT_BYTES[c["dtype"]]]


def tile_schedule(c, fuse_first=True):
    """The transform schedule of the forms `tiled` and `ew_tiled`:
    revseq-fuse-elementwise, then the function's result tiled with
    tile_sizes(c), its producers fused into the tiles; without
    `fuse_first` (the form `tile_and_fuse`), the tiling alone."""
    sizes = ", ".join(str(s) for s in tile_sizes(c))
    fuse = [
        '    %h = transform.apply_registered_pass "revseq-fuse-elementwise"'
        " to %f",
        "      : (!transform.any_op) -> !transform.any_op",
    ] if fuse_first else []
    funcs = "%h" if fuse_first else "%f"
    return "\n".join([
        "module attributes {transform.with_named_sequence} {",
        "  transform.named_sequence @__transform_main("
        "%root: !transform.any_op {transform.readonly}) {",
        '    %f = transform.structured.match ops{["func.func"]} in %root',
        "      : (!transform.any_op) -> !transform.any_op",
    ] + fuse + [
        '    %ret = transform.structured.match ops{["func.return"]} in '
        + funcs,
        "      : (!transform.any_op) -> !transform.any_op",
        "    %last = transform.get_producer_of_operand %ret[0]",
        "      : (!transform.any_op) -> !transform.any_op",
        "    %t, %l = transform.structured.fuse %last tile_sizes ["
        + sizes + "] {use_forall, apply_cleanup}",
        "      : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
        "    transform.yield",
        "  }",
        "}", ""])


def _func(name, args, t, body):
    text = ["func.func @%s(%s) -> %s {" % (name, ", ".join(args), t)]
    text += body
    text += ["  return %%out : %s" % t, "}", ""]
    return "\n".join(text).replace("%%", "%")


SOURCES = {"revseq": revseq_source, "ew": ew_source, "tosa": tosa_source}
# form -> source
FORM_SOURCE = {"ew": "ew", "unfused": "revseq", "fused": "revseq",
               "tiled": "revseq", "ew_tiled": "ew", "tile_and_fuse": "revseq",
               "tosa": "tosa"}
# The forms tiled by a transform schedule before the pipeline; all but
# `tile_and_fuse` are fused first.
TILED_FORMS = ("tiled", "ew_tiled", "tile_and_fuse")


def form_schedule(c, form):
    """The transform schedule of `form` for the chain `c`, or None."""
    if form not in TILED_FORMS:
        return None
    return tile_schedule(c, fuse_first=form != "tile_and_fuse")


def write_inc(path, instances, kernels):
    """kernels.inc: FUSION_CHAIN(...) per chain instance, then
    FUSION_KERNEL(...) per compiled kernel (see fusion_bench.cpp).
    kernels: (chain index, form, threads, function name, descriptor count)."""
    ops = {"reverse": "kReverse", "reverse_sequence": "kReverseSequence",
           "reverse_subsequences": "kReverseSubsequences"}
    lines = ["// Generated by bench/fusion/gen_kernels.py; do not edit.", ""]
    for i, c in enumerate(instances):
        shape = c["shape"] + [1] * (4 - len(c["shape"]))
        ls = (c["len_shape"] or []) + [1] * (4 - len(c["len_shape"] or []))
        a0 = c.get("axis", c.get("batch", 0))
        a1 = c.get("seq", -1)
        lines.append(
            'FUSION_CHAIN(%d, "%s", "%s", %s, %s, %s, %d, %d, FUSION_DIMS(%s), %d, %d, '
            '%d, FUSION_DIMS(%s), %d)' % (
                i, c["chain"], c["dtype"], "k" + c["dtype"].upper(),
                ops[c["op"]], "kAdd" if c["ew"] == "add" else "k2xz",
                1 if c["order"] == "ew_rev" else 0, len(c["shape"]),
                ", ".join(str(d) for d in shape), a0, a1,
                len(c["len_shape"] or []), ", ".join(str(d) for d in ls),
                {"i64": 64, "i32": 32}.get(c["len_type"], 0)))
    lines.append("")
    for (i, form, threads, name, nargs) in kernels:
        lines.append('FUSION_KERNEL(%d, "%s", %d, _mlir_ciface_%s, %d)'
                     % (i, form, threads, name, nargs))
    lines.append("")
    with open(path, "w") as f:
        f.write("\n".join(lines))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--print", action="store_true",
                    help="print the chain instances as JSON")
    args = ap.parse_args()
    inst = chains(args.smoke)
    if args.print:
        json.dump(inst, sys.stdout, indent=1)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
