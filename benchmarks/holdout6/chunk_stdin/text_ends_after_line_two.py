# MISTAKE: Takes the text from the rest of line 1 and line 2 only (data.split("\n")[1]), so words on line 3 and later are lost: "2 0\na b\nc d" should print "a b" and "c d" but prints only "a b".
from __future__ import annotations

import sys

DIGITS = "0123456789"


def _whole(token: str) -> bool:
    return token != "" and all(ch in DIGITS for ch in token)


def main() -> int:
    lines = sys.stdin.read().split("\n")
    tokens = lines[0].split()
    if len(tokens) < 2 or not _whole(tokens[0]) or not _whole(tokens[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    # the text: whatever follows the numbers on line 1, then the text line
    words = tokens[2:]
    if len(lines) > 1:
        words += lines[1].split()
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
