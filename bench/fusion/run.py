#!/usr/bin/python3
"""The fusion benchmark, end to end (bench/fusion/README.md):

    bench/fusion/run.sh [BUILD_DIR] [--smoke] [--reps 15] [--warmup 2]
                        [--threads 1,2] [--jobs 2] [--revseq-opt PATH]
                        [--no-halide] [--filter CHAIN]

1. writes the kernels of every chain (gen_kernels.py) into BUILD_DIR/kernels
   (default /tmp/fusion-bench): the elementwise op alone (`ew`), the chain
   with the revseq op unfused (`fused=false`) and fused (the pipeline's
   default), the fused chain and the elementwise op alone tiled by
   upstream's transform dialect before the pipeline (`tiled`, `ew_tiled`,
   gen_kernels.tile_schedule), the chain tiled before any fusion
   (`tile_and_fuse`), each for 1 and 2 threads, and the TOSA chain
   (`tosa`) where TOSA has the op;
2. compiles them: revseq kernels with
       revseq-opt --revseq-cpu-pipeline="out-params=true emit-c-interface=true
                  [num-threads=2] [fuse=false]"
   (`tiled`: --transform-preload-library of the schedule, then
   --transform-interpreter, before the pipeline),
   TOSA kernels with stock mlir-opt and TOSA_PIPELINE below, then both with
       mlir-translate --mlir-to-llvmir | llc -O3 -filetype=obj
                      -relocation-model=pic -mcpu=native
   If revseq-opt does not accept the pipeline option `fuse`, the pipeline
   has no fusion yet: its output is the unfused baseline, and only `ew` and
   `unfused` are built (the `fused` column says "no fuse option");
3. builds the driver fusion_bench.cpp against the objects (clang++-22 -O2)
   and runs it once per thread count (every kernel of that count in one
   process; each kernel checked against a C++ reference first);
4. runs halide_peer.py (HL_NUM_THREADS = the thread count) when
   /usr/bin/python3 can import halide;
5. writes BUILD_DIR/results.md, results.json and fusion.png.

LLVM (mlir-opt, mlir-translate, llc, libomp and its headers) is the one the
build of --revseq-opt was configured with (LLVM_DIR in the CMakeCache.txt
next to its bin/), else what llvm-config-22 (or an llvm-config of LLVM 22)
on PATH reports; LLVM_BIN, LLVM_LIB and LLVM_INCLUDE override.

--smoke: tiny shapes, every kernel and the Halide pipelines only checked
against the references, nothing timed, no table; exits non-zero on any
mismatch or failed step.
"""

import argparse
import concurrent.futures
import datetime
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen_kernels  # noqa: E402

# LLVM's directories, shared by the Python tools (utils/llvm_dirs.py).
sys.path.insert(0, os.path.join(HERE, "..", "..", "utils"))
from llvm_dirs import llvm_dirs  # noqa: E402

# Upstream MLIR's path for the TOSA chains: TOSA to linalg, elementwise
# fusion of the linalg ops (tosa.reverse becomes a linalg.generic that
# tensor.extracts from the reversed index, which fuses into the add), one-shot
# bufferization, results as out-params (the static result allocation
# hoisted into the caller, as revseq's out-params=true does), scalar loops.
# {loops} is convert-linalg-to-loops, or for N threads
# convert-linalg-to-parallel-loops + convert-scf-to-openmp{num-threads=N}.
TOSA_PIPELINE = (
    "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,"
    "tosa-to-arith,tosa-to-tensor),func.func(linalg-fuse-elementwise-ops),"
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map},"
    "buffer-results-to-out-params{hoist-static-allocs=true "
    "modify-public-functions=true},canonicalize,{loops},lower-affine,"
    "expand-strided-metadata,convert-scf-to-cf,"
    "func.func(llvm-request-c-wrappers),convert-to-llvm,"
    "reconcile-unrealized-casts)")
TOSA_LOOPS_1 = "func.func(convert-linalg-to-loops)"
TOSA_LOOPS_N = ("func.func(convert-linalg-to-parallel-loops),"
                "convert-scf-to-openmp{num-threads=%d}")

LLC_FLAGS = ["-O3", "-filetype=obj", "-relocation-model=pic", "-mcpu=native"]

