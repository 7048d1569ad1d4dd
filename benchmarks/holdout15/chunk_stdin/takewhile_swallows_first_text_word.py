# MISTAKE: Reads the numbers at the start of line 1 with itertools.takewhile over an iterator of its tokens and then takes the rest of that iterator as text, but takewhile consumes the first token that is not a whole number to find out where to stop, so the first word of the text written on line 1 that is not a number is lost (texts that start on line 2 are right): "4 2 a b c d e f g h" (one line) should print "a b c d", "c d e f", "e f g h" but prints "b c d e", "d e f g", "f g h".
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys
from itertools import takewhile


def is_whole_number(token: str) -> bool:
    return token.isascii() and token.isdigit()


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = iter(line1.split())
    numbers = list(takewhile(is_whole_number, tokens))
    if len(numbers) < 2:
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(numbers[0]), int(numbers[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = numbers[2:] + list(tokens) + rest.split()
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
