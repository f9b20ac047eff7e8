#!/usr/bin/env bash
# The test command: installs the dependencies, builds revseq, runs the whole
# lit suite (check-revseq), the benchmark smoke run, the lit suite again under
# ASan+UBSan and the libFuzzer corpus replay (each committed or generated
# input once: the same answer on every run of a commit; time-boxed campaigns
# are utils/fuzz-campaign.sh). Exits non-zero when any of them fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}

bash "$root/utils/setup.sh"
bash "$root/utils/build.sh" revseq-test-depends

# lit as the build was configured with it (utils/build.sh).
lit=$(sed -n 's/^LLVM_EXTERNAL_LIT:[A-Z]*=//p' "$build/CMakeCache.txt")
lit=${lit:-lit}

log=$(mktemp)
set +e
"$lit" -sv "$build/test" ${LIT_ARGS:-} 2>&1 | tee "$log"
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

# Each extra step below counts as one test in the summary.
extra_failed=0
step() {
  local name=$1
  shift
  echo "== check-revseq: $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    echo "check-revseq: $name failed" >&2
    failed=$((failed + 1))
    extra_failed=1
  fi
}

# The benchmark's smoke run: every benchmarked AOT kernel once, compared with
# a C++ reference. It fails only on a wrong result, never on a timing.
if [ -d "$build/bench" ]; then
  step "revseq-bench smoke run" bash -c \
    "ninja -C '$build' revseq-bench && /usr/bin/python3 '$root/bench/run.py' --build-dir '$build' --smoke"
fi

# The fusion benchmark's smoke run (bench/fusion/README.md): every fused and
# unfused chain, the elementwise ops alone and upstream's TOSA path compiled
# on small odd shapes and compared with a C++ reference, 1 and 2 threads. It
# fails only on a wrong result, never on a timing.
step "fusion benchmark smoke run" bash "$root/bench/fusion/run.sh" \
  "$build/bench-fusion-smoke" --smoke --no-halide --revseq-opt "$build/bin/revseq-opt"

# Reliability (docs/Reliability.md): the whole lit suite again under ASan and
# UBSan (build-asan/), the comparison of what the GCC and clang builds print,
# then the libFuzzer corpus replay (build-fuzz/). The sanitizer and fuzzer
# steps build their own trees with clang-22; REVSEQ_CHECK_QUICK=1 skips all
# three while iterating locally (CI never sets it).
if [ "${REVSEQ_CHECK_QUICK:-0}" != 1 ]; then
  jobs=-j$(nproc)
  asan_build=$root/build-asan
  step "lit suite under ASan+UBSan" env NINJA_ARGS="$jobs" \
    BUILD_DIR="$asan_build" bash "$root/utils/check-sanitizers.sh"
  # The same IR from both compilers: the GCC build above and the sanitizer
  # build (clang-22) print byte-identical output for every revseq-opt
  # command of the lit suite and for every test input through the CPU and
  # GPU pipelines (utils/compare-builds.py; docs/Reliability.md).
  step "same IR from the GCC and clang builds" /usr/bin/python3 \
    "$root/utils/compare-builds.py" "$build/bin/revseq-opt" \
    "$asan_build/bin/revseq-opt"
  step "libFuzzer corpus replay" env NINJA_ARGS="$jobs" \
    BUILD_DIR="$root/build-fuzz" \
    bash "$root/utils/fuzz.sh" --replay
else
  echo "check-revseq: REVSEQ_CHECK_QUICK=1, skipping the sanitizer and fuzzer runs"
  skipped=$((skipped + 3))
fi

echo "check-revseq: ${passed} passed, ${failed} failed, ${skipped} skipped"
if [ "$passed" = 0 ]; then
  echo "check-revseq: no test ran" >&2
  exit 1
fi
[ "$extra_failed" = 0 ] || exit 1
exit "$status"
