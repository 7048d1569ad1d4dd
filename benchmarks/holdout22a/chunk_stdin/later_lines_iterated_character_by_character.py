# MISTAKE: Reads line 1 with readline() and then loops `for line in sys.stdin.read()`, which walks the rest of the input one character at a time, so every character of the later lines becomes a word of its own (the words on line 1 stay whole); stdin "2 0\nab cd\n" -> right stdout "ab cd\n", stderr empty, exit status 0, file gives stdout "a b\nc d\n", stderr empty, exit status 0
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
    line1 = sys.stdin.readline()
    tokens = line1.split()
    if len(tokens) < 2 or not all(tok.isascii() and tok.isdigit() for tok in tokens[:2]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:]
    for line in sys.stdin.read():
        words.extend(line.split())
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
