# MISTAKE: Collects the words of the later lines first and appends the words after the two numbers on line 1 at the end, so when both hold text the order is wrong: "4 2 a b\nc d" should print "a b c d" but prints "c d a b".
from __future__ import annotations

import sys


def _is_whole(token: str) -> bool:
    return bool(token) and all(ch in "0123456789" for ch in token)


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    head = first.split()
    if len(head) < 2 or not _is_whole(head[0]) or not _is_whole(head[1]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(head[0]), int(head[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = rest.split()
    words += head[2:]
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
