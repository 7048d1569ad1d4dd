# MISTAKE: Checks the size with size <= 1 instead of size < 1, so the valid size 1 (one word per line, overlap 0) is rejected: "1 0\na b" should print "a" and "b" and exit 0 but prints nothing and exits 2.
from __future__ import annotations

import sys


def _whole(tok):
    return tok != "" and all(c in "0123456789" for c in tok)


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    parts = line1.split(maxsplit=2)
    if len(parts) < 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size <= 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    text = (parts[2] if len(parts) > 2 else "") + "\n" + rest
    words = text.split()
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