PROBE = """
func.func @probe(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = revseq.reverse %x axes = [0] : tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %s = linalg.add ins(%r, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}
"""


def log(msg):
    print("[fusion] " + msg, file=sys.stderr, flush=True)


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise RuntimeError("command failed (%d): %s\n%s%s" % (
            r.returncode, " ".join(cmd), r.stdout[-4000:], r.stderr[-4000:]))
    return r




def find_tool(llvm_bin, name, versioned):
    for cand in (os.path.join(llvm_bin, name), shutil.which(versioned),
                 shutil.which(name)):
        if cand and os.path.exists(cand):
            return cand
    raise RuntimeError("no %s (set LLVM_BIN)" % name)


def probe_fuse(revseq_opt, work):
    """True when revseq-cpu-pipeline accepts `fuse=false` (and the default
    pipeline compiles the probe); raises when the probe does not compile at
    all."""
    path = os.path.join(work, "probe.mlir")
    with open(path, "w") as f:
        f.write(PROBE)
    base = "out-params=true emit-c-interface=true"
    run([revseq_opt, path, "--revseq-cpu-pipeline=" + base, "-o",
         os.devnull])
    r = subprocess.run([revseq_opt, path,
                        "--revseq-cpu-pipeline=%s fuse=false" % base,
                        "-o", os.devnull], capture_output=True, text=True)
    return r.returncode == 0, r.stderr.strip().splitlines()[:2]


def file_digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def compile_kernel(job):
    """job: dict(name, mlir, kind ('revseq'|'tosa'), options, tools, dir,
    schedule (a transform module or None)).
    Skips the work when the object exists and was built by the same
    command lines from the same source and tools (a .cmd stamp)."""
    d, name = job["dir"], job["name"]
    src = os.path.join(d, name + ".mlir")
    lowered = os.path.join(d, name + ".llvm.mlir")
    ll = os.path.join(d, name + ".ll")
    obj = os.path.join(d, name + ".o")
    tools = job["tools"]
    schedule = job.get("schedule")
    sched = os.path.join(d, name + ".schedule.mlir")
    if job["kind"] == "revseq":
        c1 = [tools["revseq-opt"], src]
        if schedule:
            c1 += ["--transform-preload-library=transform-library-paths="
                   + sched, "--transform-interpreter"]
        c1 += ["--revseq-cpu-pipeline=" + job["options"], "-o", lowered]
    else:
        c1 = [tools["mlir-opt"], src, "--pass-pipeline=" + job["options"],
              "-o", lowered]
    c2 = [tools["mlir-translate"], "--mlir-to-llvmir", lowered, "-o", ll]
    c3 = [tools["llc"]] + LLC_FLAGS + [ll, "-o", obj]
    stamp = json.dumps([c1, c2, c3, job["mlir"], schedule, tools["digests"]])
    cmd_file = obj + ".cmd"
    if os.path.exists(obj) and os.path.exists(cmd_file):
        with open(cmd_file) as f:
            if f.read() == stamp:
                return obj
    with open(src, "w") as f:
        f.write(job["mlir"])
    if schedule:
        with open(sched, "w") as f:
            f.write(schedule)
    for c in (c1, c2, c3):
        run(c)
    with open(cmd_file, "w") as f:
        f.write(stamp)
    return obj


def revseq_options(threads, fuse, smoke):
    opts = "out-params=true emit-c-interface=true"
    if threads > 1:
        opts += " num-threads=%d" % threads
        if smoke:  # tiny shapes: fork anyway, so the threaded code is checked
            opts += " min-parallel-bytes=0"
    if fuse is False:
        opts += " fuse=false"
    return opts


def tosa_options(threads):
    loops = TOSA_LOOPS_1 if threads == 1 else TOSA_LOOPS_N % threads
    return TOSA_PIPELINE.replace("{loops}", loops)


