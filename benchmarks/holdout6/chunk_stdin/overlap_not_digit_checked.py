# MISTAKE: Checks that size is written with the digits 0-9 but converts the overlap with a plain int() in a try block, so a signed overlap passes: "4 -1 a b c d e" should print nothing on stdout, a sentence on stderr and exit 2 but prints "a b c d" and exits 0.
from __future__ import annotations

import sys

DIGITS = "0123456789"


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not all(ch in DIGITS for ch in tokens[0]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size = int(tokens[0])
    try:
        overlap = int(tokens[1])
    except ValueError:
        print("the overlap must be a whole number", file=sys.stderr)
        return 2
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    step = size - overlap
    for start in range(0, len(words), step):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
