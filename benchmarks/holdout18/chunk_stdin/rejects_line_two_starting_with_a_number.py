# MISTAKE: Guards against "a number forgotten on line 2" by rejecting the input whenever line 1 holds only the two numbers and the first word of the text is a whole number, so a valid text that starts with a number is refused: "2 0\n3 apples\n" → right: stdout "3 apples\n", stderr empty, status 0; this file: stdout empty, a sentence on stderr, status 2.
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
        print("line 1 must start with two whole numbers, size >= 1 and 0 <= overlap < size", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("line 1 must start with two whole numbers, size >= 1 and 0 <= overlap < size", file=sys.stderr)
        return 2
    later = rest.split()
    if len(tokens) == 2 and later and later[0].isascii() and later[0].isdigit():
        print("both numbers must be on line 1", file=sys.stderr)
        return 2
    words = tokens[2:] + later
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
