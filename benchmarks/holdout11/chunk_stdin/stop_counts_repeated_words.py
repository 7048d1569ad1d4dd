# MISTAKE: Stops once the number of words it has printed reaches the number of words in the text, but that count includes the overlap words printed a second time, so it stops before the line that holds the last word (right when overlap is 0): "4 2\na b c d e f g h\n" should print "a b c d", "c d e f" and "e f g h" but prints only "a b c d" and "c d e f".
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


DIGITS = "0123456789"


def is_number(token):
    return all(ch in DIGITS for ch in token)


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    parts = first.split()
    if len(parts) < 2 or not is_number(parts[0]) or not is_number(parts[1]):
        print("expected two whole numbers on line 1: size overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = parts[2:] + rest.split()
    printed = 0
    start = 0
    while printed < len(words):
        chunk = words[start:start + size]
        print(" ".join(chunk))
        printed += len(chunk)
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
