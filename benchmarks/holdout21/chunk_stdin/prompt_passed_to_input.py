# MISTAKE: Reads line 1 with input("size overlap: "), and input() writes its prompt to stdout, so every output (a rejection too) starts with that prompt; "4 2\na b c d e f g h\n" -> right stdout "a b c d\nc d e f\ne f g h\n", stderr empty, status 0, file gives stdout "size overlap: a b c d\nc d e f\ne f g h\n", stderr empty, status 0
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
    try:
        line1 = input("size overlap: ")
    except EOFError:
        print("Line 1 is missing: it must start with size and overlap.", file=sys.stderr)
        return 2
    rest = sys.stdin.read()
    tokens = line1.split()
    if len(tokens) < 2 or not all(token.isascii() and token.isdigit() for token in tokens[:2]):
        print("Line 1 must start with two whole numbers, size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
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
