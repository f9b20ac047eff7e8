#!/usr/bin/python3
"""Differential tester for revseq-cpu-pipeline against a numpy reference.

Generates seeded random revseq kernels (all four ops, ranks 0..6, shapes
with 0/1 dims, static and dynamic types, every element type, hostile
lengths / axes / masks of many widths), runs them batched through
`revseq-opt --revseq-cpu-pipeline | mlir-runner`, and compares the printed
results bit for bit with reference.py, which implements docs/Semantics.md.

The generator (and the expected results) is generate.py, the MLIR emitter
emit.py; this file runs the cases and compares. matrix.py (with forms.py)
writes the fixed op x rank x dtype x form matrices of test/Integration/CPU
from the same emitter and reference, with their FileCheck lines.

Outputs are printed exactly: every result is converted in @main to i64
(integers sign-extended, i1 zero-extended, floats bitcast to the integer of
their width, complex<f32> split into the bit patterns of its parts) and
printed with printMemrefI64; an empty result is checked through its sizes.

Besides plain kernels the generator makes: chains of two ops (also the same
op twice on the same lengths), constant inputs and/or operands inside the
kernel (exercising folds and canonicalisation patterns), strided inputs
(tensor.extract_slice) and results inserted into a bigger tensor, kernels
that return a block of their result (what tile-and-fuse reads of a revseq
producer; --block-rate), elementwise neighbours that the fusion pass
fuses (the print's conversion to i64 in the kernel, x + 0 before the ops, a
transpose of the result; --fused-rate), cases run
with runtime-checks=true (operands within the rules), and cases that break
a run-time rule and must stop with the lowering's `revseq.<op>:` message.
Cases are spread over the pipeline's option sets (vectorize, vector-bits,
nontemporal-bytes, num-threads, in-place, where revseq-opt has them; see
--pipelines).

Usage:
  /usr/bin/python3 utils/difftest/difftest.py --revseq-opt PATH \
      [--mlir-runner PATH] [--runner-libs DIR] --seed N --cases N \
      [--jobs 2] [--keep-failures DIR]

mlir-runner and the runner libraries default to those of the LLVM that
revseq-opt was built with: for BUILD/bin/revseq-opt, the LLVM_DIR of
BUILD/CMakeCache.txt; otherwise what llvm-config-22 (or an llvm-config of
LLVM 22) on PATH reports.

Every case is generated from (seed, case id) alone, so `--only ID[,ID...]`
regenerates and reruns single cases of a run (with the same --pipelines).
`--emit ID` prints one case's module. Exit status 1 on any failure; each
failure is reported with its standalone module, expected and actual values.
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
from emit import emit_module  # noqa: E402
from generate import (MARKER, describe, expected, gen_case, numel,  # noqa: E402
                      out_shape)

# LLVM's directories, shared by the Python tools (utils/llvm_dirs.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from llvm_dirs import llvm_dirs  # noqa: E402


# --- Running -------------------------------------------------------------------

def pipeline_options(case):
    """revseq-cpu-pipeline options of a case."""
    opts = ["runtime-checks=true"] if case.rtchecks else []
    return " ".join(opts + ([case.pipeline] if case.pipeline else []))


class Tools:
    def __init__(self, opt, runner, libs):
        self.opt, self.runner, self.libs = opt, runner, libs

    @staticmethod
    def pipeline_flag(opts):
        return f"--revseq-cpu-pipeline={opts}" if opts else "--revseq-cpu-pipeline"

    def command(self, path, opts):
        flag = self.pipeline_flag(opts)
        if " " in flag:
            flag = f"'{flag}'"
        return (f"{self.opt} {path} {flag} | {self.runner} "
                f"-e main -entry-point-result=void -shared-libs={','.join(self.libs)}")

    def run(self, src, opts, workdir, name, timeout=300):
        path = os.path.join(workdir, name + ".mlir")
        low = os.path.join(workdir, name + ".ll.mlir")
        with open(path, "w") as f:
            f.write(src)
        try:
            p = subprocess.run([self.opt, path, self.pipeline_flag(opts), "-o", low],
                               capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "revseq-opt timed out", "", ""
        if p.returncode != 0:
            return f"revseq-opt failed (rc={p.returncode})", "", p.stderr
        try:
            q = subprocess.run([self.runner, low, "-e", "main",
                                "-entry-point-result=void",
                                "-shared-libs=" + ",".join(self.libs)],
                               capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired as e:
            return "mlir-runner timed out", (e.stdout or b"").decode(errors="replace") \
                if isinstance(e.stdout, bytes) else (e.stdout or ""), ""
        err = None if q.returncode == 0 else f"mlir-runner failed (rc={q.returncode})"
        return err, q.stdout, q.stderr


PRINT_RE = re.compile(r"rank = (\d+) offset = (-?\d+) sizes = \[([^\]]*)\] "
                      r"strides = \[([^\]]*)\] data = \s*(.*)", re.S)


def parse_output(stdout):
    """{case id: [(sizes, data), ...]} in print order, plus ids in order."""
    results, order, cur = {}, [], None
    for block in stdout.split("Unranked Memref base@ = ")[1:]:
        m = PRINT_RE.search(block)
        if not m:
            continue
        sizes = [int(s) for s in m.group(3).replace(",", " ").split()]
        data = [int(s) for s in re.findall(r"-?\d+", m.group(5))]
        if sizes == [3] and data[:2] == list(MARKER):
            cur = data[2]
            results[cur] = []
            order.append(cur)
            continue
        if cur is not None:
            results[cur].append((sizes, data))
    return results, order


def n_prints(case):
    return 1 if numel(out_shape(case)) == 0 else len(expected(case))


def check_case(case, prints):
    """None when `prints` matches the reference, else a message."""
    shape = list(out_shape(case))
    if numel(shape) == 0:  # the result's sizes are printed instead
        if len(prints) != 1 or prints[0][1] != shape:
            return (f"expected an empty result of sizes {shape}, got "
                    f"{[d for _, d in prints]}")
        return None
    exp = expected(case)
    if len(prints) != len(exp):
        return f"expected {len(exp)} printed tensors, got {len(prints)}"
    msgs = []
    for k, ((sizes, data), want) in enumerate(zip(prints, exp)):
        if sizes != shape:
            msgs.append(f"stream {k}: result sizes {sizes} != {shape}")
            continue
        if data != want:
            bad = [i for i, (a, b) in enumerate(zip(data, want)) if a != b]
            if len(data) != len(want):
                bad = bad or [min(len(data), len(want))]
            msgs.append(f"stream {k}: {len(bad)} mismatching elements, first at flat "
                        f"index {bad[0]}\n    expected: {want}\n    actual:   {data}")
    return "\n".join(msgs) or None


def run_error_case(tools, c, workdir):
    err, out, stderr = tools.run(emit_module([c]), pipeline_options(c), workdir,
                                 f"case{c.id}")
    prints = parse_output(out)[0].get(c.id)
    if err is None:
        return [(c, f"expected the run to stop with '{c.expect_error} ...', "
                 f"but it succeeded and printed {prints}", stderr)]
    if not err.startswith("mlir-runner"):
        return [(c, err, stderr)]
    if c.expect_error not in stderr:
        return [(c, f"{err}, but stderr lacks '{c.expect_error}'", stderr)]
    if prints:
        return [(c, f"the kernel's result was printed before the error: {prints}",
                 stderr)]
    return [(c, None, "")]


def run_batch(tools, cases, workdir, bname):
    """Returns [(case, failure message or None, stderr)]."""
    if cases[0].expect_error:
        return [r for c in cases for r in run_error_case(tools, c, workdir)]
    err, out, stderr = tools.run(emit_module(cases), pipeline_options(cases[0]),
                                 workdir, bname)
    results, _ = parse_output(out)
    done, redo = [], []
    for c in cases:
        prints = results.get(c.id)
        complete = prints is not None and (
            err is None or len(prints) == n_prints(c) and
            # the next case's marker (or a clean exit) proves c finished
            any(o > c.id for o in results))
        if complete:
            done.append((c, check_case(c, prints), ""))
        else:
            redo.append(c)
    for c in redo:
        e1, o1, s1 = tools.run(emit_module([c]), pipeline_options(c), workdir,
                               f"case{c.id}")
        r1, _ = parse_output(o1)
        msg = check_case(c, r1.get(c.id, [])) if e1 is None else e1
        done.append((c, msg, s1 if msg else ""))
    return done


def reproducer(tools, case, msg, stderr, keep_dir):
    src = emit_module([case])
    out = [f"=== FAIL case {case.id}: {describe(case)}", msg]
    if stderr.strip():
        out.append("--- stderr (last 40 lines):")
        out.append("\n".join(stderr.strip().splitlines()[-40:]))
    if case.expect_error:
        out.append(f"--- expected: the run stops with a message containing "
                   f"'{case.expect_error}' ({case.error_kind})")
    else:
        exp = expected(case)
        out.append(f"--- expected printed streams (after @main's i64 conversion): {exp}")
    if keep_dir:
        os.makedirs(keep_dir, exist_ok=True)
        path = os.path.join(keep_dir, f"case{case.id}.mlir")
        with open(path, "w") as f:
            f.write(src)
        with open(os.path.join(keep_dir, f"case{case.id}.txt"), "w") as f:
            f.write("\n".join(out) + "\n")
        out.append(f"--- saved {path}")
        out.append("--- reproduce: " + tools.command(path, pipeline_options(case)))
    else:
        out.append("--- reproduce: " + tools.command("case.mlir", pipeline_options(case)))
    out.append("--- case.mlir:")
    out.append(src)
    return "\n".join(out)


def coverage(cases):
    from collections import Counter
    cnt = Counter()
    for c in cases:
        cnt["rank%d" % len(c.shape)] += 1
        cnt[c.dtype] += 1
        cnt["empty" if numel(c.shape) == 0 else "nonempty"] += 1
        cnt["dyn" if any(c.dyn) else "static"] += 1
        cnt["rtchecks"] += c.rtchecks
        cnt["const-input"] += c.const_input
        cnt["chain2"] += len(c.ops) == 2
        cnt["pipeline(%s)" % c.pipeline] += 1
        cnt["slice-in"] += bool(c.slice_in)
        cnt["slice-out"] += bool(c.slice_out)
        if c.expect_error:
            cnt["error:" + c.error_kind] += 1
        for op in c.ops:
            cnt[op.kind] += 1
            o = op.operand
            if o is not None and o.reuse is None:
                cnt["operand-i%d" % o.width] += 1
                cnt["const-operand"] += o.const
    return ", ".join(f"{k}={v}" for k, v in sorted(cnt.items()))


def choose_pipelines(args, tools):
    """Option sets of revseq-cpu-pipeline that cases are spread over."""
    omp = os.path.join(os.path.dirname(tools.libs[0]), "libomp.so")

    def with_omp(pipes):
        if any("num-threads" in p for p in pipes) and omp not in tools.libs:
            tools.libs.append(omp)
        return pipes
    if args.pipelines is not None:
        return with_omp([p.strip() for p in args.pipelines.split(";")])
    helptext = subprocess.run([tools.opt, "--help"], capture_output=True,
                              text=True).stdout
    m = re.search(r"--revseq-cpu-pipeline\b.*?\n(( {6,}--.*\n)+)", helptext)
    opts = m.group(1) if m else ""
    pipes = [""]
    if "--vectorize" in opts:
        pipes.append("vectorize=false")
    if "--vector-bits" in opts:
        pipes += ["vector-bits=128", "vector-bits=256"]
    if "--nontemporal-bytes" in opts:
        # Every output large enough: the aligned non-temporal row stores.
        pipes.append("nontemporal-bytes=1")
    if "--num-threads" in opts and os.path.exists(omp):
        # Small cases fork too (min-parallel-bytes=0), so that the threads
        # are tested, not only the one-thread fallback.
        threads = ("min-parallel-bytes=0 "
                   if "--min-parallel-bytes" in opts else "")
        pipes.append(threads + "num-threads=3")
        if "--nontemporal-bytes" in opts:
            pipes.append(threads + "num-threads=2 nontemporal-bytes=1")
    if "--in-place" in opts:
        # The kernels reverse their arguments (and a chain's second op its
        # first op's result) in place: vector, scalar and threaded swaps.
        pipes += ["in-place=true", "in-place=true vectorize=false"]
        if "--num-threads" in opts and os.path.exists(omp):
            pipes.append("min-parallel-bytes=0 num-threads=2 in-place=true")
    return with_omp(pipes)




def resolve_tool(name):
    if os.sep in name:
        return os.path.abspath(name)
    found = shutil.which(name)
    if not found:
        sys.exit(f"difftest: cannot find {name}")
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--revseq-opt", default="revseq-opt")
    ap.add_argument("--mlir-runner", default=None,
                    help="default: mlir-runner of the LLVM that revseq-opt "
                    "was built with (llvm_dirs)")
    ap.add_argument("--runner-libs", default=None,
                    help="directory holding libmlir_runner_utils.so and "
                    "libmlir_c_runner_utils.so, or a comma-separated list of "
                    "libraries; default: the library directory of the LLVM "
                    "that revseq-opt was built with (llvm_dirs)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--only", default=None,
                    help="comma-separated case ids of this seed to run")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=30)
    ap.add_argument("--runtime-checks-rate", type=float, default=0.15,
                    help="fraction of cases (with in-range operands) run "
                    "under revseq-cpu-pipeline{runtime-checks=true}")
    ap.add_argument("--error-rate", type=float, default=0.04,
                    help="fraction of cases that break a run-time rule and "
                    "must stop with the lowering's message")
    ap.add_argument("--block-rate", type=float, default=0.1,
                    help="share of cases whose kernel returns a block of the "
                    "result (tensor.extract_slice, unit strides): what "
                    "tile-and-fuse reads of a revseq producer")
    ap.add_argument("--fused-rate", type=float, default=0.15,
                    help="share of cases whose kernel has elementwise neighbours "
                         "of its revseq ops (the print's conversion to i64, x + 0 "
                         "for integers, a transpose of the result), which "
                         "revseq-fuse-elementwise fuses")
    ap.add_argument("--dst-arg-rate", type=float, default=0.5,
                    help="fraction of slice-out cases whose destination is a "
                    "kernel argument (else a constant in the kernel)")
    ap.add_argument("--pipelines", default=None,
                    help="';'-separated option sets of revseq-cpu-pipeline to "
                    "spread the cases over ('' = defaults); by default the "
                    "defaults plus, where the pipeline has them, vectorize=false, "
                    "vector-bits=128/256 and num-threads=3 (with libomp.so from "
                    "the runner libraries' directory)")
    ap.add_argument("--keep-failures", default=None, metavar="DIR")
    ap.add_argument("--emit", default=None, metavar="ID",
                    help="print the standalone module of one case and exit")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    if args.emit is not None:
        c = gen_case(args.seed, int(args.emit), args.runtime_checks_rate,
                     args.error_rate, args.dst_arg_rate, args.fused_rate,
                     args.block_rate)
        c.pipeline = ""
        print(emit_module([c]))
        return 0

    revseq_opt = resolve_tool(args.revseq_opt)
    if args.mlir_runner is None or args.runner_libs is None:
        llvm_bin, llvm_lib, _ = llvm_dirs(revseq_opt)
        args.mlir_runner = args.mlir_runner or os.path.join(llvm_bin,
                                                            "mlir-runner")
        args.runner_libs = args.runner_libs or llvm_lib
    if os.path.isdir(args.runner_libs):
        libs = [os.path.join(args.runner_libs, n) for n in
                ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")]
    else:
        libs = [os.path.abspath(x) for x in args.runner_libs.split(",") if x]
    for lib in libs:
        if not os.path.exists(lib):
            sys.exit(f"difftest: missing runner library {lib}")
    tools = Tools(revseq_opt, resolve_tool(args.mlir_runner), libs)

    ids = [int(x) for x in args.only.split(",")] if args.only else range(args.cases)
    t0 = time.time()
    pipelines = choose_pipelines(args, tools)
    cases = [gen_case(args.seed, i, args.runtime_checks_rate, args.error_rate,
                      args.dst_arg_rate, args.fused_rate, args.block_rate)
             for i in ids]
    for c in cases:
        c.pipeline = random.Random(f"{args.seed}:{c.id}:pipeline").choice(pipelines)
    for c in cases:  # validates the reference on every case before running
        if not c.expect_error:
            expected(c)
    batches = [[c] for c in cases if c.expect_error]
    groups = {}
    for c in cases:
        if not c.expect_error:
            groups.setdefault(pipeline_options(c), []).append(c)
    for _, group in sorted(groups.items()):
        for k in range(0, len(group), args.batch_size):
            batches.append(group[k:k + args.batch_size])

    failures, passed = [], 0
    with tempfile.TemporaryDirectory(prefix="revseq-difftest-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            # Biggest batches first so that the two workers finish together.
            order = sorted(range(len(batches)), key=lambda k: -len(batches[k]))
            futs = [pool.submit(run_batch, tools, batches[k], tmp, f"batch{k}")
                    for k in order]
            for f in futs:
                for c, msg, stderr in f.result():
                    if msg is None:
                        passed += 1
                    else:
                        failures.append((c, msg, stderr))

    failures.sort(key=lambda t: t[0].id)
    for c, msg, stderr in failures:
        print(reproducer(tools, c, msg, stderr, args.keep_failures))
        print()
    if args.verbose:
        print("difftest: coverage: " + coverage(cases), file=sys.stderr)
    if args.verbose or failures:
        print(f"difftest: seed {args.seed}, {len(cases)} cases in {len(batches)} "
              f"batches, {time.time() - t0:.1f}s", file=sys.stderr)
    if failures:
        print("failed case ids: " + ",".join(str(c.id) for c, _, _ in failures))
    print(f"{passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
