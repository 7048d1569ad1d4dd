# MISTAKE: Checks the overlap against the number of words in the text (overlap >= len(words)) instead of against size, so a valid line 1 is rejected when the text has no more words than overlap (any text without words too), and an overlap not smaller than size passes the check: "4 2 a b\n" should print "a b" and exit 0 but prints nothing on stdout, a sentence on stderr and exits 2 ("3 3 a b c d e" ends in a ValueError traceback with status 1 instead of a rejection with status 2).
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
    parts = first.split()
    if len(parts) < 2 or not all(p.isascii() and p.isdigit() for p in parts[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size = int(parts[0])
    overlap = int(parts[1])
    words = parts[2:] + rest.split()
    if size < 1 or overlap >= len(words):
        print("size must be at least 1 and overlap smaller than the text", file=sys.stderr)
        return 2
    for start in range(0, len(words), size - overlap):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
