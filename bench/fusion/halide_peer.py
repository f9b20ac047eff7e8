#!/usr/bin/python3
"""Halide peer of the fusion benchmark: each chain of gen_kernels.CHAINS as
one Halide pipeline (the revseq op and the elementwise op in one Func, so
Halide fuses them), JIT-compiled for the host and timed over numpy buffers.

    HL_NUM_THREADS=2 /usr/bin/python3 halide_peer.py --threads 2 \
        [--smoke] [--reps 15] [--warmup 2] [--json out.json]

Two schedules per chain:
  inline   Halide's default: everything inlined into the output, computed
           in storage order, scalar, one thread;
  vec_par  the output vectorised along the innermost dimension (the host
           target's natural vector width) and parallel over the outermost
           dimension (the two outermost fused for rank 4), on Halide's
           thread pool (HL_NUM_THREADS threads).

The data-dependent index of ReverseSequence/ReverseSubsequences is clamped
to [0, T) (and the lengths to [0, T]) as Halide's bounds inference needs.
Inputs, lengths and the checks are those of fusion_bench.cpp: every output
is compared with a numpy reference before timing; a mismatch exits 1.
Halide's buffers are the numpy arrays transposed (Halide's dimension 0 is
numpy's last axis), so no data is copied. Prints one JSON list.

Debian's python3-halide is Halide 14; install it with
`apt-get install python3-halide` (it lives in /usr/bin/python3's
dist-packages).
"""

import argparse
import json
import os
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_kernels  # noqa: E402

try:
    import halide as hl
except ImportError as e:  # reported by run.py
    print(json.dumps({"error": "import halide failed: %s" % e}))
    sys.exit(3)

NP_TYPES = {"f32": np.float32, "f64": np.float64, "i8": np.int8}


def make_inputs(c):
    n = int(np.prod(c["shape"]))
    i = np.arange(n, dtype=np.uint64)
    a, b = i * 37 + 11, i * 53 + 7
    ty = NP_TYPES[c["dtype"]]
    if c["dtype"] == "i8":
        x = (a % 256).astype(np.uint8).view(np.int8)
        y = (b % 256).astype(np.uint8).view(np.int8)
    else:
        x = (a % 1001).astype(ty) * ty(0.5) - ty(250.0)
        y = (b % 997).astype(ty) * ty(0.25)
    x = x.reshape(c["shape"])
    y = y.reshape(c["shape"])
    lengths = None
    if c["len_shape"]:
        m = int(np.prod(c["len_shape"]))
        lt = np.int64 if c["len_type"] == "i64" else np.int32
        lengths = (1 + (np.arange(m, dtype=np.int64) * 7919) % c["T"])
        lengths = lengths.astype(lt).reshape(c["len_shape"])
    return x, y, lengths


def seq_axis(c):
    return c["seq"] if c["op"] == "reverse_sequence" else c["axis"]


def np_revseq(c, x, lengths):
    """The revseq op in numpy (reference)."""
    if c["op"] == "reverse":
        return np.flip(x, axis=c["axis"]).copy()
    ax, T = seq_axis(c), c["T"]
    if c["op"] == "reverse_sequence":
        shp = [1] * x.ndim
        shp[c["batch"]] = x.shape[c["batch"]]
        L = lengths.reshape(shp)
    else:
        L = lengths
    L = np.clip(L.astype(np.int64), 0, T)
    shp = [1] * x.ndim
    shp[ax] = T
    t = np.arange(T, dtype=np.int64).reshape(shp)
    src = np.where(t < L, L - 1 - t, t)
    src = np.broadcast_to(src, x.shape)
    return np.take_along_axis(x, src, axis=ax)


def np_ew(c, a, b):
    if c["ew"] == "add":
        return a + b
    return a * a.dtype.type(2) + b


def np_chain(c, x, y, lengths):
    if c["order"] == "ew_rev":
        return np_revseq(c, np_ew(c, x, y), lengths)
    return np_ew(c, np_revseq(c, x, lengths), y)


def hl_buffer(a):
    """A Halide buffer over numpy array a, dimension 0 = a's last axis."""
    return hl.Buffer(a.T)


