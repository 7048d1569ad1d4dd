# MISTAKE: Prints the first chunk (the first size words, which do not depend on the overlap) before it checks that overlap is smaller than size, so a line 1 with overlap >= size and some text leaves that chunk on stdout although it then prints the message on stderr and exits 2: "3 3\na b c d\n" should print nothing on stdout (a sentence on stderr, status 2) but prints "a b c\n" on stdout (then the sentence on stderr, status 2).
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
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1:
        print("size must be at least 1", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    if words:
        print(" ".join(words[:size]))
    if overlap >= size:
        print("overlap must be smaller than size", file=sys.stderr)
        return 2
    step = size - overlap
    start = 0
    while start + size < len(words):
        start += step
        print(" ".join(words[start:start + size]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
