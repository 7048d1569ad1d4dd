# MISTAKE: Counts the lines as int((words - size) / step) + 1, plus 1 when (words - size) % step is not 0; for a text shorter than size the quotient is negative and int() rounds it toward zero, not down, so the count is wrong: "4 2 a b c\n" → right: stdout "a b c\n", stderr empty, status 0; this file: stdout "a b c\nc\n", stderr empty, status 0.
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
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("line 1 must start with two whole numbers, size >= 1 and 0 <= overlap < size", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("line 1 must start with two whole numbers, size >= 1 and 0 <= overlap < size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    if not words:
        return 0
    step = size - overlap
    count = int((len(words) - size) / step) + 1
    if (len(words) - size) % step:
        count += 1
    for k in range(count):
        print(" ".join(words[k * step:k * step + size]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
