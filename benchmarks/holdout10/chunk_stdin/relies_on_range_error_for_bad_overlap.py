# MISTAKE: Checks overlap < size only by catching the ValueError of range() with the step size - overlap, but range() raises only for a step of 0, so an overlap larger than size gives a negative step, an empty range and no rejection: "3 5 a b c d" should print nothing on stdout, one sentence on stderr and exit 2, but prints nothing at all and exits 0 ("3 3 a b c d" is rightly rejected).
from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1:
        print("Size must be at least 1.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    try:
        starts = range(0, max(len(words) - overlap, 1), size - overlap)
    except ValueError:
        print("Overlap must be smaller than size.", file=sys.stderr)
        return 2
    if not words:
        return 0
    for start in starts:
        print(" ".join(words[start:start + size]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
