#!/usr/bin/env python3
"""Checks the relative links of Markdown documents, anchors included.

    check-doc-links.py FILE_OR_DIR...

Every `[text](target)` and `![alt](target)` outside fenced code blocks
whose target is not a URL must name an existing file, relative to the
document; a `#anchor` into a Markdown file must be one of its headings,
slugged as GitHub does (lower case, punctuation but `-` and `_` dropped,
spaces as `-`, `-1`, `-2`, ... for repeated headings). A directory means
its *.md files, recursively. Prints each broken link and exits 1 if any.
"""

import pathlib
import re
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.*)")
URL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.I)


def lines_outside_fences(path):
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced:
            yield number, line


def slug(heading):
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


_anchors = {}


def anchors(path):
    if path not in _anchors:
        found, seen = set(), {}
        for _, line in lines_outside_fences(path):
            match = HEADING.match(line)
            if match:
                name = slug(match.group(1))
                count = seen.get(name, 0)
                seen[name] = count + 1
                found.add(name if count == 0 else f"{name}-{count}")
        _anchors[path] = found
    return _anchors[path]


def documents(args):
    for arg in args:
        path = pathlib.Path(arg)
        yield from sorted(path.rglob("*.md")) if path.is_dir() else [path]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    checked = broken = 0
    for doc in documents(sys.argv[1:]):
        # Fenced lines become empty, so that a link's text may wrap across
        # lines and match offsets still give line numbers.
        kept = dict(lines_outside_fences(doc))
        count = doc.read_text(encoding="utf-8").count("\n") + 1
        text = "\n".join(kept.get(n, "") for n in range(1, count + 1))
        for match in LINK.finditer(text):
            target = match.group(1)
            if URL.match(target):
                continue
            checked += 1
            number = text.count("\n", 0, match.start(1)) + 1
            file, _, anchor = target.partition("#")
            dest = (doc.parent / file).resolve() if file else doc.resolve()
            if not dest.exists():
                print(f"{doc}:{number}: no file {target}")
                broken += 1
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                print(f"{doc}:{number}: no heading for {target}")
                broken += 1
    print(f"{checked} relative links checked, {broken} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
