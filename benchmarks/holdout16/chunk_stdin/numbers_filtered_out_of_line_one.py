# MISTAKE: Takes size and overlap as the first two tokens of line 1 that are whole numbers (a list comprehension that keeps only digit tokens) instead of the first two tokens, so a line 1 whose first or second token is not a number is accepted when a number follows later, and the text is still taken from the third token on: "4 x 2 a b\n" should print nothing on stdout, one sentence on stderr and exit 2, but prints "2 a b\n" and exits 0.
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
    tokens = line1.split()
    numbers = [t for t in tokens if t.isascii() and t.isdigit()]
    if len(numbers) < 2:
        print("Line 1 needs two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(numbers[0]), int(numbers[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap below size.", file=sys.stderr)
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
