# MISTAKE: Tests for an empty input with sys.stdin.read(1) before reading the rest with sys.stdin.read(), but that read consumes the first character, which is then missing from line 1 (the first digit of the size); "4 2\na b c d e f g h\n" -> right stdout "a b c d\nc d e f\ne f g h\n", stderr empty, status 0; file gives stdout "", one sentence on stderr, status 2
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
    if not sys.stdin.read(1):
        print("no input: line 1 must hold size and overlap", file=sys.stderr)
        return 2
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    tokens = first.split()
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("line 1 must start with two whole numbers written with the digits 0-9", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
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
