# MISTAKE: Insists that line 1 holds exactly two tokens, so the one-line layout with text after the numbers is rejected as malformed: "2 0 1 2 3" should print "1 2" and "3" and exit 0 but prints nothing and exits 2.
from __future__ import annotations

import sys


def _whole(tok):
    return tok != "" and all(c in "0123456789" for c in tok)


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    parts = line1.split()
    if len(parts) != 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must hold two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = rest.split()
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
