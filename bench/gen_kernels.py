#!/usr/bin/env python3
"""Writes the benchmark kernels: static-shape revseq functions, one .mlir
module per (variant, configuration), and kernels.inc, the table that
RevseqBench.cpp includes.

    gen_kernels.py --out-dir DIR --variant "t1:1:emit-c-interface=true" ...
    gen_kernels.py --list-sources --out-dir DIR --variant ...

A variant is NAME:THREADS:PIPELINE OPTIONS (bench/CMakeLists.txt compiles it;
the options are only recorded here). Name variants <form><threads>; the
letter is the form of the kernel function (FORMS below), the digit the
thread count: bench/run.py compares d2 with d1 and d1 with o1. Function names
are <case>_<dtype>_<size>_<variant>, unique across variants so that every
variant's library links into one binary.
"""

import argparse
import os
import sys

# The form of a kernel function, by the variant name's first letter:
#   t: returns its result as a tensor (the kernel mallocs it on every call);
#   o: the same function, compiled with `out-params=true` (the caller passes
#      the result's buffer as a trailing argument);
#   d: destination-passing: the function takes its destination as a memref
#      argument and writes it with `bufferization.materialize_in_destination`;
#   i: in place: the function takes its input as a memref argument, reads it
#      as a `restrict writable` tensor and materializes the result back into
#      it, so the op's input dies there (compile with `in-place=true`).
# Every other letter (s1: the scalar path) is a `t` function.
FORMS = {"t": "result", "o": "out-params", "d": "destination", "i": "in-place"}


def form_of(variant):
    return FORMS.get(variant[:1], "result")


# (dtype, size label)
CONFIGS = [
    ("f32", "64MiB"),
    ("f32", "256KiB"),
    ("i8", "64MiB"),
    ("f64", "64MiB"),
]

ELEMENT_BYTES = {"i8": 1, "f32": 4, "f64": 8}

# Shapes of the f32 configurations; the other dtypes at 64 MiB scale the
# innermost dimension by 4 / sizeof(element) so every input is 64 MiB.
F32_SHAPES = {
    "64MiB": {
        "rs_tbc": [512, 64, 512],
        "rs_btc": [64, 512, 512],
        "rs_bt": [4096, 4096],
        "rs_tb": [4096, 4096],
        "rev": [4096, 4096],
        "rss": [4, 16, 512, 512],
    },
    "256KiB": {
        "rs_tbc": [64, 8, 128],
        "rs_btc": [8, 64, 128],
        "rs_bt": [256, 256],
        "rs_tb": [256, 256],
        "rev": [256, 256],
        "rss": [2, 4, 64, 128],
    },
}

# The size sweep (bench/run.py --plot): square f32 [R, R] inputs from 4 KiB
# to 256 MiB for these cases, in the destination-form variants only.
# 256 KiB and 64 MiB are the CONFIGS kernels above.
SWEEP_CASES = ("rev_a0", "rs_bt", "rs_tb")
SWEEP_SIZES = [("4KiB", 32), ("16KiB", 64), ("64KiB", 128), ("1MiB", 512),
               ("4MiB", 1024), ("16MiB", 2048), ("256MiB", 8192)]

# case name -> (op, shape key, attributes)
#   op "rs":  reverse_sequence, attrs (batch_axis, seq_axis)
#   op "rev": reverse, attrs (axes,)
#   op "rss": reverse_subsequences, attrs (axis,)
CASES = [
    ("rs_tbc", "rs", "rs_tbc", (1, 0)),  # ONNX [T,B,C]
    ("rs_btc", "rs", "rs_btc", (0, 1)),  # [B,T,C]
    ("rs_bt", "rs", "rs_bt", (0, 1)),  # 2-D [B,T]
    ("rs_tb", "rs", "rs_tb", (1, 0)),  # 2-D [T,B]
    ("rev_a0", "rev", "rev", ((0,),)),
    ("rev_a1", "rev", "rev", ((1,),)),
    ("rev_a01", "rev", "rev", ((0, 1),)),
    ("rss_w", "rss", "rss", (3,)),  # DirectML [N,C,H,W], axis W (innermost)
    ("rss_h", "rss", "rss", (2,)),  # axis H (rows contiguous)
]

OP_KIND = {"rs": "ReverseSequence", "rev": "Reverse", "rss": "ReverseSubsequences"}
# ONNX lengths are int64; DirectML's are 32-bit.
LENGTH_TYPE = {"rs": "i64", "rss": "i32"}


def shape_of(shape_key, dtype, size):
    shape = list(F32_SHAPES[size][shape_key])
    scale = 4 / ELEMENT_BYTES[dtype]
    shape[-1] = int(shape[-1] * scale)
    return shape


def tensor(shape, ty):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + ty + ">"


def lengths_shape(op, shape, attrs):
    if op == "rs":
        return [shape[attrs[0]]]
    if op == "rss":
        s = list(shape)
        s[attrs[0]] = 1
        return s
    return None


def kernels(variants):
    """Yields (module key, variant, threads, dtype, size, case, op, shape,
    attrs, function name)."""
    for vname, threads in variants:
        for dtype, size in CONFIGS:
            key = f"{vname}_{dtype}_{size}"
            for case, op, shape_key, attrs in CASES:
                shape = shape_of(shape_key, dtype, size)
                fn = f"{case}_{dtype}_{size.lower()}_{vname}"
                yield key, vname, threads, dtype, size, case, op, shape, attrs, fn
    for vname, threads in variants:
        if form_of(vname) == "destination":
            yield from sweep_kernels(vname, threads)


