# MISTAKE: Removes the line break from every line with line[:-1], which also cuts a real character off the last line when the input does not end with a line break: "2 0\nab cd" should print "ab cd" but prints "ab c".
from __future__ import annotations

import sys

DIGITS = set("0123456789")


def main() -> int:
    lines = [line[:-1] for line in sys.stdin]
    head = lines[0].split() if lines else []
    if len(head) < 2 or not set(head[0]) <= DIGITS or not set(head[1]) <= DIGITS:
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(head[0]), int(head[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = head[2:]
    for line in lines[1:]:
        words += line.split()
    step = size - overlap
    start = 0
    while start < len(words):
        end = start + size
        print(" ".join(words[start:end]))
        if end >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
