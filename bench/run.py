#!/usr/bin/env python3
"""Runs revseq-bench and prints Markdown tables: each kernel's bandwidth beside
memcpy of the same bytes measured just before it in the same process.

    bench/run.py [--build-dir build] [--min-time 0.2] [--repetitions 3]
                 [--filter REGEX] [--json out.json]
    bench/run.py --smoke [--build-dir build]

Builds nothing: build the `revseq-bench` target first
(`ninja -C build revseq-bench`).

--smoke is the CI mode: it checks every benchmarked kernel against the C++
reference (revseq-bench --revseq_verify), then runs every benchmark once
(tiny --benchmark_min_time) to exercise the timing path. It exits non-zero
when a kernel's result differs or the binary fails, never because of a
timing.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DESCRIPTIONS = {
    "rs_tbc": "ReverseSequence [T,B,C] batch 1 seq 0",
    "rs_btc": "ReverseSequence [B,T,C] batch 0 seq 1",
    "rs_bt": "ReverseSequence [B,T] batch 0 seq 1",
    "rs_tb": "ReverseSequence [T,B] batch 1 seq 0",
    "rev_a0": "Reverse [R,C] axis 0",
    "rev_a1": "Reverse [R,C] axis 1",
    "rev_a01": "Reverse [R,C] axes 0,1",
    "rss_w": "ReverseSubsequences [N,C,H,W] axis 3",
    "rss_h": "ReverseSubsequences [N,C,H,W] axis 2",
}


def target(case, size):
    """The issue's target fraction of memcpy, or None where it sets none."""
    if case == "rs_tb":
        return 0.50
    if size == "256KiB":
        return 0.80
    if case == "rss_w":  # innermost axis: rows are not contiguous copies
        return None
    return 0.90


def run_benchmark(binary, args):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    try:
        cmd = [binary, f"--benchmark_out={out}", "--benchmark_out_format=json"] + args
        print("+ " + " ".join(cmd), file=sys.stderr, flush=True)
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL)
        if proc.returncode != 0:
            sys.exit(f"run.py: revseq-bench exited with {proc.returncode}")
        with open(out) as f:
            return json.load(f)
    finally:
        os.unlink(out)


def results_by_name(report, repetitions):
    """name -> GB/s, the median over repetitions when there are several."""
    rows = {}
    for b in report["benchmarks"]:
        if repetitions > 1:
            if b.get("run_type") != "aggregate" or b.get("aggregate_name") != "median":
                continue
            name = b["run_name"]
        else:
            if b.get("run_type") == "aggregate":
                continue
            name = b.get("run_name", b["name"])
        rows[name] = b
    return rows


def parse_name(name):
    # kernel/<case>/<dtype>/<size>/<variant>/threads:<n>[/len:<mode>]
    parts = name.split("/")
    fields = {"kind": parts[0], "case": parts[1], "dtype": parts[2],
              "size": parts[3], "variant": parts[4], "lengths": "-"}
    for p in parts[5:]:
        key, _, value = p.partition(":")
        fields["lengths" if key == "len" else key] = value
    fields["threads"] = int(fields["threads"])
    return fields


