#!/usr/bin/env python3
"""Extracts the objects of every gpu.binary in an MLIR file and optionally
runs a tool on each.

    gpu-objects.py FILE [--out PREFIX] [--run "CMD ARGS"]

MLIR prints an object's bytes as a string attribute (`bin = "..."` or
`assembly = "..."`) with `\\\\`, `\\"` and `\\XX` (hex) escapes. Each object
is written to PREFIX.<n> (a temporary file without --out); with --run, CMD
ARGS <file> runs on it and a failure stops with its status. Prints one
line per object (`object <n>: <bytes> bytes`) and `<n> objects`.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

OBJECT = re.compile(r'#gpu\.object<.*?(?:bin|assembly) = "((?:[^"\\]|\\.)*)"',
                    re.S)


def unescape(text):
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        nxt = text[i + 1]
        if nxt in '\\"':
            out.append(ord(nxt))
            i += 2
        else:
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
    return bytes(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--out")
    ap.add_argument("--run")
    args = ap.parse_args()
    with open(args.file) as f:
        objects = [unescape(m.group(1)) for m in OBJECT.finditer(f.read())]
    tmpdir = None
    prefix = args.out
    if prefix is None:
        tmpdir = tempfile.TemporaryDirectory()
        prefix = os.path.join(tmpdir.name, "object")
    for n, data in enumerate(objects):
        path = f"{prefix}.{n}"
        with open(path, "wb") as f:
            f.write(data)
        print(f"object {n}: {len(data)} bytes")
        if args.run:
            cmd = args.run.split() + [path]
            result = subprocess.run(cmd)
            if result.returncode != 0:
                print(f"'{' '.join(cmd)}' failed", file=sys.stderr)
                sys.exit(result.returncode)
    print(f"{len(objects)} objects")


if __name__ == "__main__":
    main()
