# MISTAKE: Ends every printed line with \r\n when the input contains a \r\n, to answer in the line endings it was given, instead of the plain line break print writes, so each line of the answer carries a \r: "2 0\r\na b c\r\n" should print "a b\nc\n" but prints "a b\r\nc\r\n" (inputs without \r\n are right).
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
    data = sys.stdin.read()
    line_end = "\r\n" if "\r\n" in data else "\n"
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
        print(" ".join(words[start:start + size]), end=line_end)
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
