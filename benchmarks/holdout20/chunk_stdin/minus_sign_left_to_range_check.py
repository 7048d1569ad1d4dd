# MISTAKE: Lets a number start with a minus sign in the digit check and leaves negative values to the range check (overlap < 0), but "-0" is not written with the digits 0-9 only and int() makes it 0, so an overlap of -0 is accepted; "4 -0 a b c d e" -> right stdout "", one sentence on stderr, status 2, file gives stdout "a b c d\ne\n", stderr empty, status 0
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
    first, _, rest = data.partition("\n")
    tokens = first.split()
    if len(tokens) < 2:
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    for token in tokens[:2]:
        digits = token[1:] if token[:1] == "-" else token
        if not (digits.isascii() and digits.isdigit()):
            print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
            return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1:
        print("Size must be at least 1.", file=sys.stderr)
        return 2
    if overlap < 0:
        print("Overlap must not be negative.", file=sys.stderr)
        return 2
    if overlap >= size:
        print("Overlap must be smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
