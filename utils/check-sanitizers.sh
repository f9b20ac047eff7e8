#!/usr/bin/env bash
# Builds revseq with clang-22 under AddressSanitizer and
# UndefinedBehaviorSanitizer in $BUILD_DIR (default: build-asan/) and runs the
# lit suite with it: every revseq-opt call in the tests runs instrumented.
# Exits non-zero on any test failure, which includes any sanitizer report
# (UBSan is built with -fno-sanitize-recover, ASan aborts on its first
# error). Leak reports whose stack lies in Debian's libMLIR.so or libLLVM.so
# (not instrumented, not ours) are suppressed; leaks from revseq's own code
# still fail.
#
#   utils/check-sanitizers.sh [lit args, e.g. --filter Dialect]
#
# LIT_ARGS works as for utils/check.sh. See docs/Reliability.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build-asan}
llvm=/usr/lib/llvm-22
start=$(date +%s)

bash "$root/utils/setup.sh"
# The sanitizer runtimes ship in libclang-rt-22-dev.
if ! command -v clang++-22 >/dev/null ||
   ! ls $llvm/lib/clang/*/lib/*/libclang_rt.asan*.a >/dev/null 2>&1; then
  SUDO=""; if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
  $SUDO apt-get install -y -qq --no-install-recommends clang-22 libclang-rt-22-dev >/dev/null
fi

flags="-O1 -g1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all"
if [ ! -f "$build/build.ninja" ]; then
  # LLVM_ENABLE_ASSERTIONS turns on the asserts of revseq's own code
  # (-UNDEBUG); libMLIR.so stays Debian's release build. LLVM_USE_SANITIZER
  # drops -Wl,-z,defs, which shared libraries (libRevseqCAPI.so) cannot
  # satisfy: the sanitizer runtimes are linked into executables only.
  CC=clang-22 CXX=clang++-22 cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE="" -DCMAKE_CXX_FLAGS_RELEASE="" \
    -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
    -DLLVM_ENABLE_ASSERTIONS=ON \
    -DLLVM_USE_SANITIZER="Address;Undefined" \
    -DREVSEQ_BUILD_BENCHMARKS=OFF \
    -DMLIR_DIR=$llvm/lib/cmake/mlir \
    -DMLIR_LINK_MLIR_DYLIB=ON \
    -DLLVM_EXTERNAL_LIT=$llvm/bin/lit
fi
# Everything the suite runs (revseq-test-depends, as utils/check.sh builds),
# or revseq-opt alone in a tree without that target.
target=revseq-opt
# The list first, then the test: `ninja ... | grep -q` fails now and then
# under pipefail (grep's early exit kills ninja with SIGPIPE), which picked
# revseq-opt alone on some runs.
all_targets=$(ninja -C "$build" -t targets all 2>/dev/null || true)
if grep -q '^revseq-test-depends:' <<<"$all_targets"; then
  target=revseq-test-depends
fi
ninja -C "$build" ${NINJA_ARGS:--j1} "$target"
built=$(date +%s)

cat > "$build/lsan.supp" <<'SUPP'
# Leaks allocated inside Debian's uninstrumented LLVM/MLIR libraries.
leak:libMLIR.so
leak:libLLVM.so
SUPP
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$build/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

set +e
$llvm/bin/lit -sv "$build/test" ${LIT_ARGS:-} "$@"
status=$?
set -e
end=$(date +%s)
echo "check-sanitizers: build $((built - start)) s, lit $((end - built)) s, exit $status"
exit $status
