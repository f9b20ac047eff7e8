#!/usr/bin/env bash
# An open-ended fuzzing campaign, run by hand or on a schedule, never by the
# test command: fuzzes each libFuzzer target of tools/revseq-fuzz (or the
# one --target names) for N seconds, starting from its corpus, and copies
# every crash, timeout or out-of-memory input into
# tools/revseq-fuzz/corpus/<target>/. Commit those with their fix: the test
# command's replay (utils/fuzz.sh --replay) runs each of them on every run.
# Exits non-zero when it found anything. See docs/Reliability.md.
#
#   utils/fuzz-campaign.sh --seconds 600 [--target mlir|programs|npy|tensor|onnx] [--jobs N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=600
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
if [ "$seconds" -le 0 ]; then
  echo "fuzz-campaign.sh: --seconds must be positive" >&2
  exit 2
fi
exec bash "$root/utils/fuzz.sh" --seconds "$seconds" ${args[@]+"${args[@]}"}
