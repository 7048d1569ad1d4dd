# MISTAKE: Reads "line 1 starts with two whole numbers" as "line 1 holds exactly two whole numbers" and rejects line 1 when the text written after the numbers on it has a word that is a whole number too: "2 0 1 2 3\n" should print "1 2\n3\n" and exit 0 but prints nothing on stdout, a sentence on stderr and exits 2 (numbers on later lines are right).
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def is_whole(token: str) -> bool:
    return token != "" and all(ch in "0123456789" for ch in token)


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    numbers = [token for token in tokens if is_whole(token)]
    if len(numbers) != 2 or tokens[:2] != numbers:
        print("line 1 must hold two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(numbers[0]), int(numbers[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
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
