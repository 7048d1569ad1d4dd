# MISTAKE: Splits line 1 at commas as well as whitespace (so "4,2" is accepted as two numbers), which also cuts the words written after the numbers on line 1 at every comma: "2 0 a,b c" should print "a,b c" but prints "a b" and "c" (and "4,2\na b" is accepted instead of rejected).
"""Chunk a text read from standard input, as an online judge would run it."""

from __future__ import annotations

import re
import sys


def main() -> int:
    data = sys.stdin.read()
    first_line, _, rest = data.partition("\n")
    tokens = [token for token in re.split(r"[,\s]+", first_line) if token]
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    step = size - overlap
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
