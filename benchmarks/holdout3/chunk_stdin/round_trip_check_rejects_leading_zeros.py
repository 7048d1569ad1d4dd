# MISTAKE: Checks each number by requiring str(int(token)) == token, which rejects +4, 1_0, 4.0 and ٤ as it should but also rejects numbers with leading zeros written in digits 0-9: "4 02 a b c d e" should print "a b c d" and "c d e" and exit 0, but is rejected with status 2.
"""Read `size overlap` and a text from stdin and print its word chunks, one per line."""

from __future__ import annotations

import sys


def parse_number(token: str) -> int | None:
    try:
        value = int(token)
    except ValueError:
        return None
    if str(value) != token:
        return None
    return value


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    parts = first.split(maxsplit=2)
    if len(parts) < 2:
        print("line 1 must hold two numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = parse_number(parts[0]), parse_number(parts[1])
    if size is None or overlap is None:
        print("size and overlap must be whole numbers written with the digits 0-9", file=sys.stderr)
        return 2
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    text = (parts[2] if len(parts) == 3 else "") + " " + rest
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
