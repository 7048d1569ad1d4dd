# MISTAKE: Checks the two numbers with size_token.isascii() and size_token.isdigit and ... overlap_token.isdigit(), forgetting the parentheses after the first isdigit, and a method object is always true, so the size is only checked for being ASCII: "+4 2\na b c d e\n" should print nothing on stdout, one sentence on stderr and exit 2 but prints "a b c d" and "c d e" and exits 0 (1_0 is accepted as 10, and "4.0 2" or "four 2" end in a ValueError traceback with status 1).
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
    if len(tokens) < 2:
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size_token, overlap_token = tokens[0], tokens[1]
    if not (size_token.isascii() and size_token.isdigit and overlap_token.isascii() and overlap_token.isdigit()):
        print("size and overlap must be whole numbers written with the digits 0-9", file=sys.stderr)
        return 2
    size, overlap = int(size_token), int(overlap_token)
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
