"""Where the LLVM that revseq is built against lives, for the Python tools
(bench/fusion/run.py, bench/gpu/count-instructions.py, utils/difftest).

No path is written out: a build tree's CMakeCache.txt names the LLVM it was
configured with, else llvm-config-22 (or an llvm-config of LLVM 22) on PATH
does.
"""

import os
import re
import shutil
import subprocess
import sys

LLVM_MAJOR = "22"  # the LLVM/MLIR release revseq builds against


def llvm_dirs(revseq_opt):
    """LLVM's bin, lib and include directories. For a revseq-opt of a build
    tree (BUILD/bin/revseq-opt), those of the LLVM the build was configured
    with: LLVM_DIR (or MLIR_DIR) in BUILD/CMakeCache.txt is
    PREFIX/LIBDIR/cmake/llvm. Otherwise those that llvm-config-22, or an
    llvm-config of LLVM 22, on PATH reports."""
    build = os.path.dirname(os.path.dirname(os.path.realpath(revseq_opt)))
    cache = os.path.join(build, "CMakeCache.txt")
    if os.path.exists(cache):
        with open(cache, encoding="utf-8", errors="replace") as f:
            found = dict(re.findall(r"^(LLVM_DIR|MLIR_DIR):\w+=(.+)$",
                                    f.read(), re.M))
        cmake_dir = found.get("LLVM_DIR") or found.get("MLIR_DIR")
        if cmake_dir:
            cmake_dir = cmake_dir.strip().rstrip("/")
            lib = os.path.dirname(os.path.dirname(cmake_dir))
            prefix = os.path.dirname(lib)
            return (os.path.join(prefix, "bin"), lib,
                    os.path.join(prefix, "include"))
    for name in ("llvm-config-" + LLVM_MAJOR, "llvm-config"):
        exe = shutil.which(name)
        if not exe:
            continue
        out = subprocess.run([exe, "--version", "--bindir", "--libdir",
                              "--includedir"], capture_output=True,
                             text=True).stdout.splitlines()
        if len(out) == 4 and out[0].split(".")[0] == LLVM_MAJOR:
            return tuple(out[1:])
    sys.exit(f"{os.path.basename(sys.argv[0])}: cannot find LLVM "
             f"{LLVM_MAJOR}: no LLVM_DIR in {cache} (a configured build "
             f"tree's), and no llvm-config-{LLVM_MAJOR} or llvm-config of "
             f"LLVM {LLVM_MAJOR} on PATH")
