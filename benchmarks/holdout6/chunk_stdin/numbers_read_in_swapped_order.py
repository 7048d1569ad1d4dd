# MISTAKE: Reads the two numbers of line 1 as overlap then size instead of size then overlap, so a valid line 1 is rejected (or the windows are wrong): "4 2\na b c d e f g h" should print "a b c d", "c d e f", "e f g h" and exit 0 but prints nothing and exits 2 (overlap 4 is not smaller than size 2).
from __future__ import annotations

import sys

DIGITS = "0123456789"


def _whole(token: str) -> bool:
    return token != "" and all(ch in DIGITS for ch in token)


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not _whole(tokens[0]) or not _whole(tokens[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    overlap, size = int(tokens[0]), int(tokens[1])
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
