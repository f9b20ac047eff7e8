#!/usr/bin/env python3
"""Reverse of the innermost axis of a 1 GiB f32 tensor, in place and out of
place, against memcpy of the same bytes: the in-place target of the issue
("Reverse within 0.95 of the best copy") where the tensor does not fit in
the last-level cache, so every kernel is bound by memory bandwidth.

    bench/inplace/large_reverse.py [--revseq-opt build/bin/revseq-opt]
                                   [--gib 1] [--calls 7] [--threads 1,2]
                                   [--axes 1] [--json out.json]

Each program is compiled by `revseq-opt --revseq-cpu-pipeline` and run by
`mlir-runner -O3`. Its @main fills an [R, R] f32 buffer (element (i, j) is
i + j), calls the kernel once untimed and then --calls times, each call
timed with `rtclock`, then times two copies of the same buffer into a
second one as often: `memref.copy` (the runner lowers it to memcpy, one
thread) and a `linalg.generic` copy through the same pipeline (a vector
loop split over the threads, as the kernels are), and prints the seconds.
Two programs:

  in place      `in-place=true`: the kernel takes the buffer as a `restrict
                writable` tensor and materializes the reverse back into it
                (bench/gen_kernels.py's form `i`);
  out of place  `in-place=false`: the same op written into a second buffer
                through `materialize_in_destination` (form `d`).

The in-place program checks the buffer afterwards: after an even number of
reverses it must hold its first contents (four elements printed and
compared); the out-of-place program checks four elements of its result.
GB/s is 2 x bytes / median seconds, as bench/run.py counts it; the best
copy is the faster of the two copies (bench/RevseqBench.cpp's non-temporal
copy has no counterpart here).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))

# LLVM's directories, shared by the Python tools (utils/llvm_dirs.py).
sys.path.insert(0, os.path.join(ROOT, "utils"))
from llvm_dirs import llvm_dirs  # noqa: E402

PROBES = [(0, 0), (1, 0), (7, 3), (5, 9)]


def kernel(rows, axes, in_place):
    m = f"memref<{rows}x{rows}xf32>"
    t = f"tensor<{rows}x{rows}xf32>"
    axes_text = ", ".join(str(a) for a in axes)
    if in_place:
        return (f"func.func @kernel(%m: {m}) {{\n"
                f"  %x = bufferization.to_tensor %m restrict writable : {m} to {t}\n"
                f"  %r = revseq.reverse %x axes = [{axes_text}] : {t}\n"
                f"  bufferization.materialize_in_destination %r in restrict writable %m\n"
                f"      : ({t}, {m}) -> ()\n"
                f"  return\n}}\n")
    return (f"func.func @kernel(%m: {m}, %out: {m}) {{\n"
            f"  %x = bufferization.to_tensor %m restrict : {m} to {t}\n"
            f"  %r = revseq.reverse %x axes = [{axes_text}] : {t}\n"
            f"  bufferization.materialize_in_destination %r in restrict writable %out\n"
            f"      : ({t}, {m}) -> ()\n"
            f"  return\n}}\n")


def vector_copy(rows):
    m = f"memref<{rows}x{rows}xf32>"
    return (f"func.func @vector_copy(%a: {m}, %b: {m}) {{\n"
            "  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,"
            " affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\","
            f" \"parallel\"]}} ins(%a : {m}) outs(%b : {m}) {{\n"
            "  ^bb0(%i: f32, %o: f32):\n"
            "    linalg.yield %i : f32\n"
            "  }\n"
            "  return\n}\n")


def timed(call):
    """An scf.for of %n calls, each timed with rtclock and printed."""
    return ("  scf.for %k = %c0 to %n step %c1 {\n"
            "    %t0 = func.call @rtclock() : () -> f64\n"
            f"    {call}\n"
            "    %t1 = func.call @rtclock() : () -> f64\n"
            "    %d = arith.subf %t1, %t0 : f64\n"
            "    vector.print %d : f64\n"
            "  }\n")


def program(rows, axes, in_place, calls):
    m = f"memref<{rows}x{rows}xf32>"
    args = "%x" if in_place else "%x, %y"
    types = m if in_place else f"{m}, {m}"
    checked = "%x" if in_place else "%y"
    probes = "".join(
        f"  %p{k} = memref.load {checked}[%c{a}, %c{b}] : {m}\n"
        f"  vector.print %p{k} : f32\n" for k, (a, b) in enumerate(PROBES))
    consts = "".join(f"  %c{v} = arith.constant {v} : index\n"
                     for v in sorted({0, 1, 3, 5, 7, 9}))
    return (kernel(rows, axes, in_place) + vector_copy(rows) +
            "func.func private @rtclock() -> f64\n"
            "func.func @main() {\n"
            f"  %x = memref.alloc() {{alignment = 64 : i64}} : {m}\n"
            f"  %y = memref.alloc() {{alignment = 64 : i64}} : {m}\n"
            "  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],"
            " iterator_types = [\"parallel\", \"parallel\"]}"
            f" outs(%x : {m}) {{\n"
            "  ^bb0(%o: f32):\n"
            "    %i = linalg.index 0 : index\n"
            "    %j = linalg.index 1 : index\n"
            "    %s = arith.addi %i, %j : index\n"
            "    %w = arith.index_cast %s : index to i64\n"
            "    %f = arith.sitofp %w : i64 to f32\n"
            "    linalg.yield %f : f32\n"
            "  }\n"
            f"{consts}"
            f"  %n = arith.constant {calls} : index\n"
            f"  memref.copy %x, %y : {m} to {m}\n"
            f"  func.call @kernel({args}) : ({types}) -> ()\n"
            + timed(f"func.call @kernel({args}) : ({types}) -> ()") +
            f"{probes}"
            + timed(f"memref.copy %x, %y : {m} to {m}")
            + timed(f"func.call @vector_copy(%x, %y) : ({m}, {m}) -> ()") +
            "  return\n}\n")


def expected(rows, axes, in_place, calls):
    """The probes: element (i, j) of the input is i + j; in place the buffer
    has been reversed calls + 1 times."""
    reversed_now = (calls + 1) % 2 == 1 if in_place else True
    out = []
    for a, b in PROBES:
        if reversed_now:
            a = rows - 1 - a if 0 in axes else a
            b = rows - 1 - b if 1 in axes else b
        out.append(float(a + b))
    return out


def run(args, rows, axes, in_place, threads):
    llvm_bin, llvm_lib, _ = llvm_dirs(args.revseq_opt)
    options = (f"fuse=false in-place={'true' if in_place else 'false'} "
               f"num-threads={threads}")
    compiled = subprocess.run(
        [args.revseq_opt, f"--revseq-cpu-pipeline={options}"],
        input=program(rows, axes, in_place, args.calls), capture_output=True,
        text=True, check=True).stdout
    libs = [f"{llvm_lib}/libmlir_runner_utils.so",
            f"{llvm_lib}/libmlir_c_runner_utils.so"]
    if threads > 1:
        libs.append(f"{llvm_lib}/libomp.so")
    proc = subprocess.run(
        [os.path.join(llvm_bin, "mlir-runner"), "-O3", "-e", "main",
         "-entry-point-result=void", "-shared-libs=" + ",".join(libs)],
        input=compiled, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"large_reverse.py: the program failed:\n{proc.stderr}")
    values = [float(v) for v in proc.stdout.split()]
    n = args.calls
    kernel_s, probes = values[:n], values[n:n + 4]
    memcpy_s, vector_s = values[n + 4:2 * n + 4], values[2 * n + 4:]
    want = expected(rows, axes, in_place, n)
    if probes != want:
        sys.exit(f"large_reverse.py: wrong result: {probes}, expected {want}")
    nbytes = 2.0 * rows * rows * 4
    gbs = {k: nbytes / statistics.median(v) / 1e9 for k, v in
           (("kernel", kernel_s), ("memcpy", memcpy_s), ("vector", vector_s))}
    return {"kernel_gbs": gbs["kernel"], "memcpy_gbs": gbs["memcpy"],
            "vector_copy_gbs": gbs["vector"],
            "best_copy_gbs": max(gbs["memcpy"], gbs["vector"]),
            "kernel_s": kernel_s, "memcpy_s": memcpy_s,
            "vector_copy_s": vector_s}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--revseq-opt",
                    default=os.path.join(ROOT, "build", "bin", "revseq-opt"))
    ap.add_argument("--gib", type=float, default=1.0)
    ap.add_argument("--calls", type=int, default=7)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--axes", default="1",
                    help="comma-separated reversed axes of the [R, R] input")
    ap.add_argument("--json")
    args = ap.parse_args()
    rows = int((args.gib * 2**30 / 4) ** 0.5)
    axes = [int(a) for a in args.axes.split(",")]
    results = []
    print(f"reverse axes = {axes} of f32 [{rows}, {rows}] "
          f"({rows * rows * 4 / 2**20:.0f} MiB), medians of {args.calls} calls")
    print("| threads | form | kernel GB/s | memcpy GB/s | vector copy GB/s |"
          " kernel / best copy |")
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    for threads in [int(t) for t in args.threads.split(",")]:
        for in_place in (True, False):
            r = run(args, rows, axes, in_place, threads)
            r.update(threads=threads, in_place=in_place)
            results.append(r)
            print(f"| {threads} | {'in place' if in_place else 'out of place'}"
                  f" | {r['kernel_gbs']:.1f} | {r['memcpy_gbs']:.1f} |"
                  f" {r['vector_copy_gbs']:.1f} |"
                  f" {r['kernel_gbs'] / r['best_copy_gbs']:.2f} |", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
