"""Checks that each option of the revseq passes and pipelines is described
in one text wherever it appears in `revseq-opt --help`.

    revseq-opt --help | python3 option_texts.py

An option name that several revseq passes or pipelines take has one
meaning, so it gets one text (include/revseq/Support/PassOptions.td for the
passes, repeated word for word by the pipelines' C++ options), except for
the names in EXCEPTIONS, whose texts differ on purpose. Prints one line per
shared option and exits 1 if a text differs outside the exceptions, or if an
exception no longer differs (then it goes from the list).
"""
import collections
import re
import sys

# option -> why its texts differ.
EXCEPTIONS = {
    "block-size": "revseq-attach-spirv-entry-point-abi's is the entry "
                  "point's workgroup size, which the pipeline sets from its "
                  "own block-size",
    "elements-per-thread": "the pipelines name the pass whose kernels the "
                           "option sets; the pass describes its grid",
    "emit-c-interface": "the GPU pipelines wrap host functions only",
    "fuse": "in the GPU pipelines the fused pair is also one kernel",
    "min-parallel-bytes": "the CPU pipeline's option sets a pass and says "
                          "which, and when it applies",
}

OURS = re.compile(r"(revseq-|convert-revseq-|convert-parallel-linalg-to-gpu"
                  r"|tosa-to-revseq)")


def sections(help_text):
    """{pass or pipeline: {option: text}} for the revseq ones."""
    result, current = {}, None
    for line in help_text.splitlines():
        entry = re.match(r"^      --([a-z0-9-]+)\s+-   ", line)
        if entry:
            current = entry.group(1) if OURS.match(entry.group(1)) else None
            if current:
                result[current] = {}
            continue
        option = re.match(r"^        --([a-z0-9-]+)(=<[a-z]+>)?\s+- (.*)$",
                          line)
        if option and current:
            result[current][option.group(1)] = option.group(3).strip()
    return result


def main():
    places = collections.defaultdict(dict)
    for name, options in sections(sys.stdin.read()).items():
        for option, text in options.items():
            places[option][name] = text
    failed = False
    for option, texts in sorted(places.items()):
        if len(texts) < 2:
            continue
        distinct = len(set(texts.values()))
        if distinct == 1 and option not in EXCEPTIONS:
            print(f"{option}: one text in {len(texts)} places")
        elif distinct > 1 and option in EXCEPTIONS:
            print(f"{option}: {distinct} texts in {len(texts)} places "
                  f"(listed: {EXCEPTIONS[option]})")
        elif distinct > 1:
            failed = True
            print(f"{option}: {distinct} texts in {len(texts)} places:")
            for name, text in texts.items():
                print(f"    {name}: {text}")
        else:
            failed = True
            print(f"{option}: one text now; remove it from EXCEPTIONS")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
