# MISTAKE: writes the rejection sentence with sys.stderr.write() and ends its line with a bare print(), which writes the line break to stdout, so every rejected input leaves an empty line on stdout; "4 4\na b c\n" -> right stdout "", one sentence on stderr, status 2, file gives stdout "\n", the sentence on stderr, status 2
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
        sys.stderr.write("line 1 must start with two whole numbers: size and overlap")
        print()
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        sys.stderr.write("size must be at least 1 and overlap smaller than size")
        print()
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
