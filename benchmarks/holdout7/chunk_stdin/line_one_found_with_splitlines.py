# MISTAKE: Takes line 1 from data.splitlines(), which also breaks lines at form feeds, vertical tabs, \x1c-\x1e, \x85 and U+2028/U+2029, so two numbers separated by such whitespace are no longer on one line: "3\x0c1\na b c d e" should print "a b c" and "c d e" and exit 0, but line 1 is only "3", so it prints nothing and exits 2.
from __future__ import annotations

import sys


def _is_number(token: str) -> bool:
    return token != "" and all(ch in "0123456789" for ch in token)


def main() -> int:
    lines = sys.stdin.read().splitlines()
    first = lines[0] if lines else ""
    head = first.split()
    if len(head) < 2 or not _is_number(head[0]) or not _is_number(head[1]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(head[0]), int(head[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = head[2:]
    for line in lines[1:]:
        words.extend(line.split())
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
