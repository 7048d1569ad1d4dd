# MISTAKE: Checks the numbers with re.fullmatch(r"\d+", token), but \d also matches non-ASCII decimal digits such as Arabic-Indic ٤ or full-width ４, which int() then converts: "٤ 2\na b c d e f" should print nothing on stdout, a sentence on stderr and exit 2, but prints "a b c d" and "c d e f" and exits 0.
from __future__ import annotations

import re
import sys

NUMBER = re.compile(r"\d+")


def fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2:
        return fail("Line 1 must hold two numbers: size and overlap.")
    if not NUMBER.fullmatch(tokens[0]) or not NUMBER.fullmatch(tokens[1]):
        return fail("Size and overlap must be whole numbers.")
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1:
        return fail("Size must be at least 1.")
    if overlap >= size:
        return fail("Overlap must be smaller than size.")
    words = tokens[2:] + rest.split()
    step = size - overlap
    out = []
    start = 0
    while start < len(words):
        out.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    for line in out:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