def plan_kernels(instances, thread_counts, has_fuse, smoke, want_tosa):
    """[(chain index, form, threads, name, nargs, kind, options, mlir,
    schedule)]"""
    jobs = []
    for i, c in enumerate(instances):
        for n in thread_counts:
            forms = ["ew", "unfused"] + (
                ["fused"] + list(gen_kernels.TILED_FORMS) if has_fuse else [])
            if want_tosa and gen_kernels.tosa_source(c, "probe") is not None:
                forms.append("tosa")
            for form in forms:
                name = gen_kernels.fn_name(c, form, n)
                src = gen_kernels.FORM_SOURCE[form]
                mlir = gen_kernels.SOURCES[src](c, name)
                if form == "tosa":
                    kind, opts, nargs = "tosa", tosa_options(n), 3
                else:
                    kind = "revseq"
                    fuse = False if (form == "unfused" and has_fuse) else None
                    opts = revseq_options(n, fuse, smoke)
                    nargs = 4 if (src == "revseq" and c["len_shape"]) else 3
                jobs.append((i, form, n, name, nargs, kind, opts, mlir,
                             gen_kernels.form_schedule(c, form)))
    return jobs


def loadavg():
    try:
        return " ".join(open("/proc/loadavg").read().split()[:3])
    except OSError:
        return "?"


def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def llc_cpu(llc):
    r = subprocess.run([llc, "--version"], capture_output=True, text=True)
    for line in r.stdout.splitlines():
        if "Host CPU" in line:
            return line.split(":", 1)[1].strip()
    return "?"


def fmt(v):
    return "%.2f" % v if isinstance(v, float) else str(v)


def write_report(build, meta, rows):
    lines = ["# revseq fusion benchmark", ""]
    lines += ["- date: %s" % meta["date"],
              "- command: `%s`" % meta["command"],
              "- host: %s, %s CPUs, %s (llc -mcpu=native: %s), load average "
              "%s before / %s after" % (meta["host"], meta["cpus"],
                                       meta["cpu"], meta["llc_cpu"],
                                       meta["load_before"],
                                       meta["load_after"]),
              "- revseq-opt: `%s` (copied at the start of the run; modified "
              "%s, sha256 %s)" % (
                  meta["revseq_opt"], meta["revseq_opt_mtime"],
                  meta["revseq_opt_sha256"][:16]),
              "- pipeline option `fuse`: %s" % meta["fuse_note"],
              "- revseq kernels: `--revseq-cpu-pipeline=\"%s\"` (+ "
              "` num-threads=2` for 2 threads; `unfused` adds ` fuse=false` "
              "when the option exists)" % revseq_options(1, None, False),
              "- TOSA kernels (stock `%s`): `--pass-pipeline=\"%s\"`, "
              "2 threads: `%s` instead of `%s`" % (
                  meta["mlir_opt"], tosa_options(1), TOSA_LOOPS_N % 2,
                  TOSA_LOOPS_1),
              "- then `mlir-translate --mlir-to-llvmir`, `llc %s`" %
              " ".join(LLC_FLAGS),
              "- Halide: %s" % meta["halide_note"],
              "- driver heap: %s (an unfused chain mallocs its intermediate "
              "on every call; `reused`: large blocks stay on the heap, so it "
              "is reused already faulted, as in bench/RevseqBench.cpp; "
              "`--fresh-pages`: glibc's default, a fresh mmap per call); "
              "x, y and out start at different offsets within a page "
              "(FUSION_BENCH_SKEW=0: page-aligned)" % meta.get("heap", "?"),
              "- pages: %s (`--huge-pages`: transparent huge pages for every "
              "buffer)" % meta.get("pages", "?"),
              "- timing: median of %d runs after %d warm-up runs per kernel, "
              "the kernels of one chain round-robin in one process per thread "
              "count; every kernel's output checked against a C++ reference "
              "(Halide's against numpy) before timing" % (
                  meta["reps"], meta["warmup"]),
              ""]
    lines += ["Milliseconds per call (median); `fused/elementwise` = "
              "revseq fused / elementwise alone, `unfused/elementwise` = "
              "revseq unfused / elementwise alone; `tiled/fused` = the "
              "fused chain tiled / untiled, `tiled/elementwise tiled` = the "
              "fused chain tiled / the elementwise op alone tiled the same "
              "way (gen_kernels.tile_schedule), `tile-and-fuse/elementwise "
              "tiled` the same for the chain tiled before fusion (the revseq "
              "op fused into the tiles through its TilingInterface). Halide "
              "`inline` is its "
              "default schedule, `vec+par` vectorised and parallel (see "
              "halide_peer.py). `C++ elementwise` is the elementwise op as a "
              "plain C++ loop in the driver (clang -O2 -march=native, "
              "vectorised; OpenMP for 2 threads), timed in the same rounds: "
              "the floor for the elementwise op on this machine.", ""]
    hdr = ["chain", "dtype", "threads", "elementwise alone ms",
           "revseq unfused ms", "revseq fused ms", "revseq fused + tiled ms",
           "elementwise tiled ms", "revseq tile-and-fuse ms", "tosa fused ms",
           "Halide inline ms", "Halide vec+par ms", "fused/elementwise",
           "unfused/elementwise", "tiled/fused",
           "tiled/elementwise tiled", "tile-and-fuse/elementwise tiled",
           "C++ elementwise ms"]
    lines.append("| " + " | ".join(hdr) + " |")
    lines.append("| --- | --- | ---: |" + " ---: |" * (len(hdr) - 3))
    for r in rows:
        lines.append("| " + " | ".join(fmt(r.get(k, "-")) for k in (
            "chain", "dtype", "threads", "ew", "unfused", "fused", "tiled",
            "ew_tiled", "tile_and_fuse", "tosa", "halide_inline",
            "halide_vec_par", "ratio", "unfused_ratio", "tiled_ratio",
            "tiled_ew_ratio", "taf_ew_ratio", "cxx_ew"))
            + " |")
    lines += ["", "Minimum over the runs (ms):", ""]
    hdr2 = ["chain", "dtype", "threads", "ew", "unfused", "fused", "tiled",
            "ew tiled", "tile-and-fuse", "tosa", "Halide inline",
            "Halide vec+par", "C++ ew"]
    lines.append("| " + " | ".join(hdr2) + " |")
    lines.append("| --- | --- | ---: |" + " ---: |" * (len(hdr2) - 3))
    for r in rows:
        lines.append("| " + " | ".join(fmt(r.get(k, "-")) for k in (
            "chain", "dtype", "threads", "ew_min", "unfused_min", "fused_min",
            "tiled_min", "ew_tiled_min", "tile_and_fuse_min", "tosa_min",
            "halide_inline_min",
            "halide_vec_par_min", "cxx_ew_min")) + " |")
    lines.append("")
    path = os.path.join(build, "results.md")
    with open(path, "w") as f:
        f.write("\n".join(lines))
    return path


