# MISTAKE: Finds where the text starts with line1.find(overlap_token), the first place that string occurs, which can be inside the size: "12 2 a b c" should print "a b c" but the "2" is found inside "12", so it prints "2 a b c".
from __future__ import annotations

import sys


def _whole(tok):
    return tok != "" and all(c in "0123456789" for c in tok)


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    parts = line1.split()
    if len(parts) < 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    # the text on line 1 begins right after the overlap number
    after = line1[line1.find(parts[1]) + len(parts[1]):]
    words = (after + "\n" + rest).split()
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
