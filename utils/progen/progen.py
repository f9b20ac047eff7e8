#!/usr/bin/python3
"""Random programs through revseq's pipelines, checked against numpy.

Generates seeded random valid programs (generate.py: the four revseq ops in
both forms amid elementwise linalg code, slices, inserts, casts, reshapes,
loops, branches and calls, static and dynamic shapes, every length class),
computes their results with numpy (ir.py, reference.py), and runs them
batched through every pipeline variant (VARIANTS: fusion on and off, in
place, fuse-gathers, scalar and vector widths, threads, run-time checks,
tiling through the transform dialect, the GPU host emulation). @main
compares each result with the numpy value in the program itself (emit.py)
and prints the count of differing elements: a variant fails a program when
revseq-opt fails, the program crashes, or a count is not 0.

A failure is shrunk (shrink.py: statements replaced by arguments holding
the values they computed, results dropped, loops and branches replaced)
while it keeps failing the same way, and saved as a ready lit test
(--keep-failures DIR).

Usage:
  /usr/bin/python3 utils/progen/progen.py --revseq-opt build/bin/revseq-opt \\
      --seed 1 --programs 200 [--variants a,b] [--jobs 2] [--keep-failures DIR]
  --emit ID prints one program's module; --list-variants the variants.
Exit status 1 when any program fails a variant.
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from emit import MARKER, emit_module  # noqa: E402
from generate import generate  # noqa: E402
import shrink  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from llvm_dirs import llvm_dirs  # noqa: E402

CPU = "revseq-cpu-pipeline"
EMU = "revseq-gpu-emulation-pipeline"

# name -> (pipeline, options, transform schedule or None, only valid programs)
VARIANTS = {
    "default": (CPU, "", None, False),
    "nofuse": (CPU, "fuse=false", None, False),
    "inplace": (CPU, "in-place=true", None, False),
    "nofuse-inplace": (CPU, "fuse=false in-place=true", None, False),
    "gathers": (CPU, "fuse-gathers=true", None, False),
    "scalar": (CPU, "vectorize=false", None, False),
    "scalar-inplace": (CPU, "vectorize=false in-place=true fuse-gathers=true",
                       None, False),
    "v128-nt": (CPU, "vector-bits=128 nontemporal-bytes=1", None, False),
    "v512": (CPU, "vector-bits=512", None, False),
    "threads": (CPU, "num-threads=2 min-parallel-bytes=0", None, False),
    "threads-inplace": (CPU, "num-threads=3 min-parallel-bytes=0 in-place=true",
                        None, False),
    "checks": (CPU, "runtime-checks=true", None, True),
    "checks-inplace": (CPU, "runtime-checks=true in-place=true fuse=false",
                       None, True),
    "tile-for": (CPU, "", "for", False),
    "tile-forall": (CPU, "num-threads=2 min-parallel-bytes=0", "forall", False),
    "gpu-emu": (EMU, "", None, False),
    "gpu-emu-nofuse-inplace": (EMU, "fuse=false in-place=true", None, False),
}

REVSEQ_OPS = ["revseq.reverse", "revseq.reverse_dynamic",
              "revseq.reverse_sequence", "revseq.reverse_subsequences",
              "revseq.reverse_into", "revseq.reverse_dynamic_into",
              "revseq.reverse_sequence_into", "revseq.reverse_subsequences_into"]
TILE_SIZES = [2, 3, 2, 3]


def schedule(kind):
    """The transform library of the tiling variants: every revseq op tagged
    `tile<rank>` tiled with scf.for, or, tagged `tile_forall` too, with
    scf.forall and two threads a dim; every
    generic tagged `progen_fuse<rank>` tiled with its producers fused."""
    ops = ", ".join(f'"{o}"' for o in REVSEQ_OPS)
    lines = ["module attributes {transform.with_named_sequence} {",
             "  transform.named_sequence @__transform_main("
             "%root: !transform.any_op {transform.readonly}) {"]
    for r in range(1, 5):
        sizes = ", ".join(map(str, TILE_SIZES[:r]))
        loops = ", ".join(["!transform.any_op"] * r)
        attrs = f"tile{r}" + (", tile_forall" if kind == "forall" else "")
        lines.append(f"    %t{r} = transform.structured.match ops{{[{ops}]}} "
                     f"attributes{{{attrs}}} in %root : (!transform.any_op) -> "
                     f"!transform.any_op")
        if kind == "for":
            lines.append(f"    %tt{r}, %tl{r}:{r} = transform.structured.tile_using_for "
                         f"%t{r} tile_sizes [{sizes}] : (!transform.any_op) -> "
                         f"(!transform.any_op, {loops})")
        else:
            threads = ", ".join(["2"] * r)
            lines.append(f"    %tt{r}, %tl{r} = transform.structured.tile_using_forall "
                         f"%t{r} num_threads [{threads}] : (!transform.any_op) -> "
                         f"(!transform.any_op, !transform.any_op)")
        lines.append(f"    %f{r} = transform.structured.match ops{{[\"linalg.generic\"]}} "
                     f"attributes{{progen_fuse{r}}} in %root : (!transform.any_op) -> "
                     f"!transform.any_op")
        lines.append(f"    %ff{r}, %fl{r}:{r} = transform.structured.fuse %f{r} "
                     f"tile_sizes [{sizes}] : (!transform.any_op) -> "
                     f"(!transform.any_op, {loops})")
    lines += ["    transform.yield", "  }", "}", ""]
    return "\n".join(lines)


class Runner:
    """revseq-opt and mlir-runner on modules of programs, one variant at a
    time."""

    def __init__(self, opt, runner, libs, workdir, timeout=300):
        self.opt, self.runner, self.libs = opt, runner, libs
        self.workdir, self.timeout = workdir, timeout
        self.schedules = {}
        for kind in ("for", "forall"):
            path = os.path.join(workdir, f"schedule-{kind}.mlir")
            with open(path, "w") as f:
                f.write(schedule(kind))
            self.schedules[kind] = path

    def pipeline(self, variant, schedule_dir=None):
        """The --pass-pipeline of `variant` (its schedules read from
        `schedule_dir`, by default the runner's own)."""
        pipe, opts, sched, _ = VARIANTS[variant]
        passes = [f"{pipe}{{{opts}}}" if opts else pipe]
        if sched:
            path = os.path.join(schedule_dir, f"schedule-{sched}.mlir") \
                if schedule_dir else self.schedules[sched]
            passes[:0] = ["transform-preload-library{transform-library-paths="
                          f"{path}}}", "transform-interpreter"]
        return f"builtin.module({','.join(passes)})"

    def opt_args(self, variant):
        return [f"--pass-pipeline={self.pipeline(variant)}"]

    def run(self, src, variant, name):
        """(error or None, stdout, stderr) of one module under `variant`."""
        path = os.path.join(self.workdir, name + ".mlir")
        low = os.path.join(self.workdir, name + ".ll.mlir")
        with open(path, "w") as f:
            f.write(src)
        try:
            p = subprocess.run([self.opt, path] + self.opt_args(variant) +
                               ["-o", low], capture_output=True, text=True,
                               timeout=self.timeout)
        except subprocess.TimeoutExpired:
            return "revseq-opt timed out", "", ""
        if p.returncode != 0:
            kind = "crashed" if p.returncode < 0 or "Stack dump" in p.stderr \
                else "failed"
            return f"revseq-opt {kind}", "", p.stderr
        try:
            q = subprocess.run([self.runner, low, "-e", "main",
                                "-entry-point-result=void",
                                "-shared-libs=" + ",".join(self.libs)],
                               capture_output=True, text=True,
                               timeout=self.timeout)
        except subprocess.TimeoutExpired:
            return "the program timed out", "", ""
        err = None if q.returncode == 0 else \
            f"the program failed (rc={q.returncode})"
        return err, q.stdout, q.stderr


ROW_RE = re.compile(r"\[\s*(-?\d+),\s*(-?\d+),\s*(-?\d+),\s*(-?\d+),\s*(-?\d+)\s*\]")


def parse_counts(stdout):
    """{(program id, result): count} from @main's prints."""
    out = {}
    for m in ROW_RE.finditer(stdout):
        a, b, pid, k, n = map(int, m.groups())
        if (a, b) == MARKER:
            out[(pid, k)] = n
    return out


def judge(prog, counts, err):
    """None when every result of `prog` was printed with count 0."""
    nres = len(prog.kernel.body.yields)
    got = [counts.get((prog.id, k)) for k in range(nres)]
    if all(c == 0 for c in got):
        return None
    if any(c is None for c in got):
        return err or "results missing from the output"
    bad = [f"result {k}: " + ("sizes differ" if c == -1 else f"{c} elements differ")
           for k, c in enumerate(got) if c]
    return "wrong result: " + "; ".join(bad)


def run_batch(runner, variant, progs, expected, name):
    """[(program, failure or None, stderr)] for `progs` under `variant`;
    a batch that fails is rerun program by program."""
    err, out, stderr = runner.run(emit_module(progs, expected), variant, name)
    counts = parse_counts(out)
    if err is None or len(progs) == 1:
        return [(p, judge(p, counts, err), stderr) for p in progs]
    results = []
    for p in progs:
        e1, o1, s1 = runner.run(emit_module([p], expected), variant,
                                f"{name}-p{p.id}")
        msg = judge(p, parse_counts(o1), e1)
        results.append((p, msg, s1 if msg else ""))
    return results


def failure_kind(msg):
    """What a shrunk program must still show: the same kind of failure."""
    for k in ("revseq-opt crashed", "revseq-opt failed", "revseq-opt timed out",
              "the program failed", "the program timed out", "wrong result",
              "results missing"):
        if msg.startswith(k):
            return k
    return msg


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--revseq-opt", default="revseq-opt")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--programs", type=int, default=100)
    ap.add_argument("--first", type=int, default=0,
                    help="id of the first program (a campaign's slice)")
    ap.add_argument("--only", default=None, help="comma-separated program ids")
    ap.add_argument("--variants", default=None,
                    help="comma-separated variants (default: all)")
    ap.add_argument("--spread", type=int, default=0, metavar="K",
                    help="run each program through K of the variants, chosen "
                    "from (seed, program id), instead of through all of them "
                    "(campaigns: more programs for the same time)")
    ap.add_argument("--max-stmts", type=int, default=14)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=40)
    ap.add_argument("--keep-failures", default=None, metavar="DIR",
                    help="shrink each failure and write it there as a lit test")
    ap.add_argument("--no-shrink", action="store_true")
    ap.add_argument("--emit", type=int, default=None, metavar="ID")
    ap.add_argument("--list-variants", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    if args.list_variants:
        for name, (pipe, opts, sched, valid) in VARIANTS.items():
            print(f"{name}: {pipe}{{{opts}}}" + (f" after tiling ({sched})" if sched else "")
                  + (" (programs within the run-time rules)" if valid else ""))
        return 0
    if args.emit is not None:
        p = generate(args.seed, args.emit, args.max_stmts)
        print(emit_module([p], {p.id: p.results()[0]}))
        return 0

    opt = args.revseq_opt if os.sep in args.revseq_opt else \
        shutil.which(args.revseq_opt)
    if not opt:
        sys.exit(f"progen: cannot find {args.revseq_opt}")
    opt = os.path.abspath(opt)
    llvm_bin, llvm_lib, _ = llvm_dirs(opt)
    libs = [os.path.join(llvm_lib, n) for n in
            ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so", "libomp.so")]
    variants = args.variants.split(",") if args.variants else list(VARIANTS)
    for v in variants:
        if v not in VARIANTS:
            sys.exit(f"progen: unknown variant {v} (--list-variants)")
    ids = [int(x) for x in args.only.split(",")] if args.only else \
        range(args.first, args.first + args.programs)

    t0 = time.time()
    progs, expected, broken = [], {}, []
    for i in ids:
        p = generate(args.seed, i, args.max_stmts)
        try:
            out, violations = p.results()
        except Exception as exc:  # a generator bug, not a compiler one
            broken.append((i, repr(exc)))
            continue
        p.violations = violations
        progs.append(p)
        expected[p.id] = out

    failures, runs = [], 0
    with tempfile.TemporaryDirectory(prefix="revseq-progen-") as tmp:
        runner = Runner(opt, os.path.join(llvm_bin, "mlir-runner"), libs, tmp)
        chosen = {p.id: set(variants) for p in progs}
        if args.spread:
            for p in progs:
                rng = random.Random(f"progen:{args.seed}:{p.id}:variants")
                chosen[p.id] = set(rng.sample(variants, min(args.spread,
                                                            len(variants))))
        jobs = []
        for v in variants:
            pool = [p for p in progs if v in chosen[p.id] and
                    not (VARIANTS[v][3] and p.violations)]
            for k in range(0, len(pool), args.batch_size):
                jobs.append((v, pool[k:k + args.batch_size], f"{v}-{k}"))
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
            futs = [ex.submit(run_batch, runner, v, b, expected, n)
                    for v, b, n in jobs]
            for (v, b, _), f in zip(jobs, futs):
                for p, msg, stderr in f.result():
                    runs += 1
                    if msg:
                        failures.append((p, v, msg, stderr))
        for p, v, msg, stderr in failures:
            print(f"=== FAIL program {p.id} (seed {args.seed}) under {v}: {msg}")
            if stderr.strip():
                print("\n".join(stderr.strip().splitlines()[-15:]))
            if args.keep_failures and not args.no_shrink:
                path = shrink.save_failure(runner, p, v, failure_kind(msg),
                                           args.seed, args.keep_failures)
                print(f"--- shrunk to {path}")
    for i, why in broken:
        print(f"=== generator error on program {i}: {why}")
    print(f"progen: seed {args.seed}, {len(progs)} programs, {len(variants)} "
          f"variants, {time.time() - t0:.0f} s", file=sys.stderr)
    print(f"{runs - len(failures)} passed, {len(failures)} failed, "
          f"{len(broken)} not generated")
    return 1 if failures or broken else 0


if __name__ == "__main__":
    sys.exit(main())
