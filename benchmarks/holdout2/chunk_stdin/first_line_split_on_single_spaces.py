# MISTAKE: Splits line 1 with split(" "), so Windows line endings ("4 2\r\n..." makes the overlap "2\r"), a tab or a double space between the numbers get a valid line 1 rejected.
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
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    parts = first.split(" ")
    if len(parts) < 2 or not is_number(parts[0]) or not is_number(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap from 0 to size - 1", file=sys.stderr)
        return 2
    text = " ".join(parts[2:]) + "\n" + rest
    for chunk in chunk_words(text, size, overlap):
        print(chunk)
    return 0


if __name__ == "__main__":
    sys.exit(main())
