# MISTAKE: Collects every failed check of line 1 and returns len(errors) as the exit status, so a line 1 that breaks one rule exits with status 1 and only one that breaks two exits with 2; "3 3\na b c\n" -> right stdout "", one sentence on stderr, status 2, file gives stdout "", one sentence on stderr, status 1
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
    errors = []
    if len(tokens) < 2:
        errors.append("line 1 needs two numbers, size and overlap")
    else:
        for name, token in (("size", tokens[0]), ("overlap", tokens[1])):
            if not (token.isascii() and token.isdigit()):
                errors.append(f"{name} must be a whole number written with the digits 0-9")
        if not errors:
            size, overlap = int(tokens[0]), int(tokens[1])
            if size < 1:
                errors.append("size must be at least 1")
            if overlap >= size:
                errors.append("overlap must be smaller than size")
    if errors:
        print("Bad line 1: " + "; ".join(errors) + ".", file=sys.stderr)
        return len(errors)
    words = tokens[2:] + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
