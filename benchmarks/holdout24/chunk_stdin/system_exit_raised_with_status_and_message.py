# MISTAKE: Rejects a bad line 1 with raise SystemExit(2, message), giving SystemExit the status and the message as two arguments, but then its code is the tuple (2, message), which Python prints on stderr and ends with status 1; "3 3\na b c\n" -> right stdout "", one sentence on stderr, status 2, file gives stdout "", "(2, 'size must be at least 1 and overlap smaller than size')" on stderr, status 1
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
    if len(tokens) < 2 or not all(c in "0123456789" for c in tokens[0] + tokens[1]):
        raise SystemExit(2, "line 1 must start with two whole numbers, size and overlap")
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        raise SystemExit(2, "size must be at least 1 and overlap smaller than size")
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
