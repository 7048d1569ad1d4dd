# MISTAKE: Takes the text written after the numbers on line 1 as tokens[2], one index where the slice tokens[2:] belongs, so only the first word of it is kept and the rest of line 1 is lost; "4 2 a b c d e f g h\n" -> right stdout "a b c d\nc d e f\ne f g h\n", stderr empty, status 0, file gives stdout "a\n", stderr empty, status 0
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
    if len(tokens) < 2 or not all(token.isascii() and token.isdigit() for token in tokens[:2]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = []
    if len(tokens) > 2:
        words.append(tokens[2])
    words.extend(rest.split())
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
