# MISTAKE: Splits the input with data.split("\n", 1) inside the same try block that parses the numbers, so an input with no line break at all raises ValueError and is rejected: "2 0 a b c" (no line break) should print "a b" and "c" and exit 0, but prints nothing on stdout and exits 2.
from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    try:
        first, rest = data.split("\n", 1)
        size_text, overlap_text, *extra = first.split()
        for token in (size_text, overlap_text):
            if not all(ch in "0123456789" for ch in token):
                raise ValueError(token)
        size, overlap = int(size_text), int(overlap_text)
    except ValueError:
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = extra + rest.split()
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
