#!/usr/bin/env python3
"""Prints or rewrites the revseq dialect version in an MLIR bytecode file.

revseq writes its version into every bytecode file that uses the dialect
(lib/Dialect/Revseq/IR/RevseqBytecode.cpp, docs/CMake.md "Versions"). This
tool reads the file as MLIR's bytecode format lays it out (header, then
sections; the dialect section lists each dialect by its string-section name
and, when the dialect wrote one, a nested version section), so that a test
can make the file of a newer or older revseq without building one:

  bytecode-dialect-version.py in.mlirbc                  # prints 0.3.0
  bytecode-dialect-version.py in.mlirbc --set 9.0.0 -o out.mlirbc

A new version must encode in as many bytes as the old one (each part below
128 when the old part was), since the section sizes are kept.
"""
import argparse
import sys

MAGIC = b"ML\xefR"
SECTION_STRING, SECTION_DIALECT, SECTION_DIALECT_VERSIONS = 0, 1, 7


class Reader:
    def __init__(self, data, pos=0):
        self.data, self.pos = data, pos

    def byte(self):
        if self.pos >= len(self.data):
            raise ValueError("truncated bytecode")
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self):
        """MLIR's prefix varint: trailing zero bits of the first byte count
        the bytes that follow."""
        first = self.byte()
        if first & 1:
            return first >> 1
        extra = 8 if first == 0 else (first & -first).bit_length() - 1
        raw = bytes([first]) + bytes(self.byte() for _ in range(extra))
        value = int.from_bytes(raw, "little")
        return value >> (extra + 1) if first else value >> 8

    def section(self):
        """(id, start, end) of the next section's data."""
        code = self.byte()
        size = self.varint()
        if code & 0x80:
            alignment = self.varint()
            while self.pos % alignment:
                self.byte()
        start = self.pos
        self.pos += size
        return code & 0x7F, start, start + size


def strings(data, start):
    reader = Reader(data, start)
    sizes = [reader.varint() for _ in range(reader.varint())][::-1]
    result = []
    for size in sizes:
        result.append(data[reader.pos:reader.pos + size - 1].decode())
        reader.pos += size
    return result


def versions(data):
    """{dialect name: (start, end) of its version bytes}."""
    if not data.startswith(MAGIC):
        raise ValueError("not an MLIR bytecode file")
    reader = Reader(data, len(MAGIC))
    reader.varint()
    reader.pos = data.index(b"\0", reader.pos) + 1
    sections = {}
    while reader.pos < len(data):
        ident, start, end = reader.section()
        sections[ident] = (start, end)
    names = strings(data, sections[SECTION_STRING][0])
    dialects = Reader(data, sections[SECTION_DIALECT][0])
    found = {}
    for _ in range(dialects.varint()):
        entry = dialects.varint()
        if entry & 1:
            ident, start, end = dialects.section()
            if ident != SECTION_DIALECT_VERSIONS:
                raise ValueError(f"unexpected section {ident} in a dialect entry")
            found[names[entry >> 1]] = (start, end)
    return found


def encode(value):
    if value >= 128:
        raise ValueError(f"version part {value} needs more than one byte")
    return bytes([(value << 1) | 1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("--set", metavar="X.Y.Z")
    parser.add_argument("-o", "--output", default="-")
    args = parser.parse_args()
    with open(args.input, "rb") as f:
        data = f.read()
    span = versions(data).get("revseq")
    if span is None:
        sys.exit(f"{args.input}: no revseq dialect version")
    start, end = span
    if args.set is None:
        reader = Reader(data, start)
        print(".".join(str(reader.varint()) for _ in range(3)))
        return
    new = b"".join(encode(int(part)) for part in args.set.split("."))
    if len(new) != end - start:
        sys.exit(f"{args.set} does not encode in {end - start} bytes")
    data = data[:start] + new + data[end:]
    if args.output == "-":
        sys.stdout.buffer.write(data)
    else:
        with open(args.output, "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
