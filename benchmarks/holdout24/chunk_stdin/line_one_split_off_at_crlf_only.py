# MISTAKE: Splits line 1 off the input with data.partition("\r\n"), the Windows line break, so in an input with plain \n line breaks the whole input counts as line 1 and the two numbers may come from different lines: one number on line 1 and the other on line 2, or an empty line 1 before the numbers, is accepted instead of rejected; "4\n2 a b c\n" -> right stdout "", one sentence on stderr, status 2, file gives stdout "a b c\n", stderr empty, status 0
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
    line1, _, rest = data.partition("\r\n")
    tokens = line1.split()
    if len(tokens) < 2 or not all(c in "0123456789" for c in tokens[0] + tokens[1]):
        print("line 1 must start with two whole numbers, size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
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
