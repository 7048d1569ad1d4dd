# MISTAKE: Counts the words added since the last printed line to know whether a shorter last line is due, but sets that count to 0 at the start of every input line instead of once before the loop, so when the input ends with a blank (or whitespace-only) line the words still waiting are never printed: "2 0\na b c\n\n" should print "a b\nc\n" but prints "a b\n".
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
    tokens = sys.stdin.readline().split()
    if len(tokens) < 2 or not all(token.isascii() and token.isdigit() for token in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    step = size - overlap
    lines = [" ".join(tokens[2:])]
    lines.extend(sys.stdin)
    window = []
    for line in lines:
        fresh = 0
        for word in line.split():
            window.append(word)
            fresh += 1
            if len(window) == size:
                print(" ".join(window))
                window = window[step:]
                fresh = 0
    if fresh:
        print(" ".join(window))
    return 0


if __name__ == "__main__":
    sys.exit(main())
