# MISTAKE: Prints the number of chunks on a line of its own before the chunks, as many judge formats ask, so every valid input gets an extra first line (a text with no words prints "0"): "2 0 a b c" should print "a b\nc\n" but prints "2\na b\nc\n".
"""Chunk a text read from standard input, as an online judge would run it."""

from __future__ import annotations

import sys


def chunk_words(words: list[str], size: int, overlap: int) -> list[str]:
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
    ok = len(tokens) >= 2 and all(t.isascii() and t.isdigit() for t in tokens[:2])
    if ok:
        size, overlap = int(tokens[0]), int(tokens[1])
        ok = size >= 1 and overlap < size
    if not ok:
        print("line 1 must start with size and overlap, two whole numbers with 0 <= overlap < size", file=sys.stderr)
        return 2
    chunks = chunk_words(tokens[2:] + rest.split(), size, overlap)
    print(len(chunks))
    for line in chunks:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
