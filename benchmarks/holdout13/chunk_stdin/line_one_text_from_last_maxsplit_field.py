# MISTAKE: Takes the text written on line 1 as the last field of line1.split(maxsplit=2), but when line 1 holds only the two numbers that last field is the overlap itself, so the overlap is printed as the first word of the text: "4 2\na b c d e f g h\n" should print "a b c d\nc d e f\ne f g h\n" but prints "2 a b c\nb c d e\nd e f g\nf g h\n" (the one-line layout is right).
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
    parts = line1.split(maxsplit=2)
    if len(parts) < 2 or not is_whole(parts[0]) or not is_whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = parts[-1].split() + rest.split()
    if not words:
        return 0
    step = size - overlap
    start = 0
    while True:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
