#!/usr/bin/env python3
"""The Python package's eager calls against what Python users write today.

    PYTHONPATH=build/python /usr/bin/python3 bench/python/eager_bench.py \\
        [--build-dir build] [--sizes 4KiB,1MiB,64MiB] [--threads 1,2]

Two float32 cases at each size:

* reverse_sequence of [B, T, C] = [16, T, 16], batch 0, seq 1, lengths in
  [0, T] (a padded batch of sequences): revseq.reverse_sequence against the
  per-row loop that PyTorch users write (pytorch/pytorch#1794: each row's
  first L steps flipped, in numpy and in torch) and against take_along_axis
  with the mirrored indices (the JAX way; the index computation included);
* reverse of the innermost axis of [R, 1024]: revseq.reverse against
  np.flip(x, 1).copy() and torch.flip.

revseq is timed with out= (into a preallocated array, what a loop does) and
without (a new array each call). The per-call overhead is the time of a
4 KiB call and of a 16-element call. At the largest size, the same kernel
(the text the package compiled, the same pipeline) is also called from C
(bench/python/c_timer.c, built here with cc against --build-dir): both
timed call by call, in two alternating rounds, and the Python call's
fastest and median given as ratios to C's. Every array and C buffer
starts on a 64-byte boundary, as the arrays revseq returns do (numpy
aligns a large array to 16 bytes only; docs/Python.md, "Alignment"). Each time is the fastest of
--repeat runs of a loop long enough for about --min-time seconds; the
median is printed beside it. Prints a Markdown table.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

import revseq
from revseq import _jit, _kernels

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SIZES = {"16B": 16, "4KiB": 4 << 10, "1MiB": 1 << 20, "64MiB": 64 << 20}

try:
    import torch
except ImportError:  # the torch rows are left out
    torch = None


def measure(fn, min_time, repeat):
    """(fastest, median) seconds per call of fn() over `repeat` samples,
    each a loop of about min_time / repeat seconds."""
    fn()
    start, calls = time.perf_counter(), 0
    while time.perf_counter() - start < 0.05:
        fn()
        calls += 1
    per = max(1, int(calls * min_time / repeat / 0.05))
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(per):
            fn()
        samples.append((time.perf_counter() - start) / per)
    samples.sort()
    return samples[0], samples[len(samples) // 2]


CASES = {}


def aligned_like(x):
    """An uninitialised array like `x` whose data starts on a 64-byte
    boundary (revseq's own results are allocated so)."""
    raw = np.empty(x.nbytes + 64, np.uint8)
    offset = -raw.ctypes.data % 64
    return raw[offset:offset + x.nbytes].view(x.dtype).reshape(x.shape)


def aligned_copy(x):
    out = aligned_like(x)
    out[...] = x
    return out


def sequence_case(nbytes, rng):
    """The padded-batch inputs: x [16, T, 16] float32 and lengths [16] (the
    same ones for every call of a size)."""
    if nbytes not in CASES:
        t = max(1, nbytes // 4 // 256)
        x = aligned_copy(rng.standard_normal((16, t, 16)).astype(np.float32))
        CASES[nbytes] = x, rng.integers(0, t + 1, 16)
    return CASES[nbytes]


def per_row_numpy(x, lengths, out):
    out[...] = x
    for b, n in enumerate(lengths):
        out[b, :n] = x[b, :n][::-1]
    return out


def per_row_torch(x, lengths):
    out = x.clone()
    for b, n in enumerate(lengths.tolist()):
        out[b, :n] = x[b, :n].flip(0)
    return out


def take_along(x, lengths):
    t = np.arange(x.shape[1])[None, :]
    n = lengths[:, None]
    index = np.where(t < n, n - 1 - t, t)
    return np.take_along_axis(x, index[:, :, None], axis=1)


def sequence_rows(nbytes, threads, args, rng):
    """(name, fastest, median) of every implementation of the sequence
    case; the references are checked against revseq first."""
    x, lengths = sequence_case(nbytes, rng)
    out = aligned_like(x)
    expected = revseq.reverse_sequence(x, lengths, 0, 1, num_threads=1)
    np.testing.assert_array_equal(take_along(x, lengths), expected)
    np.testing.assert_array_equal(per_row_numpy(x, lengths, out), expected)
    rows = []
    for n in threads:
        rows.append((f"revseq.reverse_sequence out=, {n} thread(s)",
                     lambda n=n: revseq.reverse_sequence(
                         x, lengths, 0, 1, out=out, num_threads=n)))
        rows.append((f"revseq.reverse_sequence, {n} thread(s)",
                     lambda n=n: revseq.reverse_sequence(
                         x, lengths, 0, 1, num_threads=n)))
    rows.append(("numpy per-row loop (out=)",
                 lambda: per_row_numpy(x, lengths, out)))
    rows.append(("np.take_along_axis", lambda: take_along(x, lengths)))
    if torch is not None:
        tx, tl = torch.from_numpy(x), torch.from_numpy(lengths)
        assert np.array_equal(per_row_torch(tx, tl).numpy(), expected)
        rows.append((f"torch per-row flip loop ({torch.get_num_threads()} "
                     "threads)", lambda: per_row_torch(tx, tl)))
    return [(name,) + measure(fn, args.min_time, args.repeat)
            for name, fn in rows]


def reverse_rows(nbytes, threads, args, rng):
    x = aligned_copy(rng.standard_normal((max(1, nbytes // 4096), 1024)).astype(
        np.float32))
    out = aligned_like(x)
    np.testing.assert_array_equal(revseq.reverse(x, [1]), np.flip(x, 1))
    rows = []
    for n in threads:
        rows.append((f"revseq.reverse out=, {n} thread(s)",
                     lambda n=n: revseq.reverse(x, [1], out=out,
                                                num_threads=n)))
        rows.append((f"revseq.reverse, {n} thread(s)",
                     lambda n=n: revseq.reverse(x, [1], num_threads=n)))
    rows.append(("np.flip(x, 1).copy()", lambda: np.flip(x, 1).copy()))
    if torch is not None:
        tx = torch.from_numpy(x)
        rows.append((f"torch.flip ({torch.get_num_threads()} threads)",
                     lambda: torch.flip(tx, [1])))
    return [(name,) + measure(fn, args.min_time, args.repeat)
            for name, fn in rows]


def build_c_timer(build_dir, work):
    exe = os.path.join(work, "c_timer")
    subprocess.run(
        ["cc", "-O2", os.path.join(HERE, "c_timer.c"),
         "-I" + os.path.join(ROOT, "include"),
         "-I" + os.path.join(build_dir, "include"),
         "-I/usr/lib/llvm-22/include", "-L" + os.path.join(build_dir, "lib"),
         "-lRevseqCAPI", "-Wl,-rpath," + os.path.join(build_dir, "lib"),
         "-o", exe], check=True)
    return exe


def kernel_of(op, threads):
    """The text of the float32 kernel the package compiled for `op` with
    `threads` threads, out of place, unit innermost stride."""
    for key, kernel in _kernels._cache.items():
        if key[0] == op and key[2] == np.float32 and key[4] and \
                not key[5] and key[6] == threads:
            return kernel.text
    raise KeyError((op, threads))


def per_call(fn, iterations):
    """The seconds of each of `iterations` calls of fn() (after one)."""
    fn()
    times = []
    for _ in range(iterations):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def c_times(exe, work, op, threads, shape, lengths, iterations):
    """(fastest, median) seconds of the kernel of `op` for `threads` called
    from C (with these lengths, or None)."""
    path = os.path.join(work, f"{op}-{threads}.mlir")
    with open(path, "w") as f:
        f.write(kernel_of(op, threads))
    libomp = _jit.libomp_path() if threads > 1 else "-"
    lengths_path = "-"
    if lengths is not None:
        lengths_path = os.path.join(work, "lengths.bin")
        lengths.astype(np.int64).tofile(lengths_path)
    result = subprocess.run(
        [exe, path, _jit.pipeline_text(False, threads), libomp,
         str(iterations), lengths_path] + [str(d) for d in shape],
        check=True, capture_output=True, text=True).stdout.split()
    return float(result[0]), float(result[1])


def versus_c(exe, work, op, threads, nbytes, rng, args):
    """Rows comparing one out= call from Python with the same kernel called
    from C: each timed call by call, alternately in two rounds, the fastest
    and median of all calls of each."""
    if op == "reverse":
        x = aligned_copy(rng.standard_normal(
            (max(1, nbytes // 4096), 1024)).astype(np.float32))
        lengths = None
        out = aligned_like(x)

        def call():
            revseq.reverse(x, [1], out=out, num_threads=threads)
    else:
        x, lengths = sequence_case(nbytes, rng)
        out = aligned_like(x)

        def call():
            revseq.reverse_sequence(x, lengths, 0, 1, out=out,
                                    num_threads=threads)
    iterations = max(5, args.repeat * 3)
    py_rounds, c_rounds = [], []
    for _ in range(2):
        times = sorted(per_call(call, iterations))
        py_rounds.append((times[0], times[len(times) // 2]))
        c_rounds.append(c_times(exe, work, op, threads, x.shape, lengths,
                                iterations))
    # The better round's fastest call and median, for both alike.
    py = (min(r[0] for r in py_rounds), min(r[1] for r in py_rounds))
    c = (min(r[0] for r in c_rounds), min(r[1] for r in c_rounds))
    return [(f"revseq.{op} out=, {threads} thread(s), call by call",) + py
            + ("",),
            (f"the same kernel from C, {threads} thread(s), call by call",) + c
            + (f"Python {py[0] / c[0]:.3f}x, median {py[1] / c[1]:.3f}x",)]


def fmt(seconds):
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} us"
    return f"{seconds * 1e3:.2f} ms"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--sizes", default="16B,4KiB,1MiB,64MiB")
    parser.add_argument("--threads", default=f"1,{os.cpu_count()}")
    parser.add_argument("--min-time", type=float, default=0.5)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    threads = sorted({int(t) for t in args.threads.split(",")})
    rng = np.random.default_rng(0)
    sizes = args.sizes.split(",")
    with open("/proc/loadavg") as f:
        print(f"load average before: {f.read().split()[0]}, "
              f"{os.cpu_count()} CPUs, numpy {np.__version__}, torch "
              f"{torch.__version__ if torch else 'absent'}\n")
    work = tempfile.mkdtemp(prefix="revseq-bench-")
    exe = build_c_timer(args.build_dir, work)
    for case, rows_of in (("reverse_sequence [16, T, 16]", sequence_rows),
                          ("reverse [R, 1024] axis 1", reverse_rows)):
        print(f"### {case}\n")
        print("| size | implementation | fastest | median | vs C |")
        print("| --- | --- | ---: | ---: | ---: |")
        for size in sizes:
            nbytes = SIZES[size]
            rows = rows_of(nbytes, threads, args, rng)
            for name, fastest, median in rows:
                print(f"| {size} | {name} | {fmt(fastest)} | {fmt(median)} |"
                      " |")
            if size != sizes[-1]:
                continue
            op = "reverse_sequence" if "sequence" in case else "reverse"
            for n in threads:
                for name, fastest, median, note in versus_c(
                        exe, work, op, n, nbytes, rng, args):
                    print(f"| {size} | {name} | {fmt(fastest)} | "
                          f"{fmt(median)} | {note} |")
        print()
    with open("/proc/loadavg") as f:
        print(f"load average after: {f.read().split()[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
