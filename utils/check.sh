#!/usr/bin/env bash
# The test command: installs the dependencies, builds revseq and runs the
# whole lit suite (check-revseq). Exits non-zero when any test fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}

bash "$root/utils/setup.sh"
bash "$root/utils/build.sh" revseq-test-depends

log=$(mktemp)
set +e
/usr/lib/llvm-22/bin/lit -sv "$build/test" ${LIT_ARGS:-} 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e

# lit's summary lines look like "  Passed     : 12 (85.71%)" (names padded
# to the longest category).
count() {
  local n
  n=$(sed -n "s/^ *$1 *: *\([0-9][0-9]*\).*/\1/p" "$log" | tail -n 1)
  echo "${n:-0}"
}
passed=$(( $(count Passed) + $(count "Expectedly Failed") ))
failed=$(( $(count Failed) + $(count "Unexpectedly Passed") + $(count Unresolved) + $(count "Timed Out") ))
skipped=$(( $(count Unsupported) + $(count Excluded) + $(count Skipped) ))
rm -f "$log"

# The benchmark's smoke run: every benchmarked AOT kernel once, compared with
# a C++ reference. It fails only on a wrong result, never on a timing.
bench_status=0
if [ -d "$build/bench" ]; then
  ninja -C "$build" revseq-bench && /usr/bin/python3 "$root/bench/run.py" --build-dir "$build" --smoke || bench_status=$?
  if [ "$bench_status" != 0 ]; then
    echo "revseq-bench smoke run failed" >&2
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
fi
echo "check-revseq: ${passed} passed, ${failed} failed, ${skipped} skipped"
if [ "$passed" = 0 ]; then
  echo "check-revseq: no test ran" >&2
  exit 1
fi
[ "$bench_status" = 0 ] || exit 1
exit "$status"
