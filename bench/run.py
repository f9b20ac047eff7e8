#!/usr/bin/env python3
"""Runs revseq-bench and prints Markdown tables: each kernel's bandwidth as a
fraction of the best copy (the fastest of memcpy, a non-temporal-store copy
and a vector copy loop) of the same bytes, measured just before it in the
same process with the same threads.

    bench/run.py [--build-dir build] [--min-time 0.2] [--repetitions 3]
                 [--filter REGEX] [--json out.json]
    bench/run.py --smoke [--build-dir build]
    bench/run.py --from-json out.json [--plot docs/bench.png]

Builds nothing: build the `revseq-bench` target first
(`ninja -C build revseq-bench`).

--smoke is the CI mode: it checks every benchmarked kernel against the C++
reference (revseq-bench --revseq_verify), then runs the small benchmarks
once (tiny --benchmark_min_time) to exercise the timing path. It exits
non-zero when a kernel's result differs or the binary fails, never because
of a timing.

--plot FILE draws, with matplotlib, the fraction of the best copy per case,
dtype and thread count (FILE, a bar chart) and the size sweep's GB/s beside
the best copy's (FILE with -sweep before its extension), and where the run
has in-place variants, each 64 MiB case in place and out of place as a
fraction of the best copy (FILE with -in-place).
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


COPIES = ("memcpy", "ntcopy", "veccopy")

# The sizes of the main tables; the others are the size sweep's.
TABLE_SIZES = ("64MiB", "256KiB")
SWEEP_ORDER = ["4KiB", "16KiB", "64KiB", "256KiB", "1MiB", "4MiB", "16MiB",
               "64MiB", "256MiB"]

# The gathers: every output vector reads lanes of different rows.
GATHER_TARGETS = {"rs_tb": 0.50, "rss_h": 0.80}


def target(case, dtype, size):
    """The target fraction of the best copy (issue 15), or None where it
    sets none."""
    if size == "256KiB":
        return 0.80
    if case in GATHER_TARGETS:
        return 0.40 if dtype == "i8" else GATHER_TARGETS[case]
    if case == "rss_w":  # innermost axis: rows are not contiguous copies
        return None
    return 0.95


def best_copy(rows, kernel_name):
    """(GB/s of memcpy, GB/s and name of the fastest copy) measured beside
    the kernel `kernel_name`."""
    suffix = kernel_name[len("kernel"):]
    found = {c: rows[c + suffix]["GB/s"] for c in COPIES if c + suffix in rows}
    if not found:
        return float("nan"), float("nan"), "-"
    best = max(found, key=found.get)
    return found.get("memcpy", float("nan")), found[best], best


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
               "| memcpy GB/s | best copy GB/s | fraction | target |")
    out.append("| --- | --- | --- | --- | ---: | --- |" + (" ---: |" if baseline else "")
               + " ---: | ---: | ---: | ---: | --- |")
    kernel_gbs = {}
    for name, b in rows.items():
        f = parse_name(name)
        if f["kind"] != "kernel" or f["variant"] == baseline \
                or f["size"] not in TABLE_SIZES:
            continue
        base = ""
        if baseline:
            twin = rows.get(name.replace(f"/{f['variant']}/", f"/{baseline}/", 1))
            base = f" {twin['GB/s']:.1f} |" if twin else " - |"
        mgbs, bgbs, bname = best_copy(rows, name)
        gbs = b["GB/s"]
        frac = gbs / bgbs
        t = target(f["case"], f["dtype"], f["size"])
        verdict = "-" if t is None else (f"{t:.2f} met" if frac >= t else f"{t:.2f} MISSED")
        out.append(f"| {DESCRIPTIONS.get(f['case'], f['case'])} | {f['dtype']} "
                   f"| {f['size']} | {f['variant']} | {f['threads']} | {f['lengths']} |"
                   f"{base} {gbs:.1f} | {mgbs:.1f} | {bgbs:.1f} {bname} | {frac:.2f} "
                   f"| {verdict} |")
        kernel_gbs[(f["case"], f["dtype"], f["size"], f["lengths"], f["variant"])] = (gbs, bgbs)
    out.extend(destination_table(kernel_gbs))
    out.extend(in_place_table(kernel_gbs))
    out.extend(scaling_table(kernel_gbs))
    return "\n".join(out)


def destination_table(kernel_gbs):
    """d1 (destination argument) against o1 (out-params ABI), case by case:
    the target is within 5 %."""
    out = []
    for (case, dtype, size, lengths, variant), (gbs, bgbs) in kernel_gbs.items():
        if not variant.startswith("d"):
            continue
        twin = kernel_gbs.get((case, dtype, size, lengths, "o" + variant[1:]))
        if twin is None:
            continue
        ratio = gbs / twin[0]
        out.append(f"| {DESCRIPTIONS.get(case, case)} | {dtype} | {size} | {lengths} "
                   f"| {variant} / o{variant[1:]} | {twin[0]:.1f} | {gbs:.1f} "
                   f"| {ratio:.2f} | {'met' if ratio >= 0.95 else 'MISSED'} |")
    if not out:
        return []
    return ["", "| case | dtype | size | lengths | variants | out-params GB/s "
            "| destination GB/s | destination / out-params | target 0.95 |",
            "| --- | --- | --- | --- | --- | ---: | ---: | ---: | --- |"] + out


def in_place_target(case, lengths):
    """(what, target) of an in-place variant (issue 28): the length ops with
    mixed lengths on row layouts at least 1.5 times as fast as the same op
    out of place; Reverse at least 0.95 of the best copy."""
    if case.startswith("rev"):
        return "copy", 0.95
    if lengths == "mixed" and case not in GATHER_TARGETS:
        return "out of place", 1.5
    return None, None


def in_place_table(kernel_gbs):
    """i<n> (the input reversed in its own buffer) against d<n> (a new
    destination) and the best copy, case by case (64 MiB)."""
    out = []
    for (case, dtype, size, lengths, variant), (gbs, bgbs) in kernel_gbs.items():
        if not variant.startswith("i") or size != "64MiB":
            continue
        twin = kernel_gbs.get((case, dtype, size, lengths, "d" + variant[1:]))
        if twin is None:
            continue
        speedup, frac = gbs / twin[0], gbs / bgbs
        what, t = in_place_target(case, lengths)
        value = frac if what == "copy" else speedup
        verdict = "-" if t is None else (
            f"{t:.2f} x {what}: {'met' if value >= t else 'MISSED'}")
        out.append(f"| {DESCRIPTIONS.get(case, case)} | {dtype} | {lengths} "
                   f"| {variant} / d{variant[1:]} | {twin[0]:.1f} | {gbs:.1f} "
                   f"| {speedup:.2f} | {frac:.2f} | {verdict} |")
    if not out:
        return []
    return ["", "| case (64 MiB) | dtype | lengths | variants | out of place GB/s "
            "| in place GB/s | in place / out of place | in place / best copy "
            "| target |",
            "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- |"] + out


def scaling_table(kernel_gbs):
    """Where a variant has a 2-thread twin: the speed-up, beside the best
    copy's."""
    # Variants are named <letter><threads>: d2 scales d1.
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
    if not scaling:
        return []
    return ["", "| case (64 MiB) | dtype | lengths | variants | 1 thread GB/s "
            "| 2 threads GB/s | 2T / 1T | best copy 2T / 1T | target 1.70 |",
            "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- |"] + scaling


