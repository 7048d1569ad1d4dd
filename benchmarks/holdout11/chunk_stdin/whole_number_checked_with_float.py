# MISTAKE: Checks that size and overlap are whole numbers with float(token).is_integer() instead of checking the digits, so tokens such as 4.0, 1e1, +4, 1_0 or ٤ are accepted: "4.0 2\na b c d e\n" should print nothing on stdout, one sentence on stderr and exit 2, but prints "a b c d" and "c d e" and exits 0.
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def to_whole(token):
    try:
        value = float(token)
    except ValueError:
        return None
    if not value.is_integer():
        return None
    return int(value)


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    parts = first.split()
    if len(parts) < 2:
        print("line 1 must hold two numbers: size and overlap", file=sys.stderr)
        return 2
    size = to_whole(parts[0])
    overlap = to_whole(parts[1])
    if size is None or overlap is None:
        print("size and overlap must be whole numbers", file=sys.stderr)
        return 2
    if size < 1 or overlap < 0 or overlap >= size:
        print("size must be at least 1 and overlap from 0 to size - 1", file=sys.stderr)
        return 2
    words = parts[2:] + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
