# MISTAKE: Reads the text line by line and stops at the first blank line as if it ended the input, so the words after it are lost: "2 0\na b\n\nc d" should print "a b" and "c d" but prints only "a b".
"""Chunk a text read from standard input."""

from __future__ import annotations

import sys


def _whole(token: str) -> bool:
    return token != "" and all(ch in "0123456789" for ch in token)


def main() -> int:
    first = sys.stdin.readline()
    tokens = first.split()
    if len(tokens) < 2 or not _whole(tokens[0]) or not _whole(tokens[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:]
    for line in sys.stdin:
        if not line.strip():
            break  # a blank line ends the input
        words.extend(line.split())
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())

