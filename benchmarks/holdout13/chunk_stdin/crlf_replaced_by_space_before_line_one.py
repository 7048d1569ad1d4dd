# MISTAKE: Turns every Windows line break \r\n into a space before it looks for line 1 (since \r is whitespace anyway), so in an input with \r\n line endings line 1 runs on over the later lines and numbers or text from line 2 are taken as part of it: "4\r\n2 a b c d e\r\n" should print nothing on stdout, a sentence on stderr and exit 2 (one number on line 1), but prints "a b c d\nc d e\n" and exits 0 (every valid input is right).
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def is_whole(token: str) -> bool:
    return token != "" and all(ch in "0123456789" for ch in token)


def main() -> int:
    data = sys.stdin.read().replace("\r\n", " ")
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not is_whole(tokens[0]) or not is_whole(tokens[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    step = size - overlap
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
