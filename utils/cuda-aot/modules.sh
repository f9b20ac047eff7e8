# Sourced by build.sh and check.sh: the module of a CPU execution test.
# test_module NAME DIR prints the path of test/Integration/CPU/NAME.mlir, or,
# for a test whose module utils/difftest/matrix.py generates (its RUN line
# names the matrix), writes that module to DIR/NAME.mlir and prints its path.
test_module() {
  local src="$root/test/Integration/CPU/$1.mlir" what
  what=$(sed -n 's|^// RUN: .*utils/difftest/matrix.py \([a-z]*\) .*|\1|p' "$src")
  if [[ -z $what ]]; then
    echo "$src"
    return
  fi
  "${PYTHON:-/usr/bin/python3}" "$root/utils/difftest/matrix.py" "$what" > "$2/$1.mlir"
  echo "$2/$1.mlir"
}
