# MISTAKE: Adds the text after line 1 to the list of words with words += rest instead of words += rest.split(), and += on a list takes a string one character at a time, so every character of the later lines (spaces and line breaks too) becomes a word: "3 0\nab" should print "ab" but prints "a b" (text only on line 1, as in "3 0 ab cd\n", is right).
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
    words = tokens[2:]
    words += rest
    if not words:
        return 0
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