def plot(build, rows, meta):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log("matplotlib missing: no plot (apt-get install python3-matplotlib)")
        return None
    series = [("ew", "elementwise alone"), ("unfused", "revseq unfused"),
              ("fused", "revseq fused"), ("tiled", "revseq fused + tiled"),
              ("ew_tiled", "elementwise tiled"),
              ("tile_and_fuse", "revseq tile-and-fuse"),
              ("tosa", "tosa fused"),
              ("halide_inline", "Halide inline"),
              ("halide_vec_par", "Halide vec+par"),
              ("cxx_ew", "C++ elementwise (floor)")]
    threads = sorted({r["threads"] for r in rows})
    fig, axes = plt.subplots(len(threads), 1, squeeze=False,
                             figsize=(13, 4.2 * len(threads)))
    for ax, n in zip(axes[:, 0], threads):
        rs = [r for r in rows if r["threads"] == n]
        labels = ["%s %s" % (r["chain"], r["dtype"]) for r in rs]
        width = 0.8 / len(series)
        for j, (key, label) in enumerate(series):
            xs, ys = [], []
            for i, r in enumerate(rs):
                v = r.get(key)
                if isinstance(v, (int, float)):
                    xs.append(i + (j - len(series) / 2 + 0.5) * width)
                    ys.append(v)
            if ys:
                ax.bar(xs, ys, width, label=label)
        ax.set_xticks(range(len(rs)))
        ax.set_xticklabels(labels, rotation=20, ha="right", fontsize=8)
        ax.set_yscale("log")
        ax.set_ylabel("ms per call (median, log)")
        ax.set_title("%d thread%s" % (n, "" if n == 1 else "s"))
        ax.grid(axis="y", alpha=0.3)
        ax.legend(fontsize=7, ncol=3)
    fig.suptitle("revseq op + elementwise op, 64 MiB inputs (%s, %s)"
                 % (meta["date"], meta["host"]), fontsize=10)
    fig.tight_layout()
    path = os.path.join(build, "fusion.png")
    fig.savefig(path, dpi=110)
    return path


