# MISTAKE: Prints every word with print(word, end=" ") and then print(), so every line ends with a space: "2 0 a b c" should print "a b\nc\n" but prints "a b \nc \n".
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
    words = tokens[2:] + rest.split()
    start = 0
    while words:
        for word in words[start:start + size]:
            print(word, end=" ")
        print()
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())