def sweep_points(rows, variant):
    """{case: [(bytes, kernel GB/s, best copy GB/s)]} of the size sweep in
    `variant` (mixed lengths)."""
    points = {}
    for name, b in rows.items():
        f = parse_name(name)
        if (f["kind"] != "kernel" or f["variant"] != variant
                or f["dtype"] != "f32" or f["lengths"] not in ("-", "mixed")
                or f["case"] not in ("rev_a0", "rs_bt", "rs_tb")):
            continue
        _, bgbs, _ = best_copy(rows, name)
        points.setdefault(f["case"], []).append((b["bytes"], b["GB/s"], bgbs))
    return {c: sorted(p) for c, p in points.items() if len(p) > 2}


def sweep_variants(rows):
    return sorted({parse_name(n)["variant"] for n in rows
                   if parse_name(n)["kind"] == "kernel"
                   and parse_name(n)["variant"].startswith("d")})


def sweep_table(rows):
    """Size by size: GB/s of each sweep case and of the best copy, per
    destination-form variant."""
    columns, by_size = [], {}
    for variant in sweep_variants(rows):
        points = sweep_points(rows, variant)
        for case, pts in sorted(points.items()) + [("copy", None)]:
            if case == "copy":
                if not points:
                    continue
                pts = [(s, max(p[2] for q in points.values() for p in q if p[0] == s), 0)
                       for s in {p[0] for q in points.values() for p in q}]
            columns.append((case, variant))
            for size, gbs, _ in pts:
                by_size.setdefault(size, {})[(case, variant)] = gbs
    if not columns:
        return ""
    head = [f"{'best copy' if c == 'copy' else DESCRIPTIONS[c]} ({v})" for c, v in columns]
    out = ["| size | " + " | ".join(head) + " |",
           "| ---: |" + " ---: |" * len(columns)]
    for size in sorted(by_size):
        cells = [f"{by_size[size][c]:.1f}" if c in by_size[size] else "-" for c in columns]
        out.append(f"| {size_label(size)} | " + " | ".join(cells) + " |")
    return "\n".join(out)


def size_label(size):
    size = int(size)
    if size >= 1 << 20:
        return f"{size >> 20} MiB"
    return f"{size >> 10} KiB"


