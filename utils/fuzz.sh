#!/usr/bin/env bash
# Builds the libFuzzer target tools/revseq-fuzz with clang-22, ASan and UBSan
# in $BUILD_DIR (default: build-fuzz/) and runs it for a bounded time on a
# seed corpus made from the lit tests (split on `// -----`) and from
# tools/revseq-fuzz/gen-seeds.py, with the revseq token dictionary. Exits
# non-zero when the fuzzer finds a crash, a hang or a memory blow-up; the
# input is left in $FUZZ_ARTIFACTS (default: $BUILD_DIR/fuzz-artifacts/).
#
#   utils/fuzz.sh [--seconds N] [--jobs N] [--build-only] [-- libFuzzer args]
#
# Replay one input:  build-fuzz/bin/revseq-fuzz crash-<sha>
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build-fuzz}
llvm=/usr/lib/llvm-22
seconds=60
jobs=1
build_only=0
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
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
  CC=clang-22 CXX=clang++-22 cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE="-O1" -DCMAKE_CXX_FLAGS_RELEASE="-O1" \
    -DCMAKE_CXX_FLAGS="-g1 -fno-omit-frame-pointer -fsanitize=address,undefined -fsanitize=fuzzer-no-link" \
    -DCMAKE_C_FLAGS="-g1 -fno-omit-frame-pointer -fsanitize=address,undefined -fsanitize=fuzzer-no-link" \
    -DLLVM_ENABLE_ASSERTIONS=ON \
    -DREVSEQ_BUILD_FUZZER=ON -DREVSEQ_BUILD_BENCHMARKS=OFF \
    -DMLIR_DIR=$llvm/lib/cmake/mlir \
    -DMLIR_LINK_MLIR_DYLIB=ON \
    -DLLVM_EXTERNAL_LIT=$llvm/bin/lit
fi
ninja -C "$build" ${NINJA_ARGS:--j1} revseq-fuzz
[ "$build_only" = 1 ] && exit 0

# Seed corpus: every lit .mlir file, one seed per `// -----` chunk.
corpus=${FUZZ_CORPUS:-$build/fuzz-corpus}
artifacts=${FUZZ_ARTIFACTS:-$build/fuzz-artifacts}
mkdir -p "$corpus" "$artifacts"
python3 - "$root/test" "$corpus" <<'PY'
import hashlib, pathlib, re, sys
src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
n = 0
for f in sorted(src.rglob("*.mlir")):
    for chunk in re.split(r"^// -----.*$", f.read_text(), flags=re.M):
        data = chunk.strip().encode()
        if not data:
            continue
        name = "seed-" + hashlib.sha1(data).hexdigest()
        (out / name).write_bytes(data + b"\n")
        n += 1
print(f"fuzz.sh: {n} seeds from {src}")
PY
# Plus random revseq programs, valid and near-valid (fixed seed).
python3 "$root/tools/revseq-fuzz/gen-seeds.py" "$corpus" ${FUZZ_GENERATED:-500} 1

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
# -max_len keeps inputs near the size of the seeds; -timeout flags a hang.
# With --jobs N > 1, libFuzzer runs N processes and writes fuzz-<i>.log in
# the current directory: run from the build directory.
parallel=()
if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
cd "$build"
"$build/bin/revseq-fuzz" "$corpus" \
  -dict="$root/tools/revseq-fuzz/revseq.dict" \
  -artifact_prefix="$artifacts/" \
  -max_total_time="$seconds" -max_len=8192 -timeout=20 -rss_limit_mb=4096 \
  -print_final_stats=1 ${parallel[@]+"${parallel[@]}"} ${extra[@]+"${extra[@]}"}