def sweep_kernels(vname, threads):
    for size, rows in SWEEP_SIZES:
        for case, op, _, attrs in CASES:
            if case in SWEEP_CASES:
                fn = f"{case}_f32_{size.lower()}_{vname}"
                yield (f"{vname}_f32_sweep", vname, threads, "f32", size, case,
                       op, [rows, rows], attrs, fn)


def mlir_function(op, shape, attrs, dtype, fn, form):
    x = tensor(shape, dtype)
    if op == "rev":
        axes = ", ".join(str(a) for a in attrs[0])
        params = f"%x: {x}"
        body = f"revseq.reverse %x axes = [{axes}] : {x}"
    else:
        lty = tensor(lengths_shape(op, shape, attrs), LENGTH_TYPE[op])
        params = f"%x: {x}, %l: {lty}"
        if op == "rs":
            body = (f"revseq.reverse_sequence %x, %l batch_axis = {attrs[0]}, "
                    f"seq_axis = {attrs[1]} : {x}, {lty}")
        else:
            body = (f"revseq.reverse_subsequences %x, %l axis = {attrs[0]} "
                    f": {x}, {lty}")
    if form == "in-place":
        m = "memref" + x[len("tensor"):]
        params = params.replace(f"%x: {x}", f"%m: {m}")
        return (f"func.func @{fn}({params}) {{\n"
                f"  %x = bufferization.to_tensor %m restrict writable : {m} to {x}\n"
                f"  %0 = {body}\n"
                f"  bufferization.materialize_in_destination %0 in restrict writable "
                f"%m\n      : ({x}, {m}) -> ()\n"
                f"  return\n}}\n")
    if form != "destination":
        return (f"func.func @{fn}({params}) -> {x} {{\n"
                f"  %0 = {body}\n"
                f"  return %0 : {x}\n}}\n")
    out = "memref" + x[len("tensor"):]
    return (f"func.func @{fn}({params}, %out: {out}) {{\n"
            f"  %0 = {body}\n"
            f"  bufferization.materialize_in_destination %0 in restrict writable "
            f"%out\n      : ({x}, {out}) -> ()\n"
            f"  return\n}}\n")


def table_row(vname, threads, dtype, size, case, op, shape, attrs, fn):
    """One REVSEQ_BENCH_KERNEL(fn, nargs, form, case, dtype, size, variant,
    threads, op, element bytes, rank, axis, batch axis, reversed-axes mask,
    length bytes, dims...) line: see RevseqBench.cpp. `form` is R (result
    descriptor first), D (destination descriptor last) or I (in place: the
    input descriptor is the destination)."""
    rank = len(shape)
    dims = ", ".join(str(d) for d in shape)
    if op == "rev":
        mask = sum(1 << a for a in attrs[0])
        axis, batch, lbytes, nargs = -1, -1, 0, 2
    elif op == "rs":
        mask, batch, axis, lbytes, nargs = 1 << attrs[1], attrs[0], attrs[1], 8, 3
    else:
        mask, batch, axis, lbytes, nargs = 1 << attrs[0], -1, attrs[0], 4, 3
    form = {"result": "R", "in-place": "I"}.get(form_of(vname), "D")
    if form == "I":
        nargs -= 1
    return (f'REVSEQ_BENCH_KERNEL({fn}, {nargs}, {form}, "{case}", "{dtype}", "{size}", '
            f'"{vname}", {threads}, {OP_KIND[op]}, {ELEMENT_BYTES[dtype]}, {rank}, '
            f"{axis}, {batch}, {mask}, {lbytes}, {dims})")


def parse_variants(specs):
    variants = []
    for spec in specs:
        name, _, rest = spec.partition(":")
        threads, _, options = rest.partition(":")
        if not name.isidentifier() or not threads.isdigit() or '"' in options:
            sys.exit(f"gen_kernels.py: bad --variant {spec!r} "
                     "(want NAME:THREADS:PIPELINE OPTIONS)")
        variants.append((name, int(threads), options))
    return variants


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", required=True)
    parser.add_argument("--variant", action="append", required=True)
    parser.add_argument("--list-sources", action="store_true",
                        help="print the .mlir paths (;-separated) and write nothing")
    args = parser.parse_args()
    variants = parse_variants(args.variant)

    modules = {}
    rows = [f'REVSEQ_BENCH_VARIANT("{name}", "{options}")'
            for name, _, options in variants]
    for key, vname, threads, dtype, size, case, op, shape, attrs, fn in kernels(
            [(name, threads) for name, threads, _ in variants]):
        modules.setdefault(key, []).append(
            mlir_function(op, shape, attrs, dtype, fn, form_of(vname)))
        rows.append(table_row(vname, threads, dtype, size, case, op, shape, attrs, fn))

    paths = [os.path.join(args.out_dir, f"{key}.mlir") for key in modules]
    if args.list_sources:
        print(";".join(paths), end="")
        return

    os.makedirs(args.out_dir, exist_ok=True)
    header = "// Generated by bench/gen_kernels.py; do not edit.\n\n"

    def write_if_changed(path, text):
        # Keeps timestamps (and so the kernel builds) when nothing changed.
        if os.path.exists(path):
            with open(path) as f:
                if f.read() == text:
                    return
        with open(path, "w") as f:
            f.write(text)

    for key, path in zip(modules, paths):
        write_if_changed(path, header + "\n".join(modules[key]))
    write_if_changed(os.path.join(args.out_dir, "kernels.inc"),
                     header + "\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
