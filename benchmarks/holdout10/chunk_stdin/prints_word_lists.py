# MISTAKE: Builds the joined chunk but prints the window's list of words instead, so every line shows a Python list: "2 0 a b c\n" should print "a b\nc\n" but prints "['a', 'b']\n['c']\n".
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
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    if not words:
        return 0
    step = size - overlap
    start = 0
    while True:
        window = words[start:start + size]
        chunk = " ".join(window)
        print(window)
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
