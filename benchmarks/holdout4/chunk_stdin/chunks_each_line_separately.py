# MISTAKE: Reads the text with a for loop over the lines of stdin and chunks each line on its own, so windows restart at every line break instead of running over the whole text: "3 0\na b\nc d" should print "a b c" and "d" but prints "a b" and "c d".
from __future__ import annotations

import sys


def _whole(tok):
    return tok != "" and all(c in "0123456789" for c in tok)


def _print_chunks(words, size, step):
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step


def main() -> int:
    line1 = sys.stdin.readline()
    parts = line1.split(maxsplit=2)
    if len(parts) < 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    step = size - overlap
    _print_chunks(parts[2].split() if len(parts) > 2 else [], size, step)
    for line in sys.stdin:
        _print_chunks(line.split(), size, step)
    return 0


if __name__ == "__main__":
    sys.exit(main())
