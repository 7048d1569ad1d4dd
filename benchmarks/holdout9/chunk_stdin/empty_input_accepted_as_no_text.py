# MISTAKE: Returns 0 straight away when the whole input is empty or only whitespace, treating it as "a text with no words", although line 1 is then missing or empty and must be rejected: "" (or "\n\n") should print nothing on stdout, one sentence on stderr and exit 2, but exits 0 with stderr empty.
"""Chunk a text read from standard input, as an online judge would run it."""

from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    if not data.strip():
        return 0
    first_line, _, rest = data.partition("\n")
    tokens = first_line.split()
    if len(tokens) < 2 or not all(t and set(t) <= set("0123456789") for t in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
