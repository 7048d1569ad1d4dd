# MISTAKE: Checks the two numbers on line 1 but then chunks every token of the input, the two numbers included, so they come out as the first two words of the text: "2 0 a b c" should print "a b" and "c" but prints "2 0", "a b" and "c" (a valid line 1 with no text prints "2 0" instead of nothing).
"""Chunk a text read from standard input, as an online judge would run it."""

from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    first_line = data.split("\n", 1)[0]
    head = first_line.split()
    if len(head) < 2 or not all(t.isascii() and t.isdigit() for t in head[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(head[0]), int(head[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = data.split()
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
