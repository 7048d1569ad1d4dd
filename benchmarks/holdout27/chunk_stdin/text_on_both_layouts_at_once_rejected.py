# MISTAKE: Reads "we accept both layouts" as one layout or the other and rejects an input that has words both after the numbers on line 1 and on later lines, although all of them are text; "4 2 a b\nc d\n" -> right stdout "a b c d\n", stderr empty, status 0, file gives stdout "", one sentence on stderr, status 2
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
    if len(tokens) > 2 and rest.split():
        print("Put the text after the numbers on line 1 or on the lines below it, not both.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