def build(c, xb, yb, lb, schedule, target):
    n = len(c["shape"])
    # v[k] is the Halide variable of numpy axis k; Halide arguments are in
    # reverse numpy order.
    v = [hl.Var("a%d" % k) for k in range(n)]

    def at(f, coords):
        return f[list(reversed(coords))]

    def revseq_of(f):
        """The revseq op applied to f (a Buffer or a Func) as an Expr."""
        coords = list(v)
        if c["op"] == "reverse":
            a = c["axis"]
            coords[a] = c["shape"][a] - 1 - v[a]
            return at(f, coords)
        ax, T = seq_axis(c), c["T"]
        if c["op"] == "reverse_sequence":
            Lraw = lb[[v[c["batch"]]]]
        else:
            lc = list(v)
            lc[ax] = 0
            Lraw = at(lb, lc)
        L = hl.clamp(hl.cast(hl.Int(32), Lraw), 0, T)
        src = hl.select(v[ax] < L, L - 1 - v[ax], v[ax])
        coords[ax] = hl.clamp(src, 0, T - 1)
        return at(f, coords)

    def ew_of(a, b):
        if c["ew"] == "add":
            return a + b
        return a * 2 + b

    out = hl.Func("out")
    args = list(reversed(v))
    if c["order"] == "ew_rev":
        e = hl.Func("e")
        e[args] = ew_of(at(xb, v), at(yb, v))
        out[args] = revseq_of(e)
    else:
        out[args] = ew_of(revseq_of(xb), at(yb, v))

    if schedule == "vec_par":
        ty = {"f32": hl.Float(32), "f64": hl.Float(64), "i8": hl.Int(8)}
        out.vectorize(v[n - 1], target.natural_vector_size(ty[c["dtype"]]))
        if n >= 4:
            fused = hl.Var("outer")
            out.fuse(v[1], v[0], fused).parallel(fused)
        elif n >= 2:
            out.parallel(v[0])
    out.compile_jit(target)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--smoke", action="store_true",
                    help="tiny shapes; check the outputs only, no timing")
    ap.add_argument("--threads", type=int, default=1,
                    help="recorded with the results; the pool size is "
                         "HL_NUM_THREADS")
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--filter", default="")
    ap.add_argument("--json", help="write the results here too")
    args = ap.parse_args()

    env_threads = os.environ.get("HL_NUM_THREADS")
    if env_threads is not None and int(env_threads) != args.threads:
        print("halide_peer: HL_NUM_THREADS=%s but --threads %d"
              % (env_threads, args.threads), file=sys.stderr)
        return 2
    target = hl.get_host_target()
    results = []
    failed = False
    for c in gen_kernels.chains(args.smoke):
        if args.filter and args.filter not in c["chain"]:
            continue
        x, y, lengths = make_inputs(c)
        ref = np_chain(c, x, y, lengths)
        out = np.full(c["shape"], 0, dtype=NP_TYPES[c["dtype"]])
        xb, yb, ob = hl_buffer(x), hl_buffer(y), hl_buffer(out)
        lb = hl_buffer(lengths) if lengths is not None else None
        funcs = {}
        for sched in ("inline", "vec_par"):
            t0 = time.perf_counter()
            funcs[sched] = build(c, xb, yb, lb, sched, target)
            compile_s = time.perf_counter() - t0
            out.view(np.uint8)[...] = 0xa5
            funcs[sched].realize(ob)
            ok = bool(np.array_equal(out.view(np.uint8), ref.view(np.uint8)))
            if not ok:
                bad = np.flatnonzero(out.view(np.uint8).reshape(-1)
                                     != ref.view(np.uint8).reshape(-1))
                print("halide_peer: MISMATCH %s %s %s: %d bytes differ, "
                      "first at byte %d" % (c["chain"], c["dtype"], sched,
                                            bad.size, bad[0]),
                      file=sys.stderr)
                failed = True
            results.append({"chain": c["chain"], "dtype": c["dtype"],
                            "threads": args.threads, "schedule": sched,
                            "verified": ok, "compile_s": compile_s})
        if args.smoke or failed:
            continue
        times = {s: [] for s in funcs}
        for rnd in range(args.warmup + args.reps):
            for s, f in funcs.items():
                t0 = time.perf_counter()
                f.realize(ob)
                t1 = time.perf_counter()
                if rnd >= args.warmup:
                    times[s].append((t1 - t0) * 1e3)
        for r in results:
            if (r["chain"], r["dtype"]) == (c["chain"], c["dtype"]):
                ts = times[r["schedule"]]
                r.update(median_ms=statistics.median(ts), min_ms=min(ts),
                         reps=len(ts))
        print("halide_peer: %s %s done" % (c["chain"], c["dtype"]),
              file=sys.stderr)
    doc = {"halide_target": str(target), "threads": args.threads,
           "results": results}
    text = json.dumps(doc, indent=1)
    if args.json:
        with open(args.json, "w") as f:
            f.write(text + "\n")
    print(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
