# MISTAKE: Also rejects an overlap larger than half the size (overlap > size // 2), although any overlap smaller than size is valid: "4 3 a b c d e" should print "a b c d" and "b c d e" and exit 0, but prints nothing on stdout and exits 2.
from __future__ import annotations

import sys


def _whole(token: str) -> bool:
    return len(token) > 0 and all("0" <= ch <= "9" for ch in token)


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    head = first.split()
    if len(head) < 2 or not (_whole(head[0]) and _whole(head[1])):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(head[0]), int(head[1])
    if size < 1 or overlap >= size or overlap > size // 2:
        print("Size must be at least 1 and overlap at most half of size.", file=sys.stderr)
        return 2
    words = head[2:] + rest.split()
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
