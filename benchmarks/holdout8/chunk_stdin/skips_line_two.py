# MISTAKE: Reads line 1 with sys.stdin.readline() and the rest with sys.stdin.readlines(), then skips the first of those lines as if it were still the numbers line, so the words of line 2 are lost: "2 0\na b\nc d\n" should print "a b" and "c d" but prints only "c d".
from __future__ import annotations

import sys


def parse_number(token: str) -> int | None:
    if token and all(ch in "0123456789" for ch in token):
        return int(token)
    return None


def main() -> int:
    first = sys.stdin.readline()
    head = first.split()
    size = parse_number(head[0]) if len(head) >= 1 else None
    overlap = parse_number(head[1]) if len(head) >= 2 else None
    if size is None or overlap is None or size < 1 or overlap >= size:
        sys.stderr.write("expected line 1 to start with: size overlap (size >= 1, 0 <= overlap < size)\n")
        return 2
    words = head[2:]
    lines = sys.stdin.readlines()
    for line in lines[1:]:
        words.extend(line.split())
    step = size - overlap
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
