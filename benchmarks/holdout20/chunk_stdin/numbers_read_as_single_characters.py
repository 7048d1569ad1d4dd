# MISTAKE: Reads size and overlap as the characters at positions 0 and 2 of line 1 (one digit, one whitespace character, one digit, as in the lesson example "4 2"), so a line 1 with a number of two or more digits is rejected or misread, and the text starts at position 3; "10 2 a b c" -> right stdout "a b c\n", stderr empty, status 0, file gives stdout "", one sentence on stderr, status 2
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
    if len(first) < 3 or first[0] not in "0123456789" or not first[1].isspace() or first[2] not in "0123456789":
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(first[0]), int(first[2])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = first[3:].split() + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