def plot(rows, path):
    """The two pictures of --plot."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    bars = {}
    for name, b in rows.items():
        f = parse_name(name)
        if f["kind"] != "kernel" or not f["variant"].startswith("d") \
                or f["size"] not in TABLE_SIZES:
            continue
        _, bgbs, _ = best_copy(rows, name)
        label = f"{f['dtype']} {f['size']}, {f['threads']}T"
        case = f["case"] + ("" if f["lengths"] == "-" else f" {f['lengths']}")
        bars.setdefault(label, {})[case] = b["GB/s"] / bgbs
    cases = sorted({c for v in bars.values() for c in v})
    fig, ax = plt.subplots(figsize=(14, 5))
    width = 0.8 / max(1, len(bars))
    for i, (label, values) in enumerate(sorted(bars.items())):
        xs = [k + i * width for k in range(len(cases))]
        ax.bar(xs, [values.get(c, 0) for c in cases], width, label=label)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks([k + 0.4 - width / 2 for k in range(len(cases))])
    ax.set_xticklabels(cases, rotation=30, ha="right")
    ax.set_ylabel("fraction of the best copy")
    ax.set_title("revseq kernels (destination form) / best copy, same threads")
    ax.legend(fontsize="small", ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=80)
    print(f"run.py: wrote {path}", file=sys.stderr)
    plot_in_place(rows, path, plt)

    variants = sweep_variants(rows)
    points = sweep_points(rows, variants[0]) if variants else {}
    if not points:
        return
    fig, ax = plt.subplots(figsize=(9, 5))
    for case, pts in sorted(points.items()):
        ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o",
                label=DESCRIPTIONS[case])
    copy = {}
    for pts in points.values():
        for size, _, bgbs in pts:
            copy[size] = max(copy.get(size, 0), bgbs)
    ax.plot(sorted(copy), [copy[s] for s in sorted(copy)], "k--", marker="s",
            label="best copy")
    ax.set_xscale("log", base=2)
    ticks = sorted(copy)
    ax.set_xticks(ticks)
    ax.set_xticklabels([size_label(t) for t in ticks])
    ax.set_xlabel("input size (f32, square)")
    ax.set_ylabel("GB/s (read + write)")
    ax.set_title(f"size sweep, variant {variants[0]}")
    ax.legend(fontsize="small")
    fig.tight_layout()
    root, ext = os.path.splitext(path)
    fig.savefig(root + "-sweep" + ext, dpi=80)
    print(f"run.py: wrote {root}-sweep{ext}", file=sys.stderr)


def plot_in_place(rows, path, plt):
    """In place (i<n>) and out of place (d<n>) over the best copy, per 64 MiB
    case, dtype and thread count."""
    bars = {}
    for name, b in rows.items():
        f = parse_name(name)
        if f["kind"] != "kernel" or f["variant"][0] not in "di" \
                or f["size"] != "64MiB":
            continue
        twin = "i" if f["variant"][0] == "d" else "d"
        if name.replace(f"/{f['variant']}/", f"/{twin}{f['variant'][1:]}/", 1) \
                not in rows:
            continue
        _, bgbs, _ = best_copy(rows, name)
        form = "in place" if f["variant"][0] == "i" else "out of place"
        label = f"{form}, {f['threads']}T"
        case = (f"{f['case']} {f['dtype']}"
                + ("" if f["lengths"] == "-" else f" {f['lengths']}"))
        bars.setdefault(label, {})[case] = b["GB/s"] / bgbs
    if not bars:
        return
    cases = sorted({c for v in bars.values() for c in v})
    fig, ax = plt.subplots(figsize=(15, 5))
    width = 0.8 / len(bars)
    for i, (label, values) in enumerate(sorted(bars.items())):
        xs = [k + i * width for k in range(len(cases))]
        ax.bar(xs, [values.get(c, 0) for c in cases], width, label=label)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks([k + 0.4 - width / 2 for k in range(len(cases))])
    ax.set_xticklabels(cases, rotation=35, ha="right", fontsize="small")
    ax.set_ylabel("copy-equivalent GB/s / best copy")
    ax.set_title("64 MiB: the input reversed in its own buffer (i) against a "
                 "new destination (d), same threads")
    ax.legend(fontsize="small", ncol=2)
    fig.tight_layout()
    root, ext = os.path.splitext(path)
    fig.savefig(root + "-in-place" + ext, dpi=80)
    print(f"run.py: wrote {root}-in-place{ext}", file=sys.stderr)


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
    parser.add_argument("--plot", metavar="FILE",
                        help="also draw the fractions (FILE) and the size sweep "
                             "(FILE with -sweep) with matplotlib")
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
        # The timing path of every variant and copy, on the small sizes only.
        small = "|".join(f"/{s}/" for s in ("4KiB", "256KiB"))
        report = run_benchmark(binary, [a for a in extra if "filter" not in a]
                               + [f"--benchmark_filter={small}",
                                  "--benchmark_min_time=0.000001"])
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
    sweep = sweep_table(rows)
    if sweep:
        print()
        print(sweep)
    if args.plot:
        plot(rows, args.plot)


if __name__ == "__main__":
    main()
