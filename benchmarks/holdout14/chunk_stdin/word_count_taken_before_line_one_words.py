# MISTAKE: Stores the number of words of the later lines in n before putting the words written after the numbers on line 1 in front of them, and stops once start + size >= n, so when line 1 holds text the windows stop too early and the last chunks are missing (right when all the text is on the later lines): "4 2 a b c d e f g h" should print "a b c d", "c d e f" and "e f g h" but prints only "a b c d".
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
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = rest.split()
    n = len(words)
    words = parts[2:] + words
    if not words:
        return 0
    start = 0
    while True:
        print(" ".join(words[start:start + size]))
        if start + size >= n:
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
