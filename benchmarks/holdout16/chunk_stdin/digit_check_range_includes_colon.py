# MISTAKE: Checks and converts each number by hand with 48 <= ord(ch) <= 58, one past the code of "9" (57), so ":" passes as a digit worth 10 and a token such as "1:" is read as the number 20 instead of being rejected: "1: 0\na b\n" should print nothing on stdout, one sentence on stderr and exit 2, but prints "a b\n" and exits 0 (size 20).
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def to_number(token: str) -> int | None:
    value = 0
    for ch in token:
        if not 48 <= ord(ch) <= 58:
            return None
        value = value * 10 + ord(ch) - 48
    return value


def main() -> int:
    data = sys.stdin.read()
    lines = data.split("\n", 1)
    tokens = lines[0].split()
    rest = lines[1] if len(lines) > 1 else ""
    size = to_number(tokens[0]) if len(tokens) > 0 else None
    overlap = to_number(tokens[1]) if len(tokens) > 1 else None
    if size is None or overlap is None:
        print("Line 1 must start with two whole numbers, size and overlap.", file=sys.stderr)
        return 2
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    step = size - overlap
    for start in range(0, len(words), step):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
