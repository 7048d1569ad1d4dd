# MISTAKE: Exits with status 2 only when line 1 is malformed and with status 1 when the two numbers are well formed but out of range (size 0 or overlap not smaller than size): "3 3\na b c d" should print nothing on stdout, one sentence on stderr and exit 2, but exits 1 (the message is on stderr).
"""Chunk a text read from standard input, as an online judge would run it."""

from __future__ import annotations

import sys


def parse_number(token: str) -> int | None:
    if token and all("0" <= ch <= "9" for ch in token):
        return int(token)
    return None


def main() -> int:
    data = sys.stdin.read()
    first_line, _, rest = data.partition("\n")
    tokens = first_line.split()
    if len(tokens) < 2:
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size = parse_number(tokens[0])
    overlap = parse_number(tokens[1])
    if size is None or overlap is None:
        print("size and overlap must be whole numbers written with the digits 0-9", file=sys.stderr)
        return 2
    if size < 1 or overlap >= size:
        print(f"need size >= 1 and 0 <= overlap < size, got size {size} and overlap {overlap}", file=sys.stderr)
        return 1
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
