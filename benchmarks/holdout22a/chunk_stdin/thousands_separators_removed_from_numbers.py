# MISTAKE: Removes commas from the two number tokens before checking their digits, to accept numbers written with thousands separators, so a token with a comma, which is not written with the digits 0-9 only, is accepted; stdin "2,000 0\na b c\n" -> right stdout "", one sentence on stderr, exit status 2, file gives stdout "a b c\n", stderr empty, exit status 0
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
    numbers = [tok.replace(",", "") for tok in tokens[:2]]
    if len(numbers) < 2 or not all(num.isascii() and num.isdigit() for num in numbers):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(numbers[0]), int(numbers[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
