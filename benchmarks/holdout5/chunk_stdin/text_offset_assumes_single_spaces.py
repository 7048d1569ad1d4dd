# MISTAKE: Finds the text on line 1 by slicing after len(size) + len(overlap) + 2 characters, which assumes exactly one space around the overlap: "4   2 ab c" (three spaces) should print "ab c" but prints "2 ab c".
"""Chunk a text read from standard input."""

from __future__ import annotations

import sys


def _whole(token: str) -> bool:
    return token != "" and all(ch in "0123456789" for ch in token)


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    tokens = first.split()
    if len(tokens) < 2 or not _whole(tokens[0]) or not _whole(tokens[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    # The text on line 1 starts after "SIZE OVERLAP ".
    offset = len(tokens[0]) + 1 + len(tokens[1]) + 1
    words = first[offset:].split() + rest.split()
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())

