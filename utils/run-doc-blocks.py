#!/usr/bin/env python3
"""Runs the shell blocks of Markdown documents, so that the docs cannot rot.

    run-doc-blocks.py [--path DIR]... --work DIR FILE_OR_DIR...

Every ```sh block of every document (a directory means its *.md files,
recursively) runs, in document order, with `bash -e -o pipefail`, in one
fresh directory per document (under --work). Markers, HTML comments on the
line before a block's opening fence, change that (docs/README.md explains
the convention to writers):

    <!-- file: NAME -->       the block (any language) is written to NAME in
                              the document's directory before any block runs
    <!-- output -->           the block's lines must appear, in order, in what
                              the previous ```sh block printed (each line a
                              substring of a later output line, like
                              FileCheck's CHECK lines)
    <!-- not-run: REASON -->  the ```sh block is not run; REASON is required
    <!-- requires: X Y -->    the ```sh block runs only if X and Y (commands
                              or absolute paths) exist; otherwise it is
                              skipped and reported

PATH is the --path directories (the revseq tools under test) followed by
Debian's default PATH, not the caller's: a command must name a tool the way a
user finds it (LLVM 22's `llc` is `llc-22`, or `llc` in the directory that
`llvm-config-22 --bindir` prints).
Exits 1 if a block fails or its output does not match.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
FENCE = re.compile(r"^```(\S*)\s*$")
MARKER = re.compile(r"^<!--\s*([a-z-]+)(?::\s*(.*?))?\s*-->\s*$")
TIMEOUT_S = 600


class Block:
    def __init__(self, doc, line, lang, text, marker, arg):
        self.doc, self.line, self.lang, self.text = doc, line, lang, text
        self.marker, self.arg = marker, arg

    def where(self):
        return f"{self.doc}:{self.line}"


def parse(doc):
    """The fenced blocks of `doc`, each with the marker before it."""
    lines = open(doc, encoding="utf-8").read().split("\n")
    blocks, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        end = i + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        marker = MARKER.match(lines[i - 1]) if i > 0 else None
        blocks.append(Block(doc, i + 1, m.group(1),
                            "\n".join(lines[i + 1:end]) + "\n",
                            marker.group(1) if marker else None,
                            (marker.group(2) or "") if marker else ""))
        i = end + 1
    return blocks


def check_output(block, output):
    """The first expected line of `block` not found in order, or None."""
    out = output.split("\n")
    pos = 0
    for want in block.text.split("\n"):
        want = want.strip()
        if not want:
            continue
        while pos < len(out) and want not in out[pos]:
            pos += 1
        if pos == len(out):
            return want
        pos += 1
    return None


class Runner:
    def __init__(self, path, work):
        self.env = dict(os.environ)
        self.env["PATH"] = os.pathsep.join(path + [DEFAULT_PATH])
        self.work = work
        self.failures = 0
        self.ran = 0
        self.skipped = []

    def available(self, what):
        if what.startswith("/"):
            return os.path.exists(what)
        return shutil.which(what, path=self.env["PATH"]) is not None

    def fail(self, block, message, output=""):
        self.failures += 1
        print(f"FAIL: {block.where()}: {message}\n--- block\n{block.text}"
              f"--- output\n{output}---")

    def run_block(self, block, cwd, index):
        script = os.path.join(cwd, f".block-{index}.sh")
        with open(script, "w", encoding="utf-8") as f:
            f.write(block.text)
        try:
            proc = subprocess.run(["bash", "-e", "-o", "pipefail", script],
                                  cwd=cwd, env=self.env, text=True,
                                  stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.fail(block, f"timed out after {TIMEOUT_S} s")
            return None
        self.ran += 1
        if proc.returncode != 0:
            self.fail(block, f"exit status {proc.returncode}",
                      proc.stdout + proc.stderr)
            return None
        return proc.stdout

    def run_doc(self, doc, name):
        blocks = parse(doc)
        cwd = os.path.join(self.work, name)
        shutil.rmtree(cwd, ignore_errors=True)
        os.makedirs(cwd)
        for block in blocks:
            if block.marker == "file":
                with open(os.path.join(cwd, block.arg), "w",
                          encoding="utf-8") as f:
                    f.write(block.text)
        output = None
        for index, block in enumerate(blocks):
            if block.marker == "output":
                if output is None:
                    self.fail(block, "no output of a block before it to check")
                    continue
                missing = check_output(block, output)
                if missing is not None:
                    self.fail(block, f"expected line not printed: {missing!r}",
                              output)
                continue
            if block.lang != "sh":
                continue
            if block.marker == "not-run":
                if not block.arg:
                    self.fail(block, "not-run needs a reason")
                self.skipped.append(f"{block.where()}: not run: {block.arg}")
                output = None
                continue
            if block.marker == "requires" and not all(
                    self.available(x) for x in block.arg.split()):
                self.skipped.append(f"{block.where()}: no {block.arg}")
                output = None
                continue
            print(f"running {block.where()}", flush=True)
            output = self.run_block(block, cwd, index)


def documents(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for f in sorted(files):
                    if f.endswith(".md"):
                        yield os.path.join(root, f)
        else:
            yield path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--path", action="append", default=[],
                        help="a directory put first on PATH (repeatable)")
    parser.add_argument("--work", required=True,
                        help="where each document gets its directory")
    parser.add_argument("docs", nargs="+")
    args = parser.parse_args()
    runner = Runner([os.path.abspath(p) for p in args.path],
                    os.path.abspath(args.work))
    for doc in documents(args.docs):
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", os.path.relpath(doc))
        runner.run_doc(doc, name)
    for line in runner.skipped:
        print(f"SKIPPED: {line}")
    print(f"{runner.ran} blocks run, {len(runner.skipped)} skipped, "
          f"{runner.failures} failures")
    return 1 if runner.failures else 0


if __name__ == "__main__":
    sys.exit(main())
