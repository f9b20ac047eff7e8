#!/usr/bin/env python3
"""Peak resident memory of a program that reverses a 1 GiB tensor it does not
use again, with the in-place form (revseq-cpu-pipeline in-place=true) and
without it: each program is compiled by revseq-opt, run by mlir-runner, and
its peak resident set size read by GNU time (`/usr/bin/time`, Debian's
`time` package).

    bench/inplace/peak_memory.py [--revseq-opt build/bin/revseq-opt]
                                 [--gib 1] [--json out.json]

The program builds a [R, R] f32 input (a linalg.generic whose element
(i, j) is i + j, written into a new buffer), reverses it (reverse_sequence
with lengths len[b] = 1 + (b * 7919) % R, or reverse along axis 0), and
prints four elements of the result, which the script checks against the
formula. The input buffer is the only large allocation in place; out of
place the result is a second one. mlir-runner's own memory (the JIT and
libraries) is the baseline, measured with a program that only builds the
input.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# LLVM's directories, shared by the Python tools (utils/llvm_dirs.py): those
# of the LLVM the build of --revseq-opt was configured with.
sys.path.insert(0, os.path.join(ROOT, "utils"))
from llvm_dirs import llvm_dirs  # noqa: E402


def program(rows, op):
    t = f"tensor<{rows}x{rows}xf32>"
    if op == "reverse_sequence":
        lengths = (f"  %el = tensor.empty() : tensor<{rows}xi64>\n"
                   f"  %len = linalg.generic {{indexing_maps = [affine_map<(b) -> (b)>], "
                   f"iterator_types = [\"parallel\"]}} outs(%el : tensor<{rows}xi64>) {{\n"
                   f"  ^bb0(%o: i64):\n"
                   f"    %b = linalg.index 0 : index\n"
                   f"    %bi = arith.index_cast %b : index to i64\n"
                   f"    %p = arith.constant 7919 : i64\n"
                   f"    %r = arith.constant {rows} : i64\n"
                   f"    %one = arith.constant 1 : i64\n"
                   f"    %m = arith.muli %bi, %p : i64\n"
                   f"    %s = arith.remui %m, %r : i64\n"
                   f"    %l = arith.addi %s, %one : i64\n"
                   f"    linalg.yield %l : i64\n"
                   f"  }} -> tensor<{rows}xi64>\n")
        apply = (f"  %y = revseq.reverse_sequence %x, %len batch_axis = 0, seq_axis = 1"
                 f" : {t}, tensor<{rows}xi64>\n")
    elif op == "reverse":
        lengths, apply = "", f"  %y = revseq.reverse %x axes = [0] : {t}\n"
    else:
        lengths, apply = "", "  %y = %x\n"
    last = rows - 1
    reads = "".join(
        f"  %v{k} = tensor.extract {'%y' if op != 'none' else '%x'}[%c{a}, %c{b}] : {t}\n"
        f"  vector.print %v{k} : f32\n"
        for k, (a, b) in enumerate([(0, 0), (1, 0), (last, 3), (7, last)]))
    consts = "".join(f"  %c{v} = arith.constant {v} : index\n"
                     for v in sorted({0, 1, 3, 7, last}))
    if op == "none":
        apply = ""
    return (f"func.func @main() {{\n"
            f"  %e = tensor.empty() : {t}\n"
            f"  %x = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} outs(%e : {t}) {{\n"
            f"  ^bb0(%o: f32):\n"
            f"    %i = linalg.index 0 : index\n"
            f"    %j = linalg.index 1 : index\n"
            f"    %s = arith.addi %i, %j : index\n"
            f"    %w = arith.index_cast %s : index to i64\n"
            f"    %f = arith.sitofp %w : i64 to f32\n"
            f"    linalg.yield %f : f32\n"
            f"  }} -> {t}\n"
            f"{lengths}{apply}{consts}{reads}"
            f"  return\n}}\n")


def expected(rows, op):
    """The four printed elements: element (i, j) of the input is i + j."""
    out = []
    for a, b in [(0, 0), (1, 0), (rows - 1, 3), (7, rows - 1)]:
        if op == "reverse":
            a = rows - 1 - a
        elif op == "reverse_sequence":
            length = 1 + (a * 7919) % rows
            if b < length:
                b = length - 1 - b
        out.append(float(a + b))
    return out


def run(revseq_opt, rows, op, in_place):
    llvm_bin, llvm_lib, _ = llvm_dirs(revseq_opt)
    options = f"fuse=false in-place={'true' if in_place else 'false'}"
    compiled = subprocess.run(
        [revseq_opt, f"--revseq-cpu-pipeline={options}"],
        input=program(rows, op), capture_output=True, text=True, check=True).stdout
    # GNU time's %M: the child's own peak resident set size in KiB.
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as peak_file:
        proc = subprocess.run(
            ["/usr/bin/time", "-f", "%M", "-o", peak_file.name,
             os.path.join(llvm_bin, "mlir-runner"), "-e", "main",
             "-entry-point-result=void",
             f"-shared-libs={llvm_lib}/libmlir_runner_utils.so,"
             f"{llvm_lib}/libmlir_c_runner_utils.so"],
            input=compiled, capture_output=True, text=True)
        peak = int(peak_file.read().split()[-1])
    if proc.returncode != 0:
        sys.exit(f"peak_memory.py: {op} failed:\n{proc.stderr}")
    values = [float(v) for v in proc.stdout.split()]
    if op != "none" and values != expected(rows, op):
        sys.exit(f"peak_memory.py: {op} printed {values}, expected {expected(rows, op)}")
    return peak / 1024.0  # MiB


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--revseq-opt", default=os.path.join(ROOT, "build/bin/revseq-opt"))
    parser.add_argument("--gib", type=float, default=1.0)
    parser.add_argument("--json")
    args = parser.parse_args()
    rows = int((args.gib * (1 << 30) / 4) ** 0.5)
    mib = rows * rows * 4 / (1 << 20)
    results = [("input only", "none", False)]
    for op in ("reverse", "reverse_sequence"):
        results.append((f"{op} in place", op, True))
    for op in ("reverse", "reverse_sequence"):
        results.append((f"{op} out of place", op, False))
    print(f"| program ([{rows}, {rows}] f32, {mib:.0f} MiB input) | peak RSS MiB |")
    print("| --- | ---: |")
    rows_out = []
    for label, op, in_place in results:
        peak = run(args.revseq_opt, rows, op, in_place)
        rows_out.append({"program": label, "peak_mib": peak})
        print(f"| {label} | {peak:.0f} |", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows_out, f, indent=1)


if __name__ == "__main__":
    main()