def tables(rows, baseline=None):
    """The main table and, where a variant has a 2-thread twin, the scaling
    table. With `baseline`, that variant's rows become a column instead."""
    out = []
    base_col = f" {baseline} GB/s |" if baseline else ""
    out.append(f"| case | dtype | size | variant | threads | lengths |{base_col} GB/s "
               "| memcpy GB/s | fraction | target |")
    out.append("| --- | --- | --- | --- | ---: | --- |" + (" ---: |" if baseline else "")
               + " ---: | ---: | ---: | --- |")
    kernel_gbs = {}
    for name, b in rows.items():
        f = parse_name(name)
        if f["kind"] != "kernel" or f["variant"] == baseline:
            continue
        base = ""
        if baseline:
            twin = rows.get(name.replace(f"/{f['variant']}/", f"/{baseline}/", 1))
            base = f" {twin['GB/s']:.1f} |" if twin else " - |"
        mc = rows.get("memcpy" + name[len("kernel"):])
        gbs = b["GB/s"]
        mgbs = mc["GB/s"] if mc else float("nan")
        frac = gbs / mgbs if mc else float("nan")
        t = target(f["case"], f["size"])
        verdict = "-" if t is None else (f"{t:.2f} met" if frac >= t else f"{t:.2f} MISSED")
        out.append(f"| {DESCRIPTIONS.get(f['case'], f['case'])} | {f['dtype']} "
                   f"| {f['size']} | {f['variant']} | {f['threads']} | {f['lengths']} |"
                   f"{base} {gbs:.1f} | {mgbs:.1f} | {frac:.2f} | {verdict} |")
        kernel_gbs[(f["case"], f["dtype"], f["size"], f["lengths"], f["variant"])] = (gbs, mgbs)

    # Variants are named <letter><threads>: t2 scales t1.
    scaling = []
    for (case, dtype, size, lengths, variant), (gbs, mgbs) in kernel_gbs.items():
        if not variant.endswith("1") or size != "64MiB":
            continue
        twin = kernel_gbs.get((case, dtype, size, lengths, variant[:-1] + "2"))
        if twin is None:
            continue
        two, mtwo = twin
        ratio = two / gbs
        scaling.append(f"| {DESCRIPTIONS.get(case, case)} | {dtype} | {lengths} "
                       f"| {variant} / {variant[:-1]}2 | {gbs:.1f} | {two:.1f} "
                       f"| {ratio:.2f} | {mtwo / mgbs:.2f} "
                       f"| {'met' if ratio >= 1.7 else 'MISSED'} |")
    if scaling:
        out.append("")
        out.append("| case (64 MiB) | dtype | lengths | variants | 1 thread GB/s "
                   "| 2 threads GB/s | 2T / 1T | memcpy 2T / 1T | target 1.70 |")
        out.append("| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- |")
        out.extend(scaling)
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--smoke", action="store_true",
                        help="CI: verify every kernel, run each benchmark once")
    parser.add_argument("--min-time", type=float, default=0.2,
                        help="--benchmark_min_time per benchmark (seconds)")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--filter", default="",
                        help="regex on benchmark names, e.g. 64MiB or rs_tb/")
    parser.add_argument("--json", help="also write the raw Google Benchmark JSON here")
    parser.add_argument("--baseline-variant", metavar="NAME",
                        help="show this variant (e.g. s1, the scalar path) as a "
                             "column beside the others instead of as rows")
    parser.add_argument("--from-json", metavar="FILE",
                        help="print the tables of a saved --json report; run nothing")
    parser.add_argument("--fresh-pages", action="store_true",
                        help="keep glibc's malloc defaults (a 64 MiB result is "
                             "a fresh mmap, faulted on every call)")
    args = parser.parse_args()

    if args.from_json:
        with open(args.from_json) as f:
            report = json.load(f)
        print_report(report, args)
        return

    binary = os.path.join(args.build_dir, "bin", "revseq-bench")
    if not os.access(binary, os.X_OK):
        sys.exit(f"run.py: {binary} not found; build it with "
                 f"`ninja -C {args.build_dir} revseq-bench`")

    extra = ["--revseq_fresh_pages"] if args.fresh_pages else []
    if args.filter:
        extra.append(f"--benchmark_filter={args.filter}")

    if args.smoke:
        print("+ " + binary + " --revseq_verify", file=sys.stderr, flush=True)
        verify = subprocess.run([binary, "--revseq_verify"])
        if verify.returncode != 0:
            sys.exit("run.py --smoke: a kernel's result differs from the reference")
        report = run_benchmark(binary, extra + ["--benchmark_min_time=0.000001"])
        print(tables(results_by_name(report, 1)))
        print("\nrun.py --smoke: all kernels match the reference "
              "(timings above are single runs and mean nothing)")
        return

    load_before = os.getloadavg()[0]
    if load_before > 0.5:
        print(f"run.py: warning: load average {load_before:.2f} before the run; "
              f"other processes will skew the numbers", file=sys.stderr)
    bench_args = extra + [f"--benchmark_min_time={args.min_time}"]
    if args.repetitions > 1:
        bench_args += [f"--benchmark_repetitions={args.repetitions}",
                       "--benchmark_report_aggregates_only=true"]
    report = run_benchmark(binary, bench_args)
    report["revseq_run"] = {"min_time": args.min_time, "repetitions": args.repetitions,
                            "load_before": load_before,
                            "load_after": os.getloadavg()[0]}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1)
    print_report(report, args)


def print_report(report, args):
    ctx = report["context"]
    run = report.get("revseq_run", {})
    repetitions = run.get("repetitions", args.repetitions)
    print(f"host: {ctx.get('host_name', '?')}, {ctx.get('num_cpus', '?')} CPUs at "
          f"{ctx.get('mhz_per_cpu', '?')} MHz, {ctx.get('date', '?')}, "
          f"heap: {ctx.get('revseq_heap', '?')}, "
          f"min_time {run.get('min_time', '?')} s, median of {repetitions}, "
          f"load average {run.get('load_before', float('nan')):.2f} before / "
          f"{run.get('load_after', float('nan')):.2f} after")
    rows = results_by_name(report, repetitions)
    seen = {parse_name(name)["variant"] for name in rows}
    for key in sorted(ctx):
        variant = key[len("revseq_variant_"):]
        if key.startswith("revseq_variant_") and variant in seen:
            print(f"- variant {variant}: `--revseq-cpu-pipeline=\"{ctx[key]}\"`")
    print()
    print(tables(rows, args.baseline_variant))


if __name__ == "__main__":
    main()
