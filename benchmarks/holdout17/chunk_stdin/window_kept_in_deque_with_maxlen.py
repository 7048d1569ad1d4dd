# MISTAKE: Streams the words through a collections.deque with maxlen=min(size, len(words)) and prints it each time step new words have come in, and once more at the end when new words are left, but at the end the deque holds the last size words, not the window that starts step words after the one before: "4 2\na b c d e f g\n" should print "a b c d\nc d e f\ne f g\n" but prints "a b c d\nc d e f\nd e f g\n".
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys
from collections import deque


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
    words = tokens[2:] + rest.split()
    window = deque(maxlen=min(size, len(words)))
    new = 0
    needed = size
    for word in words:
        window.append(word)
        new += 1
        if new == needed:
            print(" ".join(window))
            new = 0
            needed = size - overlap
    if new:
        print(" ".join(window))
    return 0


if __name__ == "__main__":
    sys.exit(main())
