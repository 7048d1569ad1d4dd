# MISTAKE: Takes size and overlap as the first two whitespace-separated tokens of the whole input, so "4" on line 1 and "2" on line 2 is accepted instead of rejected.
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def chunk_words(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks


def is_number(s: str) -> bool:
    return s.isascii() and s.isdigit()


def main() -> int:
    tokens = sys.stdin.read().split()
    if len(tokens) < 2 or not is_number(tokens[0]) or not is_number(tokens[1]):
        print("the input must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap from 0 to size - 1", file=sys.stderr)
        return 2
    for chunk in chunk_words(" ".join(tokens[2:]), size, overlap):
        print(chunk)
    return 0


if __name__ == "__main__":
    sys.exit(main())
