# MISTAKE: Checks line 1 with assert statements, and a failed assert raises AssertionError, so every rejected line 1 ends in a traceback with status 1 instead of one sentence and status 2; "3 3\na b c\n" -> right stdout "", one sentence on stderr, status 2; file gives stdout "", an AssertionError traceback on stderr, status 1
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
    assert len(tokens) >= 2, "line 1 must start with two whole numbers: size and overlap"
    assert all(t.isascii() and t.isdigit() for t in tokens[:2]), "size and overlap must be written with the digits 0-9"
    size, overlap = int(tokens[0]), int(tokens[1])
    assert size >= 1 and overlap < size, "size must be at least 1 and overlap smaller than size"
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
