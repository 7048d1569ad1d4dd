# MISTAKE: Builds the text as the rest of line 1 followed directly by the later lines, without the line break between them, so the last word of line 1 and the first word of line 2 become one word: "4 2 a b\nc d" should print "a b c d" but prints "a bc d".
"""Read `size overlap` and a text from stdin and print its word chunks, one per line."""

from __future__ import annotations

import sys


def is_number(token: str) -> bool:
    return token.isascii() and token.isdigit()


def main() -> int:
    data = sys.stdin.read()
    first_line, _, other_lines = data.partition("\n")
    head = first_line.split(maxsplit=2)
    if len(head) < 2 or not (is_number(head[0]) and is_number(head[1])):
        print("line 1 must start with two whole numbers, size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(head[0]), int(head[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    text = (head[2] if len(head) == 3 else "") + other_lines
    words = text.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
