#!/usr/bin/env python3
"""Compares what two builds of revseq-opt print for the same inputs.

C++ leaves the evaluation order of a call's arguments to the compiler, so a
pattern that creates two ops inside one argument list prints different IR
from a GCC and a clang build (../shared/tools/argorder.py finds such calls).
This script is the test that keeps them out: it runs both builds on

  * every `revseq-opt` command of the lit suite's RUN lines (the chain of
    `revseq-opt` stages at the start of each RUN line, with lit's `%s`, `%S`,
    `%p` and `%revseq_src_root`; lines that need other substitutions, such as
    `%t`, are counted as skipped), and
  * every .mlir file under test/ through `revseq-cpu-pipeline` and
    `revseq-gpu-pipeline` with their default options (`--split-input-file`),

and reports each input whose stdout, stderr or exit status differs. Inputs
whose difference has a known reason go in ALLOWED below, with the reason.

  utils/compare-builds.py BUILD_A/bin/revseq-opt BUILD_B/bin/revseq-opt
      [--src-root DIR] [--jobs N] [--filter REGEX] [--verbose]

Exit status: 0 when every compared output is byte-identical, 1 when any
differs, 2 on a usage error.
"""

import argparse
import concurrent.futures
import difflib
import os
import pathlib
import re
import shlex
import subprocess
import sys

# Inputs (path relative to the source root, then the command's label) whose
# outputs may differ between builds, each with its reason.
_TOSA_ORDER = (
    "the pipelines reject the input's tosa ops (tosa-to-revseq is a separate "
    "pass) and upstream's one-shot module bufferization stops at the first "
    "function it cannot bufferize, visiting functions in pointer order")
ALLOWED = {
    ("test/Integration/TOSA/tosa-reverse.mlir", "revseq-cpu-pipeline"): _TOSA_ORDER,
    ("test/Integration/TOSA/tosa-reverse.mlir", "revseq-gpu-pipeline"): _TOSA_ORDER,
}

# The GPU pipeline stops at PTX text (format=isa): ptxas is not ours, and the
# binary formats record ptxas's run time.
PIPELINES = ("revseq-cpu-pipeline", "revseq-gpu-pipeline=format=isa")
# gpu-module-to-binary records how long each stage took; the times are masked.
TIMES = re.compile(rb"(ISAToBinaryTimeInMs|LLVMIRToISATimeInMs) = \d+")
TIMEOUT_S = 600


def run_lines(path):
    """The RUN lines of a lit test, continuations joined."""
    lines, current = [], ""
    for raw in path.read_text(errors="replace").splitlines():
        m = re.search(r"\bRUN:(.*)$", raw)
        if not m:
            continue
        text = m.group(1).strip()
        if text.endswith("\\"):
            current += text[:-1] + " "
            continue
        lines.append(current + text)
        current = ""
    return lines


def substitute(command, path, root):
    subs = {
        "%revseq_src_root": str(root),
        "%s": str(path),
        "%S": str(path.parent),
        "%p": str(path.parent),
    }
    for key, value in subs.items():
        command = command.replace(key, value)
    return command


def opt_chain(command):
    """The leading `revseq-opt` stages of a RUN line, or None."""
    stages = []
    for stage in command.split(" | "):
        words = shlex.split(stage)
        while words and words[0] == "not":
            words = words[1:]
            if words and words[0] == "--crash":
                return None
        if not words or words[0] != "revseq-opt":
            break
        # stdout and stderr are compared apart: `2>&1` changes nothing.
        words = [w for w in words if w != "2>&1"]
        if any(w.startswith((">", "<", "2>")) for w in words):
            break
        stages.append(words[1:])
    return stages or None


def commands_for(path, root):
    """(label, stages) pairs to compare for one test file."""
    out, skipped = [], 0
    if "Inputs" not in path.parts:
        for n, line in enumerate(run_lines(path)):
            stages = opt_chain(substitute(line, path, root))
            if stages is None:
                continue
            if any("%" in w for stage in stages for w in stage):
                skipped += 1
                continue
            out.append((f"RUN line {n + 1}", stages))
    for pipeline in PIPELINES:
        out.append((pipeline.split("=")[0],
                    [[str(path), "--split-input-file", f"--{pipeline}"]]))
    return out, skipped


def run(opt, stages):
    """Runs the stages as a pipe; returns (stdout, stderr, status), with the
    binary's path in messages (`See: PATH --help`) spelled `revseq-opt`."""
    env = dict(os.environ)
    # The sanitizer build reports leaks in its own lit run; here only the
    # printed IR matters.
    env["ASAN_OPTIONS"] = "detect_leaks=0"
    data, err, status = None, b"", 0
    for args in stages:
        try:
            proc = subprocess.run(
                [opt] + args, input=data, capture_output=True, env=env,
                timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return b"", b"timed out", -1
        data, err, status = proc.stdout, err + proc.stderr, proc.returncode
    err = err.replace(os.fsencode(opt), b"revseq-opt")
    return TIMES.sub(rb"\1 = N", data), err, status


def compare(job):
    path, label, stages, opt_a, opt_b = job
    a = run(opt_a, stages)
    b = run(opt_b, stages)
    if a == b:
        return None
    parts = []
    for name, x, y in (("stdout", a[0], b[0]), ("stderr", a[1], b[1])):
        if x != y:
            diff = difflib.unified_diff(
                x.decode(errors="replace").splitlines(),
                y.decode(errors="replace").splitlines(),
                "A " + name, "B " + name, n=1, lineterm="")
            parts.append("\n".join(line[:160] for line in list(diff)[:40]))
    if a[2] != b[2]:
        parts.append(f"exit status: A {a[2]}, B {b[2]}")
    return "\n".join(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("opt_a")
    ap.add_argument("opt_b")
    ap.add_argument("--src-root", default=pathlib.Path(__file__).resolve().parents[1])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--filter", default="", help="only test paths matching this regex")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    root = pathlib.Path(args.src_root).resolve()
    for opt in (args.opt_a, args.opt_b):
        if not os.access(opt, os.X_OK):
            print(f"compare-builds: {opt} is not an executable", file=sys.stderr)
            return 2

    jobs, skipped = [], 0
    for path in sorted((root / "test").rglob("*.mlir")):
        rel = str(path.relative_to(root))
        if not re.search(args.filter, rel):
            continue
        commands, n = commands_for(path, root)
        skipped += n
        jobs += [(path, label, stages, args.opt_a, args.opt_b)
                 for label, stages in commands]

    differing, allowed = 0, 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for job, diff in zip(jobs, pool.map(compare, jobs)):
            rel = str(job[0].relative_to(root))
            if diff is None:
                if args.verbose:
                    print(f"same: {rel} ({job[1]})")
                continue
            reason = ALLOWED.get((rel, job[1]))
            if reason:
                allowed += 1
                print(f"differs, allowed: {rel} ({job[1]}): {reason}")
                continue
            differing += 1
            print(f"DIFFERS: {rel} ({job[1]})\n{diff}\n")
    print(f"compare-builds: {len(jobs)} commands compared, {differing} differ, "
          f"{allowed} allowed differences, {skipped} RUN lines skipped "
          f"(substitutions other than %s, %S, %p)")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
