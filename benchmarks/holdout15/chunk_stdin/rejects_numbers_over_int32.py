# MISTAKE: Adds a check that the size fits in a 32-bit signed int (size <= 2**31 - 1), a limit from C and Java judges that Python does not have, so a valid line 1 with a larger size is rejected: "3000000000 0 a b c" should print "a b c" and exit 0 but prints nothing on stdout, a sentence on stderr and exits 2.
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


INT_MAX = 2**31 - 1


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not all(token.isascii() and token.isdigit() for token in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or size > INT_MAX or overlap >= size:
        print(f"size must be from 1 to {INT_MAX} and overlap smaller than size", file=sys.stderr)
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
