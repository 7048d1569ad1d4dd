# MISTAKE: Writes the chunks with sys.stdout.write("\n".join(chunks)), which avoids the empty line for no words but also leaves out the line break after the last chunk: "4 2\na b c d e f g h\n" should print "a b c d\nc d e f\ne f g h\n" but prints "a b c d\nc d e f\ne f g h" (no final newline).
from __future__ import annotations

import sys

DIGITS = "0123456789"


def is_number(token: str) -> bool:
    return token != "" and all(ch in DIGITS for ch in token)


def chunk(words: list[str], size: int, overlap: int) -> list[str]:
    chunks = []
    step = size - overlap
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks


def main() -> int:
    data = sys.stdin.read()
    first_line, _, rest = data.partition("\n")
    tokens = first_line.split()
    if len(tokens) < 2 or not is_number(tokens[0]) or not is_number(tokens[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    sys.stdout.write("\n".join(chunk(words, size, overlap)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
