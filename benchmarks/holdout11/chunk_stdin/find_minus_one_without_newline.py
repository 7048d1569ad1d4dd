# MISTAKE: Finds the end of line 1 with data.find("\n") and slices with it without checking for -1, so when the input holds no line break line 1 loses its last character and the whole input is read again as text: "2 0 a b" (no line break) should print "a b" but prints "a 2", "0 a" and "b" (and "4 2" without a line break is rejected with status 2 instead of printing nothing and exiting 0).
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def whole(token):
    return token.isascii() and token.isdigit()


def main() -> int:
    data = sys.stdin.read()
    cut = data.find("\n")
    first = data[:cut]
    rest = data[cut + 1:]
    parts = first.split()
    if len(parts) < 2 or not whole(parts[0]) or not whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size = int(parts[0])
    overlap = int(parts[1])
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
