# MISTAKE: Reads line 1 with re.match(r"\s*([0-9]+)\s+([0-9]+)\s") on sys.stdin.readline(), which demands one whitespace character after the overlap, so an input that ends right after the two numbers, with no text and no line break, is rejected: "4 2" should print nothing and exit 0 but prints a sentence on stderr and exits 2 ("4 2\n" is right).
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import re
import sys


LINE_ONE = re.compile(r"\s*([0-9]+)\s+([0-9]+)\s")


def main() -> int:
    first = sys.stdin.readline()
    match = LINE_ONE.match(first)
    if match is None:
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size = int(match.group(1))
    overlap = int(match.group(2))
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = (first[match.end():] + sys.stdin.read()).split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
