# MISTAKE: Converts every ASCII-digit token of line 1 to int in one comprehension (to get size and overlap) and prints the rest of line 1 with str(), so a text word on line 1 written with leading zeros loses them: "2 0 007 bond\n" → right: stdout "007 bond\n", stderr empty, status 0; this file: stdout "7 bond\n", stderr empty, status 0.
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
    fields = [int(t) if t.isascii() and t.isdigit() else t for t in line1.split()]
    if len(fields) < 2 or not isinstance(fields[0], int) or not isinstance(fields[1], int):
        print("line 1 must start with two whole numbers, size >= 1 and 0 <= overlap < size", file=sys.stderr)
        return 2
    size, overlap, *first_words = fields
    if size < 1 or overlap >= size:
        print("line 1 must start with two whole numbers, size >= 1 and 0 <= overlap < size", file=sys.stderr)
        return 2
    words = [str(f) for f in first_words] + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
