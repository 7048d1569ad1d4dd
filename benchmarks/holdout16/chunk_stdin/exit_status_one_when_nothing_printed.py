# MISTAKE: Returns 0 only when it printed at least one chunk and 1 otherwise (as grep does when nothing matches), so a valid line 1 with a text without words, which must print nothing and exit 0, exits with status 1: "4 2\n" should print nothing and exit 0 but prints nothing and exits 1 (stderr stays empty).
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
    head, _, tail = data.partition("\n")
    parts = head.split()
    if len(parts) < 2 or not all(p.isascii() and p.isdigit() for p in parts[:2]):
        print("line 1 must begin with two whole numbers (size overlap)", file=sys.stderr)
        return 2
    size = int(parts[0])
    overlap = int(parts[1])
    if size < 1 or not overlap < size:
        print("size must be 1 or more and overlap less than size", file=sys.stderr)
        return 2
    words = parts[2:] + tail.split()
    printed = 0
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        printed += 1
        if start + size >= len(words):
            break
        start += size - overlap
    return 0 if printed else 1


if __name__ == "__main__":
    sys.exit(main())
