# MISTAKE: reads the text after line 1 in blocks of 4096 characters with sys.stdin.read(4096) and splits each block on its own, so a word that crosses a block border is cut into two words; "1 0\n" + "x " * 2047 + "abc\n" -> right stdout 2047 lines "x" then "abc", stderr empty, status 0, file gives stdout 2047 lines "x" then "ab" and "c", stderr empty, status 0
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
    tokens = sys.stdin.readline().split()
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:]
    while True:
        block = sys.stdin.read(4096)
        if not block:
            break
        words.extend(block.split())
    step = size - overlap
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
