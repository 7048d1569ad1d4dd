# MISTAKE: Reads the input through io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8"), whose default newline=None turns every lone \r into a line break, so a line 1 whose numbers are separated by a \r (which is whitespace, not a line break) is cut after the size and rejected (\r\n line endings and a \r inside the text are right): "4\r2 a b c d e\n" should print "a b c d" and "c d e" and exit 0 but prints nothing on stdout, a sentence on stderr and exits 2.
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import io
import sys


def main() -> int:
    data = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8").read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not all(token.isascii() and token.isdigit() for token in tokens[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
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
