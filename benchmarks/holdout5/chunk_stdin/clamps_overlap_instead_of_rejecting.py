# MISTAKE: When overlap is not smaller than size it quietly lowers overlap to size - 1 instead of rejecting line 1: "3 5 a b c d" should print nothing on stdout, a sentence on stderr and exit 2, but prints "a b c" and "b c d" and exits 0.
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
    if size < 1:
        print("size must be at least 1", file=sys.stderr)
        return 2
    if overlap >= size:
        # Too much overlap: use the largest overlap that still moves forward.
        overlap = size - 1
    words = tokens[2:] + rest.split()
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())

