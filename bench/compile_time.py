#!/usr/bin/env python3
"""Compile-time benchmark: times `revseq-opt --revseq-cpu-pipeline` (or
`--revseq-gpu-pipeline`) on generated modules of N revseq ops and prints a
Markdown table with the time per op, which should stay roughly constant as N
grows.

    bench/compile_time.py [--revseq-opt build/bin/revseq-opt]
                          [--sizes 10 100 1000] [--repeat 3]
                          [--pipeline cpu|gpu]
                          [--options "emit-c-interface=true"]
                          [--static-chain [--mlir-opt PATH]]
                          [--module-dir DIR]

Three module shapes per N, each cycling through the four ops
(reverse_sequence, reverse, reverse_dynamic, reverse_subsequences):
  funcs: N functions of one op each, on dynamic shapes (f32, then i8);
  chain: one function whose N ops each consume the previous result;
  distinct: N functions of one op each, function i on the static type
    tensor<(i+2)x3x5xf32>, so that no two ops share a kernel (what
    revseq-gpu-deduplicate-kernels costs where it finds nothing to merge).
The time is the best of --repeat runs minus the best time of an empty module
(process start-up, dialect registration). --pipeline gpu times
`--revseq-gpu-pipeline=OPTIONS` instead (default options none: NVVM kernels
in a fatbin, which needs the CUDA toolkit's ptxas; `format=isa` keeps them as
PTX text).

--static-chain (issue 27, "Fused static chains") times instead one function
of N ops cycling through the same four ops on the static type
tensor<64x32x16xf32> (static lengths and axes tensors too), which
revseq-fuse-elementwise fuses into one loop, against upstream's path for a
chain of N tosa.reverse (axis cycling 0, 1, 2) run by `mlir-opt
--pass-pipeline=UPSTREAM_PIPELINE` (--mlir-opt; by default the mlir-opt on
PATH, else the one in `llvm-config-22 --bindir`). Sizes default to 1000
3000 and the pipeline options to none (plain --revseq-cpu-pipeline). Each
time is the whole process's wall time (start-up not subtracted), best of
--repeat; the memory is the largest peak resident set of those runs. The
last column is revseq's time over its time at the first size, to be
compared with the ratio of the sizes (linear growth).
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Op text with {x}/{ty} for a rank-3 tensor value and {lty}/{aty}/{sty} for
# the types of the extra arguments %l (lengths), %a (axes) and %s
# (subsequence lengths).
OPS = [
    ("revseq.reverse_sequence {x}, %l batch_axis = 1, seq_axis = 0 : {ty}, {lty}"),
    ("revseq.reverse {x} axes = [0, 2] : {ty}"),
    ("revseq.reverse_dynamic {x}, %a mode = index : {ty}, {aty}"),
    ("revseq.reverse_subsequences {x}, %s axis = 2 : {ty}, {sty}"),
]
ARGS = "%l: {lty}, %a: {aty}, %s: {sty}"
DYNAMIC_ARGS = {"lty": "tensor<?xi64>", "aty": "tensor<?xi64>",
                "sty": "tensor<?x?x1xi32>"}
# --static-chain: the data type and static forms of the extra arguments
# (batch axis 1 has 32 rows, subsequences run along axis 2).
STATIC_TYPE = "tensor<64x32x16xf32>"
STATIC_ARGS = {"lty": "tensor<32xi64>", "aty": "tensor<2xi64>",
               "sty": "tensor<64x32x1xi32>"}
# Upstream's path for the tosa.reverse chain.
UPSTREAM_PIPELINE = (
    "builtin.module(func.func(tosa-to-linalg), "
    "one-shot-bufferize{bufferize-function-boundaries}, "
    "buffer-deallocation-pipeline, convert-bufferization-to-memref, "
    "func.func(convert-linalg-to-loops), expand-strided-metadata, "
    "lower-affine, convert-scf-to-cf, convert-to-llvm, "
    "reconcile-unrealized-casts)")
TYPES = ["tensor<?x?x?xf32>", "tensor<?x?x?xi8>"]


def funcs_module(n):
    out = []
    for i in range(n):
        ty = TYPES[(i // len(OPS)) % len(TYPES)]
        op = OPS[i % len(OPS)].format(x="%x", ty=ty, **DYNAMIC_ARGS)
        args = ARGS.format(**DYNAMIC_ARGS)
        out.append(f"func.func @f{i}(%x: {ty}, {args}) -> {ty} {{\n"
                   f"  %0 = {op}\n  return %0 : {ty}\n}}\n")
    return "\n".join(out)


def distinct_module(n):
    out = []
    for i in range(n):
        ty = f"tensor<{i + 2}x3x5xf32>"
        arg_types = {"lty": "tensor<3xi64>", "aty": "tensor<?xi64>",
                     "sty": f"tensor<{i + 2}x3x1xi32>"}
        op = OPS[i % len(OPS)].format(x="%x", ty=ty, **arg_types)
        args = ARGS.format(**arg_types)
        out.append(f"func.func @f{i}(%x: {ty}, {args}) -> {ty} {{\n"
                   f"  %0 = {op}\n  return %0 : {ty}\n}}\n")
    return "\n".join(out)


def chain_module(n, ty=TYPES[0], arg_types=None):
    arg_types = arg_types or DYNAMIC_ARGS
    args = ARGS.format(**arg_types)
    lines = [f"func.func @chain(%x0: {ty}, {args}) -> {ty} {{"]
    for i in range(n):
        op = OPS[i % len(OPS)].format(x=f"%x{i}", ty=ty, **arg_types)
        lines.append(f"  %x{i + 1} = {op}")
    lines.append(f"  return %x{n} : {ty}\n}}\n")
    return "\n".join(lines)


def static_chain_module(n):
    return chain_module(n, STATIC_TYPE, STATIC_ARGS)


def tosa_chain_module(n):
    ty = STATIC_TYPE
    lines = [f"func.func @chain(%x0: {ty}) -> {ty} {{"]
    for i in range(n):
        lines.append(f"  %x{i + 1} = tosa.reverse %x{i} {{axis = {i % 3} : i32}}"
                     f" : ({ty}) -> {ty}")
    lines.append(f"  return %x{n} : {ty}\n}}\n")
    return "\n".join(lines)


def run_once(cmd, path):
    """Wall time (s) and peak resident set (KiB) of one run of `cmd path`."""
    with tempfile.TemporaryFile(mode="w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd + [path, "-o", os.devnull],
                                stdout=subprocess.DEVNULL, stderr=err)
        # wait4 gives this child's own resource usage (getrusage on
        # RUSAGE_CHILDREN would give the largest of all children so far).
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            err.seek(0)
            sys.exit(f"compile_time.py: {' '.join(cmd)} {path} failed:\n"
                     f"{err.read()}")
    return elapsed, usage.ru_maxrss


def best_time(cmd, path, repeat):
    return best_time_and_rss(cmd, path, repeat)[0]


def best_time_and_rss(cmd, path, repeat):
    """Best wall time (s) and largest peak resident set (KiB) of `repeat`
    runs."""
    runs = [run_once(cmd, path) for _ in range(repeat)]
    return min(t for t, _ in runs), max(rss for _, rss in runs)


def default_mlir_opt():
    """mlir-opt on PATH, else the one in `llvm-config-22 --bindir`."""
    found = shutil.which("mlir-opt")
    if found:
        return found
    try:
        bindir = subprocess.run(["llvm-config-22", "--bindir"], check=True,
                                capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    path = os.path.join(bindir, "mlir-opt")
    return path if os.access(path, os.X_OK) else None


def write_module(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def static_chain_table(args, directory):
    """--static-chain: revseq's fused static chains against upstream's
    tosa.reverse chains."""
    mlir_opt = args.mlir_opt or default_mlir_opt()
    if not mlir_opt:
        sys.exit("compile_time.py: no mlir-opt on PATH or in "
                 "`llvm-config-22 --bindir`; pass --mlir-opt")
    for exe in (args.revseq_opt, mlir_opt):
        if not shutil.which(exe):
            sys.exit(f"compile_time.py: {exe} is not an executable")
    options = "" if args.options is None else args.options
    pipeline = "--revseq-cpu-pipeline" + (f"={options}" if options else "")
    revseq = [args.revseq_opt, pipeline]
    upstream = [mlir_opt, f"--pass-pipeline={UPSTREAM_PIPELINE}"]
    sizes = args.sizes or [1000, 3000]
    print(f"`{' '.join(revseq)}` on one function of N ops on "
          f"`{STATIC_TYPE}` against `{mlir_opt} --pass-pipeline=...` "
          f"(bench/compile_time.py UPSTREAM_PIPELINE) on N `tosa.reverse`; "
          f"wall time of the whole process, best of {args.repeat}; "
          f"peak resident set, largest of the runs\n")
    print(f"| N | revseq (s) | revseq (MiB) | upstream (s) | upstream (MiB) "
          f"| revseq / upstream | revseq / revseq at N = {sizes[0]} |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    first = None
    for n in sizes:
        ours = write_module(directory, f"static_chain{n}.mlir",
                            static_chain_module(n))
        theirs = write_module(directory, f"tosa_chain{n}.mlir",
                              tosa_chain_module(n))
        t, rss = best_time_and_rss(revseq, ours, args.repeat)
        tu, rssu = best_time_and_rss(upstream, theirs, args.repeat)
        first = first or t
        print(f"| {n} | {t:.2f} | {rss / 1024:.0f} | {tu:.2f} | "
              f"{rssu / 1024:.0f} | {t / tu:.2f} | {t / first:.2f} |",
              flush=True)


def dynamic_table(args, directory):
    if args.pipeline == "gpu":
        options = args.options or ""
    else:
        options = ("emit-c-interface=true" if args.options is None
                   else args.options)
    cmd = [args.revseq_opt, f"--revseq-{args.pipeline}-pipeline={options}"]
    sizes = args.sizes or [10, 100, 1000]
    empty = write_module(directory, "empty.mlir", "module {}\n")
    base = best_time(cmd, empty, args.repeat)
    print(f"`{' '.join(cmd)}`, best of {args.repeat}; "
          f"empty module {base * 1e3:.1f} ms (subtracted)\n")
    print("| module | ops | time (ms) | per op (ms) |")
    print("| --- | ---: | ---: | ---: |")
    for shape, build in (("funcs", funcs_module), ("chain", chain_module),
                         ("distinct", distinct_module)):
        for n in sizes:
            path = write_module(directory, f"{shape}{n}.mlir", build(n))
            t = best_time(cmd, path, args.repeat) - base
            print(f"| {shape} | {n} | {t * 1e3:.1f} | {t * 1e3 / n:.3f} |",
                  flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--revseq-opt",
                        default=os.path.join(ROOT, "build", "bin", "revseq-opt"))
    parser.add_argument("--sizes", type=int, nargs="+",
                        help="module sizes N (default 10 100 1000; "
                        "1000 3000 with --static-chain)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pipeline", choices=["cpu", "gpu"], default="cpu",
                        help="time revseq-cpu-pipeline or revseq-gpu-pipeline "
                        "(not with --static-chain)")
    parser.add_argument("--options",
                        help="the pipeline's options (default "
                        "emit-c-interface=true for cpu, none for gpu and "
                        "with --static-chain)")
    parser.add_argument("--static-chain", action="store_true",
                        help="time fused chains on a static type against "
                        "upstream's tosa.reverse path")
    parser.add_argument("--mlir-opt",
                        help="upstream mlir-opt for --static-chain (default: "
                        "mlir-opt on PATH, else in `llvm-config-22 --bindir`)")
    parser.add_argument("--module-dir",
                        help="write the generated modules here and keep them "
                        "(default: a temporary directory)")
    args = parser.parse_args()
    if args.static_chain and args.pipeline != "cpu":
        parser.error("--static-chain times revseq-cpu-pipeline only")

    table = static_chain_table if args.static_chain else dynamic_table
    if args.module_dir:
        os.makedirs(args.module_dir, exist_ok=True)
        table(args, args.module_dir)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            table(args, tmp)


if __name__ == "__main__":
    main()
