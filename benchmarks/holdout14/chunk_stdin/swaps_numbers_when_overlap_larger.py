# MISTAKE: When the second number is larger than the first it takes them to be written in the wrong order and swaps them instead of rejecting line 1, so an overlap larger than the size is accepted (and "0 3" becomes size 3, overlap 0): "2 4 a b c d e" should print nothing on stdout, one sentence on stderr and exit 2, but prints "a b c d" and "c d e" and exits 0.
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    parts = line1.split()
    if len(parts) < 2 or not all(part.isascii() and part.isdigit() for part in parts[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if overlap > size:
        size, overlap = overlap, size
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = parts[2:] + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
