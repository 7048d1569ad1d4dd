# MISTAKE: takes the text words as words = tokens[2:] and then adds the words of the later lines with tokens.extend(...), as if the slice were a view of tokens, but a slice is a copy, so every word after line 1 is lost; stdin "4 2\na b c d e f g h\n" -> right stdout "a b c d\nc d e f\ne f g h\n", stderr empty, status 0; file gives stdout "", stderr empty, status 0
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
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("line 1 must start with two whole numbers (size, then overlap) written with the digits 0-9", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print(f"size must be at least 1 and overlap smaller than size, got size {size} and overlap {overlap}", file=sys.stderr)
        return 2
    words = tokens[2:]
    tokens.extend(rest.split())
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
