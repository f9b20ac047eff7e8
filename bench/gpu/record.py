#!/usr/bin/env python3
"""Runs revseq-gpu-bench and records its table in docs/Performance.md.

    record.py BENCH [D0 D1 D2 [REPEATS]]

Replaces what stands between the `<!-- gpu-bench:begin -->` and
`<!-- gpu-bench:end -->` markers of docs/Performance.md's `## GPU` section
with the bench's output (its table of ops against a device-to-device copy),
headed by the GPU's name (nvidia-smi), the date and the commit. Leaves the
file alone and fails when the bench fails (a wrong result or no GPU).
"""
import datetime
import pathlib
import subprocess
import sys

BEGIN = "<!-- gpu-bench:begin -->"
END = "<!-- gpu-bench:end -->"


def command_output(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    root = pathlib.Path(__file__).resolve().parents[2]
    run = subprocess.run(sys.argv[1:], capture_output=True, text=True)
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr)
    if run.returncode != 0:
        sys.exit(f"record.py: {sys.argv[1]} failed (status {run.returncode}); "
                 "docs/Performance.md left as it was")
    gpu = command_output(["nvidia-smi", "--query-gpu=name,driver_version",
                          "--format=csv,noheader"])
    commit = command_output(["git", "-C", str(root), "rev-parse", "--short",
                             "HEAD"])
    lines = run.stdout.strip().splitlines()
    block = "\n".join([
        BEGIN,
        f"{lines[0]}; GPU {gpu}; commit {commit}; "
        f"{datetime.date.today().isoformat()}.",
        "",
        *lines[1:],
        END,
    ])
    doc = root / "docs" / "Performance.md"
    text = doc.read_text()
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        sys.exit(f"record.py: {doc} has no {BEGIN} ... {END} block")
    doc.write_text(text[:start] + block + text[end + len(END):])
    print(f"recorded in {doc}")


if __name__ == "__main__":
    main()
