# MISTAKE: Lowers size to the number of words when the text is shorter than a window and only then computes the step size - overlap, so a text with no more words than overlap gets a step of 0 (range() raises ValueError, a traceback with status 1) or a negative step (an empty range: nothing printed, status 0): "4 2 a b\n" should print "a b\n" and exit 0 but exits 1 with a ValueError traceback ("4 3 a b\n" prints nothing; longer texts are right).
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def is_whole(token: str) -> bool:
    return token != "" and all(ch in "0123456789" for ch in token)


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not is_whole(tokens[0]) or not is_whole(tokens[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    if not words:
        return 0
    size = min(size, len(words))
    step = size - overlap
    for start in range(0, len(words), step):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
