# MISTAKE: Checks a number with set(token) < set("0123456789"), a proper subset where <= belongs, so a number that uses all ten digits is rejected: "1234567890 0 a b\n" → right: stdout "a b\n", stderr empty, status 0; this file: stdout empty, a sentence on stderr, status 2.
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


DIGITS = set("0123456789")


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not all(set(t) < DIGITS for t in tokens[:2]):
        print("line 1 must start with two whole numbers, size >= 1 and 0 <= overlap < size", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("line 1 must start with two whole numbers, size >= 1 and 0 <= overlap < size", file=sys.stderr)
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
