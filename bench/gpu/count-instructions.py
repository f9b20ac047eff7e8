#!/usr/bin/env python3
"""Counts the SASS instructions of every kernel of an MLIR file.

    count-instructions.py REVSEQ_OPT FILE [--chip sm_90] [--llvm-bin DIR]

Compiles FILE with revseq-gpu-pipeline (target=nvvm format=isa
one-kernel-module=false: each kernel an object of its own), assembles
each kernel's PTX with ptxas for the chip and prints, per kernel, the
number of instructions of its cubin (the size of its .text section over 16
bytes, the size of an sm_70+ instruction; the count includes the final
self-branch and the NOPs that pad it to a multiple of 8), the bytes each
thread stores per iteration (from its widest st.global) and the instructions per
16 bytes moved (count x 16 / bytes: one iteration of a kernel without its
loop overhead is most of the kernel, so this is an upper estimate; not for
the tile kernels of the gather layouts, which have barriers and run once
per tile). Needs ptxas (CUDA) on the PATH or in /usr/local/cuda/bin, and
llvm-readelf, which is taken from --llvm-bin, by default the bin directory
of the LLVM that REVSEQ_OPT was built with (llvm_dirs).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

# LLVM's directories, shared by the Python tools (utils/llvm_dirs.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "utils"))
from llvm_dirs import llvm_dirs  # noqa: E402

BINARY = re.compile(r'gpu\.binary @(\w+) .*?assembly = "((?:[^"\\]|\\.)*)"')


def unescape(text):
    return re.sub(r'\\([0-9A-Fa-f]{2}|\\|")',
                  lambda m: m.group(1) if m.group(1) in '\\"' else
                  chr(int(m.group(1), 16)), text)




def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("revseq_opt")
    ap.add_argument("file")
    ap.add_argument("--chip", default="sm_90")
    ap.add_argument("--llvm-bin", default=None,
                    help="directory of llvm-readelf; default: that of the "
                    "LLVM REVSEQ_OPT was built with")
    args = ap.parse_args()
    llvm_bin = args.llvm_bin or llvm_dirs(
        shutil.which(args.revseq_opt) or args.revseq_opt)[0]
    readelf = os.path.join(llvm_bin, "llvm-readelf")
    env = dict(os.environ)
    env["PATH"] += ":/usr/local/cuda/bin"
    mlir = subprocess.run(
        [args.revseq_opt, args.file,
         f"--revseq-gpu-pipeline=target=nvvm chip={args.chip} format=isa "
         "one-kernel-module=false"],
        capture_output=True, text=True, check=True, env=env).stdout
    print(f"| kernel | SASS instructions ({args.chip}) | bytes stored per "
          "iteration | instructions per 16 bytes |")
    print("| --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as tmp:
        for name, assembly in BINARY.findall(mlir):
            ptx = unescape(assembly)
            ptx_path = os.path.join(tmp, name + ".ptx")
            cubin = os.path.join(tmp, name + ".cubin")
            with open(ptx_path, "w") as f:
                f.write(ptx)
            subprocess.run(["ptxas", f"-arch={args.chip}", "-o", cubin,
                            ptx_path], check=True, env=env)
            sections = subprocess.run(
                [readelf, "-S", "-W", cubin], capture_output=True,
                text=True, check=True, env=env).stdout
            size = 0
            for line in sections.splitlines():
                fields = line.replace("[", " ").replace("]", " ").split()
                if len(fields) > 5 and fields[1].startswith(".text."):
                    size += int(fields[5], 16)
            # The widest store: a 16-byte kernel's scalar path (row ends,
            # groups across a length) may come first in the PTX.
            stored = max(
                int(lanes or 1) * int(bits) // 8 for lanes, bits in
                re.findall(r"st\.global\.(?:v(\d)\.)?b(\d+)", ptx))
            count = size // 16
            # A kernel with barriers (the gather layouts' tiles) runs once
            # per tile, not per element: no per-iteration figure.
            per16 = ("per tile, see docs/GPU.md" if "bar.sync" in ptx else
                     count * 16 // stored)
            print(f"| `{name}` | {count} | {stored} | {per16} |")


if __name__ == "__main__":
    sys.exit(main())
