#!/usr/bin/env python3
"""Compile-time benchmark: times `revseq-opt --revseq-cpu-pipeline` on
generated modules of N revseq ops and prints a Markdown table with the time
per op, which should stay roughly constant as N grows.

    bench/compile_time.py [--revseq-opt build/bin/revseq-opt]
                          [--sizes 10 100 1000] [--repeat 3]
                          [--options "emit-c-interface=true"]

Two module shapes per N, each cycling through the four ops (reverse_sequence,
reverse, reverse_dynamic, reverse_subsequences) with static and dynamic
shapes:
  funcs: N functions of one op each;
  chain: one function whose N ops each consume the previous result.
The time is the best of --repeat runs minus the best time of an empty module
(process start-up, dialect registration).
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (op text with {x}/{ty}, extra arguments) for a rank-3 tensor value.
OPS = [
    ("revseq.reverse_sequence {x}, %l batch_axis = 1, seq_axis = 0 : {ty}, tensor<?xi64>"),
    ("revseq.reverse {x} axes = [0, 2] : {ty}"),
    ("revseq.reverse_dynamic {x}, %a mode = index : {ty}, tensor<?xi64>"),
    ("revseq.reverse_subsequences {x}, %s axis = 2 : {ty}, tensor<?x?x1xi32>"),
]
ARGS = "%l: tensor<?xi64>, %a: tensor<?xi64>, %s: tensor<?x?x1xi32>"
TYPES = ["tensor<?x?x?xf32>", "tensor<?x?x?xi8>"]


def funcs_module(n):
    out = []
    for i in range(n):
        ty = TYPES[(i // len(OPS)) % len(TYPES)]
        op = OPS[i % len(OPS)].format(x="%x", ty=ty)
        out.append(f"func.func @f{i}(%x: {ty}, {ARGS}) -> {ty} {{\n"
                   f"  %0 = {op}\n  return %0 : {ty}\n}}\n")
    return "\n".join(out)


def chain_module(n):
    ty = TYPES[0]
    lines = [f"func.func @chain(%x0: {ty}, {ARGS}) -> {ty} {{"]
    for i in range(n):
        op = OPS[i % len(OPS)].format(x=f"%x{i}", ty=ty)
        lines.append(f"  %x{i + 1} = {op}")
    lines.append(f"  return %x{n} : {ty}\n}}\n")
    return "\n".join(lines)


def best_time(cmd, path, repeat):
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(cmd + [path, "-o", os.devnull],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              text=True)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            sys.exit(f"compile_time.py: {' '.join(cmd)} {path} failed:\n{proc.stderr}")
        best = min(best, elapsed)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--revseq-opt",
                        default=os.path.join(ROOT, "build", "bin", "revseq-opt"))
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 100, 1000])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--options", default="emit-c-interface=true",
                        help="revseq-cpu-pipeline options")
    args = parser.parse_args()

    cmd = [args.revseq_opt, f"--revseq-cpu-pipeline={args.options}"]
    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "empty.mlir")
        with open(empty, "w") as f:
            f.write("module {}\n")
        base = best_time(cmd, empty, args.repeat)
        print(f"`{' '.join(cmd)}`, best of {args.repeat}; "
              f"empty module {base * 1e3:.1f} ms (subtracted)\n")
        print("| module | ops | time (ms) | per op (ms) |")
        print("| --- | ---: | ---: | ---: |")
        for shape, build in (("funcs", funcs_module), ("chain", chain_module)):
            for n in args.sizes:
                path = os.path.join(tmp, f"{shape}{n}.mlir")
                with open(path, "w") as f:
                    f.write(build(n))
                t = best_time(cmd, path, args.repeat) - base
                print(f"| {shape} | {n} | {t * 1e3:.1f} | {t * 1e3 / n:.3f} |",
                      flush=True)


if __name__ == "__main__":
    main()
