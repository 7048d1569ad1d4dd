# MISTAKE: Splits the text with re.split(r"[ \n]+") (spaces and line breaks only), so tabs and other whitespace stay inside words: "2 0 a\tb c" should print "a b" and "c" but prints the single line "a\tb c".
"""Chunk a text read from standard input."""

from __future__ import annotations

import sys


def _whole(token: str) -> bool:
    return token != "" and all(ch in "0123456789" for ch in token)

import re


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    parts = first.split(None, 2)
    if len(parts) < 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    text = (parts[2] if len(parts) > 2 else "") + "\n" + rest
    # Words are separated by spaces and line breaks.
    words = [w for w in re.split(r"[ \n]+", text) if w]
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())

