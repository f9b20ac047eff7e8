#!/usr/bin/env bash
# Builds revseq-gpu-bench, runs it on the GPU of this machine and records the
# table (every op against a device-to-device copy) in docs/Performance.md.
#   bench/gpu/run.sh [D0 D1 D2 [REPEATS]]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
ninja -C "$build" revseq-gpu-bench
python3 "$root/bench/gpu/record.py" "$build/bin/revseq-gpu-bench" "$@"
