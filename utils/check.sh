#!/usr/bin/env bash
# The test command: installs the dependencies, builds revseq and runs the
# whole lit suite (check-revseq). Exits non-zero when any test fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}

bash "$root/utils/setup.sh"
bash "$root/utils/build.sh" revseq-opt

log=$(mktemp)
status=0
/usr/lib/llvm-22/bin/lit -sv "$build/test" ${LIT_ARGS:-} 2>&1 | tee "$log" || status=$?
status=${PIPESTATUS[0]}

count() { sed -n "s/^ *$1: *\([0-9]*\).*/\1/p" "$log" | tail -n 1; }
passed=$(( $(count Passed || true) + $(count "Expectedly Failed" || true) ))
failed=$(( $(count Failed || true) + $(count "Unexpectedly Passed" || true) + $(count Unresolved || true) + $(count "Timed Out" || true) ))
skipped=$(( $(count Unsupported || true) + $(count Excluded || true) + $(count Skipped || true) ))
rm -f "$log"
echo "check-revseq: ${passed} passed, ${failed} failed, ${skipped} skipped"
if [ "$passed" = 0 ]; then
  echo "check-revseq: no test ran" >&2
  exit 1
fi
exit "$status"
