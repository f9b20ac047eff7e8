#!/usr/bin/env python3
"""Extracts the objects of every gpu.binary in an MLIR file and optionally
runs a tool on each.

    gpu-objects.py FILE [--out PREFIX] [--run "CMD ARGS"]

MLIR prints an object's bytes as a string attribute (`bin = "..."` or
`assembly = "..."`) with `\\\\`, `\\"` and `\\XX` (hex) escapes. Each object
is written to PREFIX.<n> (a temporary file without --out); with --run, CMD
ARGS <file> runs on it and a failure stops with its status. Prints one
line per object (`object <n>: <bytes> bytes, <k> kernels`) and
`<n> objects, <k> kernels`. Kernels are counted in PTX (`.entry`), AMDGPU
assembly (`.amdhsa_kernel`), AMDGPU ELF (`<name>.kd` symbols) and SPIR-V
binaries (OpEntryPoint); a kernel count of another kind of object (a cubin,
a fatbin) is `?`. Where a binary's objects are PTX or SPIR-V, every
`gpu.launch_func` of the host code must name one of their kernels (`.entry`,
OpEntryPoint; a failure stops with status 1); the last line then counts the
launches checked and the kernels they name.
"""
import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile

SPIRV_MAGIC = b"\x03\x02\x23\x07"
SPIRV_OP_ENTRY_POINT = 15
BINARY = re.compile(r'gpu\.binary @(\w+)')
LAUNCH = re.compile(r'gpu\.launch_func\s+(?:<[^>]*>\s*)?@(\w+)::@(\w+)')
ENTRY = re.compile(r"\.entry\s+(\w+)\s*\(")


def spirv_entry_points(data):
    """The names of the OpEntryPoint instructions of a SPIR-V binary."""
    words = struct.unpack(f"<{len(data) // 4}I", data[:len(data) // 4 * 4])
    names, i = [], 5  # after the header
    while i < len(words):
        word_count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if opcode == SPIRV_OP_ENTRY_POINT:
            # Execution model, entry point id, then the name (a
            # NUL-terminated string).
            name = data[4 * (i + 3):].split(b"\x00", 1)[0]
            names.append(name.decode("latin-1"))
        if word_count == 0:
            break
        i += word_count
    return names


def kernel_names(data):
    """The kernel names of a PTX or SPIR-V object, or None for another kind."""
    if data.startswith(SPIRV_MAGIC):
        return set(spirv_entry_points(data))
    if b".entry" in data:
        return set(ENTRY.findall(data.decode("latin-1")))
    return None


def count_kernels(data):
    """The kernels an object holds, or None where its kind is not known."""
    if data.startswith(SPIRV_MAGIC):
        return len(spirv_entry_points(data))
    if data.startswith(b"\x7fELF"):
        # Each kernel descriptor `<name>.kd` is in .symtab and .dynsym.
        kernels = len(set(re.findall(rb"([A-Za-z_0-9]+)\.kd\x00", data)))
        return kernels or None
    text = data.decode("latin-1")
    if ".amdhsa_kernel" in text:
        return len(re.findall(r"\.amdhsa_kernel\s", text))
    if ".entry" in text:
        return len(ENTRY.findall(text))
    return None


def check_launches(text, objects):
    """Checks that each launch of a binary with PTX or SPIR-V objects names
    one of their kernels; returns (launches checked, kernels they name)."""
    entries = {}
    starts = [(m.start(), m.group(1)) for m in BINARY.finditer(text)]
    for start, data in objects:
        owner = [name for at, name in starts if at < start]
        names = kernel_names(data)
        if owner and names is not None:
            entries.setdefault(owner[-1], set()).update(names)
    launched = set()
    count = 0
    for m in LAUNCH.finditer(text):
        binary, kernel = m.group(1), m.group(2)
        if binary not in entries:
            continue
        if kernel not in entries[binary]:
            print(f"launch of @{binary}::@{kernel}: no such kernel in its "
                  "object", file=sys.stderr)
            sys.exit(1)
        count += 1
        launched.add((binary, kernel))
    return count, len(launched)


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
        text = f.read()
    located = [(m.start(), unescape(m.group(1))) for m in OBJECT.finditer(text)]
    objects = [data for _, data in located]
    tmpdir = None
    prefix = args.out
    if prefix is None:
        tmpdir = tempfile.TemporaryDirectory()
        prefix = os.path.join(tmpdir.name, "object")
    counts = []
    for n, data in enumerate(objects):
        path = f"{prefix}.{n}"
        with open(path, "wb") as f:
            f.write(data)
        counts.append(count_kernels(data))
        kernels = "?" if counts[-1] is None else counts[-1]
        print(f"object {n}: {len(data)} bytes, {kernels} kernels")
        if args.run:
            cmd = args.run.split() + [path]
            result = subprocess.run(cmd)
            if result.returncode != 0:
                print(f"'{' '.join(cmd)}' failed", file=sys.stderr)
                sys.exit(result.returncode)
    total = "?" if None in counts else sum(counts)
    print(f"{len(objects)} objects, {total} kernels")
    launches, launched = check_launches(text, located)
    if launches:
        print(f"{launches} launches of {launched} kernels, each in its object")


if __name__ == "__main__":
    main()
