#!/usr/bin/env bash
# A campaign of utils/progen, run by hand or on a schedule, never by the
# test command: N generated programs of one seed, in slices of 100, each
# through every pipeline variant and compared with numpy. Every failure is
# shrunk and written as a ready lit test into --out (default
# build-progen/failures/); move it to test/Regression/progen/ with its fix.
# Prints one line per slice and the totals; exits non-zero when anything
# failed. See docs/Reliability.md ("Generated programs").
#
#   utils/progen-campaign.sh --programs 10000 [--seed N] [--jobs 2]
#       [--revseq-opt PATH] [--out DIR] [--variants a,b] [--spread K]
#
# --spread K runs each program through K variants chosen from its id
# instead of all of them (progen.py --spread).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
programs=1000
seed=$(date +%s)
jobs=2
opt=$root/build/bin/revseq-opt
out=$root/build-progen/failures
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --programs) programs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --revseq-opt) opt=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --variants) extra+=(--variants "$2"); shift 2 ;;
    --spread) extra+=(--spread "$2"); shift 2 ;;
    *) echo "progen-campaign.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
# A copy of the binary: a rebuild during the campaign must not change it.
snapshot=$(mktemp -d)
trap 'rm -rf "$snapshot"' EXIT
mkdir -p "$snapshot/bin" "$out"
cp "$opt" "$snapshot/bin/revseq-opt"
# The runner libraries of the LLVM the build was configured with.
cp "$(dirname "$(dirname "$opt")")/CMakeCache.txt" "$snapshot/" 2>/dev/null || true
echo "progen-campaign: seed $seed, $programs programs, from $(date -u +%FT%TZ)"
passed=0
failed=0
status=0
for ((first = 0; first < programs; first += 100)); do
  n=$((programs - first < 100 ? programs - first : 100))
  log=$(mktemp)
  set +e
  /usr/bin/python3 "$root/utils/progen/progen.py" --revseq-opt "$snapshot/bin/revseq-opt" \
    --seed "$seed" --first "$first" --programs "$n" --jobs "$jobs" \
    --keep-failures "$out" ${extra[@]+"${extra[@]}"} >"$log" 2>&1
  rc=$?
  set -e
  summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  grep -E '^=== |^--- shrunk' "$log" || true
  echo "programs $first-$((first + n - 1)): ${summary:-no summary (rc=$rc)}"
  p=$(echo "$summary" | sed -n 's/^\([0-9]*\) passed.*/\1/p')
  f=$(echo "$summary" | sed -n 's/.* \([0-9]*\) failed.*/\1/p')
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
  [ "$rc" = 0 ] || status=1
  rm -f "$log"
done
echo "progen-campaign: seed $seed, $programs programs: $passed runs passed, $failed failed, until $(date -u +%FT%TZ)"
exit $status
