# MISTAKE: Prints a window whenever it holds size words and keeps its last overlap words, and at the end prints what is left only if it holds more than overlap words (taking the first overlap for carried words), but a first window that never filled holds only new words, so a text with at least one word and no more words than overlap prints nothing: "4 2\na b\n" should print "a b\n" but prints nothing (status 0).
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
    first, _, rest = sys.stdin.read().partition("\n")
    tokens = first.split()
    if len(tokens) < 2 or not all(token.isascii() and token.isdigit() for token in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    step = size - overlap
    window = []
    for word in tokens[2:] + rest.split():
        window.append(word)
        if len(window) == size:
            print(" ".join(window))
            window = window[step:]
    if len(window) > overlap:
        print(" ".join(window))
    return 0


if __name__ == "__main__":
    sys.exit(main())
