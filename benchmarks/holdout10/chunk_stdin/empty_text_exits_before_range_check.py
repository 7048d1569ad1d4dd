# MISTAKE: Returns 0 as soon as it sees that there is no text, before it checks that size is at least 1 and overlap smaller than size, so a line 1 of two well-formed but out-of-range numbers with no words after it is accepted: "3 3\n" should print nothing on stdout, one sentence on stderr and exit 2, but exits 0 with stderr empty ("3 3\na b c\n" is rightly rejected).
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
    words = tokens[2:] + rest.split()
    if not words:
        return 0
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    step = size - overlap
    start = 0
    while True:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
