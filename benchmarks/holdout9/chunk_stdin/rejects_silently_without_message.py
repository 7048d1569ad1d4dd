# MISTAKE: Rejects a bad line 1 with status 2 and nothing on stdout but never writes the sentence to stderr, so the caller is not told what is wrong: "4 4\na b c" should print nothing on stdout, one sentence on stderr and exit 2, but exits 2 with stderr empty (valid input is right).
"""Chunk a text read from standard input, as an online judge would run it."""

from __future__ import annotations

import sys

DIGITS = "0123456789"


def is_whole_number(token: str) -> bool:
    return token != "" and all(ch in DIGITS for ch in token)


def chunk(words: list[str], size: int, overlap: int) -> list[str]:
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def main() -> int:
    data = sys.stdin.read()
    first_line, _, rest = data.partition("\n")
    tokens = first_line.split()
    if len(tokens) < 2 or not is_whole_number(tokens[0]) or not is_whole_number(tokens[1]):
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        return 2
    words = tokens[2:] + rest.split()
    for line in chunk(words, size, overlap):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
