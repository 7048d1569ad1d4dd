# MISTAKE: Splits the input with split("\n") and drops the last item as if it were always the empty string after a final line break, so when the input does not end with a line break its last line is lost (and an input of one line without a line break is rejected as having no line 1): "2 0\na b\nc d" should print "a b" and "c d" but prints only "a b".
from __future__ import annotations

import sys


def main() -> int:
    lines = sys.stdin.read().split("\n")[:-1]
    tokens = lines[0].split() if lines else []
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:]
    for line in lines[1:]:
        words.extend(line.split())
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
