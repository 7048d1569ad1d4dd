# MISTAKE: Checks every character of the two numbers with if not "0123456789".find(c), taking find() for a yes/no test, but find() gives the index (0 for "0", which is false) or -1 (true), so a number holding the digit 0 is rejected while signs, underscores and letters pass the check (+4, -1, 1_2 and ٤ are accepted, four crashes int()); "4 0\na b c d e\n" -> right stdout "a b c d\ne\n", stderr empty, status 0, file gives stdout "", one sentence on stderr, status 2
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
    if len(tokens) < 2:
        print("line 1 must start with two whole numbers, size and overlap", file=sys.stderr)
        return 2
    for token in tokens[:2]:
        for c in token:
            if not "0123456789".find(c):
                print("size and overlap must be written with the digits 0-9", file=sys.stderr)
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