def main():
    ap = argparse.ArgumentParser(
        description="revseq fusion benchmark (bench/fusion/README.md)")
    ap.add_argument("build", nargs="?", default="/tmp/fusion-bench")
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--revseq-opt", default=os.environ.get(
        "REVSEQ_OPT", os.path.join(REPO, "build", "bin", "revseq-opt")))
    ap.add_argument("--no-halide", action="store_true")
    ap.add_argument("--no-tosa", action="store_true")
    ap.add_argument("--filter", default="", help="only chains whose name "
                    "contains this string (not a pattern); an error when "
                    "none does")
    ap.add_argument("--fresh-pages", action="store_true",
                    help="the driver keeps glibc's default heap: an unfused "
                    "chain's intermediate is a fresh mmap every call")
    ap.add_argument("--huge-pages", action="store_true",
                    help="run the driver with GLIBC_TUNABLES="
                    "glibc.malloc.hugetlb=1: malloc asks for transparent huge "
                    "pages (madvise) for every buffer, the kernels' own "
                    "allocations included")
    args = ap.parse_args()
    thread_counts = [int(t) for t in args.threads.split(",") if t]
    build = os.path.abspath(args.build)
    kdir = os.path.join(build, "smoke-kernels" if args.smoke else "kernels")
    os.makedirs(kdir, exist_ok=True)

    if not os.path.exists(args.revseq_opt):
        log("no revseq-opt at %s (build it, or --revseq-opt PATH)"
            % args.revseq_opt)
        return 2
    # A snapshot, so that a rebuild of revseq-opt during the run cannot mix
    # two binaries' kernels.
    snap = os.path.join(build, "revseq-opt.snapshot")
    shutil.copy2(args.revseq_opt, snap)
    # LLVM: that of the build revseq-opt comes from, or llvm-config's;
    # LLVM_BIN, LLVM_LIB and LLVM_INCLUDE override.
    names = ("LLVM_BIN", "LLVM_LIB", "LLVM_INCLUDE")
    llvm = {k: os.environ.get(k) for k in names}
    if not all(llvm.values()):
        found = dict(zip(names, llvm_dirs(args.revseq_opt)))
        llvm = {k: llvm[k] or found[k] for k in names}
    llvm_bin = llvm["LLVM_BIN"]
    tools = {"revseq-opt": snap,
             "mlir-opt": find_tool(llvm_bin, "mlir-opt", "mlir-opt-22"),
             "mlir-translate": find_tool(llvm_bin, "mlir-translate",
                                         "mlir-translate-22"),
             "llc": find_tool(llvm_bin, "llc", "llc-22")}
    tools["digests"] = {k: file_digest(v) for k, v in tools.items()}
    cxx = shutil.which("clang++-22") or os.path.join(llvm_bin, "clang++")

    has_fuse, fuse_err = probe_fuse(tools["revseq-opt"], build)
    if has_fuse:
        fuse_note = ("accepted: `unfused` = `fuse=false`, `fused` = the "
                     "default")
    else:
        fuse_note = ("NOT accepted by this revseq-opt (%s): the default "
                     "pipeline is the unfused baseline; no fused kernels"
                     % " ".join(fuse_err)[:200])
    log("fuse option: " + fuse_note)

    instances = gen_kernels.chains(args.smoke)
    if args.filter:
        keep = [i for i, c in enumerate(instances)
                if args.filter in c["chain"]]
        if not keep:
            names = sorted({c["chain"] for c in instances})
            sys.exit("run.py: --filter %r matches no chain (the chains: %s)"
                     % (args.filter, ", ".join(names)))
    else:
        keep = list(range(len(instances)))
    jobs = [j for j in plan_kernels(instances, thread_counts, has_fuse,
                                    args.smoke, not args.no_tosa)
            if j[0] in keep]
    log("compiling %d kernels into %s (%d jobs)" % (len(jobs), kdir,
                                                     args.jobs))
    specs = [{"name": j[3], "mlir": j[7], "kind": j[5], "options": j[6],
              "schedule": j[8], "tools": tools, "dir": kdir} for j in jobs]
    def try_compile(spec):
        try:
            return compile_kernel(spec), None
        except RuntimeError as e:
            return None, str(e)

    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
        compiled = list(ex.map(try_compile, specs))
    failed = False
    broken = {}  # (chain, dtype, threads, form) -> why
    objects, built = [], []
    for j, (obj, err) in zip(jobs, compiled):
        if obj:
            objects.append(obj)
            built.append(j)
            continue
        failed = True
        c = instances[j[0]]
        broken[(c["chain"], c["dtype"], j[2], j[1])] = "compile failed"
        log("FAILED to compile %s: %s" % (j[3], err[:3000]))

    inc = os.path.join(kdir, "kernels.inc")
    gen_kernels.write_inc(inc, instances,
                          [(j[0], j[1], j[2], j[3], j[4]) for j in built])
    exe = os.path.join(kdir, "fusion-bench")
    log("building %s" % exe)
    run([cxx, "-O2", "-march=native", "-fopenmp=libomp", "-std=c++17",
         "-Wall", "-I" + kdir, "-I" + os.path.join(HERE, "..", "..", "include"),
         "-I" + llvm["LLVM_INCLUDE"], os.path.join(HERE, "fusion_bench.cpp")] + objects +
        ["-L" + llvm["LLVM_LIB"], "-lomp", "-Wl,-rpath," + llvm["LLVM_LIB"],
         "-o", exe])

    meta = {"date": datetime.datetime.now(datetime.timezone.utc)
            .strftime("%Y-%m-%d %H:%M:%S UTC"),
            "command": " ".join(["bench/fusion/run.sh"] + sys.argv[1:]),
            "host": platform.node(), "cpus": os.cpu_count(),
            "cpu": cpu_model(), "llc_cpu": llc_cpu(tools["llc"]),
            "revseq_opt": os.path.abspath(args.revseq_opt),
            "revseq_opt_mtime": datetime.datetime.fromtimestamp(
                os.path.getmtime(snap), datetime.timezone.utc)
            .strftime("%Y-%m-%d %H:%M:%S UTC"),
            "revseq_opt_sha256": tools["digests"]["revseq-opt"],
            "mlir_opt": tools["mlir-opt"], "fuse": has_fuse,
            "fuse_note": fuse_note, "reps": args.reps,
            "warmup": args.warmup, "load_before": loadavg()}

    results = {}  # (chain, dtype, threads) -> {form: (median, min)}
    for n in thread_counts:
        cmd = [exe, "--threads", str(n), "--reps", str(args.reps),
               "--warmup", str(args.warmup)]
        if args.smoke:
            cmd.append("--verify-only")
        if args.filter:
            cmd += ["--filter", args.filter]
        if args.fresh_pages:
            cmd.append("--fresh-pages")
        env = dict(os.environ)
        if args.huge_pages:
            env["GLIBC_TUNABLES"] = ":".join(
                t for t in (env.get("GLIBC_TUNABLES"),
                            "glibc.malloc.hugetlb=1") if t)
        log("running " + " ".join(cmd))
        r = subprocess.run(cmd, capture_output=True, text=True, env=env)
        sys.stderr.write(r.stderr)
        if r.returncode != 0:
            log("FAILED: the driver exited with %d (%d threads)"
                % (r.returncode, n))
            failed = True
        for line in r.stdout.splitlines():
            p = line.split()
            if p and p[0] == "RESULT":
                key = (p[1], p[2], int(p[4]))
                results.setdefault(key, {})[p[3]] = (float(p[5]), float(p[6]))
            elif p and p[0] == "VERIFIED":
                log(line)
            elif p and p[0] == "HEAP":
                meta["heap"] = p[1]
            elif p and p[0] == "PAGES":
                meta["pages"] = "%s (%s)" % (
                    p[1], "GLIBC_TUNABLES=glibc.malloc.hugetlb=1"
                    if args.huge_pages else "glibc's default: 4 KiB pages "
                    "unless the system's THP mode is `always`")
            elif p and p[0] == "MISMATCH":
                broken[(p[1], p[2], int(p[4]), p[3])] = "MISMATCH"

    # Halide.
    halide_note = "not run (--no-halide)"
    halide = {}
    if not args.no_halide:
        py = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") \
            else sys.executable
        probe = subprocess.run([py, "-c", "import halide"],
                               capture_output=True, text=True)
        if probe.returncode != 0:
            halide_note = ("not available (%s cannot import halide; "
                           "apt-get install python3-halide)" % py)
        else:
            target = "?"
            for n in thread_counts:
                hcmd = [py, os.path.join(HERE, "halide_peer.py"),
                        "--threads", str(n), "--reps", str(args.reps),
                        "--warmup", str(args.warmup),
                        "--json", os.path.join(build, "halide-%d.json" % n)]
                if args.smoke:
                    hcmd.append("--smoke")
                if args.filter:
                    hcmd += ["--filter", args.filter]
                env = dict(os.environ, HL_NUM_THREADS=str(n))
                log("running HL_NUM_THREADS=%d %s" % (n, " ".join(hcmd)))
                r = subprocess.run(hcmd, capture_output=True, text=True,
                                   env=env)
                if r.returncode != 0:
                    sys.stderr.write(r.stderr[-4000:])
                    log("FAILED: halide_peer.py exited with %d"
                        % r.returncode)
                    failed = True
                    continue
                doc = json.loads(r.stdout)
                target = doc["halide_target"]
                for h in doc["results"]:
                    if "median_ms" in h:
                        halide[(h["chain"], h["dtype"], n, h["schedule"])] = \
                            (h["median_ms"], h["min_ms"])
            halide_note = ("Debian python3-halide (Halide 14), JIT target %s"
                           % target)
    meta["halide_note"] = halide_note
    meta["load_after"] = loadavg()

    if args.smoke:
        log("smoke: %s" % ("FAILED" if failed else
                           "every kernel matches its reference"))
        return 1 if failed else 0

    rows = []
    for c in [instances[i] for i in keep]:
        for n in thread_counts:
            key = (c["chain"], c["dtype"], n)
            res = results.get(key, {})
            row = {"chain": c["chain"], "dtype": c["dtype"], "threads": n}
            for form in ("ew", "unfused", "fused", "tiled", "ew_tiled",
                         "tile_and_fuse", "tosa", "cxx_ew"):
                if form in res:
                    row[form], row[form + "_min"] = res[form]
                elif (key + (form,)) in broken:
                    row[form] = row[form + "_min"] = broken[key + (form,)]
            if not has_fuse:
                row["fused"] = row["fused_min"] = "no fuse option"
                for form in gen_kernels.TILED_FORMS:
                    row[form] = row[form + "_min"] = "no fuse option"
            if c["tosa_axis"] is None:
                row["tosa"] = row["tosa_min"] = "n/a"
            for s in ("inline", "vec_par"):
                h = halide.get((c["chain"], c["dtype"], n, s))
                if h:
                    row["halide_" + s], row["halide_%s_min" % s] = h
            ew_ok = isinstance(row.get("ew"), float)
            if isinstance(row.get("fused"), float) and ew_ok:
                row["ratio"] = row["fused"] / row["ew"]
            if isinstance(row.get("unfused"), float) and ew_ok:
                row["unfused_ratio"] = row["unfused"] / row["ew"]
            if isinstance(row.get("tiled"), float) and \
                    isinstance(row.get("fused"), float):
                row["tiled_ratio"] = row["tiled"] / row["fused"]
            for form, ratio in (("tiled", "tiled_ew_ratio"),
                                ("tile_and_fuse", "taf_ew_ratio")):
                if isinstance(row.get(form), float) and \
                        isinstance(row.get("ew_tiled"), float):
                    row[ratio] = row[form] / row["ew_tiled"]
            rows.append(row)

    with open(os.path.join(build, "results.json"), "w") as f:
        json.dump({"meta": meta, "rows": rows}, f, indent=1)
    md = write_report(build, meta, rows)
    png = plot(build, rows, meta)
    log("wrote %s%s" % (md, ", " + png if png else ""))
    with open(md) as f:
        print(f.read())
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except RuntimeError as e:
        log("FAILED: %s" % e)
        sys.exit(1)
