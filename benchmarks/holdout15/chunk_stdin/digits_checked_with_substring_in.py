# MISTAKE: Checks that a number is written with the digits 0-9 by testing token in "0123456789", a substring test on the whole token instead of a test of each character, so a number is accepted only if its digits are a run of that string (0 to 9, 12, 345, ...) and numbers such as 10, 11, 20, 100 or 02 are rejected: "10 2\na b c\n" should print "a b c" and exit 0 but prints nothing on stdout, a sentence on stderr and exits 2.
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


def is_whole_number(token: str) -> bool:
    return token in DIGITS


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not is_whole_number(tokens[0]) or not is_whole_number(tokens[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    step = size - overlap
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
