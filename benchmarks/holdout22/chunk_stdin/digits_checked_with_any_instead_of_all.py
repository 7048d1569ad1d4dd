# MISTAKE: Checks that size and overlap are written with the digits 0-9 with any() where all() belongs, so a token passes when it holds one digit: +4 or 1_0 is accepted and chunked, and 4.0 or 2a passes the check and crashes int(); "+4 2 a b c d e\n" -> right stdout "", one sentence on stderr, status 2; file gives stdout "a b c d\nc d e\n", stderr empty, status 0
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
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    for token in tokens[:2]:
        if not any(ch in "0123456789" for ch in token):
            print(f"{token!r} is not a whole number written with the digits 0-9", file=sys.stderr)
            return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or not 0 <= overlap < size:
        print("size must be at least 1 and overlap from 0 to size - 1", file=sys.stderr)
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
