#!/usr/bin/env bash
# Builds the libFuzzer targets of tools/revseq-fuzz with clang-22, ASan and
# UBSan in $BUILD_DIR (default: build-fuzz/) and runs them. Two modes:
#
#   utils/fuzz.sh [--replay]   (the test command's step; the default)
#     Replays the corpus: every input of every target once, in a fixed
#     order, no mutation. Same commit, same inputs, same answer.
#     REVSEQ_FUZZ_RUNS=N adds a live run of N executions with -seed=1 per
#     target (off by default: libFuzzer does not reproduce such a run
#     exactly across processes).
#   utils/fuzz.sh --seconds N [--target NAME] [--jobs N]
#     A time-boxed campaign (not part of the test command): fuzzes for N
#     seconds per target; every crash, timeout or out-of-memory input it
#     finds is copied into tools/revseq-fuzz/corpus/<target>/ to be committed
#     as a regression input with its fix (the replay then covers it).
#
#   utils/fuzz.sh --build-only
#   build-fuzz/bin/revseq-fuzz crash-<sha>      replay one input
#
# Targets (docs/Reliability.md): mlir (revseq-fuzz: parse, verify,
# canonicalize, lower), programs (revseq-fuzz-programs: the input drives a
# generator of valid programs, lowered by a pipeline it chooses), npy
# (revseq-fuzz-npy), tensor (revseq-fuzz-tensor, ONNX TensorProto), onnx
# (revseq-fuzz-onnx, the ONNX importer); the last three need libonnx-dev. The corpus of each: the committed inputs under
# tools/revseq-fuzz/corpus/<target>/ (seeds and every input that ever
# crashed), plus for mlir the lit tests split on `// -----` and 500 programs
# of tools/revseq-fuzz/gen-seeds.py (seed 1), both generated identically on
# every run. Exits non-zero when a target crashes, hangs (20 s) or exceeds
# 4 GiB; the input is left in $BUILD_DIR/fuzz-artifacts/<target>/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build-fuzz}
llvm=/usr/lib/llvm-22
seconds=0
jobs=1
build_only=0
only=""
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --replay) seconds=0; shift ;;
    --seconds) seconds=$2; shift 2 ;;
    --target) only=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --build-only) build_only=1; shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "fuzz.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done

# libFuzzer and the sanitizer runtimes come with libclang-rt-22-dev.
if ! command -v clang++-22 >/dev/null ||
   ! ls $llvm/lib/clang/*/lib/*/libclang_rt.fuzzer*.a >/dev/null 2>&1; then
  SUDO=""; if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
  $SUDO apt-get install -y -qq --no-install-recommends clang-22 libclang-rt-22-dev >/dev/null
fi

if [ ! -f "$build/build.ninja" ]; then
  # -O1 -g1 as libFuzzer recommends; assertions on in revseq's own code
  # (libMLIR.so is Debian's release build and is not instrumented).
  # LLVM_USE_SANITIZER drops -Wl,-z,defs and --no-undefined, which shared
  # libraries (libRevseqCAPI.so) cannot satisfy here: the sanitizer and
  # coverage runtimes are linked into executables only.
  CC=clang-22 CXX=clang++-22 cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE="-O1" -DCMAKE_CXX_FLAGS_RELEASE="-O1" \
    -DCMAKE_CXX_FLAGS="-g1 -fno-omit-frame-pointer -fsanitize=address,undefined -fsanitize=fuzzer-no-link" \
    -DCMAKE_C_FLAGS="-g1 -fno-omit-frame-pointer -fsanitize=address,undefined -fsanitize=fuzzer-no-link" \
    -DLLVM_ENABLE_ASSERTIONS=ON \
    -DLLVM_USE_SANITIZER="Address;Undefined" \
    -DREVSEQ_BUILD_FUZZER=ON -DREVSEQ_BUILD_BENCHMARKS=OFF \
    -DMLIR_DIR=$llvm/lib/cmake/mlir \
    -DMLIR_LINK_MLIR_DYLIB=ON \
    -DLLVM_EXTERNAL_LIT=$llvm/bin/lit \
    ${REVSEQ_CMAKE_ARGS:-}
fi
declare -A binary=([mlir]=revseq-fuzz [programs]=revseq-fuzz-programs
                   [npy]=revseq-fuzz-npy [tensor]=revseq-fuzz-tensor
                   [onnx]=revseq-fuzz-onnx)
targets=(mlir programs)
# The list first, then the test: `ninja ... | grep -q` fails now and then
# under pipefail (grep's early exit kills ninja with SIGPIPE).
all_targets=$(ninja -C "$build" -t targets all 2>/dev/null || true)
if grep -q '^revseq-fuzz-npy:' <<<"$all_targets"; then
  targets+=(npy tensor onnx)
