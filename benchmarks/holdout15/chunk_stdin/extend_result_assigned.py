# MISTAKE: Puts the words written after the numbers on line 1 in front of the later words with words = tokens[2:].extend(words), but list.extend() changes the list in place and returns None, so whenever line 1 holds text the program ends in a TypeError traceback (texts that start on line 2 are right): "4 2 a b c d e f g h" (one line) should print "a b c d", "c d e f", "e f g h" and exit 0 but prints nothing on stdout and exits 1.
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
    tokens = line1.split()
    if len(tokens) < 2 or not all(token.isascii() and token.isdigit() for token in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = rest.split()
    if len(tokens) > 2:
        words = tokens[2:].extend(words)
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