fi
if [ -n "$only" ]; then targets=("$only"); fi
ninja -C "$build" ${NINJA_ARGS:--j1} $(for t in "${targets[@]}"; do echo "${binary[$t]}"; done)
[ "$build_only" = 1 ] && exit 0

# The generated mlir seeds, rebuilt from scratch so that every run sees the
# same set: every lit .mlir file, one seed per `// -----` chunk, and random
# revseq programs, valid and near-valid (fixed seed).
seeds=$build/fuzz-seeds
rm -rf "$seeds" && mkdir -p "$seeds/mlir"
python3 - "$root/test" "$seeds/mlir" <<'PY'
import hashlib, pathlib, re, sys
src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for f in sorted(src.rglob("*.mlir")):
    for chunk in re.split(r"^// -----.*$", f.read_text(), flags=re.M):
        data = chunk.strip().encode()
        if data:
            (out / ("seed-" + hashlib.sha1(data).hexdigest())).write_bytes(data + b"\n")
PY
python3 "$root/tools/revseq-fuzz/gen-seeds.py" "$seeds/mlir" ${FUZZ_GENERATED:-500} 1 >/dev/null

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
committed=$root/tools/revseq-fuzz/corpus
status=0
# -max_len keeps inputs near the size of the seeds (a program's choices:
# 1 KiB makes programs of a few dozen statements); -timeout flags a hang.
# New inputs go to a scratch directory (the first corpus argument), never to
# the committed corpus.
for t in "${targets[@]}"; do
  bin=$build/bin/${binary[$t]}
  artifacts=${FUZZ_ARTIFACTS:-$build/fuzz-artifacts}/$t
  scratch=$build/fuzz-scratch/$t
  rm -rf "$scratch" && mkdir -p "$scratch" "$artifacts"
  dirs=("$committed/$t")
  [ -d "$seeds/$t" ] && dirs+=("$seeds/$t")
  inputs=$(find "${dirs[@]}" -type f | wc -l)
  dict=()
  [ "$t" = mlir ] && dict=(-dict="$root/tools/revseq-fuzz/revseq.dict")
  max_len=8192
  [ "$t" = programs ] && max_len=1024
  common=("${dict[@]}" -artifact_prefix="$artifacts/" -max_len=$max_len -timeout=20
          -rss_limit_mb=4096 -print_final_stats=1)
  log=$build/fuzz-$t.log
  if [ "$seconds" = 0 ]; then
    # Files, not directories: libFuzzer runs each once, in this order, with
    # no mutation; the answer depends on the inputs alone.
    mapfile -t files < <(find "${dirs[@]}" -type f | LC_ALL=C sort)
    echo "== fuzz.sh: $t: replaying $inputs inputs"
    if ! "$bin" "${common[@]}" "${files[@]}" >"$log" 2>&1; then
      tail -n 40 "$log" >&2
      echo "fuzz.sh: $t failed on a corpus input (see $log)" >&2
      status=1
    fi
    # Optional: a live run with a fixed seed (REVSEQ_FUZZ_RUNS > 0). Off in
    # the test command: two such runs with -seed=1 reached different
    # coverage (libFuzzer is not reproducible across processes).
    if [ "${REVSEQ_FUZZ_RUNS:-0}" -gt 0 ] &&
       ! "$bin" "${common[@]}" -seed=1 -runs="$REVSEQ_FUZZ_RUNS" \
           "$scratch" "${dirs[@]}" ${extra[@]+"${extra[@]}"} >"$log.live" 2>&1; then
      tail -n 40 "$log.live" >&2
      echo "fuzz.sh: $t failed; the input is in $artifacts/" >&2
      status=1
    fi
  else
    echo "== fuzz.sh: $t: fuzzing for $seconds s from $inputs inputs"
    # Only what this run finds: an earlier campaign's artifacts were copied
    # to the corpus by that campaign.
    started=$(mktemp)
    parallel=()
    if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
    (cd "$build" && "$bin" "${common[@]}" -max_total_time="$seconds" \
        ${parallel[@]+"${parallel[@]}"} "$scratch" "${dirs[@]}" \
        ${extra[@]+"${extra[@]}"}) >"$log" 2>&1 || status=1
    # Keep what was found as regression inputs of the replay.
    while IFS= read -r f; do
      cp "$f" "$committed/$t/"
      echo "fuzz.sh: $t: new regression input $committed/$t/$(basename "$f")" >&2
      status=1
    done < <(find "$artifacts" -maxdepth 1 -type f -newer "$started" \
               \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \))
    rm -f "$started"
  fi
  if [ "$seconds" = 0 ]; then
    echo "fuzz.sh: $t: $(grep -c '^Executed ' "$log" || true) of $inputs corpus inputs replayed (log: $log)"
  else
    echo "fuzz.sh: $t: $(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | awk '{s += $1} END {print s + 0}') executions (log: $log)"
  fi
done
exit $status
